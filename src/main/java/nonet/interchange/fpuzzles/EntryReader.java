package nonet.interchange.fpuzzles;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import nonet.lang.Arg;
import nonet.lang.ClueUse;
import nonet.lang.Pos;

/** Reads one entry of an f-puzzles constraint list as the nonet clues its table row names. */
final class EntryReader {

    /** Little killer directions as f-puzzles writes them: (row step, column step); sorted, so a writer's choice is stable. */
    static final Map<String, int[]> DIRECTIONS = new TreeMap<>(Map.of("UR", new int[] {-1, 1}, "UL", new int[] {-1, -1},
            "DR", new int[] {1, 1}, "DL", new int[] {1, -1}));

    private final Board board;
    private final Pos pos;

    EntryReader(Board board, String source) {
        this.board = board;
        this.pos = new Pos(source, 1, 1);
    }

    /** Whether the entry is of this row's form: its value, and for arrows whether the circle is one cell or a pill. */
    boolean fits(ConstraintTable.Row row, JsonNode entry) throws ImportError {
        if (!row.value().matches(entry.get("value").textOrNull())) {
            return false;
        }
        return switch (row.shape()) {
            case ARROW -> entry.get("cells").items().size() == 1;
            case PILL_ARROW -> entry.get("cells").items().size() > 1;
            default -> true;
        };
    }

    List<ClueUse> read(ConstraintTable.Row row, JsonNode entry) throws ImportError {
        return switch (row.shape()) {
            case CELLS -> List.of(clue(row, valueArgs(row, entry), cells(entry.get("cells"))));
            case CELL -> List.of(clue(row, List.of(), board.cell(entry.get("cell"))));
            case LINES -> lines(row, entry);
            case OUTSIDE -> List.of(clue(row, valueArgs(row, entry), outsideLine(entry.get("cell"))));
            case DIAGONAL -> List.of(clue(row, valueArgs(row, entry), diagonal(entry)));
            case ARROW, PILL_ARROW -> arrows(row, entry);
            case QUADRUPLE -> List.of(quadruple(row, entry));
            case CLONE -> List.of(clone(row, entry));
            default -> throw new IllegalArgumentException("shape " + row.shape() + " is not a list of entries");
        };
    }

    /** The cells of a main diagonal: {@code diagonal+} from bottom left to top right, {@code diagonal-} from top left. */
    ClueUse diagonalFlag(ConstraintTable.Row row) {
        boolean rising = row.key().endsWith("+");
        return clue(row, List.of(), rising ? board.ray(board.size() + 1, 0, -1, 1) : board.ray(0, 0, 1, 1));
    }

    /** The clue with its numbers first, then each cell as an argument of its own (so two cells fill p and q). */
    private ClueUse clue(ConstraintTable.Row row, List<Arg> numbers, int... cells) {
        List<Arg> args = new ArrayList<>(numbers);
        for (int cell : cells) {
            args.add(Arg.cells(new int[] {cell}, pos));
        }
        return new ClueUse(row.clue(), args, pos);
    }

    private List<Arg> valueArgs(ConstraintTable.Row row, JsonNode entry) throws ImportError {
        return row.value().isArgument() ? List.of(Arg.number(entry.get("value").wholeNumber(), pos)) : List.of();
    }

    private int[] cells(JsonNode list) throws ImportError {
        List<JsonNode> items = list.items();
        if (items.isEmpty()) {
            throw new ImportError(list.path(), "expected at least one cell, found an empty list");
        }
        return board.cells(items);
    }

    private List<ClueUse> lines(ConstraintTable.Row row, JsonNode entry) throws ImportError {
        List<ClueUse> out = new ArrayList<>();
        for (JsonNode line : entry.get("lines").items()) {
            out.add(clue(row, List.of(), cells(line)));
        }
        return out;
    }

