package nonet.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import nonet.lang.BoundedLineReader;
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
    private final String modelOption;
    private final String model;
    private final int fixedSize;
    private final InputStream stdin;
    private final LangException modelError;
    private final List<ForeignFormat> formats;

    /**
     * @param modelOption the model chosen with {@code -m} (bundled name or path), or null for the
     *     classic rules; in a puzzle file it joins the models the file uses
     * @param fixedSize the grid size the chosen model fixes (0 if it does not)
     */
    public PuzzleReader(Compiler compiler, PuzzleFileParser fileParser, String modelOption, int fixedSize, InputStream stdin) {
        this(compiler, fileParser, modelOption, fixedSize, stdin, null);
    }

    /**
     * A reader for a chosen model that does not load ({@code modelError}): every input is still read,
     * so that each puzzle gets its answer line, an error located in the model.
     */
    public PuzzleReader(Compiler compiler, PuzzleFileParser fileParser, String modelOption, int fixedSize, InputStream stdin,
                        LangException modelError) {
        this(compiler, fileParser, modelOption, fixedSize, stdin, modelError, List.of());
    }

    private PuzzleReader(Compiler compiler, PuzzleFileParser fileParser, String modelOption, int fixedSize, InputStream stdin,
                         LangException modelError, List<ForeignFormat> formats) {
        this.compiler = compiler;
        this.fileParser = fileParser;
        this.modelOption = modelOption;
        this.model = modelOption == null ? DEFAULT_MODEL : modelOption;
        this.modelError = modelError;
        this.fixedSize = fixedSize;
        this.stdin = stdin;
        this.formats = List.copyOf(formats);
    }

    /** This reader, also reading arguments in the given formats (asked in order, before nonet's own forms). */
    public PuzzleReader withFormats(List<ForeignFormat> added) {
        List<ForeignFormat> all = new java.util.ArrayList<>(formats);
        all.addAll(added);
        return new PuzzleReader(compiler, fileParser, modelOption, fixedSize, stdin, modelError, all);
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
                out.accept(new PuzzleEntry.Bad("<arg>", 1, 1, 1, "empty puzzle argument"));
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
            if (Files.exists(path) && !Files.isDirectory(path)) {
                // a regular file, or a pipe such as <(zcat big.txt.gz) or a device, read as a stream
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
                new CollectionReader("<arg>", fixedSize, this::compileGrid).read(new BoundedLineReader(new StringReader(arg)), out);
                return;
            }
            boolean gridLike = arg.chars().allMatch(ch -> ch == '.' || Character.isLetterOrDigit(ch));
            out.accept(new PuzzleEntry.Bad(arg, 1, 1, 1, gridLike
                    ? "not a file, and not a grid: " + arg.length() + " symbols, where a grid has " + GridLine.LENGTHS
                    : "no such file"));
        } catch (NoSuchFileException e) {
            out.accept(new PuzzleEntry.Bad(arg, 1, 1, 1, "no such file"));
        } catch (IOException | UncheckedIOException e) {
            out.accept(new PuzzleEntry.Bad(arg, 1, 1, 1, "cannot read: " + e.getMessage()));
        }
    }

    /**
     * Reads a file that no {@link Path} names (one on HDFS or S3, opened by the caller) as {@link #read}
     * reads a local one: a puzzle file when {@code source} ends in {@code .nonet} (its relative paths
     * resolved against {@code dir}), else a collection of grids. I/O failures become bad entries.
     */
    public void read(String source, InputStream in, Path dir, Consumer<PuzzleEntry> out) {
        try {
            BoundedLineReader lines = new BoundedLineReader(new InputStreamReader(in, StandardCharsets.UTF_8), Long.MAX_VALUE);
            if (source.endsWith(".nonet")) {
                readPuzzleFile(source, dir, lines, "", out);
            } else {
                new CollectionReader(source, fixedSize, this::compileGrid).read(lines, out);
            }
        } catch (IOException | UncheckedIOException e) {
            out.accept(new PuzzleEntry.Bad(source, 1, 1, 1, "cannot read: " + e.getMessage()));
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
        // a pipe or a device may never end a line; a regular file does, so its long lines are skipped whole
        BoundedLineReader lines = new BoundedLineReader(new InputStreamReader(in, StandardCharsets.UTF_8),
                path != null && Files.isRegularFile(path) ? Long.MAX_VALUE : BoundedLineReader.MAX_SKIP);
        if (path != null && path.getFileName().toString().endsWith(".nonet")) {
            readPuzzleFile(source, path.toAbsolutePath().getParent(), lines, "", out);
            return;
        }
        if (path == null) {
            // standard input may be a puzzle file too: sniff its first statement. The comments
            // before it are given back as blank lines, so line numbers stay right.
            int skipped = 0;
            String first;
            try {
                while ((first = lines.next()) != null && (first.isBlank() || first.strip().startsWith("#"))
                        && skipped < BoundedLineReader.MAX_FILE) {
                    skipped++;
                }
            } catch (BoundedLineReader.EndlessLine e) {
                out.accept(new PuzzleEntry.Bad(source, 1, e.line(), BoundedLineReader.MAX_LINE + 1, e.getMessage()));
                return;
            }
            if (first != null && PuzzleFileParser.looksLikePuzzleFile(first)) {
                readPuzzleFile(source, Path.of("").toAbsolutePath(), lines, "\n".repeat(skipped) + first + "\n", out);
                return;
            }
            if (first != null) {
                lines.pushBack(first);
            }
        }
        new CollectionReader(source, fixedSize, this::compileGrid).read(lines, out);
    }

    /**
     * A puzzle file: the rest of {@code lines} after {@code readAhead}. A file may hold several
     * puzzles, each from a line {@code # puzzle N} on (what {@code nonet generate} writes); each is
     * read whole within the file limits, and an error in one leaves the others to be read.
     */
    private void readPuzzleFile(String source, Path dir, BoundedLineReader lines, String readAhead, Consumer<PuzzleEntry> out)
            throws IOException {
        String prefix = readAhead;
        int firstLine = 1;
        for (int index = 1; ; index++) {
            try {
                String text = lines.readSource(source, prefix, PuzzleFileParser::startsNextPuzzle);
                if (index > 1 && !PuzzleFileParser.holdsStatement(text)) {
                    out.accept(new PuzzleEntry.Bad(source, index, firstLine, 1, "no puzzle follows '" + prefix.strip() + "'"));
                } else {
                    readPuzzle(source, dir, text, index, firstLine, out);
                }
            } catch (LangException e) {
                out.accept(new PuzzleEntry.Bad(source, index, e.line(), e.col(), e.detail()));
                skipToNextPuzzle(lines);
            }
            String next = lines.next();
            if (next == null) {
                return;
            }
            firstLine = lines.lineNumber();
            prefix = next + "\n";
        }
    }

    /** After a puzzle too long or with an overlong line, the lines up to the next puzzle. */
    private static void skipToNextPuzzle(BoundedLineReader lines) throws IOException {
        try {
            String line;
            while ((line = lines.next()) != null) {
                if (PuzzleFileParser.isPuzzleLine(line)) {
                    lines.pushBack(line);
                    return;
                }
            }
        } catch (BoundedLineReader.EndlessLine e) {
            // an endless line ends the input
        }
    }

    /**
     * One puzzle of a file, its text starting at line {@code firstLine} of the file: positions in
     * the text move down by the lines before it.
     */
    private void readPuzzle(String source, Path dir, String text, int index, int firstLine, Consumer<PuzzleEntry> out) {
        int shift = firstLine - 1;
        try {
            if (modelError != null) {
                throw modelError;
            }
            PuzzleSpec spec = fileParser.parse(text, source, dir, modelOption);
            Model compiled = compiler.compile(spec);
            GivenConflicts.Conflict conflict = GivenConflicts.find(compiled);
            if (conflict != null) {
                Pos at = PuzzleFileParser.givenPosition(text, source, conflict.cell(), compiled.size());
                out.accept(at == null ? new PuzzleEntry.Bad(source, index, firstLine, 1, conflict.message())
                        : new PuzzleEntry.Bad(source, index, shift + at.line(), at.col(), conflict.message()));
                return;
            }
            out.accept(new PuzzleEntry.Ok(source, index, firstLine, spec, compiled));
        } catch (LangException e) {
            out.accept(e.file().equals(source) ? new PuzzleEntry.Bad(source, index, shift + e.line(), e.col(), e.detail())
                    : new PuzzleEntry.Bad(source, index, firstLine, 1, e.detail(), e.pos()));
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
                if (modelError != null) {
                    throw modelError;
                }
                Model compiled = compiler.compile(item.spec());
                GivenConflicts.Conflict conflict = GivenConflicts.find(compiled);
                out.accept(conflict == null ? new PuzzleEntry.Ok(source, index, item.line(), item.spec(), compiled)
                        : new PuzzleEntry.Bad(source, index, item.line(), 1, conflict.message()));
            } catch (LangException e) {
                out.accept(e.file().equals(source) ? new PuzzleEntry.Bad(source, index, e.line(), e.col(), e.detail())
                        : new PuzzleEntry.Bad(source, index, item.line(), 1, e.detail(), e.pos()));
            }
        }
    }

    private PuzzleEntry compileGrid(String source, int index, int line, int size, int[] givens, int[] columns) {
        PuzzleSpec spec = PuzzleSpec.ofGrid(List.of(model), size, givens, source);
        try {
            if (modelError != null) {
                throw modelError;
            }
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
            return new PuzzleEntry.Bad(source, index, line, 1, e.detail(), e.pos());
        }
    }
}
