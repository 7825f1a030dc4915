package nonet.engine.nativesearch.classic9;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;

/**
 * A bitboard solver for plain classic 9x9 (see {@link Classic9Shape}), in the style of Zhou's and
 * JCZSolve's designs. The candidates are 27 words, one per (band, digit): bit {@code 9*r + c} of
 * word {@code 9*band + digit} says that digit may sit in row {@code r} of the band, column c.
 *
 * <p>One word holds everything a digit needs inside a band, so most reasoning is a few operations
 * on one int: the three rows and three boxes of a band must hold the digit in a permutation
 * pattern, so a 512-entry table of the (row, box) segments still possible gives the union of the
 * permutations left, which is at once box-line interaction (pointing and claiming) and a dead-end
 * test; a row left with one place is a hidden single (box singles become row singles through the
 * same table). Placed digits clear their column in the other two bands and their cell in the other
 * eight digits' words. The columns get the same treatment per stack (three columns by three boxes,
 * again a permutation pattern) plus column hidden singles, for the digits whose words changed.
 * Naked singles come from bit-sliced counting across the nine digit words of the bands that
 * changed. Only changed words are looked at again (a 27-bit dirty set). Givens clear their row,
 * box and column when the puzzle is loaded, so the first fixpoint starts from row singles.
 *
 * <p>The search branches as tdoku does, not on cells but on patterns: in a band (or a stack) a
 * digit takes one of six permutation patterns, and the search picks the band or stack with the
 * fewest patterns left over all digits, then its digit with the fewest (two, mostly), and tries
 * each pattern in turn. A pattern fixes a digit's three box segments at once. Pattern branching
 * needs the triad rule (see {@link #triads}) to stay sound in practice: without it four digits
 * could take the same pattern and the conflict would only surface cells later. Together they
 * cut the guesses per puzzle (count to 2) from 570 to 220 on the forum's hardest 1106, 294 to 127
 * on 1905_11+ and 38 to 18 on top1465, measured with {@code nonet bench}; tdoku, which counts a
 * guess per two-way branch where this counts one per pattern tried, reports about half these
 * numbers, so the trees are of a similar size. Each level saves 84 ints in a preallocated stack, so a run
 * allocates nothing but the solutions it keeps and its {@link Result}.
 *
 * <p>Measured and left out (docs/engines.md has the figures): branching on a bivalue cell first
 * (twice the guesses), other digit or unit orders for the pattern branch (more guesses), the
 * JDK's incubating Vector API for the placement's nine-word clear (slower, and it needs
 * {@code --add-modules} at build and run time), branch-free placements, early exits on emptied
 * words. The solver stays one class over 400 lines on purpose: the rules share the words, the
 * dirty sets and the segment entries as fields, and C2 inlines the rule methods into
 * {@code propagate}; split into objects, every rule would reach the state through another
 * reference on the hottest path.
 */
public final class Classic9Solver {

    private static final int BAND = (1 << 27) - 1;
    private static final int WORDS = 27;
    private static final int UNIT_DIGITS = 54;
    /** A level's saved state: the words, the solved cells per band, and the triad pass's {@code mayUse}. */
    private static final int STATE = WORDS + 3 + UNIT_DIGITS;
    /** How many nodes pass between two looks at the clock. */
    private static final int CLOCK_MASK = 4095;

    /** Row chunk (9 bits) to the 3-bit set of its non-empty box segments. */
    private static final int[] SEGMENTS_OF_ROW = new int[512];
    /** Set of non-empty segments (bit 3*row + box) to the cells of the permutations it contains. */
    private static final int[] PERMUTATION_CELLS = new int[512];
    /** The same for a stack: (band, column) segments, bit 3*band + column, to the permutations' segments. */
    private static final int[] PERMUTATION_SEGMENTS = new int[512];
    /** Set of non-empty segments to the patterns (bit i for {@code PATTERNS[i]}) it still allows. */
    private static final int[] PATTERNS_OF = new int[512];
    /** The six permutation patterns: row of the band (or band of the stack) to its box (or column). */
    private static final int[][] PATTERNS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    /** Pattern i's cells in a band word. */
    private static final int[] PATTERN_CELLS = new int[6];
    /** Set of non-empty segments to the segments every pattern it allows uses. */
    private static final int[] FORCED_SEGMENTS = new int[512];
    /** A bit position in a band to the 27-bit mask of its row. */
    private static final int[] ROW_MASK = new int[27];

