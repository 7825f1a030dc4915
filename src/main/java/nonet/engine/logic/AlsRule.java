package nonet.engine.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nonet.engine.Deadline;
import nonet.engine.logic.AlmostLockedSets.Als;
import nonet.model.Geometry;

/**
 * Almost locked set rules, tried only when chains find nothing ({@link AlmostLockedSets} has what
 * an ALS is and what "sees" means here).
 * <ul>
 * <li>ALS-XZ: sets A and B with a restricted common digit X (every X of A sees every X of B, so X
 * is in at most one of them). The set without X holds all its other digits, so a common digit Z is
 * in A or B, and Z goes from every cell that sees all of Z in both. Doubly linked (two restricted
 * commons): each set lacks one of them, so both are placed in A or B and every other digit is
 * locked in its set, and each such digit goes from the cells that see all its places there.
 * <li>ALS-XY-wing: A and B each with a restricted common with a pivot set C, Y with A and Z with
 * B, Y and Z different. C lacks at most one digit, so A lacks Y or B lacks Z, and a digit X
 * common to A and B (neither Y nor Z) is in one of them: X goes from every cell that sees all of
 * X in both.
 * </ul>
 */
final class AlsRule {

    private final Geometry g;
    private final AlmostLockedSets sets;

    /** {@code maxCells}: the largest almost locked set considered. */
    AlsRule(Structure s, int maxCells) {
        this.g = s.geometry;
        this.sets = new AlmostLockedSets(s, maxCells);
    }

    /** The ALS-XZ steps of the state, or when there are none its ALS-XY-wings. */
    List<Step> apply(int[] masks, Deadline deadline) {
        List<Als> all = sets.of(masks);
        List<Step> out = xz(all, masks, deadline);
        return out.isEmpty() ? xyWings(all, masks, deadline) : out;
    }

    /** The ALS-XY-wings alone (the solver tries them only when no ALS-XZ helps). */
    List<Step> xyWings(int[] masks, Deadline deadline) {
        return xyWings(sets.of(masks), masks, deadline);
    }

    private List<Step> xz(List<Als> all, int[] masks, Deadline deadline) {
        List<Step> out = new ArrayList<>();
        Set<List<Candidate>> seen = new HashSet<>();
        for (int i = 0; i < all.size() && !deadline.passed(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                xz(all.get(i), all.get(j), masks, seen, out);
            }
        }
        return out;
    }

    private List<Step> xyWings(List<Als> all, int[] masks, Deadline deadline) {
        List<Step> out = new ArrayList<>();
        Set<List<Candidate>> seen = new HashSet<>();
        for (int k = 0; k < all.size() && !deadline.passed(); k++) {
            xyWings(all.get(k), all, masks, seen, out);
        }
        return out;
    }

    private void xz(Als a, Als b, int[] masks, Set<List<Candidate>> seen, List<Step> out) {
        int common = a.mask() & b.mask();
        if (Integer.bitCount(common) < 2 || !AlmostLockedSets.disjoint(a, b)) {
            return;
        }
        int rcc = restrictedCommons(a, b, common);
        if (rcc == 0) {
            return;
        }
        List<Candidate> elims = new ArrayList<>();
        if (Integer.bitCount(rcc) == 2) {
            for (int m = rcc; m != 0; m &= m - 1) {
                elims.addAll(AlmostLockedSets.seeingAll(Integer.numberOfTrailingZeros(m), masks, a, b));
            }
            elims.addAll(locked(a, rcc, masks));
            elims.addAll(locked(b, rcc, masks));
            report(Technique.ALS_XZ, "doubly linked, " + describe(a, b) + ", X=" + Names.digits(rcc)
                    + ": each set lacks one of " + Names.digits(rcc) + ", so both are placed in them and every other digit is locked in its set",
                    elims, seen, out, a, b);
            return;
        }
        int x = Integer.numberOfTrailingZeros(rcc);
        for (int m = common & ~rcc; m != 0; m &= m - 1) {
            int z = Integer.numberOfTrailingZeros(m);
            List<Candidate> gone = AlmostLockedSets.seeingAll(z, masks, a, b);
            report(Technique.ALS_XZ, describe(a, b) + ", X=" + digit(x) + ", Z=" + digit(z) + ": " + digit(x)
                    + " is in at most one of them, so the other holds " + digit(z) + ", and each cell here sees all its places",
                    gone, seen, out, a, b);
        }
    }

