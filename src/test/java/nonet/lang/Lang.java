package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import nonet.model.Model;

/** Shared helpers for the language tests: parse and compile puzzle texts, expect located errors. */
final class Lang {

    static final Compiler COMPILER = new Compiler(ModelLibrary.bundled());

    private Lang() {
    }

    static PuzzleSpec parse(String text) throws LangException {
        return new PuzzleFileParser().parse(text, "p.nonet", Path.of("."));
    }

    static Model compile(String text) throws LangException {
        return COMPILER.compile(parse(text));
    }

    /** Compiles the text, which must fail at line:col with a message containing {@code detail}. */
    static LangException error(String text, int line, int col, String detail) {
        LangException e = assertThrows(LangException.class, () -> compile(text));
        assertEquals("p.nonet:" + line + ":" + col, e.file() + ":" + e.line() + ":" + e.col(), e.getMessage());
        assertContains(e.detail(), detail);
        assertEquals(e.file() + ":" + e.line() + ":" + e.col() + ": " + e.detail(), e.getMessage());
        return e;
    }

    static void assertContains(String text, String part) {
        if (!text.contains(part)) {
            throw new AssertionError("expected <" + part + "> in <" + text + ">");
        }
    }

    static String empty(int n) {
        return ".".repeat(n * n);
    }
}
