package nonet.engine.split;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Narrowing;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.registry.EngineRegistry;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.testing.Engines;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A split search answers what the engine answers alone: the same status and count (exact, or the
 * limit exactly), every solution a solution of the model, and, when the count is exact and every
 * solution kept, the same set of solutions. Puzzles are small (empty 4x4 and 6x6 grids, variant
 * puzzles with givens taken away by a seeded draw) and split into many more cubes than they need,
 * so that cubes with no solution, cubes counted again and limits reached mid-cube all happen.
 */
class SplitEngineTest {

    private static final Narrowing NARROWING = EngineRegistry.narrowing();

    private static SplitEngine split(String engine, int workers, Narrowing narrowing) {
        return new SplitEngine(EngineRegistry.create(engine, EngineOptions.NONE), () -> EngineRegistry.create(engine, EngineOptions.NONE),
                workers, narrowing, 0);
    }

    private static Result alone(String engine, Model model, Limits limits) {
        try (Engine e = EngineRegistry.create(engine, EngineOptions.NONE)) {
            return e.run(model, limits);
        }
    }

    /** The split answer agrees with the engine's own, and shows only real solutions, no more than it counts. */
    private static void assertSameAnswer(Model model, Result alone, Result split) {
        assertEquals(alone.status(), split.status(), split.message());
        assertEquals(alone.count(), split.count());
        assertTrue(split.solutions().size() <= split.count());
        for (int[] grid : split.solutions()) {
            assertEquals(List.of(), model.violations(grid));
        }
        if (alone.exact() && alone.solutions().size() == alone.count()) {
            assertEquals(grids(alone), grids(split));
        }
    }

    private static Set<String> grids(Result r) {
        Set<String> out = new TreeSet<>();
        r.solutions().forEach(g -> out.add(java.util.Arrays.toString(g)));
        return out;
    }

    /** Copies of an engine that note every model they are given. */
    private static java.util.function.Supplier<Engine> recording(String engine, List<Model> given) {
        return () -> new Engine() {
            private final Engine inner = EngineRegistry.create(engine, EngineOptions.NONE);

            @Override
            public String name() {
                return "recording";
            }

            @Override
            public Result run(Model model, Limits limits) {
                given.add(model);
                return inner.run(model, limits);
            }
        };
    }

    static Stream<Arguments> emptyGrids() {
        List<Arguments> out = new ArrayList<>();
        for (int workers : new int[] {2, 3}) {
            for (long limit : new long[] {1, 2, 287, 288, 289, Long.MAX_VALUE}) {
                out.add(Arguments.of(16, limit, workers));
            }
            for (long limit : new long[] {1, 2, 1000, 20_000}) {
                out.add(Arguments.of(36, limit, workers));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} cells, limit {1}, {2} workers")
    @MethodSource("emptyGrids")
    void anEmptyGridCountsAsAlone(int cells, long limit, int workers) {
        Model empty = TestModels.classic(".".repeat(cells));
        Limits limits = Limits.count(limit).withKeep(300);
        try (SplitEngine split = split("native", workers, NARROWING)) {
            assertSameAnswer(empty, alone("native", empty, limits), split.run(empty, limits));
        }
    }

    /**
     * An open non-consecutive 6x6 grid (48 solutions): the mirrors and the digits read backwards
     * keep it, so it is shared one part per orbit of where 1 and 6 stand along a row, and an
     * engine that looks for no symmetry itself (sat) still gives its own answer, under every limit.
     */
    @ParameterizedTest(name = "limit {0}")
    @ValueSource(longs = {1, 2, 47, 48, 49, Long.MAX_VALUE})
    void anOpenGridTheMirrorsKeepIsSharedByOrbitsAsTheEngineCountsItAlone(long limit) {
        Geometry six = Geometry.standard(6);
        List<Constraint> rules = new ArrayList<>(TestModels.classicGroups(six));
        rules.addAll(Variants.nonConsecutive(six));
        Model open = new Model("non-consecutive 6x6", six, rules);
        Limits limits = Limits.count(limit).withKeep(300);
        List<Model> given = Collections.synchronizedList(new ArrayList<>());
        java.util.function.Supplier<Engine> recording = recording("sat", given);
        try (SplitEngine split = new SplitEngine(recording.get(), recording, 2, NARROWING, 0)) {
            assertSameAnswer(open, alone("sat", open, limits), split.run(open, limits));
        }
        assertFalse(given.isEmpty());
        for (Model m : given) {
            assertTrue(m.all(Domain.class).stream().anyMatch(d -> d.origin().startsWith("symmetry")), "every part fixes where 1 stands");
        }
    }

    /**
     * Every cube asked for only its share of the missing solutions, however few: cubes reach their
     * share, go back to the queue and are counted again, and the answer is still the engine's own.
     */
    @ParameterizedTest(name = "limit {0}, {1} workers")
    @MethodSource("smallLimits")
    void cubesCountedAgainAddUpToTheSameAnswer(long limit, int workers) {
        Model empty = TestModels.classic(".".repeat(16));
        Limits limits = Limits.count(limit).withKeep(300);
        try (SplitEngine split = new SplitEngine(EngineRegistry.create("native", EngineOptions.NONE),
                () -> EngineRegistry.create("native", EngineOptions.NONE), workers, NARROWING, 0, 1)) {
            Result r = split.run(empty, limits);
            assertSameAnswer(empty, alone("native", empty, limits), r);
            assertTrue(r.stat(SplitTally.CUBES) > 0);
        }
    }

    static Stream<Arguments> smallLimits() {
        return Stream.of(1L, 2L, 100L, 287L, 288L, 289L, Long.MAX_VALUE).flatMap(l -> Stream.of(Arguments.of(l, 2), Arguments.of(l, 4)));
    }

    static Stream<Arguments> variants() throws IOException {
        List<Arguments> out = new ArrayList<>();
        List<String> files;
        try (Stream<Path> s = Files.list(Path.of("puzzles/variants"))) {
            files = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".nonet")).sorted().toList();
        }
        Random draw = new Random(11);
        for (int i = 0; i < 12; i++) {
            String file = files.get(draw.nextInt(files.size()));
            out.add(Arguments.of(file, draw.nextLong(), i % 2 == 0 ? 40L : 400L));
        }
        return out.stream();
    }

