package nonet.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Model;

/**
 * PLACEHOLDER from the solvers branch, to be replaced by the lead's version that reads model files:
 * this one knows only the classic model, and reads a puzzle given as a grid line or as a file
 * whose first puzzle line is used.
 */
public final class PuzzleArgs {

    private PuzzleArgs() {
    }

    private static boolean isFile(String arg) {
        try {
            return Files.isRegularFile(Path.of(arg));
        } catch (java.nio.file.InvalidPathException e) {
            return false;
        }
    }

    public static Model loadOne(String modelOption, String puzzleArg) {
        if (modelOption != null && !modelOption.equals("classic")) {
            throw new UserError("this build knows only the classic model, not '" + modelOption + "'");
        }
        String line = puzzleArg;
        String source = "the puzzle argument";
        int lineNo = 1;
        if (isFile(puzzleArg)) {
            Path path = Path.of(puzzleArg);
            source = puzzleArg;
            try {
                List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
                line = null;
                for (int i = 0; i < lines.size() && line == null; i++) {
                    String l = lines.get(i).trim();
                    if (!l.isEmpty() && !l.startsWith("#")) {
                        line = l;
                        lineNo = i + 1;
                    }
                }
                if (line == null) {
                    throw new UserError(source + ": no puzzle in the file");
                }
            } catch (IOException e) {
                throw new UserError(source + ": cannot read: " + e.getMessage());
            }
        }
        int colon = line.indexOf(':');
        if (colon >= 0) {
            line = line.substring(0, colon);
        }
        int size = (int) Math.round(Math.sqrt(line.length()));
        if (size * size != line.length() || size < 1 || size > Geometry.MAX_SIZE) {
            throw new UserError(source + ":" + lineNo + ":1: a grid line needs N*N symbols, this one has " + line.length());
        }
        Geometry g = Geometry.standard(size);
        List<Constraint> all = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            int[] row = new int[size];
            int[] col = new int[size];
            for (int j = 0; j < size; j++) {
                row[j] = g.cell(i, j);
                col[j] = g.cell(j, i);
            }
            all.add(new AllDifferent(row, true, "distinct rows"));
            all.add(new AllDifferent(col, true, "distinct columns"));
        }
        if (g.hasBoxes()) {
            for (int b = 0; b < size; b++) {
                int[] box = new int[size];
                int k = 0;
                for (int cell = 0; cell < g.cellCount(); cell++) {
                    if (g.box(cell) == b) {
                        box[k++] = cell;
                    }
                }
                all.add(new AllDifferent(box, true, "distinct boxes"));
            }
        }
        for (int cell = 0; cell < line.length(); cell++) {
            char ch = line.charAt(cell);
            if (ch == '.' || ch == '0') {
                continue;
            }
            int d = Geometry.digitOf(ch);
            if (d < 1 || d > size) {
                throw new UserError(source + ":" + lineNo + ":" + (cell + 1) + ": '" + ch + "' is not a digit of a "
                        + size + "x" + size + " grid");
            }
            all.add(new Domain(cell, 1 << (d - 1), "given " + g.cellName(cell) + " = " + d));
        }
        return new Model("classic", g, all);
    }
}
