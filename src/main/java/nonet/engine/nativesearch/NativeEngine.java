package nonet.engine.nativesearch;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import nonet.engine.Deadline;
import nonet.engine.DigitSymmetry;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.GridSymmetry;
import nonet.engine.Limits;
import nonet.engine.Narrowing;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.engine.cnf.ProofFiles;
import nonet.engine.nativesearch.classic9.Classic9Shape;
import nonet.engine.nativesearch.classic9.Classic9Solver;
import nonet.engine.nativesearch.learning.ExactlyOneSets;
import nonet.engine.nativesearch.learning.LearningSearch;
import nonet.engine.nativesearch.learning.NativeProof;
import nonet.engine.nativesearch.propagation.CompiledModel;
import nonet.engine.nativesearch.propagation.CommonConflicts;
import nonet.engine.nativesearch.propagation.Leftovers;
import nonet.engine.nativesearch.propagation.NativeSearch;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;

/**
 * The project's own engine: the model compiled to flat arrays, candidate bitmasks per cell,
 * propagation to a fixpoint and depth-first search. It supports every IR primitive. Large grids
 * made of exact groups only are searched with clause learning instead, and so are jigsaw grids
 * the search has not finished within a few milliseconds. An open grid whose rules treat all
 * digits alike is searched with one group fixed ({@link DigitSymmetry}); one that rotations,
 * reflections or digits read backwards keep, by orbits ({@link GridSymmetry}).
 *
 * <p>Puzzles of one model differ only in their domains (givens), so the compiled structure and the
 * search's working memory are kept from one run to the next while the structure is unchanged: a
 * batch of classic puzzles compiles once.
 */
public final class NativeEngine implements Engine, Narrowing {

    /** Answers plain classic 9x9 models with the dedicated bitboard solver, unless native.general=true. */
    private final Classic9Solver classic9;

    private List<Constraint> structure;
    /**
     * The last model run (a model never changes): a benchmark or a caller asking again about one
     * model skips the checks below, which read every constraint.
     */
    private Model lastModel;
    /** Whether the dedicated classic solver took {@link #lastModel}. */
    private boolean lastClassic9;
    private CompiledModel compiled;
    private Search search;

    /** Above this many solutions asked for, the default search is the one without learning. */
    private static final long MAX_LEARNING_COUNT = 1000;
    /**
     * Past this many solutions asked for, not even {@code native.learning=on} learns: every
     * solution leaves a clause of its decisions, kept to the end, and memory must stay bounded.
     */
    private static final long LEARNING_COUNT_CAP = 100_000;
    /** Nodes the search without learning spends on irregular groups before it hands over to learning. */
    private static final long HANDOVER_NODES = 1000;
    /** Nodes a search by conflict scores spends before it starts probing. */
    private static final long LATE_PROBING_NODES = 20_000;
    /**
     * Nodes a search spends before {@code native.disjunctions=late} starts constructive
     * disjunction: puzzles solved in fewer never pay for it. Measured on ISS's thermo snipes: from
     * 200 nodes on, "I want to break free" 3,558,361 to 54,701 nodes (4.8 to 0.5 s).
     */
    private static final long LATE_DISJUNCTION_NODES = 200;
    /** The option that asks for proofs of the clause-learning search. */
    static final String PROOF_OPTION = "native.proof";

    private final String intersections;
    private final String permutations;
    private final String branching;
    private final String digits;
    private final int restartScale;
    private final String probing;
    private final String learning;
    private final String relations;
    private final String disjunctions;
    private final boolean leftovers;
    /** Where {@code native.proof} keeps proofs, or null for none. */
    private final Path proofDir;
    /** The clause-learning search, when the model is made of exact groups and binary relations only; else null. */
    private LearningSearch learner;
    /** The search that answered the last run. */
    private NativeSearch answered;
    /** The stats of the search the last run handed over from, or null. */
    private Map<String, Long> handedOver;
    /** The digits' symmetry when the model's rules treat all digits alike; else null. */
    private DigitSymmetry symmetry;
    /** When rotations, reflections or digits read backwards keep the rules (non-consecutive, Miracle); else null. */
    private GridSymmetry geometry;

