package nonet.model;

/**
 * One primitive of the IR. Every primitive knows how to
 * check itself on a complete grid, with plain loops shared with no engine.
 */
public sealed interface Constraint permits AllDifferent, Relation, LinearSum, Table, Mdd, Domain {

    /** Where the constraint came from, for people: "distinct rows", "cage 15 r1c3 r1c4", "given r5c3 = 1". */
    String origin();

    /** The cells the constraint mentions, in its own order. */
    int[] cells();

    /** Whether a complete grid (digits 1..N, index = cell) satisfies the constraint. */
    boolean holds(int[] grid);
}
