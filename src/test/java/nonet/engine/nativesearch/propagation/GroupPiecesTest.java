package nonet.engine.nativesearch.propagation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.testing.TestModels;
import nonet.testing.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hidden singles and locked candidates, reading the groups through {@link GroupPieces}, reach
 * the fixpoint that the rules applied naively, group by group and pair by pair, reach: on grids
 * whose intersections are padded (6x6 and 8x8 boxes: pieces of two sizes), have cells no class
 * covers (windoku's windows) or cover every group in threes (9x9, with diagonals), from random
 * candidates and along narrowings one digit at a time.
 */
class GroupPiecesTest {

    static Stream<Arguments> grids() {
        List<Arguments> out = new ArrayList<>();
        for (String grid : List.of("classic 9x9", "classic 6x6", "classic 8x8", "windoku", "diagonals")) {
            for (long seed = 0; seed < 8; seed++) {
                out.add(Arguments.of(grid, seed));
            }
        }
        return out.stream();
    }

    private static Model model(String grid) {
        Geometry g = switch (grid) {
            case "classic 6x6" -> Geometry.standard(6);
            case "classic 8x8" -> Geometry.standard(8);
            default -> Geometry.standard(9);
        };
        List<Constraint> all = new ArrayList<>(TestModels.classicGroups(g));
        if (grid.equals("diagonals")) {
            all.addAll(Variants.diagonals(g));
        }
        if (grid.equals("windoku")) {
            for (int top : new int[] {1, 5}) {
                for (int left : new int[] {1, 5}) {
                    int[] window = new int[9];
                    for (int i = 0; i < 9; i++) {
                        window[i] = g.cell(top + i / 3, left + i % 3);
                    }
                    all.add(new AllDifferent(window, true, "window"));
                }
            }
        }
        return new Model(grid, g, all);
    }

    @ParameterizedTest
    @MethodSource("grids")
    void reachTheFixpointOfTheNaiveRules(String grid, long seed) {
        CompiledModel m = CompiledModel.of(model(grid));
        Random rnd = new Random(seed);
        int n = m.size;
        int consistent = 0;
        for (int round = 0; round < 25; round++) {
            int[] masks = new int[m.cellCount];
            for (int c = 0; c < m.cellCount; c++) {
                // mostly full cells, some narrowed, a few fixed: a grid the search could be at
                int kind = rnd.nextInt(10);
                masks[c] = kind < 5 ? m.fullMask : kind < 9 ? rnd.nextInt(1 << n) | rnd.nextInt(1 << n) | 1 << rnd.nextInt(n)
                        : 1 << rnd.nextInt(n);
            }
            Propagator propagator = new Propagator(m, true, false);
            propagator.wakeAll();
            String what = grid + ", seed " + seed + ", round " + round;
            for (int step = 0; step < 20; step++) {
                int[] expected = naiveFixpoint(m, masks.clone());
                boolean live = propagator.propagate(masks);
                assertEquals(expected != null, live, what + ", step " + step);
                if (!live) {
                    break;
                }
                consistent++;
                assertArrayEquals(expected, masks, what + ", step " + step);
                int cell = rnd.nextInt(m.cellCount);
                if (Integer.bitCount(masks[cell]) > 1) {
                    int digit = Integer.highestOneBit(masks[cell]);
                    masks[cell] &= ~digit;
                    propagator.changed(cell, digit);
                }
            }
        }
        assertTrue(consistent > 25, grid + ", seed " + seed + ": only " + consistent + " consistent states compared");
    }

    /** Naked singles, hidden singles and locked candidates on every pair of groups, to a fixpoint; null on a contradiction. */
    private static int[] naiveFixpoint(CompiledModel m, int[] masks) {
        List<int[]> groups = new ArrayList<>();
        for (int g = 0; g < m.groupCount; g++) {
            groups.add(Arrays.copyOfRange(m.groupCells, m.groupStart[g], m.groupStart[g + 1]));
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int[] group : groups) {
                int union = 0;
                for (int c : group) {
                    union |= masks[c];
                }
                if (union != m.fullMask) {
                    return null;
                }
                for (int c : group) {
                    if (Integer.bitCount(masks[c]) == 1) {
                        for (int other : group) {
                            if (other != c && (masks[other] & masks[c]) != 0) {
                                masks[other] &= ~masks[c];
                                changed = true;
                            }
                        }
                    }
                }
                for (int d = 1; d <= m.fullMask; d <<= 1) {
                    int place = -1;
                    int places = 0;
                    for (int c : group) {
                        if ((masks[c] & d) != 0) {
                            place = c;
                            places++;
                        }
                    }
                    if (places == 1 && masks[place] != d) {
                        masks[place] = d;
                        changed = true;
                    }
                }
            }
            for (int[] a : groups) {
                for (int[] b : groups) {
                    changed |= a != b && lockedCandidates(masks, a, b);
                }
            }
            for (int mask : masks) {
                if (mask == 0) {
                    return null;
                }
            }
        }
        return masks;
    }

    /** Digits group a holds only in cells it shares with b leave b's other cells; whether any did. */
    private static boolean lockedCandidates(int[] masks, int[] a, int[] b) {
        List<Integer> inB = Arrays.stream(b).boxed().toList();
        int shared = 0;
        int restA = 0;
        int count = 0;
        for (int c : a) {
            if (inB.contains(c)) {
                shared |= masks[c];
                count++;
            } else {
                restA |= masks[c];
            }
        }
        int locked = count >= 2 ? shared & ~restA : 0;
        List<Integer> inA = Arrays.stream(a).boxed().toList();
        boolean changed = false;
        for (int c : b) {
            if (!inA.contains(c) && (masks[c] & locked) != 0) {
                masks[c] &= ~locked;
                changed = true;
            }
        }
        return changed;
    }
}
