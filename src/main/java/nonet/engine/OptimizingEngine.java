package nonet.engine;

import nonet.model.Model;
import nonet.model.optimize.ModelOptimizer;

/**
 * An engine that answers the {@link ModelOptimizer optimized} model: the same solutions, with the
 * constraints the rules imply added (innie and outie sums), so every engine propagates them.
 * {@code -O optimize=off} leaves the model as it is, for comparison.
 */
final class OptimizingEngine implements Engine {

    private final Engine engine;

    OptimizingEngine(Engine engine) {
        this.engine = engine;
    }

    /** The engine itself when the options turn optimization off, else the engine behind the optimizer. */
    static Engine wrap(Engine engine, EngineOptions options) {
        String setting = options.get("optimize", "on");
        return "off".equals(setting) || "false".equals(setting) ? engine : new OptimizingEngine(engine);
    }

    @Override
    public String name() {
        return engine.name();
    }

    @Override
    public Result run(Model model, Limits limits) {
        return engine.run(ModelOptimizer.optimize(model), limits);
    }

    @Override
    public void close() {
        engine.close();
    }
}
