package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.Model;
import nonet.model.Relation;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BundledModelsTest {

    private static Model empty9(String model) throws LangException {
        return Lang.COMPILER.compile(PuzzleSpec.ofGrid(List.of(model), 9, new int[81], "t"));
    }

    @Test
    void everyBundledModelLoadsAndCompilesFor9x9() throws LangException {
        List<ModelInfo> all = ModelLibrary.bundled().list();
        assertTrue(all.size() >= 40, "bundled models: " + all);
        for (ModelInfo info : all) {
            assertFalse(info.about().isEmpty() || info.about().startsWith("(does not load"), info.toString());
            if (info.name().equals("jigsaw") || (info.name().startsWith("classic-") && !info.name().equals("classic-9x9"))) {
                continue;
            }
            Model m = empty9(info.name());
            assertEquals(9, m.size(), info.name());
        }
    }

    @ParameterizedTest
    @CsvSource({"classic-4x4,4,2,2", "classic-6x6,6,2,3", "classic-8x8,8,2,4", "classic-9x9,9,3,3",
        "classic-12x12,12,3,4", "classic-16x16,16,4,4", "classic-25x25,25,5,5"})
    void sizedClassicsMatchTheCodeBuiltClassic(String name, int n, int br, int bc) throws LangException {
        Model m = Lang.COMPILER.compile(PuzzleSpec.ofGrid(List.of(name), n, new int[n * n], "t"));
        assertEquals(new Geometry(n, br, bc), m.geometry());
        assertEquals(new HashSet<>(TestModels.classicGroups(m.geometry())), new HashSet<>(m.constraints()));
        assertEquals(3 * n, m.constraints().size());
    }

    @Test
    void classicCompilesToTheSameConstraintsAsTestModels() throws LangException {
        String line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        int[] givens = new int[81];
        for (int i = 0; i < 81; i++) {
            givens[i] = line.charAt(i) == '.' ? 0 : line.charAt(i) - '0';
        }
        Model m = Lang.COMPILER.compile(PuzzleSpec.ofGrid(List.of("classic"), 9, givens, "t"));
        Model expected = TestModels.classic(line);
        assertEquals(new HashSet<>(expected.constraints()), new HashSet<>(m.constraints()));
        assertEquals(expected.constraints().size(), m.constraints().size());
        assertEquals(27, m.all(AllDifferent.class).stream().filter(AllDifferent::exact).count());
        assertTrue(m.all(Domain.class).stream().allMatch(Domain::isSingleton));
    }

    @Test
    void miracleHasOneRelationPerKingOrKnightPairWithNonConsecutiveOnOrthogonalNeighbours() throws LangException {
        Model m = empty9("miracle");
        List<Relation> rels = m.all(Relation.class);
        // king pairs: 72 horizontal + 72 vertical + 128 diagonal; knight pairs: 4 * 56
        assertEquals(272 + 224, rels.size());
        Geometry g = m.geometry();
        for (Relation r : rels) {
            assertTrue(r.a() < r.b());
            int dr = Math.abs(g.row(r.a()) - g.row(r.b()));
            int dc = Math.abs(g.col(r.a()) - g.col(r.b()));
            for (int x = 1; x <= 9; x++) {
                for (int y = 1; y <= 9; y++) {
                    boolean expected = x != y && (dr + dc != 1 || Math.abs(x - y) != 1);
                    assertEquals(expected, r.allows(x, y), r + " " + x + "," + y);
                }
            }
        }
        assertEquals(27, m.all(AllDifferent.class).size());
    }

    @ParameterizedTest
    @CsvSource({"diagonal,29,0", "windoku,31,0", "disjoint-groups,36,0", "anti-knight,27,224", "anti-king,27,272",
        "non-consecutive,27,144"})
    void globalVariantsAddTheirGroupsAndRelations(String model, int groups, int relations) throws LangException {
        Model m = empty9(model);
        assertEquals(groups, m.all(AllDifferent.class).size());
        assertTrue(m.all(AllDifferent.class).stream().allMatch(AllDifferent::exact));
        assertEquals(relations, m.all(Relation.class).size());
        assertEquals(groups + relations, m.constraints().size());
    }

    @Test
    void composingVariantsIncludesClassicOnce() throws LangException {
        Model m = Lang.COMPILER.compile(PuzzleSpec.ofGrid(List.of("classic", "anti-knight", "diagonal"), 9, new int[81], "t"));
        assertEquals(29, m.all(AllDifferent.class).size());
        assertEquals(224, m.all(Relation.class).size());
    }

    @Test
    void jigsawTakesTheRegionsOfThePuzzle() throws LangException {
        String text = "use jigsaw\nregions\n"
                + "AAABBBCCC\nAAABBBCCC\nAAABBBCCC\nDDDEEEFFF\nDDDEEEFFF\nDDDEEEFFF\nGGGHHHIII\nGGGHHHIII\nGGGHHIHII\n";
        Model m = Lang.compile(text);
        assertFalse(m.geometry().hasBoxes());
        assertEquals(27, m.all(AllDifferent.class).size());
        boolean found = false;
        for (AllDifferent a : m.all(AllDifferent.class)) {
            found |= new HashSet<>(List.of(60, 61, 62, 69, 70, 71, 77, 79, 80)).equals(
                    new HashSet<>(java.util.Arrays.stream(a.cells()).boxed().toList()));
        }
        assertTrue(found, "region I follows the drawn shape");
    }

    @Test
    void listingShowsCluesOfUserFacingModels() {
        ModelInfo killer = ModelLibrary.bundled().list().stream().filter(i -> i.name().equals("killer")).findFirst().orElseThrow();
        assertEquals(List.of("cage"), killer.clueNames());
        ModelInfo kropki = ModelLibrary.bundled().list().stream().filter(i -> i.name().equals("kropki")).findFirst().orElseThrow();
        assertEquals(List.of("white", "black"), kropki.clueNames());
    }

    @Test
    void constraintsHaveOrigins() throws LangException {
        for (Constraint c : empty9("miracle").constraints()) {
            assertFalse(c.origin().isEmpty());
        }
    }
}
