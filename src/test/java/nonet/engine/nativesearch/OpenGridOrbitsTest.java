package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import nonet.engine.DigitSymmetry;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.GridSymmetry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.registry.EngineRegistry;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The native engine's count by orbits ({@link GridSymmetry}): a grid whose rules keep their
 * meaning under the mirrors and with d read as n+1-d (here, Latin squares with orthogonal
 * neighbours not consecutive, of odd and even size; 4x4 has none) gives the same count, status and
 * valid distinct solutions as sat by its own search, under every limit; a given that reads one way
 * only keeps the plain search.
 */
class OpenGridOrbitsTest {

    static Stream<Arguments> grids() {
        List<Arguments> out = new ArrayList<>();
        for (int n : new int[] {5, 6}) {
            for (long limit : new long[] {1, 2, 3, 7, 10_000}) {
                out.add(Arguments.of(n, limit));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}x{0}, limit {1}")
    @MethodSource("grids")
    void anOpenGridCountsByOrbitsAsSatCountsIt(int n, long limit) {
        Model open = nonConsecutiveLatin(n, List.of());
        assertNull(DigitSymmetry.of(open), "relabelling does not keep 'not consecutive'");
        assertNotNull(GridSymmetry.of(open));
        Limits limits = new Limits(limit, 0, 0, 50, 0);
        Result sat = run("sat", open, limits);
        Result reversed = run("native", open, limits);
        assertTrue(sat.count() > 0, "the grid has solutions");
        assertEquals(sat.status(), reversed.status());
        assertEquals(sat.count(), reversed.count());
        DigitSymmetryTest.assertValidAndDistinct(open, reversed.solutions(), (int) Math.min(50, reversed.count()));
    }

    @ParameterizedTest(name = "{0}x{0}, limit {1}")
    @MethodSource("grids")
    void aGivenThatReadsOneWayKeepsThePlainSearch(int n, long limit) {
        Model given = nonConsecutiveLatin(n, List.of(new Domain(0, 1, "given r1c1 = 1")));
        Limits limits = new Limits(limit, 0, 0, 50, 0);
        Result sat = run("sat", given, limits);
        Result plain = run("native", given, limits);
        assertEquals(sat.status(), plain.status());
        assertEquals(sat.count(), plain.count());
        DigitSymmetryTest.assertValidAndDistinct(given, plain.solutions(), (int) Math.min(50, plain.count()));
    }

    private static Model nonConsecutiveLatin(int n, List<Constraint> extra) {
        Geometry g = Geometry.withoutBoxes(n);
        int[] apart = new int[n];
        for (int d = 1; d <= n; d++) {
            apart[d - 1] = ((1 << n) - 1) & ~(1 << (d - 1)) & ~(d > 1 ? 1 << (d - 2) : 0) & ~(d < n ? 1 << d : 0);
        }
        // Geometry without boxes: the classic groups are the rows and columns
        List<Constraint> cs = new ArrayList<>(TestModels.classicGroups(g));
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (c + 1 < n) {
                    cs.add(new Relation(g.cell(r, c), g.cell(r, c + 1), apart, "not consecutive"));
                }
                if (r + 1 < n) {
                    cs.add(new Relation(g.cell(r, c), g.cell(r + 1, c), apart, "not consecutive"));
                }
            }
        }
        cs.addAll(extra);
        return new Model("non-consecutive latin " + n, g, cs);
    }

    private static Result run(String engine, Model m, Limits limits) {
        try (Engine e = EngineRegistry.create(engine, EngineOptions.NONE)) {
            return e.run(m, limits);
        }
    }
}
