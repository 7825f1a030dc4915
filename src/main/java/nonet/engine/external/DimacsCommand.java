package nonet.engine.external;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * How a {@code dimacs:} engine runs its SAT solver. {@code {in}} in the command stands for the CNF
 * file and {@code {out}} for a file the solver writes its answer to (minisat's style); without
 * {@code {in}} the CNF file is the last argument, and without {@code {out}} the answer is read from
 * standard output (the competition style of cadical, kissat, glucose). minisat, which writes its
 * model only to a file, is the one program that gets {@code {in} {out}} without asking.
 * {@code {proof}} stands for a file the solver writes a DRAT proof to; cadical and kissat, which
 * take the proof file as the argument after the CNF, get it without asking when proofs are wanted
 * and the CNF is their last argument.
 */
record DimacsCommand(ExternalCommand command, boolean answerInFile, boolean writesProof) {

    static final String IN = "{in}";
    static final String OUT = "{out}";
    static final String PROOF = "{proof}";

    /** Solvers whose usage is {@code SOLVER [options] [CNF [PROOF]]}, writing DRAT to PROOF. */
    private static final Set<String> PROOF_AFTER_CNF = Set.of("cadical", "kissat");

    /** The command as given, with the placeholders it lacks added where its program expects them; proofs when {@code wantProofs}. */
    static DimacsCommand of(ExternalCommand command, boolean wantProofs) {
        List<String> words = new ArrayList<>(command.words());
        if (words.stream().noneMatch(w -> w.contains(IN))) {
            words.add(IN);
            if (command.programName().equals("minisat") && words.stream().noneMatch(w -> w.contains(OUT))) {
                words.add(OUT);
            }
        }
        if (wantProofs && PROOF_AFTER_CNF.contains(command.programName()) && words.get(words.size() - 1).equals(IN)
                && words.stream().noneMatch(w -> w.contains(PROOF))) {
            words.add(PROOF);
        }
        boolean toFile = words.stream().anyMatch(w -> w.contains(OUT));
        boolean proof = words.stream().anyMatch(w -> w.contains(PROOF));
        return new DimacsCommand(new ExternalCommand(command.engine(), words), toFile, proof);
    }

    /** The words to run, with the placeholders replaced by these files. */
    List<String> words(Path in, Path out, Path proof) {
        List<String> filled = new ArrayList<>();
        for (String w : command.words()) {
            filled.add(w.replace(IN, in.toString()).replace(OUT, out.toString()).replace(PROOF, proof.toString()));
        }
        return filled;
    }

    /** The program's name, for the names of its proof files. */
    String programName() {
        return command.programName();
    }
}
