package nonet.format;

/** Counts in words for messages: "1 round", "2 rounds", never "1 rounds". */
public final class Plural {

    private Plural() {
    }

    /** The count and the noun, with an "s" unless the count is one. */
    public static String of(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
