package nonet.engine.nativesearch.learning;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nonet.engine.cnf.Cnf;
import nonet.engine.cnf.CnfEncoder;
import nonet.engine.cnf.ProofFiles;
import nonet.model.Model;

/**
 * A DRUP proof of the clause-learning search's answer, kept as the sat engine keeps its proofs
 * ({@link ProofFiles}): the CNF of {@code nonet cnf} (extended encoding) plus one blocking clause
 * per solution found, and beside it every clause the search added, then the empty clause. Sound
 * because every reason the search uses is a clause of that CNF (a cell's or an exact group's
 * at-least-one, a pairwise at-most-one, a relation's forbidden pair) shortened only by literals
 * unit propagation makes false, once the root narrowing is limited to naked singles
 * ({@code ExactlyOneSets.narrowByUnits}), which unit propagation derives too: each learnt clause is then a RUP step, and so is the block of a solution's decisions (they
 * propagate to the whole grid, which a blocking clause of the CNF forbids). Learnt clauses the
 * search forgets stay in the proof (a checker only works longer).
 */
public final class NativeProof implements ProofSink {

    private final int size;
    private final int[] masks;
    private final Cnf cnf;
    private final ProofFiles files;
    private final List<int[]> blocked = new ArrayList<>();

    private NativeProof(Model model, Cnf cnf, Path dir) {
        this.size = model.size();
        this.masks = model.initialMasks();
        this.cnf = cnf;
        this.files = ProofFiles.start(dir, model.name(), cnf, "native");
    }

    /** Starts the proof of a run on {@code model}; a model too large to write as CNF gets none (null). */
    public static NativeProof start(Model model, Path dir) {
        try {
            return new NativeProof(model, new CnfEncoder(CnfEncoder.Encoding.EXTENDED, CnfEncoder.Sums.CLAUSES).encode(model), dir);
        } catch (CnfEncoder.TooLarge e) {
            return null;
        }
    }

    @Override
    public void lemma(int[] literals, int length) {
        files.lemma("", literals, length);
    }

    @Override
    public void solution(int[] grid) {
        blocked.add(Cnf.blockingClause(size, masks, grid));
    }

    /** Ends the proof of an unsatisfiable last call, writes the CNF it refutes; returns what to tell people. */
    public String finish() {
        return files.finish(cnf, blocked);
    }

    /** Drops the proof of a run that did not end unsatisfiable. */
    public void discard() {
        files.discard();
    }
}
