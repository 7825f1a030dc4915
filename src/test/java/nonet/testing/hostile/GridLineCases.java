package nonet.testing.hostile;

import static nonet.testing.hostile.GoodPuzzles.FIRST;
import static nonet.testing.hostile.GoodPuzzles.FIRST_SOLVED;
import static nonet.testing.hostile.GoodPuzzles.SECOND;
import static nonet.testing.hostile.GoodPuzzles.SECOND_SOLVED;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * One-line grids gone wrong, each on the middle line of a collection between two good grids: every
 * wrong length, cut grids with annotations, hostile symbols, and the harmless forms (CRLF, tabs,
 * a byte order mark, annotations, spacing, mixed sizes) that must read as the grid they spell.
 */
final class GridLineCases {

    private final Random rnd;
    private final List<HostileCase> cases = new ArrayList<>();

    private GridLineCases(Random rnd) {
        this.rnd = rnd;
    }

    static List<HostileCase> generate(Random rnd) {
        GridLineCases g = new GridLineCases(rnd);
        g.wrongLengths();
        g.cutGridsWithAnnotations();
        g.hostileSymbols();
        g.harmlessForms();
        g.mixedSizes();
        return g.cases;
    }

    /** Every length from 1 to 100 that is no grid's, and the neighbours of the big grids' lengths. */
    private void wrongLengths() {
        String text = (SECOND + FIRST).repeat(10);
        for (int n = 1; n <= 100; n++) {
            if (n != 16 && n != 36 && n != 64 && n != 81) {
                bad("length " + n, text.substring(0, n));
            }
        }
        for (int n : new int[] {143, 145, 255, 257, 624, 626, 1000}) {
            bad("length " + n, text.substring(0, n));
        }
    }

    /** A grid cut short and followed by what looks like an annotation: an error, never another puzzle. */
    private void cutGridsWithAnnotations() {
        for (String annotation : new String[] {" 5", " 1", "  9", "\t3", " 12", ":1", ",1", " 9.1", " 5 # rated"}) {
            int keep = 72 + rnd.nextInt(9);
            bad("cut to " + keep + " + '" + Symbols.shown(annotation) + "'", SECOND.substring(0, keep) + annotation);
        }
        bad("two halves", SECOND.substring(0, 40) + " " + SECOND.substring(40));
        bad("spaced by box row, one symbol short", SECOND.substring(0, 80).replaceAll("(...)", "$1 ") + " 5");
    }

    private void hostileSymbols() {
        for (String s : Symbols.HOSTILE) {
            int at = 1 + rnd.nextInt(79);
            bad("symbol " + Symbols.shown(s) + " at " + (at + 1), SECOND.substring(0, at) + s + SECOND.substring(at + 1));
            bad("symbol " + Symbols.shown(s) + " inserted at " + (at + 1), SECOND.substring(0, at) + s + SECOND.substring(at));
        }
    }

    /** Forms that must read as the second grid itself. */
    private void harmlessForms() {
        String[] forms = {SECOND + "\r", "\t" + SECOND + "\t", "  " + SECOND, SECOND + " 9.1", SECOND + ":1:" + SECOND_SOLVED,
            SECOND + ",rated", SECOND.replace('.', '0'), SECOND.replaceAll("(...)", "$1 "), SECOND.replaceAll("(.)", "$1 "),
            SECOND.replaceAll("(.........)", "$1|"), SECOND + " # comment"};
        for (String form : forms) {
            cases.add(new HostileCase(HostileCase.Kind.GRID_LINE, "harmless " + Symbols.shown(form), Map.of("t.txt", file(form)),
                    command(), HostileCase.FINE, null, List.of(FIRST_SOLVED, SECOND_SOLVED), List.of(FIRST_SOLVED)));
        }
        cases.add(new HostileCase(HostileCase.Kind.GRID_LINE, "byte order mark and CRLF", Map.of("t.txt", "\uFEFF" + FIRST + "\r\n"
                + SECOND + "\r\n" + FIRST + "\r\n"), command(), HostileCase.FINE, null, List.of(FIRST_SOLVED, SECOND_SOLVED),
                List.of(FIRST_SOLVED)));
    }

    /** The other sizes between the good grids: each is answered (all three of each are unique). */
    private void mixedSizes() {
        for (String grid : new String[] {"3..2.24..3......", "..2..6...23..3......5...6..31.....2.",
            "........47....5.3.........2...165...7.2.63..4...78....3...3.5..1", ".".repeat(144), ".".repeat(256)}) {
            cases.add(new HostileCase(HostileCase.Kind.GRID_LINE, "size " + (int) Math.sqrt(grid.length()), Map.of("t.txt", file(grid)),
                    command(), HostileCase.FINE, null, List.of(FIRST_SOLVED), List.of(FIRST_SOLVED)));
        }
    }

    private void bad(String name, String line) {
        cases.add(new HostileCase(HostileCase.Kind.GRID_LINE, name, Map.of("t.txt", file(line)), command(), HostileCase.BAD, null,
                List.of(FIRST_SOLVED), List.of(FIRST_SOLVED)));
    }

    private static String file(String middle) {
        return FIRST + "\n" + middle + "\n" + FIRST + "\n";
    }

    private static List<String> command() {
        return List.of("solve", "--format", "line", "{dir}/t.txt");
    }
}
