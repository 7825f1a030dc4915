package nonet.engine.nativesearch.learning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.nativesearch.NativeEngine;
import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The open part of a narrowed grid, checked against its definition on seeded candidate masks
 * (the structure, for any masks; the search gives it masks closed under singles).
 */
class ExactlyOneSetsTest {

    @ParameterizedTest
    @ValueSource(ints = {4, 6, 9, 12, 16, 25})
    void holdsTheOpenCandidatesAndTheUnplacedDigitsOfEachGroup(int n) {
        Model empty = TestModels.classic(".".repeat(n * n));
        CompiledModel m = CompiledModel.of(empty);
        int[] solved = new NativeEngine(EngineOptions.NONE).run(empty, Limits.count(1).withKeep(1)).solution();
        assertEquals(List.of(), empty.violations(solved));
        Random rnd = new Random(n);
        for (int round = 0; round < 5; round++) {
            int[] masks = new int[m.cellCount];
            for (int c = 0; c < m.cellCount; c++) {
                int all = (1 << n) - 1;
                // givens, open cells with some candidates struck (never the solution's), and a few
                // cells whose digit is struck everywhere in their row to leave empty sets
                masks[c] = rnd.nextInt(3) == 0 ? 1 << solved[c] - 1 : (all & rnd.nextInt()) | 1 << solved[c] - 1;
            }
            if (round == 4) {
                for (int c = 0; c < n; c++) {
                    masks[c] = Integer.bitCount(masks[c]) > 1 ? masks[c] & ~1 : masks[c];
                }
            }
            ExactlyOneSets sets = ExactlyOneSets.of(m, masks, ExactlyOneSets.outsidePeers(m));
            assertVariablesAreTheOpenCandidates(m, masks, sets);
            assertEquals(expectedSets(m, masks), actualSets(sets), "n=" + n + " round " + round);
            assertMembershipIsTheInverse(sets);
        }
    }

    /**
     * Relations and "different" pairs beyond the groups (anti-king, non-consecutive on 6x6 and
     * 9x9): each variable's forbidden partners are the open candidates a relation of the model
     * forbids beside it, read from the model's relations, not the compiled arcs. The same digit
     * in a cell sharing a group is the sets' to clear, so it is left out of both sides.
     */
    @ParameterizedTest
    @ValueSource(ints = {6, 9})
    void forbiddenPairsAreThoseOfTheRelations(int n) {
        Geometry g = Geometry.standard(n);
        List<Relation> relations = new ArrayList<>(Variants.antiKing(g));
        relations.addAll(Variants.nonConsecutive(g));
        Model model = TestModels.classicWith(".".repeat(n * n), relations);
        CompiledModel m = CompiledModel.of(model);
        Random rnd = new Random(n);
        int[] masks = new int[m.cellCount];
        for (int c = 0; c < m.cellCount; c++) {
            masks[c] = rnd.nextInt(4) == 0 ? 1 << rnd.nextInt(n) : ((1 << n) - 1) & rnd.nextInt() | 1 << rnd.nextInt(n);
        }
        ExactlyOneSets sets = ExactlyOneSets.of(m, masks, ExactlyOneSets.outsidePeers(m));
        for (int v = 0; v < sets.varCount; v++) {
            int c = sets.varCell[v];
            int d = sets.varDigit[v];
            Set<Integer> expected = new HashSet<>();
            for (int u = 0; u < sets.varCount; u++) {
                int p = sets.varCell[u];
                int e = sets.varDigit[u];
                for (Relation r : relations) {
                    boolean forbids = r.a() == c && r.b() == p && !r.allows(d + 1, e + 1)
                            || r.b() == c && r.a() == p && !r.allows(e + 1, d + 1);
                    if (forbids && !(e == d && sharesGroup(g, c, p))) {
                        expected.add(u);
                    }
                }
            }
            Set<Integer> actual = new HashSet<>();
            for (int k = sets.forbidStart[v]; k < sets.forbidStart[v + 1]; k++) {
                int u = sets.forbids[k];
                if (!(sets.varDigit[u] == d && sharesGroup(g, c, sets.varCell[u]))) {
                    actual.add(u);
                }
            }
            assertEquals(expected, actual, "variable " + v + ": cell " + c + " digit " + (d + 1));
        }
    }

