package nonet.lang;

import java.io.IOException;
import java.io.Reader;
import java.util.function.BiPredicate;

/**
 * Reads text line by line within limits, so that no input, however long or endless, is allocated
 * whole: a line is kept up to {@link #MAX_LINE} characters and the rest of it skipped (a grid line
 * is at most 625 symbols and a model line a few dozen), and a skipped tail past {@link #MAX_SKIP}
 * characters ends the input (unless it is a regular file, which ends). A model or puzzle file is read whole with {@link #readSource}, which
 * also stops at {@link #MAX_FILE}. Lines end at {@code \n}, {@code \r\n} or {@code \r}, as for
 * {@link java.io.BufferedReader#readLine}; a UTF-8 byte order mark at the start is skipped.
 */
public final class BoundedLineReader {

    /** The longest line kept, in characters. */
    public static final int MAX_LINE = 65_536;
    /** The longest tail of one line skipped before reading stops (an endless line, such as /dev/zero's). */
    public static final long MAX_SKIP = 16L << 20;
    /** The longest model or puzzle file, in characters. */
    public static final int MAX_FILE = 1 << 20;

    /** A line past {@link #MAX_SKIP}: the input cannot be read on, since its next line may never come. */
    public static final class EndlessLine extends IOException {
        private static final long serialVersionUID = 1L;

        private final int line;

        EndlessLine(int line, long limit) {
            super("line " + line + " is longer than " + limit + " characters; the rest of the input is not read");
            this.line = line;
        }

        /** The endless line's number, from 1. */
        public int line() {
            return line;
        }
    }

    private final Reader in;
    private final long maxSkip;
    private final char[] buf = new char[8192];
    private int at;
    private int end;
    private boolean started;
    private boolean afterCr;
    private int lineNumber;
    private boolean cut;
    private String replay;

    public BoundedLineReader(Reader in) {
        this(in, MAX_SKIP);
    }

    /** {@code maxSkip}: the longest tail of a line skipped before reading stops; a regular file, which ends, needs none. */
    public BoundedLineReader(Reader in, long maxSkip) {
        this.in = in;
        this.maxSkip = maxSkip;
    }

    /** The next line without its terminator (its first {@link #MAX_LINE} characters), or null at the end. */
    public String next() throws IOException {
        if (replay != null) {
            String line = replay;
            replay = null;
            lineNumber++;
            return line;
        }
        StringBuilder sb = new StringBuilder();
        long skipped = 0;
        cut = false;
        while (true) {
            if (at == end && !fill()) {
                if (sb.length() == 0 && !cut) {
                    return null;
                }
                break;
            }
            char c = buf[at++];
            if (afterCr) {
                afterCr = false;
                if (c == '\n') {
                    continue;
                }
            }
            if (c == '\n' || c == '\r') {
                afterCr = c == '\r';
                break;
            }
            if (sb.length() < MAX_LINE) {
                sb.append(c);
            } else {
                cut = true;
                if (++skipped > maxSkip) {
                    throw new EndlessLine(lineNumber + 1, maxSkip);
                }
            }
        }
        lineNumber++;
        return sb.toString();
    }

    /** Whether the line {@link #next} returned last was longer than {@link #MAX_LINE} and cut. */
    public boolean wasCut() {
        return cut;
    }

    /** The number of the line {@link #next} returned last, from 1. */
    public int lineNumber() {
        return lineNumber;
    }

    /** Gives the line just read back, so the next call to {@link #next} returns it again (a read-ahead). */
    public void pushBack(String line) {
        replay = line;
        lineNumber--;
    }

    /**
     * The rest of the input as one text (lines joined by {@code \n}), after {@code prefix}: a model or
     * puzzle file. An overlong line or a file past {@link #MAX_FILE} is an error at that line.
     */
    public String readSource(String file, String prefix) throws IOException, LangException {
        return readSource(file, prefix, (text, line) -> false);
    }

    /**
     * As {@link #readSource(String, String)}, but ending before the first line where {@code ends}
     * holds (given the text so far and that line), which is given back for the next call: one
     * puzzle of a file that holds several. {@link #MAX_FILE} then bounds each of them.
     */
    public String readSource(String file, String prefix, BiPredicate<CharSequence, String> ends)
            throws IOException, LangException {
        StringBuilder text = new StringBuilder(prefix);
        try {
            String line;
            while ((line = next()) != null) {
                if (cut) {
                    throw overlong(file, lineNumber);
                }
                if (ends.test(text, line)) {
                    pushBack(line);
                    break;
                }
                if (text.length() + line.length() + 1 > MAX_FILE) {
                    throw new LangException(new Pos(file, lineNumber, 1), "the file is longer than " + MAX_FILE
                            + " characters, the most a model or puzzle file may have");
                }
                text.append(line).append('\n');
            }
        } catch (EndlessLine e) {
            throw overlong(file, e.line());
        }
        return text.toString();
    }

    /** A whole model or puzzle file from a reader, within the limits, its byte order mark skipped. */
    public static String readSource(Reader in, String file) throws IOException, LangException {
        return new BoundedLineReader(in).readSource(file, "");
    }

    private static LangException overlong(String file, int line) {
        return new LangException(new Pos(file, line, MAX_LINE + 1), "line " + line + " is longer than " + MAX_LINE
                + " characters, the most a model or puzzle file may have on one line");
    }

    private boolean fill() throws IOException {
        int n;
        do {
            n = in.read(buf, 0, buf.length);
        } while (n == 0);
        if (n < 0) {
            return false;
        }
        at = 0;
        end = n;
        if (!started) {
            started = true;
            if (buf[0] == '\uFEFF') {
                at = 1;
            }
        }
        return true;
    }
}
