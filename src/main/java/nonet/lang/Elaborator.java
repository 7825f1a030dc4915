package nonet.lang;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Geometry;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Table;

/**
 * Turns rules into IR constraints over one geometry: distinct groups into AllDifferent, pair
 * predicates into masks merged per unordered pair, sums into LinearSum, unary predicates into
 * Domains, n-ary predicates into Tables. A copy ({@link #copy}) continues from the model's rules
 * with one puzzle's clues.
 */
final class Elaborator {

    /** The most cells a {@code number(list)} may read: their place values must fit an int coefficient. */
    private static final int MAX_NUMBER_DIGITS = 9;

    private final Geometry g;
    private final int n;
    private final int full;
    private final int[] regions;
    private final List<AllDifferent> groups;
    private final Set<String> groupKeys;
    /** The model's grid-wide groups as sorted cell arrays, for table pruning and distinct-sum bounds. */
    private final List<int[]> modelGroups;
    private final PairRelations relations;
    private final List<LinearSum> sums;
    private final List<Table> tables;
    private final List<Mdd> mdds;
    private final List<Domain> domains;
    private final CellFunctions where;
    /** Model rules with {@code unless}: applied once the puzzle's clues are known ({@link #applyDeferred}). */
    private final List<Ast.Pairs> deferred;
    /** For each clue type named by an {@code unless}, the unordered cell pairs its clues connect. */
    private final Map<String, Set<Long>> connected;
    private final Expr.Env env = new Expr.Env();
    private final TableLines tableLines;

    /** Where the statement being elaborated comes from: its origin text and, for a clue, its place in the puzzle. */
    private record Site(String origin, Pos use, ClueBinder.Bindings bindings, Set<String> distinctSets) {
    }

    Elaborator(Geometry g, int[] regions) {
        this.g = g;
        this.n = g.size();
        this.full = g.fullMask();
        this.regions = regions;
        this.groups = new ArrayList<>();
        this.groupKeys = new HashSet<>();
        this.modelGroups = new ArrayList<>();
        this.relations = new PairRelations(n, g.cellCount());
        this.sums = new ArrayList<>();
        this.tables = new ArrayList<>();
        this.mdds = new ArrayList<>();
        this.domains = new ArrayList<>();
        this.where = new CellFunctions(g, regions);
        this.deferred = new ArrayList<>();
        this.connected = new LinkedHashMap<>();
        env.n = n;
        this.tableLines = new TableLines(n, env);
    }

    private Elaborator(Elaborator o) {
        this.g = o.g;
        this.n = o.n;
        this.full = o.full;
        this.regions = o.regions;
        this.groups = new ArrayList<>(o.groups);
        this.groupKeys = new HashSet<>(o.groupKeys);
        this.modelGroups = o.modelGroups;
        this.relations = new PairRelations(o.relations);
        this.sums = new ArrayList<>(o.sums);
        this.tables = new ArrayList<>(o.tables);
        this.mdds = new ArrayList<>(o.mdds);
        this.domains = new ArrayList<>(o.domains);
        this.where = o.where;
        this.deferred = o.deferred;
        this.connected = new LinkedHashMap<>();
        for (Map.Entry<String, Set<Long>> e : o.connected.entrySet()) {
            connected.put(e.getKey(), new HashSet<>(e.getValue()));
        }
        env.n = n;
        this.tableLines = new TableLines(n, env);
    }

    Elaborator copy() {
        return new Elaborator(this);
    }

    Geometry geometry() {
        return g;
    }

    // ---- entry points -----------------------------------------------------------------------

    /**
     * A model's own {@code distinct} statement (grid-wide groups or cells). These run before the
     * model's other rules, which prune tables and bound sums with them.
     */
    void modelGroups(Ast.Distinct d) throws LangException {
        Site site = new Site(d.text(), null, ClueBinder.NONE, Set.of());
        List<int[]> all = new ArrayList<>();
        if (d.groups().isEmpty()) {
            Resolved list = resolve(d.cells(), site);
            checkNoRepeats(list, site, "distinct");
            all.add(list.cells);
        }
        for (String group : d.groups()) {
            all.addAll(NamedGroups.cells(g, regions, group, d.pos()));
        }
        for (int[] cells : all) {
            if (cells.length > n) {
                throw new LangException(d.pos(), cells.length + " cells cannot all differ with digits 1.." + n);
            }
            addGroup(cells, d.text());
            int[] sorted = cells.clone();
            Arrays.sort(sorted);
            modelGroups.add(sorted);
        }
    }

