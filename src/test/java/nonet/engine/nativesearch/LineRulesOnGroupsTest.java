package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.LongStream;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.sat.SatEngine;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.model.Geometry;
import nonet.model.Model;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bundled machine rules on lines whose cells are peers (rows, columns, boxes), where the native
 * search joins each diagram with the rule that its digits differ, and quadruples, whose table is
 * compiled without the pruning the groups make when that is smaller: on random 4x4 and 6x6 puzzles
 * the native engine finds exactly the solutions the SAT engine finds, each verified against the model.
 */
class LineRulesOnGroupsTest {

    private static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());
    private static final String[] RULES = {"xsum", "skyscraper", "sandwich", "numbered-room", "pill-arrow", "double-arrow", "between",
        "quadruple"};
    private static final int LIMIT = 300;
    /** A classic solution of each size, its digits relabelled per seed for the givens. */
    private static final String GRID4 = "1234341221434321";
    private static final String GRID6 = "123456456123231564564231312645645312";

    static LongStream seeds() {
        return LongStream.range(0, 48);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void nativeFindsWhatSatFinds(long seed) {
        Random rnd = new Random(seed);
        String rule = RULES[(int) (seed % RULES.length)];
        int n = rnd.nextBoolean() ? 4 : 6;
        String text = puzzle(rule, n, rnd);
        Model model = compiled(text);
        // a clue no line of digits meets is an error of the puzzle: draw again
        while (model == null) {
            text = puzzle(rule, n, rnd);
            model = compiled(text);
        }
        Result sat = new SatEngine(EngineOptions.NONE).run(model, Limits.count(LIMIT).withKeep(LIMIT));
        Result nat = new NativeEngine(EngineOptions.NONE).run(model, Limits.count(LIMIT).withKeep(LIMIT));
        String what = "seed " + seed + ":\n" + text;
        assertEquals(sat.status(), nat.status(), what);
        assertEquals(sat.count(), nat.count(), what);
        if (sat.count() < LIMIT) {
            assertEquals(solutions(model, sat, what), solutions(model, nat, what), what);
        }
    }

    private static Model compiled(String text) {
        try {
            return COMPILER.compile(new PuzzleFileParser().parse(text, "p.nonet", Path.of(".")));
        } catch (LangException e) {
            if (!e.detail().contains("satisfy the machine") && !e.detail().contains("holds for no digits")
                    && !e.detail().contains("is impossible")) {
                throw new AssertionError(text, e);
            }
            return null;
        }
    }

    private static Set<String> solutions(Model model, Result r, String what) {
        Set<String> out = new TreeSet<>();
        for (int[] grid : r.solutions()) {
            assertEquals(List.of(), model.violations(grid), what);
            out.add(model.geometry().format(grid));
        }
        return out;
    }

    /** One to three clues of the rule along rows, columns (either way) or boxes, and a few givens. */
    private static String puzzle(String rule, int n, Random rnd) {
        Geometry g = Geometry.standard(n);
        StringBuilder text = new StringBuilder("use " + rule + "\ngrid " + n + "x" + n + "\n");
        for (int c = 1 + rnd.nextInt(3); c > 0; c--) {
            if (rule.equals("quadruple")) {
                text.append(rule).append(' ').append(g.cellName(g.cell(rnd.nextInt(n - 1), rnd.nextInt(n - 1))));
                for (int d = 1 + rnd.nextInt(3); d > 0; d--) {
                    text.append(' ').append(1 + rnd.nextInt(n));
                }
                text.append('\n');
                continue;
            }
            List<Integer> line = line(g, rnd);
            text.append(rule).append(parameter(rule, n, line.size(), rnd));
            line.forEach(cell -> text.append(' ').append(g.cellName(cell)));
            text.append('\n');
        }
        String grid = n == 4 ? GRID4 : GRID6;
        List<Integer> relabel = new ArrayList<>();
        for (int d = 1; d <= n; d++) {
            relabel.add(d);
        }
        java.util.Collections.shuffle(relabel, rnd);
        char[] givens = ".".repeat(n * n).toCharArray();
        for (int i = rnd.nextInt(n * n / 4 + 1); i > 0; i--) {
            int cell = rnd.nextInt(n * n);
            givens[cell] = (char) ('0' + relabel.get(grid.charAt(cell) - '1'));
        }
        text.append("givens\n");
        for (int r = 0; r < n; r++) {
            text.append(givens, r * n, n).append('\n');
        }
        return text.toString();
    }

    private static List<Integer> line(Geometry g, Random rnd) {
        int n = g.size();
        int which = rnd.nextInt(n);
        List<Integer> cells = new ArrayList<>();
        switch (rnd.nextInt(3)) {
            case 0 -> {
                for (int i = 0; i < n; i++) {
                    cells.add(g.cell(which, i));
                }
            }
            case 1 -> {
                for (int i = 0; i < n; i++) {
                    cells.add(g.cell(i, which));
                }
            }
            default -> {
                int top = which / g.boxRows() * g.boxRows();
                int left = rnd.nextInt(n / g.boxCols()) * g.boxCols();
                for (int r = top; r < top + g.boxRows(); r++) {
                    for (int c = left; c < left + g.boxCols(); c++) {
                        cells.add(g.cell(r, c));
                    }
                }
                java.util.Collections.shuffle(cells, rnd);
            }
        }
        if (rnd.nextBoolean()) {
            java.util.Collections.reverse(cells);
        }
        return cells;
    }

    /** The clue's numbers before its cells, in the range its rule can meet. */
    private static String parameter(String rule, int n, int length, Random rnd) {
        return switch (rule) {
            case "xsum" -> " " + (1 + rnd.nextInt(n * (n + 1) / 2));
            case "skyscraper" -> " " + (1 + rnd.nextInt(n));
            case "sandwich" -> " " + rnd.nextInt(n * (n + 1) / 2 - n);
            case "numbered-room" -> " " + (1 + rnd.nextInt(n));
            case "pill-arrow" -> " " + (1 + rnd.nextInt(Math.min(2, length - 1)));
            default -> "";
        };
    }
}
