package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The walkthrough of docs/model-language.md compiles to what it says. */
class WalkthroughTest {

    @Test
    void newVariantFromScratch(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("my-rules.nonet"), "model my-rules\nabout \"x\"\npairs diagonal: a + b != 10\n"
                + "pairs bishop: not (a = 9 and b = 9)\nclue sandwich-sum(total, row...):\n    table row: sum(xs) - max(xs) - min(xs) = total\n");
        Files.writeString(dir.resolve("my-variant.nonet"), "model my-variant\nabout \"y\"\nextends classic, ./my-rules.nonet\n");
        Model m = Lang.COMPILER.compile(new PuzzleFileParser().parse("use ./my-variant.nonet\ngrid 9\nsandwich-sum 5 r1c1-4\n", "p", dir));
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
        Table t = m.all(Table.class).get(0);
        for (int i = 0; i < t.size(); i++) {
            int sum = 0;
            int max = 0;
            int min = 10;
            for (int k = 0; k < 4; k++) {
                sum += t.digit(i, k);
                max = Math.max(max, t.digit(i, k));
                min = Math.min(min, t.digit(i, k));
            }
            assertEquals(5, sum - max - min);
        }
        // the middle two of four different digits sum to 5: {1,4} or {2,3} with a smaller and a larger end
        assertEquals(true, t.size() > 0);
        for (var c : m.constraints()) {
            assertEquals(false, c.origin().isEmpty());
        }
    }
}
