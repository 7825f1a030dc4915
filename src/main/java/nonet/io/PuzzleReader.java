package nonet.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import nonet.lang.Compiler;
import nonet.lang.LangException;
import nonet.lang.Pos;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;

/**
 * Reads what a user names on the command line: a collection file (grids, one per line or
 * multi-line), a puzzle file ({@code .nonet}), {@code -} for standard input, or a grid typed inline.
 * Every puzzle or error is handed to the consumer as it is read, so a million-line file streams.
 */
public final class PuzzleReader {

    private static final String DEFAULT_MODEL = "classic";

    private final Compiler compiler;
    private final PuzzleFileParser fileParser;
    private final String model;
    private final int fixedSize;
    private final InputStream stdin;
    private final List<ForeignFormat> formats;

    /**
     * @param modelOption the model chosen with {@code -m} (bundled name or path), or null for the
     *     classic rules; puzzle files name their own models and ignore it unless they name none
     * @param fixedSize the grid size the chosen model fixes (0 if it does not)
     */
    public PuzzleReader(Compiler compiler, PuzzleFileParser fileParser, String modelOption, int fixedSize, InputStream stdin) {
        this(compiler, fileParser, modelOption == null ? DEFAULT_MODEL : modelOption, fixedSize, stdin, List.of());
    }

    private PuzzleReader(Compiler compiler, PuzzleFileParser fileParser, String model, int fixedSize, InputStream stdin,
            List<ForeignFormat> formats) {
        this.compiler = compiler;
        this.fileParser = fileParser;
        this.model = model;
        this.fixedSize = fixedSize;
        this.stdin = stdin;
        this.formats = List.copyOf(formats);
    }

    /** This reader, also reading arguments in the given formats (asked in order, before nonet's own forms). */
    public PuzzleReader withFormats(List<ForeignFormat> added) {
        List<ForeignFormat> all = new java.util.ArrayList<>(formats);
        all.addAll(added);
        return new PuzzleReader(compiler, fileParser, model, fixedSize, stdin, all);
    }

    /** Reads one command-line argument; I/O failures become {@link PuzzleEntry.Bad} entries. */
    public void read(String arg, Consumer<PuzzleEntry> out) {
        try {
            if (arg.equals("-")) {
                readStream("<stdin>", null, stdin, out);
                return;
            }
            if (arg.isBlank()) {
                // Path.of("") is the working directory, which would be reported as "is a directory"
                out.accept(new PuzzleEntry.Bad(arg, 1, 1, 1, "empty puzzle argument"));
                return;
            }
            for (ForeignFormat format : formats) {
                if (format.recognizes(arg)) {
                    readForeign(format, arg, out);
                    return;
                }
            }
            Path path = pathOrNull(arg);
            if (path == null) {
                out.accept(new PuzzleEntry.Bad(arg, 1, 1, 1, "not a file name, and not a grid"));
                return;
            }
            if (Files.isRegularFile(path)) {
                try (InputStream in = Files.newInputStream(path)) {
                    readStream(arg, path, in, out);
                }
                return;
            }
            if (Files.isDirectory(path)) {
                out.accept(new PuzzleEntry.Bad(arg, 1, 1, 1, "is a directory; name the puzzle files in it"));
                return;
            }
            if (GridLine.startsWithOneLineGrid(arg)) {
                readCollection("<arg>", new BufferedReader(new java.io.StringReader(arg)), out);
                return;
            }
            boolean gridLike = arg.chars().allMatch(ch -> ch == '.' || Character.isLetterOrDigit(ch));
            out.accept(new PuzzleEntry.Bad(arg, 1, 1, 1, gridLike
                    ? "not a file, and not a grid: " + arg.length() + " symbols, where a grid has 16, 36, 64, 81, 144, 256 or 625"
                    : "no such file"));
        } catch (NoSuchFileException e) {
            out.accept(new PuzzleEntry.Bad(arg, 1, 1, 1, "no such file"));
        } catch (IOException | UncheckedIOException e) {
            out.accept(new PuzzleEntry.Bad(arg, 1, 1, 1, "cannot read: " + e.getMessage()));
        }
    }

    /** The argument as a path, or null when the platform cannot name a file so (a NUL character). */
    private static Path pathOrNull(String arg) {
        try {
            return Path.of(arg);
        } catch (InvalidPathException e) {
            return null;
        }
    }

