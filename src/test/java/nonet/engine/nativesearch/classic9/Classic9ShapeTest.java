package nonet.engine.nativesearch.classic9;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

class Classic9ShapeTest {

    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void acceptsClassicModelWithGivensAndCandidateDomains() {
        Model m = TestModels.classicWith(PUZZLE, List.of(new Domain(1, 0b110, "r1c2 in 2,3")));
        assertTrue(Classic9Shape.matches(m));
        assertTrue(Classic9Shape.matches(TestModels.classic(".".repeat(81))));
    }

    @Test
    void acceptsGroupsListedInAnyOrderAndWithoutTheExactFlag() {
        Random random = new Random(7);
        List<Constraint> shuffled = new ArrayList<>();
        for (Constraint c : TestModels.classic(PUZZLE).constraints()) {
            if (c instanceof AllDifferent g) {
                List<Integer> cells = new ArrayList<>();
                for (int cell : g.cells()) {
                    cells.add(cell);
                }
                Collections.shuffle(cells, random);
                shuffled.add(new AllDifferent(cells.stream().mapToInt(Integer::intValue).toArray(), false, g.origin()));
            } else {
                shuffled.add(c);
            }
        }
        Collections.shuffle(shuffled, random);
        assertTrue(Classic9Shape.matches(TestModels.classic(PUZZLE).withConstraints(shuffled)));
    }

    /**
     * A matched model's own group objects, reused as a collection's puzzles reuse them, match again
     * with other givens, but not one fewer, one duplicated in place of another, or one more constraint.
     */
    @Test
    void theGroupsOfTheLastMatchAreJudgedLikeAnyOther() {
        Model first = TestModels.classic(PUZZLE);
        assertTrue(Classic9Shape.matches(first));
        List<Constraint> groups = new ArrayList<>();
        for (Constraint c : first.constraints()) {
            if (!(c instanceof Domain)) {
                groups.add(c);
            }
        }
        List<Constraint> otherGivens = new ArrayList<>(groups);
        otherGivens.add(new Domain(0, 1 << 4, "given"));
        assertTrue(Classic9Shape.matches(first.withConstraints(otherGivens)));

        assertFalse(Classic9Shape.matches(first.withConstraints(groups.subList(0, groups.size() - 1))));
        List<Constraint> duplicated = new ArrayList<>(groups);
        duplicated.set(groups.size() - 1, groups.get(0));
        assertFalse(Classic9Shape.matches(first.withConstraints(duplicated)));
        List<Constraint> more = new ArrayList<>(groups);
        more.add(new AllDifferent(new int[] {0, 10}, false, "anti-diagonal pair"));
        assertFalse(Classic9Shape.matches(first.withConstraints(more)));
        assertTrue(Classic9Shape.matches(first));
    }

    @Test
    void rejectsAMissingGroup() {
        List<Constraint> all = new ArrayList<>(TestModels.classic(PUZZLE).constraints());
        all.remove(5);
        assertFalse(Classic9Shape.matches(TestModels.classic(PUZZLE).withConstraints(all)));
    }

    @Test
    void rejectsAGroupGivenTwiceInPlaceOfAnother() {
        List<Constraint> all = new ArrayList<>(TestModels.classic(PUZZLE).constraints());
        all.set(5, all.get(4));
        assertFalse(Classic9Shape.matches(TestModels.classic(PUZZLE).withConstraints(all)));
    }

    @Test
    void rejectsADiagonalAdded() {
        int[] diagonal = new int[9];
        for (int i = 0; i < 9; i++) {
            diagonal[i] = 10 * i;
        }
        assertFalse(Classic9Shape.matches(TestModels.classicWith(PUZZLE, List.of(new AllDifferent(diagonal, true, "diagonal")))));
    }

    @Test
    void rejectsARelationAdded() {
        int[] greater = new int[9];
        for (int d = 1; d <= 9; d++) {
            greater[d - 1] = (1 << (d - 1)) - 1;
        }
        assertFalse(Classic9Shape.matches(TestModels.classicWith(PUZZLE, List.of(new Relation(0, 1, greater, "r1c1 > r1c2")))));
    }

    @Test
    void rejectsAJigsawRegionInPlaceOfABox() {
        List<Constraint> all = new ArrayList<>(TestModels.classic(PUZZLE).constraints());
        int box = all.size() - 1;
        while (!(all.get(box) instanceof AllDifferent)) {
            box--;
        }
        // box 9 with one cell swapped for one of box 8: same size, different set
        int[] cells = ((AllDifferent) all.get(box)).cells();
        cells[0] = 57;
        all.set(box, new AllDifferent(cells, true, "region"));
        assertFalse(Classic9Shape.matches(TestModels.classic(PUZZLE).withConstraints(all)));
    }

    @Test
    void rejectsOtherSizes() {
        assertFalse(Classic9Shape.matches(TestModels.classic(".".repeat(36))));
        assertFalse(Classic9Shape.matches(TestModels.classic(".".repeat(256))));
        Geometry noBoxes = Geometry.withoutBoxes(9);
        assertFalse(Classic9Shape.matches(new Model("latin", noBoxes, TestModels.classicGroups(noBoxes))));
    }
}
