package nonet.draw;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nonet.lang.ClueInfo;
import nonet.lang.ClueUse;
import nonet.lang.PuzzleSpec;
import nonet.model.Geometry;

/**
 * A puzzle as a picture: shading clues, then the grid (thin cell lines, thick region borders: boxes
 * or jigsaw regions), then every other clue as its model declares ({@code draw} in the clue's
 * body), then digits (givens in black, solved digits in blue, or pencil-mark candidates), with the
 * models named under the grid. Written as SVG text or as a PNG image.
 */
public final class PuzzleDrawing {

    private static final String SOLVED = "#1f5fbf";
    /** The size of a cell's digit, in cell widths: it fills the middle of the cell, below a cage's total. */
    static final double DIGIT = 0.56;

    private final Picture picture;

    /**
     * @param clues the clue types of the puzzle's models (from {@code Compiler.clues})
     * @param solution digits to show in the empty cells, or null
     * @param candidates a candidate mask per cell (bit d-1 for digit d) to show in unsolved empty cells, or null
     */
    public PuzzleDrawing(PuzzleSpec spec, Geometry geometry, List<ClueInfo> clues, int[] solution, int[] candidates) {
        int n = spec.size();
        picture = new Picture(n + 2, n + 2.6);
        picture.add(new Picture.Fill(0, 0, n + 2, n + 2.6, "#ffffff"));
        Map<String, ClueInfo> byName = new HashMap<>();
        clues.forEach(c -> byName.put(c.name(), c));
        ClueShapes shapes = new ClueShapes(picture, n);
        for (boolean background : new boolean[] {true, false}) {
            if (!background) {
                GridLines.draw(picture, spec, geometry);
            }
            for (ClueUse use : spec.clues()) {
                ClueInfo info = byName.get(use.name());
                if (info != null && info.drawing() != null && ClueShapes.isBackground(info.drawing()) == background) {
                    shapes.draw(use, info);
                }
            }
        }
        digits(spec, solution, candidates);
        String caption = "use " + String.join(", ", spec.models());
        picture.add(new Picture.Label(1, n + 2.2, caption, Math.min(0.28, n / (caption.length() * 0.56)), "#555555", false, true, false));
    }

    private void digits(PuzzleSpec spec, int[] solution, int[] candidates) {
        int n = spec.size();
        int[] givens = spec.givens();
        int per = (int) Math.ceil(Math.sqrt(n));
        for (int cell = 0; cell < n * n; cell++) {
            double x = cell % n + 1.5;
            double y = cell / n + 1.5;
            if (givens[cell] != 0) {
                picture.add(new Picture.Label(x, y + 0.03, symbol(givens[cell]), DIGIT, "#000000", false, false, false));
            } else if (solution != null) {
                picture.add(new Picture.Label(x, y + 0.03, symbol(solution[cell]), DIGIT, SOLVED, false, false, false));
            } else if (candidates != null && Integer.bitCount(candidates[cell]) == 1) {
                picture.add(new Picture.Label(x, y + 0.03, symbol(Integer.numberOfTrailingZeros(candidates[cell]) + 1), DIGIT, SOLVED, false, false, false));
            } else if (candidates != null) {
                for (int d = 1; d <= n; d++) {
                    if ((candidates[cell] & (1 << (d - 1))) != 0) {
                        double cx = x - 0.5 + (0.5 + (d - 1) % per) / per;
                        double cy = y - 0.5 + (0.5 + (d - 1) / per) / per;
                        picture.add(new Picture.Label(cx, cy, symbol(d), 0.7 / per, "#555555", false, false, false));
                    }
                }
            }
        }
    }

    private static String symbol(int d) {
        return String.valueOf(Geometry.symbol(d));
    }

    /** The shapes, for tests that check where things stand. */
    Picture picture() {
        return picture;
    }

    public String svg() {
        return SvgWriter.write(picture);
    }

    /** The picture as PNG bytes, at this many pixels per cell. */
    public byte[] png(int pixelsPerCell) {
        return PngWriter.write(picture, pixelsPerCell);
    }
}
