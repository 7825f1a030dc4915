package nonet.interchange.fpuzzles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import nonet.interchange.LzString;

/** The f-puzzles test data under {@code src/test/resources/interchange/fpuzzles/}, and small documents written inline. */
final class FPuzzlesData {

    static final Path DIR = Path.of("src/test/resources/interchange/fpuzzles");

    /** A published link with its known solution (a line of {@code published-links.tsv}). */
    record Published(String name, String source, String solution, String link) {
        @Override
        public String toString() {
            return name;
        }
    }

    private FPuzzlesData() {
    }

    static List<Published> published() {
        return lines("published-links.tsv").stream().filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> l.split("\t"))
                .map(f -> new Published(f[0], f[1], f[2], f[3])).toList();
    }

    /** The hand-made JSON files that record a solution (all but every-key.json). */
    static List<Path> solvableJson() {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.toString().endsWith(".json") && !p.getFileName().toString().equals("every-key.json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<String> lines(String name) {
        try {
            return Files.readAllLines(DIR.resolve(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An f-puzzles link to this JSON, as f-puzzles writes one. */
    static String link(String json) {
        return "https://www.f-puzzles.com/?load=" + LzString.compressToBase64(json);
    }

    /** A 9x9 document with no givens whose cells name these regions (0-based, row-major). */
    static String withRegions(int[] regions) {
        StringBuilder sb = new StringBuilder("{\"size\":9,\"grid\":[");
        for (int r = 0; r < 9; r++) {
            sb.append(r == 0 ? "[" : ",[");
            for (int c = 0; c < 9; c++) {
                sb.append(c == 0 ? "" : ",").append("{\"region\":").append(regions[r * 9 + c]).append('}');
            }
            sb.append(']');
        }
        return sb.append("]}").toString();
    }

    /** A 9x9 document with no givens and these extra members (JSON text without braces, may be empty). */
    static String empty9(String members) {
        String row = "[{},{},{},{},{},{},{},{},{}]";
        String grid = String.join(",", java.util.Collections.nCopies(9, row));
        return "{\"size\":9,\"grid\":[" + grid + "]" + (members.isEmpty() ? "" : "," + members) + "}";
    }
}