    /**
     * Reads the engine's options; each defaults to {@code auto}, chosen by grid size from the
     * measurements in the package's history (the registry refuses a value {@link NativeProvider} does not declare).
     * <ul>
     * <li>{@code native.alldiff}: {@code gac} (Régin filtering of exact groups and of the per-digit
     * Latin views over every pair of covering families) or {@code singles} (hidden singles); auto: gac above 9x9
     * and where the groups are irregular (leftovers: jigsaw).</li>
     * <li>{@code native.intersections}: locked candidates, {@code on}/{@code off}; auto: on
     * exactly when gac is off (gac's rows x boxes views subsume them).</li>
     * <li>{@code native.probe}: failed-literal probing of two-candidate cells with look-ahead
     * branching, {@code true}/{@code false}; auto: above 16x16, and under conflict-score branching
     * once a run has passed {@link #LATE_PROBING_NODES} nodes.</li>
     * <li>{@code native.branching}: {@code domwdeg}, {@code dom} (fewest candidates, else a
     * digit with two places) or {@code conflicts} ({@link ConflictScores}); auto: conflicts
     * when the model has cages with digit combinations or leftovers, else domwdeg.</li>
     * <li>{@code native.digits}: under conflict-score branching, the digit that fails most is
     * scored too and the cells holding it go first, {@code on}/{@code off}; auto: on unless cages
     * cover half the grid or more (killers) or there are leftover sets (jigsaw).</li>
     * <li>{@code native.restarts}: failures per Luby unit, 0 for none; auto: 100 above 9x9 unless
     * probing, and under conflict-score branching. Every restart keeps the branches the run finished as nogoods.</li>
     * <li>{@code native.learning}: the clause-learning search ({@link LearningSearch}) for models
     * made of exact groups, "different" pairs and binary relations, {@code on}/{@code off}; auto,
     * exact groups alone: above 16x16 when at most 1,000 solutions are asked for, and on irregular
     * groups (jigsaw) once the search above has spent 1,000 nodes; on: when at most 100,000 are
     * asked for. Other models always take the search above.</li>
     * <li>{@code native.relations}: {@link CommonConflicts}, {@code on}/{@code off}; auto: on
     * where relations or peers reach beyond the exact groups (on grids up to 16x16), and then
     * locked candidates, which it subsumes, stay off unless asked for.</li>
     * <li>{@code native.disjunctions}: constructive disjunction over bivalue cells and bilocal
     * digits, each option followed by unit propagation ({@code ConstructiveDisjunction}),
     * {@code on}/{@code off}, or {@code late}: from {@link #LATE_DISJUNCTION_NODES} nodes on; auto:
     * off (on non-consecutive it cuts the nodes to a quarter at 1.23 times the time; late, it cut
     * the thermo snipes' time 4 to 10 times but cost 40 generated non-consecutive puzzles 1.4
     * times theirs).</li>
     * <li>{@code native.leftovers}: the law of leftovers between families of exact groups that
     * each partition the grid (rows and jigsaw regions, see {@link Leftovers}), {@code on}/{@code off};
     * default on. Classic grids have none.</li>
     * <li>{@code native.proof}: a directory; every run of a model the learning search takes then takes
     * the clause-learning search, with the root narrowing that unit propagation also derives, and
     * a run whose last call is unsatisfiable keeps a DRUP proof of it there ({@link NativeProof}).</li>
     * </ul>
     */
    public NativeEngine(EngineOptions options) {
        intersections = options.get("native.intersections", "auto");
        permutations = options.get("native.alldiff", "auto");
        branching = options.get("native.branching", "auto");
        digits = options.get("native.digits", "auto");
        restartScale = parseScale(options.get("native.restarts", "auto"));
        probing = options.get("native.probe", "auto");
        learning = options.get("native.learning", "auto");
        relations = options.get("native.relations", "auto");
        disjunctions = options.get("native.disjunctions", "auto");
        leftovers = !isOff(options.get("native.leftovers", "on"));
        classic9 = options.flag("native.general") ? null : new Classic9Solver();
        String proofs = options.get(PROOF_OPTION, "");
        proofDir = proofs.isEmpty() ? null : ProofFiles.directory(PROOF_OPTION, proofs);
    }

    private static boolean isOff(String value) {
        return "off".equals(value) || "false".equals(value);
    }

    private static boolean isOn(String value) {
        return "on".equals(value) || "true".equals(value);
    }

    /** An on/off option as asked, else (auto) {@code auto}. */
    private static boolean onOff(String value, boolean auto) {
        return isOn(value) || !isOff(value) && auto;
    }