    static {
        for (int x = 0; x < 512; x++) {
            for (int box = 0; box < 3; box++) {
                if ((x >>> (3 * box) & 7) != 0) {
                    SEGMENTS_OF_ROW[x] |= 1 << box;
                }
            }
        }
        for (int i = 0; i < PATTERNS.length; i++) {
            for (int row = 0; row < 3; row++) {
                PATTERN_CELLS[i] |= 7 << (9 * row + 3 * PATTERNS[i][row]);
            }
        }
        for (int segs = 0; segs < 512; segs++) {
            for (int i = 0; i < PATTERNS.length; i++) {
                int need = 0;
                for (int row = 0; row < 3; row++) {
                    need |= 1 << (3 * row + PATTERNS[i][row]);
                }
                if ((segs & need) == need) {
                    PERMUTATION_CELLS[segs] |= PATTERN_CELLS[i];
                    PERMUTATION_SEGMENTS[segs] |= need;
                    PATTERNS_OF[segs] |= 1 << i;
                }
            }
            int forced = PATTERNS_OF[segs] == 0 ? 0 : 511;
            for (int i = 0; i < PATTERNS.length; i++) {
                if ((PATTERNS_OF[segs] & (1 << i)) != 0) {
                    int need = 0;
                    for (int row = 0; row < 3; row++) {
                        need |= 1 << (3 * row + PATTERNS[i][row]);
                    }
                    forced &= need;
                }
            }
            FORCED_SEGMENTS[segs] = forced;
        }
        for (int bit = 0; bit < 27; bit++) {
            ROW_MASK[bit] = 511 << (9 * (bit / 9));
        }
    }

    private final int[] words = new int[WORDS];
    /** Cells whose digit is known, per band. */
    private final int[] solved = new int[3];
    /** Each level fixes the pattern of one (band or stack, digit) pair for good: at most 54 levels. */
    private final int[] stack = new int[STATE * 55];
    private int branchUnit;
    private int branchDigit;
    private int branchPatterns;
    /**
     * Per unit (bands 0-2, then stacks 3-5) and digit, at {@code 9 * unit + digit}: the segments
     * (triads) the digit may still use, written by the band rule (bands) and the column rule
     * (stacks) each time they look at the digit's words; at a fixpoint, the triad pass and the
     * branching choice read them.
     */
    private final int[] mayUse = new int[UNIT_DIGITS];
    /**
     * Units (bit 0-2 bands, 3-5 stacks) where an entry of {@code mayUse} moved since the last
     * triad pass: only those are counted again (the count's inferences depend on nothing else,
     * and a unit it narrowed always has an entry that moves). The entries themselves are kept
     * current by the passes that already compute them: the band rule for bands, the column rule
     * for stacks.
     */
    private int unitsMoved;
    private final int[] mustUse = new int[9];
    private int dirty;
    /** Bands whose words changed since naked singles last looked at them. */
    private int nakedBands;
    /** Digits whose words changed since their columns were last looked at. */
    private int digitsDirty;

    private final Map<String, Long> stats = new LinkedHashMap<>();
    private long limit;
    private int keep;
    private long nodeLimit;
    private Deadline deadline;
    private List<int[]> kept;
    private long count;
    private long nodes;
    private long guesses;
    /** How many times the band rules looked at a changed word. */
    private long propagations;
    private Status stopped;

    /** Counts the solutions of a classic model up to the limits; the model must match {@link Classic9Shape}. */
    public Result run(Model model, Limits limits) {
        long start = System.nanoTime();
        this.limit = limits.solutions();
        this.keep = limits.keep();
        this.nodeLimit = limits.nodeLimit();
        this.deadline = Deadline.start(limits.timeoutMillis());
        this.kept = new ArrayList<>(Math.min(keep, 16));
        this.count = 0;
        this.nodes = 0;
        this.guesses = 0;
        this.propagations = 0;
        this.stopped = null;
        load(model);
        search(0);
        // the Result copies the map, so one map serves every run: an easy puzzle takes microseconds,
        // and building a fresh map showed up at 5% of the time on 17-clue puzzles
        stats.put("nodes", nodes);
        stats.put("guesses", guesses);
        stats.put("propagations", propagations);
        Status status = stopped != null ? stopped : Status.EXHAUSTED;
        return new Result(status, count, kept, stats, System.nanoTime() - start, "");
    }

