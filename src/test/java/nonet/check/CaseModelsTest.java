package nonet.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import nonet.lang.Compiler;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The model copies of a case: every non-bundled model once, under names that do not collide, meaning the same. */
class CaseModelsTest {

    @TempDir
    Path tmp;

    @Test
    void copiesEveryUserModelOnceAndTheCopiesCompileToTheSameModel() throws Exception {
        Files.createDirectories(tmp.resolve("one"));
        Files.createDirectories(tmp.resolve("two"));
        Files.writeString(tmp.resolve("one/rules.nonet"), "pairs king: a != b\n");
        Files.writeString(tmp.resolve("two/rules.nonet"), "extends ../one/rules.nonet\npairs knight: a != b\n");
        Path variant = tmp.resolve("variant.nonet");
        Files.writeString(variant, "# a user's variant\nextends classic\nextends ./one/rules.nonet, two/rules.nonet\n");
        String givens = "1" + ".".repeat(80);
        PuzzleSpec original = PuzzleSpec.ofGrid(List.of(variant.toString(), "rules/diagonal"), 9, digits(givens), "test");

        Path caseDir = tmp.resolve("case");
        CaseModels.Copied copied = CaseModels.copyInto(caseDir, original);

        assertEquals(List.of("./models/variant.nonet", "rules/diagonal"), copied.spec().models());
        assertEquals(Map.of("models/variant.nonet", variant.toString(),
                "models/rules.nonet", tmp.resolve("one/rules.nonet").toString(),
                "models/rules-2.nonet", tmp.resolve("two/rules.nonet").toString()), copied.origins());
        List<String> variantLines = Files.readAllLines(caseDir.resolve("models/variant.nonet"));
        assertEquals(List.of("# a user's variant", "extends classic, ./rules.nonet, ./rules-2.nonet",
                "# (merged into the first extends line)"), variantLines);
        assertTrue(Files.readString(caseDir.resolve("models/rules-2.nonet")).startsWith("extends ./rules.nonet\n"));

        Path puzzle = Files.writeString(caseDir.resolve("puzzle.nonet"), copied.spec().toNonet());
        PuzzleSpec reread = new PuzzleFileParser(ModelLibrary.bundled()).parse(Files.readString(puzzle), puzzle.toString(), caseDir);
        Compiler compiler = new Compiler(ModelLibrary.bundled());
        Model before = compiler.compile(original);
        Model after = compiler.compile(reread);
        assertEquals(before.constraints().size(), after.constraints().size());
        assertEquals(before.constraints().toString(), after.constraints().toString());
    }

    private static int[] digits(String line) {
        int[] out = new int[line.length()];
        for (int i = 0; i < out.length; i++) {
            out[i] = line.charAt(i) == '.' ? 0 : line.charAt(i) - '0';
        }
        return out;
    }
}
