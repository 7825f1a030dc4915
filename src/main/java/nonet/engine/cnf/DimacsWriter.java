package nonet.engine.cnf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import nonet.model.Model;

/**
 * Writes a {@link Cnf} as standard DIMACS for any SAT solver: comment lines with the model, the
 * givens, the whole puzzle file (clues included, so a killer or thermo CNF can be traced back to
 * its puzzle), and the meaning of every variable ({@code c v 12 r1c2=3}, auxiliaries described
 * too), then the {@code p cnf} header and one clause per line. Pseudo-Boolean sums have no DIMACS
 * form, so the encoder for export is always built with clause sums.
 */
public final class DimacsWriter {

    private DimacsWriter() {
    }

    /**
     * Encodes the model with clause sums under {@code encoding} and writes it, with
     * {@code puzzleFile}, the puzzle in puzzle-file form, as comments ("" for a model built in code).
     */
    public static void write(Model model, CnfEncoder.Encoding encoding, String puzzleFile, Writer out) throws CnfEncoder.TooLarge {
        Cnf cnf = new CnfEncoder(encoding, CnfEncoder.Sums.CLAUSES).encode(model);
        write(model, cnf, puzzleFile, out);
    }

    private static void write(Model model, Cnf cnf, String puzzleFile, Writer out) {
        if (!cnf.pbSums().isEmpty()) {
            throw new IllegalArgumentException("pseudo-Boolean sums cannot be written as DIMACS");
        }
        try {
            out.write("c nonet CNF, direct encoding (" + cnf.encoding() + ")\n");
            out.write("c model " + oneLine(model.name()) + ": " + model.geometry().describe() + ", "
                    + model.constraints().size() + " constraints\n");
            out.write("c puzzle " + model.geometry().format(model.givens()) + "\n");
            if (!puzzleFile.isEmpty()) {
                out.write("c puzzle file:\n");
                // indented, so that no puzzle line (an XV puzzle's 'v r1c1 r1c2') reads as a 'c v N' variable line
                for (String line : puzzleFile.split("\n")) {
                    out.write("c   " + oneLine(line) + "\n");
                }
            }
            out.write("c variable v = cell * " + model.size() + " + digit, cells numbered row-major from 0;"
                    + " each variable's meaning follows\n");
            for (int v = 1; v <= cnf.variables(); v++) {
                out.write("c v " + v + " " + oneLine(cnf.meaning(v)) + "\n");
            }
            writeClauses(cnf, List.of(), out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes the header and the clauses alone, then {@code extra} clauses (the solutions a count has
     * blocked): the file nonet hands to a SAT solver it runs, where comments would only cost time.
     */
    public static void writeClauses(Cnf cnf, List<int[]> extra, Writer out) throws IOException {
        if (!cnf.pbSums().isEmpty()) {
            throw new IllegalArgumentException("pseudo-Boolean sums cannot be written as DIMACS");
        }
        out.write("p cnf " + cnf.variables() + " " + (cnf.clauses() + extra.size()) + "\n");
        StringBuilder line = new StringBuilder();
        Cnf.ClauseVisitor writeOne = (lits, length) -> {
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
        };
        try {
            cnf.forEachClause(writeOne);
            extra.forEach(clause -> writeOne.clause(clause, clause.length));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        out.flush();
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ');
    }
}
