package nonet.engine.choco;

import java.util.List;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.engine.OptionSpec;

/**
 * The Choco engine and its settings. Declared here, apart from {@link ChocoEngine}, so that help and
 * option checks load no Choco class.
 */
public final class ChocoProvider implements EngineProvider {

    /** The accepted {@code choco.consistency} levels. */
    static final OptionSpec CONSISTENCY = OptionSpec.choice("choco.consistency", "AC", "allDifferent consistency",
            "AC", "BC", "FC", "NEQS", "DEFAULT");

    @Override
    public List<Entry> engines() {
        return List.of(new Entry(new EngineDescription("choco", true, "Choco-solver constraint model (allDifferent, tables, sums)",
                List.of(CONSISTENCY,
                        OptionSpec.choice("choco.search", "default", "the search strategy", "default", "domoverwdeg", "minDom"),
                        OptionSpec.choice("choco.cages", "table", "post a distinct cage as a table of its digit sets or as a sum",
                                "table", "sum"),
                        OptionSpec.choice("choco.groups", "join",
                                "post a group with the relations inside it as one table of its permutations, or apart", "join", "apart"),
                        OptionSpec.choice("choco.diagrams", "auto",
                                "post a line diagram as one mddc or as a chain of tables, one per cell (auto: tables past 5,000 edges)",
                                "auto", "mddc", "tables"))),
                ChocoEngine::new));
    }
}
