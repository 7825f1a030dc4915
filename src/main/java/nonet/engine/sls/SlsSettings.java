package nonet.engine.sls;

import nonet.engine.EngineOptions;

/**
 * The tuning of the annealing, from {@code -O sls.KEY=VALUE}; a missing value takes its default (the
 * registry has refused a value outside what {@link SlsProvider} declares before the engine is made).
 * <ul>
 * <li>{@code sls.narrow}: start from the native propagator's candidates ({@code true}) or from the
 * domains alone.</li>
 * <li>{@code sls.cooling}: the temperature factor after each Markov chain, in (0, 1).</li>
 * <li>{@code sls.chain}: moves per Markov chain; {@code 0} means Lewis's choice, the square of the
 * number of free cells.</li>
 * <li>{@code sls.stall}: moves without a new best cost before a restart from the elite pool; {@code 0}
 * means 20 chains.</li>
 * <li>{@code sls.reheat}: the temperature of a restart, as a fraction of the initial one. Lewis
 * reheats fully (1); 0.15 solved twice as many of the first 20 top95 puzzles in 2 s (12 against 6).</li>
 * <li>{@code sls.pool}: how many near-best distinct grids the elite pool keeps.</li>
 * <li>{@code sls.repair}: the search nodes of a {@link NeighbourhoodRepair} that frees every cell
 * (a smaller neighbourhood gets its share); {@code 0} anneals alone.</li>
 * </ul>
 */
record SlsSettings(boolean narrow, double cooling, long chain, long stall, double reheat, int pool, long repair) {

    static final long DEFAULT_REPAIR = 100_000;

    static SlsSettings of(EngineOptions options) {
        return new SlsSettings(
                !"false".equals(options.get("sls.narrow", "true")),
                number(options, "sls.cooling", 0.99, 0.5, 0.99999),
                Math.round(number(options, "sls.chain", 0, 0, 1e9)),
                Math.round(number(options, "sls.stall", 0, 0, 1e12)),
                number(options, "sls.reheat", 0.15, 0.01, 10),
                (int) Math.round(number(options, "sls.pool", 10, 1, 10_000)),
                Math.round(number(options, "sls.repair", DEFAULT_REPAIR, 0, 1e9)));
    }

    private static double number(EngineOptions options, String key, double fallback, double min, double max) {
        try {
            double v = Double.parseDouble(options.get(key, ""));
            return v >= min && v <= max ? v : fallback;
        } catch (NumberFormatException e) {
            return fallback;
        }
    }
}
