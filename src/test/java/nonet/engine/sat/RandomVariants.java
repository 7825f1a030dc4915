package nonet.engine.sat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.model.Table;
import nonet.testing.TestModels;

/**
 * Seeded random 4x4 variant models, and the ground truth for them: all 288 4x4 sudoku grids,
 * filtered by {@link Model#violations}. Shares no code with any engine.
 */
final class RandomVariants {

    static final Geometry G4 = Geometry.standard(4);
    static final List<int[]> ALL_4X4 = enumerate();

    private RandomVariants() {
    }

    private static List<int[]> enumerate() {
        List<int[]> out = new ArrayList<>();
        Model empty = TestModels.classic(".".repeat(16));
        fill(new int[16], 0, empty, out);
        return out;
    }

    private static void fill(int[] grid, int cell, Model empty, List<int[]> out) {
        if (cell == 16) {
            if (empty.violations(grid).isEmpty()) {
                out.add(grid.clone());
            }
            return;
        }
        for (int d = 1; d <= 4; d++) {
            grid[cell] = d;
            if (rowColBoxOk(grid, cell)) {
                fill(grid, cell + 1, empty, out);
            }
        }
        grid[cell] = 0;
    }

    private static boolean rowColBoxOk(int[] grid, int cell) {
        for (int other = 0; other < cell; other++) {
            boolean peer = G4.row(other) == G4.row(cell) || G4.col(other) == G4.col(cell) || G4.box(other) == G4.box(cell);
            if (peer && grid[other] == grid[cell]) {
                return false;
            }
        }
        return true;
    }

    /** The solutions of a 4x4 model, by brute force. */
    static List<int[]> solutions(Model model) {
        List<int[]> out = new ArrayList<>();
        for (int[] grid : ALL_4X4) {
            if (model.violations(grid).isEmpty()) {
                out.add(grid);
            }
        }
        return out;
    }

    /** A classic 4x4 grid with a few givens and one to four random variant constraints. */
    static Model model(long seed) {
        Random rnd = new Random(seed);
        int[] witness = ALL_4X4.get(rnd.nextInt(ALL_4X4.size()));
        StringBuilder line = new StringBuilder(".".repeat(16));
        for (int i = rnd.nextInt(4); i > 0; i--) {
            int cell = rnd.nextInt(16);
            line.setCharAt(cell, (char) ('0' + witness[cell]));
        }
        List<Constraint> extra = new ArrayList<>();
        for (int i = 1 + rnd.nextInt(4); i > 0; i--) {
            extra.add(randomConstraint(rnd, witness));
        }
        return TestModels.classicWith(line.toString(), extra);
    }

    private static Constraint randomConstraint(Random rnd, int[] witness) {
        // half of the sums take their total from a witness grid, so that many models have solutions
        boolean fair = rnd.nextBoolean();
        switch (rnd.nextInt(7)) {
            case 0: {
                int a = rnd.nextInt(16);
                int b = (a + 1 + rnd.nextInt(15)) % 16;
                int[] allowed = new int[4];
                for (int d = 0; d < 4; d++) {
                    allowed[d] = rnd.nextInt(16) | rnd.nextInt(16);
                }
                return new Relation(a, b, allowed, "random relation");
            }
            case 1: {
                // a killer cage inside one row: a distinct cage
                int row = rnd.nextInt(4);
                int len = 2 + rnd.nextInt(3);
                int[] cells = new int[len];
                for (int i = 0; i < len; i++) {
                    cells[i] = G4.cell(row, i);
                }
                return cage(cells, fair ? total(witness, cells, null) : len + rnd.nextInt(3 * len), "cage");
            }
            case 2: {
                // an arrow: the path sums to the circle
                int[] cells = {0, 5, 10, 15};
                int len = 2 + rnd.nextInt(3);
                int[] path = new int[len];
                int[] coeffs = new int[len];
                int start = rnd.nextInt(16 - len * 2);
                for (int i = 0; i < len; i++) {
                    path[i] = start + i * 2;
                    coeffs[i] = i == 0 ? -1 : 1;
                }
                return new LinearSum(fair ? path : cells, fair ? coeffs : new int[] {1, 1, -1, 1},
                        fair ? 0 : rnd.nextInt(5), "arrow");
            }
            case 3: {
                // a little killer on a diagonal: digits may repeat
                int[] cells = {3, 6, 9, 12};
                return cage(cells, fair ? total(witness, cells, null) : 4 + rnd.nextInt(13), "little killer");
            }
            case 4: {
                int[] cells = {rnd.nextInt(4), 4 + rnd.nextInt(4), 8 + rnd.nextInt(4)};
                int count = rnd.nextInt(12);
                int[][] tuples = new int[count + (fair ? 1 : 0)][];
                for (int i = 0; i < count; i++) {
                    tuples[i] = new int[] {1 + rnd.nextInt(4), 1 + rnd.nextInt(4), 1 + rnd.nextInt(4)};
                }
                if (fair) {
                    tuples[count] = new int[] {witness[cells[0]], witness[cells[1]], witness[cells[2]]};
                }
                return new Table(cells, tuples, "random table");
            }
            case 5: {
                int[] cells = {rnd.nextInt(16), 0};
                cells[1] = (cells[0] + 1 + rnd.nextInt(15)) % 16;
                int[] coeffs = {1 + rnd.nextInt(3), -1 - rnd.nextInt(2)};
                return new LinearSum(cells, coeffs, fair ? total(witness, cells, coeffs) : rnd.nextInt(9) - 4, "weighted sum");
            }
            default: {
                int cell = rnd.nextInt(16);
                return new Domain(cell, 1 + rnd.nextInt(15), "random domain");
            }
        }
    }

    private static LinearSum cage(int[] cells, int total, String origin) {
        int[] ones = new int[cells.length];
        java.util.Arrays.fill(ones, 1);
        return new LinearSum(cells, ones, total, origin);
    }

    private static int total(int[] grid, int[] cells, int[] coeffs) {
        int s = 0;
        for (int i = 0; i < cells.length; i++) {
            s += (coeffs == null ? 1 : coeffs[i]) * grid[cells[i]];
        }
        return s;
    }
}
