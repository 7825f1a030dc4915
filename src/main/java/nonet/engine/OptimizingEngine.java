package nonet.engine;

import java.util.ArrayList;
import java.util.List;
import nonet.model.Constraint;
import nonet.model.LinearSum;
import nonet.model.Model;
import nonet.model.optimize.ModelOptimizer;

/**
 * An engine that answers the {@link ModelOptimizer optimized} model: the same solutions, with the
 * constraints the rules imply added (innie and outie sums), so every engine propagates them.
 * {@code -O optimize=off} leaves the model as it is, for comparison.
 */
public final class OptimizingEngine implements Engine {

    /** The setting every engine shares: {@code optimize=off} answers the model as written. */
    public static final OptionSpec OPTION = OptionSpec.choice("optimize", "on",
            "add the sums the rules imply (innies and outies) before any engine runs", "on", "off", "true", "false");

    private final Engine engine;
    /**
     * The rules (every constraint but the domains) of the last model optimized, and what that
     * added: puzzles of one model share their rules, so a batch derives once.
     */
    private List<Constraint> lastRules = List.of();
    private List<Constraint> lastDerived = List.of();

    OptimizingEngine(Engine engine) {
        this.engine = engine;
    }

    /** The engine itself when the options turn optimization off, else the engine behind the optimizer. */
    public static Engine wrap(Engine engine, EngineOptions options) {
        String setting = options.get("optimize", "on");
        return "off".equals(setting) || "false".equals(setting) ? engine : new OptimizingEngine(engine);
    }

    @Override
    public String name() {
        return engine.name();
    }

    @Override
    public Result run(Model model, Limits limits) {
        if (!hasSums(model)) {
            // nothing to derive from: the model goes through untouched, at the cost of one look
            return engine.run(model, limits);
        }
        List<Constraint> rules = new ArrayList<>();
        model.forEachKind(rules::add, rules::add, rules::add, rules::add, rules::add, domain -> { });
        if (!rules.equals(lastRules)) {
            Model optimized = ModelOptimizer.optimize(model.withConstraints(rules));
            lastRules = rules;
            lastDerived = optimized.constraints().subList(rules.size(), optimized.constraints().size());
        }
        if (lastDerived.isEmpty()) {
            return engine.run(model, limits);
        }
        List<Constraint> all = new ArrayList<>(model.constraints());
        all.addAll(lastDerived);
        return engine.run(model.withConstraints(all), limits);
    }

    private static boolean hasSums(Model model) {
        return !model.all(LinearSum.class).isEmpty();
    }

    @Override
    public void close() {
        engine.close();
    }
}
