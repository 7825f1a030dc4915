package nonet.engine.cnf;

import nonet.model.Relation;

/**
 * The clauses of a {@link Relation}: one binary clause per forbidden pair; a digit of one cell that
 * no digit of the other supports becomes a unit clause instead of N pairs.
 */
final class RelationEncoding {

    private RelationEncoding() {
    }

    static void encode(Cnf.Builder cnf, int n, Relation r) {
        int full = (1 << n) - 1;
        Relation back = r.reversed();
        for (int da = 1; da <= n; da++) {
            if ((r.allowedFor(da) & full) == 0) {
                cnf.clause(-cnf.cellVar(r.a(), da));
            }
        }
        for (int db = 1; db <= n; db++) {
            if ((back.allowedFor(db) & full) == 0) {
                cnf.clause(-cnf.cellVar(r.b(), db));
            }
        }
        for (int da = 1; da <= n; da++) {
            if ((r.allowedFor(da) & full) == 0) {
                continue;
            }
            for (int db = 1; db <= n; db++) {
                if (!r.allows(da, db) && (back.allowedFor(db) & full) != 0) {
                    cnf.clause(-cnf.cellVar(r.a(), da), -cnf.cellVar(r.b(), db));
                }
            }
        }
    }
}
