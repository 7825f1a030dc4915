package nonet.engine.choco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.BiPredicate;
import nonet.model.Relation;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The arithmetic recognition must allow exactly the relation's pairs: checked twice over every
 * digit pair, once by the forms' own predicates and once by enumerating what Choco accepts after
 * posting them (so a predicate and its Choco constraint cannot drift apart).
 */
class RelationFormsTest {

    private static Relation relation(int n, BiPredicate<Integer, Integer> allowed) {
        int[] masks = new int[n];
        for (int a = 1; a <= n; a++) {
            for (int b = 1; b <= n; b++) {
                if (allowed.test(a, b)) {
                    masks[a - 1] |= 1 << (b - 1);
                }
            }
        }
        return new Relation(0, 1, masks, "test");
    }

    /** The pairs the relation allows, as a*64+b. */
    private static Set<Integer> pairs(Relation r) {
        Set<Integer> out = new HashSet<>();
        int n = r.allowed().length;
        for (int a = 1; a <= n; a++) {
            for (int b = 1; b <= n; b++) {
                if (r.allows(a, b)) {
                    out.add(a * 64 + b);
                }
            }
        }
        return out;
    }

    private static Set<Integer> predicatePairs(List<RelationForms.Form> forms, int n) {
        Set<Integer> out = new HashSet<>();
        for (int a = 1; a <= n; a++) {
            for (int b = 1; b <= n; b++) {
                final int da = a;
                final int db = b;
                if (forms.stream().allMatch(f -> f.holds(da, db))) {
                    out.add(a * 64 + b);
                }
            }
        }
        return out;
    }

    private static Set<Integer> chocoPairs(List<RelationForms.Form> forms, int n) {
        org.chocosolver.solver.Model cp = new org.chocosolver.solver.Model();
        IntVar a = cp.intVar("a", 1, n);
        IntVar b = cp.intVar("b", 1, n);
        for (RelationForms.Form f : forms) {
            f.post(cp, a, b);
        }
        Solver solver = cp.getSolver();
        Set<Integer> out = new HashSet<>();
        while (solver.solve()) {
            out.add(a.getValue() * 64 + b.getValue());
        }
        return out;
    }

    private static void assertExact(Relation r, List<RelationForms.Form> forms) {
        int n = r.allowed().length;
        assertEquals(pairs(r), predicatePairs(forms, n), () -> "predicates of " + forms + " for " + r);
        assertEquals(pairs(r), chocoPairs(forms, n), () -> "Choco's reading of " + forms + " for " + r);
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {4, 9, 16, 25})
    void everySingleFormIsRecognisedAsOneExactForm(int n) {
        for (RelationForms.Form f : RelationForms.candidates(n)) {
            Relation r = relation(n, f::holds);
            List<RelationForms.Form> forms = RelationForms.of(r);
            assertNotNull(forms, () -> f + " not recognised");
            assertEquals(1, forms.size(), () -> f + " recognised as " + forms);
            assertExact(r, forms);
        }
    }

    @Test
    void theVariantRelationsAreRecognised() {
        List<BiPredicate<Integer, Integer>> variants = List.of(
                (a, b) -> Math.abs(a - b) != 1, // non-consecutive
                (a, b) -> a + b != 5 && a + b != 10, // XV negative constraint
                (a, b) -> Math.abs(a - b) != 1 && a != 2 * b && b != 2 * a, // kropki negative constraint
                (a, b) -> Math.abs(a - b) >= 5, // German whisper
                (a, b) -> a + b == 10 && a != b); // X in one row
        for (BiPredicate<Integer, Integer> v : variants) {
            Relation r = relation(9, v);
            List<RelationForms.Form> forms = RelationForms.of(r);
            assertNotNull(forms, () -> r + " not recognised");
            assertExact(r, forms);
        }
    }

    @Test
    void theKropkiBlackDotIsADisjunctionAndStaysATable() {
        assertNull(RelationForms.of(relation(9, (a, b) -> a == 2 * b || b == 2 * a)));
    }

    @Test
    void aRelationAllowingEveryPairNeedsNoForm() {
        assertEquals(List.of(), RelationForms.of(relation(9, (a, b) -> true)));
    }

    @Test
    void seededConjunctionsOfFormsAreRecognisedExactly() {
        Random random = new Random(7);
        for (int trial = 0; trial < 300; trial++) {
            int n = 4 + random.nextInt(6);
            List<RelationForms.Form> all = RelationForms.candidates(n);
            List<RelationForms.Form> picked = List.of(all.get(random.nextInt(all.size())),
                    all.get(random.nextInt(all.size())));
            Relation r = relation(n, (a, b) -> picked.stream().allMatch(f -> f.holds(a, b)));
            List<RelationForms.Form> forms = RelationForms.of(r);
            // two forms always cover it, so the greedy cover may not give up
            assertNotNull(forms, () -> picked + " not recognised");
            assertExact(r, forms);
        }
    }

    @Test
    void seededRandomRelationsAreExactWhenRecognised() {
        Random random = new Random(11);
        int recognised = 0;
        for (int trial = 0; trial < 300; trial++) {
            int n = 3 + random.nextInt(4);
            // sparse or dense at random, so both forbidding and allowing shapes come up
            double density = random.nextBoolean() ? 0.9 : 0.15;
            Relation r = relation(n, (a, b) -> random.nextDouble() < density);
            List<RelationForms.Form> forms = RelationForms.of(r);
            if (forms != null) {
                recognised++;
                assertExact(r, forms);
            }
        }
        assertTrue(recognised > 0, "no random relation had an arithmetic form: the exactness check above never ran");
    }
}