    /** A variant puzzle with some of its givens taken away (seeded), so that it has many solutions or few. */
    @ParameterizedTest(name = "{0}, seed {1}, limit {2}")
    @MethodSource("variants")
    void aVariantWithFewerGivensCountsAsAlone(String file, long seed, long limit) throws IOException, LangException {
        Model model = fewerGivens(compile(Path.of("puzzles/variants", file)), new Random(seed));
        Limits limits = Limits.count(limit).withKeep((int) limit).withTimeoutMillis(60_000);
        try (SplitEngine split = split("native", 2, NARROWING)) {
            assertSameAnswer(model, alone("native", model, limits), split.run(model, limits));
        }
    }

    private static Model compile(Path path) throws IOException, LangException {
        ModelLibrary lib = ModelLibrary.bundled();
        return new Compiler(lib).compile(new PuzzleFileParser(lib).parse(Files.readString(path), path.toString(), path.toAbsolutePath().getParent()));
    }

    /** Between none and all of the single-digit domains (the givens) removed, other constraints kept. */
    private static Model fewerGivens(Model model, Random random) {
        List<Domain> givens = new ArrayList<>(model.all(Domain.class).stream().filter(Domain::isSingleton).toList());
        Collections.shuffle(givens, random);
        Set<Constraint> dropped = Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        dropped.addAll(givens.subList(0, random.nextInt(givens.size() + 1)));
        return model.withConstraints(model.constraints().stream().filter(c -> !dropped.contains(c)).toList());
    }

    static List<String> completeEngines() {
        return Engines.complete();
    }

    /** The split needs nothing of an engine but the contract: every complete engine, cubes from domain sizes alone. */
    @ParameterizedTest
    @MethodSource("completeEngines")
    void everyCompleteEngineSplitsWithoutNarrowing(String engine) {
        Model empty = TestModels.classic(".".repeat(16));
        for (long limit : new long[] {2, 100, Long.MAX_VALUE}) {
            Limits limits = Limits.count(limit).withKeep(300);
            try (SplitEngine split = split(engine, 2, null)) {
                assertSameAnswer(empty, alone(engine, empty, limits), split.run(empty, limits));
            }
        }
    }

    @Test
    void cubesPartitionTheSolutions() {
        Model empty = TestModels.classic(".".repeat(16));
        for (Narrowing narrowing : new Narrowing[] {NARROWING, null}) {
            List<Cube> cubes = new CubeSplitter(narrowing).split(empty, 20);
            assertTrue(cubes.size() >= 20, cubes.size() + " cubes");
            assertEquals(cubes.size(), cubes.stream().map(c -> java.util.Arrays.toString(c.digits())).distinct().count());
            long sum = 0;
            for (Cube c : cubes) {
                sum += alone("native", c.constrain(empty), Limits.count(Long.MAX_VALUE)).count();
            }
            assertEquals(288, sum);
        }
    }

    @Test
    void cubesFixCellsWithTheFewestCandidatesFirst() {
        // r1c1 = 1 and r1c2 = 2 leave r1c3, r1c4, r2c1 and r2c2 two candidates each (3 and 4), every other open cell more;
        // the combinations propagation would refute (both 3) are the engine's to refute
        Model twoGivens = TestModels.classic("12" + ".".repeat(14));
        List<Cube> cubes = new CubeSplitter(NARROWING).split(twoGivens, 3);
        assertEquals(4, cubes.size());
        for (Cube c : cubes) {
            assertEquals(List.of(2, 3), java.util.Arrays.stream(c.cells()).boxed().toList());
        }
        assertEquals(List.of("[3, 3]", "[3, 4]", "[4, 3]", "[4, 4]"), cubes.stream().map(c -> java.util.Arrays.toString(c.digits())).toList());
    }

