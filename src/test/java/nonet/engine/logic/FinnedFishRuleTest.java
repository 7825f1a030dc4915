package nonet.engine.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Finned and sashimi fish on HoDoKu's published test positions (its regression library, the first
 * three cases of each kind), each checked for the exact eliminations HoDoKu gives, every elimination
 * of the rule checked against the solution from dlx, and the fish named as HoDoKu names it.
 */
class FinnedFishRuleTest {

    private static final Map<String, Technique> HODOKU_CODES = Map.of("0310", Technique.FINNED_X_WING, "0311",
            Technique.FINNED_SWORDFISH, "0312", Technique.FINNED_JELLYFISH, "0320", Technique.SASHIMI_X_WING, "0321",
            Technique.SASHIMI_SWORDFISH, "0322", Technique.SASHIMI_JELLYFISH);

    @ParameterizedTest
    @ValueSource(strings = {
            ":0310:3:1.........5.....61..8+1..2...7...9.......1.3..4...5...6.+6.+398+14+2+9+42+5+71+6..+8+136+4279+5:962:315 335::",
            ":0310:9:.8+3.49+26..7...+2...2....+35.......6....57.3+1+6.26..27+5...+7+6+5+328+14939.1.4.....1..+7...::948 958::",
            ":0310:8:.9+15..3..562+318+9+7+4+3+4....+1..189...6+3.+47+3.....1+2+5+6+1834+9+7+6+1.2+3+7.+499+24+8+65+7+1+3.+3...126.::818::",
            ":0311:5:.+6.4+1+7.+83+3+1+4+98..+7.8+7..+6+39147+43.29..+8..+8+3+4+6.2+7..6.+7.34+96..+75+4+8+314+3+1.+9.7..58+7631+4+9+2::557::",
            ":0311:5:....4...97+9..124+6....9+6....2...+9.3.....+2....6.784+3...5329+1+8+4+6+5+78+5+7+6291..4+16..38+9+2::555::",
            ":0311:7:+2.3.+186+5.41+6+75+39+8+2.+5+8.+26.1.84.3+6+2.9+5+62.+8.543.5+3.1+4.+8+2+6.+6+52...+4+83.+4+58.26..+8+2+6.45+7.::737::",
            ":0312:8:+64+12+5.7.3+3826+7..+1+5....+31+6...9+3+1.+6..+74+1+6.27+3.......3.61.+2.+7+65+13.+765+31....+13...+2+576:934 938 939 979 986 993:879::",
            ":0312:7:..2.18.+6..+6..+9+4+8+1.+8+14..+597.658+1....+9+1...+59.+8...+9+8...51.354..1.82.+1+583..64+8+69.+1...:752 754 259 762 299:787::",
            ":0312:9:..827463.2+4.8..1.+7+7+6....+4+8+2....87.4.+45+7...+8+2.+8.64.2+7...+7..+4+8.+6...4...5786+8.+7.9.+14:525 133 534 535 343 144 344 944 149 349 949 162 971 373 973 393:962::",
            ":0320:8:4..5.769....+3....2.68+1...3.65.2.4..9...+73.4.....9.......+68........+6.3..73894+7....::859 869::",
            ":0320:8:+5...+2.+4..+2...5483.3+4...826+5+1+35789+6+42.7+42+6+15.+36.+2+4+3+5...+456.1.....2.....547..+54...+6::881::",
            ":0320:3:......3+8+99.4..2+561....9.72+4+4619+2+78+53+8+5+93+64+17+2..2...+4+9+6.97.1..4+85....8+9.+7.....+9..+5::371::",
            ":0321:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3.+251.49..:331 373 678 679 699:638::",
            ":0321:6:5+8.74...+39..+3.8....4319+5..+22.7..+9.3+64.8.3.5+79+39...+72.1+8+2.+97361....5....8+1...84..7:613 122 623 664 686 693:622::",
            ":0321:6:+8.3.14.2..+4....8...+1..385.4+7+3184..+52.+25+37+14+8.4.+8.523..3.418.+2....9..+3+1+4+8+18+249.7..:612 712 614 914 919 621 526 628 728 928 629 729 929 631 638 668 968 669 969 572 679 584 684 699:646::",
            ":0322:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3.+251.49..:331 638 373 678 679 699:637::",
            ":0322:8:..+34+16+2..2+6...+3+1.41.+4....36.463+7+15.+2.+2184......7+62.+41...5.3..41..+2+1.+4...+4+1.5+6732.:536 936 976:871 872 881 882::",
            ":0322:6:.+5+92+87.+1.+218.+4+9+7.54.+7.+5.+2+8+9+58.+7+941.27.+4.+2..5....53..+4+7....6+5.7..459+7..2..7..12+59.:663 166 373 381:657 659 667::"})
    void findsExactlyHodokusEliminations(String line) {
        HodokuCase position = HodokuCase.of(line);
        String[] fields = line.split(":");
        Technique technique = HODOKU_CODES.get(fields[1]);
        int digit = Integer.parseInt(fields[2]);
        List<Step> steps = fish(position);
        List<Step> found = steps.stream()
                .filter(s -> s.rule() == technique && s.eliminations().get(0).digit() == digit)
                .toList();
        assertEquals(position.eliminations(), position.checkedEliminations(found), steps.toString());
        position.checkedEliminations(steps);
        for (Step step : found) {
            assertEquals(technique.rating(), step.rating());
        }
    }

    /** HoDoKu's FishSolver example: "Finned Swordfish: 4 c168 r247 fr1c6 => r2c4<>4". */
    @Test
    void writesTheFishInTheCommunitysNotation() {
        HodokuCase position = HodokuCase.of(":0311:4:.3.2+6..+8.86..3.5.+2.+2487..+3+6.+8.39.+2.72..6.8..31.+3+527.+6...+2.863..+3.8.5+2+691.....3.2."
                + ":924 128 448 452 157 458 578 491 591 792 193 793:424::");
        List<String> texts = fish(position).stream().map(Step::text).toList();
        assertTrue(texts.contains("r2c4 \u2260 4: finned swordfish: 4 in c1,c6,c8 / r2,r4,r7, fin r1c6"), texts.toString());
    }

    private static List<Step> fish(HodokuCase position) {
        List<Step> steps = new ArrayList<>();
        new FinnedFishRule(new Structure(position.model())).apply(position.masks(), steps);
        return steps;
    }
}
