package nonet.engine.sat;

import java.nio.file.Path;
import java.util.List;
import org.sat4j.core.LiteralsUtils;
import org.sat4j.specs.IConstr;
import org.sat4j.specs.ISolverService;
import org.sat4j.specs.SearchListenerAdapter;
import nonet.engine.cnf.Cnf;
import nonet.engine.cnf.DimacsWriter;
import nonet.engine.cnf.ProofFiles;

/**
 * A proof, in DRAT's text form, that the last call of a run is unsatisfiable: every clause Sat4j
 * learns is a lemma, every learned clause it forgets is deleted ({@code d} ...), over all the calls
 * of a count (a lemma of an earlier call still follows once blocking clauses are added), and the
 * empty clause ends it. Sat4j learns by conflict analysis, so each lemma is a RUP step and the
 * proof is DRUP, which every DRAT checker reads (Heule, Hunt and Wetzler, "Trimming while
 * checking clausal proofs", FMCAD 2013). It is checked against the CNF written beside it, the
 * clauses of the run plus its blocking clauses. Sat4j's own RupSearchListener cannot serve: it
 * starts its file again at every call and deletes it unless that call was unsatisfiable.
 */
final class DratProof extends SearchListenerAdapter<ISolverService> {

    private static final long serialVersionUID = 1L;

    private final transient ProofFiles files;
    private final transient int[] literals;

    private DratProof(ProofFiles files, int variables) {
        this.files = files;
        this.literals = new int[variables];
    }

    /** Starts the proof of a run on {@code cnf} in {@code dir} ({@code classic-3fa9c2e1b4d0.drat}). */
    static DratProof start(Path dir, String modelName, Cnf cnf) {
        return new DratProof(ProofFiles.start(dir, modelName, cnf, ""), cnf.variables());
    }

    @Override
    public void learn(IConstr c) {
        lemma("", c);
    }

    /** Sat4j hands learned units over in DIMACS form already, unlike the literals of a clause. */
    @Override
    public void learnUnit(int p) {
        files.write(p + " 0\n");
    }

    @Override
    public void delete(IConstr c) {
        lemma("d ", c);
    }

    private void lemma(String prefix, IConstr c) {
        for (int i = 0; i < c.size(); i++) {
            literals[i] = LiteralsUtils.toDimacs(c.get(i));
        }
        files.lemma(prefix, literals, c.size());
    }

    /** Ends the proof with the empty clause and writes the CNF it proves unsatisfiable; returns what to tell people. */
    String finish(Cnf cnf, List<int[]> blocked) {
        return files.finish(cnf, blocked);
    }

    /** Drops the proof of a run that did not end unsatisfiable. */
    void discard() {
        files.discard();
    }
}