    void modelRule(Ast.Rule r) throws LangException {
        if (r instanceof Ast.Pairs p && !p.unless().isEmpty()) {
            deferred.add(p);
            for (String clue : p.unless()) {
                connected.putIfAbsent(clue, new HashSet<>());
            }
            return;
        }
        apply(r, new Site(r.text(), null, ClueBinder.NONE, Set.of()));
    }

    /** Whether some rule waits for the puzzle's clues ({@code pairs ... unless ...}). */
    boolean hasDeferred() {
        return !deferred.isEmpty();
    }

    /** The clue types the deferred rules name, each with where its rule is written. */
    Map<String, Pos> deferredClueNames() {
        Map<String, Pos> out = new LinkedHashMap<>();
        for (Ast.Pairs p : deferred) {
            for (String clue : p.unless()) {
                out.putIfAbsent(clue, p.unlessPos());
            }
        }
        return out;
    }

    /** Applies the {@code unless} rules to every pair their offsets reach that no named clue connects. */
    void applyDeferred() throws LangException {
        for (Ast.Pairs p : deferred) {
            Set<Long> skip = new HashSet<>();
            for (String clue : p.unless()) {
                skip.addAll(connected.get(clue));
            }
            pairs(p, new Site(p.text(), null, ClueBinder.NONE, Set.of()), skip);
        }
    }

    void clue(Ast.ClueDef def, ClueUse use, ClueBinder.Bindings b) throws LangException {
        Set<Long> marks = connected.get(use.name());
        if (marks != null) {
            int[] cells = use.args().stream().filter(Arg::isCell).flatMapToInt(a -> Arrays.stream(a.cells())).toArray();
            for (int i = 0; i + 1 < cells.length; i++) {
                marks.add(relations.key(cells[i], cells[i + 1]));
            }
        }
        String origin = use.text(n);
        Set<String> distinctSets = new HashSet<>();
        Site site = new Site(origin, use.pos(), b, distinctSets);
        for (Ast.Rule r : def.body()) {
            if (r instanceof Ast.Distinct d) {
                distinctSets.add(key(resolve(d.cells(), site).cells));
            }
        }
        for (Ast.Rule r : def.body()) {
            apply(r, site);
        }
    }

    void given(int cell, int digit) {
        domains.add(new Domain(cell, 1 << (digit - 1), "given " + g.cellName(cell) + " = " + digit));
    }

    /** Everything so far as IR constraints: groups, relations, sums, tables, domains. */
    List<Constraint> constraints() throws LangException {
        List<Constraint> out = new ArrayList<>(groups.size() + relations.size() + sums.size() + tables.size() + domains.size() + g.cellCount());
        out.addAll(groups);
        relations.addTo(out, full);
        out.addAll(sums);
        out.addAll(tables);
        out.addAll(mdds);
        out.addAll(domains);
        return out;
    }

    // ---- statements -------------------------------------------------------------------------

    private void apply(Ast.Rule r, Site site) throws LangException {
        try {
            if (r instanceof Ast.Distinct d) {
                distinct(d, site);
            } else if (r instanceof Ast.Pairs p) {
                pairs(p, site, Set.of());
            } else if (r instanceof Ast.Sum s) {
                sum(s, site);
            } else if (r instanceof Ast.Link l) {
                link(l, site);
            } else if (r instanceof Ast.Each e) {
                each(e, site);
            } else if (r instanceof Ast.Machine m) {
                machine(m, site);
            } else {
                table((Ast.TableRule) r, site);
            }
        } catch (Expr.EvalError e) {
            throw error(e.pos, e.getMessage(), site);
        }
    }

    private LangException error(Pos at, String detail, Site site) {
        return new LangException(at, site.use() == null ? detail : detail + " (in '" + site.origin() + "' at " + site.use() + ")");
    }

