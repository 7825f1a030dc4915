package nonet.testing.hostile;

import static nonet.testing.hostile.GoodPuzzles.FIRST;
import static nonet.testing.hostile.GoodPuzzles.FIRST_SOLVED;
import static nonet.testing.hostile.GoodPuzzles.SECOND;
import static nonet.testing.hostile.GoodPuzzles.SECOND_SOLVED;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every bundled variant puzzle file broken on purpose (statements with wrong arguments, cells
 * outside the grid, contradictory and duplicate givens, a short givens block, unknown statements
 * and models, a model statement) and at random, each between two good grids typed inline.
 */
final class PuzzleFileCases {

    private static final Pattern CELL = Pattern.compile("r\\d+c\\d+");

    private PuzzleFileCases() {
    }

    /** Statements with wrong arguments, each alone after {@code use killer, thermo}: every one is an error. */
    private static final String[] WRONG_STATEMENTS = {
        "grid", "grid 0x0", "grid 31x31", "grid 9x8", "grid abc", "grid 4x4\ngiven r5c5 = 1", "grid 9x9\ngrid 4x4",
        "givens", "givens\n" + FIRST.substring(0, 72).replaceAll("(.{9})", "$1\n"), "givens\n" + (FIRST + "1").replaceAll("(.{10})", "$1\n"),
        "givens\n" + FIRST.replace('.', '?').replaceAll("(.{9})", "$1\n"), "solution 123", "solution " + FIRST.replace('.', '0'),
        "regions\n" + "1".repeat(81), "cage", "cage 3", "cage r1c1 r1c2", "cage 3 r1c1 r1c1", "cage 50 r1c1 r1c2", "cage 1 r1c1 r1c2",
        "cage -3 r1c1 r1c2", "cage 3 r1c1 r10c1", "cage 3.5 r1c1 r1c2", "cage 99999999999999999999 r1c1 r1c2", "cage 3 r1c1 r1c2 r1c1",
        "cage 45 r1c1-9 r2c1", "thermo", "thermo 3 r1c1", "thermo r1c1 r1c1", "given", "given r1c1", "given r1c1 =", "given = 1",
        "given r1c1-3 = 1", "given r1c1 = 1 2", "given r1c1 = a", "use", "use ,",
        "given r1c1 = 1\ncage 3 r1c1 r1c2\ngiven r1c2 = 1", "cage 10 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1",
    };

    static List<HostileCase> generate(Random rnd) {
        List<HostileCase> cases = new ArrayList<>();
        for (String statement : WRONG_STATEMENTS) {
            cases.add(of("wrong statement: " + Symbols.shown(statement), "use killer, thermo\n" + statement + "\n", HostileCase.BAD));
        }
        for (Path file : variants()) {
            String text = read(file);
            String name = file.getFileName().toString();
            String[] broken = {
                text + "given r1c1 = 10\n", text + "given r10c1 = 1\n", text + "given r1c1 = 0\n", text + "given r1c0 = 1\n",
                text + "given r1c1 = 1\ngiven r1c1 = 2\n", text + "given r1c1 = 5\ngiven r1c2 = 5\n", text + "frobnicate 3 r1c1\n",
                text + "use no-such-model\n", text + "extends classic\n", text.replace("use ", "u\0se "), text + "given r1c1\n",
                text + "givens\n" + FIRST.substring(0, 72) + "\n",
            };
            for (String b : broken) {
                cases.add(of(name + ": " + Symbols.shown(b.substring(Math.min(b.length(), text.length() - 10))), b, HostileCase.BAD));
            }
            Matcher cell = CELL.matcher(text);
            if (cell.find()) {
                cases.add(of(name + ": " + cell.group() + " moved outside the grid",
                        text.substring(0, cell.start()) + "r10c10" + text.substring(cell.end()), HostileCase.BAD));
            }
            for (int i = 0; i < 3; i++) {
                Mutations.Mutant m = Mutations.any(text, rnd);
                cases.add(of(name + ": " + m.what(), m.text(), HostileCase.EITHER));
            }
        }
        return cases;
    }

    private static HostileCase of(String name, String text, Set<Integer> exits) {
        return new HostileCase(HostileCase.Kind.PUZZLE_FILE, name, Map.of("p.nonet", text),
                List.of("solve", "--format", "line", "--timeout", "2", FIRST, "{dir}/p.nonet", SECOND), exits, null,
                List.of(FIRST_SOLVED), List.of(SECOND_SOLVED));
    }

    /** The bundled variant puzzles, sorted so the cases are the same for a seed. */
    static List<Path> variants() {
        try (Stream<Path> files = Files.list(Path.of("puzzles/variants"))) {
            return files.filter(f -> f.toString().endsWith(".nonet")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
