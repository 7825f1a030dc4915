package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The jigsaw law of leftovers: sound on solutions, silent on classic grids, counts unchanged. */
class LeftoversTest {

    static Stream<String> validLayouts() {
        return Stream.of("valid-00", "valid-05", "valid-11", "valid-17", "valid-23", "valid-31");
    }

    @Test
    void classicGridsHaveNoLeftovers() {
        Model classic = TestModels.classic(".".repeat(81));
        assertTrue(Leftovers.of(9, 81, exactGroups(classic)).isEmpty());
        assertTrue(CompiledModel.of(classic).onlyImpliedConstraints());
        assertEquals(0, CompiledModel.of(classic).constraintCount);
    }

    @ParameterizedTest
    @MethodSource("validLayouts")
    void leftoverSetsHoldTheSameDigitsInASolution(String layout) throws Exception {
        Model m = load(layout);
        List<int[][]> pairs = Leftovers.of(9, 81, exactGroups(m));
        assertFalse(pairs.isEmpty(), "an irregular layout has leftovers");
        int[] solution = solve(m, "on", Limits.solve()).solutions().get(0);
        assertEquals(List.of(), m.violations(solution));
        for (int[][] pair : pairs) {
            assertEquals(pair[0].length, pair[1].length);
            assertEquals(digitsOf(pair[0], solution), digitsOf(pair[1], solution), Arrays.toString(pair[0]) + " / " + Arrays.toString(pair[1]));
        }
    }

    @ParameterizedTest
    @MethodSource("validLayouts")
    void countsAgreeWithAndWithoutLeftoversAndWithSat(String layout) throws Exception {
        Model m = load(layout);
        int[] solution = solve(m, "on", Limits.solve()).solutions().get(0);
        Random rnd = new Random(layout.hashCode());
        List<Constraint> all = new ArrayList<>(m.constraints());
        for (int k = 0; k < 22; k++) {
            int cell = rnd.nextInt(81);
            all.add(new Domain(cell, 1 << (solution[cell] - 1), "given"));
        }
        Model puzzle = m.withConstraints(all);
        Limits limits = Limits.count(5);
        Result with = solve(puzzle, "on", limits);
        Result without = solve(puzzle, "off", limits);
        Result sat;
        try (Engine e = EngineRegistry.create("sat", EngineOptions.NONE)) {
            sat = e.run(puzzle, limits);
        }
        assertEquals(without.count(), with.count());
        assertEquals(sat.count(), with.count());
        assertTrue(with.count() >= 1);
        for (int[] grid : with.solutions()) {
            assertEquals(List.of(), puzzle.violations(grid));
        }
    }

    @Test
    void layoutsWithoutSolutionAreRefuted() throws Exception {
        for (String layout : List.of("invalid-fast-01", "invalid-fast-03", "invalid-fast-06", "invalid-fast-08")) {
            Result r = solve(load(layout), "on", Limits.count(2).withNodeLimit(200_000));
            assertEquals(Status.EXHAUSTED, r.status(), layout);
            assertEquals(0, r.count(), layout);
        }
    }

    private static Result solve(Model m, String leftovers, Limits limits) {
        try (Engine e = EngineRegistry.create("native", new EngineOptions(Map.of("native.leftovers", leftovers)))) {
            return e.run(m, limits);
        }
    }

    private static List<Integer> digitsOf(int[] cells, int[] grid) {
        return Arrays.stream(cells).map(c -> grid[c]).sorted().boxed().toList();
    }

    private static List<int[]> exactGroups(Model m) {
        List<int[]> groups = new ArrayList<>();
        for (AllDifferent g : m.all(AllDifferent.class)) {
            if (g.exact() && g.cells().length == m.size()) {
                groups.add(g.cells());
            }
        }
        return groups;
    }

    private static Model load(String layout) throws Exception {
        Path p = Path.of("puzzles/bench/jigsaw-layouts", layout + ".nonet");
        PuzzleSpec spec = new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(p), p.toString(), p.toAbsolutePath().getParent());
        return new nonet.lang.Compiler(ModelLibrary.bundled()).compile(spec);
    }
}
