package nonet.model;

/**
 * The shape of the grid: an N x N board with digits 1..N, cells numbered row-major from 0.
 * Boxes are optional (jigsaw grids have regions given as groups instead).
 */
public record Geometry(int size, int boxRows, int boxCols) {

    /** The largest grid whose candidate sets fit one int bitmask with room to spare. */
    public static final int MAX_SIZE = 30;

    private static final String SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTU";

    public Geometry {
        if (size < 1 || size > MAX_SIZE) {
            throw new IllegalArgumentException("grid size must be between 1 and " + MAX_SIZE + ", not " + size);
        }
        if ((boxRows == 0) != (boxCols == 0) || boxRows < 0 || boxCols < 0
                || (boxRows > 0 && boxRows * boxCols != size)) {
            throw new IllegalArgumentException("boxes " + boxRows + "x" + boxCols + " do not tile a " + size + "x" + size + " grid");
        }
    }

    /** A grid without boxes (jigsaw, or sizes such as 7 that have no rectangular boxes). */
    public static Geometry withoutBoxes(int size) {
        return new Geometry(size, 0, 0);
    }

    /** The usual box shape for a size, rows x columns with rows <= columns, or no boxes if N is prime. */
    public static Geometry standard(int size) {
        int rows = (int) Math.floor(Math.sqrt(size));
        while (rows > 1 && size % rows != 0) {
            rows--;
        }
        return rows <= 1 && size > 1 ? withoutBoxes(size) : new Geometry(size, rows, size / rows);
    }

    public boolean hasBoxes() {
        return boxRows > 0;
    }

    public int cellCount() {
        return size * size;
    }

    /** The mask with one bit per digit: bit d-1 stands for digit d. */
    public int fullMask() {
        return (1 << size) - 1;
    }

    public int cell(int row, int col) {
        return row * size + col;
    }

    public int row(int cell) {
        return cell / size;
    }

    public int col(int cell) {
        return cell % size;
    }

    public int box(int cell) {
        if (!hasBoxes()) {
            throw new IllegalStateException("this grid has no boxes");
        }
        return (row(cell) / boxRows) * (size / boxCols) + col(cell) / boxCols;
    }

    /** The community's notation, one-based: {@code r1c1}. */
    public String cellName(int cell) {
        return "r" + (row(cell) + 1) + "c" + (col(cell) + 1);
    }

    /** The symbol for digit d: 1-9, then A for 10 up to U for 30. */
    public static char symbol(int digit) {
        return SYMBOLS.charAt(digit - 1);
    }

    /** The digit written as symbol c, or -1 when c is not a digit symbol (case-insensitive). */
    public static int digitOf(char c) {
        int i = SYMBOLS.indexOf(Character.toUpperCase(c));
        return i < 0 ? -1 : i + 1;
    }

    /** A solved or partial grid (0 = empty) as one line of N*N symbols, '.' for empty cells. */
    public String format(int[] grid) {
        StringBuilder sb = new StringBuilder(grid.length);
        for (int v : grid) {
            sb.append(v == 0 ? '.' : symbol(v));
        }
        return sb.toString();
    }

    public String describe() {
        return size + "x" + size + (hasBoxes() ? " with " + boxRows + "x" + boxCols + " boxes" : "");
    }
}
