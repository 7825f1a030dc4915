package nonet.generate;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import nonet.engine.logic.Difficulty;
import nonet.engine.logic.Outcome;
import nonet.engine.logic.Technique;

/**
 * The logic ratings a setter asks {@code generate --difficulty} for. A level is a tier, a band of
 * the logic engine's techniques (hardest one needed, easiest first as {@link Technique} orders
 * them), a technique name, meaning anything logic solves with techniques up to and including it,
 * or a range of ratings on Sudoku Explainer's scale ({@link Difficulty#rating()}, "2.0-4.5").
 * Tiers are exclusive bands, so {@code medium} means "needs a pair", not "at most a pair".
 */
public final class DifficultyFilter {

    /** The tiers, each the band of hardest techniques above the tier before it and up to its own ceiling. */
    public enum Tier {
        /** Naked and hidden singles only (or the givens alone). */
        SINGLES(Technique.HIDDEN_SINGLE),
        /** Also a variant's own deductions (relation supports, sum combinations, tables, lines) and intersections (pointing, claiming). */
        EASY(Technique.INTERSECTION),
        /** Also naked and hidden pairs. */
        MEDIUM(Technique.HIDDEN_PAIR),
        /** Also x-wings, triples, swordfish, quads, jellyfish, chains and forcing chains: every rule the logic engine has. */
        HARD(Technique.values()[Technique.values().length - 1]),
        /** Logic stalls: solving needs search (several solutions, or the time limit passed). */
        SEARCH(null);

        private final Technique ceiling;

        Tier(Technique ceiling) {
            this.ceiling = ceiling;
        }

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Two ratings joined by a dash: the puzzles logic solves with a rating in that range, ends included. */
    private static final Pattern NUMERIC_RANGE = Pattern.compile("\\d+(\\.\\d+)?\\s*-\\s*\\d+(\\.\\d+)?");

    private final String text;
    /** The tier asked for, or null when a technique is. */
    private final Tier tier;
    /** The hardest technique allowed, when a technique is asked for. */
    private final Technique upTo;
    /** The ratings allowed, when a range is asked for (NaN otherwise). */
    private final double lowest;
    private final double highest;

    private DifficultyFilter(String text, Tier tier, Technique upTo, double lowest, double highest) {
        this.text = text;
        this.tier = tier;
        this.upTo = upTo;
        this.lowest = lowest;
        this.highest = highest;
    }

    /** Parses a level; an IllegalArgumentException's message lists what is accepted. */
    public static DifficultyFilter parse(String text) {
        String word = normal(text);
        for (Tier t : Tier.values()) {
            if (t.word().equals(word)) {
                return new DifficultyFilter(text, t, null, Double.NaN, Double.NaN);
            }
        }
        for (Technique t : Technique.values()) {
            if (t != Technique.GIVENS && normal(t.label()).equals(word)) {
                return new DifficultyFilter(text, null, t, Double.NaN, Double.NaN);
            }
        }
        if (NUMERIC_RANGE.matcher(text.strip()).matches()) {
            String[] ends = text.strip().split("\\s*-\\s*");
            double lowest = Double.parseDouble(ends[0]);
            double highest = Double.parseDouble(ends[1]);
            if (lowest > highest) {
                throw new IllegalArgumentException("empty rating range '" + text + "': the lower end comes first; use a level: " + levels());
            }
            return new DifficultyFilter(text, null, null, lowest, highest);
        }
        throw new IllegalArgumentException("unknown difficulty '" + text + "'; use a level: " + levels());
    }

    /** The accepted words, for messages and help. */
    public static String levels() {
        return Arrays.stream(Tier.values()).map(Tier::word).collect(Collectors.joining(", "))
                + ", a technique (anything up to and including it): "
                + Arrays.stream(Technique.values()).filter(t -> t != Technique.GIVENS).map(Technique::label).collect(Collectors.joining(", "))
                + ", or a range of ratings on Sudoku Explainer's scale (1.0-11+): 2.0-4.5";
    }

    /** The tier of a rating; null for a contradiction (no solution), which no tier describes. */
    public static Tier tierOf(Difficulty d) {
        if (d.outcome() == Outcome.CONTRADICTION) {
            return null;
        }
        if (d.outcome() == Outcome.STUCK) {
            return Tier.SEARCH;
        }
        Technique hardest = d.hardestNeeded() == null ? Technique.GIVENS : d.hardestNeeded();
        for (Tier t : Tier.values()) {
            if (t.ceiling != null && hardest.compareTo(t.ceiling) <= 0) {
                return t;
            }
        }
        throw new IllegalStateException("no tier reaches " + hardest);
    }

    public boolean accepts(Difficulty d) {
        if (tier != null) {
            return tierOf(d) == tier;
        }
        if (upTo == null) {
            return d.outcome() == Outcome.SOLVED && d.rating() >= lowest && d.rating() <= highest;
        }
        return d.outcome() == Outcome.SOLVED && (d.hardestNeeded() == null || d.hardestNeeded().compareTo(upTo) <= 0);
    }

    /** The level as the user wrote it. */
    public String text() {
        return text;
    }

    /** Lower case, and dashes, underscores and runs of spaces as one space: "X-Wing", "hidden_pair". */
    private static String normal(String s) {
        return s.strip().toLowerCase(Locale.ROOT).replaceAll("[-_\\s]+", " ");
    }
}
