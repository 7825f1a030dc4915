package nonet.draw;

import java.util.ArrayList;
import java.util.List;

/**
 * A drawing in grid units, before it is written as SVG or PNG: cell (r, c) (0-based) covers x
 * from c + 1 to c + 2 and y from r + 1 to r + 2, leaving a margin of one unit around the grid for
 * outside clues. Shapes are painted in the order they were added.
 */
final class Picture {

    /** Anything painted. Colours are {@code #rrggbb} or {@code none}. */
    sealed interface Shape permits Fill, Stroke, Disc, Label {
    }

    /** A filled rectangle. */
    record Fill(double x, double y, double w, double h, String colour) implements Shape {
    }

    /** A polyline; {@code dash} 0 for a solid line, else the length of dashes and gaps. */
    record Stroke(List<double[]> points, double width, String colour, double dash, double opacity) implements Shape {
    }

    /** A circle. */
    record Disc(double cx, double cy, double r, String fill, String stroke, double strokeWidth) implements Shape {
    }

    /** Text centred on (x, y), or starting there when {@code start}; {@code backdrop} paints a white box behind it. */
    record Label(double x, double y, String text, double size, String colour, boolean bold, boolean start, boolean backdrop)
            implements Shape {
    }

    final double width;
    final double height;
    final List<Shape> shapes = new ArrayList<>();

    Picture(double width, double height) {
        this.width = width;
        this.height = height;
    }

    void add(Shape s) {
        shapes.add(s);
    }

    void line(double x1, double y1, double x2, double y2, double width, String colour) {
        add(new Stroke(List.of(new double[] {x1, y1}, new double[] {x2, y2}), width, colour, 0, 1));
    }
}
