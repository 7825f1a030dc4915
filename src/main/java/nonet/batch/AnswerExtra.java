package nonet.batch;

import nonet.check.EngineAnswer;
import nonet.io.PuzzleEntry;

/**
 * What a batch command adds to each answer beyond its {@link nonet.format.AnswerRecord} (count
 * {@code --diff} adds where uniqueness breaks), in each output format. JSON answers then all carry
 * {@link #key()}, null where the extra says nothing, so consumers need no special case.
 */
public interface AnswerExtra {

    /** The JSON key of the extra. */
    String key();

    /** The extra of one answer, or null when there is none. */
    Shown of(PuzzleEntry.Ok entry, EngineAnswer answer);

    /** One extra in each format: appended to the line after a space, the JSON value, lines appended to the text. */
    record Shown(String line, Object json, String text) {
    }
}
