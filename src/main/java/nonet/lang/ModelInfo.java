package nonet.lang;

import java.util.List;

/** A bundled model for listings: its name, its one-line description, and the clues it offers (inherited included). */
public record ModelInfo(String name, String about, List<String> clueNames) {
}
