package nonet.model;

import java.util.Arrays;

/**
 * A binary table between two cells: {@code allowed[d - 1]} is the mask of digits b may take when
 * a holds digit d (bit e-1 stands for digit e). Relations on the same pair are merged by the
 * compiler, so engines see at most one relation per unordered pair.
 */
public record Relation(int a, int b, int[] allowed, String origin) implements Constraint {

    public Relation {
        if (a == b) {
            throw new IllegalArgumentException("a relation needs two different cells, not cell " + a + " twice (" + origin + ")");
        }
        allowed = allowed.clone();
    }

    @Override
    public int[] cells() {
        return new int[] {a, b};
    }

    @Override
    public int[] allowed() {
        return allowed.clone();
    }

    /** The mask of digits b may take when a holds {@code digit}. */
    public int allowedFor(int digit) {
        return allowed[digit - 1];
    }

    /** Whether a = da, b = db is allowed. */
    public boolean allows(int da, int db) {
        return (allowed[da - 1] & (1 << (db - 1))) != 0;
    }

    /** The same relation seen from b: {@code result[e - 1]} is the mask of digits a may take when b = e. */
    public Relation reversed() {
        int[] back = new int[allowed.length];
        for (int d = 1; d <= allowed.length; d++) {
            for (int e = 1; e <= allowed.length; e++) {
                if (allows(d, e)) {
                    back[e - 1] |= 1 << (d - 1);
                }
            }
        }
        return new Relation(b, a, back, origin);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.relation(this);
    }

    @Override
    public boolean holds(int[] grid) {
        return allows(grid[a], grid[b]);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Relation other && a == other.a && b == other.b && Arrays.equals(allowed, other.allowed);
    }

    @Override
    public int hashCode() {
        return (a * 31 + b) * 31 + Arrays.hashCode(allowed);
    }

    @Override
    public String toString() {
        return "Relation(" + a + "," + b + ")" + Arrays.toString(allowed) + " (" + origin + ")";
    }
}
