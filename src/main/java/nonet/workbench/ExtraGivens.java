package nonet.workbench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import nonet.model.Constraint;
import nonet.model.Domain;
import nonet.model.Model;

/** A puzzle with more cells given, as the workbench asks "what if these cells held these digits?". */
final class ExtraGivens {

    private ExtraGivens() {
    }

    /** The model with each of these cells fixed to {@code digit.applyAsInt(cell)}. */
    static Model of(Model model, List<Integer> cells, IntUnaryOperator digit) {
        List<Constraint> more = new ArrayList<>(model.constraints());
        for (int cell : cells) {
            int d = digit.applyAsInt(cell);
            more.add(new Domain(cell, 1 << (d - 1), "given " + model.geometry().cellName(cell) + " = " + d));
        }
        return model.withConstraints(more);
    }
}
