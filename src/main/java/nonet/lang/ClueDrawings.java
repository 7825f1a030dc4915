package nonet.lang;

/** Parses the {@code draw STYLE ["TEXT"] [PARAM]} line of a clue body into a {@link ClueDrawing}. */
final class ClueDrawings {

    private ClueDrawings() {
    }

    /** The cursor stands after {@code draw}; a parameter must be one of the clue's (its kind is checked once the body is read). */
    static ClueDrawing parse(Cursor c, ClueScope scope) throws LangException {
        Token style = c.next();
        if (style.kind() != Token.Kind.NAME || !ClueDrawing.STYLES.contains(style.text())) {
            String word = style.kind() == Token.Kind.NAME ? style.text() : style.describe();
            throw new LangException(style.pos(), "unknown drawing style '" + word + "' (styles: " + String.join(", ", ClueDrawing.STYLES) + ")"
                    + Suggest.didYouMean(word, ClueDrawing.STYLES));
        }
        String text = null;
        String param = null;
        if (c.peek().kind() == Token.Kind.STRING) {
            text = c.next().text();
        }
        if (!c.atEnd()) {
            Token p = c.next();
            if (p.kind() != Token.Kind.NAME || !scope.has(p.text())) {
                boolean name = p.kind() == Token.Kind.NAME;
                throw new LangException(p.pos(), "expected a parameter of the clue to label the drawing, found "
                        + (name ? "'" + p.text() + "'" + Suggest.didYouMean(p.text(), scope.declared.keySet()) : p.describe()));
            }
            param = p.text();
        }
        c.expectEnd();
        return new ClueDrawing(style.text(), text, param);
    }
}
