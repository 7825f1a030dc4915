package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nonet generate}: written puzzles are unique under other engines and seeded; bad options are refused word for word. */
class GenerateCommandTest {

    @Test
    void gridLinesAreUniqueUnderChocoAndSeeded() {
        Cli run = Cli.run("generate", "--count", "3", "--seed", "9");
        assertEquals(0, run.exit(), run.err());
        assertEquals(3, run.lines().size());
        for (String line : run.lines()) {
            assertEquals(81, line.length(), line);
            assertEquals(List.of("1"), Cli.run("count", "-e", "choco", "--format", "line", line).lines(), line);
            assertEquals(List.of("minimal"), Cli.run("minimal", "-e", "sat", "--format", "line", line).lines(), line);
        }
        assertEquals(run.out(), Cli.run("generate", "--count", "3", "--seed", "9").out());
        assertTrue(!run.out().equals(Cli.run("generate", "--count", "3", "--seed", "10").out()));
    }

    @Test
    void fourByFourRotational() {
        Cli run = Cli.run("generate", "--size", "4", "--count", "2", "--symmetry", "rotational", "-e", "sat");
        assertEquals(0, run.exit(), run.err());
        for (String line : run.lines()) {
            assertEquals(16, line.length(), line);
            for (int cell = 0; cell < 16; cell++) {
                assertEquals(line.charAt(cell) == '.', line.charAt(15 - cell) == '.', line);
            }
            assertEquals(List.of("1"), Cli.run("count", "--format", "line", line).lines(), line);
        }
    }

    @Test
    void clueModelsWritePuzzleFilesAfterSeparatorLines(@TempDir Path dir) throws IOException {
        Cli run = Cli.run("generate", "-m", "sandwich", "--count", "2", "--seed", "4");
        assertEquals(0, run.exit(), run.err());
        String[] parts = run.out().split("(?m)^# puzzle \\d+\\n");
        assertEquals(3, parts.length, run.out());
        assertTrue(run.out().startsWith("# puzzle 1\nuse sandwich\ngrid 9x9\n"), run.out());
        for (int i = 1; i <= 2; i++) {
            Path file = dir.resolve("p" + i + ".nonet");
            Files.writeString(file, parts[i]);
            assertEquals(List.of("1"), Cli.run("count", "-e", "choco", "--format", "line", file.toString()).lines(), parts[i]);
        }
    }

    @Test
    void aGeneratedSetReadsBackAsOneFile(@TempDir Path dir) throws IOException {
        Cli run = Cli.run("generate", "-m", "thermo", "--count", "3", "--seed", "6");
        assertEquals(0, run.exit(), run.err());
        Path file = dir.resolve("set.nonet");
        Files.writeString(file, run.out());
        assertEquals(List.of("1", "1", "1"), Cli.run("count", "-e", "sat", "--format", "line", file.toString()).lines(), run.out());
    }

    @Test
    void gridModelsWritePuzzleFilesOnRequest() {
        Cli run = Cli.run("generate", "--size", "4", "--format", "nonet");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().startsWith("# puzzle 1\nuse classic\ngrid 4x4\ngivens\n"), run.out());
        assertEquals(8, run.lines().size(), run.out());
    }

    @Test
    void badOptionsAreRefusedWordForWord() {
        String[][] cases = {
            {"--symmetry spiral", "nonet: --symmetry must be one of none, rotational, rotational90, diagonal, antidiagonal, bidiagonal, horizontal, vertical, both, full, not 'spiral'"},
            {"--count -1", "nonet: --count needs a number of puzzles, not -1"},
            {"-m killer --format line", "nonet: --format line writes grids, and puzzles of model killer have clues or regions; use --format nonet"},
            {"--format grid", "nonet: --format must be line or nonet, not 'grid'"},
            {"--size 0", "nonet: --size must be between 1 and " + nonet.model.Geometry.MAX_SIZE + ", not 0"},
            {"-m nosuch", "nonet: -m nosuch: unknown model 'nosuch' (bundled models: see 'nonet models'; a file path ends in .nonet)"},
            {"-e logic", "nonet: generate needs a complete engine (one that proves a puzzle has no solution: native, choco, sat, dlx), not 'logic'"},
            {"--difficulty brutal", "nonet: --difficulty: unknown difficulty 'brutal'; use a level: " + nonet.generate.DifficultyFilter.levels()},
            {"--difficulty 4.5-2.0", "nonet: --difficulty: empty rating range '4.5-2.0': the lower end comes first; use a level: "
                    + nonet.generate.DifficultyFilter.levels()},
            {"--timeout -1", "nonet: --timeout must be 0 (none) or a positive number of seconds, not -1.0"},
        };
        for (String[] c : cases) {
            String[] args = ("generate " + c[0]).split(" ");
            Cli run = Cli.run(args);
            assertEquals(2, run.exit(), c[0]);
            assertEquals(List.of(c[1]), run.errLines(), c[0]);
            assertEquals("", run.out(), c[0]);
        }
    }

    /** Each puzzle written is rated as asked by explain's own rating, and unique under choco. */
    @Test
    void difficultyLevelsAreWhatLogicSays() {
        for (String[] level : new String[][] {{"singles", "hidden single"}, {"easy", "intersection exclusion"}, {"hard", null}}) {
            Cli run = Cli.run("generate", "--count", "2", "--seed", "5", "--difficulty", level[0]);
            assertEquals(0, run.exit(), run.err());
            assertEquals(2, run.lines().size(), level[0]);
            for (String line : run.lines()) {
                assertEquals(List.of("1"), Cli.run("count", "-e", "choco", "--format", "line", line).lines(), line);
                String summary = Cli.run("explain", line).out();
                assertTrue(summary.contains("solved by logic"), summary);
                if (level[1] == null) {
                    // hard: more than pairs are needed, which the summary names with its rating
                    assertTrue(summary.matches("(?s).*hardest technique needed: (?!naked single|hidden single|pointing|claiming"
                            + "|intersection|naked pair|hidden pair)[a-z -]+.*; rating \\d+\\.\\d.*"), summary);
                }
            }
        }
    }

    @Test
    void everySymmetryNameIsAccepted() {
        for (String name : List.of("rotational90", "antidiagonal", "bidiagonal", "horizontal", "vertical", "both", "full", "FULL")) {
            Cli run = Cli.run("generate", "--size", "4", "--symmetry", name, "--seed", "2");
            assertEquals(0, run.exit(), name + ": " + run.err());
            assertEquals(List.of("1"), Cli.run("count", "-e", "sat", "--format", "line", run.lines().get(0)).lines(), name);
        }
    }

    @Test
    void aPuzzleOutOfTimeIsSkippedWithANote() {
        // a 16x16 start alone takes far longer than a millisecond to draw, so the limit has run out before the first engine run
        Cli run = Cli.run("generate", "--size", "16", "--count", "2", "--timeout", "0.001");
        assertEquals(0, run.exit());
        assertEquals(List.of("nonet: puzzle 1: the time limit ran out; skipped", "nonet: puzzle 2: the time limit ran out; skipped"), run.errLines());
    }
}
