package nonet.engine.nativesearch.propagation;

import nonet.model.Mdd;

/**
 * Generalised arc consistency on a line rule given as a {@link Mdd}: a digit stays in a cell of
 * the line exactly when some root-to-accept path of the diagram takes it there and every other
 * edge of the path is labelled with a candidate of its own cell. A forward pass marks the nodes
 * the root reaches through edges whose digit is still a candidate of its cell; a backward pass
 * marks the reached nodes that reach the accepting node the same way, and the digits of the live
 * edges between marked nodes are each cell's supports. That is the algorithm of Cheng and Yap
 * ("An MDD-based generalized arc consistency algorithm for positive and negative table
 * constraints and some global constraints", Constraints 15, 2010) without its incremental
 * bookkeeping: each call costs O(nodes + arcs), less the layers of the forward pass before the
 * first cell whose mask changed since that pass (their marks depend on those masks alone). Perez and Régin ("Improving
 * GAC-4 for table and MDD constraints", CP 2014, MDD4R) would revisit only what a narrowing
 * deleted, at the price of state restored on backtrack.
 *
 * <p>The diagram is copied once into flat arrays, nodes numbered across layers, each node's
 * incoming and outgoing arcs contiguous (an arc: the edges between two nodes, their digits one
 * mask), so a call allocates nothing. Each pass pulls a node's
 * mark from its own edges into a register, and computes an edge's liveness as 0 or 1 instead of
 * branching on it: the candidates look random to the processor, and a mispredicted branch or a
 * store per edge cost more than the rest of the loop (measured: half the time of a pass that
 * pushes marks along a list of reached nodes).
 */
final class MddFilter {

    private final int[] cells;
    /** The first node of each layer, in the numbering across layers; {@code length + 2} entries. */
    private final int[] layerStart;
    /**
     * A node's arcs in are {@code inStart[node] .. inStart[node + 1])}: the source node of each
     * times 2^32 plus the digits of all the diagram's edges between those two nodes, as one mask (a
     * rule that lets a cell hold any digit but a few, as a skyscraper lets every digit below the
     * tallest so far, has one arc for them all).
     */
    private final int[] inStart;
    private final long[] in;
    /** A node's arcs out, the same way with the target node. */
    private final int[] outStart;
    private final long[] out;
    /** Per node, the digits of its arcs in. */
    private final int[] inDigits;
    /** Per node, 1 when the root reaches it through live edges. */
    private final int[] reached;
    /** Per node, 1 when it is reached and reaches the accepting node through live edges. */
    private final int[] onPath;

    /**
     * Per cell, its mask when the forward pass last marked the layer after it: the marks of layer
     * i + 1 depend on the masks of cells 0..i alone, so a call redoes the forward pass only from the
     * first cell whose mask differs. -1 where the marks are not known.
     */
    private final int[] marked;
    /**
     * Per layer, whether a forward pass changed its marks since the backward pass last read them.
     * A layer's backward marks and its cell's digits depend on its forward marks, its cell's mask
     * and the backward marks of the layer after it alone: the backward pass redoes a layer only
     * when one of those changed, so a narrowing whose effect dies out within a few layers costs
     * those layers.
     */
    private final boolean[] forwardChanged;
    /** Per cell, its mask when the backward pass last marked its layer; -1 where not known. */
    private final int[] backMarked;

    /**
     * After {@link #filter} returned true: the digits each cell of the line may keep. Until the first
     * call it holds no set of digits at all (-1), so no masks can pass for an earlier answer.
     */
    final int[] keep;

    MddFilter(Mdd diagram) {
        int k = diagram.length();
        cells = diagram.cells();
        layerStart = new int[k + 2];
        for (int i = 0; i <= k; i++) {
            layerStart[i + 1] = layerStart[i] + diagram.width(i);
        }
        int nodes = layerStart[k + 1];
        // the digits of each (source, target) pair of nodes, pairs in the order first met
        java.util.Map<Long, Integer> arcOf = new java.util.HashMap<>();
        java.util.List<int[]> arcs = new java.util.ArrayList<>();
        for (int i = 0; i < k; i++) {
            for (int e = 0; e < diagram.edgeCount(i); e++) {
                int from = layerStart[i] + diagram.from(i, e);
                int to = layerStart[i + 1] + diagram.to(i, e);
                int arc = arcOf.computeIfAbsent((long) from << 32 | to, x -> {
                    arcs.add(new int[] {from, to, 0});
                    return arcs.size() - 1;
                });
                arcs.get(arc)[2] |= 1 << (diagram.digit(i, e) - 1);
            }
        }
        inStart = new int[nodes + 1];
        outStart = new int[nodes + 1];
        for (int[] arc : arcs) {
            outStart[arc[0] + 1]++;
            inStart[arc[1] + 1]++;
        }
        for (int node = 0; node < nodes; node++) {
            inStart[node + 1] += inStart[node];
            outStart[node + 1] += outStart[node];
        }
        in = new long[arcs.size()];
        out = new long[arcs.size()];
        int[] inFill = java.util.Arrays.copyOf(inStart, nodes);
        int[] outFill = java.util.Arrays.copyOf(outStart, nodes);
        for (int[] arc : arcs) {
            in[inFill[arc[1]]++] = (long) arc[0] << 32 | arc[2];
            out[outFill[arc[0]]++] = (long) arc[1] << 32 | arc[2];
        }
        inDigits = new int[nodes];
        for (int[] arc : arcs) {
            inDigits[arc[1]] |= arc[2];
        }
        reached = new int[nodes];
        reached[0] = 1;
        onPath = new int[nodes];
        onPath[nodes - 1] = 1;
        keep = new int[k];
        java.util.Arrays.fill(keep, -1);
        marked = new int[k];
        java.util.Arrays.fill(marked, -1);
        forwardChanged = new boolean[k + 1];
        backMarked = new int[k];
        java.util.Arrays.fill(backMarked, -1);
    }

