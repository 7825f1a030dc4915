package nonet.interchange;

import java.util.ArrayList;
import java.util.List;
import nonet.lang.Arg;
import nonet.lang.ClueUse;
import nonet.lang.LangException;
import nonet.lang.Pos;
import nonet.lang.PuzzleSpec;
import nonet.model.Geometry;

/**
 * The candidate (pencil-mark) form of a grid that HoDoKu and rangsk's solver read and write:
 * N symbols per cell, cell after cell (729 for 9x9), where the k-th symbol of a cell is digit k
 * when it is a candidate and {@code .} or {@code 0} when it is not. Read, a cell with one
 * candidate is a given and a cell with some is a {@code candidates} clue of
 * {@code rules/candidates}; written, each cell's mask gives its symbols.
 */
public final class CandidateGrid {

    /** The model whose clue restricts a cell to its candidates. */
    static final String MODEL = "rules/candidates";

    private CandidateGrid() {
    }

    /** The size whose candidate form has this many symbols (N*N*N), or 0; only sizes up to 16 are read. */
    public static int sizeOf(int length) {
        for (int n = 4; n <= 16; n++) {
            if (n * n * n == length && n != 4) {
                return n;
            }
        }
        return 0;
    }

    /** The candidates of each cell (bit d-1 for digit d) as one line. */
    public static String write(int[] masks, int n) {
        StringBuilder sb = new StringBuilder(n * n * n);
        for (int mask : masks) {
            for (int d = 1; d <= n; d++) {
                sb.append((mask & (1 << (d - 1))) != 0 ? Geometry.symbol(d) : '.');
            }
        }
        return sb.toString();
    }

    /** One line of candidates as a puzzle under {@code model}; located errors name the column. */
    public static PuzzleSpec read(String text, String model, String source, int line) throws LangException {
        int n = sizeOf(text.length());
        if (n == 0) {
            throw new LangException(new Pos(source, line, 1), "a candidate grid has N*N*N symbols (729 for 9x9), not " + text.length());
        }
        int[] givens = new int[n * n];
        List<ClueUse> clues = new ArrayList<>();
        for (int cell = 0; cell < n * n; cell++) {
            int mask = 0;
            for (int d = 1; d <= n; d++) {
                int at = cell * n + d - 1;
                char ch = text.charAt(at);
                if (Geometry.digitOf(ch) == d) {
                    mask |= 1 << (d - 1);
                } else if (ch != '.' && ch != '0') {
                    throw new LangException(new Pos(source, line, at + 1), "symbol '" + ch + "' of r" + (cell / n + 1) + "c" + (cell % n + 1)
                            + " should be " + Geometry.symbol(d) + " (a candidate) or '.' (none) at this place");
                }
            }
            if (mask == 0) {
                throw new LangException(new Pos(source, line, cell * n + 1), "r" + (cell / n + 1) + "c" + (cell % n + 1) + " has no candidate");
            }
            if (Integer.bitCount(mask) == 1) {
                givens[cell] = Integer.numberOfTrailingZeros(mask) + 1;
            } else if (Integer.bitCount(mask) < n) {
                clues.add(clue(cell, mask, n, new Pos(source, line, cell * n + 1)));
            }
        }
        List<String> models = clues.isEmpty() ? List.of(model) : List.of(model, MODEL);
        return new PuzzleSpec(models, n, givens, null, clues, null, source);
    }

    private static ClueUse clue(int cell, int mask, int n, Pos pos) {
        List<Arg> args = new ArrayList<>(List.of(Arg.cells(new int[] {cell}, pos)));
        for (int d = 1; d <= n; d++) {
            if ((mask & (1 << (d - 1))) != 0) {
                args.add(Arg.number(d, pos));
            }
        }
        return new ClueUse("candidates", args, pos);
    }
}
