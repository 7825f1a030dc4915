package nonet.lang;

import java.util.List;

/** A clue placed in a puzzle: {@code cage 15 r1c3 r1c4 r1c5}. */
public record ClueUse(String name, List<Arg> args, Pos pos) {

    public ClueUse {
        args = List.copyOf(args);
    }

    /** The puzzle-file line for this clue, which is also the origin of what it compiles to. */
    public String text(int size) {
        StringBuilder sb = new StringBuilder(name);
        for (Arg a : args) {
            sb.append(' ').append(a.text(size));
        }
        return sb.toString();
    }
}
