package nonet.interchange;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nonet.io.ForeignFormat;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The 729-character candidate form: read as givens and candidate clues that restrict digits, written back the same; errors located. */
class CandidateGridTest {

    private static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());
    private static final String SOLUTION = "418697235769352418352814796123486579674925183895173624281569347946731852537248961";

    @Test
    void candidatesRestrictDigitsAndWriteBackTheSame() throws LangException {
        int[] masks = new int[81];
        java.util.Arrays.fill(masks, 0x1FF);
        masks[0] = 0b1000;          // r1c1: only 4, a given
        masks[1] = 0b1 | 0b100;     // r1c2: 1 or 3
        String line = CandidateGrid.write(masks, 9);
        assertEquals("...4.....1.3......" + "123456789".repeat(79), line);
        PuzzleSpec spec = CandidateGrid.read(line, "classic", "<arg>", 1);
        assertEquals(List.of("classic", "rules/candidates"), spec.models());
        assertEquals(4, spec.givens()[0]);
        assertEquals("candidates r1c2 1 3", spec.clues().get(0).text(9));
        Model model = COMPILER.compile(spec);
        assertArrayEquals(masks, java.util.Arrays.copyOf(model.initialMasks(), 81));
        assertEquals(List.of(), model.violations(digits(SOLUTION)), "4 in r1c1, 1 in r1c2: allowed");
        assertFalse(model.violations(digits("4" + "6" + SOLUTION.substring(2))).isEmpty(), "6 in r1c2 breaks its candidates");
    }

    @Test
    void badLinesAreLocated() {
        String good = "123456789".repeat(81);
        assertEquals("<arg>:1:12: symbol '9' of r1c2 should be 3 (a candidate) or '.' (none) at this place",
                assertThrows(LangException.class, () -> CandidateGrid.read("123456789" + "129" + good.substring(12), "classic", "<arg>", 1)).getMessage());
        assertEquals("<arg>:1:10: r1c2 has no candidate",
                assertThrows(LangException.class, () -> CandidateGrid.read("123456789" + "." .repeat(9) + good.substring(18), "classic", "<arg>", 1)).getMessage());
        assertEquals("<arg>:1:1: a candidate grid has N*N*N symbols (729 for 9x9), not 80",
                assertThrows(LangException.class, () -> CandidateGrid.read(good.substring(0, 80), "classic", "<arg>", 1)).getMessage());
    }

    @Test
    void aFileOfCandidateLinesIsReadLineByLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("c.txt");
        String good = "123456789".repeat(81);
        Files.writeString(file, "# two grids\n" + good + "\n\n" + "x" + good.substring(1) + "\n");
        CandidateGridFormat format = new CandidateGridFormat();
        assertTrue(format.recognizes(file.toString()));
        assertTrue(format.recognizes(good));
        assertFalse(format.recognizes("puzzles/classic/top95.txt"));
        assertFalse(format.recognizes(SOLUTION));
        List<ForeignFormat.Item> items = format.read(file.toString(), "classic");
        assertEquals(2, items.size());
        assertEquals(2, items.get(0).line());
        assertEquals(List.of("classic"), items.get(0).spec().models());
        assertEquals(file + ":4:1: symbol 'x' of r1c1 should be 1 (a candidate) or '.' (none) at this place", items.get(1).error().getMessage());
    }

    private static int[] digits(String line) {
        return line.chars().map(c -> c - '0').toArray();
    }
}
