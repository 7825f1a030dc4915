package nonet.draw;

import java.util.Locale;

/** Writes a {@link Picture} as SVG text, one element per shape, in grid units scaled by a view box. */
final class SvgWriter {

    /** Pixels per grid unit of the SVG's nominal size. */
    private static final int UNIT = 48;

    private SvgWriter() {
    }

    static String write(Picture p) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %s %s\" "
                + "font-family=\"DejaVu Sans, Arial, sans-serif\">%n", Math.round(p.width * UNIT), Math.round(p.height * UNIT), num(p.width), num(p.height)));
        for (Picture.Shape s : p.shapes) {
            sb.append("  ").append(element(s)).append('\n');
        }
        return sb.append("</svg>\n").toString();
    }

    private static String element(Picture.Shape s) {
        if (s instanceof Picture.Fill f) {
            return String.format(Locale.ROOT, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" fill=\"%s\"/>",
                    num(f.x()), num(f.y()), num(f.w()), num(f.h()), f.colour());
        }
        if (s instanceof Picture.Stroke l) {
                StringBuilder pts = new StringBuilder();
                l.points().forEach(pt -> pts.append(pts.length() == 0 ? "" : " ").append(num(pt[0])).append(',').append(num(pt[1])));
            return String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"%s\" stroke-linecap=\"round\" "
                        + "stroke-linejoin=\"round\"%s%s/>", pts, l.colour(), num(l.width()),
                        l.dash() > 0 ? " stroke-dasharray=\"" + num(l.dash()) + "\"" : "", l.opacity() < 1 ? " opacity=\"" + num(l.opacity()) + "\"" : "");
        }
        if (s instanceof Picture.Disc d) {
            return String.format(Locale.ROOT, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%s\"/>",
                    num(d.cx()), num(d.cy()), num(d.r()), d.fill(), d.stroke(), num(d.strokeWidth()));
        }
        return label((Picture.Label) s);
    }

    private static String label(Picture.Label t) {
        String text = t.text().replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        String backdrop = t.backdrop() ? String.format(Locale.ROOT, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" fill=\"#ffffff\"/>",
                num(t.start() ? t.x() - 0.02 : t.x() - TextBox.width(t) / 2), num(t.y() - t.size() * 0.85), num(TextBox.width(t)), num(t.size() * 1.05)) : "";
        return backdrop + String.format(Locale.ROOT, "<text x=\"%s\" y=\"%s\" font-size=\"%s\" fill=\"%s\"%s text-anchor=\"%s\"%s>%s</text>",
                num(t.x()), num(t.y()), num(t.size()), t.colour(), t.bold() ? " font-weight=\"bold\"" : "", t.start() ? "start" : "middle",
                t.start() ? "" : " dominant-baseline=\"central\"", text);
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.3f", v).replaceAll("\\.?0+$", "");
    }
}
