package nonet.engine.cnf;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import nonet.engine.EngineFailure;
import nonet.engine.OptionSpec;

/**
 * The two files of one proof that a run's last call is unsatisfiable, as every engine that writes
 * proofs under {@code sat.proof=DIR} (or {@code native.proof=DIR}) leaves them: {@code NAME.drat},
 * the lemmas in DRAT's text form ending with the empty clause (written as {@code NAME.drat.part}
 * until then), and {@code NAME.cnf}, the formula they refute: the run's clauses plus its blocking
 * clauses. NAME is the model and a digest of the clauses, so the same puzzle always gets the same
 * names, then the engine ({@code classic-3fa9c2e1b4d0}, {@code classic-3fa9c2e1b4d0-native}).
 */
public final class ProofFiles {

    /** The engine option that asks for proofs (sat, and the dimacs: solvers that write DRAT). */
    public static final String OPTION = "sat.proof";

    /** That option as the engines that honour it declare it. */
    public static final OptionSpec SPEC = OptionSpec.text(OPTION, "", "a directory",
            "leave the CNF and a DRAT proof of each unsatisfiable last call in this directory (sat needs sat.sums=clauses)");

    private final Path cnfFile;
    private final Path proofFile;
    private final Path partFile;
    private final Writer out;
    private final StringBuilder line = new StringBuilder();

    private ProofFiles(Path dir, String name) throws IOException {
        this.cnfFile = dir.resolve(name + ".cnf");
        this.proofFile = dir.resolve(name + ".drat");
        this.partFile = dir.resolve(name + ".drat.part");
        this.out = Files.newBufferedWriter(partFile, StandardCharsets.US_ASCII);
    }

    /** The proof directory an option names, created if need be; a bad one is a usage error. */
    public static Path directory(String option, String dir) {
        try {
            return Files.createDirectories(Path.of(dir));
        } catch (IOException | InvalidPathException e) {
            throw new IllegalArgumentException("option " + option + ": cannot use '" + dir + "' as the proof directory: " + e.getMessage());
        }
    }

    /** Starts the proof of a run on {@code cnf} in {@code dir}; {@code engine} ends the name unless empty. */
    public static ProofFiles start(Path dir, String modelName, Cnf cnf, String engine) {
        try {
            return new ProofFiles(dir, name(modelName, cnf, engine));
        } catch (IOException e) {
            throw new EngineFailure("cannot write a proof in " + dir + ": " + e.getMessage());
        }
    }

    /** The name the files of a run on {@code cnf} by {@code engine} ("" for sat) share before their extension. */
    public static String name(String modelName, Cnf cnf, String engine) {
        return plain(modelName) + "-" + digest(cnf) + (engine.isEmpty() ? "" : "-" + plain(engine));
    }

    private static String plain(String word) {
        return word.replaceAll("[^A-Za-z0-9_-]", "_");
    }

    /** One lemma, or with prefix {@code "d "} a deletion, of DIMACS literals. */
    public void lemma(String prefix, int[] literals, int length) {
        line.setLength(0);
        line.append(prefix);
        for (int k = 0; k < length; k++) {
            line.append(literals[k]).append(' ');
        }
        write(line.append("0\n").toString());
    }

    /** Text already in DRAT's form (a unit {@code "5 0\n"}). */
    public void write(String text) {
        try {
            out.write(text);
        } catch (IOException e) {
            throw new EngineFailure("cannot write the proof " + partFile + ": " + e.getMessage());
        }
    }

    /** Ends the proof with the empty clause and writes the CNF it refutes; returns what to tell people. */
    public String finish(Cnf cnf, List<int[]> blocked) {
        try {
            write("0\n");
            out.close();
            Files.move(partFile, proofFile, StandardCopyOption.REPLACE_EXISTING);
            try (Writer cnfOut = Files.newBufferedWriter(cnfFile, StandardCharsets.US_ASCII)) {
                DimacsWriter.writeClauses(cnf, blocked, cnfOut);
            }
            return said(proofFile, cnfFile);
        } catch (IOException e) {
            throw new EngineFailure("cannot write the proof " + proofFile + ": " + e.getMessage());
        }
    }

    /** What an answer's message says of a proof kept. */
    public static String said(Path proof, Path cnf) {
        return "DRAT proof that the last call is unsatisfiable: " + proof + " for " + cnf;
    }

    /** Drops the proof of a run that did not end unsatisfiable. */
    public void discard() {
        try {
            out.close();
            Files.deleteIfExists(partFile);
        } catch (IOException e) {
            // a partial proof left behind is named .part: nothing reads it
        }
    }

    private static String digest(Cnf cnf) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
        try (Writer w = new BufferedWriter(new OutputStreamWriter(new DigestOutputStream(OutputStream.nullOutputStream(), sha),
                StandardCharsets.US_ASCII))) {
            DimacsWriter.writeClauses(cnf, List.of(), w);
        } catch (IOException e) {
            throw new IllegalStateException("a digest stream writes nowhere and cannot fail", e);
        }
        return HexFormat.of().formatHex(sha.digest(), 0, 6);
    }
}
