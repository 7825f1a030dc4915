package nonet.engine.nativesearch.propagation;

/**
 * What one assumed placement implies by unit propagation alone, on a copy of the candidates: a
 * placed digit leaves its peers, a cell with few digits left revises its relation arcs, a cell
 * with one digit is placed and a digit with one place left in an exact group goes there. It reads
 * only the peers, exact groups and relations, so what it strikes follows from the model. Built for
 * speed over strength ({@link ConstructiveDisjunction} runs it several times a node): it leaves
 * out every n-ary filter and the common conflicts, keeps each digit's places as a bit board over
 * the cells (a placement's conflicts are a few word operations per digit) and counts each digit's
 * places per group as it strikes them.
 */
final class UnitClosure {

    private final CompiledModel m;
    private final int words;
    /** Per exact group, its cells as a board of {@code words} longs. */
    private final long[] groupBoard;
    private final int[] cellGroupStart;
    private final int[] cellGroups;
    private final int[] arcStrikesUpTo;
    private final int[] reviseUpTo;

    /**
     * Per placement (cell, digit) and per digit e, the cells that lose e: {@code conflicts[((cell *
     * size + digit) * size + e) * words + w]}; and per placement, the digits with such cells.
     */
    private final long[] conflicts;
    private final int[] conflictDigits;

    /** The candidates as the probe narrows them: per cell, and per digit as a board over the cells. */
    final int[] masks;
    final long[] boards;
    /** Per exact group and digit ({@code g * size + digit}), its places left. */
    private final int[] counts;
    private final int[] stack;
    private final boolean[] stacked;
    private int top;
    /** Placements found by hidden singles, waiting: the cell, and the digit's bit. */
    private final int[] singleCell;
    private final int[] singleBit;
    private int singles;

