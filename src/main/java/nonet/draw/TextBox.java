package nonet.draw;

/** The room a label takes, estimated the same way for SVG and PNG backdrops (digits are about 0.6 of the font size wide). */
final class TextBox {

    private TextBox() {
    }

    static double width(Picture.Label t) {
        return t.text().length() * t.size() * 0.62 + 0.04;
    }
}
