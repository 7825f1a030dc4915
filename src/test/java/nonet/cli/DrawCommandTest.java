package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nonet draw}: SVG to standard output, PNG to a file, with the solution or candidates; usage mistakes exit 2. */
class DrawCommandTest {

    @Test
    void svgGoesToStandardOutputWithTheSolution() {
        Cli r = Cli.run("draw", "--solution", "puzzles/variants/miracle.nonet");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        // the solution's digits in blue: 79 of them besides the two givens
        assertEquals(79, r.out().split("fill=\"#1f5fbf\"", -1).length - 1);
    }

    @Test
    void pngGoesToItsFile(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("p.png");
        Cli r = Cli.run("draw", "--png", "--candidates", "--cell", "30", "-o", png.toString(), "puzzles/variants/thermo-constructed.nonet");
        assertEquals(0, r.exit(), r.err());
        assertEquals(330, ImageIO.read(png.toFile()).getWidth());
    }

    @Test
    void mistakesExitTwo() {
        assertEquals(List.of("nonet: --png writes an image: name its file with -o"), Cli.run("draw", "--png", "puzzles/variants/miracle.nonet").errLines());
        assertEquals(List.of("nonet: --svg and --png exclude each other"), Cli.run("draw", "--svg", "--png", "-o", "x.png", "puzzles/variants/miracle.nonet").errLines());
        Cli bad = Cli.run("draw", "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBO");
        assertEquals(2, bad.exit());
        assertEquals(List.of("nonet: https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBO:1:1: the link's data does not decompress: "
                + "the compressed text is cut off after 16 characters"), bad.errLines());
    }
}
