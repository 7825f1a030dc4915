package nonet.interchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * LzString against pairs made by the JavaScript original: the test data of pieroxy/lz-string
 * ({@code test/data/*}: "Hello world", 128 each of a, b, c and d, and the 1089-character "tattoo" text kept
 * under {@code src/test/resources/interchange/}). Those tests read each data file as UTF-16 code
 * units, two bytes big-endian to a character ({@link #packed}), so these pairs exercise the 16-bit
 * literals; the f-puzzles link of {@code FPuzzlesLinkTest} exercises the 8-bit ones.
 */
class LzStringTest {

    /** The "repeated" test text: 128 each of a, b, c and d. */
    private static final String REPEATED = "a".repeat(128) + "b".repeat(128) + "c".repeat(128) + "d".repeat(128);

    @Test
    void knownPairsCompressAsTheOriginalDoes() throws Exception {
        assertEquals("qYShsbQE9o9u6DZOgAJkA===", LzString.compressToBase64(packed("Hello world")));
        assertEquals("qYShsbQE9o9u6DZOgAJkA", LzString.compressToUriComponent(packed("Hello world")));
        assertEquals("oaGNfGV09hGRgxTktW9H2GNjHu/4MKOJOMBMTCyq6m2u+h+oA===", LzString.compressToBase64(packed(REPEATED)));
        assertEquals("oaGNfGV09hGRgxTktW9H2GNjHu-4MKOJOMBMTCyq6m2u+h+oA", LzString.compressToUriComponent(packed(REPEATED)));
        String tattoo = packed(resource("lz-tattoo.txt"));
        assertEquals(resource("lz-tattoo.base64"), LzString.compressToBase64(tattoo));
        assertEquals(resource("lz-tattoo.uri"), LzString.compressToUriComponent(tattoo));
    }

    @Test
    void knownPairsDecompressToTheirText() throws Exception {
        assertEquals(packed("Hello world"), LzString.decompressFromBase64("qYShsbQE9o9u6DZOgAJkA==="));
        assertEquals(packed(REPEATED), LzString.decompressFromUriComponent("oaGNfGV09hGRgxTktW9H2GNjHu-4MKOJOMBMTCyq6m2u+h+oA"));
        assertEquals(packed(resource("lz-tattoo.txt")), LzString.decompressFromBase64(resource("lz-tattoo.base64")));
        assertEquals(packed(resource("lz-tattoo.txt")), LzString.decompressFromUriComponent(resource("lz-tattoo.uri")));
    }

    @Test
    void randomTextsRoundTrip() throws Exception {
        for (int seed = 0; seed < 200; seed++) {
            Random random = new Random(seed);
            StringBuilder sb = new StringBuilder();
            int length = random.nextInt(400);
            for (int i = 0; i < length; i++) {
                // mostly a small alphabet, so phrases repeat; now and then a character past 255 (16-bit literals)
                sb.append(random.nextInt(20) == 0 ? (char) (256 + random.nextInt(5000)) : (char) ('a' + random.nextInt(4)));
            }
            String text = sb.toString();
            assertEquals(text, LzString.decompressFromBase64(LzString.compressToBase64(text)), "seed " + seed);
            assertEquals(text, LzString.decompressFromUriComponent(LzString.compressToUriComponent(text)), "seed " + seed);
        }
    }

    @Test
    void badInputIsLocated() {
        assertEquals("character '%' at position 5 is not in the lz-string alphabet",
                assertThrows(LzString.Malformed.class, () -> LzString.decompressFromBase64("qYSh%bQE9o9u6DZOgAJkA")).getMessage());
        String cut = resource("lz-tattoo.base64").substring(0, 300);
        assertEquals("the compressed text is cut off after 300 characters",
                assertThrows(LzString.Malformed.class, () -> LzString.decompressFromBase64(cut)).getMessage());
        assertEquals("the compressed text is empty",
                assertThrows(LzString.Malformed.class, () -> LzString.decompressFromBase64("")).getMessage());
    }

    @Test
    void corruptCodesAreRejected() {
        // "////" sets every bit: the first code is 3, which no stream starts with
        assertEquals("the compressed text is corrupt: it starts with code 3",
                assertThrows(LzString.Malformed.class, () -> LzString.decompressFromBase64("////")).getMessage());
    }

    /** ASCII text read as the lz-string tests read a file: two bytes, big-endian, to one character (an odd last byte as the high one). */
    private static String packed(String ascii) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ascii.length(); i += 2) {
            sb.append((char) (ascii.charAt(i) << 8 | (i + 1 < ascii.length() ? ascii.charAt(i + 1) : 0)));
        }
        return sb.toString();
    }

    private static String resource(String name) {
        try (InputStream in = LzStringTest.class.getResourceAsStream("/interchange/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
