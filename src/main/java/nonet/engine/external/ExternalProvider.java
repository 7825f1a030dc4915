package nonet.engine.external;

import java.util.List;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.engine.cnf.CnfEncoder;
import nonet.engine.cnf.ProofFiles;

/** The engines that run another program, as two families named by a prefix and a command. */
public final class ExternalProvider implements EngineProvider {

    @Override
    public List<Entry> engines() {
        return List.of();
    }

    @Override
    public List<Family> families() {
        return List.of(
                new Family("dimacs:", new EngineDescription("dimacs:COMMAND", true, "a SAT solver run on the DIMACS CNF (docs/engines.md)",
                        List.of(CnfEncoder.ENCODING, ProofFiles.SPEC)), DimacsEngine::new, DimacsEngine::found),
                new Family("cmd:", new EngineDescription("cmd:COMMAND", true, "a program speaking nonet's line protocol (docs/engines.md)",
                        List.of()), LineProtocolEngine::new, List::of));
    }
}
