package nonet.engine.sat;

import java.util.List;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.engine.cnf.CnfEncoder;
import nonet.engine.cnf.ProofFiles;

/** The Sat4j engine and its settings; the CNF settings are {@link CnfEncoder}'s, which the DIMACS engines share. */
public final class SatProvider implements EngineProvider {

    @Override
    public List<Entry> engines() {
        return List.of(new Entry(new EngineDescription("sat", true, "CNF direct encoding solved by Sat4j",
                List.of(CnfEncoder.ENCODING, CnfEncoder.SUMS, ProofFiles.SPEC)),
                SatEngine::new));
    }
}
