package nonet.engine.external;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How a {@code dimacs:} engine runs its SAT solver. {@code {in}} in the command stands for the CNF
 * file and {@code {out}} for a file the solver writes its answer to (minisat's style); without
 * {@code {in}} the CNF file is the last argument, and without {@code {out}} the answer is read from
 * standard output (the competition style of cadical, kissat, glucose). minisat, which writes its
 * model only to a file, is the one program that gets {@code {in} {out}} without asking.
 */
record DimacsCommand(ExternalCommand command, boolean answerInFile) {

    static final String IN = "{in}";
    static final String OUT = "{out}";

    static DimacsCommand of(ExternalCommand command) {
        List<String> words = new ArrayList<>(command.words());
        if (words.stream().noneMatch(w -> w.contains(IN))) {
            words.add(IN);
            if (command.programName().equals("minisat") && words.stream().noneMatch(w -> w.contains(OUT))) {
                words.add(OUT);
            }
        }
        boolean toFile = words.stream().anyMatch(w -> w.contains(OUT));
        return new DimacsCommand(new ExternalCommand(command.engine(), words), toFile);
    }

    /** The words to run, with the placeholders replaced by these files. */
    List<String> words(Path in, Path out) {
        List<String> filled = new ArrayList<>();
        for (String w : command.words()) {
            filled.add(w.replace(IN, in.toString()).replace(OUT, out.toString()));
        }
        return filled;
    }
}