    UnitClosure(CompiledModel m, CellGroups index, ArcReach reach) {
        this.m = m;
        this.words = wordsOf(m);
        this.cellGroupStart = index.start();
        this.cellGroups = index.groups();
        this.arcStrikesUpTo = reach.arcStrikesUpTo();
        this.reviseUpTo = reach.reviseUpTo();
        groupBoard = new long[m.groupCount * words];
        for (int g = 0; g < m.groupCount; g++) {
            for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
                int c = m.groupCells[i];
                groupBoard[g * words + (c >>> 6)] |= 1L << c;
            }
        }
        conflicts = new long[m.cellCount * m.size * m.size * words];
        conflictDigits = new int[m.cellCount * m.size];
        for (int c = 0; c < m.cellCount; c++) {
            for (int d = 0; d < m.size; d++) {
                int placement = c * m.size + d;
                for (int i = m.peerStart[c]; i < m.peerStart[c + 1]; i++) {
                    mark(placement, d, m.peers[i]);
                }
                for (int a = m.arcStart[c]; a < m.arcStart[c + 1]; a++) {
                    int allowed = m.arcSupport[m.arcOffset[a] + d];
                    for (int e = 0; e < m.size; e++) {
                        if ((allowed & (1 << e)) == 0) {
                            mark(placement, e, m.arcOther[a]);
                        }
                    }
                }
            }
        }
        masks = new int[m.cellCount];
        counts = new int[m.groupCount * m.size];
        boards = new long[m.size * words];
        stack = new int[m.cellCount];
        stacked = new boolean[m.cellCount];
        singleCell = new int[m.groupCount * m.size + 1];
        singleBit = new int[m.groupCount * m.size + 1];
    }

    private void mark(int placement, int digit, int cell) {
        conflicts[(placement * m.size + digit) * words + (cell >>> 6)] |= 1L << cell;
        conflictDigits[placement] |= 1 << digit;
    }

    /** The one place left of the digit whose board starts at {@code base} in the group whose board starts at {@code g}. */
    private int lastPlace(int base, int g) {
        for (int w = 0; ; w++) {
            long places = boards[base + w] & groupBoard[g + w];
            if (places != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(places);
            }
        }
    }

    /** Fills {@code counts} with the places of each digit in each exact group, from {@code boards}. */
    void countsOf(long[] boards, int[] counts) {
        for (int g = 0; g < m.groupCount; g++) {
            for (int d = 0; d < m.size; d++) {
                int count = 0;
                for (int w = 0; w < words; w++) {
                    count += Long.bitCount(boards[d * words + w] & groupBoard[g * words + w]);
                }
                counts[g * m.size + d] = count;
            }
        }
    }

    static int wordsOf(CompiledModel m) {
        return (m.cellCount + 63) >>> 6;
    }

    /** Fills {@code boards} with each digit's places in {@code from}. */
    static void boardsOf(int[] from, long[] boards, int words) {
        java.util.Arrays.fill(boards, 0);
        for (int c = 0; c < from.length; c++) {
            long cellBit = 1L << c;
            int w = c >>> 6;
            for (int rest = from[c]; rest != 0; rest &= rest - 1) {
                boards[Integer.numberOfTrailingZeros(rest) * words + w] |= cellBit;
            }
        }
    }

    /**
     * Starts from {@code fromMasks} and {@code fromBoards} (a fixpoint of the propagator), places
     * {@code bit} in {@code cell} and propagates; false on a contradiction.
     */
    boolean place(int[] fromMasks, long[] fromBoards, int[] fromCounts, int cell, int bit) {
        System.arraycopy(fromMasks, 0, masks, 0, masks.length);
        System.arraycopy(fromBoards, 0, boards, 0, boards.length);
        System.arraycopy(fromCounts, 0, counts, 0, counts.length);
        top = 0;
        singles = 0;
        boolean live = keepOnly(cell, bit) && run();
        while (top > 0) {
            stacked[stack[--top]] = false;
        }
        return live;
    }

    private boolean run() {
        while (true) {
            if (singles > 0) {
                singles--;
                int bit = singleBit[singles];
                int cell = singleCell[singles];
                if ((masks[cell] & bit) == 0 || !keepOnly(cell, bit)) {
                    return false;
                }
            } else if (top > 0) {
                int cell = stack[--top];
                stacked[cell] = false;
                if (!revise(cell)) {
                    return false;
                }
            } else {
                return true;
            }
        }
    }

    private boolean keepOnly(int cell, int bit) {
        for (int rest = masks[cell] & ~bit; rest != 0; rest &= rest - 1) {
            if (!strike(cell, Integer.numberOfTrailingZeros(rest))) {
                return false;
            }
        }
        return true;
    }

    private boolean revise(int cell) {
        int mask = masks[cell];
        if ((mask & (mask - 1)) == 0) {
            // placed: every conflict of the placement at once, peers and relation arcs alike
            int placement = cell * m.size + Integer.numberOfTrailingZeros(mask);
            for (int rest = conflictDigits[placement]; rest != 0; rest &= rest - 1) {
                int e = Integer.numberOfTrailingZeros(rest);
                int from = (placement * m.size + e) * words;
                for (int w = 0; w < words; w++) {
                    for (long hit = boards[e * words + w] & conflicts[from + w]; hit != 0; hit &= hit - 1) {
                        if (!strike((w << 6) + Long.numberOfTrailingZeros(hit), e)) {
                            return false;
                        }
                    }
                }
            }
            return true;
        }
        int digits = Integer.bitCount(mask);
        for (int a = m.arcStart[cell], end = m.arcStart[cell + 1]; a < end; a++) {
            if (digits > arcStrikesUpTo[a]) {
                continue;
            }
            int offset = m.arcOffset[a];
            int allowed = 0;
            for (int rest = mask; rest != 0; rest &= rest - 1) {
                allowed |= m.arcSupport[offset + Integer.numberOfTrailingZeros(rest)];
            }
            int other = m.arcOther[a];
            for (int cut = masks[other] & ~allowed; cut != 0; cut &= cut - 1) {
                if (!strike(other, Integer.numberOfTrailingZeros(cut))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Removes one digit from one cell, queueing what that may imply; false on a contradiction. */
    private boolean strike(int cell, int digit) {
        int bit = 1 << digit;
        int mask = masks[cell] & ~bit;
        masks[cell] = mask;
        if (mask == 0) {
            return false;
        }
        int base = digit * words;
        boards[base + (cell >>> 6)] &= ~(1L << cell);
        if (Integer.bitCount(mask) <= reviseUpTo[cell] && !stacked[cell]) {
            stacked[cell] = true;
            stack[top++] = cell;
        }
        for (int i = cellGroupStart[cell], end = cellGroupStart[cell + 1]; i < end; i++) {
            int g = cellGroups[i];
            int count = --counts[g * m.size + digit];
            if (count == 0) {
                return false;
            }
            if (count == 1) {
                int last = lastPlace(base, g * words);
                singleCell[singles] = last;
                singleBit[singles++] = bit;
            }
        }
        return true;
    }
}
