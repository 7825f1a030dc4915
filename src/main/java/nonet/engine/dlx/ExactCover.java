package nonet.engine.dlx;

import nonet.engine.Deadline;

/**
 * Knuth's Algorithm X on dancing links, with every link in flat int arrays (node 0 is the root,
 * nodes 1..columns are column headers, the rest are the matrix entries). Primary columns must be
 * covered exactly once; secondary columns at most once (their headers stay out of the root list,
 * so the search never chooses them, but covering a row removes the rows that clash with it).
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
     * @param maxDepth  the most rows a cover can hold
     */
    ExactCover(int primary, int secondary, int entries, int maxDepth) {
        int columns = primary + secondary;
        int total = 1 + columns + entries;
        left = new int[total];
        right = new int[total];
        up = new int[total];
        down = new int[total];
        column = new int[total];
        option = new int[total];
        size = new int[columns + 1];
        chosen = new int[maxDepth + 1];
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
        solve(0);
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
        cover(best);
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
            for (int j = right[r]; j != r; j = right[j]) {
                cover(column[j]);
            }
            solve(depth + 1);
            for (int j = left[r]; j != r; j = left[j]) {
                uncover(column[j]);
            }
            if (stopped || limited) {
                break;
            }
        }
        uncover(best);
    }

    private void cover(int c) {
        right[left[c]] = right[c];
        left[right[c]] = left[c];
        for (int i = down[c]; i != c; i = down[i]) {
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
