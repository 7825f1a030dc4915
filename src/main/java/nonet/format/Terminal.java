package nonet.format;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the process writes to: a terminal gets progress lines and colours, a pipe or file plain text. */
public final class Terminal {

    private Terminal() {
    }

    /**
     * Whether a file descriptor (1 stdout, 2 stderr) is a terminal. Java tells only about the
     * console as a whole, so on Linux ask where the descriptor points; elsewhere assume not.
     */
    public static boolean isTerminal(int fd) {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    /** Whether the user asked for no colour: NO_COLOR set to anything but the empty string (no-color.org). */
    public static boolean noColorRequested() {
        String value = System.getenv("NO_COLOR");
        return value != null && !value.isEmpty();
    }
}
