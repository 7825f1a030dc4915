package nonet.cli;

import java.io.PrintWriter;
import java.util.HashSet;
import java.util.Set;
import nonet.io.PuzzleEntry;

/**
 * Prints input errors on stderr. An error in a file every puzzle shares (the model chosen with
 * {@code -m} that does not load or compile) comes once per puzzle; it is printed the first time
 * only, so a 10,000-line file gives one message, while each puzzle still gets its answer line.
 */
final class ErrorLog {

    private final PrintWriter err;
    private final Set<String> shared = new HashSet<>();

    ErrorLog(PrintWriter err) {
        this.err = err;
    }

    void report(PuzzleEntry.Bad bad) {
        if (bad.elsewhere() == null || shared.add(bad.toString())) {
            err.println(bad);
        }
    }
}
