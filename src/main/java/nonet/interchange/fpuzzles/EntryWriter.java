package nonet.interchange.fpuzzles;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import nonet.lang.Arg;
import nonet.lang.ClueUse;

/** Writes one nonet clue as the entry of an f-puzzles constraint list that its table row names. */
final class EntryWriter {

    private final Board board;

    EntryWriter(Board board) {
        this.board = board;
    }

    /** A clue's arguments split as the table reads them: its numbers, and all its cells in order. */
    record Parts(List<Integer> numbers, int[] cells) {

        static Parts of(ClueUse use) {
            List<Integer> numbers = new ArrayList<>();
            List<Integer> cells = new ArrayList<>();
            for (Arg a : use.args()) {
                if (a.isCell()) {
                    Arrays.stream(a.cells()).forEach(cells::add);
                } else {
                    numbers.add(a.number());
                }
            }
            return new Parts(numbers, cells.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    /** Why this row cannot write the clue (f-puzzles has no such placement), or null when it can. */
    String misfit(ConstraintTable.Row row, ClueUse use) {
        Parts p = Parts.of(use);
        int n = board.size();
        return switch (row.shape()) {
            case DIAGONAL_FLAG -> Arrays.equals(sorted(p.cells()), sorted(diagonal(row))) ? null : "not a main diagonal";
            case OUTSIDE -> p.cells().length == n && outsideCell(p.cells()) != null ? null
                    : "f-puzzles places it only outside a whole row or column, read from that side";
            case DIAGONAL -> littleKiller(p.cells()) != null ? null
                    : "f-puzzles places it only on a whole diagonal, read from outside the grid";
            case PILL_ARROW -> Arrays.equals(sorted(pill(p)), pill(p)) ? null : "f-puzzles reads a pill in reading order";
            case CLONE -> p.cells().length % 2 == 0 ? null : "a clone needs two halves";
            default -> null;
        };
    }

    /** The entry for the clue (or, for a diagonal flag, nothing: the flag is set by the caller). */
    JsonObject entry(ConstraintTable.Row row, ClueUse use) {
        Parts p = Parts.of(use);
        JsonObject e = new JsonObject();
        switch (row.shape()) {
            case CELLS -> e.add("cells", names(p.cells()));
            case CELL -> e.addProperty("cell", board.name(p.cells()[0]));
            case LINES -> e.add("lines", lines(names(p.cells())));
            case OUTSIDE -> e.addProperty("cell", outsideCell(p.cells()));
            case DIAGONAL -> {
                String[] start = littleKiller(p.cells());
                e.addProperty("cell", start[0]);
                e.addProperty("direction", start[1]);
                e.add("cells", names(p.cells()));
            }
            case ARROW, PILL_ARROW -> arrow(e, p, row.shape() == Shape.PILL_ARROW ? p.numbers().get(0) : 1);
            case QUADRUPLE -> {
                int c = p.cells()[0];
                e.add("cells", names(new int[] {c, c + 1, c + board.size(), c + board.size() + 1}));
                JsonArray values = new JsonArray();
                p.numbers().forEach(values::add);
                e.add("values", values);
            }
            case CLONE -> {
                int half = p.cells().length / 2;
                e.add("cells", names(Arrays.copyOfRange(p.cells(), 0, half)));
                e.add("cloneCells", names(Arrays.copyOfRange(p.cells(), half, p.cells().length)));
            }
            default -> throw new IllegalArgumentException("shape " + row.shape() + " writes no entry");
        }
        String value = row.value().written(row.value().isArgument() ? p.numbers().get(0) : 0);
        if (value != null) {
            e.addProperty("value", value);
        }
        return e;
    }

    private void arrow(JsonObject e, Parts p, int bulbSize) {
        int[] bulb = Arrays.copyOfRange(p.cells(), 0, bulbSize);
        int[] path = Arrays.copyOfRange(p.cells(), bulbSize, p.cells().length);
        // the line leaves the bulb from the cell nearest the arrow's first cell
        int from = bulb[0];
        for (int c : bulb) {
            from = distance(c, path[0]) < distance(from, path[0]) ? c : from;
        }
        int[] line = new int[path.length + 1];
        line[0] = from;
        System.arraycopy(path, 0, line, 1, path.length);
        e.add("cells", names(bulb));
        e.add("lines", lines(names(line)));
    }

    private int distance(int a, int b) {
        int n = board.size();
        return Math.max(Math.abs(a / n - b / n), Math.abs(a % n - b % n));
    }

    int[] diagonal(ConstraintTable.Row row) {
        return row.key().endsWith("+") ? board.ray(board.size() + 1, 0, -1, 1) : board.ray(0, 0, 1, 1);
    }

    /** The outside cell facing a whole row or column read from its side, or null. */
    private String outsideCell(int[] cells) {
        int n = board.size();
        int r = cells[0] / n + 1;
        int c = cells[0] % n + 1;
        for (int[] step : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            if (!board.inside(r - step[0], c - step[1]) && Arrays.equals(cells, board.ray(r - step[0], c - step[1], step[0], step[1]))) {
                return Board.name(r - step[0], c - step[1]);
            }
        }
        return null;
    }

    /** The outside cell and direction of a whole diagonal read from outside the grid, or null. */
    private String[] littleKiller(int[] cells) {
        int n = board.size();
        int r = cells[0] / n + 1;
        int c = cells[0] % n + 1;
        for (Map.Entry<String, int[]> d : EntryReader.DIRECTIONS.entrySet()) {
            int[] step = d.getValue();
            if (!board.inside(r - step[0], c - step[1]) && Arrays.equals(cells, board.ray(r - step[0], c - step[1], step[0], step[1]))) {
                return new String[] {Board.name(r - step[0], c - step[1]), d.getKey()};
            }
        }
        return null;
    }

    private static int[] pill(Parts p) {
        return Arrays.copyOfRange(p.cells(), 0, Math.min(p.numbers().get(0), p.cells().length));
    }

    private static int[] sorted(int[] cells) {
        int[] out = cells.clone();
        Arrays.sort(out);
        return out;
    }

    private JsonArray names(int[] cells) {
        JsonArray out = new JsonArray();
        for (int c : cells) {
            out.add(board.name(c));
        }
        return out;
    }

    private static JsonArray lines(JsonArray line) {
        JsonArray out = new JsonArray();
        out.add(line);
        return out;
    }
}
