package nonet.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import nonet.model.Geometry;

/**
 * Reads a puzzle file ({@code use}, {@code grid}, clues, {@code given}/{@code givens},
 * {@code regions}, {@code solution}) into a {@link PuzzleSpec}, checking everything that can be
 * checked without compiling: models exist, sizes agree, givens and regions are well formed, clues
 * exist and get arguments of the right number and kind. A file without {@code use} follows classic.
 */
public final class PuzzleFileParser {

    /** The size of a puzzle that names none, when all it names fits. */
    static final int DEFAULT_SIZE = 9;

    private final ModelLibrary lib;

    public PuzzleFileParser() {
        this(ModelLibrary.bundled());
    }

    public PuzzleFileParser(ModelLibrary lib) {
        this.lib = lib;
    }

    /**
     * Whether a line (the first statement of a text) starts like a puzzle file rather than a grid:
     * used to tell a puzzle file from a collection on standard input, where there is no file name.
     */
    public static boolean looksLikePuzzleFile(String line) {
        String first = line.strip().split("[\\s:(]", 2)[0];
        return Parser.STATEMENTS.contains(first) || first.equals("regions") || first.equals("solution");
    }

    /** The line {@code nonet generate} writes before each puzzle of a set: {@code # puzzle N}. */
    private static final Pattern NEXT_PUZZLE = Pattern.compile("#\\s*puzzle\\s+\\d+(\\s.*)?");

    /**
     * Whether {@code line} starts another puzzle of a file that holds several, {@code textSoFar}
     * being the current one's text: a line {@code # puzzle N} (as {@code nonet generate} writes
     * them) once the current text holds a statement. Above the first statement it is a comment.
     */
    public static boolean startsNextPuzzle(CharSequence textSoFar, String line) {
        return isPuzzleLine(line) && holdsStatement(textSoFar);
    }

    /** Whether {@code line} is a line {@code # puzzle N}, which starts a puzzle of a set once a puzzle is under way. */
    public static boolean isPuzzleLine(String line) {
        return NEXT_PUZZLE.matcher(line.strip()).matches();
    }

    /** Whether a text holds a line that is neither blank nor a comment. */
    public static boolean holdsStatement(CharSequence text) {
        return text.toString().lines().map(String::strip).anyMatch(l -> !l.isEmpty() && !l.startsWith("#"));
    }

    public PuzzleSpec parse(String text, String sourceName, Path dir) throws LangException {
        return parse(text, sourceName, dir, null);
    }

    /**
     * {@link #parse}, with the model a command line chose ({@code -m}, a name or a path relative to
     * the working directory; null for none): it joins the models the file uses, as if the file
     * ended its {@code use} list with it, and replaces classic in a file that uses none.
     */
    public PuzzleSpec parse(String text, String sourceName, Path dir, String modelOption) throws LangException {
        return parse(text, sourceName, dir, modelOption, null);
    }

    /** Which models a puzzle may use, asked before any is looked up (a server lets a page name only those it offers). */
    @FunctionalInterface
    public interface ModelGate {
        /** Throws when the puzzle may not use the model written as {@code reference}. */
        void admit(String reference, Pos at) throws LangException;
    }

