package nonet.engine.nativesearch.learning;

/**
 * Where the clause-learning search reports what a DRUP proof of its answer needs, in DIMACS
 * literals over the cell variables of the CNF that {@code nonet cnf} writes ({@code cell * N + d}).
 */
interface ProofSink {

    /** A clause the search adds: a learnt clause, or the block of a solution's decisions. */
    void lemma(int[] literals, int length);

    /** A solution the search found, which the proved formula must exclude. */
    void solution(int[] grid);
}
