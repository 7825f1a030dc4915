package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import nonet.model.Constraint;
import nonet.model.Model;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bundled line clues mean what setters mean: each clue, compiled from its model file, accepts a
 * line of digits exactly when a plain Java statement of the published rule does. Lines are drawn at
 * random (seeded), half of them with the clue's number computed from the line so that both answers
 * occur often.
 */
class LineRuleSemanticsTest {

    private static final int N = 9;
    private static final int SAMPLES = 1500;

    /** A published rule over a line's digits; {@code number} is the clue's number (unused by lines without one). */
    private interface Rule {
        boolean holds(int number, int[] xs);
    }

    /** A clue: its model, how many cells its lines have, whether they are distinct, the rule, and how to compute a fitting number. */
    private record Clue(String name, String model, int minLength, boolean distinct, boolean numbered, Rule rule,
            java.util.function.ToIntFunction<int[]> fit) {
    }

    private static Clue line(String name, int minLength, boolean distinct, Rule rule) {
        return new Clue(name, "rules/" + name, minLength, distinct, false, rule, xs -> 0);
    }

    private static Clue numbered(String name, int minLength, boolean distinct, Rule rule, java.util.function.ToIntFunction<int[]> fit) {
        return new Clue(name, "rules/" + name, minLength, distinct, true, rule, fit);
    }

    static Stream<Arguments> clues() {
        List<Clue> all = List.of(
                numbered("sandwich", 9, true, (t, xs) -> sandwich(xs) == t, LineRuleSemanticsTest::sandwich),
                numbered("xsum", 9, true, (t, xs) -> xs[0] <= xs.length && sum(xs, 0, xs[0]) == t, xs -> xs[0] <= xs.length ? sum(xs, 0, xs[0]) : -1),
                numbered("skyscraper", 9, true, (t, xs) -> visible(xs) == t, LineRuleSemanticsTest::visible),
                numbered("numbered-room", 9, true, (d, xs) -> xs[0] <= xs.length && xs[xs[0] - 1] == d, xs -> xs[0] <= xs.length ? xs[xs[0] - 1] : 1),
                line("between", 2, false, (t, xs) -> between(xs)),
                line("lockout", 2, false, (t, xs) -> lockout(xs)),
                line("zipper", 2, false, (t, xs) -> zipper(xs)),
                line("entropic", 3, false, (t, xs) -> windows(xs, x -> (x - 1) / 3)),
                line("modular", 3, false, (t, xs) -> windows(xs, x -> x % 3)),
                line("dutch-whisper", 2, false, (t, xs) -> chain(xs, (a, b) -> Math.abs(a - b) >= 4)),
                line("slow-thermo", 2, false, (t, xs) -> chain(xs, (a, b) -> a <= b)),
                line("double-arrow", 3, false, (t, xs) -> xs[0] + xs[xs.length - 1] == sum(xs, 1, xs.length - 1)),
                numbered("pill-arrow", 3, false, LineRuleSemanticsTest::pill, xs -> 2));
        return all.stream().map(c -> Arguments.of(c.name(), c));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("clues")
    void aClueAcceptsALineExactlyWhenThePublishedRuleHolds(String name, Clue clue) throws LangException {
        Random rnd = new Random(name.hashCode());
        int accepted = 0;
        for (int sample = 0; sample < SAMPLES; sample++) {
            int length = clue.minLength() == 9 ? 9 : clue.minLength() + rnd.nextInt(9 - clue.minLength() + 1);
            int[] xs = clue.distinct() || rnd.nextBoolean() ? permutationPrefix(rnd, length) : randomDigits(rnd, length);
            int number = clue.numbered() ? (rnd.nextBoolean() ? clue.fit().applyAsInt(xs) : rnd.nextInt(40)) : 0;
            if (clue.name().equals("pill-arrow")) {
                number = 1 + rnd.nextInt(Math.min(3, length - 1));
                if (rnd.nextBoolean()) {
                    number = fitPill(rnd, xs);
                }
            }
            if (clue.numbered() && number < 0) {
                number = 0;
            }
            boolean expected = clue.rule().holds(number, xs);
            Boolean actual = accepts(clue, number, xs);
            if (actual == null) {
                assertTrue(!expected, name + ": the clue was refused as impossible, but the rule holds for "
                        + Arrays.toString(xs) + " with " + number);
                continue;
            }
            assertEquals(expected, actual, name + " " + number + " on " + Arrays.toString(xs) + " (sample " + sample + ")");
            accepted += actual ? 1 : 0;
        }
        assertTrue(accepted > SAMPLES / 50, name + ": too few accepted lines to mean anything: " + accepted);
    }

    /** Whether the clue's constraints hold on row 1 holding xs; null when the compiler refuses the clue as impossible. */
    private static Boolean accepts(Clue clue, int number, int[] xs) {
        StringBuilder text = new StringBuilder("use " + clue.model() + "\ngrid 9\n" + clue.name());
        if (clue.numbered()) {
            text.append(' ').append(number);
        }
        for (int i = 0; i < xs.length; i++) {
            text.append(" r1c").append(i + 1);
        }
        Model m;
        try {
            m = Lang.compile(text.append('\n').toString());
        } catch (LangException impossible) {
            return null;
        }
        int[] grid = new int[N * N];
        Arrays.fill(grid, 1);
        System.arraycopy(xs, 0, grid, 0, xs.length);
        for (Constraint c : m.constraints()) {
            if (!c.holds(grid)) {
                return false;
            }
        }
        return true;
    }

    private static int[] permutationPrefix(Random rnd, int length) {
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= N; d++) {
            digits.add(d);
        }
        java.util.Collections.shuffle(digits, rnd);
        return digits.subList(0, length).stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] randomDigits(Random rnd, int length) {
        int[] xs = new int[length];
        for (int i = 0; i < length; i++) {
            xs[i] = 1 + rnd.nextInt(N);
        }
        return xs;
    }

