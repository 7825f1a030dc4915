package nonet.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pictures of puzzles: every bundled variant puzzle draws as well-formed SVG and as a PNG of the
 * expected size; clues stand where the puzzle puts them; cage totals never overlap a digit; a
 * clue type declared in a new model file draws with the style it declares.
 */
class PuzzleDrawingTest {

    private static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());

    static List<String> variants() throws IOException {
        try (Stream<Path> s = Files.list(Path.of("puzzles/variants"))) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".nonet")).sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void bundledPuzzleDrawsAsSvgAndPng(String file) throws Exception {
        PuzzleDrawing drawing = drawing(read(Path.of("puzzles/variants", file)), true);
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(drawing.svg().getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getNodeName());
        BufferedImage png = ImageIO.read(new ByteArrayInputStream(drawing.png(20)));
        assertEquals(11 * 20, png.getWidth());
        assertEquals(Math.round(11.6 * 20), png.getHeight());
    }

    @Test
    void cluesStandWhereThePuzzleSays() throws Exception {
        String killer = drawing(read(Path.of("puzzles/variants/killer-wikipedia.nonet")), false).svg();
        // cage 15 r1c3-5: its total in the top left corner of r1c3 (x 3..4, y 1..2)
        assertTrue(killer.contains("<text x=\"3.05\" y=\"1.21\" font-size=\"0.22\" fill=\"#000000\" text-anchor=\"start\">15</text>"), killer);
        String arrow = drawing(read(Path.of("puzzles/variants/arrow-constructed.nonet")), false).svg();
        assertTrue(arrow.contains("<circle cx=\"8.5\" cy=\"4.5\" r=\"0.4\""), "arrow r4c8: the circle on r4c8");
        String kropki = drawing(read(Path.of("puzzles/variants/kropki-constructed.nonet")), false).svg();
        assertTrue(kropki.contains("<circle cx=\"2\" cy=\"6.5\" r=\"0.11\" fill=\"#ffffff\""), "white r6c1 r6c2: on their shared edge");
        String sandwich = drawing(parse("use classic, rules/sandwich, rules/little-killer\nsandwich 12 r9-1c4\nlittle-killer 12 r1c8 r2c9\n"), false).svg();
        assertTrue(sandwich.contains("<text x=\"4.5\" y=\"10.5\" font-size=\"0.42\""), "read from below: under column 4");
        assertTrue(sandwich.contains(">12</text>") && sandwich.contains("<text x=\"7.38\" y=\"0.38\""), "the little killer total up left of r1c8");
    }

    @Test
    void cageTotalsNeverOverlapDigits() throws Exception {
        PuzzleSpec spec = read(Path.of("puzzles/variants/killer-wikipedia.nonet"));
        Picture p = new PuzzleDrawing(spec, nonet.model.Geometry.standard(9), COMPILER.clues(spec.models()), spec.solution(), null).picture();
        List<Picture.Label> labels = p.shapes.stream().filter(s -> s instanceof Picture.Label).map(s -> (Picture.Label) s).toList();
        List<Picture.Label> totals = labels.stream().filter(Picture.Label::start).filter(l -> l.y() < 10).toList();
        List<Picture.Label> digits = labels.stream().filter(l -> l.size() == PuzzleDrawing.DIGIT).toList();
        assertEquals(29, totals.size());
        assertEquals(81, digits.size());
        for (Picture.Label t : totals) {
            for (Picture.Label d : digits) {
                boolean apart = t.x() + TextBox.width(t) <= d.x() - TextBox.width(d) / 2 || t.y() + t.size() * 0.2 <= d.y() - d.size() * 0.36
                        || t.y() - t.size() * 0.85 >= d.y() + d.size() * 0.36 || t.x() >= d.x() + TextBox.width(d) / 2;
                assertTrue(apart, "total " + t.text() + " at " + t.x() + "," + t.y() + " overlaps digit " + d.text() + " at " + d.x() + "," + d.y());
            }
        }
    }

    @Test
    void aNewClueTypeDrawsAsItsModelDeclares(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("zigzag.nonet"), "clue zigzag(line...):\n    draw line \"#ff0000\"\n    chain line: a != b\n");
        PuzzleSpec spec = new PuzzleFileParser(ModelLibrary.bundled()).parse("use classic, ./zigzag.nonet\nzigzag r1c1 r2c2 r1c3\n", "p.nonet", dir);
        String svg = drawing(spec, false).svg();
        assertTrue(svg.contains("<polyline points=\"1.5,1.5 2.5,2.5 3.5,1.5\" fill=\"none\" stroke=\"#ff0000\""), svg);
        assertFalse(drawing(parse("use classic\n"), false).svg().contains("#ff0000"));
    }

    private static PuzzleDrawing drawing(PuzzleSpec spec, boolean solution) throws LangException {
        return new PuzzleDrawing(spec, COMPILER.compile(spec).geometry(), COMPILER.clues(spec.models()), solution ? spec.solution() : null, null);
    }

    private static PuzzleSpec read(Path p) throws IOException, LangException {
        return new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(p), p.toString(), p.toAbsolutePath().getParent());
    }

    private static PuzzleSpec parse(String text) throws LangException {
        return new PuzzleFileParser(ModelLibrary.bundled()).parse(text, "p.nonet", Path.of("").toAbsolutePath());
    }
}
