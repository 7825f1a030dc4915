package nonet.draw;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import nonet.lang.Arg;
import nonet.lang.ClueDrawing;
import nonet.lang.ClueInfo;
import nonet.lang.ClueUse;

/** Draws one clue in the style its model declares ({@link ClueDrawing#STYLES}). */
final class ClueShapes {

    private static final String GREY = "#a6a6a6";
    private static final String INK = "#000000";
    static final double CAGE_LABEL_LEFT = 0.05;
    static final double CAGE_LABEL_BASE = 0.21;
    static final double CAGE_LABEL_SIZE = 0.22;

    private final Picture p;
    private final int n;

    ClueShapes(Picture p, int n) {
        this.p = p;
        this.n = n;
    }

    /** Backgrounds (shading) are drawn first, under the grid lines; everything else above them. */
    static boolean isBackground(ClueDrawing d) {
        return d.style().equals("shade");
    }

    void draw(ClueUse use, ClueInfo info) {
        ClueDrawing d = info.drawing();
        int[] cells = use.args().stream().filter(Arg::isCell).flatMapToInt(a -> Arrays.stream(a.cells())).toArray();
        String label = label(use, info);
        String colour = d.text();
        switch (d.style()) {
            case "cage" -> cage(cells, (colour == null ? "" : colour) + label);
            case "line" -> p.add(new Picture.Stroke(centres(cells), 0.16, colour == null ? GREY : colour, 0, 0.85));
            case "thermo" -> thermo(cells, colour == null ? "#c8c8c8" : colour);
            case "arrow" -> arrow(cells, label.isEmpty() ? 1 : Integer.parseInt(label));
            case "dot" -> dot(cells, colour == null ? "white" : colour, label);
            case "edge" -> edge(cells, colour == null ? label : colour);
            case "outside" -> OutsideLabel.draw(p, n, cells, label);
            case "shade" -> Arrays.stream(cells).forEach(c -> p.add(new Picture.Fill(x(c) - 0.5, y(c) - 0.5, 1, 1, colour == null ? "#d9d9d9" : colour)));
            case "circle" -> Arrays.stream(cells).forEach(c -> p.add(new Picture.Disc(x(c), y(c), 0.42, "none", GREY, 0.04)));
            case "corner" -> corner(cells[0], label);
            default -> throw new IllegalArgumentException("drawing style '" + d.style() + "' has no painter; styles: " + ClueDrawing.STYLES);
        }
    }

    /** The value of the labelling parameter: the k-th number argument for the k-th number parameter, all the rest for a list. */
    private static String label(ClueUse use, ClueInfo info) {
        String param = info.drawing().param();
        if (param == null) {
            return "";
        }
        List<Integer> numbers = use.args().stream().filter(a -> !a.isCell()).map(Arg::number).toList();
        int k = 0;
        for (int i = 0; i < info.params().size() && !info.params().get(i).equals(param); i++) {
            k += info.kinds().get(i).startsWith("number") ? 1 : 0;
        }
        boolean list = info.kinds().get(info.params().indexOf(param)).equals("numbers");
        List<Integer> shown = k >= numbers.size() ? List.of() : list ? numbers.subList(k, numbers.size()) : numbers.subList(k, k + 1);
        return shown.stream().map(String::valueOf).collect(Collectors.joining(""));
    }

    private void cage(int[] cells, String label) {
        Set<Integer> set = new LinkedHashSet<>();
        Arrays.stream(cells).forEach(set::add);
        CageOutline.draw(p, set, n, INK);
        if (!label.isEmpty()) {
            int first = set.stream().min(Integer::compare).orElseThrow();
            // small, in the corner above the digit's box, so a cage never hides a digit
            p.add(new Picture.Label(x(first) - 0.5 + CAGE_LABEL_LEFT, y(first) - 0.5 + CAGE_LABEL_BASE, label, CAGE_LABEL_SIZE, INK, false, true, true));
        }
    }

