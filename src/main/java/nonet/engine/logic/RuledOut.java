package nonet.engine.logic;

import java.util.Arrays;

/**
 * What placing each candidate would rule out ({@link Consequences}), computed once per state and
 * only for the candidates a rule asks about: the pattern rules ask the same few again and again.
 */
final class RuledOut {

    private final Structure s;
    private final Consequences consequences;
    /** Per candidate (cell * n + digit - 1), the digits it rules out per cell; null until asked. */
    private final int[][] lost;
    private int[] masks;

    RuledOut(Structure s) {
        this.s = s;
        this.consequences = new Consequences(s);
        this.lost = new int[s.cellCount * s.n][];
    }

    /** Starts over on a new state (the arrays are the caller's and must not change until the next reset). */
    void reset(int[] masks) {
        this.masks = masks;
        Arrays.fill(lost, null);
    }

    /** Per cell, the digits (as a mask) that placing d in the cell rules out there. */
    int[] by(int cell, int d) {
        int i = cell * s.n + d - 1;
        if (lost[i] == null) {
            lost[i] = new int[s.cellCount];
            consequences.of(cell, d, masks, lost[i]);
        }
        return lost[i];
    }
}
