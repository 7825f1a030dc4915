package nonet.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import nonet.engine.registry.EngineRegistry;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.LinearSum;
import nonet.model.MddReduction;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.testing.BruteForce;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every engine against every primitive: an engine either answers a model holding it correctly or
 * refuses it by name, and refuses exactly the primitives its description declares unsupported.
 *
 * <p>Why no dummy primitive from the test tree: {@link Constraint} is sealed, so the test
 * tree cannot add a seventh kind. What a new primitive would meet is checked instead in two halves.
 * At compile time: {@link #theVisitorHasOneAbstractMethodPerPrimitive} proves the visitor gains an
 * abstract method with every permitted record, so every engine's compile step (each a visitor; the
 * architecture test proves no dispatch over the IR is left outside one) stops compiling until it
 * handles the primitive or throws {@link UnsupportedConstraint}. At run time: the unsupported path,
 * taken by every engine that declares one, answers {@code UNSUPPORTED} naming the engine, the
 * primitive and the constraint's origin.
 */
class PrimitiveSupportTest {

    /** A 4x4 puzzle with few givens, so each added constraint changes the count. */
    private static final String GRID = "1..." + "...." + "...." + "...4";

    /** One constraint of each primitive over the 4x4 grid, with an origin to be named. */
    private static List<Constraint> oneOfEach() {
        int[] lessThan = new int[4];
        for (int d = 1; d <= 4; d++) {
            lessThan[d - 1] = 0b1111 & ~((1 << d) - 1);
        }
        return List.of(
                new AllDifferent(new int[] {0, 5, 10, 15}, true, "distinct diagonal"),
                new Relation(1, 2, lessThan, "less r1c2 r1c3"),
                new LinearSum(new int[] {4, 5}, new int[] {1, 1}, 5, "cage 5 r2c1 r2c2"),
                new Table(new int[] {8, 9}, new int[][] {{2, 1}, {4, 3}, {3, 1}}, "table r3c1 r3c2"),
                MddReduction.ofTuples(new int[] {12, 13, 14}, new int[][] {{2, 3, 1}, {3, 2, 1}, {4, 1, 2}, {2, 1, 3}}, "line r4c1 r4c3"),
                new Domain(6, 0b0110, "even-or-three r2c3"));
    }

    static Stream<Arguments> enginesAndPrimitives() {
        List<Arguments> out = new ArrayList<>();
        for (EngineProvider.Entry e : EngineRegistry.entries()) {
            if (e.name().startsWith("faulty-")) {
                continue; // the test tree's deliberately broken engines
            }
            for (Constraint c : oneOfEach()) {
                out.add(Arguments.of(e.name(), c));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("enginesAndPrimitives")
    void answersOrRefusesByName(String engine, Constraint c) {
        Model model = TestModels.classicWith(GRID, List.of(c));
        long truth = BruteForce.solutions(model, 1000).size();
        assertTrue(truth > 0 && truth < 1000, c.origin() + ": " + truth + " solutions");
        EngineDescription d = EngineRegistry.entry(engine).description();
        Result r;
        try (Engine made = EngineRegistry.create(engine, EngineOptions.NONE)) {
            r = made.run(model, Limits.count(1000).withKeep(1000));
        }
        String kind = c.getClass().getSimpleName();
        if (d.unsupported().contains(c.getClass())) {
            assertEquals(Status.UNSUPPORTED, r.status(), engine + " declares " + kind + " unsupported");
            assertTrue(r.message().startsWith(engine + " does not support " + kind + " (" + c.origin() + "): "), r.message());
            return;
        }
        assertNotEquals(Status.UNSUPPORTED, r.status(), engine + " on " + kind + ": " + r.message());
        r.solutions().forEach(grid -> assertEquals(List.of(), model.violations(grid), engine + " on " + kind));
        if (d.complete()) {
            assertEquals(Status.EXHAUSTED, r.status(), engine + " on " + kind);
            assertEquals(truth, r.count(), engine + " on " + kind);
        } else if (r.status() == Status.EXHAUSTED) {
            assertEquals(truth, r.count(), engine + " claims an exact count on " + kind);
        }
    }

    @Test
    void theVisitorHasOneAbstractMethodPerPrimitive() {
        Class<?>[] primitives = Constraint.class.getPermittedSubclasses();
        Method[] methods = Constraint.Visitor.class.getDeclaredMethods();
        assertEquals(primitives.length, methods.length, Arrays.toString(methods));
        for (Class<?> p : primitives) {
            Method m = Arrays.stream(methods).filter(x -> x.getParameterCount() == 1 && x.getParameterTypes()[0] == p)
                    .findFirst().orElseThrow(() -> new AssertionError("no visitor method for " + p.getSimpleName()));
            assertTrue(Modifier.isAbstract(m.getModifiers()), m + " must have no default: a default would let an engine skip " + p);
        }
    }

    @Test
    void everyPrimitiveIsTestedHere() {
        assertEquals(Arrays.stream(Constraint.class.getPermittedSubclasses()).map(Class::getSimpleName).sorted().toList(),
                oneOfEach().stream().map(c -> c.getClass().getSimpleName()).sorted().toList());
    }

    @Test
    void theDeclaredRefusalsAreThere() {
        assertEquals(List.of(LinearSum.class, Table.class, nonet.model.Mdd.class), EngineRegistry.entry("dlx").description().unsupported());
    }
}
