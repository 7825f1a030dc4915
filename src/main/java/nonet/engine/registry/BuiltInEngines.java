package nonet.engine.registry;

import java.util.List;
import nonet.engine.EngineProvider;
import nonet.engine.choco.ChocoProvider;
import nonet.engine.dlx.DlxProvider;
import nonet.engine.external.ExternalProvider;
import nonet.engine.logic.LogicProvider;
import nonet.engine.nativesearch.NativeProvider;
import nonet.engine.sat.SatProvider;
import nonet.engine.sls.SlsProvider;

/**
 * The engines that ship with nonet, each through its package's provider exactly as an outside
 * engine joins, listed here rather than found by {@code ServiceLoader} so that their order (the
 * order of {@code nonet engines} and of a check's default engines) is fixed. Removing an engine
 * package is deleting it and its line here.
 */
final class BuiltInEngines {

    private BuiltInEngines() {
    }

    static List<EngineProvider> providers() {
        return List.of(new NativeProvider(), new ChocoProvider(), new SatProvider(), new DlxProvider(),
                new LogicProvider(EngineRegistry::createComplete), new SlsProvider(EngineRegistry::narrowing), new ExternalProvider());
    }
}
