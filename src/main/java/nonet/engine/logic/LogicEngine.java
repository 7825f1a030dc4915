package nonet.engine.logic;

import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.model.Model;

public final class LogicEngine implements Engine {
    public LogicEngine(EngineOptions options) {
    }

    @Override
    public String name() {
        return "logic";
    }

    @Override
    public Result run(Model model, Limits limits) {
        return Result.unsupported("not yet");
    }
}
