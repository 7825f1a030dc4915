package nonet.check;

/** How one engine's answer stands against the others on one puzzle. */
public enum Role {
    /** Its claim fits every other claim and every verified solution. */
    AGREED,
    /** It asserted nothing: timeout, gave up, or cannot express the model. */
    UNKNOWN,
    /** Its grid breaks the model, or its count contradicts verified solutions or the majority. */
    WRONG
}
