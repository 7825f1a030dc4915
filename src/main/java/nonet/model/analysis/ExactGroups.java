package nonet.model.analysis;

import nonet.model.AllDifferent;

/**
 * The one test of an exact group: a distinct group marked exact that holds N cells of an N-grid, so
 * every digit appears in it exactly once. Hidden singles, at-least-one clauses, exact-cover columns
 * and local search's tiles rely on it; a group marked exact with another number of cells is treated
 * as merely distinct, so no engine claims digits that cannot fit.
 */
public final class ExactGroups {

    private ExactGroups() {
    }

    public static boolean isExact(AllDifferent group, int n) {
        return group.exact() && group.cells().length == n;
    }
}
