package nonet.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import nonet.testing.LineDiagrams;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** {@link Model#violations} checks every primitive, naming each broken constraint and its cells' digits, in model order. */
class ModelViolationsTest {

    private static final Geometry G = Geometry.standard(4);
    private static final int[] COLUMN_3 = {G.cell(0, 2), G.cell(1, 2), G.cell(2, 2), G.cell(3, 2)};

    @Test
    void aBrokenLineIsNamedWithItsCellsAndOnlyIt() {
        Mdd sandwich = LineDiagrams.sandwich(COLUMN_3, 4, 5, "sandwich 5 r1-4c3");
        Model model = TestModels.classicWith(".".repeat(16), List.of(sandwich));
        int[] grid = TestModels.classic("1234341221434321").givens();
        assertEquals(List.of("sandwich 5 r1-4c3 is broken: r1c3=3 r2c3=1 r3c3=4 r4c3=2"), model.violations(grid));
        // columns 3 and 4 swapped: column 3 reads 4 2 3 1, so 2 + 3 lie between the 4 and the 1
        int[] fitting = TestModels.classic("1243342121344312").givens();
        assertEquals(List.of(), model.violations(fitting));
    }

    /** r1: 1 2 3 4, r2: 3 4 1 2, r3: 2 1 4 3, r4: 4 3 2 1. */
    private static final int[] SOLUTION = TestModels.classic("1234341221434321").givens();

    /** One constraint of each primitive, each broken by {@link #SOLUTION}. */
    private static List<Constraint> oneOfEachBroken() {
        int[] equal = {0b1, 0b10, 0b100, 0b1000};
        return List.of(
                new AllDifferent(new int[] {0, 6, 9}, false, "distinct r1c1 r2c3 r3c2"),
                new Relation(0, 1, equal, "equal r1c1 r1c2"),
                new LinearSum(new int[] {2, 3}, new int[] {1, 1}, 6, "cage 6 r1c3 r1c4"),
                new Table(new int[] {4, 5}, new int[][] {{1, 2}, {2, 1}}, "table r2c1 r2c2"),
                MddReduction.ofTuples(new int[] {12, 13}, new int[][] {{1, 2}}, "line r4c1 r4c2"),
                new Domain(15, 0b10, "given r4c4 = 2"));
    }

    @Test
    void everyPrimitiveBrokenIsNamedInModelOrder() {
        Model model = TestModels.classicWith(".".repeat(16), oneOfEachBroken());
        assertEquals(List.of(
                "distinct r1c1 r2c3 r3c2 is broken: r1c1=1 r2c3=1 r3c2=1",
                "equal r1c1 r1c2 is broken: r1c1=1 r1c2=2",
                "cage 6 r1c3 r1c4 is broken: r1c3=3 r1c4=4",
                "table r2c1 r2c2 is broken: r2c1=3 r2c2=4",
                "line r4c1 r4c2 is broken: r4c1=4 r4c2=3",
                "given r4c4 = 2 is broken: r4c4=1"), model.violations(SOLUTION));
    }

    @Test
    void aConstraintOutsideTheGridIsRefusedByName() {
        assertEquals("constraint cage 3 r1c1 r9c9 names cell 80 outside the grid", assertThrows(IllegalArgumentException.class,
                () -> new Model("m", G, List.of(new LinearSum(new int[] {0, 80}, new int[] {1, 1}, 3, "cage 3 r1c1 r9c9")))).getMessage());
    }

    @Test
    void forEachKindHandsEachConstraintToItsPrimitiveInModelOrder() {
        List<Constraint> all = new ArrayList<>(oneOfEachBroken());
        all.addAll(oneOfEachBroken());
        Model model = new Model("m", G, all);
        List<String> seen = new ArrayList<>();
        model.forEachKind(g -> seen.add("group " + g.origin()), r -> seen.add("relation " + r.origin()),
                s -> seen.add("sum " + s.origin()), t -> seen.add("table " + t.origin()), m -> seen.add("mdd " + m.origin()),
                d -> seen.add("domain " + d.origin()));
        List<String> once = List.of("group distinct r1c1 r2c3 r3c2", "relation equal r1c1 r1c2", "sum cage 6 r1c3 r1c4",
                "table table r2c1 r2c2", "mdd line r4c1 r4c2", "domain given r4c4 = 2");
        List<String> twice = new ArrayList<>(once);
        twice.addAll(once);
        assertEquals(twice, seen);
    }

    @Test
    void eachPrimitiveVisitsItsOwnMethod() {
        Constraint.Visitor<String> names = new Constraint.Visitor<>() {
            @Override
            public String allDifferent(AllDifferent c) {
                return "allDifferent";
            }

            @Override
            public String relation(Relation c) {
                return "relation";
            }

            @Override
            public String linearSum(LinearSum c) {
                return "linearSum";
            }

            @Override
            public String table(Table c) {
                return "table";
            }

            @Override
            public String mdd(Mdd c) {
                return "mdd";
            }

            @Override
            public String domain(Domain c) {
                return "domain";
            }
        };
        assertEquals(List.of("allDifferent", "relation", "linearSum", "table", "mdd", "domain"),
                oneOfEachBroken().stream().map(c -> c.accept(names)).toList());
    }
}
