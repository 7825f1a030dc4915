package nonet.lang;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Geometry;

/**
 * The cell-list functions of clue bodies ({@code row(p)}, {@code orthogonal(p)}, {@code block(p, 2, 2)},
 * {@code fold(line)} ...) and slices ({@code line[2..-2]}), evaluated on one grid's geometry.
 */
final class CellFunctions {

    private final Geometry g;
    private final int[] regions;

    CellFunctions(Geometry g, int[] regions) {
        this.g = g;
        this.regions = regions;
    }

    /** Row, column, box and region of a cell, 1-based (box and region 0 where the grid has none). */
    void locate(int cell, int[] out) {
        out[0] = g.row(cell) + 1;
        out[1] = g.col(cell) + 1;
        out[2] = g.hasBoxes() ? g.box(cell) + 1 : 0;
        out[3] = regions != null ? regions[cell] + 1 : out[2];
    }

    int[] apply(String fn, int[] arg, int[] numbers, Pos at) throws LangException {
        switch (fn) {
            case "fold" -> {
                int[] out = new int[arg.length];
                for (int i = 0, lo = 0, hi = arg.length - 1; lo <= hi; i++) {
                    out[i] = i % 2 == 0 ? arg[lo++] : arg[hi--];
                }
                return out;
            }
            case "reverse" -> {
                int[] out = new int[arg.length];
                for (int i = 0; i < arg.length; i++) {
                    out[i] = arg[arg.length - 1 - i];
                }
                return out;
            }
            default -> {
                if (arg.length != 1) {
                    throw new LangException(at, fn + "(...) takes one cell, not " + arg.length);
                }
                return around(fn, arg[0], numbers, at);
            }
        }
    }

    private int[] around(String fn, int cell, int[] numbers, Pos at) throws LangException {
        int n = g.size();
        int r = g.row(cell);
        int c = g.col(cell);
        List<Integer> out = new ArrayList<>();
        switch (fn) {
            case "row", "column" -> {
                for (int k = 0; k < n; k++) {
                    out.add(fn.equals("row") ? g.cell(r, k) : g.cell(k, c));
                }
            }
            case "box", "region" -> {
                if (fn.equals("region") && regions != null) {
                    for (int other = 0; other < g.cellCount(); other++) {
                        if (regions[other] == regions[cell]) {
                            out.add(other);
                        }
                    }
                } else if (!g.hasBoxes()) {
                    throw new LangException(at, fn + "(...) needs boxes" + (fn.equals("region") ? " or regions" : "")
                            + ", and this " + n + "x" + n + " grid has none");
                } else {
                    for (int other = 0; other < g.cellCount(); other++) {
                        if (g.box(other) == g.box(cell)) {
                            out.add(other);
                        }
                    }
                }
            }
            case "block" -> {
                int h = numbers[0];
                int w = numbers[1];
                if (h < 1 || w < 1 || r + h > n || c + w > n) {
                    throw new LangException(at, "block(" + g.cellName(cell) + ", " + h + ", " + w + ") does not fit in the "
                            + n + "x" + n + " grid");
                }
                for (int dr = 0; dr < h; dr++) {
                    for (int dc = 0; dc < w; dc++) {
                        out.add(g.cell(r + dr, c + dc));
                    }
                }
            }
            default -> {
                for (int[] off : Offsets.SETS.get(fn)) {
                    int r2 = r + off[0];
                    int c2 = c + off[1];
                    if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) {
                        out.add(g.cell(r2, c2));
                    }
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * {@code list[from..to]} (1-based, inclusive; negative counts from the end, -1 the last cell); a
     * missing bound is the list's end. A position outside the list is an error; a range may be empty.
     */
    static int[] slice(int[] list, Integer from, Integer to, boolean range, String name, Pos at) throws LangException {
        int k = list.length;
        int lo = from == null ? 1 : from < 0 ? k + 1 + from : from;
        int hi = !range ? lo : to == null ? k : to < 0 ? k + 1 + to : to;
        if (!range && (lo < 1 || lo > k)) {
            throw new LangException(at, "position " + from + " is outside " + name + " (" + k + " cells)");
        }
        if (range && (lo < 1 || hi > k || lo > hi + 1)) {
            throw new LangException(at, "range " + (from == null ? "" : from) + ".." + (to == null ? "" : to) + " is outside "
                    + name + " (" + k + " cells)");
        }
        int[] out = new int[Math.max(0, hi - lo + 1)];
        System.arraycopy(list, lo - 1, out, 0, out.length);
        return out;
    }
}
