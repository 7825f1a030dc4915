package nonet.engine.cnf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.LongStream;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.sat.SatEngine;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Mdd;
import nonet.model.MddReduction;
import nonet.model.Model;
import nonet.testing.LineDiagrams;
import nonet.testing.RandomLineRules;
import nonet.testing.SolutionSets;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.reader.DimacsReader;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;

/**
 * {@link MddEncoding}: the same solutions as the rules written as tables, in both encodings; unit
 * propagation removes exactly what arc consistency removes (computed from the tuples); a complete
 * assignment of a line settles every auxiliary; and the size stays within its bound.
 */
class MddEncodingTest {

    static LongStream seeds() {
        return LongStream.range(0, 40);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void diagramsAllowExactlyWhatTheirTablesAllowInBothEncodings(long seed) {
        for (String encoding : new String[] {"extended", "minimal"}) {
            SatEngine sat = new SatEngine(EngineOptions.NONE.with("sat.encoding", encoding));
            RandomLineRules.assertEngineAgreesWithBruteForce(sat, "sat.encoding=" + encoding, seed);
        }
    }

    @ParameterizedTest
    @MethodSource("roundTripSeeds")
    void dimacsReadByAnotherParserHasExactlyTheBruteForceSolutions(long seed) throws Exception {
        RandomLineRules.Twins twins = RandomLineRules.model(seed, 4);
        Model model = twins.withDiagrams();
        String what = "seed " + seed + " " + model.constraints();
        Set<String> expected = SolutionSets.bruteForce(twins.withTables(), 1_000, what);
        StringWriter written = new StringWriter();
        DimacsWriter.write(model, CnfEncoder.Encoding.EXTENDED, "", written);
        String dimacs = written.toString();
        // every auxiliary is described in its comment line, so a reader can tell it from a cell
        assertTrue(dimacs.lines().filter(l -> l.startsWith("c v ") && Integer.parseInt(l.split(" ")[2]) > 64)
                .allMatch(l -> l.contains(" diagram '")), what);
        ISolver solver = SolverFactory.newDefault();
        try {
            new DimacsReader(solver).parseInstance(new ByteArrayInputStream(dimacs.getBytes(StandardCharsets.UTF_8)));
        } catch (ContradictionException e) {
            // Sat4j proves some of them unsatisfiable while reading
            assertEquals(Set.of(), expected, what);
            return;
        }
        Set<String> found = new TreeSet<>();
        while (found.size() <= expected.size() && solver.isSatisfiable()) {
            StringBuilder output = new StringBuilder("s SATISFIABLE\nv");
            for (int lit : solver.model()) {
                output.append(' ').append(lit);
            }
            SatOutputReader.Answer answer = SatOutputReader.read(output.append(" 0\n").toString());
            GridDecoder.Decoded decoded = GridDecoder.decode(model, answer::isTrue);
            assertTrue(decoded.valid(), what + ": " + decoded.problem());
            found.add(model.geometry().format(decoded.grid()));
            int[] blocking = new int[model.cellCount()];
            for (int cell = 0; cell < blocking.length; cell++) {
                blocking[cell] = -Cnf.cellVar(4, cell, decoded.grid()[cell]);
            }
            try {
                solver.addClause(new VecInt(blocking));
            } catch (ContradictionException e) {
                break;
            }
        }
        assertEquals(expected, found, what);
    }

    static LongStream roundTripSeeds() {
        return LongStream.range(0, 12);
    }

    /** A random rule over k cells of an n x n grid without boxes: its cells, tuples and diagram. */
    private record Rule(Geometry g, int[] cells, int[][] tuples, Mdd mdd) {

        static Rule random(Random rnd) {
            int n = 3 + rnd.nextInt(4);
            int k = 3 + rnd.nextInt(4);
            Geometry g = Geometry.withoutBoxes(n);
            int[] cells = rnd.ints(0, n * n).distinct().limit(k).toArray();
            double keep = 0.02 + 0.3 * rnd.nextDouble();
            List<int[]> tuples = new ArrayList<>();
            int all = (int) Math.pow(n, k);
            for (int code = 0; code < all; code++) {
                if (rnd.nextDouble() < keep || tuples.isEmpty() && code == all - 1) {
                    tuples.add(tuple(code, n, k));
                }
            }
            int[][] array = tuples.toArray(new int[0][]);
            return new Rule(g, cells, array, MddReduction.ofTuples(cells, array, "random rule"));
        }

        static int[] tuple(int code, int n, int k) {
            int[] t = new int[k];
            for (int i = 0; i < k; i++) {
                t[i] = code % n + 1;
                code /= n;
            }
            return t;
        }

        /**
         * The diagram's clauses, encoded with every digit allowed, then a negative unit per digit
         * that {@code domains} (one mask per position of the line) excludes.
         */
        Cnf encode(int[] domains) throws CnfEncoder.TooLarge {
            Cnf.Builder b = new Cnf.Builder(g);
            int[] full = new int[g.cellCount()];
            Arrays.fill(full, g.fullMask());
            MddEncoding.encode(b, g, mdd, full);
            for (int i = 0; i < cells.length; i++) {
                for (int d = 1; d <= g.size(); d++) {
                    if ((domains[i] & (1 << (d - 1))) == 0) {
                        b.unit(-Cnf.cellVar(g.size(), cells[i], d));
                    }
                }
            }
            return b.build("test");
        }
    }

    @ParameterizedTest
    @MethodSource("upSeeds")
    void unitPropagationRemovesExactlyTheDigitsArcConsistencyRemoves(long seed) throws Exception {
        Random rnd = new Random(seed);
        Rule rule = Rule.random(rnd);
        int n = rule.g().size();
        int k = rule.cells().length;
        // a third of the cells get a single digit
        int[] domains = new int[k];
        for (int i = 0; i < k; i++) {
            domains[i] = rnd.nextInt(3) == 0 ? 1 << rnd.nextInt(n) : rnd.nextInt(1 << n) | 1 << rnd.nextInt(n);
        }
        // arc consistency from the tuples: a digit stays when some tuple inside the domains uses it
        int[] supported = new int[k];
        for (int[] t : rule.tuples()) {
            boolean inside = true;
            for (int i = 0; i < k; i++) {
                inside &= (domains[i] & (1 << (t[i] - 1))) != 0;
            }
            for (int i = 0; i < k && inside; i++) {
                supported[i] |= 1 << (t[i] - 1);
            }
        }
        UnitPropagation.Outcome up = UnitPropagation.run(rule.encode(domains));
        String what = "seed " + seed + ": " + rule.mdd() + ", domains " + Arrays.toString(domains);
        assertEquals(supported[0] == 0, up.conflict(), what);
        for (int i = 0; i < k && !up.conflict(); i++) {
            for (int d = 1; d <= n; d++) {
                byte value = up.values()[Cnf.cellVar(n, rule.cells()[i], d)];
                boolean kept = (supported[i] & (1 << (d - 1))) != 0;
                assertEquals(kept, value >= 0, what + ": cell " + i + " digit " + d);
                assertTrue(value <= 0 || supported[i] == 1 << (d - 1), what + ": cell " + i + " digit " + d + " set");
            }
        }
    }

    static LongStream upSeeds() {
        return LongStream.range(0, 300);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void aCompleteLineSettlesEveryAuxiliaryOrFails(long seed) throws Exception {
        Random rnd = new Random(seed);
        Rule rule = Rule.random(rnd);
        int k = rule.cells().length;
        int lines = (int) Math.pow(rule.g().size(), k);
        for (int trial = 0; trial < 20; trial++) {
            // half the lines are tuples of the rule, half random
            int[] line = trial % 2 == 0 ? rule.tuples()[rnd.nextInt(rule.tuples().length)]
                    : Rule.tuple(rnd.nextInt(lines), rule.g().size(), k);
            int[] digits = Arrays.stream(line).map(d -> 1 << (d - 1)).toArray();
            Cnf cnf = rule.encode(digits);
            UnitPropagation.Outcome up = UnitPropagation.run(cnf);
            boolean allowed = Arrays.stream(rule.tuples()).anyMatch(t -> Arrays.equals(t, line));
            String what = "seed " + seed + " line " + Arrays.toString(line) + " " + rule.mdd();
            assertEquals(!allowed, up.conflict(), what);
            for (int v = cnf.cellVariables() + 1; v <= cnf.variables() && allowed; v++) {
                assertTrue(up.values()[v] != 0, what + ": " + cnf.meaning(v) + " left open");
            }
        }
    }

    @Test
    void theSizeStaysWithinThreeClausesPerEdgeTwoPerNodeAndOnePerDigit() throws Exception {
        Geometry g = Geometry.standard(9);
        int[] row = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        int[] full = new int[g.cellCount()];
        Arrays.fill(full, g.fullMask());
        for (int prefix = 2; prefix <= 5; prefix++) {
            Mdd mdd = LineDiagrams.permutationsWithPrefixSum(row, 9, prefix, 5 * prefix, "first " + prefix);
            Cnf.Builder b = new Cnf.Builder(g);
            MddEncoding.encode(b, g, mdd, full);
            String what = mdd + ": " + (b.variables() - 729) + " variables, " + b.clauses() + " clauses";
            assertTrue(b.variables() - 729 <= mdd.edgeCount() + mdd.nodeCount(), what);
            assertTrue(b.clauses() <= 3 * mdd.edgeCount() + 2 * mdd.nodeCount() + 81, what);
            assertTrue(mdd.edgeCount() > 100, what);
        }
    }

    @Test
    void domainsThatLeaveNoPathGiveAnEmptyClause() throws Exception {
        Geometry g = Geometry.standard(4);
        Mdd mdd = MddReduction.ofTuples(new int[] {0, 1}, new int[][] {{1, 2}, {2, 1}}, "1 2 either way");
        int[] masks = new int[16];
        Arrays.fill(masks, g.fullMask());
        masks[0] = 0b1100;
        Cnf.Builder b = new Cnf.Builder(g);
        MddEncoding.encode(b, g, mdd, masks);
        Cnf cnf = b.build("test");
        assertEquals(List.of(0), cnf.clauseList().stream().map(c -> c.length).toList());
        // and the SAT engine, loading that clause, proves the same model has no solution
        Model model = TestModels.classicWith(".".repeat(16), List.of(mdd, new Domain(0, 0b1100, "r1c1 is 3 or 4")));
        Result r = new SatEngine(EngineOptions.NONE).run(model, Limits.count(2));
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(0, r.count());
    }
}
