package nonet.format;

import java.util.Locale;

/**
 * Writes a positive number given by its natural log, which may be far past the largest double (an
 * empty 25x25 grid has about 4e308 solutions): scientific notation from the log's integer and
 * fractional parts, plain digits below a million.
 */
public final class LogNumber {

    private static final double LN10 = Math.log(10);

    private LogNumber() {
    }

    /** "6.671e21", "2864", "0" for negative infinity, "inf" for positive infinity; {@code digits} significant digits. */
    public static String format(double ln, int digits) {
        if (ln == Double.NEGATIVE_INFINITY) {
            return "0";
        }
        if (ln == Double.POSITIVE_INFINITY) {
            return "inf";
        }
        double log10 = ln / LN10;
        if (log10 < 6) {
            return String.format(Locale.ROOT, "%.0f", Math.exp(ln));
        }
        long exponent = (long) Math.floor(log10);
        double mantissa = Math.pow(10, log10 - exponent);
        String text = String.format(Locale.ROOT, "%." + (digits - 1) + "f", mantissa);
        if (text.startsWith("10")) {
            // 9.9996 rounds up to 10.000: carry into the exponent
            exponent++;
            text = String.format(Locale.ROOT, "%." + (digits - 1) + "f", mantissa / 10);
        }
        return text + "e" + exponent;
    }

    /** The base-10 log of the number whose natural log is given (infinities stay infinite). */
    public static double log10(double ln) {
        return ln / LN10;
    }
}