    private static int parseScale(String text) {
        try {
            return Math.max(-1, Integer.parseInt(text.strip()));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    @Override
    public String name() {
        return "native";
    }

    /** The candidates the strongest filtering leaves, whatever this engine's settings. */
    @Override
    public int[] candidates(Model model) {
        return PropagationWalk.candidates(model);
    }

    /** Walks with hidden singles and locked candidates, not Régin's filtering (see {@link PropagationWalk#forSampling}). */
    @Override
    public Walk walk(Model model) {
        return PropagationWalk.forSampling(model);
    }

    @Override
    public Result run(Model model, Limits limits) {
        if (proofDir != null) {
            return runProving(model, limits);
        }
        long start = System.nanoTime();
        Deadline deadline = Deadline.start(limits.timeoutMillis());
        if (model != lastModel) {
            lastClassic9 = classic9 != null && Classic9Shape.matches(model);
            if (!lastClassic9) {
                prepare(model);
            }
            lastModel = model;
        }
        if (lastClassic9) {
            return classic9.run(model, limits);
        }
        int[] masks = CompiledModel.initialMasks(model);
        BiFunction<int[], Limits, Result> search = (part, partLimits) -> {
            Status status = searchFrom(part, model.size(), partLimits, deadline);
            return new Result(status, answered.count(), answered.solutions(), effort(), System.nanoTime() - start, "");
        };
        if (symmetry != null && symmetry.holdsFor(masks)) {
            return symmetry.resultOf(search.apply(symmetry.fix(masks), symmetry.fixedLimits(limits)), limits);
        }
        Result orbits = geometry == null ? null : geometry.split(masks, limits, search);
        return orbits != null ? orbits : search.apply(masks, limits);
    }

    /**
     * Runs the search this model and count call for and keeps it as {@link #answered}. Irregular
     * groups (jigsaw) hand over to the clause-learning search once the search without learning
     * has spent {@link #HANDOVER_NODES}: measured on 9x9 layouts with no solution, most are
     * refuted well within that, and the learning search refutes the rest in a tenth of the nodes.
     */
    private Status searchFrom(int[] masks, int n, Limits limits, Deadline deadline) {
        handedOver = null;
        if (learner != null && learns(n, limits)) {
            answered = learner;
            return learner.run(masks, limits, deadline);
        }
        answered = search;
        if (!handsOver(limits)) {
            return search.run(masks, limits, deadline);
        }
        Status first = search.run(masks, limits.withNodeLimit(HANDOVER_NODES), deadline);
        if (first != Status.TIMEOUT || deadline.passed()) {
            return first;
        }
        handedOver = search.stats();
        answered = learner;
        return learner.run(masks, limits, deadline);
    }

    private boolean handsOver(Limits limits) {
        return learner != null && learner.groupsOnly() && compiled.hasLeftovers() && "auto".equals(learning) && limits.nodeLimit() == 0
                && limits.solutions() <= MAX_LEARNING_COUNT;
    }

    /** The last run's stats: those of the search that answered, plus the one it took over from. */
    private Map<String, Long> effort() {
        Map<String, Long> stats = new LinkedHashMap<>(answered.stats());
        if (handedOver != null) {
            handedOver.forEach((key, value) -> stats.merge(key, value, Long::sum));
        }
        return stats;
    }

    /** A run that keeps a proof of an unsatisfiable last call: always the clause-learning search, where it applies. */
    private Result runProving(Model model, Limits limits) {
        long start = System.nanoTime();
        Deadline deadline = Deadline.start(limits.timeoutMillis());
        prepare(model);
        String refused = learner == null ? "only the clause-learning search writes them, and it takes models made of exact groups and binary relations only"
                : limits.solutions() > LEARNING_COUNT_CAP ? "a count past " + LEARNING_COUNT_CAP + " keeps too many clauses" : null;
        NativeProof proof = refused == null ? NativeProof.start(model, proofDir) : null;
        if (proof == null) {
            Status status = search.run(CompiledModel.initialMasks(model), limits, deadline);
            return new Result(status, search.count(), search.solutions(), search.stats(), System.nanoTime() - start,
                    "no proof: " + (refused != null ? refused : "the model's CNF is too large to write"));
        }
        boolean kept = false;
        try {
            learner.proveTo(proof);
            Status status = learner.run(CompiledModel.initialMasks(model), limits, deadline);
            String message = "";
            if (status == Status.EXHAUSTED) {
                message = proof.finish();
                kept = true;
            }
            return new Result(status, learner.count(), learner.solutions(), learner.stats(), System.nanoTime() - start, message);
        } finally {
            learner.proveTo(null);
            if (!kept) {
                proof.discard();
            }
        }
    }

    private void prepare(Model model) {
        List<Constraint> shape = new ArrayList<>(model.constraints().size());
        for (Constraint c : model.constraints()) {
            if (!(c instanceof Domain)) {
                shape.add(c);
            }
        }
        if (compiled == null || compiled.size != model.size() || !shape.equals(structure)) {
            structure = shape;
            compiled = CompiledModel.of(model, leftovers);
            symmetry = DigitSymmetry.of(model);
            // where relabelling keeps the rules it answers open grids; puzzles with givens keep the plain search
            geometry = symmetry == null ? GridSymmetry.of(model) : null;
            int n = model.size();
            boolean regin = switch (permutations) {
                case "gac", "on", "true" -> true;
                case "singles", "off", "false" -> false;
                // measured on 9x9 jigsaw layouts with no solution: the rows x regions views
                // refuted 14 of 20 hard ones in 5 s, mostly in milliseconds, against 13 far slower
                default -> n > 9 || compiled.hasLeftovers();
            };
            // the rows x boxes views of GAC already make every locked-candidates deduction
            boolean locked = onOff(intersections, !regin);
            Search.Branching order = switch (branching) {
                case "dom" -> Search.Branching.DOM;
                case "conflicts" -> Search.Branching.CONFLICTS;
                case "domwdeg" -> Search.Branching.DOMWDEG;
                // measured on hard killers and jigsaw layouts: fewer nodes on most; elsewhere
                // (non-consecutive) conflict scores multiplied them
                default -> compiled.hasCagesOrLeftovers() ? Search.Branching.CONFLICTS : Search.Branching.DOMWDEG;
            };
            if (order == Search.Branching.CONFLICTS && scoresDigits(compiled)) {
                order = Search.Branching.DIGIT_CONFLICTS;
            }
            // measured on Mathemagic killers: probing from 20,000 nodes on cut the nodes 8x and
            // the time 2x; from the root it cost the other killers 1.36x the CPU (most need
            // hundreds of nodes, the hardest 11,000)
            long probeFrom = switch (probing) {
                case "on", "true" -> 0;
                case "off", "false" -> Long.MAX_VALUE;
                default -> n > 16 ? 0 : order.byConflicts() ? LATE_PROBING_NODES : Long.MAX_VALUE;
            };
            boolean probe = probeFrom == 0;
            // measured on 25x25: restarts cut the heavy tail of plain dom/wdeg, but cost probing
            // its look-ahead work (7 of 16 proven in 30 s without, 6 in 60 s with); nogoods made
            // restarts without probing prove puzzles they timed out on, still slower than probing.
            // Under conflict scores, restarts let the scores learned deep in the tree choose the
            // first decisions: measured, 2.3x fewer nodes on the hardest killers (Mathemagic),
            // 1.4x fewer on jigsaw layouts, the other killers unchanged
            boolean restarts = n > 9 && !probe || order.byConflicts();
            int scale = restartScale >= 0 ? restartScale : restarts ? 100 : 0;
            boolean common = switch (relations) {
                case "off", "false" -> false;
                default -> CommonConflicts.appliesTo(compiled);
            };
            // common conflicts make every locked-candidates deduction
            boolean lockedToo = locked && !(common && "auto".equals(intersections));
            long disjunctionsFrom = switch (disjunctions) {
                case "on", "true" -> 0;
                case "late" -> LATE_DISJUNCTION_NODES;
                default -> Long.MAX_VALUE;
            };
            search = new Search(compiled, lockedToo, regin, common, disjunctionsFrom, order, scale, probeFrom);
            boolean mayLearn = !isOff(learning) && ExactlyOneSets.fits(compiled);
            learner = mayLearn ? new LearningSearch(compiled) : null;
        }
    }

    /**
     * Measured: digit scores cut the nodes of the slow little killer snipes 3.5 to 4.5 times, but
     * cost killers 1.03 to 1.19 times the nodes (their cages set the first decisions through the
     * cell priorities, and digit scores pull the search away from them) and moved jigsaw layouts
     * both ways (one 7.8x more, one 6.5x fewer).
     */
    private boolean scoresDigits(CompiledModel compiled) {
        return onOff(digits, 2 * compiled.cagedCells() < compiled.cellCount && !compiled.hasLeftovers());
    }

    /**
     * Whether this run learns clauses: on request, or by default above 16x16 when the count asked
     * for is small (each solution found leaves a clause behind).
     */
    private boolean learns(int n, Limits limits) {
        return switch (learning) {
            case "on", "true" -> limits.solutions() <= LEARNING_COUNT_CAP;
            default -> n > 16 && learner.groupsOnly() && limits.solutions() <= MAX_LEARNING_COUNT;
        };
    }
}
