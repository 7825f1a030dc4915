package nonet.spark;

import java.util.ArrayList;
import java.util.List;
import nonet.engine.Engine;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.registry.EngineRegistry;
import nonet.model.Model;

/**
 * A deliberately wrong engine for the tests (test class path only): native's answer, but on the
 * puzzles whose first solved cell is a multiple of 3 the returned grid has that cell one digit off,
 * a grid the model rejects. About a third of the puzzles are disagreements.
 */
public final class WrongDigitEngine implements EngineProvider, Engine {

    static final String NAME = "wrong-digit";

    private final Engine inner;

    /** For the service loader: only {@link #engines()} is used on this instance. */
    public WrongDigitEngine() {
        this.inner = null;
    }

    private WrongDigitEngine(Engine inner) {
        this.inner = inner;
    }

    @Override
    public List<EngineProvider.Entry> engines() {
        return List.of(new EngineProvider.Entry(new EngineDescription(NAME, false, "native with a wrong digit in a third of its grids (test only)", List.of()),
                o -> new WrongDigitEngine(EngineRegistry.create("native", o))));
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Result run(Model model, Limits limits) {
        Result r = inner.run(model, limits);
        List<int[]> grids = new ArrayList<>();
        for (int[] grid : r.solutions()) {
            int[] g = grid.clone();
            if (g[0] % 3 == 0) {
                g[0] = g[0] % model.size() + 1;
            }
            grids.add(g);
        }
        return new Result(r.status(), r.count(), grids, r.stats(), r.nanos(), r.message());
    }

    @Override
    public void close() {
        inner.close();
    }
}
