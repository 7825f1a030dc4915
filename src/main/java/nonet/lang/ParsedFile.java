package nonet.lang;

import java.util.ArrayList;
import java.util.List;

/** Everything one file states, as parsed; model files and puzzle files then each accept their part. */
final class ParsedFile {

    /** One symbol of a givens, regions or solution text, with where it was written. */
    record Sym(char ch, Pos pos) {
    }

    /** A grid of symbols: one line of N*N, or N lines of N ({@code rows} > 0). */
    record GridText(String keyword, List<Sym> symbols, int rows, Pos pos) {
    }

    /** {@code given r5c3 = 1}. */
    record Given(Token cell, int value, Pos valuePos, Pos pos) {
    }

    /**
     * A line naming a clue with its arguments: {@code cage 15 r1c3-5}. {@code argsError} is what was
     * wrong with the arguments, kept until the name is known to be a clue: on a stray line such as
     * {@code foo bar} the unknown name is the error to report, not the argument.
     */
    record RawClue(String name, List<Token> args, Pos pos, LangException argsError) {
    }

    String source;
    String name;
    Pos namePos;
    String about;
    final List<Ast.Ref> extendsRefs = new ArrayList<>();
    final List<Ast.Ref> uses = new ArrayList<>();
    int grid;
    Pos gridPos;
    int boxRows;
    int boxCols;
    Pos boxesPos;
    final List<Ast.Rule> rules = new ArrayList<>();
    final List<Ast.ClueDef> clues = new ArrayList<>();
    final List<RawClue> clueUses = new ArrayList<>();
    final List<Given> givenList = new ArrayList<>();
    GridText givens;
    GridText regions;
    GridText solution;
    /** The first puzzle-only and model-only statements, to reject them in the wrong kind of file. */
    Pos firstPuzzleStatement;
    String firstPuzzleKeyword;
    Pos firstModelStatement;
    String firstModelKeyword;
}
