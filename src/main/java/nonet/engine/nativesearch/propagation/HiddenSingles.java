package nonet.engine.nativesearch.propagation;

/**
 * In a group holding every digit once, a digit with one place left goes there: the cheap
 * alternative to {@link GroupFilter} on exact groups. Digits seen at least once and at least
 * twice are accumulated with two masks, so a group costs one pass.
 */
final class HiddenSingles {

    private HiddenSingles() {
    }

    /** Places every hidden single of every exact group; false on a contradiction. */
    static boolean run(CompiledModel m, int[] masks, Propagator out) {
        int full = m.fullMask;
        int[] cells = m.groupCells;
        int[] start = m.groupStart;
        for (int g = 0; g < m.groupCount; g++) {
            int once = 0;
            int twice = 0;
            int end = start[g + 1];
            for (int i = start[g]; i < end; i++) {
                int mk = masks[cells[i]];
                twice |= once & mk;
                once |= mk;
            }
            if (once != full) {
                return false;
            }
            int unique = once & ~twice;
            if (unique == 0) {
                continue;
            }
            for (int i = start[g]; i < end; i++) {
                int cell = cells[i];
                int mk = masks[cell];
                int hit = mk & unique;
                if (hit != 0 && hit != mk) {
                    if ((hit & (hit - 1)) != 0) {
                        return false;
                    }
                    out.narrow(masks, cell, hit); // one digit left: never empty
                } else if (hit != 0 && (hit & (hit - 1)) != 0) {
                    return false;
                }
            }
        }
        return true;
    }
}
