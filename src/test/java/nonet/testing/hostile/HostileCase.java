package nonet.testing.hostile;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One hostile run of nonet: the files it reads (written to a fresh directory, whose path replaces
 * {@code {dir}} in names, contents and arguments), the command line, and what the contract promises:
 * the exit statuses allowed, where its messages must point, and the answers of the good puzzles
 * placed around the hostile input, which must come out in order whatever the hostile part does.
 *
 * @param kind what is hostile (for the counts per kind)
 * @param name a readable description, printed with the seed when the case fails
 * @param files file name to text
 * @param args the command line, without {@code nonet}
 * @param exits the exit statuses the contract allows
 * @param option the option a usage error must name, or null when every message must be located (file:line:col)
 * @param first the lines the output must start with (answers of the good puzzles before the hostile input)
 * @param last the lines it must end with (answers of the good puzzles after it)
 */
public record HostileCase(Kind kind, String name, Map<String, String> files, List<String> args, Set<Integer> exits,
                          String option, List<String> first, List<String> last) {

    /** The kinds of hostile input the suite covers. */
    public enum Kind { GRID_LINE, MULTI_LINE_GRID, PUZZLE_FILE, MODEL_FILE, MODEL_PATH, OPTION }

    /** Exit 2: usage error or malformed input. */
    public static final Set<Integer> BAD = Set.of(2);
    /** Exit 0: every input processed. */
    public static final Set<Integer> FINE = Set.of(0);
    /** Either, for generated mutations that may or may not still be valid. */
    public static final Set<Integer> EITHER = Set.of(0, 2);
}