    private void load(Model model) {
        for (int i = 0; i < WORDS; i++) {
            words[i] = BAND;
        }
        for (Constraint c : model.constraints()) {
            if (c instanceof Domain d) {
                int band = d.cell() / 27;
                int place = d.cell() % 27;
                int bit = 1 << place;
                for (int digit = 0; digit < 9; digit++) {
                    if ((d.mask() & (1 << digit)) == 0) {
                        words[9 * band + digit] &= ~bit;
                    }
                }
                if (Integer.bitCount(d.mask()) == 1) {
                    clearPeers(band, place, Integer.numberOfTrailingZeros(d.mask()));
                }
            }
        }
        solved[0] = 0;
        solved[1] = 0;
        solved[2] = 0;
        dirty = BAND;
        unitsMoved = 0;
        // 0 is never a live entry (a digit with no segment left is a contradiction): all count as moved
        java.util.Arrays.fill(mayUse, 0);
    }

    /**
     * A given's digit leaves its row, box and column at once, so the band rule sees a row single
     * straight away instead of waiting for the naked-single pass to find the given first (most of
     * an easy puzzle's time goes to this first fixpoint). A clash between givens empties a cell,
     * which the naked-single pass reports.
     */
    private void clearPeers(int band, int place, int digit) {
        int col = place % 9;
        int column = 0x40201 << col;
        int box = 0x1C0E07 << (3 * (col / 3));
        words[9 * band + digit] &= ~((ROW_MASK[place] | box | column) & ~(1 << place));
        for (int other = 0; other < 3; other++) {
            if (other != band) {
                words[9 * other + digit] &= ~column;
            }
        }
    }

    /** Searches below the current state; true when the whole run must stop. */
    private boolean search(int depth) {
        while (true) {
            if (nodeLimit != 0 && nodes >= nodeLimit || (++nodes & CLOCK_MASK) == 0 && deadline.passed()) {
                stopped = Status.TIMEOUT;
                return true;
            }
            if (!propagate()) {
                return false;
            }
            if ((solved[0] & solved[1] & solved[2]) == BAND) {
                return foundSolution();
            }
            chooseBranch();
            int unit = branchUnit;
            int digit = branchDigit;
            int patterns = branchPatterns;
            int base = depth * STATE;
            System.arraycopy(words, 0, stack, base, WORDS);
            stack[base + WORDS] = solved[0];
            stack[base + WORDS + 1] = solved[1];
            stack[base + WORDS + 2] = solved[2];
            System.arraycopy(mayUse, 0, stack, base + WORDS + 3, UNIT_DIGITS);
            while (true) {
                int pattern = Integer.numberOfTrailingZeros(patterns);
                patterns &= patterns - 1;
                guesses++;
                keepPattern(unit, digit, pattern);
                if (patterns == 0) {
                    break; // the last pattern reuses this level: no state left to restore
                }
                if (search(depth + 1)) {
                    return true;
                }
                System.arraycopy(stack, base, words, 0, WORDS);
                solved[0] = stack[base + WORDS];
                solved[1] = stack[base + WORDS + 1];
                solved[2] = stack[base + WORDS + 2];
                System.arraycopy(stack, base + WORDS + 3, mayUse, 0, UNIT_DIGITS);
                dirty = 0;
                nakedBands = 0;
                digitsDirty = 0;
                unitsMoved = 0;
            }
        }
    }

    private boolean foundSolution() {
        count++;
        if (kept.size() < keep) {
            int[] grid = new int[81];
            for (int band = 0; band < 3; band++) {
                for (int d = 0; d < 9; d++) {
                    int w = words[9 * band + d];
                    while (w != 0) {
                        grid[27 * band + Integer.numberOfTrailingZeros(w)] = d + 1;
                        w &= w - 1;
                    }
                }
            }
            kept.add(grid);
        }
        if (count >= limit) {
            stopped = Status.LIMIT;
            return true;
        }
        return false;
    }

