package nonet.lang;

import java.util.List;

/**
 * A clue type a model offers, for listings and random clue generation: its name, the model file
 * that defines it, its parameters with their kinds ("number", "cell", or "cells" for the variadic
 * last one), a readable signature such as {@code cage(total, cells...)}, and how it is drawn (null
 * when its model does not say).
 */
public record ClueInfo(String name, String model, List<String> params, List<String> kinds, boolean variadic, String signature,
        ClueDrawing drawing) {
}
