package nonet.engine.dlx;

import nonet.engine.Deadline;

/**
 * Knuth's Algorithm X on dancing links, with every link in flat int arrays (node 0 is the root,
 * nodes 1..columns are column headers, the rest are the matrix entries). Primary columns must be
 * covered exactly once; secondary columns at most once (their headers stay out of the root list,
 * so the search never chooses them, but covering a row removes the rows that clash with it).
 *
 * <p>Relations are not columns but {@link RelationArcs}: after each choice the search removes every
 * row (cell, digit) that some partner cell can no longer support, to a fixpoint (arc consistency),
 * and backs out of the branch when a cell has no digit left. A column per forbidden pair of options
 * would only be forward checking: an option whose partners' supporting options have all gone would
 * stay until chosen, and random relation-heavy puzzles wandered through such branches for seconds.
 * Removed rows shrink their columns, so fewest-rows-first sees them.
 */
final class ExactCover {

    /** Receives each exact cover found, as the option numbers of its rows; returns false to stop. */
    interface Listener {
        boolean found(int[] options, int length);
    }

    private final int[] left;
    private final int[] right;
    private final int[] up;
    private final int[] down;
    private final int[] column;
    private final int[] option;
    private final int[] size;
    private final int[] chosen;
    private int nodeCount;

    private final int digits;
    private final RelationArcs arcs;
    /** The first node of each option's row, 0 for an option with no row. */
    private final int[] rowOf;
    /** Per cell, the digit indices whose rows are still in the matrix. */
    private final int[] live;
    /** Per cell, the bit of the digit index its chosen row holds, 0 while it has none. */
    private final int[] placed;
    /** Rows the propagation removed, undone in reverse order. */
    private final int[] trail;
    private int trailTop;
    /** Cells whose digits shrank, still to be revised against their partners. */
    private final int[] queue;
    private int queueTop;

    private long nodes;
    private long updates;
    private long nodeLimit;
    private Deadline deadline;
    private Listener listener;
    private boolean stopped;
    private boolean limited;

    /**
     * @param primary   number of primary columns (1..primary)
     * @param secondary number of secondary columns (primary+1 .. primary+secondary)
     * @param entries   total number of ones in the matrix
     * @param cells     the cells; option o is cell o / digits holding digit index o % digits
     * @param arcs      the relations between cells' options
     */
    ExactCover(int primary, int secondary, int entries, int cells, int digits, RelationArcs arcs) {
        int columns = primary + secondary;
        int total = 1 + columns + entries;
        left = new int[total];
        right = new int[total];
        up = new int[total];
        down = new int[total];
        column = new int[total];
        option = new int[total];
        size = new int[columns + 1];
        chosen = new int[cells + 1];
        this.digits = digits;
        this.arcs = arcs;
        rowOf = new int[cells * digits];
        live = new int[cells];
        placed = new int[cells];
        trail = new int[cells * digits];
        // every entry is a row's removal (each row is out at most once at a time) or a cell seeded at the root
        queue = new int[cells * digits + cells];
        for (int c = 0; c <= columns; c++) {
            up[c] = c;
            down[c] = c;
            column[c] = c;
            if (c == 0 || c <= primary) {
                left[c] = c == 0 ? primary : c - 1;
                right[c] = c == primary ? 0 : c + 1;
            } else {
                left[c] = c;
                right[c] = c;
            }
        }
        nodeCount = columns + 1;
    }

    /** Adds the row of one option; {@code cols} lists its columns (1-based), the first is a primary one. */
    void addRow(int opt, int[] cols, int count) {
        int first = nodeCount;
        rowOf[opt] = first;
        live[opt / digits] |= 1 << (opt % digits);
        for (int i = 0; i < count; i++) {
            int n = nodeCount++;
            int c = cols[i];
            column[n] = c;
            option[n] = opt;
            up[n] = up[c];
            down[n] = c;
            down[up[c]] = n;
            up[c] = n;
            size[c]++;
            left[n] = i == 0 ? n : n - 1;
            right[n] = first;
            if (i > 0) {
                right[n - 1] = n;
            }
            left[first] = n;
        }
    }

    /** Searches for covers; answers whether the search space was exhausted (no limit stopped it). */
    boolean search(long nodeLimit, Deadline deadline, Listener listener) {
        this.nodeLimit = nodeLimit;
        this.deadline = deadline;
        this.listener = listener;
        stopped = false;
        limited = false;
        for (int cell = 0; cell < live.length; cell++) {
            if (!arcs.isEmpty(cell)) {
                queue[queueTop++] = cell;
            }
        }
        if (propagate(0)) {
            solve(0);
        }
        return !limited && !stopped;
    }

