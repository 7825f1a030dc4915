package nonet.io;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import nonet.lang.Compiler;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;

/** The reader as the commands build it (bundled models, classic by default), with a given standard input. */
final class Inputs {

    private static final ModelLibrary LIBRARY = ModelLibrary.bundled();
    private static final Compiler COMPILER = new Compiler(LIBRARY);

    private Inputs() {
    }

    static PuzzleReader reader(String stdin) {
        return new PuzzleReader(COMPILER, new PuzzleFileParser(LIBRARY), null, 0,
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
    }

    /** Every entry one command-line argument gives. */
    static List<PuzzleEntry> read(String arg, String stdin) {
        List<PuzzleEntry> out = new ArrayList<>();
        reader(stdin).read(arg, out::add);
        return out;
    }
}
