package nonet.engine.sls;

import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.model.Model;

public final class SlsEngine implements Engine {
    public SlsEngine(EngineOptions options) {
    }

    @Override
    public String name() {
        return "sls";
    }

    @Override
    public Result run(Model model, Limits limits) {
        return Result.unsupported("not yet");
    }
}
