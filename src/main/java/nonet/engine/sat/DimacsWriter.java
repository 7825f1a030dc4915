package nonet.engine.sat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import nonet.model.Model;

/**
 * Writes a {@link Cnf} as standard DIMACS for any SAT solver: comment lines with the model, the
 * puzzle, and the meaning of every variable ({@code c v 12 r1c2=3}, auxiliaries described too),
 * then the {@code p cnf} header and one clause per line. Pseudo-Boolean sums have no DIMACS form, so
 * the encoder for export is always built with clause sums.
 */
public final class DimacsWriter {

    private DimacsWriter() {
    }

    /** Encodes the model with clause sums under {@code encoding} and writes it. */
    public static void write(Model model, CnfEncoder.Encoding encoding, Writer out) throws CnfEncoder.TooLarge {
        Cnf cnf = new CnfEncoder(encoding, CnfEncoder.Sums.CLAUSES).encode(model);
        write(model, cnf, out);
    }

    public static void write(Model model, Cnf cnf, Writer out) {
        if (!cnf.pbSums().isEmpty()) {
            throw new IllegalArgumentException("pseudo-Boolean sums cannot be written as DIMACS");
        }
        try {
            out.write("c nonet CNF, direct encoding (" + cnf.encoding() + ")\n");
            out.write("c model " + oneLine(model.name()) + ": " + model.geometry().describe() + ", "
                    + model.constraints().size() + " constraints\n");
            out.write("c puzzle " + model.geometry().format(model.givens()) + "\n");
            out.write("c variable v = cell * " + model.size() + " + digit, cells numbered row-major from 0;"
                    + " each variable's meaning follows\n");
            for (int v = 1; v <= cnf.variables(); v++) {
                out.write("c v " + v + " " + oneLine(cnf.meaning(v)) + "\n");
            }
            out.write("p cnf " + cnf.variables() + " " + cnf.clauses() + "\n");
            StringBuilder line = new StringBuilder();
            cnf.forEachClause((lits, length) -> {
                line.setLength(0);
                for (int i = 0; i < length; i++) {
                    line.append(lits[i]).append(' ');
                }
                line.append("0\n");
                try {
                    out.write(line.toString());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ');
    }
}
