package nonet.engine.logic;

/**
 * The rules of the logic solver, easiest first: the order is the difficulty scale. Each has a base
 * rating on Sudoku Explainer's scale (docs/engines.md has the table); chains and forcing chains add
 * to it with their length ({@link Rating}).
 *
 * <p>The techniques from {@link #XY_WING} on are the advanced tier: they run only when every basic
 * technique is stuck, and the first of them that makes progress is the one a round uses.
 */
public enum Technique {
    GIVENS("givens", 0.0),
    NAKED_SINGLE("naked single", 2.3),
    HIDDEN_SINGLE("hidden single", 1.5),
    RELATION_SUPPORT("relation support", 2.0),
    SUM_COMBINATIONS("sum combinations", 2.2),
    TABLE_SUPPORT("table support", 2.2),
    LINE_SUPPORT("line rule support", 2.4),
    POINTING("pointing", 2.6),
    CLAIMING("claiming", 2.8),
    INTERSECTION("intersection exclusion", 2.8),
    NAKED_PAIR("naked pair", 3.0),
    HIDDEN_PAIR("hidden pair", 3.4),
    X_WING("x-wing", 3.2),
    FINNED_X_WING("finned x-wing", 3.4),
    SASHIMI_X_WING("sashimi x-wing", 3.5),
    NAKED_TRIPLE("naked triple", 3.6),
    HIDDEN_TRIPLE("hidden triple", 4.0),
    SWORDFISH("swordfish", 3.8),
    FINNED_SWORDFISH("finned swordfish", 4.0),
    SASHIMI_SWORDFISH("sashimi swordfish", 4.1),
    NAKED_QUAD("naked quad", 5.0),
    HIDDEN_QUAD("hidden quad", 5.4),
    JELLYFISH("jellyfish", 5.2),
    FINNED_JELLYFISH("finned jellyfish", 5.4),
    SASHIMI_JELLYFISH("sashimi jellyfish", 5.5),
    XYZ_WING("xyz-wing", 4.4),
    UNIQUE_RECTANGLE_1("unique rectangle type 1", 4.5),
    UNIQUE_RECTANGLE_2("unique rectangle type 2", 4.6),
    UNIQUE_RECTANGLE_3("unique rectangle type 3", 4.6),
    UNIQUE_RECTANGLE_4("unique rectangle type 4", 4.5),
    BUG_PLUS_1("bug+1", 5.6),
    XY_WING("xy-wing", 4.2),
    W_WING("w-wing", 4.4),
    TURBOT_FISH("turbot fish", 6.6),
    X_CHAIN("x-chain", 6.6),
    XY_CHAIN("xy-chain", 6.6),
    AIC("alternating inference chain", 7.0),
    GROUPED_X_CHAIN("grouped x-chain", 6.7),
    GROUPED_AIC("grouped alternating inference chain", 7.1),
    ALS_XZ("als-xz", 7.5),
    ALS_XY_WING("als-xy-wing", 7.7),
    FORCING_CHAIN("forcing chain", 8.0),
    NESTED_FORCING_CHAIN("nested forcing chain", 9.5);

    private final String label;
    private final double rating;

    Technique(String label, double rating) {
        this.label = label;
        this.rating = rating;
    }

    /** The name people use for it. */
    public String label() {
        return label;
    }

    /** The rating of its simplest step, before any length increment. */
    public double rating() {
        return rating;
    }

    /** Whether it belongs to the tier that runs only when every basic technique is stuck. */
    boolean advanced() {
        return compareTo(XY_WING) >= 0;
    }

    static Technique nakedSubset(int size) {
        return size == 2 ? NAKED_PAIR : size == 3 ? NAKED_TRIPLE : NAKED_QUAD;
    }

    static Technique hiddenSubset(int size) {
        return size == 2 ? HIDDEN_PAIR : size == 3 ? HIDDEN_TRIPLE : HIDDEN_QUAD;
    }
}