    private void distinct(Ast.Distinct d, Site site) throws LangException {
        for (String group : d.groups()) {
            for (int[] cells : NamedGroups.cells(g, regions, group, d.pos())) {
                addGroup(cells, site.origin());
            }
        }
        if (d.cells().isEmpty()) {
            return;
        }
        Resolved list = resolve(d.cells(), site);
        checkNoRepeats(list, site, "distinct");
        if (list.cells.length > n) {
            throw error(d.pos(), list.cells.length + " cells cannot all differ with digits 1.." + n, site);
        }
        if (list.cells.length > 1) {
            addGroup(list.cells, site.origin());
        }
    }

    /** A grid-wide pair rule over every pair its offsets reach, except those in {@code skip} (pair keys). */
    private void pairs(Ast.Pairs p, Site site, Set<Long> skip) throws LangException {
        Expr pred = p.pred().bind(site.bindings());
        boolean positional = pred.mentionsPositions();
        int[] mask = positional ? null : pairMask(pred, p.predPos(), p.pred().mentionsParameters(), site);
        if (mask == null && !positional) {
            return;
        }
        for (int[] off : p.offsets()) {
            for (int r = 0; r < n; r++) {
                int r2 = r + off[0];
                if (r2 < 0 || r2 >= n) {
                    continue;
                }
                for (int c = 0; c < n; c++) {
                    int c2 = c + off[1];
                    if (c2 >= 0 && c2 < n && !skip.contains(relations.key(g.cell(r, c), g.cell(r2, c2)))) {
                        relateCells(g.cell(r, c), g.cell(r2, c2), positional ? pred : null, mask, p.predPos(), p.pos(), site);
                    }
                }
            }
        }
    }

    /**
     * Relates two cells by a mask, or, for a predicate that reads where its cells lie, by the mask of
     * this pair (null when the predicate allows every pair here).
     */
    private void relateCells(int p, int q, Expr positional, int[] mask, Pos predPos, Pos at, Site site) throws LangException {
        int[] m = mask;
        if (positional != null) {
            where.locate(p, env.cellA);
            where.locate(q, env.cellB);
            m = pairMask(positional, predPos, true, site);
        }
        if (m != null) {
            addRelation(p, q, m, site.origin(), at, site);
        }
    }

    private void link(Ast.Link l, Site site) throws LangException {
        Expr pred = l.pred().bind(site.bindings());
        boolean positional = pred.mentionsPositions();
        int[] mask = positional ? null : pairMask(pred, l.predPos(), l.pred().mentionsParameters(), site);
        if (mask == null && !positional) {
            return;
        }
        if (l.kind().equals("pair") && l.cells().size() == 2) {
            pairLists(resolve(List.of(l.cells().get(0)), site), resolve(List.of(l.cells().get(1)), site),
                    positional ? pred : null, mask, l, site);
            return;
        }
        Resolved list = resolve(l.cells(), site);
        int[] cs = list.cells;
        if (positional) {
            mask = null;
        }
        switch (l.kind()) {
            case "chain" -> {
                for (int i = 0; i + 1 < cs.length; i++) {
                    relate(list, i, i + 1, positional ? pred : null, mask, l, site);
                }
            }
            case "allpairs" -> {
                checkNoRepeats(list, site, "allpairs");
                for (int i = 0; i < cs.length; i++) {
                    for (int j = i + 1; j < cs.length; j++) {
                        relate(list, i, j, positional ? pred : null, mask, l, site);
                    }
                }
            }
            case "mirror" -> {
                for (int i = 0; i < cs.length / 2; i++) {
                    relate(list, i, cs.length - 1 - i, positional ? pred : null, mask, l, site);
                }
            }
            default -> {
                if (cs.length != 2) {
                    throw error(l.pos(), "'pair' needs two cells, or two lists (one cell and a list, or lists of equal length), not "
                            + cs.length + " cells in one list", site);
                }
                relate(list, 0, 1, positional ? pred : null, mask, l, site);
            }
        }
    }

