package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.engine.registry.EngineRegistry;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Killers with cages taken out, so that they have many solutions, counted by the native engine
 * and by the SAT engine: the same solutions, each valid. The cages' filtering (digit
 * combinations, required digits, sums with few cells open, derived sums) must never lose one.
 */
class KillerCountsTest {

    private static final int LIMIT = 300;

    @ParameterizedTest
    @ValueSource(strings = {"tarek-all-13", "tarek-all-30"})
    void nativeAndSatFindTheSameSolutionsOfALooserKiller(String name) throws Exception {
        Model model = looser(name);
        Set<String> nativeFound = solutions(model, "native");
        Set<String> satFound = solutions(model, "sat");
        assertTrue(nativeFound.size() > 1, name + " should have several solutions once cages are gone");
        assertEquals(satFound, nativeFound, name);
    }

    /**
     * The conflict-score search with restarts every few failures and probing from its tenth node
     * on (by default from the 20,000th): the grids sat finds, each once, though restarts meet
     * some of them again.
     */
    @ParameterizedTest
    @ValueSource(strings = {"tarek-all-13", "tarek-all-30"})
    void restartsAndLateProbingKeepEverySolution(String name) throws Exception {
        Model model = looser(name);
        Search search = new Search(CompiledModel.of(model), true, false, false, Long.MAX_VALUE, Search.Branching.CONFLICTS, 1, 10);
        Status status = search.run(CompiledModel.initialMasks(model), Limits.count(LIMIT).withKeep(LIMIT), Deadline.start(0));
        assertEquals(Status.EXHAUSTED, status);
        assertTrue(search.stats().get("restarts") > 0, "restarts: " + search.stats());
        assertTrue(search.stats().get("nodes") > 10, "probing is reached: " + search.stats());
        Set<String> found = new TreeSet<>();
        for (int[] grid : search.solutions()) {
            assertEquals(java.util.List.of(), model.violations(grid));
            found.add(model.geometry().format(grid));
        }
        assertEquals(search.count(), found.size(), "each solution once");
        assertEquals(solutions(model, "sat"), found, name);
    }

    /** The killer with every fifth cage taken out: 3 and 9 solutions left. */
    private static Model looser(String name) throws Exception {
        Path p = Path.of("puzzles/bench/killer/" + name + ".nonet");
        String[] lines = Files.readString(p).split("\n");
        StringBuilder looser = new StringBuilder();
        int cages = 0;
        for (String line : lines) {
            if (line.startsWith("cage") && cages++ % 5 == 0) {
                continue;
            }
            looser.append(line).append('\n');
        }
        PuzzleSpec spec = new PuzzleFileParser(ModelLibrary.bundled()).parse(looser.toString(), name, p.toAbsolutePath().getParent());
        return new nonet.lang.Compiler(ModelLibrary.bundled()).compile(spec);
    }

    private static Set<String> solutions(Model model, String engineName) {
        Result r;
        try (Engine e = EngineRegistry.create(engineName, new EngineOptions(Map.of()))) {
            r = e.run(model, Limits.count(LIMIT).withKeep(LIMIT));
        }
        assertEquals(Status.EXHAUSTED, r.status(), engineName + ": " + r.message());
        for (int[] grid : r.solutions()) {
            assertEquals(java.util.List.of(), model.violations(grid), engineName);
        }
        return r.solutions().stream().map(g -> model.geometry().format(g)).collect(Collectors.toCollection(TreeSet::new));
    }
}
