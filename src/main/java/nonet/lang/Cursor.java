package nonet.lang;

import java.util.List;

/** The tokens of one line and a read position; can switch to predicate lexing mid-line. */
final class Cursor {
    final String line;
    private final String file;
    private final int index;
    private List<Token> tokens;
    private int i;

    /** {@code index} is the line's 0-based index in its file. */
    Cursor(String line, String file, int index) throws LangException {
        this.line = line;
        this.file = file;
        this.index = index;
        this.tokens = Lexer.lex(line, 0, false, file, index + 1);
    }

    Token peek() {
        return tokens.get(i);
    }

    Token next() {
        Token t = tokens.get(i);
        if (i < tokens.size() - 1) {
            i++;
        }
        return t;
    }

    boolean atEnd() {
        return peek().kind() == Token.Kind.END;
    }

    boolean accept(String symbol) {
        if (peek().is(symbol)) {
            next();
            return true;
        }
        return false;
    }

    Token expect(String symbol, String what) throws LangException {
        Token t = peek();
        if (!t.is(symbol)) {
            throw new LangException(t.pos(), "expected " + what + ", found " + t.describe());
        }
        return next();
    }

    void expectEnd() throws LangException {
        if (!atEnd()) {
            throw new LangException(peek().pos(), "expected the end of the line, found " + peek().describe());
        }
    }

    List<Token> rest() {
        return tokens.subList(i, tokens.size());
    }

    int signedNumber() throws LangException {
        boolean minus = accept("-");
        Token t = next();
        if (t.kind() != Token.Kind.NUMBER) {
            throw new LangException(t.pos(), "expected a number, found " + t.describe());
        }
        return minus ? -t.value() : t.value();
    }

    /** Lexes the rest of the line again with '-' as minus (predicates), from the current token. */
    void toPredicate() throws LangException {
        int from = peek().pos().col() - 1;
        tokens = Lexer.lex(line, from, true, file, index + 1);
        i = 0;
    }
}
