package nonet.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;

/**
 * Rotations and reflections of the grid, each with the digits read as they are or backwards (d as
 * n+1-d). Rows, columns, boxes, diagonals, windows, kings' and knights' moves and orthogonal
 * neighbours map onto their like, and "different" or "not consecutive" read the same backwards, so
 * on a grid whose rules and candidates a map keeps ({@link RuleImages}; an open grid, or givens
 * that map onto themselves) the image of a solution is a solution. The puzzle is then counted by
 * the orbits of where 1 and n stand along a full exact group the maps keep ({@link PivotOrbits}):
 * with the eight maps and the reversal on the centre box of a 9x9 grid, 72 pairs fall into 8
 * orbits, searched as 5 parts. Reading the digits backwards alone keeps every group, and then the parts are those of 1
 * standing before n along the group. {@link DigitSymmetry}, where any relabelling keeps the rules,
 * goes further and comes first.
 */
public final class GridSymmetry {

    private final Model model;
    private final int n;
    /** Every map of the grid, identity first. */
    private final List<GridMap> maps;
    private final List<int[]> groups;
    /** The rules, read when a map first keeps a puzzle's candidates: most givens rule out every map at once. */
    private RuleImages rules;
    /** Whether each map keeps the rules, once known. */
    private final Boolean[] keepsRules;

    private GridSymmetry(Model model, List<int[]> groups) {
        this.model = model;
        this.n = model.size();
        this.maps = GridMap.all(n);
        this.groups = groups;
        this.keepsRules = new Boolean[maps.size()];
    }

    /**
     * The grid's maps for a model, or null when no exact group spans the digits. The rules are
     * read only when a puzzle's candidates call for it; domains are left to {@link #split}.
     */
    public static GridSymmetry of(Model model) {
        int n = model.size();
        List<int[]> groups = new ArrayList<>();
        for (AllDifferent group : model.all(AllDifferent.class)) {
            if (group.exact() && group.cells().length == n) {
                groups.add(group.cells());
            }
        }
        return groups.isEmpty() || n < 2 ? null : new GridSymmetry(model, groups);
    }

    /** How many maps keep the rules, the identity included. */
    public int order() {
        int order = 0;
        for (int m = 0; m < maps.size(); m++) {
            order += keepsRules(m) ? 1 : 0;
        }
        return order;
    }

    private boolean keepsRules(int m) {
        if (keepsRules[m] == null) {
            boolean identity = maps.get(m).identity();
            if (!identity && rules == null) {
                rules = new RuleImages(model);
            }
            keepsRules[m] = identity || rules.keptBy(maps.get(m));
        }
        return keepsRules[m];
    }

    /**
     * Counts this puzzle by orbits when some map other than the identity keeps its rules and
     * candidates, else returns null. {@code search} runs the engine on candidates and limits and
     * answers as the engine would; it shares the caller's deadline, and its time counts from the
     * caller's start. A node limit is never split: it bounds one search.
     */
    public Result split(int[] masks, Limits limits, BiFunction<int[], Limits, Result> search) {
        if (limits.nodeLimit() > 0) {
            return null;
        }
        List<GridMap> keeping = new ArrayList<>();
        for (int m = 0; m < maps.size(); m++) {
            if (maps.get(m).keeps(masks) && keepsRules(m)) {
                keeping.add(maps.get(m));
            }
        }
        PivotOrbits orbits = keeping.size() < 2 ? null : orbits(keeping);
        if (orbits == null) {
            return null;
        }
        long count = 0;
        List<int[]> solutions = new ArrayList<>();
        Map<String, Long> stats = new LinkedHashMap<>();
        Result part = null;
        for (PivotOrbits.Part p : orbits.parts()) {
            int[] narrowed = orbits.narrow(masks, p);
            if (narrowed == null) {
                continue;
            }
            int w = p.weight();
            long missing = limits.solutions() - count;
            int keepLeft = Math.max(0, limits.keep() - solutions.size());
            part = search.apply(narrowed, new Limits((missing - 1) / w + 1, limits.timeoutMillis(), 0, (int) ((keepLeft + (long) w - 1) / w), limits.seed()));
            for (Map.Entry<String, Long> stat : part.stats().entrySet()) {
                stats.put(stat.getKey(), stats.getOrDefault(stat.getKey(), 0L) + stat.getValue());
            }
            count = Math.min(limits.solutions(), part.count() > (Long.MAX_VALUE - count) / w ? Long.MAX_VALUE : count + w * part.count());
            for (int[] grid : part.solutions()) {
                solutions.addAll(orbits.images(grid, p));
            }
            if (part.status() != Status.EXHAUSTED || count >= limits.solutions()) {
                break;
            }
        }
        if (part == null) {
            return null;
        }
        // a part that stopped short (time, or an engine that cannot answer) ends the run as it ended
        Status status = count >= limits.solutions() ? Status.LIMIT : part.status();
        int shown = (int) Math.min(limits.keep(), count);
        return new Result(status, count, solutions.size() <= shown ? solutions : solutions.subList(0, shown), stats, part.nanos(), part.message());
    }

    /** As {@link #split(int[], Limits, BiFunction)}, each part handed over as the puzzle with its part's candidates as domains. */
    public Result split(Model model, Limits limits, BiFunction<Model, Limits, Result> search) {
        int[] initial = model.initialMasks();
        return split(initial, limits, (masks, partLimits) -> {
            List<Constraint> constraints = new ArrayList<>(model.constraints());
            for (int c = 0; c < masks.length; c++) {
                if (masks[c] != initial[c]) {
                    constraints.add(new Domain(c, masks[c], "symmetry: where 1 and " + n + " stand along a group"));
                }
            }
            return search.apply(model.withConstraints(constraints), partLimits);
        });
    }

    /** The orbits along the group the most of these maps keep, or null when only the identity keeps one. */
    private PivotOrbits orbits(List<GridMap> keeping) {
        int[] best = null;
        List<GridMap> bestMaps = List.of();
        for (int[] group : groups) {
            List<GridMap> fixing = new ArrayList<>();
            for (GridMap map : keeping) {
                if (keepsGroup(map, group)) {
                    fixing.add(map);
                }
            }
            if (fixing.size() > bestMaps.size()) {
                best = group;
                bestMaps = fixing;
            }
        }
        return bestMaps.size() > 1 ? new PivotOrbits(n, best, bestMaps) : null;
    }

    private static boolean keepsGroup(GridMap map, int[] group) {
        int[] image = new int[group.length];
        for (int i = 0; i < group.length; i++) {
            image[i] = map.cell(group[i]);
        }
        int[] sorted = group.clone();
        Arrays.sort(sorted);
        Arrays.sort(image);
        return Arrays.equals(sorted, image);
    }
}
