package nonet.spark;

import java.io.Serializable;

/**
 * One puzzle's count as the job keeps it: the word a summary tallies ({@code 1}, {@code 2+},
 * {@code none}... or {@code error}, {@code invalid}), the text written for it in the chosen format,
 * and for bad input, its message.
 */
record CountedPuzzle(String word, String text, String problem) implements Serializable {

    static final String ERROR = "error";
    static final String INVALID = "invalid";
}
