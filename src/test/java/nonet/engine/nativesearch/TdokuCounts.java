package nonet.engine.nativesearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;
import nonet.testing.TestModels;

/** The tdoku test puzzles, with their published counts (up to 847) and one solution each. */
public final class TdokuCounts {

    private TdokuCounts() {
    }

    /** Counts every puzzle completely: exact count, every grid valid and distinct, the published one among them. */
    public static void assertCountedExactly(NativeEngine engine) throws IOException {
        for (String line : Files.readAllLines(Path.of("puzzles/classic/tdoku_test_puzzles.txt"))) {
            String[] parts = line.split(":");
            Model model = TestModels.classic(parts[0]);
            Result r = engine.run(model, Limits.count(1000).withKeep(1000));
            assertEquals(Status.EXHAUSTED, r.status(), line);
            assertEquals(Long.parseLong(parts[1]), r.count(), line);
            Set<String> distinct = new HashSet<>();
            for (int[] s : r.solutions()) {
                assertEquals(List.of(), model.violations(s));
                distinct.add(model.geometry().format(s));
            }
            assertEquals(r.count(), distinct.size(), line);
            if (parts.length > 2) {
                assertTrue(distinct.contains(parts[2].strip()), line);
            }
        }
    }
}
