package nonet.model;

/** A unary restriction: the cell takes a digit of {@code mask} (bit d-1 for digit d). Givens are domains of one digit. */
public record Domain(int cell, int mask, String origin) implements Constraint {

    @Override
    public int[] cells() {
        return new int[] {cell};
    }

    /** Whether the domain fixes a single digit, as a given does. */
    public boolean isSingleton() {
        return Integer.bitCount(mask) == 1;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.domain(this);
    }

    @Override
    public boolean holds(int[] grid) {
        return grid[cell] >= 1 && (mask & (1 << (grid[cell] - 1))) != 0;
    }
}
