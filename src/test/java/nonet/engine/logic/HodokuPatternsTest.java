package nonet.engine.logic;

import java.util.ArrayList;
import java.util.List;
import nonet.engine.Deadline;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The wings and single-digit and bivalue chains on HoDoKu's published test positions (its
 * regression library, {@link HodokuCase}): each case's exact eliminations found by the steps of the
 * technique on the case's digits, and every elimination of every step checked against the solution
 * from dlx. The chain cases are ones where the pattern is among the shortest chains of the
 * position, as the chain rule keeps only those (HoDoKu's other XY-chain cases have a shorter AIC).
 */
class HodokuPatternsTest {

    @ParameterizedTest
    @ValueSource(strings = {
            ":0403:2:2+64+9+13587.3+1.+8+5..2.+58..6+3.+1+4+7+9+6+3..+5+8+12+6+8+54+739+3+8+5.9...659+3+1.+8..+4+84.5+6.+91+361.3+49+8.5::277::",
            ":0403:1:29+35..+1.+4...+4.3+2+9....+29.3.5..+96.84+3+2826+93+45+1+73...+2+59..+6+8534+9+721+917+8+5264+3+4+3+2...+8+5+9::131::",
            ":0403:4:+2+8.1.3.9..3..9...+1.+9+1...5.+3+35...7+1.26+27..+1.3.14.2+3....8+1+4+3+6+9+2+579+7+2514+3..+5+6+3+72+84+1+9::445::",
            ":0701:7:3.4+52..8...6.+9.....5..7.3.....68+9.2+3...+734....6+315+27...1.+9+6......9.+4..6.+6.8217..5::742::5",
            ":0701:6:.+421+7+8..+9..+8+4+2..+7+1.1+7+3.928+44..+83+1+7+2673+65+4+2+1+9+8+2+8+1+69745+3.2.+9..+8.787+32.49.+5...+78...+2::697 698::5",
            ":0701:1:.....+394..4...53+8...+3+478+5.25+39.+47.+2........+7371..3+64+95..6+3.2754.......+3+93.....2.8:921 657 181:184 185 186::5",
            ":0702:6:4+7+2+35+698153+1..+8.+2.+86+91.+2.53+158.2+7+34.+2+9+64+13+8+7+57+4+38.+5....+8...9....2..+8+1...+91..+3+4.68::675::7",
            ":0702:8:..1...+3.9.6...4+1.....13.+5.645+632+87+9+17....68..2.....+6...9....263.....2+418.+24..3+9..:923 933 458 468 591 594 794 595 795:812 821 823 832 833 871 891::7",
            ":0702:7:..1...+3.9.6...4+1.....13.+5.645+632+87+9+17....68..2.....+6...9....263.....2+418.+24..3+9..:923 933 458 468 591 594 794 595 795:714 715 724 725 766 776::7",
            ":0803:14:6..+9+5..7...+9.2.....58.+31...+1+64+3+8+9+7+52...1+7+59+46597+24+6..892+54+1+76+8+3...5+6+2.....68+93...::417 427 437 489 499::",
            ":0803:36:1+6+9..58.+4+8+54.+1.+9.+2+37+2+48+965+14+97...12.+2.+59+7.+4+86+6.+8.+4.7+9.+7.31..+5+495.+6.9+43+1+7+9+4+1+357+268::315 346 356 366::",
            ":0803:29:.+6.5924.+8.+5416+8.9.+982+7+43+6+5+16+7.3...8+4.....47+6.....7+61.5..7.....6.3.+6.+7...5.6..1...::959 977 987 997::"})
    void chainsRemoveExactlyHodokusCandidates(String line) {
        HodokuCase position = HodokuCase.of(line);
        List<Step> steps = new ChainRule(new Structure(position.model())).apply(position.masks(), Deadline.start(0));
        position.assertRemovedExactly(steps, s -> s.rule() == position.technique() && position.onDigits(s));
    }

    /** XYZ-wings: the case's digits are the pivot's three candidates. */
    @ParameterizedTest
    @ValueSource(strings = {
            ":0801:467:+673.+8.+2.9514.92..+3+9+82.....+5+167+359..28.+9.1.53+6..+5+8..+7+9+1..+614.9+2+8..+1..835+4..+8...1+67::635 636::",
            ":0801:157:+4.+3.2+8+6.+9+2.8...+3.46.5..31+2+8.4+7..9+86+28+5..6+2+7.+3.2+68.+7.1+5.+6.2+84537+53+47+912+8+6+7+8+2.....+1::524 526::",
            ":0801:248:6+9+1.527+3.4.+7.+935...+5+3.1+7....+6+4+2+3+5...37+91+68+24+5..574+96.3+5+389+7+142+6+9+1+6+5+2+43..+7+42+386+1+59::837 838::"})
    void xyzWingsRemoveExactlyHodokusCandidates(String line) {
        HodokuCase position = HodokuCase.of(line);
        int pivotDigits = 0;
        for (char digit : position.digits().toCharArray()) {
            pivotDigits |= 1 << (digit - '1');
        }
        List<Step> steps = new ArrayList<>();
        new XyzWingRule(new Structure(position.model())).apply(position.masks(), steps);
        int wanted = pivotDigits;
        position.assertRemovedExactly(steps, s -> s.rule() == Technique.XYZ_WING && position.masks()[s.cells()[0]] == wanted);
    }

    /** Plain fish: HoDoKu's x-wing, swordfish and jellyfish cases (codes 0300-0302; those with no second fish). */
    @ParameterizedTest
    @ValueSource(strings = {
            ":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52::313 314 343 344 353 354 363 364 394::",
            ":0300:9:6+7.+83.+1+2+5+1+8.....7.+23517.8....8.6....4.73..2....6......+7+9+34+25+6+81+5+4+1+69873+2+8+6+2+7+1+3+59+4::916 926 929 946 949 966 969::",
            ":0300:1:9+8..627+5+3.+65..3...+3+2+7.+5...67+9..3.+5...+5...9...8+32.45..9+6+735+91+428+24+9.+8+7..5+51+8.+2...+7::124 127 128 129 153 154 157 158 159::",
            ":0301:9:+931+2+46+7+856+8+5+3+17..+4+4+7+259+8+1+3+68+5+31....27+1......3+24...38..12763...+8+3.+4..1...+5.84..3..::956 957 958 968 987 988 996 998::",
            ":0301:1:..+9.+2...+7.8+7.63+9+24..2..+9..8+9.5...+8+4+2.46..25+7+9+2+7+89+5+4+63172+1+3+954+8+6..+4..7+293.932+4.+7+15::111 114 131 134 135 144 145::",
            ":0301:7:+5+16+4+9+8+3..+2+3+9+1756.....2+63591.5+2+8149.38..9+32....+937+5+6....25.+894..9...2..3.....+4...+9::731 758 759 789 791 798::",
            ":0302:7:2.......3.8..3..5...34.21....12.54......9......93.86....25.69...9..2..7.4.......1::712 715 721 729 751 752 759 792 795::",
            ":0302:7:2.+4+1.358.....2.+3+41+1.+34+856..+7+3+29+54+168..5.1.9..61+98+32+4....15.8+2..3..+24.....263....4:758 759 778 779 782 882 786 788 789 798:722 795::",
            ":0302:4:+8.6+235.+192518.+96....3...2+8+516..+2+8...7+2.391.+68.+3+8.+5..21+5.2..+31.+6+6.7..43523+1.56+28.+7:428 434 734 735 443 447 747 448 948 764:432 467::"})
    void fishRemoveExactlyHodokusCandidates(String line) {
        HodokuCase position = HodokuCase.of(line);
        List<Step> steps = new ArrayList<>();
        new FishRule(new Structure(position.model())).apply(position.masks(), steps);
        position.assertRemovedExactly(steps, s -> s.rule() == position.technique() && position.onDigits(s));
    }

    /**
     * Alternating inference chains: HoDoKu's AIC cases (code 0708) where its chain is among the
     * shortest, as the chain rule keeps only those (on its other cases a shorter chain proves less).
     */
    @ParameterizedTest
    @ValueSource(strings = {
            ":0708:5:.3+6+5+2+8..1..8+167..3175+94+3+8+6+26.+7..1..+9..+1..+2..8..4..9.+1581+3+7+9+6..+4+7+4+92+1+5+38+65+623+84+19+7::542 555::7",
            ":0708:9:+51+3...+82+9+678+2+195+4+34+2+9..8+1+6739.1.+5.+86.+5.....3...6...9+5..+6...3.+1+8.3..8+1+69...16.2+3+75::971 995::5"})
    void aicsRemoveExactlyHodokusCandidates(String line) {
        HodokuCase position = HodokuCase.of(line);
        List<Step> steps = new ChainRule(new Structure(position.model())).apply(position.masks(), Deadline.start(0));
        position.assertRemovedExactly(steps, s -> s.rule() == position.technique() && position.onDigits(s));
    }
}
