package nonet.engine.nativesearch;

import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.model.Model;

/** Placeholder until the native search lands (same branch). */
public final class NativeEngine implements Engine {
    public NativeEngine(EngineOptions options) {
    }

    @Override
    public String name() {
        return "native";
    }

    @Override
    public Result run(Model model, Limits limits) {
        return Result.unsupported("not yet");
    }
}