    /** {@link #parse}, every model the file uses first admitted by {@code gate} (null: any). */
    public PuzzleSpec parse(String text, String sourceName, Path dir, String modelOption, ModelGate gate) throws LangException {
        ParsedFile f = Parser.parse(text, sourceName);
        if (f.firstModelStatement != null) {
            String kw = f.firstModelKeyword;
            throw new LangException(f.firstModelStatement, "'" + kw + "' belongs in a model file; a puzzle file says 'use MODEL'"
                    + (kw.equals("extends") ? " instead of 'extends'" : " and places clues and givens"));
        }
        List<String> models = new ArrayList<>();
        List<Pos> modelPos = new ArrayList<>();
        if (f.uses.isEmpty() && modelOption == null) {
            models.add("classic");
            modelPos.add(new Pos(sourceName, 1, 1));
        }
        for (Ast.Ref r : f.uses) {
            if (gate != null) {
                gate.admit(r.name(), r.pos());
            }
            models.add(lib.canonical(r.name(), dir, r.pos()));
            modelPos.add(r.pos());
        }
        if (modelOption != null) {
            Pos option = new Pos("<arguments>", 1, 1);
            String chosen = lib.canonical(modelOption, Path.of("").toAbsolutePath(), option);
            if (!models.contains(chosen)) {
                models.add(chosen);
                modelPos.add(option);
            }
        }
        Composition comp = Composition.of(lib, models, modelPos, dir);
        for (ParsedFile.RawClue raw : f.clueUses) {
            ClueBinder.definition(comp, new ClueUse(raw.name(), List.of(), raw.pos()));
            if (raw.argsError() != null) {
                throw raw.argsError();
            }
        }

        int size = 0;
        Pos sizeFrom = null;
        String sizeWhat = null;
        if (f.gridPos != null) {
            size = f.grid;
            sizeFrom = f.gridPos;
            sizeWhat = "grid " + f.grid + "x" + f.grid;
        }
        for (ParsedFile.GridText g : new ParsedFile.GridText[] {f.givens, f.regions, f.solution}) {
            if (g == null) {
                continue;
            }
            int n = gridSize(g);
            if (size != 0 && n != size) {
                throw new LangException(g.pos(), g.keyword() + " describe a " + n + "x" + n + " grid, but " + sizeWhat
                        + " at " + sizeFrom + " says " + size + "x" + size);
            }
            size = n;
            sizeFrom = g.pos();
            sizeWhat = g.keyword();
        }
        if (comp.sizePos != null) {
            if (size != 0 && comp.size != size) {
                throw new LangException(sizeFrom, "the puzzle is " + size + "x" + size + " but its model declares grid "
                        + comp.size + "x" + comp.size + " at " + comp.sizePos);
            }
            size = comp.size;
        }
        if (size == 0) {
            size = defaultSize(f, sourceName);
        }
        int n = size * size;
        int[] givens = new int[n];
        if (f.givens != null) {
            for (int i = 0; i < n; i++) {
                ParsedFile.Sym s = f.givens.symbols().get(i);
                givens[i] = s.ch() == '.' || s.ch() == '0' ? 0 : digit(s, size, "givens", "or '.' for an empty cell");
            }
        }
        for (ParsedFile.Given g : f.givenList) {
            int[] cells = cells(g.cell(), size);
            if (cells.length != 1) {
                throw new LangException(g.cell().pos(), "a given names one cell, not the range '" + g.cell().text() + "'");
            }
            if (g.value() < 1 || g.value() > size) {
                throw new LangException(g.valuePos(), "given " + g.value() + " is outside 1.." + size);
            }
            if (givens[cells[0]] != 0 && givens[cells[0]] != g.value()) {
                throw new LangException(g.pos(), g.cell().text() + " is already given as " + givens[cells[0]]);
            }
            givens[cells[0]] = g.value();
        }
        int[] regions = f.regions == null ? null : regions(f.regions, size);
        int[] solution = null;
        if (f.solution != null) {
            solution = new int[n];
            for (int i = 0; i < n; i++) {
                solution[i] = digit(f.solution.symbols().get(i), size, "solution", "");
            }
        }
        List<ClueUse> clues = new ArrayList<>();
        for (ParsedFile.RawClue raw : f.clueUses) {
            List<Arg> args = new ArrayList<>();
            for (Token t : raw.args()) {
                args.add(t.kind() == Token.Kind.NUMBER ? Arg.number(t.value(), t.pos()) : Arg.cells(cells(t, size), t.pos()));
            }
            clues.add(new ClueUse(raw.name(), args, raw.pos()));
        }
        PuzzleSpec spec = new PuzzleSpec(models, size, givens, regions, clues, solution, sourceName);
        ClueBinder.checkAll(comp, spec);
        return spec;
    }

    /**
     * Where a puzzle file gives a cell its digit (its 'given' line, or its symbol under 'givens'), so
     * that an error found only after compiling, such as two equal givens in a row, points there.
     * Null when the file does not give that cell.
     */
    public static Pos givenPosition(String text, String sourceName, int cell, int size) {
        ParsedFile f;
        try {
            f = Parser.parse(text, sourceName);
        } catch (LangException e) {
            return null; // only asked about files that have already parsed
        }
        for (ParsedFile.Given g : f.givenList) {
            Token t = g.cell();
            if (t.row1() == t.row2() && t.col1() == t.col2() && (t.row1() - 1) * size + t.col1() - 1 == cell) {
                return g.pos();
            }
        }
        return f.givens != null && cell < f.givens.symbols().size() ? f.givens.symbols().get(cell).pos() : null;
    }

