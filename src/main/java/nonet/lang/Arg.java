package nonet.lang;

import java.util.Arrays;

/** One argument of a clue in a puzzle: a number, or cells (one cell, or a range such as r1c1-3). */
public record Arg(int number, int[] cells, Pos pos) {

    public Arg {
        cells = cells == null ? null : cells.clone();
    }

    public static Arg number(int value, Pos pos) {
        return new Arg(value, null, pos);
    }

    public static Arg cells(int[] cells, Pos pos) {
        return new Arg(0, cells, pos);
    }

    public boolean isCell() {
        return cells != null;
    }

    @Override
    public int[] cells() {
        return cells == null ? null : cells.clone();
    }

    /** How the argument is written in a puzzle file: the number, or the cell names. */
    public String text(int size) {
        if (cells == null) {
            return Integer.toString(number);
        }
        StringBuilder sb = new StringBuilder();
        for (int c : cells) {
            sb.append(sb.length() == 0 ? "" : " ").append('r').append(c / size + 1).append('c').append(c % size + 1);
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Arg a && a.number == number && Arrays.equals(a.cells, cells);
    }

    @Override
    public int hashCode() {
        return number * 31 + Arrays.hashCode(cells);
    }
}