    @Test
    void aPuzzleNarrowingRefutesHasNoCubes() {
        Model twoOnes = TestModels.classic("11" + ".".repeat(14));
        assertEquals(List.of(), new CubeSplitter(NARROWING).split(twoOnes, 16));
        try (SplitEngine split = split("native", 2, NARROWING)) {
            Result r = split.run(twoOnes, Limits.count(2));
            assertEquals(Status.EXHAUSTED, r.status());
            assertEquals(0, r.count());
        }
    }

    @Test
    void theTimeLimitStopsEveryWorker() {
        // every 9x9 grid: only the time limit can end this count
        Model empty = TestModels.classic(".".repeat(81));
        try (SplitEngine split = split("native", 2, NARROWING)) {
            Result r = split.run(empty, Limits.count(Long.MAX_VALUE).withKeep(3).withTimeoutMillis(300));
            assertEquals(Status.TIMEOUT, r.status());
            for (int[] grid : r.solutions()) {
                assertEquals(List.of(), empty.violations(grid));
            }
            // the same engine answers the next puzzle: no worker is left running on the last one
            Model small = TestModels.classic(".".repeat(16));
            assertEquals(288, split.run(small, Limits.count(Long.MAX_VALUE)).count());
        }
    }

    @Test
    void anInterruptedCallerGetsATimeout() throws Exception {
        Model empty = TestModels.classic(".".repeat(81));
        try (SplitEngine split = split("native", 2, NARROWING)) {
            Result[] answer = new Result[1];
            Thread caller = new Thread(() -> answer[0] = split.run(empty, Limits.count(Long.MAX_VALUE).withKeep(1)));
            caller.start();
            Thread.sleep(300);
            caller.interrupt();
            caller.join();
            assertEquals(Status.TIMEOUT, answer[0].status());
        }
    }

    @Test
    void anEngineThatThrowsFailsTheRun() {
        IllegalStateException fault = new IllegalStateException("broken");
        Engine throwing = new Engine() {
            @Override
            public String name() {
                return "throwing";
            }

            @Override
            public Result run(Model model, Limits limits) {
                throw fault;
            }
        };
        try (SplitEngine split = new SplitEngine(throwing, () -> throwing, 2, null, 0)) {
            Model empty = TestModels.classic(".".repeat(16));
            assertSame(fault, assertThrows(IllegalStateException.class, () -> split.run(empty, Limits.count(2))));
        }
    }

    @Test
    void anEasyPuzzleIsAnsweredAloneAndANodeLimitIsNeverSplit() {
        Model empty = TestModels.classic(".".repeat(16));
        try (SplitEngine split = new SplitEngine(EngineRegistry.create("native", EngineOptions.NONE),
                () -> EngineRegistry.create("native", EngineOptions.NONE), 2, NARROWING, 60_000)) {
            assertFalse(split.run(empty, Limits.count(Long.MAX_VALUE)).stats().containsKey(SplitTally.CUBES));
        }
        try (SplitEngine split = split("native", 2, NARROWING)) {
            assertFalse(split.run(empty, Limits.count(Long.MAX_VALUE).withNodeLimit(1_000_000)).stats().containsKey(SplitTally.CUBES));
            assertTrue(split.run(empty, Limits.count(Long.MAX_VALUE)).stats().containsKey(SplitTally.CUBES));
        }
    }

    /**
     * An open grid is shared with its first row fixed: every run the workers get writes 1..n along
     * row 1 (so the cut into cubes keeps the digits' symmetry), and the answer is still the engine's
     * own, all 288 grids of the empty 4x4 among them.
     */
    @Test
    void anOpenGridIsSharedWithOneRowFixed() {
        Model empty = TestModels.classic(".".repeat(16));
        List<Model> given = Collections.synchronizedList(new ArrayList<>());
        java.util.function.Supplier<Engine> recording = recording("native", given);
        Limits limits = Limits.count(Long.MAX_VALUE).withKeep(300);
        try (SplitEngine split = new SplitEngine(recording.get(), recording, 2, NARROWING, 0)) {
            Result r = split.run(empty, limits);
            assertSameAnswer(empty, alone("native", empty, limits), r);
            assertEquals(288, r.solutions().size());
        }
        assertFalse(given.isEmpty());
        for (Model m : given) {
            int[] masks = m.initialMasks();
            assertEquals(List.of(1, 2, 4, 8), List.of(masks[0], masks[1], masks[2], masks[3]));
        }
    }
}