    private static int sum(int[] xs, int from, int to) {
        int s = 0;
        for (int i = from; i < to; i++) {
            s += xs[i];
        }
        return s;
    }

    private static int indexOf(int[] xs, int digit) {
        for (int i = 0; i < xs.length; i++) {
            if (xs[i] == digit) {
                return i;
            }
        }
        return -1;
    }

    private static int sandwich(int[] xs) {
        int one = indexOf(xs, 1);
        int nine = indexOf(xs, N);
        return sum(xs, Math.min(one, nine) + 1, Math.max(one, nine));
    }

    private static int visible(int[] xs) {
        int top = 0;
        int seen = 0;
        for (int x : xs) {
            if (x > top) {
                seen++;
                top = x;
            }
        }
        return seen;
    }

    private static boolean between(int[] xs) {
        int lo = Math.min(xs[0], xs[xs.length - 1]);
        int hi = Math.max(xs[0], xs[xs.length - 1]);
        for (int i = 1; i < xs.length - 1; i++) {
            if (xs[i] <= lo || xs[i] >= hi) {
                return false;
            }
        }
        return true;
    }

    private static boolean lockout(int[] xs) {
        int lo = Math.min(xs[0], xs[xs.length - 1]);
        int hi = Math.max(xs[0], xs[xs.length - 1]);
        if (hi - lo < 4) {
            return false;
        }
        for (int i = 1; i < xs.length - 1; i++) {
            if (xs[i] >= lo && xs[i] <= hi) {
                return false;
            }
        }
        return true;
    }

    private static boolean zipper(int[] xs) {
        int k = xs.length;
        int total = k % 2 == 1 ? xs[k / 2] : xs[0] + xs[k - 1];
        for (int i = 0; i < k / 2; i++) {
            if (xs[i] + xs[k - 1 - i] != total) {
                return false;
            }
        }
        return true;
    }

    private static boolean windows(int[] xs, java.util.function.IntUnaryOperator cls) {
        for (int i = 0; i + 2 < xs.length; i++) {
            int a = cls.applyAsInt(xs[i]);
            int b = cls.applyAsInt(xs[i + 1]);
            int c = cls.applyAsInt(xs[i + 2]);
            if (a == b || b == c || a == c) {
                return false;
            }
        }
        return true;
    }

    private static boolean chain(int[] xs, java.util.function.BiPredicate<Integer, Integer> ok) {
        for (int i = 0; i + 1 < xs.length; i++) {
            if (!ok.test(xs[i], xs[i + 1])) {
                return false;
            }
        }
        return true;
    }

    /** Makes the line a true pill arrow where it can (a pill of one or two digits); returns the pill's length. */
    private static int fitPill(Random rnd, int[] xs) {
        for (int i = 1; i < xs.length; i++) {
            xs[i] = 1 + rnd.nextInt(3);
        }
        int rest = sum(xs, 2, xs.length);
        if (xs[1] + rest <= 9) {
            xs[0] = xs[1] + rest;
            return 1;
        }
        if (rest >= 11 && rest <= 99 && rest % 10 != 0) {
            xs[0] = rest / 10;
            xs[1] = rest % 10;
            return 2;
        }
        return 1;
    }

    private static boolean pill(int k, int[] xs) {
        int value = 0;
        for (int i = 0; i < k; i++) {
            value = value * 10 + xs[i];
        }
        return value == sum(xs, k, xs.length);
    }
}