    /** Restricts a digit to one pattern of a band (unit 0-2) or of a stack (unit 3-5). */
    private void keepPattern(int unit, int digit, int pattern) {
        if (unit < 3) {
            clear(9 * unit + digit, BAND & ~PATTERN_CELLS[pattern]);
            return;
        }
        int stackColumns = 7 << (3 * (unit - 3));
        for (int band = 0; band < 3; band++) {
            int cols = stackColumns & ~(1 << (3 * (unit - 3) + PATTERNS[pattern][band]));
            clear(9 * band + digit, cols | cols << 9 | cols << 18);
        }
    }

    /** Branch-free: whether a word loses candidates is data-dependent and mispredicts often. */
    private void clear(int word, int mask) {
        int w = words[word];
        words[word] = w & ~mask;
        // masks have at most 27 bits, so w & mask is non-negative and its negation's sign says "changed"
        dirty |= (-(w & mask) >>> 31) << word;
    }

    /** Runs the band rules and naked singles to a fixpoint; false on a contradiction. */
    private boolean propagate() {
        while (true) {
            while (dirty != 0) {
                int word = Integer.numberOfTrailingZeros(dirty);
                dirty &= dirty - 1;
                propagations++;
                int w = words[word];
                int segments = SEGMENTS_OF_ROW[w & 511]
                        | SEGMENTS_OF_ROW[(w >>> 9) & 511] << 3
                        | SEGMENTS_OF_ROW[w >>> 18] << 6;
                w &= PERMUTATION_CELLS[segments];
                if (w == 0) {
                    return false;
                }
                words[word] = w;
                int band = word / 9;
                int may = PERMUTATION_SEGMENTS[segments]; // the segments of the filtered word
                unitsMoved |= (-(mayUse[word] ^ may) >>> 31) << band;
                mayUse[word] = may;
                nakedBands |= 1 << band;
                digitsDirty |= 1 << (word - 9 * band);
                int fresh = rowSingles(w) & ~solved[band];
                if (fresh != 0) {
                    solved[band] |= fresh;
                    int cols = (fresh | fresh >>> 9 | fresh >>> 18) & 511;
                    int column = cols | cols << 9 | cols << 18;
                    int digit = word - 9 * band;
                    clear(digit, column);
                    clear(9 + digit, column);
                    clear(18 + digit, column);
                    int first = 9 * band;
                    for (int other = first; other < first + 9; other++) {
                        clear(other, fresh);
                    }
                    // the loops above hit the word itself too (fixed trip counts, no tests); put it back
                    words[word] = w;
                    dirty &= ~(1 << word);
                }
            }
            if (!nakedSingles()) {
                return false;
            }
            if (dirty != 0) {
                continue;
            }
            while (digitsDirty != 0) {
                int digit = Integer.numberOfTrailingZeros(digitsDirty);
                digitsDirty &= digitsDirty - 1;
                if (!columns(digit)) {
                    return false;
                }
            }
            if (dirty == 0 && !triads()) {
                return false;
            }
            if (dirty == 0) {
                return true;
            }
        }
    }

    /**
     * Triads: the three cells of a row inside a box (or of a column inside a box) hold exactly three
     * digits. A triad only three digits may use takes all three; one that three digits must use
     * takes no other; more than three digits that must use it, or fewer than three that may, is a
     * contradiction. Without this, branching on patterns could put four digits' patterns on the same
     * triads and only find out cells later. False on a contradiction.
     */
    private boolean triads() {
        for (int units = unitsMoved; units != 0; units &= units - 1) {
            if (!triadCounts(Integer.numberOfTrailingZeros(units))) {
                return false;
            }
        }
        unitsMoved = 0;
        return true;
    }

