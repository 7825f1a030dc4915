package nonet.batch;

import java.util.List;
import nonet.interchange.CandidateGridFormat;
import nonet.interchange.fpuzzles.FPuzzlesFormat;
import nonet.io.ForeignFormat;

/** The other programs' formats every PUZZLE argument may be in, asked in this order before nonet's own. */
final class ForeignFormats {

    static final List<ForeignFormat> ALL = List.of(new FPuzzlesFormat(), new CandidateGridFormat());

    private ForeignFormats() {
    }
}
