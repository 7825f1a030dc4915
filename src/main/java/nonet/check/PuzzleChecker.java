package nonet.check;

import java.util.ArrayList;
import java.util.List;
import nonet.engine.Engine;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.Limits;
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
            answers.add(EngineAnswer.run(e, model, limits));
        }
        return Comparison.of(answers, limit);
    }

    /** Closes every engine, after the last puzzle of this thread. */
    void close() {
        engines.forEach(Engine::close);
    }
}
