package nonet.generate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Generated puzzles are unique under native and sat (each answer checked by the model), minimal for
 * grid models (checked by sat), symmetric when asked, and the same for the same seed.
 */
class GeneratedPuzzlesTest {

    private static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());
    private static Engine nat;
    private static Engine sat;

    @BeforeAll
    static void engines() {
        nat = EngineRegistry.create("native", EngineOptions.NONE);
        sat = EngineRegistry.create("sat", EngineOptions.NONE);
    }

    @AfterAll
    static void close() {
        nat.close();
        sat.close();
    }

    private static Generator generator(String model, int size, long seed, Symmetry symmetry) {
        return new Generator(COMPILER, model, size, seed, symmetry, nat, sat, 0);
    }

    @Test
    void classicPuzzlesAreUniqueAndMinimal() throws LangException {
        for (int size : new int[] {9, 4}) {
            for (int k = 1; k <= 3; k++) {
                Generated g = generator("classic", size, 11, Symmetry.NONE).generate(k);
                assertUniqueUnderBothEngines(g);
                assertMinimal(g.spec());
            }
        }
    }

    /** xv-negative forbids what no clue marks: removing a clue there adds a rule, which must not change the solution. */
    @Test
    void clueVariantsAreUniqueWithTheirClues() throws LangException {
        for (String model : List.of("killer", "thermo", "sandwich", "xv-negative")) {
            for (int k = 1; k <= 2; k++) {
                Generated g = generator(model, 0, 3, Symmetry.NONE).generate(k);
                assertUniqueUnderBothEngines(g);
                assertFalse(g.spec().clues().isEmpty(), model + ": a clue-based puzzle keeps at least one clue");
                assertEquals(List.of(model), g.spec().models());
            }
        }
    }

    @Test
    void killerCagesAreDisjointAndOfTwoCellsOrMore() {
        for (int k = 1; k <= 8; k++) {
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (nonet.lang.ClueUse cage : generator("killer", 0, 8, Symmetry.NONE).generate(k).spec().clues()) {
                assertTrue(cage.args().stream().filter(nonet.lang.Arg::isCell).count() >= 2, cage.text(9));
                for (nonet.lang.Arg a : cage.args()) {
                    if (a.isCell()) {
                        assertTrue(seen.add(a.cells()[0]), "cell " + a.cells()[0] + " in two cages of puzzle " + k);
                    }
                }
            }
        }
    }

    /** Each symmetry on 9x9 (odd) and on 4x4/6x6 (even, where the middle lines fall between cells): whole orbits given or blank. */
    @Test
    void symmetricGivensStaySymmetric() throws LangException {
        for (Symmetry symmetry : Symmetry.values()) {
            for (int size : new int[] {9, 6}) {
                Generated g = generator("classic", size, 5, symmetry).generate(1);
                assertUniqueUnderBothEngines(g);
                int[] givens = g.spec().givens();
                for (int[] orbit : symmetry.orbits(size)) {
                    for (int cell : orbit) {
                        assertEquals(givens[orbit[0]] != 0, givens[cell] != 0, symmetry + " " + size + "x" + size + " at cell " + cell);
                    }
                }
                assertOrbitMinimal(g.spec(), symmetry);
            }
        }
    }

    /** Each level's puzzles are rated so by the logic engine, and still unique under both engines. */
    @Test
    void filteredPuzzlesHaveTheLevelAskedFor() throws LangException {
        for (String model : List.of("classic", "killer")) {
            for (String level : List.of("singles", "easy", "hard", "hidden pair", "1.0-2.6")) {
                DifficultyFilter filter = DifficultyFilter.parse(level);
                Generated g = new Generator(COMPILER, model, 0, 3, Symmetry.NONE, filter, nat, sat, 0).generate(1);
                assertUniqueUnderBothEngines(g);
                nonet.engine.logic.Difficulty d = nonet.engine.logic.LogicSolver.explain(COMPILER.compile(g.spec())).difficulty();
                assertTrue(filter.accepts(d), model + " " + level + ": " + d.summary());
            }
        }
    }

    /** The time limit bounds the random start too: a 16x16 start alone takes longer than 1 ms. */
    @Test
    void theTimeLimitStopsAPuzzleEvenInItsRandomStart() {
        Generator g = new Generator(COMPILER, "classic", 16, 1, Symmetry.NONE, nat, sat, 1);
        nonet.workbench.WorkbenchStop stop = org.junit.jupiter.api.Assertions.assertThrows(nonet.workbench.WorkbenchStop.class, () -> g.generate(1));
        assertEquals(nonet.workbench.WorkbenchStop.Reason.TIMEOUT, stop.reason());
    }

    @Test
    void theSameSeedGivesTheSamePuzzles() {
        for (String model : List.of("classic", "killer")) {
            String a = generator(model, 0, 42, Symmetry.NONE).generate(2).spec().toNonet();
            assertEquals(a, generator(model, 0, 42, Symmetry.NONE).generate(2).spec().toNonet(), model);
            assertNotEquals(a, generator(model, 0, 43, Symmetry.NONE).generate(2).spec().toNonet(), model);
        }
    }

    @Test
    void orbitsCoverEveryCellOnce() {
        for (Symmetry symmetry : Symmetry.values()) {
            int[] seen = new int[25];
            for (int[] orbit : symmetry.orbits(5)) {
                for (int cell : orbit) {
                    seen[cell]++;
                }
            }
            for (int cell = 0; cell < 25; cell++) {
                assertEquals(1, seen[cell], symmetry + " cell " + cell);
            }
        }
        // on 5x5 by Burnside's count: the centre is alone, the rest falls into orbits of the group's size or half of it
        int[][] expected = {{1, 25}, {2, 13}, {4, 7}, {2, 15}, {2, 15}, {4, 9}, {2, 15}, {2, 15}, {4, 9}, {8, 6}};
        for (Symmetry symmetry : Symmetry.values()) {
            int[] e = expected[symmetry.ordinal()];
            assertEquals(e[1], symmetry.orbits(5).size(), symmetry.word());
            assertTrue(symmetry.orbits(5).stream().allMatch(o -> o.length <= e[0]), symmetry.word());
        }
        assertArrayEquals(new int[] {0, 4, 20, 24}, Symmetry.ROTATIONAL90.orbit(0, 5));
        assertArrayEquals(new int[] {1, 3, 5, 9, 15, 19, 21, 23}, Symmetry.FULL.orbit(1, 5));
        assertArrayEquals(new int[] {1, 3, 21, 23}, Symmetry.BOTH.orbit(1, 5));
        assertArrayEquals(new int[] {1, 19}, Symmetry.ANTIDIAGONAL.orbit(1, 5));
    }

    private static void assertUniqueUnderBothEngines(Generated g) throws LangException {
        assertNotNull(g);
        Model model = COMPILER.compile(g.spec());
        assertEquals(List.of(), model.violations(g.solution()));
        for (Engine e : List.of(nat, sat)) {
            Result r = e.run(model, Limits.count(2).withKeep(2));
            assertEquals(Status.EXHAUSTED, r.status(), e.name());
            assertEquals(1, r.solutions().size(), e.name());
            assertEquals(List.of(), model.violations(r.solutions().get(0)), e.name());
            assertArrayEquals(g.solution(), r.solutions().get(0), e.name());
        }
    }

    /** Removing any one remaining orbit of givens lets sat find a second solution. */
    private static void assertOrbitMinimal(PuzzleSpec spec, Symmetry symmetry) throws LangException {
        for (int[] orbit : symmetry.orbits(spec.size())) {
            int[] fewer = spec.givens();
            if (fewer[orbit[0]] != 0) {
                for (int cell : orbit) {
                    fewer[cell] = 0;
                }
                Result r = sat.run(COMPILER.compile(spec.withGivens(fewer)), Limits.count(2).withKeep(2));
                assertEquals(2, r.solutions().size(), symmetry + ": orbit of cell " + orbit[0] + " is removable");
            }
        }
    }

    /** Removing any one remaining given lets sat find a second solution. */
    private static void assertMinimal(PuzzleSpec spec) throws LangException {
        int[] givens = spec.givens();
        for (int cell = 0; cell < givens.length; cell++) {
            if (givens[cell] != 0) {
                int[] fewer = givens.clone();
                fewer[cell] = 0;
                Result r = sat.run(COMPILER.compile(spec.withGivens(fewer)), Limits.count(2).withKeep(2));
                assertEquals(2, r.solutions().size(), "given at cell " + cell + " is removable");
                for (int[] s : r.solutions()) {
                    assertTrue(COMPILER.compile(spec.withGivens(fewer)).violations(s).isEmpty());
                }
            }
        }
    }
}
