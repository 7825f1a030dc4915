package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.lang.Compiler;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link CommonConflicts}: the same solutions with and without it, found in fewer nodes. */
class CommonConflictsTest {

    private static final EngineOptions GENERAL = EngineOptions.NONE.with("native.general", "true");
    private static final EngineOptions WITH = GENERAL.with("native.relations", "on");
    private static final EngineOptions WITHOUT = GENERAL.with("native.relations", "off");

    /** Random relations, anti-king-like peers and givens on sparse 9x9 grids: every solution, and only those, either way. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void findsTheSameSolutionsAsWithout(long seed) {
        assertSameSolutions(randomRelationGrid(seed), WITH, WITHOUT);
    }

    /** Random relations and "different" pairs near each other, and a few random givens, on a 9x9 grid. */
    static Model randomRelationGrid(long seed) {
        Random rnd = new Random(seed);
        List<Constraint> extra = new ArrayList<>();
        for (int i = rnd.nextInt(40); i >= 0; i--) {
            int a = rnd.nextInt(81);
            int b = neighbour(a, rnd);
            if (rnd.nextBoolean()) {
                extra.add(new AllDifferent(new int[] {a, b}, false, "peers"));
            } else {
                int[] allowed = new int[9];
                for (int d = 0; d < 9; d++) {
                    allowed[d] = rnd.nextInt(8) == 0 ? 0 : 0x1ff & ~(rnd.nextInt(1 << 9) & rnd.nextInt(1 << 9));
                }
                extra.add(new Relation(a, b, allowed, "relation"));
            }
        }
        char[] givens = new char[81];
        Arrays.fill(givens, '.');
        for (int i = rnd.nextInt(6); i > 0; i--) {
            givens[rnd.nextInt(81)] = (char) ('1' + rnd.nextInt(9));
        }
        return TestModels.classicWith(new String(givens), extra);
    }

    /** Up to 300 solutions: the same status and count under both options, and the same grids when they are all. */
    static void assertSameSolutions(Model model, EngineOptions with, EngineOptions without) {
        Limits limits = Limits.count(300).withKeep(300);
        Result one = new NativeEngine(with).run(model, limits);
        Result other = new NativeEngine(without).run(model, limits);
        String rules = model.constraints().toString();
        assertEquals(other.status(), one.status(), rules);
        assertEquals(other.count(), one.count(), rules);
        if (one.status() == Status.EXHAUSTED) {
            assertEquals(solutionsOf(model, other), solutionsOf(model, one), rules);
        } else {
            solutionsOf(model, one);
        }
    }

    /** A cell within two rows and two columns of {@code a}: where relations and peers meet the groups. */
    private static int neighbour(int a, Random rnd) {
        while (true) {
            int r = a / 9 + rnd.nextInt(5) - 2;
            int c = a % 9 + rnd.nextInt(5) - 2;
            if (r >= 0 && r < 9 && c >= 0 && c < 9 && r * 9 + c != a) {
                return r * 9 + c;
            }
        }
    }

    static Set<String> solutionsOf(Model model, Result r) {
        Set<String> found = new HashSet<>();
        for (int[] s : r.solutions()) {
            assertEquals(List.of(), model.violations(s));
            found.add(Arrays.toString(s));
        }
        assertEquals(r.count(), found.size(), "solutions are distinct");
        return found;
    }

    /** The empty Miracle grid has its 72 solutions, found in fewer nodes than without. */
    @Test
    void countsTheEmptyMiracleGrid() throws Exception {
        Model model = bundled("puzzles/bench/miracle-empty.nonet");
        Limits limits = Limits.count(100).withKeep(100);
        Result with = new NativeEngine(WITH).run(model, limits);
        Result without = new NativeEngine(WITHOUT).run(model, limits);
        assertEquals(72, with.count());
        assertEquals(solutionsOf(model, without), solutionsOf(model, with));
        assertTrue(with.stat("nodes") < without.stat("nodes"), with.stat("nodes") + " nodes, " + without.stat("nodes") + " without");
    }

    /** On non-consecutive, pairing the relation with the groups cuts the search several times over. */
    @Test
    void cutsTheNonConsecutiveSearch() throws Exception {
        Model model = bundled("puzzles/variants/non-consecutive-constructed.nonet");
        Result with = new NativeEngine(WITH).run(model, Limits.count(2).withKeep(2));
        Result without = new NativeEngine(WITHOUT).run(model, Limits.count(2));
        assertEquals(1, with.count());
        solutionsOf(model, with);
        assertTrue(with.stat("nodes") * 4 < without.stat("nodes"), with.stat("nodes") + " nodes, " + without.stat("nodes") + " without");
    }

    private static Model bundled(String file) throws Exception {
        Path p = Path.of(file);
        var spec = new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(p), p.toString(), p.toAbsolutePath().getParent());
        return new Compiler(ModelLibrary.bundled()).compile(spec);
    }
}