    private void readStream(String source, Path path, InputStream in, Consumer<PuzzleEntry> out) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
        skipByteOrderMark(reader);
        if (path != null && path.getFileName().toString().endsWith(".nonet")) {
            readPuzzleFile(source, path.toAbsolutePath().getParent(), reader.lines().collect(java.util.stream.Collectors.joining("\n")), out);
            return;
        }
        if (path == null) {
            // standard input may be a puzzle file too: sniff its first statement. Reading ahead
            // instead of mark/reset puts no limit on the comments before it; they are given back
            // as blank lines, so line numbers stay right.
            int skipped = 0;
            String first;
            while ((first = reader.readLine()) != null && (first.isBlank() || first.strip().startsWith("#"))) {
                skipped++;
            }
            String readAhead = "\n".repeat(skipped) + (first == null ? "" : first + "\n");
            reader = new BufferedReader(new PrefixedReader(readAhead, reader), 1 << 16);
            if (first != null && PuzzleFileParser.looksLikePuzzleFile(first)) {
                readPuzzleFile(source, Path.of("").toAbsolutePath(), reader.lines().collect(java.util.stream.Collectors.joining("\n")), out);
                return;
            }
        }
        readCollection(source, reader, out);
    }

    /** Editors on Windows start UTF-8 files with U+FEFF; Java's decoder keeps it as a character. */
    private static void skipByteOrderMark(BufferedReader reader) throws IOException {
        reader.mark(1);
        if (reader.read() != '\uFEFF') {
            reader.reset();
        }
    }

    private void readPuzzleFile(String source, Path dir, String text, Consumer<PuzzleEntry> out) {
        try {
            PuzzleSpec spec = fileParser.parse(text, source, dir);
            Model compiled = compiler.compile(spec);
            GivenConflicts.Conflict conflict = GivenConflicts.find(compiled);
            if (conflict != null) {
                Pos at = PuzzleFileParser.givenPosition(text, source, conflict.cell(), compiled.size());
                out.accept(at == null ? new PuzzleEntry.Bad(source, 1, 1, 1, conflict.message())
                        : new PuzzleEntry.Bad(source, 1, at.line(), at.col(), conflict.message()));
                return;
            }
            out.accept(new PuzzleEntry.Ok(source, 1, 1, spec, compiled));
        } catch (LangException e) {
            out.accept(new PuzzleEntry.Bad(e.file(), 1, e.line(), e.col(), e.detail()));
        }
    }

    private void readForeign(ForeignFormat format, String arg, Consumer<PuzzleEntry> out) {
        String source = format.sourceName(arg);
        List<ForeignFormat.Item> items = format.read(arg, model);
        for (int i = 0; i < items.size(); i++) {
            ForeignFormat.Item item = items.get(i);
            int index = i + 1;
            try {
                if (item.error() != null) {
                    throw item.error();
                }
                Model compiled = compiler.compile(item.spec());
                GivenConflicts.Conflict conflict = GivenConflicts.find(compiled);
                out.accept(conflict == null ? new PuzzleEntry.Ok(source, index, item.line(), item.spec(), compiled)
                        : new PuzzleEntry.Bad(source, index, item.line(), 1, conflict.message()));
            } catch (LangException e) {
                out.accept(new PuzzleEntry.Bad(e.file(), index, e.line(), e.col(), e.detail()));
            }
        }
    }

    private void readCollection(String source, BufferedReader reader, Consumer<PuzzleEntry> out) throws IOException {
        new CollectionReader(source, fixedSize, this::compileGrid).read(reader, out);
    }

    private PuzzleEntry compileGrid(String source, int index, int line, int size, int[] givens, int[] columns) {
        PuzzleSpec spec = PuzzleSpec.ofGrid(List.of(model), size, givens, source);
        try {
            Model compiled = compiler.compile(spec);
            GivenConflicts.Conflict conflict = GivenConflicts.find(compiled);
            if (conflict != null) {
                int col = columns == null ? 1 : columns[conflict.cell()];
                return new PuzzleEntry.Bad(source, index, line, col, conflict.message());
            }
            return new PuzzleEntry.Ok(source, index, line, spec, compiled);
        } catch (LangException e) {
            // a model error is reported where the model is; a grid that does not fit it, at the grid
            if (e.file().equals(source) || e.file().isEmpty()) {
                return new PuzzleEntry.Bad(source, index, line, 1, e.detail());
            }
            return new PuzzleEntry.Bad(e.file(), index, e.line(), e.col(), e.detail());
        }
    }
}
