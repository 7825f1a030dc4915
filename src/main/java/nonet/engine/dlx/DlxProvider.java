package nonet.engine.dlx;

import java.util.List;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.model.LinearSum;
import nonet.model.Mdd;
import nonet.model.Table;

/** The exact-cover engine; it has no settings, and sums, tables and line rules have no exact-cover form. */
public final class DlxProvider implements EngineProvider {

    @Override
    public List<Entry> engines() {
        return List.of(new Entry(new EngineDescription("dlx", true, "Algorithm X with dancing links (no sums or tables)", List.of(),
                List.of(LinearSum.class, Table.class, Mdd.class)), DlxEngine::new));
    }
}
