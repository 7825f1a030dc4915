package nonet.engine.dlx;

import java.util.List;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;

/** The exact-cover engine; it has no settings. */
public final class DlxProvider implements EngineProvider {

    @Override
    public List<Entry> engines() {
        return List.of(new Entry(new EngineDescription("dlx", true, "Algorithm X with dancing links (no sums or tables)", List.of()),
                DlxEngine::new));
    }
}
