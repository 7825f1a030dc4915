package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code draw} line of a clue body: what it declares, and each mistake located and worded. */
class ClueDrawingTest {

    @TempDir
    Path dir;

    @Test
    void everyBundledClueSaysHowItIsDrawn() throws LangException {
        for (ModelInfo m : ModelLibrary.bundled().list()) {
            for (ClueInfo c : Lang.COMPILER.clues(List.of(m.name()))) {
                assertEquals(true, c.drawing() != null, c.name() + " of " + c.model() + " declares its drawing");
            }
        }
        ClueInfo cage = Lang.COMPILER.clues(List.of("killer")).stream().filter(c -> c.name().equals("cage")).findFirst().orElseThrow();
        assertEquals(new ClueDrawing("cage", null, "total"), cage.drawing());
        ClueInfo ratio = Lang.COMPILER.clues(List.of("difference")).stream().filter(c -> c.name().equals("ratio")).findFirst().orElseThrow();
        assertEquals(new ClueDrawing("dot", "black", "k"), ratio.drawing());
    }

    @Test
    void aClueWithoutDrawHasNone() throws Exception {
        Files.writeString(dir.resolve("m.nonet"), "clue t(line...): chain line: a < b\n");
        assertNull(Lang.COMPILER.clues(List.of(dir.resolve("m.nonet").toString())).get(0).drawing());
    }

    @Test
    void mistakesAreLocated() throws Exception {
        assertEquals("m.nonet:2:10: unknown drawing style 'thremo' (styles: cage, line, thermo, arrow, dot, edge, outside, shade, circle, corner); did you mean 'thermo'?",
                error("clue t(line...):\n    draw thremo\n    chain line: a < b\n"));
        assertEquals("m.nonet:2:15: expected a parameter of the clue to label the drawing, found 'totl'; did you mean 'total'?",
                error("clue c(total, cells...):\n    draw cage totl\n    sum cells = total\n"));
        assertEquals("m.nonet:2:5: 'draw' labels with a number parameter, and 'cells' holds cells",
                error("clue c(total, cells...):\n    draw cage cells\n    sum cells = total\n"));
        assertEquals("m.nonet:3:5: 'draw' appears twice in clue 't' (first at m.nonet:2:5)",
                error("clue t(line...):\n    draw line\n    draw thermo\n    chain line: a < b\n"));
        assertEquals("m.nonet:2:21: expected a parameter of the clue to label the drawing, found a string",
                error("clue t(line...):\n    draw line \"red\" \"blue\"\n    chain line: a < b\n"));
    }

    private String error(String model) throws Exception {
        Path m = dir.resolve("m.nonet");
        Files.writeString(m, model);
        LangException e = assertThrows(LangException.class, () -> ModelLibrary.bundled().load(m.toString(), null));
        return e.getMessage().replace(dir + "/", "");
    }
}
