package nonet.engine.sat;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * Where the proofs of {@code sat.proof=DIR} go, for every engine that writes them (sat, and the
 * {@code dimacs:} solvers that write DRAT): the directory, and the names of a puzzle's files, made of
 * the model and a digest of the clauses, so that the same puzzle always gets the same names.
 */
public final class ProofFiles {

    /** The engine option that asks for proofs. */
    public static final String OPTION = "sat.proof";

    private ProofFiles() {
    }

    /** The proof directory an option names, created if need be; a bad one is a usage error. */
    public static Path directory(String dir) {
        try {
            return Files.createDirectories(Path.of(dir));
        } catch (IOException | InvalidPathException e) {
            throw new IllegalArgumentException("option " + OPTION + ": cannot use '" + dir + "' as the proof directory: " + e.getMessage());
        }
    }

    /** The name the files of a run on {@code cnf} share before their extension ({@code classic-3fa9c2e1b4d0}). */
    public static String baseName(String modelName, Cnf cnf) {
        return modelName.replaceAll("[^A-Za-z0-9_-]", "_") + "-" + digest(cnf);
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
