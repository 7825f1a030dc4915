package nonet.model;

/**
 * One primitive of the IR. Every primitive knows how to check itself on a complete grid, with plain
 * loops shared with no engine. Whoever acts on each kind of primitive (an engine compiling the model,
 * the givens checker) does it through a {@link Visitor}, never by testing types, so that a new
 * primitive cannot be skipped without a word: adding it to {@code permits} adds a method to the
 * visitor, and every compile step fails to compile until it handles the primitive or answers that it
 * does not support it. Engines differ in what they support: {@code nonet engines} and each engine's
 * {@code unsupported} answers say which.
 */
public sealed interface Constraint permits AllDifferent, Relation, LinearSum, Table, Mdd, Domain {

    /** Where the constraint came from, for people: "distinct rows", "cage 15 r1c3 r1c4", "given r5c3 = 1". */
    String origin();

    /** The cells the constraint mentions, in its own order. */
    int[] cells();

    /** Whether a complete grid (digits 1..N, index = cell) satisfies the constraint. */
    boolean holds(int[] grid);

    /** Calls the visitor's method for this primitive. */
    <R> R accept(Visitor<R> visitor);

    /** One method per primitive, none with a default: the single dispatch over the IR. */
    interface Visitor<R> {

        R allDifferent(AllDifferent c);

        R relation(Relation c);

        R linearSum(LinearSum c);

        R table(Table c);

        R mdd(Mdd c);

        R domain(Domain c);
    }
}
