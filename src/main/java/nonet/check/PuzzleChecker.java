package nonet.check;

import java.util.ArrayList;
import java.util.List;
import nonet.engine.Engine;
import nonet.engine.EngineRegistry;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import java.util.Map;
import nonet.model.Model;

/** Runs every engine of a check on one puzzle and compares the verified answers. One per thread. */
final class PuzzleChecker {

    private final List<Engine> engines = new ArrayList<>();
    private final Limits limits;
    private final long limit;

    PuzzleChecker(CheckSettings settings) {
        for (String name : settings.engines()) {
            engines.add(EngineRegistry.create(name, settings.options()));
        }
        this.limits = settings.limits();
        this.limit = settings.limit();
    }

    Comparison check(Model model) {
        List<EngineAnswer> answers = new ArrayList<>(engines.size());
        for (Engine e : engines) {
            answers.add(answer(e, model));
        }
        return Comparison.of(answers, limit);
    }

    /** An engine that throws is a faulty engine, not a crashed check: the failure is its (wrong) answer. */
    private EngineAnswer answer(Engine engine, Model model) {
        try {
            return EngineAnswer.of(model, engine.name(), engine.run(model, limits));
        } catch (RuntimeException | StackOverflowError e) {
            Result failed = new Result(Status.UNKNOWN, 0, List.of(), Map.of(), 0, "engine failed: " + e);
            return new EngineAnswer(engine.name(), failed, List.of("the engine failed: " + e));
        }
    }
}