    private boolean triadCounts(int unit) {
        int may1 = 0;
        int may2 = 0;
        int may3 = 0;
        int may4 = 0;
        int must1 = 0;
        int must2 = 0;
        int must3 = 0;
        int must4 = 0;
        int first = 9 * unit;
        for (int d = 0; d < 9; d++) {
            int may = mayUse[first + d];
            int must = FORCED_SEGMENTS[may];
            mustUse[d] = must;
            may4 |= may3 & may;
            may3 |= may2 & may;
            may2 |= may1 & may;
            may1 |= may;
            must4 |= must3 & must;
            must3 |= must2 & must;
            must2 |= must1 & must;
            must1 |= must;
        }
        if (may3 != 511 || must4 != 0) {
            return false;
        }
        int takeAll = may3 & ~may4;
        int full = must3;
        if ((takeAll | full) == 0) {
            return true;
        }
        for (int d = 0; d < 9; d++) {
            int open = mayUse[first + d] & ~mustUse[d];
            int into = open & takeAll;
            int outOf = open & full;
            while (into != 0) {
                int t = Integer.numberOfTrailingZeros(into);
                into &= into - 1;
                useTriad(unit, d, t);
            }
            while (outOf != 0) {
                int t = Integer.numberOfTrailingZeros(outOf);
                outOf &= outOf - 1;
                avoidTriad(unit, d, t);
            }
        }
        return true;
    }

    /** Puts a digit in triad t of a unit: clears the rest of the triad's row (column) and box. */
    private void useTriad(int unit, int digit, int t) {
        int outer = t / 3;
        int inner = t % 3;
        if (unit < 3) {
            int triad = 7 << (9 * outer + 3 * inner);
            int row = 511 << (9 * outer);
            int box = 0x1C0E07 << (3 * inner);
            clear(9 * unit + digit, (row | box) & ~triad);
        } else {
            int column = 3 * (unit - 3) + inner;
            int columnCells = 0x40201 << column;
            int boxColumns = (7 << (3 * (unit - 3))) & ~(1 << column);
            for (int band = 0; band < 3; band++) {
                if (band == outer) {
                    clear(9 * band + digit, boxColumns | boxColumns << 9 | boxColumns << 18);
                } else {
                    clear(9 * band + digit, columnCells);
                }
            }
        }
    }

    /** Takes a digit out of triad t of a unit. */
    private void avoidTriad(int unit, int digit, int t) {
        int outer = t / 3;
        int inner = t % 3;
        if (unit < 3) {
            clear(9 * unit + digit, 7 << (9 * outer + 3 * inner));
        } else {
            clear(9 * outer + digit, 0x40201 << (3 * (unit - 3) + inner));
        }
    }

    /**
     * The column rules for one digit: in each stack the three columns and three boxes hold the
     * digit in a permutation pattern (the stack's box-line interactions, as for bands), and a
     * column left with one place is a hidden single, which this marks by clearing the rest of
     * its row. False on a contradiction.
     */
    private boolean columns(int digit) {
        int w0 = words[digit];
        int w1 = words[9 + digit];
        int w2 = words[18 + digit];
        int c0 = (w0 | w0 >>> 9 | w0 >>> 18) & 511;
        int c1 = (w1 | w1 >>> 9 | w1 >>> 18) & 511;
        int c2 = (w2 | w2 >>> 9 | w2 >>> 18) & 511;
        int a0 = 0;
        int a1 = 0;
        int a2 = 0;
        for (int stack = 0; stack < 3; stack++) {
            int shift = 3 * stack;
            int raw = (c0 >>> shift & 7) | (c1 >>> shift & 7) << 3 | (c2 >>> shift & 7) << 6;
            int i = 27 + 9 * stack + digit;
            unitsMoved |= (-(mayUse[i] ^ raw) >>> 31) << (3 + stack);
            mayUse[i] = raw;
            int allowed = PERMUTATION_SEGMENTS[raw];
            if (allowed == 0) {
                return false;
            }
            a0 |= (allowed & 7) << shift;
            a1 |= (allowed >>> 3 & 7) << shift;
            a2 |= (allowed >>> 6) << shift;
        }
        return columnBand(digit, a0, a0 & ~a1 & ~a2)
                && columnBand(9 + digit, a1, a1 & ~a0 & ~a2)
                && columnBand(18 + digit, a2, a2 & ~a0 & ~a1);
    }

