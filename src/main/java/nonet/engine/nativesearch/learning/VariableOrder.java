package nonet.engine.nativesearch.learning;

/**
 * VSIDS: each variable's activity grows when it takes part in a conflict and every activity
 * decays a little per conflict (by growing the increment instead); the unassigned variable of
 * highest activity is decided next. A binary max-heap over the variables, with each one's
 * position, so a bump or a re-insertion costs a logarithm.
 */
final class VariableOrder {

    private static final double DECAY = 0.95;
    private static final double RESCALE_ABOVE = 1e100;

    private final double[] activity;
    private final int[] heap;
    private final int[] position;
    private int heapSize;
    private double increment = 1;

    VariableOrder(int variables) {
        activity = new double[variables];
        heap = new int[variables];
        position = new int[variables];
        java.util.Arrays.fill(position, -1);
    }

    /**
     * Puts variables 0 to {@code variables - 1} back, activities reset: the start of a new search.
     * Ties among the first decisions are broken by the seed, with activities far below one bump.
     */
    void reset(int variables, long seed) {
        java.util.Arrays.fill(activity, 0);
        java.util.Random random = new java.util.Random(seed);
        for (int v = 0; v < variables; v++) {
            activity[v] = random.nextDouble() * 1e-6;
        }
        increment = 1;
        heapSize = 0;
        java.util.Arrays.fill(position, -1);
        for (int v = 0; v < variables; v++) {
            insert(v);
        }
    }

    boolean isEmpty() {
        return heapSize == 0;
    }

    void insert(int v) {
        if (position[v] >= 0) {
            return;
        }
        heap[heapSize] = v;
        position[v] = heapSize;
        up(heapSize++);
    }

    /**
     * The most active variable not yet assigned, given each literal's value (variable v's at
     * {@code 2v}), dropping assigned ones off the top; -1 if none.
     */
    int peekUnassigned(byte[] litValue) {
        while (heapSize > 0 && litValue[2 * heap[0]] != 0) {
            removeMax();
        }
        return heapSize > 0 ? heap[0] : -1;
    }

    double activity(int v) {
        return activity[v];
    }

    int removeMax() {
        int top = heap[0];
        position[top] = -1;
        int last = heap[--heapSize];
        if (heapSize > 0) {
            heap[0] = last;
            position[last] = 0;
            down(0);
        }
        return top;
    }

    void bump(int v) {
        activity[v] += increment;
        if (activity[v] > RESCALE_ABOVE) {
            for (int i = 0; i < activity.length; i++) {
                activity[i] *= 1 / RESCALE_ABOVE;
            }
            increment *= 1 / RESCALE_ABOVE;
        }
        if (position[v] >= 0) {
            up(position[v]);
        }
    }

    void decay() {
        increment /= DECAY;
    }

    private void up(int i) {
        int v = heap[i];
        double a = activity[v];
        while (i > 0) {
            int parent = (i - 1) >> 1;
            int p = heap[parent];
            if (activity[p] >= a) {
                break;
            }
            heap[i] = p;
            position[p] = i;
            i = parent;
        }
        heap[i] = v;
        position[v] = i;
    }

    private void down(int i) {
        int v = heap[i];
        double a = activity[v];
        while (true) {
            int child = 2 * i + 1;
            if (child >= heapSize) {
                break;
            }
            if (child + 1 < heapSize && activity[heap[child + 1]] > activity[heap[child]]) {
                child++;
            }
            int c = heap[child];
            if (activity[c] <= a) {
                break;
            }
            heap[i] = c;
            position[c] = i;
            i = child;
        }
        heap[i] = v;
        position[v] = i;
    }
}
