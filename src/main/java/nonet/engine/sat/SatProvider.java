package nonet.engine.sat;

import java.util.List;
import nonet.engine.EngineDescription;
import nonet.engine.EngineProvider;
import nonet.engine.OptionSpec;
import nonet.engine.cnf.CnfEncoder;

/** The Sat4j engine and its settings; the CNF settings are {@link CnfEncoder}'s, which the DIMACS engines share. */
public final class SatProvider implements EngineProvider {

    @Override
    public List<Entry> engines() {
        return List.of(new Entry(new EngineDescription("sat", true, "CNF direct encoding solved by Sat4j",
                List.of(CnfEncoder.ENCODING, CnfEncoder.SUMS, OptionSpec.text("sat.proof", "", "a directory",
                        "leave a DRAT proof of each unsatisfiable last call in this directory (needs sat.sums=clauses)"))),
                SatEngine::new));
    }
}
