package nonet.engine.nativesearch.propagation;

/**
 * The cells narrowed since a filter last looked, each once with every digit it lost: a
 * narrowing only records here, and the filter passes the digits on to the cell's groups once per
 * cell, not once per narrowing (peer eliminations narrow a cell several times between two runs).
 */
final class NarrowedCells {

    private final int[] lost;
    private final int[] queue;
    private int top;
    private int popped;

    NarrowedCells(int cellCount) {
        lost = new int[cellCount];
        queue = new int[cellCount];
    }

    void record(int cell, int digits) {
        if (digits == 0) {
            return;
        }
        if (lost[cell] == 0) {
            queue[top++] = cell;
        }
        lost[cell] |= digits;
    }

    boolean isEmpty() {
        return top == 0;
    }

    /** Takes the next recorded cell out; {@link #digitsLost} then tells what it lost. */
    int pop() {
        int cell = queue[--top];
        popped = lost[cell];
        lost[cell] = 0;
        return cell;
    }

    int digitsLost() {
        return popped;
    }

    void clear() {
        while (top > 0) {
            lost[queue[--top]] = 0;
        }
    }
}
