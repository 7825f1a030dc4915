package nonet.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** What a message may print of hostile input: every visible character as it is, every hidden one as its code point. */
class VisibleTest {

    @Test
    void hiddenCharactersBecomeCodePoints() {
        assertEquals("a\\u0000b\\u001B[2Jc\\u200Bd\\uFEFFe\\u0085f\\u2028g\\u0009h",
                Visible.of("a\0b\u001B[2Jc\u200Bd\uFEFFe\u0085f\u2028g\th"));
    }

    @Test
    void visibleTextIsUntouchedEvenBeyondAscii() {
        String text = "r1c1 é ３ \u0663 \uD835\uDFD1 \u00A0 end";
        assertSame(text, Visible.of(text));
    }

    @Test
    void aLoneSurrogateIsHidden() {
        assertEquals("x\\uD835y", Visible.of("x\uD835y"));
    }
}
