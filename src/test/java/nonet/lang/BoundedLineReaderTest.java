package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nonet.model.Model;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading within limits: long lines cut, endless ones stopped, model files bounded, byte order marks skipped. */
class BoundedLineReaderTest {

    @TempDir
    Path dir;

    /** An endless run of one character, like /dev/zero, that fails the test if read past a bound. */
    private static Reader endless(char c, long bound) {
        return new Reader() {
            private long served;

            @Override
            public int read(char[] buf, int off, int len) {
                served += len;
                if (served > bound) {
                    throw new AssertionError("read " + served + " characters of an endless input");
                }
                java.util.Arrays.fill(buf, off, off + len, c);
                return len;
            }

            @Override
            public void close() {
            }
        };
    }

    private static List<String> lines(BoundedLineReader r) throws IOException {
        List<String> out = new ArrayList<>();
        for (String line = r.next(); line != null; line = r.next()) {
            out.add(line + (r.wasCut() ? "<cut>" : "") + "@" + r.lineNumber());
        }
        return out;
    }

    @Test
    void endsLinesAsBufferedReaderDoesAndSkipsAByteOrderMark() throws IOException {
        assertEquals(List.of("a@1", "b@2", "@3", "c@4", "d@5"), lines(new BoundedLineReader(new StringReader("\uFEFFa\r\nb\n\rc\rd"))));
    }

    @Test
    void aLongLineIsCutAndTheNextOneReadAsWritten() throws IOException {
        String longLine = "x".repeat(BoundedLineReader.MAX_LINE + 10);
        BoundedLineReader r = new BoundedLineReader(new StringReader(longLine + "\nnext\n"));
        assertEquals(BoundedLineReader.MAX_LINE, r.next().length());
        assertTrue(r.wasCut());
        assertEquals("next", r.next());
        assertFalse(r.wasCut());
        assertEquals(2, r.lineNumber());
        assertNull(r.next());
    }

    @Test
    void anEndlessLineStopsTheInputAfterABoundedRead() {
        BoundedLineReader r = new BoundedLineReader(endless('\0', BoundedLineReader.MAX_SKIP + BoundedLineReader.MAX_LINE + 65_536));
        BoundedLineReader.EndlessLine e = assertThrows(BoundedLineReader.EndlessLine.class, r::next);
        assertEquals(1, e.line());
        assertEquals("line 1 is longer than 16777216 characters; the rest of the input is not read", e.getMessage());
    }

    @Test
    void aPushedBackLineComesAgainWithItsNumber() throws IOException {
        BoundedLineReader r = new BoundedLineReader(new StringReader("a\nb\n"));
        r.next();
        String b = r.next();
        r.pushBack(b);
        assertEquals(1, r.lineNumber());
        assertEquals("b", r.next());
        assertEquals(2, r.lineNumber());
    }

    @Test
    void aSourceWithAnOverlongLineIsAnErrorAtThatLine() {
        LangException e = assertThrows(LangException.class, () -> BoundedLineReader.readSource(
                new StringReader("model m\n" + "y".repeat(BoundedLineReader.MAX_LINE + 1)), "m.nonet"));
        assertEquals("m.nonet:2:65537: line 2 is longer than 65536 characters, the most a model or puzzle file may have on one line",
                e.getMessage());
    }

    @Test
    void anEndlessSourceIsAnErrorAtItsFirstLineAfterReadingLittle() {
        LangException e = assertThrows(LangException.class,
                () -> BoundedLineReader.readSource(endless('\0', BoundedLineReader.MAX_SKIP + (1 << 20)), "/dev/zero"));
        assertEquals("/dev/zero:1:65537: line 1 is longer than 65536 characters, the most a model or puzzle file may have on one line",
                e.getMessage());
    }

    @Test
    void aSourceOfEndlessShortLinesStopsAtTheFileLimit() {
        LangException e = assertThrows(LangException.class,
                () -> BoundedLineReader.readSource(endless('\n', 2L * BoundedLineReader.MAX_FILE + 65_536), "yes.nonet"));
        assertEquals("yes.nonet:1048577:1: the file is longer than 1048576 characters, the most a model or puzzle file may have",
                e.getMessage());
    }

    @Test
    void aModelFileWithAByteOrderMarkLoadsAsWithout() throws Exception {
        Files.writeString(dir.resolve("bom.nonet"), "\uFEFFmodel bom\nextends classic\npairs king: a != b\n");
        Model withBom = Lang.COMPILER.compile(new PuzzleFileParser().parse("use bom\n", "p.nonet", dir));
        assertEquals(Lang.compile("use miracle\n").size(), withBom.size());
        assertTrue(withBom.constraints().size() > Lang.compile("\n").constraints().size());
    }

    @Test
    void aModelNamedAfterAnEndlessFileIsAnErrorThere() {
        LangException e = assertThrows(LangException.class, () -> Lang.compile("use /dev/zero\n"));
        assertEquals("/dev/zero:1:65537: line 1 is longer than 65536 characters, the most a model or puzzle file may have on one line",
                e.getMessage());
    }
}
