package nonet.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A puzzle in the IR: the grid's geometry and the primitive constraints over its cells, givens
 * included (as {@link Domain}s). Immutable. Engines read it; {@link #violations} checks any answer.
 */
public final class Model {

    private final String name;
    private final Geometry geometry;
    private final List<Constraint> constraints;

    public Model(String name, Geometry geometry, List<? extends Constraint> constraints) {
        this.name = Objects.requireNonNull(name);
        this.geometry = Objects.requireNonNull(geometry);
        this.constraints = List.copyOf(constraints);
        int n = geometry.cellCount();
        for (Constraint c : this.constraints) {
            for (int cell : c.cells()) {
                if (cell < 0 || cell >= n) {
                    throw new IllegalArgumentException("constraint " + c.origin() + " names cell " + cell + " outside the grid");
                }
            }
        }
    }

    public String name() {
        return name;
    }

    public Geometry geometry() {
        return geometry;
    }

    public int size() {
        return geometry.size();
    }

    public int cellCount() {
        return geometry.cellCount();
    }

    public List<Constraint> constraints() {
        return constraints;
    }

    /** The constraints of one primitive type, in model order. */
    public <T extends Constraint> List<T> all(Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Constraint c : constraints) {
            if (type.isInstance(c)) {
                out.add(type.cast(c));
            }
        }
        return out;
    }

    /**
     * Hands each constraint, in model order, to the consumer of its primitive. There is one
     * parameter per primitive, so a caller that indexes the model by kind fails to compile when a
     * primitive is added, instead of leaving the new one out.
     */
    public void forEachKind(Consumer<AllDifferent> groups, Consumer<Relation> relations, Consumer<LinearSum> sums,
                            Consumer<Table> tables, Consumer<Mdd> diagrams, Consumer<Domain> domains) {
        Constraint.Visitor<Void> sorter = new Constraint.Visitor<>() {
            @Override
            public Void allDifferent(AllDifferent c) {
                groups.accept(c);
                return null;
            }

            @Override
            public Void relation(Relation c) {
                relations.accept(c);
                return null;
            }

            @Override
            public Void linearSum(LinearSum c) {
                sums.accept(c);
                return null;
            }

            @Override
            public Void table(Table c) {
                tables.accept(c);
                return null;
            }

            @Override
            public Void mdd(Mdd c) {
                diagrams.accept(c);
                return null;
            }

            @Override
            public Void domain(Domain c) {
                domains.accept(c);
                return null;
            }
        };
        constraints.forEach(c -> c.accept(sorter));
    }

    /**
     * The candidate mask of each cell allowed by the {@link Domain} constraints alone (givens and
     * unary clues), all digits elsewhere. A 0 means the domains contradict each other.
     */
    public int[] initialMasks() {
        int[] masks = new int[cellCount()];
        java.util.Arrays.fill(masks, geometry.fullMask());
        for (Domain d : all(Domain.class)) {
            masks[d.cell()] &= d.mask();
        }
        return masks;
    }

    /** The givens as a grid: the digit of every cell fixed by a single-digit domain, 0 elsewhere. */
    public int[] givens() {
        int[] grid = new int[cellCount()];
        int[] masks = initialMasks();
        for (Domain d : all(Domain.class)) {
            if (d.isSingleton() && Integer.bitCount(masks[d.cell()]) == 1) {
                grid[d.cell()] = Integer.numberOfTrailingZeros(masks[d.cell()]) + 1;
            }
        }
        return grid;
    }

    /** A copy of this model with other constraints (same name and geometry). */
    public Model withConstraints(List<? extends Constraint> replacement) {
        return new Model(name, geometry, replacement);
    }

    /**
     * Checks a complete grid against every constraint, with plain loops that share no code with any
     * engine. Returns one readable line per violated constraint (or per malformed cell); an empty
     * list means the grid is a solution of the model.
     */
    public List<String> violations(int[] grid) {
        List<String> out = new ArrayList<>();
        if (grid == null || grid.length != cellCount()) {
            out.add("the answer has " + (grid == null ? 0 : grid.length) + " cells, the grid " + cellCount());
            return out;
        }
        for (int cell = 0; cell < grid.length; cell++) {
            if (grid[cell] < 1 || grid[cell] > size()) {
                out.add(geometry.cellName(cell) + " holds " + grid[cell] + ", not a digit 1.." + size());
            }
        }
        if (!out.isEmpty()) {
            return out;
        }
        for (Constraint c : constraints) {
            if (!c.holds(grid)) {
                out.add(describeViolation(c, grid));
            }
        }
        return out;
    }

    private String describeViolation(Constraint c, int[] grid) {
        StringBuilder sb = new StringBuilder(c.origin()).append(" is broken:");
        for (int cell : c.cells()) {
            sb.append(' ').append(geometry.cellName(cell)).append('=').append(grid[cell]);
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return "Model " + name + " (" + geometry.describe() + ", " + constraints.size() + " constraints)";
    }
}