    /**
     * {@code pair A B}: one cell with each cell of a list (the cell itself skipped), or two lists of equal
     * length cell by cell.
     */
    private void pairLists(Resolved a, Resolved b, Expr positional, int[] mask, Ast.Link l, Site site) throws LangException {
        int ka = a.cells.length;
        int kb = b.cells.length;
        if (ka == 0 || kb == 0) {
            throw error(l.pos(), "'pair' needs cells on both sides, not " + ka + " and " + kb, site);
        }
        if (ka != 1 && kb != 1 && ka != kb) {
            throw error(l.pos(), "'pair' relates one cell to a list, or two lists of equal length, not " + ka + " cells to " + kb, site);
        }
        for (int i = 0; i < Math.max(ka, kb); i++) {
            int p = a.cells[ka == 1 ? 0 : i];
            int q = b.cells[kb == 1 ? 0 : i];
            if (p == q && (ka == 1 || kb == 1) && ka != kb) {
                continue;
            }
            if (p == q) {
                throw error(b.pos[kb == 1 ? 0 : i], "'pair' relates " + g.cellName(p) + " to itself", site);
            }
            relateCells(p, q, positional, mask, l.predPos(), l.pos(), site);
        }
    }

    private void relate(Resolved list, int i, int j, Expr positional, int[] mask, Ast.Link l, Site site) throws LangException {
        if (list.cells[i] == list.cells[j]) {
            throw error(list.pos[j], "'" + l.kind() + "' relates " + g.cellName(list.cells[j]) + " to itself", site);
        }
        relateCells(list.cells[i], list.cells[j], positional, mask, l.predPos(), l.pos(), site);
    }

    private void each(Ast.Each e, Site site) throws LangException {
        Resolved list = resolve(e.cells(), site);
        Expr pred = e.pred().bind(site.bindings());
        if (pred.mentionsPositions()) {
            for (int c : list.cells) {
                where.locate(c, env.cellA);
                int mask = digitMask(pred);
                if (mask == 0) {
                    throw error(e.predPos(), "the predicate is false for every digit 1.." + n + " at " + g.cellName(c), site);
                }
                if (mask != full) {
                    domains.add(new Domain(c, mask, site.origin()));
                }
            }
            return;
        }
        int mask = digitMask(pred);
        if (mask == 0) {
            throw error(e.predPos(), "the predicate is false for every digit 1.." + n, site);
        }
        if (mask == full) {
            if (!e.pred().mentionsParameters() && !restrictsAtAnySize(pred, false)) {
                throw error(e.predPos(), "the predicate is true for every digit at every grid size, so it restricts nothing", site);
            }
            return;
        }
        for (int c : list.cells) {
            domains.add(new Domain(c, mask, site.origin()));
        }
    }

    private int digitMask(Expr pred) {
        int mask = 0;
        for (int x = 1; x <= n; x++) {
            env.a = x;
            if (pred.eval(env) != 0) {
                mask |= 1 << (x - 1);
            }
        }
        return mask;
    }

    private void sum(Ast.Sum s, Site site) throws LangException {
        LinkedHashMap<Integer, Integer> coeff = new LinkedHashMap<>();
        addTerms(s.cells(), 1, coeff, site);
        int total = 0;
        Pos totalPos = s.rhsPos();
        if (s.rhsCells() != null) {
            addTerms(s.rhsCells(), -1, coeff, site);
        } else {
            total = s.rhsExpr().bind(site.bindings()).eval(env);
            if (s.rhsExpr() instanceof Expr.Param p && site.bindings().numberPos.containsKey(p.name())) {
                totalPos = site.bindings().numberPos.get(p.name());
            }
        }
        coeff.values().removeIf(k -> k == 0);
        int[] cells = coeff.keySet().stream().mapToInt(Integer::intValue).toArray();
        int[] ks = coeff.values().stream().mapToInt(Integer::intValue).toArray();
        if (cells.length == 0) {
            if (total != 0) {
                throw error(totalPos, "the sum cancels to 0, so it can never be " + total, site);
            }
            return;
        }
        boolean unit = Arrays.stream(ks).allMatch(k -> k == 1);
        boolean distinct = unit && (site.distinctSets().contains(key(cells)) || inOneModelGroup(cells));
        long min = 0;
        long max = 0;
        String how;
        if (distinct) {
            int k = cells.length;
            min = (long) k * (k + 1) / 2;
            max = (long) k * (2L * n - k + 1) / 2;
            how = k + " different digits sum to " + min + ".." + max;
        } else {
            for (int k : ks) {
                min += k > 0 ? k : (long) k * n;
                max += k > 0 ? (long) k * n : k;
            }
            how = "the sum ranges over " + min + ".." + max;
        }
        if (total < min || total > max) {
            throw error(totalPos, "total " + total + " is impossible: " + how, site);
        }
        sums.add(new LinearSum(cells, ks, total, site.origin()));
    }

