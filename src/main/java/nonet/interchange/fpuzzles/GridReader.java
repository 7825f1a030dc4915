package nonet.interchange.fpuzzles;

import java.util.List;
import nonet.model.Geometry;

/**
 * Reads the {@code grid} of f-puzzles JSON: N rows of N cells, each with an optional given digit
 * ({@code "value": 5, "given": true}; a value without {@code given} is a solver's entry, not a
 * given) and region ({@code "region": 0..N-1}, absent for the standard box). {@code regions} is null
 * when they are nonet's standard boxes.
 */
record GridReader(int[] givens, int[] regions) {

    static GridReader read(JsonNode grid, Board board) throws ImportError {
        int n = board.size();
        List<JsonNode> rows = grid.items();
        if (rows.size() != n) {
            throw new ImportError(grid.path(), "expected " + n + " rows for a " + n + "x" + n + " grid, found " + rows.size());
        }
        int[] givens = new int[n * n];
        int[] regions = new int[n * n];
        Geometry boxes = Geometry.standard(n);
        for (int r = 0; r < n; r++) {
            List<JsonNode> cells = rows.get(r).items();
            if (cells.size() != n) {
                throw new ImportError(rows.get(r).path(), "expected " + n + " cells in row " + (r + 1) + ", found " + cells.size());
            }
            for (int c = 0; c < n; c++) {
                JsonNode cell = cells.get(c);
                int index = r * n + c;
                if (cell.get("given").isTrue() && cell.get("value").present()) {
                    givens[index] = digit(cell.get("value"), n);
                }
                regions[index] = region(cell, board, boxes, index);
            }
        }
        checkSizes(regions, n, grid.path());
        return new GridReader(givens, sameAsBoxes(regions, boxes) ? null : regions);
    }

    private static int digit(JsonNode value, int n) throws ImportError {
        int d = value.wholeNumber();
        if (d < 1 || d > n) {
            throw new ImportError(value.path(), "given " + d + " is outside 1.." + n);
        }
        return d;
    }

    /** The region f-puzzles gives the cell: its own number, or the standard box (f-puzzles' shape is nonet's). */
    private static int region(JsonNode cell, Board board, Geometry boxes, int index) throws ImportError {
        JsonNode region = cell.get("region");
        boolean written = cell.value() != null && cell.value().isJsonObject() && cell.value().getAsJsonObject().has("region");
        if (written && !region.present()) {
            throw new ImportError(region.path(), "cell " + board.name(index) + " belongs to no region; f-puzzles' regionless cells have no nonet model");
        }
        if (!written) {
            // a prime size has no boxes: f-puzzles then makes each row a region
            return boxes.hasBoxes() ? boxes.box(index) : index / board.size();
        }
        int r = region.wholeNumber();
        if (r < 0 || r >= board.size()) {
            throw new ImportError(region.path(), "region " + r + " is outside 0.." + (board.size() - 1));
        }
        return r;
    }

    private static void checkSizes(int[] regions, int n, String path) throws ImportError {
        int[] count = new int[n];
        for (int r : regions) {
            count[r]++;
        }
        for (int r = 0; r < n; r++) {
            if (count[r] != n) {
                throw new ImportError(path, "regions must be " + n + " regions of " + n + " cells, but region " + r + " has " + count[r]);
            }
        }
    }

    private static boolean sameAsBoxes(int[] regions, Geometry boxes) {
        if (!boxes.hasBoxes()) {
            return false;
        }
        int n = boxes.size();
        int[] boxOfRegion = new int[n];
        java.util.Arrays.fill(boxOfRegion, -1);
        for (int cell = 0; cell < regions.length; cell++) {
            int box = boxes.box(cell);
            if (boxOfRegion[regions[cell]] == -1) {
                boxOfRegion[regions[cell]] = box;
            } else if (boxOfRegion[regions[cell]] != box) {
                return false;
            }
        }
        return true;
    }
}