    private static boolean sharesGroup(Geometry g, int a, int b) {
        return g.row(a) == g.row(b) || g.col(a) == g.col(b) || g.box(a) == g.box(b);
    }

    private static void assertVariablesAreTheOpenCandidates(CompiledModel m, int[] masks, ExactlyOneSets sets) {
        Set<Long> pairs = new HashSet<>();
        for (int v = 0; v < sets.varCount; v++) {
            int c = sets.varCell[v];
            assertTrue(Integer.bitCount(masks[c]) > 1, "variable on a fixed cell");
            assertTrue((masks[c] & 1 << sets.varDigit[v]) != 0, "variable on a struck candidate");
            pairs.add((long) c * m.size + sets.varDigit[v]);
        }
        int open = 0;
        for (int mask : masks) {
            open += Integer.bitCount(mask) > 1 ? Integer.bitCount(mask) : 0;
        }
        assertEquals(open, pairs.size());
        assertEquals(open, sets.varCount);
    }

    /** Each set as the sorted (cell, digit) pairs of its variables, the sets in order. */
    private static List<String> actualSets(ExactlyOneSets sets) {
        List<String> all = new ArrayList<>();
        for (int s = 0; s < sets.setCount; s++) {
            List<Integer> pairs = new ArrayList<>();
            for (int i = sets.setStart[s]; i < sets.setStart[s + 1]; i++) {
                pairs.add(sets.varCell[sets.setVars[i]] * sets.size + sets.varDigit[sets.setVars[i]]);
            }
            all.add(sorted(pairs));
        }
        all.sort(null);
        return all;
    }

    private static List<String> expectedSets(CompiledModel m, int[] masks) {
        List<String> all = new ArrayList<>();
        for (int c = 0; c < m.cellCount; c++) {
            if (Integer.bitCount(masks[c]) > 1) {
                List<Integer> pairs = new ArrayList<>();
                for (int d = 0; d < m.size; d++) {
                    if ((masks[c] & 1 << d) != 0) {
                        pairs.add(c * m.size + d);
                    }
                }
                all.add(sorted(pairs));
            }
        }
        for (int g = 0; g < m.groupCount; g++) {
            for (int d = 0; d < m.size; d++) {
                List<Integer> pairs = new ArrayList<>();
                boolean placed = false;
                for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
                    int c = m.groupCells[i];
                    placed |= masks[c] == 1 << d;
                    if (Integer.bitCount(masks[c]) > 1 && (masks[c] & 1 << d) != 0) {
                        pairs.add(c * m.size + d);
                    }
                }
                if (!placed) {
                    all.add(sorted(pairs));
                }
            }
        }
        all.sort(null);
        return all;
    }

    private static void assertMembershipIsTheInverse(ExactlyOneSets sets) {
        int[][] membership = new int[sets.varCount][];
        for (int v = 0; v < sets.varCount; v++) {
            membership[v] = Arrays.copyOfRange(sets.varSets, sets.varSetStart[v], sets.varSetStart[v + 1]);
        }
        int memberships = 0;
        for (int s = 0; s < sets.setCount; s++) {
            for (int i = sets.setStart[s]; i < sets.setStart[s + 1]; i++) {
                final int set = s;
                assertTrue(Arrays.stream(membership[sets.setVars[i]]).anyMatch(x -> x == set));
                memberships++;
            }
        }
        assertEquals(memberships, sets.varSets.length);
        for (int v = 0; v < sets.varCount; v++) {
            for (int k = sets.varSetStart[v]; k < sets.varSetStart[v + 1]; k++) {
                int s = sets.varSets[k];
                int place = Integer.numberOfTrailingZeros(sets.varSetBit[k]);
                assertEquals(1, Integer.bitCount(sets.varSetBit[k]));
                assertEquals(v, sets.setVars[sets.setStart[s] + place], "variable " + v + "'s bit in set " + s);
            }
        }
    }

    private static String sorted(List<Integer> pairs) {
        return pairs.stream().sorted().toList().toString();
    }
}