    /** Adds one side of a sum: each cell {@code sign} times, a {@code number(list)} by its place values. */
    private void addTerms(List<Ast.Item> items, int sign, Map<Integer, Integer> coeff, Site site) throws LangException {
        for (Ast.Item item : items) {
            if (item instanceof Ast.NumberItem number) {
                int[] digits = resolve(number.digits(), site).cells;
                if (digits.length > MAX_NUMBER_DIGITS) {
                    throw error(number.pos(), "number(...) of " + digits.length + " cells: at most " + MAX_NUMBER_DIGITS
                            + " digits fit", site);
                }
                int place = 1;
                for (int i = 1; i < digits.length; i++) {
                    place *= 10;
                }
                for (int digit : digits) {
                    coeff.merge(digit, sign * place, Integer::sum);
                    place /= 10;
                }
            } else {
                for (int c : resolve(List.of(item), site).cells) {
                    coeff.merge(c, sign, Integer::sum);
                }
            }
        }
    }

    private void machine(Ast.Machine m, Site site) throws LangException {
        Resolved list = resolve(m.cells(), site);
        checkNoRepeats(list, site, "machine");
        if (list.cells.length == 0) {
            throw error(m.pos(), "the machine's line has no cells", site);
        }
        ClueBinder.Bindings b = site.bindings();
        List<Expr> next = new ArrayList<>();
        for (Expr e : m.next()) {
            next.add(e == null ? null : e.bind(b));
        }
        Mdd mdd = MachineBuilder.build(list.cells, m.start().stream().map(e -> e.bind(b)).toList(),
                m.guards().stream().map(e -> e.bind(b)).toList(), next, m.accept() == null ? null : m.accept().bind(b), n,
                where, env, site.origin(), m.pos());
        if (mdd == null) {
            throw error(m.pos(), "no digits 1.." + n + " on these " + list.cells.length + " cells satisfy the machine", site);
        }
        mdds.add(mdd);
    }

