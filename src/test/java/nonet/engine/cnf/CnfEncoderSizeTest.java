package nonet.engine.cnf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nonet.engine.cnf.CnfEncoder.Encoding;
import nonet.engine.cnf.CnfEncoder.Sums;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;

/** Pins the published sizes of the direct encoding of the empty 9x9 grid (Lynce and Ouaknine). */
class CnfEncoderSizeTest {

    private static final Model EMPTY = TestModels.classic(".".repeat(81));

    @Test
    void minimalEncodingOfTheEmptyGridHasThePublishedSize() throws Exception {
        Cnf cnf = new CnfEncoder(Encoding.MINIMAL, Sums.CLAUSES).encode(EMPTY);
        assertEquals(729, cnf.variables());
        assertEquals(8_829, cnf.clauses());
        assertEquals(8_829, cnf.clauseList().size());
    }

    @Test
    void extendedEncodingOfTheEmptyGridHasThePublishedSizeIncludingDuplicates() throws Exception {
        Cnf cnf = new CnfEncoder(Encoding.EXTENDED, Sums.CLAUSES).encode(EMPTY);
        assertEquals(729, cnf.variables());
        assertEquals(11_988, cnf.clauses());
        List<int[]> clauses = cnf.clauseList();
        Set<List<Integer>> distinct = new HashSet<>();
        for (int[] c : clauses) {
            java.util.Arrays.sort(c);
            distinct.add(java.util.Arrays.stream(c).boxed().toList());
        }
        // a pair of cells in one row and one box is forbidden twice per digit: 1,458 repeats
        assertEquals(11_988 - 1_458, distinct.size());
    }

    @Test
    void everyLiteralNamesADeclaredVariableAndCellVariablesHaveReadableMeanings() throws Exception {
        Cnf cnf = new CnfEncoder(Encoding.EXTENDED, Sums.CLAUSES).encode(EMPTY);
        for (int[] c : cnf.clauseList()) {
            for (int lit : c) {
                assertEquals(true, Math.abs(lit) >= 1 && Math.abs(lit) <= cnf.variables(), "literal " + lit);
            }
        }
        assertEquals("r1c1=1", cnf.meaning(1));
        assertEquals("r1c2=1", cnf.meaning(10));
        assertEquals("r9c9=9", cnf.meaning(729));
    }
}