    /** The row or column an outside number faces, read from its side (a clue right of row 1 reads r1c9 to r1c1). */
    private int[] outsideLine(JsonNode cell) throws ImportError {
        int[] rc = board.position(cell);
        int n = board.size();
        boolean rowInside = rc[0] >= 1 && rc[0] <= n;
        boolean colInside = rc[1] >= 1 && rc[1] <= n;
        if (rc[0] == 0 && colInside) {
            return board.ray(rc[0], rc[1], 1, 0);
        } else if (rc[0] == n + 1 && colInside) {
            return board.ray(rc[0], rc[1], -1, 0);
        } else if (rc[1] == 0 && rowInside) {
            return board.ray(rc[0], rc[1], 0, 1);
        } else if (rc[1] == n + 1 && rowInside) {
            return board.ray(rc[0], rc[1], 0, -1);
        }
        throw new ImportError(cell.path(), "cell " + cell.textOrNull().strip() + " is not outside the grid facing a row or column");
    }

    private int[] diagonal(JsonNode entry) throws ImportError {
        JsonNode cell = entry.get("cell");
        int[] rc = board.position(cell);
        String written = entry.get("direction").textOrNull();
        int[] step = written == null ? null : DIRECTIONS.get(written.strip().toUpperCase());
        if (step == null) {
            throw new ImportError(entry.get("direction").path(), "expected a direction UR, UL, DR or DL, found "
                    + entry.get("direction").describe());
        }
        int[] cells = board.ray(rc[0], rc[1], step[0], step[1]);
        if (board.inside(rc[0], rc[1]) || cells.length == 0) {
            throw new ImportError(cell.path(), "a little killer total must stand outside the grid and point into it, not at "
                    + cell.textOrNull().strip() + " pointing " + written.strip().toUpperCase());
        }
        return cells;
    }

    /** One clue per line: the line's cells outside the circle (or pill) in their order. */
    private List<ClueUse> arrows(ConstraintTable.Row row, JsonNode entry) throws ImportError {
        int[] bulb = board.cells(entry.get("cells").items());
        Arrays.sort(bulb);
        List<ClueUse> out = new ArrayList<>();
        for (JsonNode line : entry.get("lines").items()) {
            int[] path = Arrays.stream(board.cells(line.items())).filter(c -> Arrays.binarySearch(bulb, c) < 0).toArray();
            if (path.length == 0) {
                throw new ImportError(line.path(), "the arrow has no cells outside its circle");
            }
            List<Arg> first = row.shape() == Shape.PILL_ARROW ? List.of(Arg.number(bulb.length, pos)) : List.of();
            int[] all = Arrays.copyOf(bulb, bulb.length + path.length);
            System.arraycopy(path, 0, all, bulb.length, path.length);
            out.add(clue(row, first, all));
        }
        return out;
    }

    private ClueUse quadruple(ConstraintTable.Row row, JsonNode entry) throws ImportError {
        int[] cells = board.cells(entry.get("cells").items());
        int corner = cells.length == 0 ? 0 : Arrays.stream(cells).min().getAsInt();
        int n = board.size();
        int[] block = {corner, corner + 1, corner + n, corner + n + 1};
        int[] sorted = cells.clone();
        Arrays.sort(sorted);
        if (corner % n == n - 1 || !Arrays.equals(sorted, block)) {
            throw new ImportError(entry.get("cells").path(), "a quadruple needs the four cells of a 2x2 block");
        }
        List<Arg> args = new ArrayList<>(List.of(Arg.cells(new int[] {corner}, pos)));
        for (JsonNode v : entry.get("values").items()) {
            int digit = v.wholeNumber();
            if (digit < 1 || digit > n) {
                throw new ImportError(v.path(), "digit " + digit + " is outside 1.." + n);
            }
            args.add(Arg.number(digit, pos));
        }
        return new ClueUse(row.clue(), args, pos);
    }

    private ClueUse clone(ConstraintTable.Row row, JsonNode entry) throws ImportError {
        int[] cells = board.cells(entry.get("cells").items());
        int[] copies = board.cells(entry.get("cloneCells").items());
        if (cells.length != copies.length || cells.length == 0) {
            throw new ImportError(entry.get("cloneCells").path(), "a clone needs as many cells as its original ("
                    + cells.length + "), not " + copies.length);
        }
        int[] both = Arrays.copyOf(cells, cells.length * 2);
        System.arraycopy(copies, 0, both, cells.length, copies.length);
        return clue(row, List.of(), both);
    }
}