    /** The digits of {@code common} in at most one of the two sets (a restricted common needs a place in each). */
    private int restrictedCommons(Als a, Als b, int common) {
        int rcc = 0;
        for (int m = common; m != 0; m &= m - 1) {
            int d = Integer.numberOfTrailingZeros(m);
            if (AlmostLockedSets.restricted(a, b, d)) {
                rcc |= 1 << d;
            }
        }
        // three restricted commons would leave the two sets one digit short: the state has no solution, left to other rules
        return Integer.bitCount(rcc) > 2 ? 0 : rcc;
    }

    /** The digits of the set but the restricted commons, each of which it surely holds, gone from outside cells seeing all their places. */
    private List<Candidate> locked(Als a, int rcc, int[] masks) {
        List<Candidate> out = new ArrayList<>();
        for (int m = a.mask() & ~rcc; m != 0; m &= m - 1) {
            out.addAll(AlmostLockedSets.seeingAll(Integer.numberOfTrailingZeros(m), masks, a));
        }
        return out;
    }

    private void xyWings(Als c, List<Als> all, int[] masks, Set<List<Candidate>> seen, List<Step> out) {
        List<Als> partners = new ArrayList<>();
        List<Integer> commons = new ArrayList<>();
        for (Als other : all) {
            int common = c.mask() & other.mask();
            if (other != c && common != 0 && AlmostLockedSets.disjoint(c, other)) {
                int rcc = restrictedCommons(c, other, common);
                if (rcc != 0) {
                    partners.add(other);
                    commons.add(rcc);
                }
            }
        }
        for (int i = 0; i < partners.size(); i++) {
            for (int j = i + 1; j < partners.size(); j++) {
                Als a = partners.get(i);
                Als b = partners.get(j);
                for (int ym = commons.get(i); ym != 0; ym &= ym - 1) {
                    for (int zm = commons.get(j) & ~(ym & -ym); zm != 0; zm &= zm - 1) {
                        int y = Integer.numberOfTrailingZeros(ym);
                        int z = Integer.numberOfTrailingZeros(zm);
                        wing(a, b, c, y, z, masks, seen, out);
                    }
                }
            }
        }
    }

    private void wing(Als a, Als b, Als c, int y, int z, int[] masks, Set<List<Candidate>> seen, List<Step> out) {
        for (int m = a.mask() & b.mask() & ~(1 << y) & ~(1 << z); m != 0; m &= m - 1) {
            int x = Integer.numberOfTrailingZeros(m);
            List<Candidate> gone = AlmostLockedSets.seeingAll(x, masks, a, b);
            gone.removeIf(e -> (c.cellBits()[e.cell() >>> 6] & 1L << e.cell()) != 0);
            report(Technique.ALS_XY_WING, describe(a, b) + ", C=" + name(c) + ", X,Y=" + digit(y) + "," + digit(z) + ", Z="
                    + digit(x) + ": C lacks at most one digit, so A lacks " + digit(y) + " or B lacks " + digit(z)
                    + ", and " + digit(x) + " is in A or B, and each cell here sees all its places", gone, seen, out, a, b, c);
        }
    }

    private void report(Technique t, String why, List<Candidate> elims, Set<List<Candidate>> seen, List<Step> out, Als... used) {
        List<Candidate> sorted = elims.stream().distinct()
                .sorted(Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit)).toList();
        if (sorted.isEmpty() || !seen.add(sorted)) {
            return;
        }
        int[] cells = Arrays.stream(used).flatMapToInt(a -> Arrays.stream(a.cells())).toArray();
        out.add(new Step(t, Names.eliminations(sorted, g) + ": " + t.label() + " " + why, List.of(), sorted, cells));
    }

    private String describe(Als a, Als b) {
        return "A=" + name(a) + ", B=" + name(b);
    }

    private static char digit(int zeroBased) {
        return Geometry.symbol(zeroBased + 1);
    }

    /** An ALS as HoDoKu writes it: r4-6,8c2 {34569}. */
    private String name(Als a) {
        return Names.cells(a.cells(), g) + " {" + Names.digits(a.mask()).replace(",", "") + "}";
    }
}
