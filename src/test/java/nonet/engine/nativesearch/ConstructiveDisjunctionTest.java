package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.registry.EngineRegistry;
import nonet.lang.Compiler;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code native.disjunctions} ({@code ConstructiveDisjunction} with {@code UnitClosure}): sat's
 * counts on seeded relation grids, the same solutions as without it on random relations, and
 * fewer nodes on the bundled non-consecutive puzzle.
 */
class ConstructiveDisjunctionTest {

    private static final EngineOptions GENERAL = EngineOptions.NONE.with("native.general", "true");
    private static final EngineOptions WITH = GENERAL.with("native.disjunctions", "on");
    private static final EngineOptions WITHOUT = GENERAL.with("native.disjunctions", "off");
    private static final EngineOptions LATE = GENERAL.with("native.disjunctions", "late");
    private static final long[] LIMITS = {1, 2, 50};

    static Stream<Arguments> families() {
        List<Arguments> out = new ArrayList<>();
        for (String family : new String[] {"non-consecutive", "anti-king", "anti-knight", "miracle"}) {
            for (int n : new int[] {6, 9}) {
                for (long seed = 1; seed <= 3; seed++) {
                    out.add(Arguments.of(family, n, seed));
                }
            }
        }
        return out.stream();
    }

    /**
     * The family's relations on an n x n grid with a few givens from sat's first solution (the last
     * one random on odd seeds, so some grids have none): sat's count and status under each limit,
     * every grid valid and distinct.
     */
    @ParameterizedTest(name = "{0} {1}x{1}, seed {2}")
    @MethodSource("families")
    void countsAsSatDoes(String family, int n, long seed) {
        Random rnd = new Random(seed * 977 + n);
        Geometry g = Geometry.standard(n);
        Model open = TestModels.classicWith(".".repeat(g.cellCount()), relations(family, g));
        List<int[]> first = run("sat", open, Limits.count(1).withKeep(1)).solutions();
        Model model = TestModels.withSeededGivens(open, first.isEmpty() ? null : first.get(0), n == 9 ? 8 : 3, seed % 2 == 1, rnd);
        for (long limit : LIMITS) {
            Limits limits = Limits.count(limit).withKeep((int) limit);
            Result sat = run("sat", model, limits);
            for (EngineOptions options : List.of(WITH, LATE)) {
                Result with = new NativeEngine(options).run(model, limits);
                assertEquals(sat.status(), with.status(), family + " limit " + limit + " " + options);
                assertEquals(sat.count(), with.count(), family + " limit " + limit + " " + options);
                CommonConflictsTest.solutionsOf(model, with);
            }
        }
    }

    /** Random relations, "different" pairs and givens on sparse 9x9 grids: every solution, and only those, either way. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void findsTheSameSolutionsAsWithout(long seed) {
        CommonConflictsTest.assertSameSolutions(CommonConflictsTest.randomRelationGrid(seed), WITH, WITHOUT);
        CommonConflictsTest.assertSameSolutions(CommonConflictsTest.randomRelationGrid(seed), LATE, WITHOUT);
    }

    /** A thermo snipe (ISS's bicycle race): started late, disjunctions cut a search of many nodes tenfold. */
    @Test
    void lateDisjunctionsCutAThermoSnipe() throws Exception {
        assertCuts("puzzles/bench/lines/bicycle-race.nonet", LATE, 10);
    }

    /** The bundled non-consecutive puzzle: its one solution, in under half the nodes it takes without. */
    @Test
    void cutsTheNonConsecutiveSearch() throws Exception {
        assertCuts("puzzles/variants/non-consecutive-constructed.nonet", WITH, 2);
    }

    /** The file's one solution (its solution line), in under 1/{@code factor} of the nodes it takes without disjunctions. */
    private static void assertCuts(String file, EngineOptions options, int factor) throws Exception {
        Path p = Path.of(file);
        var spec = new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(p), p.toString(), p.toAbsolutePath().getParent());
        Model model = new Compiler(ModelLibrary.bundled()).compile(spec);
        Result with = new NativeEngine(options).run(model, Limits.count(2).withKeep(2));
        Result without = new NativeEngine(WITHOUT).run(model, Limits.count(2));
        assertEquals(1, with.count());
        assertEquals(without.count(), with.count());
        assertEquals(Set.of(Arrays.toString(spec.solution())), CommonConflictsTest.solutionsOf(model, with));
        assertTrue(with.stat("nodes") * factor < without.stat("nodes"), with.stat("nodes") + " nodes, " + without.stat("nodes") + " without");
    }

    private static List<Relation> relations(String family, Geometry g) {
        return switch (family) {
            case "non-consecutive" -> Variants.nonConsecutive(g);
            case "anti-king" -> Variants.antiKing(g);
            case "anti-knight" -> Variants.antiKnight(g);
            case "miracle" -> {
                List<Relation> all = new ArrayList<>(Variants.nonConsecutive(g));
                all.addAll(Variants.antiKing(g));
                all.addAll(Variants.antiKnight(g));
                yield all;
            }
            default -> throw new IllegalArgumentException(family);
        };
    }

    private static Result run(String engine, Model m, Limits limits) {
        try (Engine e = EngineRegistry.create(engine, EngineOptions.NONE)) {
            return e.run(m, limits);
        }
    }
}
