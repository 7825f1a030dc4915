package nonet.testing;

import java.util.ArrayList;
import java.util.List;
import nonet.engine.Engine;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.AllDifferent;
import nonet.model.Constraint;
import nonet.model.Model;

/**
 * Deliberately broken engines, plugged in through {@link EngineProvider} (test class path only), to
 * prove that the cross-checker catches faults. They are marked incomplete so that behavioural tests
 * over {@link Engines#complete()} do not pick them up.
 */
public final class FaultyEngines implements EngineProvider {

    @Override
    public List<EngineProvider.Entry> engines() {
        return List.of(
                new EngineProvider.Entry(new EngineDescription("faulty-drop", false, "native without every other distinct group (test only)", List.of()),
                        o -> new DroppingEngine(EngineRegistry.create("native", o))),
                new EngineProvider.Entry(new EngineDescription("faulty-count", false, "native that over-counts by one (test only)", List.of()),
                        o -> new OverCountingEngine(EngineRegistry.create("native", o))),
                new EngineProvider.Entry(new EngineDescription("faulty-crash", false, "overflows its stack on puzzles without givens (test only)", List.of()),
                        o -> new CrashingEngine(EngineRegistry.create("native", o))));
    }

    /** A fault wrapped around a real engine. */
    private abstract static class Wrapped implements Engine {
        final Engine inner;
        private final String name;

        Wrapped(String name, Engine inner) {
            this.name = name;
            this.inner = inner;
        }

        @Override
        public String name() {
            return name;
        }
    }

    /** Forgets half the distinct groups: returns grids the model rejects and counts too many solutions. */
    static final class DroppingEngine extends Wrapped {
        DroppingEngine(Engine inner) {
            super("faulty-drop", inner);
        }

        @Override
        public Result run(Model model, Limits limits) {
            List<Constraint> kept = new ArrayList<>();
            int groups = 0;
            for (Constraint c : model.constraints()) {
                if (!(c instanceof AllDifferent) || groups++ % 2 == 0) {
                    kept.add(c);
                }
            }
            return inner.run(model.withConstraints(kept), limits);
        }
    }

    /** Finds the right solutions but claims one more than it found. */
    static final class OverCountingEngine extends Wrapped {
        OverCountingEngine(Engine inner) {
            super("faulty-count", inner);
        }

        @Override
        public Result run(Model model, Limits limits) {
            Result r = inner.run(model, limits);
            if (r.status() != Status.EXHAUSTED) {
                return r;
            }
            return new Result(Status.EXHAUSTED, r.count() + 1, r.solutions(), r.stats(), r.nanos(), r.message());
        }
    }

    /** Recurses without end on a puzzle with no givens, as a buggy engine might; native otherwise. */
    static final class CrashingEngine extends Wrapped {
        CrashingEngine(Engine inner) {
            super("faulty-crash", inner);
        }

        @Override
        public Result run(Model model, Limits limits) {
            boolean hasGivens = model.constraints().stream().anyMatch(c -> c instanceof nonet.model.Domain);
            return hasGivens ? inner.run(model, limits) : recurse(model, limits);
        }

        private Result recurse(Model model, Limits limits) {
            return recurse(model, limits);
        }
    }
}
