package nonet.interchange.fpuzzles;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads {@code "negative": ["ratio", "difference", "xv"]}: each row takes the dots it names when all
 * of them are listed (nonet's kropki-negative is negative white and black together); a name that no
 * row takes is an error.
 */
final class NegativeReader {

    private NegativeReader() {
    }

    static List<ConstraintTable.Row> rows(List<ConstraintTable.Row> rows, JsonNode value) throws ImportError {
        Set<String> names = new LinkedHashSet<>();
        for (JsonNode item : value.items()) {
            names.add(String.valueOf(item.textOrNull()).strip().toLowerCase());
        }
        List<ConstraintTable.Row> taken = new ArrayList<>();
        for (ConstraintTable.Row row : rows) {
            List<String> wanted = List.of(row.value().text().split(","));
            if (names.containsAll(wanted)) {
                taken.add(row);
                wanted.forEach(names::remove);
            }
        }
        for (String left : names) {
            String together = rows.stream().map(r -> r.value().text()).filter(t -> List.of(t.split(",")).contains(left))
                    .findFirst().orElse(null);
            throw new ImportError(value.path(), "f-puzzles negative constraint '" + left + "' has no nonet model"
                    + (together == null ? "" : " on its own (nonet's takes " + together.replace(",", " and ") + " together)"));
        }
        return taken;
    }
}
