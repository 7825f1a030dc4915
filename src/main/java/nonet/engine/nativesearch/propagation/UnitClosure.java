package nonet.engine.nativesearch.propagation;

/**
 * What one assumed placement implies, on a copy of the candidates, by the cheap deductions of
 * peers, exact groups and relations: a placed digit leaves its peers, a cell with few digits left
 * strikes what its relation arcs let none of them keep, a cell with one digit is placed, a digit
 * with one place left in an exact group goes there, and a digit down to two places in a group
 * strikes what conflicts with both (as {@link CommonConflicts} does for the sets of two). It reads
 * only the peers, exact groups and relations, so what it strikes follows from the model. Built for
 * speed over strength ({@link ConstructiveDisjunction} runs it several times a node): it leaves out
 * every n-ary filter and works on each digit's places as a bit board over the cells, in bulk. A
 * strike is a word operation on a board; the cells with no digit, one or two are found by counting
 * in bit slices over the boards, a batch of new singles at a time; a group's places of a digit are
 * looked at only when the digit lost a place in it.
 *
 * <p>Every rule only strikes, and each stays true as the candidates narrow, so the closure's end
 * does not depend on the order the rules run in: the order here is the cheapest one.
 */
final class UnitClosure {

    private final CompiledModel m;
    private final int size;
    private final int words;
    /** Words of a bit set over the exact groups. */
    private final int groupWords;
    /** Per exact group, its cells as a board of {@code words} longs. */
    private final long[] groupBoard;
    /** Per cell, its exact groups as a bit set of {@code groupWords} longs. */
    private final long[] cellGroupBits;
    /** Every cell of the grid, as a board. */
    private final long[] allCells;
    /** Cells whose arcs may strike when they hold two digits, and those whose arcs may strike with three or more. */
    private final long[] pairRevised;
    private final long[] wideRevised;
    /** Per cell, the most digits it may hold while one of its arcs can still strike. */
    private final int[] arcsStrikeUpTo;

    /**
     * Per placement (cell, digit) and per digit e, the cells that lose e: {@code conflicts[((cell *
     * size + digit) * size + e) * words + w]}; and per placement, the digits with such cells. The
     * same for the relation arcs alone, which a cell with few digits intersects over its digits.
     */
    private final long[] conflicts;
    private final int[] conflictDigits;
    private final long[] arcConflicts;
    private final int[] arcDigits;

    /** The candidates as the probe narrows them, per digit as a board over the cells. */
    final long[] boards;
    /** The start's boards, and its placed cells (their conflicts are struck already). */
    private long[] start;
    private final long[] startPlaced;
    /** The cells whose placement's conflicts are struck. */
    private final long[] placed;
    /** Per digit, the cells that lost it since its groups were last looked at; the digits with some. */
    private final long[] lost;
    private int lostDigits;
    /** The cells that lost a digit since the last count. */
    private final long[] touched;
    /** Per count: the cells with at least one digit, two, three. */
    private final long[] ones;
    private final long[] twos;
    private final long[] threes;
    private final long[] groupsToLook;
    /** A pass's new singles and cells to revise. */
    private final long[] singles;
    private final long[] revised;
    /** Whether the pass at hand struck something. */
    private boolean struck;

    UnitClosure(CompiledModel m, CellGroups index, ArcReach reach) {
        this.m = m;
        this.size = m.size;
        this.words = wordsOf(m);
        this.groupWords = (m.groupCount + 63) >>> 6;
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
        allCells = new long[words];
        pairRevised = new long[words];
        wideRevised = new long[words];
        arcsStrikeUpTo = new int[m.cellCount];
        int[] arcStrikesUpTo = reach.arcStrikesUpTo();
        for (int c = 0; c < m.cellCount; c++) {
            allCells[c >>> 6] |= 1L << c;
            for (int a = m.arcStart[c]; a < m.arcStart[c + 1]; a++) {
                arcsStrikeUpTo[c] = Math.max(arcsStrikeUpTo[c], arcStrikesUpTo[a]);
            }
            if (arcsStrikeUpTo[c] >= 2) {
                pairRevised[c >>> 6] |= 1L << c;
            }
            if (arcsStrikeUpTo[c] >= 3) {
                wideRevised[c >>> 6] |= 1L << c;
            }
        }
        int entries = m.cellCount * size * size * words;
        conflicts = new long[entries];
        conflictDigits = new int[m.cellCount * size];
        arcConflicts = new long[entries];
        arcDigits = new int[m.cellCount * size];
        for (int c = 0; c < m.cellCount; c++) {
            for (int d = 0; d < size; d++) {
                int placement = c * size + d;
                for (int i = m.peerStart[c]; i < m.peerStart[c + 1]; i++) {
                    mark(conflicts, conflictDigits, placement, d, m.peers[i]);
                }
                for (int a = m.arcStart[c]; a < m.arcStart[c + 1]; a++) {
                    int allowed = m.arcSupport[m.arcOffset[a] + d];
                    for (int e = 0; e < size; e++) {
                        if ((allowed & (1 << e)) == 0) {
                            mark(conflicts, conflictDigits, placement, e, m.arcOther[a]);
                            mark(arcConflicts, arcDigits, placement, e, m.arcOther[a]);
                        }
                    }
                }
            }
        }
        boards = new long[size * words];
        startPlaced = new long[words];
        placed = new long[words];
        lost = new long[size * words];
        touched = new long[words];
        ones = new long[words];
        twos = new long[words];
        threes = new long[words];
        groupsToLook = new long[groupWords];
        singles = new long[words];
        revised = new long[words];
    }

