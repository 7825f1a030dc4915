package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The product's promise: a variant written only as a model file, outside the repository, solves,
 * counts and cross-checks with no code change. Answers are checked here by plain loops that know
 * the rule, not through the language.
 */
class NewVariantTest {

    @TempDir
    Path dir;

    /** "No two diagonally adjacent cells sum to 10", on top of classic, for any size. */
    private Path model() throws IOException {
        Path model = dir.resolve("diagonal-ten.nonet");
        Files.writeString(model, """
                model diagonal-ten
                about "Classic, and no two diagonally adjacent cells sum to 10."
                extends classic
                pairs diagonal: a + b != 10
                """);
        return model;
    }

    private static boolean obeysTheRule(String grid, int n, int boxRows, int boxCols) {
        int[] v = new int[grid.length()];
        for (int i = 0; i < v.length; i++) {
            v[i] = Character.digit(grid.charAt(i), 36);
        }
        for (int i = 0; i < n; i++) {
            Set<Integer> row = new HashSet<>();
            Set<Integer> col = new HashSet<>();
            Set<Integer> box = new HashSet<>();
            for (int j = 0; j < n; j++) {
                row.add(v[i * n + j]);
                col.add(v[j * n + i]);
                int r = (i / (n / boxCols)) * boxRows + j / boxCols;
                int c = (i % (n / boxCols)) * boxCols + j % boxCols;
                box.add(v[r * n + c]);
            }
            if (row.size() != n || col.size() != n || box.size() != n) {
                return false;
            }
        }
        for (int r = 0; r + 1 < n; r++) {
            for (int c = 0; c < n; c++) {
                if ((c + 1 < n && v[r * n + c] + v[(r + 1) * n + c + 1] == 10)
                        || (c > 0 && v[r * n + c] + v[(r + 1) * n + c - 1] == 10)) {
                    return false;
                }
            }
        }
        return true;
    }

    @Test
    void solvesWithTheModelGivenByPath() throws IOException {
        Cli r = Cli.run("solve", "--format", "line", "-m", model().toString(), "1" + ".".repeat(80), "..9" + ".".repeat(78));
        assertEquals(0, r.exit(), r.err());
        assertEquals(2, r.lines().size());
        for (String grid : r.lines()) {
            assertEquals(81, grid.length(), grid);
            assertTrue(obeysTheRule(grid, 9, 3, 3), grid);
        }
    }

    @ParameterizedTest
    @MethodSource("nonet.testing.Engines#complete")
    void countsAgreeWithBruteForceOnFourByFour(String engine) throws IOException {
        // every 4x4 sudoku grid, filtered by the rule with plain loops
        int expected = 0;
        for (String grid : allFourByFour()) {
            if (obeysTheRule(grid, 4, 2, 2)) {
                expected++;
            }
        }
        Cli r = Cli.run("count", "--limit", "1000", "--format", "line", "-e", engine, "-m", model().toString(), ".".repeat(16));
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of(Integer.toString(expected)), r.lines(), engine);
    }

    @Test
    void aPuzzleFileUsesItByRelativePathAndEnginesAgree() throws IOException {
        model();
        Path puzzle = dir.resolve("mine.nonet");
        Files.writeString(puzzle, "use diagonal-ten.nonet\ngrid 9x9\ngiven r1c1 = 1\ngiven r5c5 = 5\n");
        Cli r = Cli.run("check", "--jobs", "1", puzzle.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("1 agreed"), r.out());
        Cli fuzz = Cli.run("check", "--random", "12", "--seed", "5", "--jobs", "2", "-m", model().toString());
        assertEquals(0, fuzz.exit(), fuzz.out() + fuzz.err());
        assertTrue(fuzz.out().contains("12 agreed"), fuzz.out());
    }

    private static List<String> allFourByFour() {
        List<String> out = new java.util.ArrayList<>();
        fill(new char[16], 0, out);
        return out;
    }

    private static void fill(char[] g, int cell, List<String> out) {
        if (cell == 16) {
            out.add(new String(g));
            return;
        }
        for (char d = '1'; d <= '4'; d++) {
            g[cell] = d;
            if (obeysSoFar(g, cell)) {
                fill(g, cell + 1, out);
            }
        }
    }

    private static boolean obeysSoFar(char[] g, int cell) {
        int r = cell / 4;
        int c = cell % 4;
        for (int k = 0; k < cell; k++) {
            int kr = k / 4;
            int kc = k % 4;
            boolean peer = kr == r || kc == c || (kr / 2 == r / 2 && kc / 2 == c / 2);
            if (peer && g[k] == g[cell]) {
                return false;
            }
        }
        return true;
    }
}
