package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code nonet candidates} writes the form every command reads back, and a batch goes on past bad input. */
class CandidatesCommandTest {

    @Test
    void candidatesReadBackToTheSamePuzzle() {
        String grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        Cli first = Cli.run("candidates", grid, "missing.txt");
        assertEquals(2, first.exit());
        assertEquals(List.of("missing.txt:1:1: not a file, and not a grid: 11 symbols, where a grid has 16, 36, 64, 81, 144, 256 or 625"), first.errLines());
        String candidates = first.lines().get(0);
        assertEquals(729, candidates.length());
        // the candidates logic leaves are the puzzle again: the same unique solution, the same candidates
        assertEquals(Cli.run("solve", "--format", "line", grid).lines(), Cli.run("solve", "--format", "line", candidates).lines());
        assertEquals(List.of(candidates), Cli.run("candidates", candidates).lines());
    }
}
