package nonet.engine.nativesearch;

import java.util.List;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.engine.OptionSpec;

/** The native engine and its settings (what each does: {@link NativeEngine#NativeEngine}). */
public final class NativeProvider implements EngineProvider {

    static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.choice("native.alldiff", "auto", "Régin filtering of exact groups and Latin views (gac) or hidden singles;"
                    + " auto: gac above 9x9 and on irregular groups (jigsaw)", "auto", "gac", "singles", "on", "off", "true", "false"),
            OptionSpec.choice("native.intersections", "auto", "locked candidates; auto: on exactly when gac is off",
                    "auto", "on", "off", "true", "false"),
            OptionSpec.choice("native.probe", "auto", "failed-literal probing of two-candidate cells; auto: above 16x16, and under conflicts branching after 20,000 nodes",
                    "auto", "on", "off", "true", "false"),
            OptionSpec.choice("native.branching", "auto", "fewest candidates weighted by failures (domwdeg) or not (dom),"
                    + " or the most conflicts per candidate (conflicts); auto: conflicts where there are cages or leftovers,"
                    + " else domwdeg", "auto", "domwdeg", "dom", "conflicts"),
            OptionSpec.choice("native.digits", "auto", "under conflict-score branching, the cells holding the digit that fails most"
                    + " go first (sigh's value scores); auto: unless cages cover half the grid or more, or there are leftover sets",
                    "auto", "on", "off", "true", "false"),
            OptionSpec.choice("native.relations", "auto", "a candidate conflicting with every place of a digit in a group,"
                    + " or with every digit of a cell, is struck (relations and peers beyond the groups); auto: on where"
                    + " there are such conflicts", "auto", "on", "off", "true", "false"),
            OptionSpec.choice("native.disjunctions", "auto", "what both options of a bivalue cell or a digit with two places"
                    + " in a group imply (unit propagation) is struck; late: from the search's 200th node on; auto: off",
                    "auto", "on", "off", "late", "true", "false"),
            OptionSpec.choice("native.leftovers", "on", "the law of leftovers between families of groups that tile the grid"
                    + " (rows and jigsaw regions)", "on", "off", "true", "false"),
            OptionSpec.integer("native.restarts", "auto", 0, Integer.MAX_VALUE,
                    "failures per Luby unit, 0 for none; auto: 100 above 9x9 unless probing, and under conflict-score branching", "auto"),
            OptionSpec.choice("native.learning", "auto", "the clause-learning search for grids of exact groups and binary relations;"
                    + " auto: exact groups alone, above 16x16 for small counts", "auto", "on", "off", "true", "false"),
            OptionSpec.flag("native.general", "skip the bitboard path for plain 9x9 (compare it with the general path)"),
            OptionSpec.text(NativeEngine.PROOF_OPTION, "", "a directory",
                    "leave the CNF and a DRUP proof of each clause-learning run's unsatisfiable claims in this directory"));

    @Override
    public List<Entry> engines() {
        return List.of(new Entry(new EngineDescription("native", true, "bitmask propagation and depth-first search", OPTIONS),
                NativeEngine::new));
    }
}