    /**
     * Fills {@link #keep} from the candidate masks of the whole grid (bit d-1 for digit d); false
     * when no path is left, so the line has no assignment at all.
     */
    boolean filter(int[] masks) {
        if (unchanged(masks)) {
            return true;
        }
        // layer i + 1 is redone when cell i's mask or layer i's marks changed since it was marked
        boolean redo = false;
        // while every mask so far is within the one its layer was marked with, marks can only be
        // lost: a node left unreached stays so (the search narrows far more often than it widens)
        boolean narrowing = true;
        for (int i = 0; i < cells.length; i++) {
            int mask = masks[cells[i]];
            narrowing &= marked[i] != -1 && (mask & ~marked[i]) == 0;
            if (!redo && mask == marked[i]) {
                continue;
            }
            // with layer i's marks as they were, only arcs of the digits cell i lost can die
            int lost = narrowing && !redo ? marked[i] & ~mask : -1;
            int change = forward(mask, i, narrowing, lost);
            if (change < 0) {
                // this layer marks nothing now, and the layers past it keep marks of other masks
                java.util.Arrays.fill(marked, i, cells.length, -1);
                return false;
            }
            marked[i] = mask;
            redo = change != 0;
            forwardChanged[i + 1] |= redo;
        }
        // the accepting node is reached, so every layer keeps at least one digit
        boolean after = false;
        for (int i = cells.length - 1; i >= 0; i--) {
            int mask = masks[cells[i]];
            if (after || forwardChanged[i] || mask != backMarked[i]) {
                after = backward(mask, i);
                forwardChanged[i] = false;
                backMarked[i] = mask;
            }
        }
        return true;
    }

    /**
     * Whether the line's cells hold exactly the digits of the last answer. Arc consistency is
     * idempotent, so that answer stands: the propagator wakes the filter again for the very
     * narrowings it made, and this check makes that wake-up cost one pass over the cells.
     */
    private boolean unchanged(int[] masks) {
        for (int i = 0; i < cells.length; i++) {
            if (masks[cells[i]] != keep[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Marks the nodes of layer i + 1 reached through live edges of cell i: -1 when none is, else
     * nonzero exactly when some mark changed. {@code narrowing}: the marks can only be lost, so a
     * node without one is passed over, as is a node none of whose arcs carries a digit of
     * {@code lost}.
     */
    private int forward(int mask, int i, boolean narrowing, int lost) {
        int any = 0;
        int change = 0;
        for (int node = layerStart[i + 1], stop = layerStart[i + 2]; node < stop; node++) {
            int was = reached[node];
            if (narrowing && (was == 0 || (inDigits[node] & lost) == 0)) {
                any |= was;
                continue;
            }
            int mark = 0;
            for (int e = inStart[node], end = inStart[node + 1]; e < end; e++) {
                long x = in[e];
                int digits = mask & (int) x;
                // 1 when some digit of the arc is a candidate: the sign bit of digits | -digits
                mark |= (digits | -digits) >>> 31 & reached[(int) (x >>> 32)];
            }
            change |= mark ^ was;
            reached[node] = mark;
            any |= mark;
        }
        return any == 0 ? -1 : change;
    }

    /**
     * Marks the reached nodes of layer i with a live edge to a marked node of layer i + 1, and keeps
     * the digits of those edges for cell i; true when some mark changed.
     */
    private boolean backward(int mask, int i) {
        int supported = 0;
        int change = 0;
        for (int node = layerStart[i], stop = layerStart[i + 1]; node < stop; node++) {
            int from = reached[node];
            int mark = 0;
            // a node the root no longer reaches keeps no arc: whole parts of the diagram die as cells
            // narrow, so unlike a candidate this test is predictable (xsum-constructed 70 -> 49 us)
            for (int e = outStart[node], end = from == 0 ? e : outStart[node + 1]; e < end; e++) {
                long x = out[e];
                int digits = mask & (int) x;
                int live = (digits | -digits) >>> 31 & onPath[(int) (x >>> 32)] & from;
                mark |= live;
                supported |= digits & -live;
            }
            change |= mark ^ onPath[node];
            onPath[node] = mark;
        }
        keep[i] = supported;
        return change != 0;
    }
}
