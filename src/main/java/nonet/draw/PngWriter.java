package nonet.draw;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.imageio.ImageIO;

/** Paints a {@link Picture} with Java2D, headless, and encodes it as PNG with ImageIO. */
final class PngWriter {

    private PngWriter() {
    }

    static byte[] write(Picture p, int unit) {
        System.setProperty("java.awt.headless", "true");
        BufferedImage image = new BufferedImage((int) Math.round(p.width * unit), (int) Math.round(p.height * unit), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.scale(unit, unit);
        for (Picture.Shape s : p.shapes) {
            paint(g, s);
        }
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static void paint(Graphics2D g, Picture.Shape s) {
        if (s instanceof Picture.Fill f) {
            g.setColor(colour(f.colour()));
            g.fill(new Rectangle2D.Double(f.x(), f.y(), f.w(), f.h()));
        } else if (s instanceof Picture.Stroke l) {
            Path2D.Double path = new Path2D.Double();
            path.moveTo(l.points().get(0)[0], l.points().get(0)[1]);
            l.points().forEach(pt -> path.lineTo(pt[0], pt[1]));
            Color c = colour(l.colour());
            g.setColor(new Color(c.getRed(), c.getGreen(), c.getBlue(), (int) Math.round(255 * l.opacity())));
            g.setStroke(l.dash() > 0 ? new BasicStroke((float) l.width(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10,
                    new float[] {(float) l.dash()}, 0) : new BasicStroke((float) l.width(), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(path);
        } else if (s instanceof Picture.Disc d) {
            Ellipse2D.Double e = new Ellipse2D.Double(d.cx() - d.r(), d.cy() - d.r(), 2 * d.r(), 2 * d.r());
            if (!d.fill().equals("none")) {
                g.setColor(colour(d.fill()));
                g.fill(e);
            }
            if (!d.stroke().equals("none")) {
                g.setColor(colour(d.stroke()));
                g.setStroke(new BasicStroke((float) d.strokeWidth()));
                g.draw(e);
            }
        } else {
            label(g, (Picture.Label) s);
        }
    }

    private static void label(Graphics2D g, Picture.Label t) {
        // fonts are sized in pixels: draw at 100 units per grid unit, then scale back
        Graphics2D h = (Graphics2D) g.create();
        h.scale(0.01, 0.01);
        h.setFont(new Font(Font.SANS_SERIF, t.bold() ? Font.BOLD : Font.PLAIN, (int) Math.round(t.size() * 100)));
        FontMetrics m = h.getFontMetrics();
        double w = m.stringWidth(t.text());
        double x = t.start() ? t.x() * 100 : t.x() * 100 - w / 2;
        double y = t.start() ? t.y() * 100 : t.y() * 100 + (m.getAscent() - m.getDescent()) / 2.0;
        if (t.backdrop()) {
            h.setColor(Color.WHITE);
            h.fill(new Rectangle2D.Double(x - 3, y - m.getAscent() * 0.85, w + 6, m.getAscent() * 1.0));
        }
        h.setColor(colour(t.colour()));
        h.drawString(t.text(), (float) x, (float) y);
        h.dispose();
    }

    private static Color colour(String hex) {
        return switch (hex) {
            case "white" -> Color.WHITE;
            case "black" -> Color.BLACK;
            default -> new Color(Integer.parseInt(hex.substring(1), 16));
        };
    }
}