    private void thermo(int[] cells, String colour) {
        p.add(new Picture.Disc(x(cells[0]), y(cells[0]), 0.36, colour, "none", 0));
        if (cells.length > 1) {
            p.add(new Picture.Stroke(centres(cells), 0.26, colour, 0, 1));
        }
    }

    private void arrow(int[] cells, int bulb) {
        int[] pill = Arrays.copyOfRange(cells, 0, Math.min(bulb, cells.length));
        if (pill.length == 1) {
            p.add(new Picture.Disc(x(pill[0]), y(pill[0]), 0.4, "#ffffff", GREY, 0.05));
        } else {
            p.add(new Picture.Stroke(centres(pill), 0.82, GREY, 0, 1));
            p.add(new Picture.Stroke(centres(pill), 0.72, "#ffffff", 0, 1));
        }
        if (cells.length == pill.length) {
            return;
        }
        int from = pill[0];
        for (int c : pill) {
            from = Math.hypot(x(c) - x(cells[bulb]), y(c) - y(cells[bulb])) < Math.hypot(x(from) - x(cells[bulb]), y(from) - y(cells[bulb])) ? c : from;
        }
        List<double[]> line = new ArrayList<>();
        double dx = x(cells[bulb]) - x(from);
        double dy = y(cells[bulb]) - y(from);
        double len = Math.hypot(dx, dy);
        line.add(new double[] {x(from) + 0.4 * dx / len, y(from) + 0.4 * dy / len});
        line.addAll(centres(Arrays.copyOfRange(cells, bulb, cells.length)));
        p.add(new Picture.Stroke(line, 0.05, GREY, 0, 1));
        double[] tip = line.get(line.size() - 1);
        double[] before = line.get(line.size() - 2);
        double a = Math.atan2(tip[1] - before[1], tip[0] - before[0]);
        for (double turn : new double[] {Math.PI * 0.8, -Math.PI * 0.8}) {
            p.line(tip[0], tip[1], tip[0] + 0.22 * Math.cos(a + turn), tip[1] + 0.22 * Math.sin(a + turn), 0.05, GREY);
        }
    }

    private void dot(int[] cells, String colour, String label) {
        double mx = (x(cells[0]) + x(cells[1])) / 2;
        double my = (y(cells[0]) + y(cells[1])) / 2;
        boolean black = colour.equals("black");
        p.add(new Picture.Disc(mx, my, label.isEmpty() ? 0.11 : 0.15, black ? INK : "#ffffff", INK, 0.03));
        if (!label.isEmpty()) {
            p.add(new Picture.Label(mx, my, label, 0.18, black ? "#ffffff" : INK, true, false, false));
        }
    }

    private void edge(int[] cells, String text) {
        double mx = (x(cells[0]) + x(cells[1])) / 2;
        double my = (y(cells[0]) + y(cells[1])) / 2;
        p.add(new Picture.Label(mx, my, text, 0.42, INK, true, false, true));
    }

    private void corner(int cell, String digits) {
        double cx = x(cell) + 0.5;
        double cy = y(cell) + 0.5;
        p.add(new Picture.Disc(cx, cy, 0.27, "#ffffff", INK, 0.03));
        String first = digits.length() > 2 ? digits.substring(0, 2) : digits;
        String second = digits.length() > 2 ? digits.substring(2) : "";
        p.add(new Picture.Label(cx, second.isEmpty() ? cy : cy - 0.09, first, 0.16, INK, false, false, false));
        if (!second.isEmpty()) {
            p.add(new Picture.Label(cx, cy + 0.09, second, 0.16, INK, false, false, false));
        }
    }

    private List<double[]> centres(int[] cells) {
        List<double[]> out = new ArrayList<>();
        for (int c : cells) {
            out.add(new double[] {x(c), y(c)});
        }
        return out;
    }

    private double x(int cell) {
        return cell % n + 1.5;
    }

    private double y(int cell) {
        return cell / n + 1.5;
    }
}
