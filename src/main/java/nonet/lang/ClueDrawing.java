package nonet.lang;

import java.util.List;

/**
 * How a clue type is drawn, declared in its model by {@code draw STYLE ["TEXT"] [PARAM]} in the
 * clue's body: one of {@link #STYLES}, an optional text (a colour for lines, the mark of an edge, the
 * colour of a dot) and an optional number parameter whose value labels the drawing (a cage's total).
 */
public record ClueDrawing(String style, String text, String param) {

    /**
     * cage (dashed outline, label in its first cell), line (through the cells), thermo (bulb and
     * line), arrow (circle or pill of PARAM cells, then the arrow), dot (on the edge of two cells),
     * edge (a text on the edge of two cells), outside (a label outside the grid where the line
     * enters), shade (cells shaded), circle (a circle in each cell), corner (a circle on the
     * corner the cell shares with its lower right neighbours, holding the label).
     */
    public static final List<String> STYLES = List.of("cage", "line", "thermo", "arrow", "dot", "edge", "outside", "shade",
            "circle", "corner");
}
