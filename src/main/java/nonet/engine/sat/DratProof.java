package nonet.engine.sat;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import nonet.engine.EngineFailure;
import org.sat4j.core.LiteralsUtils;
import org.sat4j.specs.IConstr;
import org.sat4j.specs.ISolverService;
import org.sat4j.specs.SearchListenerAdapter;

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

    private final transient Path cnfFile;
    private final transient Path proofFile;
    private final transient Path partFile;
    private final transient Writer out;
    private final transient StringBuilder line = new StringBuilder();

    private DratProof(Path cnfFile, Path proofFile) throws IOException {
        this.cnfFile = cnfFile;
        this.proofFile = proofFile;
        this.partFile = proofFile.resolveSibling(proofFile.getFileName() + ".part");
        this.out = Files.newBufferedWriter(partFile, StandardCharsets.US_ASCII);
    }

    /**
     * Starts the proof of a run on {@code cnf} in {@code dir}, named by the model and a digest of
     * the clauses, so that the same puzzle always gets the same files ({@code classic-3fa9c2e1b4d0.drat}).
     */
    static DratProof start(Path dir, String modelName, Cnf cnf) {
        try {
            String name = ProofFiles.baseName(modelName, cnf);
            return new DratProof(dir.resolve(name + ".cnf"), dir.resolve(name + ".drat"));
        } catch (IOException e) {
            throw new EngineFailure("cannot write a proof in " + dir + ": " + e.getMessage());
        }
    }

    @Override
    public void learn(IConstr c) {
        lemma("", c);
    }

    /** Sat4j hands learned units over in DIMACS form already, unlike the literals of a clause. */
    @Override
    public void learnUnit(int p) {
        write(p + " 0\n");
    }

    @Override
    public void delete(IConstr c) {
        lemma("d ", c);
    }

    private void lemma(String prefix, IConstr c) {
        line.setLength(0);
        line.append(prefix);
        for (int i = 0; i < c.size(); i++) {
            line.append(LiteralsUtils.toDimacs(c.get(i))).append(' ');
        }
        write(line.append("0\n").toString());
    }

    private void write(String text) {
        try {
            out.write(text);
        } catch (IOException e) {
            throw new EngineFailure("cannot write the proof " + partFile + ": " + e.getMessage());
        }
    }

    /** Ends the proof with the empty clause and writes the CNF it proves unsatisfiable; returns what to tell people. */
    String finish(Cnf cnf, List<int[]> blocked) {
        try {
            write("0\n");
            out.close();
            Files.move(partFile, proofFile, StandardCopyOption.REPLACE_EXISTING);
            try (Writer cnfOut = Files.newBufferedWriter(cnfFile, StandardCharsets.US_ASCII)) {
                DimacsWriter.writeClauses(cnf, blocked, cnfOut);
            }
            return "DRAT proof that the last call is unsatisfiable: " + proofFile + " for " + cnfFile;
        } catch (IOException e) {
            throw new EngineFailure("cannot write the proof " + proofFile + ": " + e.getMessage());
        }
    }

    /** Drops the proof of a run that did not end unsatisfiable. */
    void discard() {
        try {
            out.close();
            Files.deleteIfExists(partFile);
        } catch (IOException e) {
            // a partial proof left behind is named .part: nothing reads it
        }
    }
}