    private void mark(long[] sets, int[] digits, int placement, int digit, int cell) {
        sets[(placement * size + digit) * words + (cell >>> 6)] |= 1L << cell;
        digits[placement] |= 1 << digit;
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
     * Sets the start of the next {@link #place} calls: {@code fromBoards} (a fixpoint of the
     * propagator, read but not changed, so the caller must not change it while it is the start).
     */
    void startFrom(long[] fromBoards) {
        start = fromBoards;
        count(fromBoards, 0);
        for (int w = 0; w < words; w++) {
            startPlaced[w] = ones[w] & ~twos[w];
        }
    }

    /** The digits left in {@code cell}, as a mask. */
    int digitsOf(int cell) {
        int mask = 0;
        int w = cell >>> 6;
        for (int d = 0, at = w; d < size; d++, at += words) {
            mask |= (int) ((boards[at] >>> cell) & 1) << d;
        }
        return mask;
    }

    /** Places {@code bit} in {@code cell} on a copy of the start and propagates; false on a contradiction. */
    boolean place(int cell, int bit) {
        System.arraycopy(start, 0, boards, 0, boards.length);
        System.arraycopy(startPlaced, 0, placed, 0, words);
        java.util.Arrays.fill(lost, 0);
        java.util.Arrays.fill(touched, 0);
        lostDigits = 0;
        return settle(cell, Integer.numberOfTrailingZeros(bit)) && run();
    }

    /**
     * Brings {@code after}, what {@link #place} gave from an earlier start that held the present
     * one, down to the present start, and propagates what the start took from it; false on a
     * contradiction. Every rule only strikes, so the end is the one {@link #place} would reach
     * from the present start: the greatest fixpoint under both starts, and the old end holds it.
     */
    boolean resume(long[] after, int at) {
        count(after, at);
        lostDigits = 0;
        for (int w = 0; w < words; w++) {
            placed[w] = ones[w] & ~twos[w];
            touched[w] = 0;
        }
        for (int e = 0, i = 0; e < size; e++) {
            for (int w = 0; w < words; w++, i++) {
                long was = after[at + i];
                long is = was & start[i];
                boards[i] = is;
                lost[i] = was & ~is;
                if (was != is) {
                    touched[w] |= was & ~is;
                    lostDigits |= 1 << e;
                }
            }
        }
        return lostDigits == 0 || run();
    }

    private boolean run() {
        while (true) {
            count(boards, 0);
            struck = false;
            // the counts go stale as this pass strikes: each cell is checked again when it is read
            for (int w = 0; w < words; w++) {
                if ((allCells[w] & ~ones[w]) != 0) {
                    return false;
                }
                singles[w] = ones[w] & ~twos[w] & ~placed[w];
                revised[w] = touched[w] & twos[w] & ((~threes[w] & pairRevised[w]) | wideRevised[w]);
                touched[w] = 0;
                placed[w] |= singles[w];
            }
            for (int w = 0; w < words; w++) {
                for (long cells = singles[w]; cells != 0; cells &= cells - 1) {
                    if (!strikeSingle((w << 6) + Long.numberOfTrailingZeros(cells))) {
                        return false;
                    }
                }
                for (long cells = revised[w]; cells != 0; cells &= cells - 1) {
                    revise((w << 6) + Long.numberOfTrailingZeros(cells));
                }
            }
            if (!struck) {
                if (lostDigits == 0) {
                    return true;
                }
                if (!lookAtGroups()) {
                    return false;
                }
            }
        }
    }

    /** Counts each cell's digits in bit slices, up to three, on the boards at {@code at} in {@code from}. */
    private void count(long[] from, int at) {
        for (int w = 0; w < words; w++) {
            long one = 0;
            long two = 0;
            long three = 0;
            for (int i = at + w, end = at + boards.length; i < end; i += words) {
                long x = from[i];
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            ones[w] = one;
            twos[w] = two;
            threes[w] = three;
        }
    }

    /** Places digit d in {@code cell} at once, its other digits and its conflicts struck; false if d is gone from it. */
    private boolean settle(int cell, int d) {
        int w = cell >>> 6;
        long cellBit = 1L << cell;
        if ((placed[w] & cellBit) != 0) {
            return (boards[d * words + w] & cellBit) != 0;
        }
        placed[w] |= cellBit;
        keepOnly(cell, d);
        strikeConflicts(cell * size + d);
        return true;
    }

    /** Strikes every conflict of the placement in {@code cell}; false if the cell is empty. */
    private boolean strikeSingle(int cell) {
        int mask = digitsOf(cell);
        if (mask == 0) {
            return false; // another single of this batch took its digit
        }
        strikeConflicts(cell * size + Integer.numberOfTrailingZeros(mask));
        return true;
    }

    /** Strikes every conflict of a placement, peers and relation arcs alike. */
    private void strikeConflicts(int placement) {
        for (int rest = conflictDigits[placement]; rest != 0; rest &= rest - 1) {
            int e = Integer.numberOfTrailingZeros(rest);
            strike(e, conflicts, (placement * size + e) * words);
        }
    }

    /** Strikes in the arc neighbours of a cell with few digits what no digit of it lets them keep. */
    private void revise(int cell) {
        int mask = digitsOf(cell);
        if (Integer.bitCount(mask) > arcsStrikeUpTo[cell] || (mask & (mask - 1)) == 0) {
            return;
        }
        int firstPlacement = cell * size + Integer.numberOfTrailingZeros(mask);
        int digits = arcDigits[firstPlacement];
        for (int rest = mask & (mask - 1); rest != 0; rest &= rest - 1) {
            digits &= arcDigits[cell * size + Integer.numberOfTrailingZeros(rest)];
        }
        for (; digits != 0; digits &= digits - 1) {
            int e = Integer.numberOfTrailingZeros(digits);
            int at = e * words;
            for (int w = 0; w < words; w++) {
                long hit = boards[at + w] & arcConflicts[(firstPlacement * size + e) * words + w];
                for (int rest = mask & (mask - 1); rest != 0 && hit != 0; rest &= rest - 1) {
                    hit &= arcConflicts[((cell * size + Integer.numberOfTrailingZeros(rest)) * size + e) * words + w];
                }
                strikeWord(e, w, hit);
            }
        }
    }

    /**
     * The groups where a digit lost places: none left is a contradiction, one is placed, two strike
     * what both places conflict with.
     */
    private boolean lookAtGroups() {
        while (lostDigits != 0) {
            int d = Integer.numberOfTrailingZeros(lostDigits);
            lostDigits &= lostDigits - 1;
            int base = d * words;
            java.util.Arrays.fill(groupsToLook, 0);
            for (int w = 0; w < words; w++) {
                for (long cells = lost[base + w]; cells != 0; cells &= cells - 1) {
                    int from = ((w << 6) + Long.numberOfTrailingZeros(cells)) * groupWords;
                    for (int gw = 0; gw < groupWords; gw++) {
                        groupsToLook[gw] |= cellGroupBits[from + gw];
                    }
                }
                lost[base + w] = 0;
            }
            for (int gw = 0; gw < groupWords; gw++) {
                for (long groups = groupsToLook[gw]; groups != 0; groups &= groups - 1) {
                    int g = ((gw << 6) + Long.numberOfTrailingZeros(groups)) * words;
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
                        if (!settle(first, d)) {
                            return false;
                        }
                    } else {
                        strikeCommon(first * size + d, placeFrom(base, g, first + 1) * size + d);
                    }
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
    private void strikeCommon(int one, int two) {
        for (int rest = conflictDigits[one] & conflictDigits[two]; rest != 0; rest &= rest - 1) {
            int e = Integer.numberOfTrailingZeros(rest);
            int from1 = (one * size + e) * words;
            int from2 = (two * size + e) * words;
            for (int w = 0; w < words; w++) {
                strikeWord(e, w, boards[e * words + w] & conflicts[from1 + w] & conflicts[from2 + w]);
            }
        }
    }

    /** Strikes every digit but {@code digit} from {@code cell}. */
    private void keepOnly(int cell, int digit) {
        int w = cell >>> 6;
        long cellBit = 1L << cell;
        for (int e = 0; e < size; e++) {
            if (e != digit) {
                strikeWord(e, w, boards[e * words + w] & cellBit);
            }
        }
    }

    /** Strikes digit e from the cells of the board at {@code from} in {@code sets}. */
    private void strike(int e, long[] sets, int from) {
        for (int w = 0; w < words; w++) {
            strikeWord(e, w, boards[e * words + w] & sets[from + w]);
        }
    }

    /** Strikes digit e from the cells of {@code hit} (live places of e in word w), noting what changed. */
    private void strikeWord(int e, int w, long hit) {
        if (hit != 0) {
            boards[e * words + w] &= ~hit;
            lost[e * words + w] |= hit;
            touched[w] |= hit;
            lostDigits |= 1 << e;
            struck = true;
        }
    }
}