    /** Whether a node or time limit (not the listener) ended the search. */
    boolean limited() {
        return limited;
    }

    long nodes() {
        return nodes;
    }

    long updates() {
        return updates;
    }

    private void solve(int depth) {
        if (right[0] == 0) {
            int[] opts = new int[depth];
            for (int i = 0; i < depth; i++) {
                opts[i] = option[chosen[i]];
            }
            if (!listener.found(opts, depth)) {
                stopped = true;
            }
            return;
        }
        int best = right[0];
        int bestSize = size[best];
        for (int c = right[best]; c != 0 && bestSize > 1; c = right[c]) {
            if (size[c] < bestSize) {
                best = c;
                bestSize = size[c];
            }
        }
        if (bestSize == 0) {
            return;
        }
        int queueMark = queueTop;
        cover(best);
        int branchMark = queueTop;
        for (int r = down[best]; r != best; r = down[r]) {
            if ((nodeLimit > 0 && nodes >= nodeLimit) || ((nodes + 1) & 1023) == 0 && deadline.passed()) {
                limited = true;
            } else {
                nodes++;
            }
            if (limited) {
                break;
            }
            chosen[depth] = r;
            int cell = option[r] / digits;
            placed[cell] = 1 << (option[r] % digits);
            for (int j = right[r]; j != r; j = right[j]) {
                cover(column[j]);
            }
            int trailMark = trailTop;
            // the removals of covering this column stay queued for every branch; the branch's own go with it
            if (propagate(queueMark)) {
                solve(depth + 1);
            }
            while (trailTop > trailMark) {
                restoreRow(trail[--trailTop]);
            }
            queueTop = branchMark;
            placed[cell] = 0;
            for (int j = left[r]; j != r; j = left[j]) {
                uncover(column[j]);
            }
            if (stopped || limited) {
                break;
            }
        }
        uncover(best);
        queueTop = queueMark;
    }

    /**
     * Revises the partners of the queued cells from {@code from} on until nothing changes; false
     * when a cell is left without a digit or a chosen digit loses its support.
     */
    private boolean propagate(int from) {
        for (int q = from; q < queueTop; q++) {
            int cell = queue[q];
            int own = live[cell] | placed[cell];
            if (own == 0) {
                return false;
            }
            for (int arc = 0; arc < arcs.arcCount(cell); arc++) {
                int partner = arcs.partner(cell, arc);
                int keep = arcs.supported(cell, arc, own);
                if ((placed[partner] & ~keep) != 0) {
                    return false;
                }
                for (int drop = live[partner] & ~keep; drop != 0; drop &= drop - 1) {
                    removeRow(rowOf[partner * digits + Integer.numberOfTrailingZeros(drop)]);
                }
                if ((live[partner] | placed[partner]) == 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Takes a row that is wholly in the matrix out of every column it is in. */
    private void removeRow(int r) {
        kill(option[r]);
        int j = r;
        do {
            down[up[j]] = down[j];
            up[down[j]] = up[j];
            size[column[j]]--;
            updates++;
            j = right[j];
        } while (j != r);
        trail[trailTop++] = r;
    }

    private void restoreRow(int r) {
        int j = r;
        do {
            j = left[j];
            size[column[j]]++;
            down[up[j]] = j;
            up[down[j]] = j;
        } while (j != r);
        revive(option[r]);
    }

    /** Records that an option's row left the matrix, and queues its cell when relations watch it. */
    private void kill(int opt) {
        int cell = opt / digits;
        live[cell] &= ~(1 << (opt % digits));
        if (!arcs.isEmpty(cell)) {
            queue[queueTop++] = cell;
        }
    }

    private void revive(int opt) {
        live[opt / digits] |= 1 << (opt % digits);
    }

    private void cover(int c) {
        right[left[c]] = right[c];
        left[right[c]] = left[c];
        for (int i = down[c]; i != c; i = down[i]) {
            kill(option[i]);
            for (int j = right[i]; j != i; j = right[j]) {
                down[up[j]] = down[j];
                up[down[j]] = up[j];
                size[column[j]]--;
                updates++;
            }
        }
    }

    private void uncover(int c) {
        for (int i = up[c]; i != c; i = up[i]) {
            revive(option[i]);
            for (int j = left[i]; j != i; j = left[j]) {
                size[column[j]]++;
                down[up[j]] = j;
                up[down[j]] = j;
            }
        }
        right[left[c]] = c;
        left[right[c]] = c;
    }
}
