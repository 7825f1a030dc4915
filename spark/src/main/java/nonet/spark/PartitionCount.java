package nonet.spark;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import nonet.check.EngineAnswer;
import nonet.batch.AnswerPrinter;
import nonet.batch.OutputFormat;
import nonet.batch.PuzzleArgs;
import nonet.engine.Engine;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.registry.EngineRegistry;
import nonet.format.AnswerRecord;
import nonet.io.PuzzleEntry;
import nonet.lang.Compiler;
import org.apache.spark.api.java.function.PairFlatMapFunction;
import scala.Tuple2;

/**
 * Counts the solutions of one partition's puzzles with one engine, created once for the partition,
 * every returned grid verified against its model, each answer written as {@code nonet count} writes
 * it in the chosen format.
 */
final class PartitionCount implements PairFlatMapFunction<Iterator<PuzzleRecord>, Long, CountedPuzzle> {

    private static final long serialVersionUID = 1L;

    private final JobSettings job;
    private final OutputFormat format;
    private final long seed;

    PartitionCount(JobSettings job, OutputFormat format, long seed) {
        this.job = job;
        this.format = format;
        this.seed = seed;
    }

    @Override
    public Iterator<Tuple2<Long, CountedPuzzle>> call(Iterator<PuzzleRecord> records) {
        Compiler compiler = PuzzleArgs.open(job.model(), InputStream.nullInputStream()).compiler();
        Limits limits = Limits.count(job.limit()).withTimeoutMillis(job.timeoutMillis()).withSeed(seed);
        List<Tuple2<Long, CountedPuzzle>> out = new ArrayList<>();
        try (Engine engine = EngineRegistry.create(job.engines().get(0), new EngineOptions(job.options()))) {
            while (records.hasNext()) {
                PuzzleRecord r = records.next();
                out.add(new Tuple2<>(r.number(), count(r.entry(compiler), engine, limits)));
            }
        }
        return out.iterator();
    }

    private CountedPuzzle count(PuzzleEntry entry, Engine engine, Limits limits) {
        StringWriter text = new StringWriter();
        AnswerPrinter printer = new AnswerPrinter(new PrintWriter(text), format, AnswerRecord.Mode.COUNT);
        if (entry instanceof PuzzleEntry.Bad bad) {
            printer.bad(bad, engine.name());
            return new CountedPuzzle(CountedPuzzle.ERROR, strip(text), bad.toString());
        }
        PuzzleEntry.Ok ok = (PuzzleEntry.Ok) entry;
        EngineAnswer a = EngineAnswer.run(engine, ok.model(), limits);
        printer.answer(ok, a);
        return new CountedPuzzle(a.invalid() ? CountedPuzzle.INVALID : a.countWord(), strip(text),
                a.invalid() ? entry.source() + " #" + entry.index() + ": " + String.join("; ", a.violations()) : null);
    }

    /** The printed answer without its last line break: the output file adds one per puzzle. */
    private static String strip(StringWriter text) {
        String s = text.toString();
        return s.endsWith("\n") ? s.substring(0, s.length() - 1) : s;
    }
}
