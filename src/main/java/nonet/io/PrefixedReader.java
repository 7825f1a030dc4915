package nonet.io;

import java.io.IOException;
import java.io.Reader;

/** Text already read from a stream, followed by the rest of the stream: a read-ahead without mark/reset. */
final class PrefixedReader extends Reader {

    private final String prefix;
    private int at;
    private final Reader rest;

    PrefixedReader(String prefix, Reader rest) {
        this.prefix = prefix;
        this.rest = rest;
    }

    @Override
    public int read(char[] buf, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (at < prefix.length()) {
            int n = Math.min(len, prefix.length() - at);
            prefix.getChars(at, at + n, buf, off);
            at += n;
            return n;
        }
        return rest.read(buf, off, len);
    }

    @Override
    public void close() throws IOException {
        rest.close();
    }
}