    /**
     * With nothing that fixes the size, a puzzle is the usual 9x9 if everything it names fits in it
     * (cells up to r9c9, given digits up to 9); a larger cell or digit leaves several sizes possible.
     */
    private static int defaultSize(ParsedFile f, String sourceName) throws LangException {
        List<Token> cells = new ArrayList<>();
        for (ParsedFile.Given g : f.givenList) {
            cells.add(g.cell());
            if (g.value() > DEFAULT_SIZE) {
                throw unknownSize(g.valuePos(), "given " + g.value());
            }
        }
        for (ParsedFile.RawClue raw : f.clueUses) {
            cells.addAll(raw.args().stream().filter(t -> t.kind() == Token.Kind.CELL).toList());
        }
        for (Token t : cells) {
            if (Math.max(t.row1(), t.row2()) > DEFAULT_SIZE || Math.max(t.col1(), t.col2()) > DEFAULT_SIZE) {
                throw unknownSize(t.pos(), "cell " + t.text());
            }
        }
        return DEFAULT_SIZE;
    }

    private static LangException unknownSize(Pos at, String what) {
        return new LangException(at, "the grid size is unknown and " + what + " does not fit the default 9x9:"
                + " add 'grid NxN', a givens grid, or use a model with a grid size");
    }

    private static int gridSize(ParsedFile.GridText g) throws LangException {
        int count = g.symbols().size();
        if (g.rows() > 0) {
            return g.rows();
        }
        int n = (int) Math.round(Math.sqrt(count));
        if (n * n != count || n > Geometry.MAX_SIZE) {
            throw new LangException(g.pos(), g.keyword() + " line has " + count
                    + " symbols; a grid needs a square number of them (81 for 9x9)");
        }
        return n;
    }

    private static int digit(ParsedFile.Sym s, int size, String what, String orBlank) throws LangException {
        int d = Geometry.digitOf(s.ch());
        if (d < 0) {
            throw new LangException(s.pos(), "bad symbol '" + s.ch() + "' in " + what + ": expected a digit 1.." + size
                    + (size > 9 ? " (A=10 ... )" : "") + (orBlank.isEmpty() ? "" : " " + orBlank));
        }
        if (d > size) {
            throw new LangException(s.pos(), "'" + s.ch() + "' in " + what + " is " + d + ", outside 1.." + size);
        }
        return d;
    }

    /** Region symbols to indices 0..N-1 by first appearance; N regions of N cells each, or an error. */
    private static int[] regions(ParsedFile.GridText g, int size) throws LangException {
        int n = size * size;
        int[] out = new int[n];
        List<Character> names = new ArrayList<>();
        int[] counts = new int[n + 1];
        for (int i = 0; i < n; i++) {
            ParsedFile.Sym s = g.symbols().get(i);
            if (!Character.isLetterOrDigit(s.ch())) {
                throw new LangException(s.pos(), "bad region symbol '" + s.ch() + "': use letters or digits");
            }
            int k = names.indexOf(s.ch());
            if (k < 0) {
                names.add(s.ch());
                k = names.size() - 1;
                if (k >= size) {
                    throw new LangException(s.pos(), "regions must form " + size + " regions of " + size
                            + " cells, but '" + s.ch() + "' is region number " + (k + 1));
                }
            }
            out[i] = k;
            counts[k]++;
        }
        for (int k = 0; k < size; k++) {
            if (counts[k] != size) {
                throw new LangException(g.pos(), "regions must form " + size + " regions of " + size + " cells, but region '"
                        + (k < names.size() ? names.get(k) : '?') + "' has " + counts[k]);
            }
        }
        return out;
    }

    /** The cells of a cell or range token, row-major, or an error if it leaves the grid. */
    /**
     * The cells of a cell or range token, in the order written: a range may run backwards
     * ({@code r1c9-1} is r1c9, r1c8, ..., r1c1), so a line read from the right or from below keeps its order.
     */
    static int[] cells(Token t, int size) throws LangException {
        if (Math.max(t.row1(), t.row2()) > size || Math.max(t.col1(), t.col2()) > size) {
            throw new LangException(t.pos(), "cell " + t.text() + " is outside the " + size + "x" + size + " grid");
        }
        int dr = Integer.signum(t.row2() - t.row1());
        int dc = Integer.signum(t.col2() - t.col1());
        int[] out = new int[(Math.abs(t.row2() - t.row1()) + 1) * (Math.abs(t.col2() - t.col1()) + 1)];
        int k = 0;
        for (int r = t.row1(); ; r += dr) {
            for (int c = t.col1(); ; c += dc) {
                out[k++] = (r - 1) * size + (c - 1);
                if (c == t.col2()) {
                    break;
                }
            }
            if (r == t.row2()) {
                break;
            }
        }
        return out;
    }
}
