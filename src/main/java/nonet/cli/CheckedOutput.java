package nonet.cli;

import java.io.IOException;
import java.io.OutputStream;

/** An output stream whose failures throw {@link OutputFailed} rather than an exception a PrintWriter would hide. */
final class CheckedOutput extends OutputStream {

    private final OutputStream out;

    CheckedOutput(OutputStream out) {
        this.out = out;
    }

    @Override
    public void write(int b) {
        try {
            out.write(b);
        } catch (IOException e) {
            throw new OutputFailed(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw new OutputFailed(e);
        }
    }

    @Override
    public void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new OutputFailed(e);
        }
    }
}
