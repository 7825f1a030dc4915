package nonet.engine.logic;

/** Digit {@code digit} (1..N) in cell {@code cell}: placed or eliminated by a step. */
public record Candidate(int cell, int digit) {
}
