package nonet.testing.hostile;

import static nonet.testing.hostile.GoodPuzzles.FIRST;
import static nonet.testing.hostile.GoodPuzzles.FIRST_SOLVED;
import static nonet.testing.hostile.GoodPuzzles.SECOND;
import static nonet.testing.hostile.GoodPuzzles.SECOND_SOLVED;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Every option of the puzzle commands with a missing, negative, zero, huge, non-numeric, empty or
 * unknown value, and unknown options: a usage error names the option; a value that is fine after
 * all (a zero timeout, a negative seed) runs the batch, whose puzzles are then answered.
 */
final class OptionCases {

    /** A value, and whether it can never be right for a numeric option. */
    private record Value(String text, boolean alwaysWrong) {
    }

    /** Stands for the value left out: the option is the last word of the command line. */
    private static final Value MISSING = new Value(null, true);
    private static final List<Value> NUMBERS = List.of(MISSING, new Value("-1", false), new Value("0", false),
            new Value("1e400", false), new Value("99999999999999999999", false), new Value("abc", true), new Value("", true),
            new Value("NaN", false), new Value("0x10", false));

    private final List<HostileCase> cases = new ArrayList<>();

    private OptionCases() {
    }

    static List<HostileCase> generate() {
        OptionCases o = new OptionCases();
        o.numeric("solve", "--timeout", "--seed");
        o.numeric("count", "--timeout", "--limit", "--seed");
        o.numeric("check", "--timeout", "--limit", "--jobs", "--size", "--seed");
        o.numeric("explain", "--timeout");
        o.numeric("bench", "--jobs", "--max", "--limit");
        for (String command : new String[] {"solve", "count", "check", "explain"}) {
            o.usage(command, "--bogus", List.of("--bogus"));
            o.usage(command, "-Z", List.of("-Z"));
            o.usage(command, "--format", List.of("--format", "xml"));
            o.usage(command, "-m", List.of("-m", "no-such-model"));
        }
        for (String command : new String[] {"solve", "count"}) {
            o.usage(command, "engine", List.of("-e", "no-such-engine"));
            o.usage(command, "engine", List.of("-e", ""));
            o.usage(command, "choco.search", List.of("-e", "choco", "-O", "choco.search=sideways"));
            o.usage(command, "--encoding", List.of("-e", "sat", "--encoding", "maximal"));
        }
        o.usage("check", "no-such-engine", List.of("--engines", "native,no-such-engine"));
        o.usage("check", "--engines", List.of("--engines", ",,"));
        o.usage("check", "--random", List.of("--random", "-5"));
        o.usage("check", "--format", List.of("--format", "line"));
        o.usage("explain", "--format", List.of("--format", "line"));
        return o.cases;
    }

    private void numeric(String command, String... options) {
        for (String option : options) {
            for (Value v : NUMBERS) {
                List<String> args = new ArrayList<>(List.of(command));
                args.addAll(extra(command));
                args.addAll(List.of(FIRST, SECOND, option));
                if (v.text() != null) {
                    args.add(v.text());
                }
                cases.add(new HostileCase(HostileCase.Kind.OPTION, command + " " + option + " " + (v.text() == null ? "(missing)" : "'" + v.text() + "'"),
                        Map.of(), args, v.alwaysWrong() ? HostileCase.BAD : HostileCase.EITHER, option, answers(command), List.of()));
            }
        }
    }

    private void usage(String command, String option, List<String> words) {
        List<String> args = new ArrayList<>(List.of(command));
        args.addAll(extra(command));
        args.addAll(words);
        args.addAll(List.of(FIRST, SECOND));
        cases.add(new HostileCase(HostileCase.Kind.OPTION, command + " " + String.join(" ", words), Map.of(), args, HostileCase.BAD,
                option, List.of(), List.of()));
    }

    /** What a command needs besides the option under test to stay quick and print one line per puzzle. */
    private static List<String> extra(String command) {
        return switch (command) {
            case "solve", "count" -> List.of("--format", "line");
            case "bench" -> List.of("--warmup", "0", "--time", "0");
            default -> List.of();
        };
    }

    /** The first lines of a successful run: the two answers where the command prints one line per puzzle. */
    private static List<String> answers(String command) {
        return switch (command) {
            case "solve" -> List.of(FIRST_SOLVED, SECOND_SOLVED);
            default -> List.of();
        };
    }
}
