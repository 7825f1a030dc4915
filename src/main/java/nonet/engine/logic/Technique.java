package nonet.engine.logic;

/** The rules of the logic solver, easiest first: the order is the difficulty scale. */
public enum Technique {
    GIVENS("givens"),
    NAKED_SINGLE("naked single"),
    HIDDEN_SINGLE("hidden single"),
    RELATION_SUPPORT("relation support"),
    SUM_COMBINATIONS("sum combinations"),
    TABLE_SUPPORT("table support"),
    LINE_SUPPORT("line rule support"),
    POINTING("pointing"),
    CLAIMING("claiming"),
    INTERSECTION("intersection exclusion"),
    NAKED_PAIR("naked pair"),
    HIDDEN_PAIR("hidden pair"),
    X_WING("x-wing"),
    NAKED_TRIPLE("naked triple"),
    HIDDEN_TRIPLE("hidden triple"),
    SWORDFISH("swordfish"),
    NAKED_QUAD("naked quad"),
    HIDDEN_QUAD("hidden quad");

    private final String label;

    Technique(String label) {
        this.label = label;
    }

    /** The name people use for it. */
    public String label() {
        return label;
    }

    static Technique nakedSubset(int size) {
        return size == 2 ? NAKED_PAIR : size == 3 ? NAKED_TRIPLE : NAKED_QUAD;
    }

    static Technique hiddenSubset(int size) {
        return size == 2 ? HIDDEN_PAIR : size == 3 ? HIDDEN_TRIPLE : HIDDEN_QUAD;
    }
}
