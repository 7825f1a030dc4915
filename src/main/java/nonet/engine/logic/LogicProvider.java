package nonet.engine.logic;

import java.util.List;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.engine.OptionSpec;
import nonet.engine.SearchEngines;

/** The logic engine and its settings; it is handed the complete engines it may search with where its rules stall. */
public final class LogicProvider implements EngineProvider {

    private final SearchEngines searches;

    public LogicProvider(SearchEngines searches) {
        this.searches = searches;
    }

    @Override
    public List<Entry> engines() {
        return List.of(new Entry(new EngineDescription("logic", false,
                "human-style rules without guessing (logic.then-search=true to finish by search)", List.of(
                        OptionSpec.flag("logic.then-search", "continue by search where the rules stall"),
                        OptionSpec.text("logic.search-engine", "native", "a complete engine's name",
                                "the engine that searches on after a stall"),
                        OptionSpec.choice("logic.uniqueness", "off",
                                "assume: the puzzle has one solution, which allows unique rectangles and BUG+1", "off", "assume"),
                        OptionSpec.integer("logic.als-cells", String.valueOf(AlmostLockedSets.DEFAULT_CELLS), 2, 8,
                                "the largest almost locked set (ALS-XZ, ALS-XY-wing) the rules consider; larger costs time"))),
                o -> new LogicEngine(o, searches)));
    }
}
