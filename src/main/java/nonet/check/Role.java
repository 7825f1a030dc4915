package nonet.check;

/** How one engine's answer stands against the others on one puzzle. */
public enum Role {
    /** Its claim fits every other claim and every verified solution. */
    AGREED,
    /** It asserted nothing: timeout, gave up, or cannot express the model. */
    UNKNOWN,
    /** Its grid breaks the model, or its count contradicts verified solutions or a strict majority. */
    WRONG,
    /**
     * Its count conflicts with another engine's and neither a verified grid nor a strict majority
     * says which is right: a disagreement, but blaming one of them would be a guess.
     */
    DISPUTED
}
