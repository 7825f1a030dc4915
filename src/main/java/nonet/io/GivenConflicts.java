package nonet.io;

import nonet.model.AllDifferent;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.model.Relation;

/**
 * Finds givens that contradict each other directly (two equal givens in one distinct group, or a
 * pair of givens a relation forbids). Such input is malformed rather than merely unsolvable: the
 * user typed a grid that breaks its own rules, and deserves a message pointing at the cell.
 */
final class GivenConflicts {

    /** A conflict: the cell to point at (the later of the two) and what is wrong. */
    record Conflict(int cell, String message) {
    }

    private GivenConflicts() {
    }

    static Conflict find(Model model) {
        int[] givens = model.givens();
        Geometry g = model.geometry();
        for (AllDifferent group : model.all(AllDifferent.class)) {
            int[] cells = group.cells();
            for (int i = 0; i < cells.length; i++) {
                for (int j = i + 1; j < cells.length; j++) {
                    int a = cells[i];
                    int b = cells[j];
                    if (givens[a] != 0 && givens[a] == givens[b]) {
                        return new Conflict(Math.max(a, b), "given " + givens[a] + " appears twice in one group ("
                                + group.origin() + "): " + g.cellName(Math.min(a, b)) + " and " + g.cellName(Math.max(a, b)));
                    }
                }
            }
        }
        for (Relation r : model.all(Relation.class)) {
            if (givens[r.a()] != 0 && givens[r.b()] != 0 && !r.allows(givens[r.a()], givens[r.b()])) {
                return new Conflict(Math.max(r.a(), r.b()), "givens " + g.cellName(r.a()) + " = " + givens[r.a()] + " and "
                        + g.cellName(r.b()) + " = " + givens[r.b()] + " break " + r.origin());
            }
        }
        return null;
    }
}
