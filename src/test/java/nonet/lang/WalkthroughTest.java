package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import nonet.model.Constraint;
import nonet.model.Mdd;
import nonet.model.Model;
import nonet.model.Relation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The walkthrough of docs/model-language.md compiles to what it says. */
class WalkthroughTest {

    @Test
    void newVariantFromScratch(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("my-rules.nonet"), "model my-rules\nabout \"x\"\npairs diagonal: a + b != 10\n"
                + "pairs bishop: not (a = 9 and b = 9)\nclue trimmed-sum(total, row...):\n    table row: sum(xs) - max(xs) - min(xs) = total\n"
                + "clue parity(odds, line...):\n    machine line:\n        state last = 2, count = 0\n        when x % 2 != last\n"
                + "        next last = x % 2, count = count + x % 2\n        accept count = odds\n");
        Files.writeString(dir.resolve("my-variant.nonet"), "model my-variant\nabout \"y\"\nextends classic, ./my-rules.nonet\n");
        Model m = Lang.COMPILER.compile(new PuzzleFileParser().parse(
                "use ./my-variant.nonet\ngrid 9\ntrimmed-sum 10 r1c1-4\nparity 3 r2c2 r2c3 r2c4 r2c5 r2c6\n", "p", dir));
        // bishop pairs on a 9x9: 2 * sum over diagonals of C(len, 2) = 2 * (2 * (0+1+3+6+10+15+21+28) + 36) = 2 * 204
        assertEquals(408, m.all(Relation.class).size());
        Relation r = m.all(Relation.class).stream().filter(x -> x.a() == 0 && x.b() == 10).findFirst().orElseThrow();
        for (int a = 1; a <= 9; a++) {
            for (int b = 1; b <= 9; b++) {
                assertEquals(a + b != 10 && !(a == 9 && b == 9), r.allows(a, b));
            }
        }
        Relation far = m.all(Relation.class).stream().filter(x -> x.a() == 0 && x.b() == 80).findFirst().orElseThrow();
        assertEquals(false, far.allows(9, 9));
        assertEquals(true, far.allows(1, 9));
        Constraint trimmed = m.constraints().stream().filter(c -> c.origin().startsWith("trimmed-sum")).findFirst().orElseThrow();
        Mdd parity = m.all(Mdd.class).stream().filter(c -> c.origin().startsWith("parity")).findFirst().orElseThrow();
        int[] grid = new int[81];
        int accepted = 0;
        for (int code = 0; code < 9 * 9 * 9 * 9 * 9; code++) {
            int[] xs = new int[5];
            for (int i = 0, rest = code; i < 5; i++, rest /= 9) {
                xs[i] = rest % 9 + 1;
            }
            System.arraycopy(xs, 0, grid, 0, 4);
            boolean distinct = java.util.Arrays.stream(xs, 0, 4).distinct().count() == 4;
            int sum = xs[0] + xs[1] + xs[2] + xs[3];
            int max = java.util.Arrays.stream(xs, 0, 4).max().getAsInt();
            int min = java.util.Arrays.stream(xs, 0, 4).min().getAsInt();
            if (distinct && code % 9 == 0) {
                assertEquals(sum - max - min == 10, trimmed.holds(grid), java.util.Arrays.toString(xs));
            }
            System.arraycopy(xs, 0, grid, 10, 5);
            boolean alternate = true;
            int odds = 0;
            for (int i = 0; i < 5; i++) {
                alternate &= i == 0 || xs[i] % 2 != xs[i - 1] % 2;
                odds += xs[i] % 2;
            }
            assertEquals(alternate && odds == 3, parity.holds(grid), java.util.Arrays.toString(xs));
            accepted += parity.holds(grid) ? 1 : 0;
        }
        assertEquals(5 * 4 * 5 * 4 * 5, accepted);
        for (var c : m.constraints()) {
            assertEquals(false, c.origin().isEmpty());
        }
    }
}
