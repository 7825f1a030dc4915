package nonet.lang;

import java.util.List;

/**
 * A clue type a model offers, for listings and random clue generation: its name, the model file
 * that defines it, its parameters with their kinds ("number", "cell", or "cells" for the variadic
 * last one), and a readable signature such as {@code cage(total, cells...)}.
 */
public record ClueInfo(String name, String model, List<String> params, List<String> kinds, boolean variadic, String signature) {
}
