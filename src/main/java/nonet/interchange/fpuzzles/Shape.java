package nonet.interchange.fpuzzles;

/**
 * How an f-puzzles constraint is written in its JSON, and so how its entries become nonet clues
 * ({@link EntryReader}) and clues become entries ({@link EntryWriter}).
 */
enum Shape {
    /** {@code "antiknight": true}: a rule model for the whole grid. */
    FLAG,
    /** {@code "diagonal+": true}: a clue on cells the flag names (a main diagonal). */
    DIAGONAL_FLAG,
    /** {@code "negative": ["ratio", "difference"]}: the named dots are all given (a rule model). */
    NEGATIVE,
    /** {@code {"cells": [...], "value": "15"}}: one clue over the cells, the value first if the row reads one. */
    CELLS,
    /** {@code {"cell": "R1C1"}}: one clue on one cell. */
    CELL,
    /** {@code {"lines": [[...], ...]}}: one clue per line. */
    LINES,
    /** {@code {"cell": "R0C3", "value": "15"}}: a number outside the grid about the row or column it faces, read from its side. */
    OUTSIDE,
    /** {@code {"cell": "R10C2", "direction": "UR", "value": "23"}}: a little killer diagonal from outside the grid. */
    DIAGONAL,
    /** {@code {"cells": [circle], "lines": [[circle, ...]]}}: one arrow per line from a one-cell circle. */
    ARROW,
    /** The same with a pill of two or more cells, read as a number in reading order. */
    PILL_ARROW,
    /** {@code {"cells": [four cells of a 2x2 block], "values": [1, 2]}}. */
    QUADRUPLE,
    /** {@code {"cells": [...], "cloneCells": [...]}}: the two halves of a clone clue. */
    CLONE
}
