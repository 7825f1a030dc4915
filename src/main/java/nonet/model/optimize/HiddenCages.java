package nonet.model.optimize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nonet.model.AllDifferent;

/**
 * Sums within one house (an exact group of all n digits, in a family or not, such as a diagonal):
 * the house less the cages inside it is a cage too, a hidden cage, whose total is what those cages
 * leave of n(n+1)/2; and a cage with one cell outside the house makes that cell the cage's total
 * less the house cells the two cages leave (an arrow with an offset). {@link InnieOutieSums} only
 * looks at each family's first and last house alone, and at unions of houses.
 */
final class HiddenCages {

    /** The longest arrow kept (cells inside plus the one outside), as in sigh's solver. */
    private static final int MAX_ARROW_SIZE = 6;

    private HiddenCages() {
    }

    /** Adds to {@code sums} the hidden cages and arrows of every house. */
    static void derive(DerivedSums sums, List<Houses> families) {
        if (sums.cages.isEmpty()) {
            return;
        }
        for (AllDifferent group : sums.model.all(AllDifferent.class)) {
            if (group.exact() && group.cells().length == sums.n) {
                inHouse(sums, group.cells(), nameOf(group, families));
            }
        }
    }

    private static void inHouse(DerivedSums sums, int[] house, String where) {
        boolean[] inHouse = new boolean[sums.model.cellCount()];
        for (int c : house) {
            inHouse[c] = true;
        }
        boolean[] left = inHouse.clone();
        long leftTotal = sums.houseTotal;
        List<DerivedSums.Cage> stickingOut = new ArrayList<>();
        boolean anyInside = false;
        for (DerivedSums.Cage cage : sums.cages) {
            int inside = (int) Arrays.stream(cage.cells()).filter(c -> inHouse[c]).count();
            if (inside == cage.cells().length) {
                anyInside = true;
                leftTotal -= cage.total();
                for (int c : cage.cells()) {
                    left[c] = false;
                }
            } else if (inside > 0 && inside == cage.cells().length - 1) {
                stickingOut.add(cage);
            }
        }
        int[] hidden = cellsOf(left);
        if (anyInside) {
            sums.add(hidden, ones(hidden.length), leftTotal, "hidden cage", where);
        }
        for (DerivedSums.Cage cage : stickingOut) {
            boolean[] rest = left.clone();
            int outside = -1;
            for (int c : cage.cells()) {
                rest[c] = false;
                outside = inHouse[c] ? outside : c;
            }
            int[] inner = cellsOf(rest);
            if (inner.length + 1 > MAX_ARROW_SIZE) {
                continue;
            }
            int[] cells = Arrays.copyOf(inner, inner.length + 1);
            cells[inner.length] = outside;
            int[] coeffs = ones(cells.length);
            coeffs[inner.length] = -1;
            sums.add(cells, coeffs, leftTotal - cage.total(), "innies and outies", where);
        }
    }

    /** "rows 5" for a house of a family, else the group's rule and its first cell. */
    private static String nameOf(AllDifferent group, List<Houses> families) {
        int[] cells = group.cells();
        for (Houses family : families) {
            for (int i = 0; i < family.houses().size(); i++) {
                if (Arrays.equals(family.houses().get(i), cells)) {
                    return family.span(i, i);
                }
            }
        }
        int n = cells.length;
        return group.origin().replaceFirst("^distinct ", "") + " from r" + (cells[0] / n + 1) + "c" + (cells[0] % n + 1);
    }

    private static int[] cellsOf(boolean[] set) {
        return java.util.stream.IntStream.range(0, set.length).filter(c -> set[c]).toArray();
    }

    private static int[] ones(int size) {
        int[] a = new int[size];
        Arrays.fill(a, 1);
        return a;
    }
}
