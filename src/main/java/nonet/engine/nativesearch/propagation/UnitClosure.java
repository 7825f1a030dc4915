package nonet.engine.nativesearch.propagation;

/**
 * What one assumed placement implies, on a copy of the candidates, by the cheap deductions of
 * peers, exact groups and relations: a placed digit leaves its peers, a cell with few digits left
 * revises its relation arcs, a cell with one digit is placed, a digit with one place left in an
 * exact group goes there, and a digit down to two places in a group strikes what conflicts with
 * both (as {@link CommonConflicts} does for the sets of two). It reads only the peers, exact groups
 * and relations, so what it strikes follows from the model. Built for speed over strength
 * ({@link ConstructiveDisjunction} runs it several times a node): it leaves out every n-ary filter,
 * keeps each digit's places as a bit board over the cells (a placement's conflicts are a few word
 * operations per digit) and looks at a group's places of a digit once per batch of strikes, not
 * at every strike.
 *
 * <p>Every rule only strikes, and each stays true as the candidates narrow, so the closure's end
 * does not depend on the order the rules run in: the order here is the cheapest one.
 */
final class UnitClosure {

    private final CompiledModel m;
    private final int words;
    /** Words of a bit set over the exact groups. */
    private final int groupWords;
    /** Per exact group, its cells as a board of {@code words} longs. */
    private final long[] groupBoard;
    /** Per cell, its exact groups as a bit set of {@code groupWords} longs. */
    private final long[] cellGroupBits;
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
    private final int[] stack;
    private final boolean[] stacked;
    private int top;
    /** Per digit, the groups where it lost a place since they were last looked at; and the digits with some. */
    private final long[] changedGroups;
    private int changedDigits;

    UnitClosure(CompiledModel m, CellGroups index, ArcReach reach) {
        this.m = m;
        this.words = wordsOf(m);
        this.groupWords = (m.groupCount + 63) >>> 6;
        this.arcStrikesUpTo = reach.arcStrikesUpTo();
        this.reviseUpTo = reach.reviseUpTo();
        groupBoard = new long[m.groupCount * words];
        for (int g = 0; g < m.groupCount; g++) {
            for (int i = m.groupStart[g]; i < m.groupStart[g + 1]; i++) {
                int c = m.groupCells[i];
                groupBoard[g * words + (c >>> 6)] |= 1L << c;
            }
        }
        cellGroupBits = new long[m.cellCount * groupWords];
        for (int c = 0; c < m.cellCount; c++) {
            for (int i = index.start()[c]; i < index.start()[c + 1]; i++) {
                int g = index.groups()[i];
                cellGroupBits[c * groupWords + (g >>> 6)] |= 1L << g;
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
        boards = new long[m.size * words];
        stack = new int[m.cellCount];
        stacked = new boolean[m.cellCount];
        changedGroups = new long[m.size * groupWords];
    }

    private void mark(int placement, int digit, int cell) {
        conflicts[(placement * m.size + digit) * words + (cell >>> 6)] |= 1L << cell;
        conflictDigits[placement] |= 1 << digit;
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
    boolean place(int[] fromMasks, long[] fromBoards, int cell, int bit) {
        System.arraycopy(fromMasks, 0, masks, 0, masks.length);
        System.arraycopy(fromBoards, 0, boards, 0, boards.length);
        top = 0;
        boolean live = keepOnly(cell, bit) && run();
        while (top > 0) {
            stacked[stack[--top]] = false;
        }
        // a contradiction may leave groups unlooked at, of digits no longer marked
        java.util.Arrays.fill(changedGroups, 0);
        changedDigits = 0;
        return live;
    }

    private boolean run() {
        while (true) {
            if (top > 0) {
                int cell = stack[--top];
                stacked[cell] = false;
                if (!revise(cell)) {
                    return false;
                }
            } else if (changedDigits != 0) {
                int d = Integer.numberOfTrailingZeros(changedDigits);
                changedDigits &= changedDigits - 1;
                if (!lookAtGroups(d)) {
                    return false;
                }
            } else {
                return true;
            }
        }
    }

    /**
     * The groups where digit d lost places: none left is a contradiction, one is placed, two strike
     * what both places conflict with.
     */
    private boolean lookAtGroups(int d) {
        int bit = 1 << d;
        int base = d * words;
        for (int gw = 0; gw < groupWords; gw++) {
            long changed = changedGroups[d * groupWords + gw];
            changedGroups[d * groupWords + gw] = 0;
            for (; changed != 0; changed &= changed - 1) {
                int g = ((gw << 6) + Long.numberOfTrailingZeros(changed)) * words;
                int count = 0;
                for (int w = 0; w < words; w++) {
                    count += Long.bitCount(boards[base + w] & groupBoard[g + w]);
                }
                if (count > 2) {
                    continue;
                }
                if (count == 0) {
                    return false;
                }
                int first = placeFrom(base, g, 0);
                if (count == 1) {
                    if (masks[first] != bit && !keepOnly(first, bit)) {
                        return false;
                    }
                } else if (!strikeCommon(first * m.size + d, placeFrom(base, g, first + 1) * m.size + d)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The first place from cell {@code from} on of the digit whose board starts at {@code base} in the group whose board starts at {@code g}. */
    private int placeFrom(int base, int g, int from) {
        for (int w = from >>> 6; ; w++) {
            long places = boards[base + w] & groupBoard[g + w];
            if (w == from >>> 6) {
                places &= -1L << from;
            }
            if (places != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(places);
            }
        }
    }

    /** Strikes what conflicts with both placements (the two places of one digit in a group). */
    private boolean strikeCommon(int one, int two) {
        for (int rest = conflictDigits[one] & conflictDigits[two]; rest != 0; rest &= rest - 1) {
            int e = Integer.numberOfTrailingZeros(rest);
            int from1 = (one * m.size + e) * words;
            int from2 = (two * m.size + e) * words;
            for (int w = 0; w < words; w++) {
                for (long hit = boards[e * words + w] & conflicts[from1 + w] & conflicts[from2 + w]; hit != 0; hit &= hit - 1) {
                    if (!strike((w << 6) + Long.numberOfTrailingZeros(hit), e)) {
                        return false;
                    }
                }
            }
        }
        return true;
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
        int[] support = m.arcSupport;
        for (int a = m.arcStart[cell], end = m.arcStart[cell + 1]; a < end; a++) {
            if (digits > arcStrikesUpTo[a]) {
                continue;
            }
            int offset = m.arcOffset[a];
            // one or two digits (most arcs strike nothing past two): their supports without a loop
            int allowed = support[offset + Integer.numberOfTrailingZeros(mask)] | support[offset + 31 - Integer.numberOfLeadingZeros(mask)];
            for (int rest = digits > 2 ? mask : 0; rest != 0; rest &= rest - 1) {
                allowed |= support[offset + Integer.numberOfTrailingZeros(rest)];
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
        int mask = masks[cell] & ~(1 << digit);
        masks[cell] = mask;
        if (mask == 0) {
            return false;
        }
        boards[digit * words + (cell >>> 6)] &= ~(1L << cell);
        if (Integer.bitCount(mask) <= reviseUpTo[cell] && !stacked[cell]) {
            stacked[cell] = true;
            stack[top++] = cell;
        }
        changedDigits |= 1 << digit;
        for (int gw = 0, at = digit * groupWords, from = cell * groupWords; gw < groupWords; gw++) {
            changedGroups[at + gw] |= cellGroupBits[from + gw];
        }
        return true;
    }
}