    /** Keeps the word's allowed columns and turns a column's single place in the band into a row single. */
    private boolean columnBand(int word, int allowedCols, int onlyHere) {
        clear(word, ~(allowedCols | allowedCols << 9 | allowedCols << 18) & BAND);
        int w = words[word];
        int r0 = w & 511;
        int r1 = w >>> 9 & 511;
        int r2 = w >>> 18;
        int placed = w & solved[word / 9];
        // a column where the digit is already placed is always "single": only new ones matter
        int singleCols = (r0 ^ r1 ^ r2) & ~(r0 & r1 | r0 & r2 | r1 & r2) & onlyHere
                & ~(placed | placed >>> 9 | placed >>> 18);
        if (singleCols == 0) {
            return true;
        }
        int cells = w & (singleCols | singleCols << 9 | singleCols << 18);
        int rows = 0;
        for (int shift = 0; shift < 27; shift += 9) {
            int inRow = cells & (511 << shift);
            if (inRow != 0) {
                if ((inRow & (inRow - 1)) != 0) {
                    return false;
                }
                rows |= 511 << shift;
            }
        }
        clear(word, rows & ~cells);
        return true;
    }

    /** The cells that are the only place left for the digit in their row. */
    private static int rowSingles(int w) {
        int r0 = w & 511;
        int r1 = w & (511 << 9);
        int r2 = w & (511 << 18);
        return (r0 & (r0 & (r0 - 1)) - 1 >> 31)
                | (r1 & (r1 & (r1 - 1)) - 1 >> 31)
                | (r2 & (r2 & (r2 - 1)) - 1 >> 31);
    }

    /**
     * Finds open cells with one candidate and clears that digit from the rest of the cell's row, so
     * the band rules place it; false when a cell has no candidate or two singles of one digit
     * share a row.
     */
    private boolean nakedSingles() {
        for (int bands = nakedBands; bands != 0; bands &= bands - 1) {
            int band = Integer.numberOfTrailingZeros(bands);
            int first = 9 * band;
            int one = 0;
            int two = 0;
            for (int d = first; d < first + 9; d++) {
                int w = words[d];
                two |= one & w;
                one |= w;
            }
            if (one != BAND) {
                return false;
            }
            int singles = one & ~two & ~solved[band];
            if (singles == 0) {
                continue;
            }
            for (int d = first; d < first + 9 && singles != 0; d++) {
                int s = singles & words[d];
                if (s == 0) {
                    continue;
                }
                singles &= ~s;
                int rows = 0;
                for (int shift = 0; shift < 27; shift += 9) {
                    int inRow = s & (511 << shift);
                    if (inRow != 0) {
                        if ((inRow & (inRow - 1)) != 0) {
                            return false;
                        }
                        rows |= 511 << shift;
                    }
                }
                clear(d, rows & ~s);
            }
        }
        nakedBands = 0;
        return true;
    }

    /**
     * tdoku's choice: among the bands and stacks not yet fixed, the one with the fewest patterns
     * left over its nine digits; in it, the digit with the fewest patterns (at least two). Called
     * at a fixpoint of an unsolved grid, where the triad pass has just seen every segment and some
     * digit has two patterns or more in some unit.
     */
    private void chooseBranch() {
        int bestUnit = -1;
        int bestTotal = Integer.MAX_VALUE;
        for (int unit = 0; unit < 6; unit++) {
            int total = 0;
            for (int i = 9 * unit; i < 9 * unit + 9; i++) {
                total += Integer.bitCount(PATTERNS_OF[mayUse[i]]);
            }
            if (total > 9 && total < bestTotal) {
                bestTotal = total;
                bestUnit = unit;
            }
        }
        if (bestUnit < 0) {
            throw new IllegalStateException("an unsolved fixpoint with every pattern fixed");
        }
        int fewest = Integer.MAX_VALUE;
        for (int d = 0; d < 9; d++) {
            int p = PATTERNS_OF[mayUse[9 * bestUnit + d]];
            int k = Integer.bitCount(p);
            if (k >= 2 && k < fewest) {
                fewest = k;
                branchDigit = d;
                branchPatterns = p;
            }
        }
        branchUnit = bestUnit;
    }
}
