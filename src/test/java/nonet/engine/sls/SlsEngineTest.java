package nonet.engine.sls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Constraint;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.BruteForce;
import nonet.testing.PuzzleLines;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SlsEngineTest {

    private final SlsEngine sls = new SlsEngine(EngineOptions.NONE);

    /** Moves, not time, bound these runs, so the outcome depends only on the seed. */
    private static Limits moves(long moves, long seed) {
        return Limits.solve().withNodeLimit(moves).withSeed(seed);
    }

    /** The contract: LIMIT with one valid grid, or UNKNOWN with none. */
    private static boolean assertHonest(Model model, Result r) {
        if (r.status() == Status.LIMIT) {
            assertEquals(1, r.count());
            assertEquals(List.of(), model.violations(r.solution()));
            return true;
        }
        assertEquals(Status.UNKNOWN, r.status(), r.message());
        assertEquals(0, r.count());
        assertTrue(r.solutions().isEmpty());
        return false;
    }

    @Test
    void solvesMostEasyPuzzlesWithinItsMoveBudget() {
        int solved = 0;
        List<String> lines = PuzzleLines.read("classic/easy50.txt").subList(0, 20);
        for (int i = 0; i < lines.size(); i++) {
            Model model = TestModels.classic(lines.get(i));
            if (assertHonest(model, sls.run(model, moves(200_000, i)))) {
                solved++;
            }
        }
        System.out.println("sls solves " + solved + " of " + lines.size() + " easy50 puzzles within 200k moves");
        assertTrue(solved >= 10, solved + " solved");
    }

    @Test
    void neverAnswersAnUnsolvablePuzzle() {
        Model twoOnes = TestModels.classic("11" + ".".repeat(79));
        assertHonest(twoOnes, sls.run(twoOnes, moves(20_000, 1)));
        assertEquals(Status.UNKNOWN, sls.run(twoOnes, moves(20_000, 1)).status());
        for (String line : PuzzleLines.lines("classic/tdoku_test_puzzles.txt")) {
            String[] parts = line.split(":");
            if (parts[1].equals("0")) {
                Model model = TestModels.classic(parts[0]);
                assertEquals(Status.UNKNOWN, sls.run(model, moves(5_000, 2)).status());
            }
        }
    }

    @Test
    void emptyDomainsAreUnknownNotAStackTrace() {
        Model model = TestModels.classicWith(".".repeat(16), List.of(new nonet.model.Domain(3, 0, "nothing")));
        Result r = sls.run(model, moves(100, 1));
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.message().contains("r1c4"), r.message());
    }

    /** Random 4x4 models with relations and sums: sls answers only when brute force finds solutions. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void agreesWithBruteForceOnSmallVariantModels(long seed) {
        Random rnd = new Random(seed);
        Geometry g = new Geometry(4, 2, 2);
        List<Constraint> all = new ArrayList<>(TestModels.classicGroups(g));
        for (int k = 0; k < 3; k++) {
            int a = rnd.nextInt(16);
            int b = (a + 1 + rnd.nextInt(15)) % 16;
            int[] allowed = new int[4];
            for (int d = 0; d < 4; d++) {
                allowed[d] = rnd.nextInt(16);
            }
            all.add(new Relation(a, b, allowed, "random relation"));
        }
        all.add(new LinearSum(new int[] {0, 5, 10}, new int[] {1, 1, -1}, rnd.nextInt(6), "random arrow"));
        Model model = new Model("random", g, all);
        boolean solvable = !BruteForce.solutions(model, 1).isEmpty();
        boolean found = assertHonest(model, sls.run(model, moves(200_000, seed)));
        if (!solvable) {
            assertTrue(!found);
        }
        if (solvable) {
            assertTrue(found, "a solvable 4x4 model within 200k moves");
        }
    }

    @Test
    void solvesAKillerGridWithoutGivens() {
        int[] solution = TestModels.classic(
                "483726159726159483159483726837261594261594837594837261372615948615948372948372615").givens();
        List<Constraint> cages = new ArrayList<>();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c += 3) {
                int[] cells = {r * 9 + c, r * 9 + c + 1, r * 9 + c + 2};
                int total = solution[cells[0]] + solution[cells[1]] + solution[cells[2]];
                cages.add(new LinearSum(cells, new int[] {1, 1, 1}, total, "cage " + total));
            }
        }
        Model model = TestModels.classicWith(".".repeat(81), cages);
        assertTrue(assertHonest(model, sls.run(model, moves(500_000, 7))));
    }
}
