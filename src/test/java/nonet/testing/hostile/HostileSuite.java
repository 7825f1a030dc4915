package nonet.testing.hostile;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Every hostile case for one seed, in a fixed order: the same seed gives the same cases. */
public final class HostileSuite {

    private HostileSuite() {
    }

    public static List<HostileCase> generate(long seed) {
        Random rnd = new Random(seed);
        List<HostileCase> all = new ArrayList<>();
        all.addAll(GridLineCases.generate(rnd));
        all.addAll(MultiLineCases.generate(rnd));
        all.addAll(PuzzleFileCases.generate(rnd));
        all.addAll(ModelFileCases.generate(rnd));
        all.addAll(PathCases.generate());
        all.addAll(OptionCases.generate());
        return all;
    }
}
