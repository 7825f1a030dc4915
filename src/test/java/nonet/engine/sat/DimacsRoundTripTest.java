package nonet.engine.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.reader.DimacsReader;
import org.sat4j.specs.ISolver;
import nonet.engine.cnf.Cnf;
import nonet.engine.cnf.CnfEncoder;
import nonet.engine.cnf.DimacsWriter;
import nonet.engine.cnf.GridDecoder;
import nonet.engine.cnf.SatOutputReader;

/**
 * DIMACS export read back by Sat4j's own DIMACS reader (a parser that shares nothing with ours),
 * solved, printed in both solver output formats, and decoded into the puzzle's solution.
 */
class DimacsRoundTripTest {

    private static final String PUZZLE = PuzzleFiles.lines("top95.txt").get(1);

    static String dimacs(Model model, CnfEncoder.Encoding encoding) throws Exception {
        StringWriter out = new StringWriter();
        DimacsWriter.write(model, encoding, "", out);
        return out.toString();
    }

    @Test
    void theHeaderCommentsAndClausesAgree() throws Exception {
        Model model = TestModels.classic(PUZZLE);
        String text = dimacs(model, CnfEncoder.Encoding.EXTENDED);
        List<String> clauses = new ArrayList<>();
        String header = null;
        int comments = 0;
        for (String line : text.split("\n")) {
            if (line.startsWith("c v ")) {
                comments++;
            } else if (line.startsWith("p ")) {
                header = line;
            } else if (!line.startsWith("c")) {
                assertTrue(line.endsWith(" 0"), line);
                clauses.add(line);
            }
        }
        assertEquals(729, comments);
        assertTrue(text.contains("c v 1 r1c1=1\n"));
        assertTrue(text.contains("c v 729 r9c9=9\n"));
        assertTrue(text.contains("c puzzle " + PUZZLE.replace('0', '.') + "\n"));
        assertEquals("p cnf 729 " + clauses.size(), header);
    }

    @Test
    void auxiliaryVariablesAreDescribed() throws Exception {
        Model killer = SolverBench.killer(TestModels.classic(PUZZLE));
        String text = dimacs(killer, CnfEncoder.Encoding.EXTENDED);
        assertTrue(text.contains("c v 730 cage 'cage' holds the digits {"), text.substring(0, 200));
    }

    @Test
    void aSolutionFromAnotherParserDecodesToTheSolutionInBothOutputFormats() throws Exception {
        Model model = TestModels.classic(PUZZLE);
        for (CnfEncoder.Encoding encoding : CnfEncoder.Encoding.values()) {
            ISolver solver = SolverFactory.newDefault();
            new DimacsReader(solver).parseInstance(new java.io.ByteArrayInputStream(dimacs(model, encoding).getBytes()));
            assertTrue(solver.isSatisfiable());
            StringBuilder lits = new StringBuilder();
            for (int lit : solver.model()) {
                lits.append(lit).append(' ');
            }
            String minisat = "SAT\n" + lits + "0\n";
            String competition = "c by some solver\ns SATISFIABLE\nv " + lits + "\nv 0\n";
            for (String output : List.of(minisat, competition)) {
                SatOutputReader.Answer answer = SatOutputReader.read(output);
                GridDecoder.Decoded decoded = GridDecoder.decode(model, answer::isTrue);
                assertTrue(decoded.valid(), decoded.problem());
                assertEquals(List.of(), model.violations(decoded.grid()));
            }
        }
    }

    @Test
    void unsatisfiableAndUnknownVerdictsAreRead() throws Exception {
        assertEquals(SatOutputReader.Verdict.UNSATISFIABLE, SatOutputReader.read("UNSAT\n").verdict());
        assertEquals(SatOutputReader.Verdict.UNSATISFIABLE, SatOutputReader.read("c x\ns UNSATISFIABLE\n").verdict());
        assertEquals(SatOutputReader.Verdict.UNKNOWN, SatOutputReader.read("INDET\n").verdict());
    }

    @Test
    void malformedOutputIsRejectedWithItsLine() {
        SatOutputReader.MalformedOutput e = assertThrows(SatOutputReader.MalformedOutput.class,
                () -> SatOutputReader.read("SAT\n1 -2 x 0\n"));
        assertTrue(e.getMessage().startsWith("line 2:"), e.getMessage());
        assertThrows(SatOutputReader.MalformedOutput.class, () -> SatOutputReader.read("SAT\n"));
        assertThrows(SatOutputReader.MalformedOutput.class, () -> SatOutputReader.read(""));
        assertThrows(SatOutputReader.MalformedOutput.class, () -> SatOutputReader.read("SAT\nUNSAT\n"));
    }

    @Test
    void anAssignmentThatBreaksTheModelIsReportedNotReturned() throws Exception {
        Model model = TestModels.classic(PUZZLE);
        // every cell holds 1: rows are broken
        StringBuilder lits = new StringBuilder("SAT\n");
        for (int cell = 0; cell < 81; cell++) {
            for (int d = 1; d <= 9; d++) {
                lits.append(d == 1 ? "" : "-").append(Cnf.cellVar(9, cell, d)).append(' ');
            }
        }
        GridDecoder.Decoded decoded = GridDecoder.decode(model, SatOutputReader.read(lits + "0")::isTrue);
        assertFalse(decoded.valid());
        assertTrue(decoded.problem().contains("is broken"), decoded.problem());
    }
}
