package nonet.testing.hostile;

import static nonet.testing.hostile.GoodPuzzles.FIRST;
import static nonet.testing.hostile.GoodPuzzles.FIRST_SOLVED;
import static nonet.testing.hostile.GoodPuzzles.SECOND;
import static nonet.testing.hostile.GoodPuzzles.SECOND_SOLVED;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Models named by {@code use} and {@code extends} that cannot be read as models: missing, a
 * directory, a cycle, a chain too deep, an endless or oversized file, a puzzle file where a model
 * should be, and the same named with {@code -m}; plus puzzle arguments that are no puzzle files.
 * Where the file is fine after all (a byte order mark), the puzzle is answered.
 */
final class PathCases {

    private final List<HostileCase> cases = new ArrayList<>();

    private PathCases() {
    }

    static List<HostileCase> generate() {
        PathCases p = new PathCases();
        p.uses();
        p.extendsChains();
        p.modelOptions();
        p.puzzleArguments();
        return p.cases;
    }

    private void uses() {
        for (String ref : new String[] {"./missing.nonet", "missing-model", "./dir.nonet", "/dev/zero", "./p.nonet", "{dir}",
            "./big.nonet", "./long.nonet", "./puzzle.nonet", "\"quoted\"", "./", "../", "/", "./m.nonet/x.nonet", "rules/anti\0king",
            "rules/lock\u200Bout", "./x\u0085.nonet", "./\u001B[2J.nonet"}) {
            Map<String, String> files = base();
            files.put("p.nonet", "use " + ref + "\n");
            puzzle("use " + ref, files, HostileCase.BAD);
        }
        Map<String, String> bom = base();
        bom.put("m.nonet", "\uFEFFmodel m\nextends classic\n");
        bom.put("p.nonet", "use ./m.nonet\ngivens\n" + SECOND.replaceAll("(.{9})", "$1\n"));
        cases.add(new HostileCase(HostileCase.Kind.MODEL_PATH, "model file with a byte order mark", bom, solve("{dir}/p.nonet"),
                HostileCase.FINE, null, List.of(FIRST_SOLVED, SECOND_SOLVED), List.of(SECOND_SOLVED)));
    }

    private void extendsChains() {
        Map<String, String> cycle = base();
        cycle.put("a.nonet", "model a\nextends ./b.nonet\n");
        cycle.put("b.nonet", "model b\nextends ./a.nonet\n");
        cycle.put("p.nonet", "use ./a.nonet\n");
        puzzle("extends cycle", cycle, HostileCase.BAD);
        Map<String, String> self = base();
        self.put("a.nonet", "model a\nextends ./a.nonet\n");
        self.put("p.nonet", "use ./a.nonet\n");
        puzzle("extends itself", self, HostileCase.BAD);
        Map<String, String> deep = base();
        for (int i = 0; i < 60; i++) {
            deep.put("d" + i + ".nonet", "model d" + i + "\nextends ./d" + (i + 1) + ".nonet\n");
        }
        deep.put("d60.nonet", "model d60\nextends classic\n");
        deep.put("p.nonet", "use ./d0.nonet\n");
        puzzle("extends chain of 60", deep, HostileCase.BAD);
        for (String ref : new String[] {"./missing.nonet", "./dir.nonet", "/dev/zero", "./big.nonet", "./puzzle.nonet", "nope"}) {
            Map<String, String> files = base();
            files.put("a.nonet", "model a\nextends classic, " + ref + "\n");
            files.put("p.nonet", "use ./a.nonet\n");
            puzzle("extends " + ref, files, HostileCase.BAD);
        }
    }

    /** A model option that names nothing readable is a usage error; a model file that is broken inside fails every input. */
    private void modelOptions() {
        for (String ref : new String[] {"./missing.nonet", "{dir}/dir.nonet", "", "{dir}", "nope"}) {
            cases.add(new HostileCase(HostileCase.Kind.MODEL_PATH, "-m " + ref, base(), List.of("solve", "--format", "line", "-m", ref,
                    FIRST), HostileCase.BAD, "-m", List.of(), List.of()));
        }
        for (String ref : new String[] {"/dev/zero", "{dir}/big.nonet", "{dir}/long.nonet", "{dir}/puzzle.nonet"}) {
            cases.add(new HostileCase(HostileCase.Kind.MODEL_PATH, "-m " + ref, base(), List.of("solve", "--format", "line", "-m", ref,
                    FIRST, SECOND), HostileCase.BAD, null, List.of("error", "error"), List.of()));
        }
    }

    private void puzzleArguments() {
        for (String arg : new String[] {"{dir}/missing.txt", "{dir}/dir.nonet", "{dir}", "/dev/zero", "{dir}/a.nonet", "",
            "{dir}/long.nonet", "{dir}/big.nonet", "{dir}/bin.txt"}) {
            cases.add(new HostileCase(HostileCase.Kind.MODEL_PATH, "puzzle argument '" + arg + "'", withModel(), solve(arg),
                    HostileCase.BAD, null, List.of(FIRST_SOLVED), List.of(SECOND_SOLVED)));
        }
        cases.add(new HostileCase(HostileCase.Kind.MODEL_PATH, "empty collection", Map.of("e.txt", ""), solve("{dir}/e.txt"),
                HostileCase.FINE, null, List.of(FIRST_SOLVED), List.of(SECOND_SOLVED)));
    }

    /** Files the references point at: a directory named like a model, an oversized model, a line too long, a puzzle file. */
    private static Map<String, String> base() {
        Map<String, String> files = new HashMap<>();
        files.put("dir.nonet/keep", "");
        files.put("big.nonet", "model big\n" + "# filler line of a model that is far too big\n".repeat(30_000));
        files.put("long.nonet", "model long\n# " + "x".repeat(70_000) + "\n");
        files.put("puzzle.nonet", "use classic\ngiven r1c1 = 1\n");
        files.put("bin.txt", "\0\u0001\u00ff\ufffe".repeat(50) + "\n");
        return files;
    }

    private static Map<String, String> withModel() {
        Map<String, String> files = base();
        files.put("a.nonet", "model a\nextends classic\n");
        return files;
    }

    private void puzzle(String name, Map<String, String> files, Set<Integer> exits) {
        cases.add(new HostileCase(HostileCase.Kind.MODEL_PATH, name, files, solve("{dir}/p.nonet"), exits, null,
                List.of(FIRST_SOLVED), List.of(SECOND_SOLVED)));
    }

    private static List<String> solve(String arg) {
        return List.of("solve", "--format", "line", FIRST, arg, SECOND);
    }
}
