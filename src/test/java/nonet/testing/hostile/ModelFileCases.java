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
import java.util.stream.Stream;

/**
 * Every bundled model file damaged in four ways (a token deleted, doubled, swapped with the next, a
 * random character inserted), used by a puzzle file between two good grids: the result may still
 * be a model, but any error is located and the good grids are answered.
 */
final class ModelFileCases {

    private static final Mutations.Op[] OPS = {Mutations.Op.DELETE, Mutations.Op.DOUBLE, Mutations.Op.SWAP, Mutations.Op.INSERT};

    private ModelFileCases() {
    }

    static List<HostileCase> generate(Random rnd) {
        List<HostileCase> cases = new ArrayList<>();
        for (Path model : models()) {
            String text = PuzzleFileCases.read(model);
            for (Mutations.Op op : OPS) {
                Mutations.Mutant m = Mutations.apply(op, text, rnd);
                cases.add(new HostileCase(HostileCase.Kind.MODEL_FILE, model + ": " + m.what(),
                        Map.of("m.nonet", m.text(), "p.nonet", "use ./m.nonet\n"),
                        List.of("solve", "--format", "line", "--timeout", "2", FIRST, "{dir}/p.nonet", SECOND), HostileCase.EITHER, null,
                        List.of(FIRST_SOLVED), List.of(SECOND_SOLVED)));
            }
        }
        return cases;
    }

    /** Every bundled model file, rules included, sorted. */
    private static List<Path> models() {
        try (Stream<Path> files = Files.walk(Path.of("models"))) {
            return files.filter(f -> f.toString().endsWith(".nonet")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