    private void table(Ast.TableRule t, Site site) throws LangException {
        Resolved list = resolve(t.cells(), site);
        checkNoRepeats(list, site, "table");
        int[] cs = list.cells;
        int k = cs.length;
        Expr pred = t.pred().bind(site.bindings());
        boolean[][] differ = new boolean[k][k];
        boolean sameDistinct = site.distinctSets().contains(key(cs));
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                differ[i][j] = i != j && (sameDistinct || inOneModelGroup(new int[] {cs[i], cs[j]}));
            }
        }
        boolean any;
        try {
            any = tableLines.addTo(tables, mdds, cs, differ, pred, site.origin());
        } catch (TableLines.TooLarge e) {
            throw tooLarge(t, site, e.getMessage());
        }
        if (!any) {
            throw error(t.predPos(), "the predicate holds for no digits of these " + k + " cells", site);
        }
    }

    private LangException tooLarge(Ast.TableRule t, Site site, String what) {
        return error(t.pos(), "table for " + site.origin() + " would exceed " + what
                + "; write it with pair rules (allpairs, chain) or add 'distinct' on its cells instead", site);
    }

    // ---- helpers ----------------------------------------------------------------------------

    /** A mask per digit of a (bit b-1 set when pred(a, b) holds), or null when always true and allowed to be. */
    private int[] pairMask(Expr pred, Pos predPos, boolean dependsOnArguments, Site site) throws LangException {
        int[] mask = new int[n];
        boolean none = true;
        boolean all = true;
        for (int a = 1; a <= n; a++) {
            env.a = a;
            for (int b = 1; b <= n; b++) {
                env.b = b;
                if (pred.eval(env) != 0) {
                    mask[a - 1] |= 1 << (b - 1);
                }
            }
            none &= mask[a - 1] == 0;
            all &= mask[a - 1] == full;
        }
        if (none) {
            throw error(predPos, "the predicate is false for every pair of digits 1.." + n, site);
        }
        if (all) {
            if (!dependsOnArguments && !restrictsAtAnySize(pred, true)) {
                throw error(predPos, "the predicate is true for every pair of digits at every grid size, so it restricts nothing", site);
            }
            return null;
        }
        return mask;
    }

    /**
     * Whether the predicate excludes something on the largest grid. A size-generic rule may be vacuous
     * on a small grid ({@code a + b != 10} on 4x4) and is then simply nothing there; a predicate true
     * even on the largest grid ({@code a != a}) is a mistake.
     */
    private boolean restrictsAtAnySize(Expr pred, boolean pair) {
        int max = Geometry.MAX_SIZE;
        int saveA = env.a;
        int saveB = env.b;
        try {
            for (int a = 1; a <= max; a++) {
                env.a = a;
                for (int b = 1; b <= (pair ? max : 1); b++) {
                    env.b = b;
                    if (pred.eval(env) == 0) {
                        return true;
                    }
                }
            }
            return false;
        } finally {
            env.a = saveA;
            env.b = saveB;
        }
    }

    private void addRelation(int p, int q, int[] mask, String origin, Pos pos, Site site) throws LangException {
        String conflict = relations.add(p, q, mask, origin);
        if (conflict != null) {
            throw error(site.use() != null ? site.use() : pos, "the rules on " + g.cellName(Math.min(p, q)) + " and "
                    + g.cellName(Math.max(p, q)) + " allow no pair of digits (" + conflict + "; " + origin + ")", site);
        }
    }

    private void addGroup(int[] cells, String origin) {
        if (groupKeys.add(key(cells))) {
            groups.add(new AllDifferent(cells, cells.length == n, origin));
        }
    }

    private static String key(int[] cells) {
        int[] s = cells.clone();
        Arrays.sort(s);
        return Arrays.toString(s);
    }

    private boolean inOneModelGroup(int[] cells) {
        for (int[] grp : modelGroups) {
            boolean all = true;
            for (int c : cells) {
                if (Arrays.binarySearch(grp, c) < 0) {
                    all = false;
                    break;
                }
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    /** Cells of a list in order, each with where it was written (for errors about repeats). */
    private static final class Resolved {
        final int[] cells;
        final Pos[] pos;

        Resolved(int[] cells, Pos[] pos) {
            this.cells = cells;
            this.pos = pos;
        }
    }

    private Resolved resolve(List<Ast.Item> items, Site site) throws LangException {
        List<Integer> cells = new ArrayList<>();
        List<Pos> pos = new ArrayList<>();
        for (Ast.Item item : items) {
            if (item instanceof Ast.CellItem ci) {
                for (int c : PuzzleFileParser.cells(ci.token(), n)) {
                    cells.add(c);
                    pos.add(ci.pos());
                }
            } else if (item instanceof Ast.FnItem f) {
                int[] arg = resolve(List.of(f.arg()), site).cells;
                int[] numbers = new int[f.numbers().size()];
                for (int i = 0; i < numbers.length; i++) {
                    numbers[i] = f.numbers().get(i).bind(site.bindings()).eval(env);
                }
                for (int c : where.apply(f.fn(), arg, numbers, site.use() != null ? site.use() : f.pos())) {
                    cells.add(c);
                    pos.add(f.pos());
                }
            } else if (item instanceof Ast.SliceItem sl) {
                Resolved whole = resolve(List.of(new Ast.ParamItem(sl.param(), sl.pos())), site);
                Integer from = sl.from() == null ? null : sl.from().bind(site.bindings()).eval(env);
                Integer to = sl.to() == null ? null : sl.to().bind(site.bindings()).eval(env);
                for (int c : CellFunctions.slice(whole.cells, from, to, sl.range(), sl.param(), site.use() != null ? site.use() : sl.pos())) {
                    cells.add(c);
                    pos.add(sl.pos());
                }
            } else {
                String name = ((Ast.ParamItem) item).name();
                int[] cs = site.bindings().cells.get(name);
                Pos[] ps = site.bindings().cellPos.get(name);
                for (int i = 0; i < cs.length; i++) {
                    cells.add(cs[i]);
                    pos.add(ps[i]);
                }
            }
        }
        return new Resolved(cells.stream().mapToInt(Integer::intValue).toArray(), pos.toArray(new Pos[0]));
    }

    private void checkNoRepeats(Resolved list, Site site, String what) throws LangException {
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < list.cells.length; i++) {
            if (!seen.add(list.cells[i])) {
                throw error(list.pos[i], g.cellName(list.cells[i]) + " appears twice in a '" + what + "' list", site);
            }
        }
    }
}
