package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nonet.interchange.LzString;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * f-puzzles links as PUZZLE arguments of every command, {@code nonet import} and {@code nonet
 * export}: a malformed link is one located error on stderr with exit 2, and the rest of the batch
 * is still answered.
 */
class ImportExportCommandTest {

    private static final Path DATA = Path.of("src/test/resources/interchange/fpuzzles");
    private static final String THERMO_SOLUTION = "418697235769352418352814796123486579674925183895173624281569347946731852537248961";

    private static final String FOUR_BY_FOUR_CHAOS =
            "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],\"chaosconstruction\":true}";

    /** How messages name a long link: its start and its length. */
    private static String shown(String link) {
        return link.substring(0, 48) + "...(" + link.length() + " characters)";
    }

    @Test
    void linksAreAnsweredInABatchBesideBadOnes() throws Exception {
        String good = "https://www.f-puzzles.com/?load=" + LzString.compressToBase64(Files.readString(DATA.resolve("thermo.json")));
        String truncated = good.substring(0, 80);
        String unknown = "https://www.f-puzzles.com/?load=" + LzString.compressToBase64(FOUR_BY_FOUR_CHAOS);
        Cli r = Cli.run("solve", "--format", "line", truncated, good, unknown, DATA.resolve("kropki.json").toString());
        assertEquals(2, r.exit());
        assertEquals(List.of("error", THERMO_SOLUTION, "error",
                "723564918159283476486179325634925187572318649891647532915832764267451893348796251"), r.lines());
        assertEquals(List.of(
                shown(truncated) + ":1:1: the link's data does not decompress: the compressed text is cut off after 48 characters",
                shown(unknown) + ":1:1: chaosconstruction: f-puzzles constraint 'chaosconstruction' has no nonet model"), r.errLines());
    }

    @Test
    void anUnmappedConstraintIsNamed() {
        String link = LzString.compressToBase64(FOUR_BY_FOUR_CHAOS);
        Cli r = Cli.run("count", link);
        assertEquals(2, r.exit());
        assertEquals(List.of(shown(link) + ":1:1: chaosconstruction: f-puzzles constraint 'chaosconstruction' has no nonet model"), r.errLines());
    }

    @Test
    void importWritesPuzzleFilesNamedByTitle(@TempDir Path dir) throws Exception {
        String link = Files.readAllLines(DATA.resolve("published-links.tsv")).stream().filter(l -> l.startsWith("Bicycle Race"))
                .findFirst().orElseThrow().split("\t")[3];
        Cli r = Cli.run("import", "-o", dir.toString(), link, "not-a-link.txt");
        assertEquals(2, r.exit());
        Path written = dir.resolve("bicycle-race.nonet");
        assertEquals(List.of("wrote " + written, "not-a-link.txt:1:1: not an f-puzzles or SudokuPad link, lz-string data or .json file"), r.errLines());
        String text = Files.readString(written);
        assertTrue(text.startsWith("# title: Bicycle Race\n# author: Philip Newman\n# rules: Normal sudoku rules apply."), text);
        Cli solved = Cli.run("solve", "--format", "line", written.toString());
        assertEquals(List.of("561798243784263915239541687472916538618352794953487162146825379395174826827639451"), solved.lines());
    }

    @Test
    void importOfSeveralLinksToStandardOutputReadsBackAsOneFile(@TempDir Path dir) throws Exception {
        Cli r = Cli.run("import", DATA.resolve("thermo.json").toString(), DATA.resolve("kropki.json").toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("# puzzle 1\n"), r.out());
        Path set = dir.resolve("set.nonet");
        Files.writeString(set, r.out());
        assertEquals(List.of(THERMO_SOLUTION, "723564918159283476486179325634925187572318649891647532915832764267451893348796251"),
                Cli.run("solve", "--format", "line", set.toString()).lines());
    }

    @Test
    void exportPrintsOneLinkPerPuzzleAndRefusesByName() {
        Cli r = Cli.run("export", "puzzles/variants/thermo-constructed.nonet", "puzzles/variants/windoku-constructed.nonet");
        assertEquals(2, r.exit());
        assertEquals(1, r.lines().size());
        assertTrue(r.lines().get(0).startsWith("https://www.f-puzzles.com/?load=N4Ig"), r.out());
        assertEquals(List.of("puzzles/variants/windoku-constructed.nonet:1:1: model 'rules/windoku' has no f-puzzles counterpart"), r.errLines());
        Cli back = Cli.run("solve", "--format", "line", r.lines().get(0));
        assertEquals(List.of(THERMO_SOLUTION), back.lines());
        assertTrue(Cli.run("export", "--to", "sudokupad", "puzzles/variants/miracle.nonet").out().startsWith("https://sudokupad.app/fpuzzlesN4Ig"));
    }
}
