package nonet.lang;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The named offset sets of {@code pairs}. Every set is closed under negation, so a rule over it
 * holds in both orientations of each pair. queen, bishop and rook reach any distance.
 */
final class Offsets {

    static final Map<String, List<int[]>> SETS = new LinkedHashMap<>();

    static {
        SETS.put("king", filter((dr, dc) -> Math.max(Math.abs(dr), Math.abs(dc)) == 1));
        SETS.put("knight", filter((dr, dc) -> Math.abs(dr * dc) == 2));
        SETS.put("orthogonal", filter((dr, dc) -> Math.abs(dr) + Math.abs(dc) == 1));
        SETS.put("diagonal", filter((dr, dc) -> Math.abs(dr) == 1 && Math.abs(dc) == 1));
        SETS.put("rook", filter((dr, dc) -> dr == 0 || dc == 0));
        SETS.put("bishop", filter((dr, dc) -> Math.abs(dr) == Math.abs(dc)));
        SETS.put("queen", filter((dr, dc) -> dr == 0 || dc == 0 || Math.abs(dr) == Math.abs(dc)));
    }

    private interface Test {
        boolean keep(int dr, int dc);
    }

    /** Every nonzero offset within the largest grid that passes the test. */
    private static List<int[]> filter(Test t) {
        int m = nonet.model.Geometry.MAX_SIZE - 1;
        List<int[]> out = new ArrayList<>();
        for (int dr = -m; dr <= m; dr++) {
            for (int dc = -m; dc <= m; dc++) {
                if ((dr != 0 || dc != 0) && t.keep(dr, dc)) {
                    out.add(new int[] {dr, dc});
                }
            }
        }
        return List.copyOf(out);
    }

    private Offsets() {
    }
}
