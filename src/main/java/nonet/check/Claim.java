package nonet.check;

import nonet.engine.Status;

/**
 * What an answer asserts about the number of solutions, with counts capped at the check's limit K
 * (exactly c for c < K, or "at least" some bound). A timeout or an incomplete engine that gave up
 * asserts nothing; a returned solution always asserts at least 1.
 */
record Claim(long low, long high) {

    static final long UNBOUNDED = Long.MAX_VALUE;
    static final Claim NOTHING = new Claim(0, UNBOUNDED);

    static Claim of(EngineAnswer answer, long limit) {
        if (answer.invalid()) {
            return NOTHING;
        }
        long count = answer.result().count();
        return switch (answer.result().status()) {
            case EXHAUSTED -> count >= limit ? new Claim(limit, UNBOUNDED) : new Claim(count, count);
            case LIMIT, TIMEOUT, UNKNOWN -> new Claim(Math.min(count, limit), UNBOUNDED);
            case UNSUPPORTED -> NOTHING;
        };
    }

    boolean assertsAnything() {
        return low > 0 || high != UNBOUNDED;
    }

    boolean exact() {
        return low == high;
    }

    boolean compatibleWith(Claim other) {
        return Math.max(low, other.low) <= Math.min(high, other.high);
    }

    boolean admits(long count) {
        return count >= low && count <= high;
    }
}
