package nonet.testing.hostile;

/** Puzzles with known answers, placed around hostile input so that the suite sees whether they survive it. */
final class GoodPuzzles {

    static final String FIRST = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    static final String FIRST_SOLVED = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
    static final String SECOND = "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";
    static final String SECOND_SOLVED = "527316489896542731314987562172453896689271354453698217941825673765134928238769145";

    private GoodPuzzles() {
    }

    /** The grid as nine rows, spaced and with box bars, separator lines between bands: a common multi-line form. */
    static String rows(String grid) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            if (r == 3 || r == 6) {
                sb.append("------+-------+------\n");
            }
            sb.append(row(grid, r)).append('\n');
        }
        return sb.toString();
    }

    /** Row r (from 0) of a 9x9 grid, spaced, with box bars. */
    static String row(String grid, int r) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 9; c++) {
            if (c == 3 || c == 6) {
                sb.append("| ");
            }
            sb.append(grid.charAt(r * 9 + c)).append(c == 8 ? "" : " ");
        }
        return sb.toString();
    }
}
