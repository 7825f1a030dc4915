package nonet.testing.hostile;

import static nonet.testing.hostile.GoodPuzzles.FIRST;
import static nonet.testing.hostile.GoodPuzzles.FIRST_SOLVED;
import static nonet.testing.hostile.GoodPuzzles.SECOND;
import static nonet.testing.hostile.GoodPuzzles.SECOND_SOLVED;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.UnaryOperator;

/**
 * Multi-line grids gone wrong (rows missing, doubled, short, long, with bad symbols, a whole grid
 * or a blank line among the rows), each between a good one-line grid before and a good multi-line
 * grid and one-line grid after, separated by blank lines as such files are: both must be answered.
 */
final class MultiLineCases {

    private MultiLineCases() {
    }

    static List<HostileCase> generate(Random rnd) {
        List<HostileCase> cases = new ArrayList<>();
        for (int round = 0; round < 6; round++) {
            int k = rnd.nextInt(9);
            String symbol = Symbols.any(rnd);
            bad(cases, "row " + (k + 1) + " deleted", rows -> without(rows, k));
            bad(cases, "row " + (k + 1) + " doubled", rows -> with(rows, k, rows.get(k)));
            bad(cases, "row " + (k + 1) + " one symbol short", rows -> replaced(rows, k, rows.get(k).substring(0, rows.get(k).length() - 2)));
            bad(cases, "row " + (k + 1) + " one symbol long", rows -> replaced(rows, k, rows.get(k) + " 1"));
            bad(cases, "row " + (k + 1) + " with " + Symbols.shown(symbol), rows -> replaced(rows, k, symbol + rows.get(k).substring(1)));
            bad(cases, "row " + (k + 1) + " replaced by a whole grid", rows -> replaced(rows, k, SECOND));
            int inside = Math.min(k, 7);
            bad(cases, "blank line after row " + (inside + 1), rows -> with(rows, inside + 1, ""));
            bad(cases, "row " + (k + 1) + " of another size", rows -> replaced(rows, k, "1 2 3 4"));
            fine(cases, "comment after row " + (k + 1), rows -> with(rows, k + 1, "# a comment"));
            fine(cases, "separator after row " + (k + 1), rows -> with(rows, k + 1, "=====+=====+====="));
        }
        fine(cases, "CRLF", rows -> rows.stream().map(r -> r + "\r").toList());
        fine(cases, "tabs", rows -> rows.stream().map(r -> r.replace(' ', '\t')).toList());
        fine(cases, "compact rows", rows -> rows.stream().map(r -> r.replaceAll("[ |]", "")).toList());
        fine(cases, "trailing comments", rows -> rows.stream().map(r -> r + "  # row").toList());
        return cases;
    }

    private static List<String> rows() {
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < 9; r++) {
            rows.add(GoodPuzzles.row(SECOND, r));
        }
        return rows;
    }

    private static void bad(List<HostileCase> cases, String name, UnaryOperator<List<String>> mutation) {
        cases.add(of(name, mutation, HostileCase.BAD, List.of(FIRST_SOLVED)));
    }

    /** Harmless changes: the grid is still the second good grid and is answered as such. */
    private static void fine(List<HostileCase> cases, String name, UnaryOperator<List<String>> mutation) {
        cases.add(of(name, mutation, HostileCase.FINE, List.of(FIRST_SOLVED, SECOND_SOLVED)));
    }

    private static HostileCase of(String name, UnaryOperator<List<String>> mutation, java.util.Set<Integer> exits, List<String> first) {
        String text = FIRST + "\n\n" + String.join("\n", mutation.apply(rows())) + "\n\n" + GoodPuzzles.rows(SECOND) + "\n" + FIRST + "\n";
        return new HostileCase(HostileCase.Kind.MULTI_LINE_GRID, name, Map.of("t.txt", text),
                List.of("solve", "--format", "line", "{dir}/t.txt"), exits, null, first, List.of(SECOND_SOLVED, FIRST_SOLVED));
    }

    private static List<String> without(List<String> rows, int k) {
        List<String> out = new ArrayList<>(rows);
        out.remove(k);
        return out;
    }

    private static List<String> with(List<String> rows, int k, String line) {
        List<String> out = new ArrayList<>(rows);
        out.add(k, line);
        return out;
    }

    private static List<String> replaced(List<String> rows, int k, String line) {
        List<String> out = new ArrayList<>(rows);
        out.set(k, line);
        return out;
    }
}
