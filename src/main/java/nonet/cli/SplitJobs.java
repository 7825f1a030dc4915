package nonet.cli;

import nonet.engine.Engine;
import nonet.engine.registry.EngineRegistry;
import nonet.engine.split.SplitEngine;
import picocli.CommandLine.Option;

/**
 * The {@code --jobs} option of solve and count: threads that share each puzzle's search. Puzzles
 * are answered one after another, so every puzzle the engine does not answer quickly alone is
 * split across the workers ({@link SplitEngine}); the answer is the one a single thread gives.
 */
final class SplitJobs {

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1",
            description = "Threads sharing each puzzle's search (complete engines only): a puzzle the engine has not answered alone "
                    + "within 0.1 s is cut into 2xN or more subproblems (cells fixed in first-fail order), counted by N copies of the engine. "
                    + "Counts are those of one thread; the solutions shown may differ. Default: ${DEFAULT-VALUE}.")
    int jobs;

    /** The selected engine, shared by {@code --jobs} threads when there are several. */
    Engine create(EngineSelection selection) {
        Jobs.check("--jobs", jobs);
        if (jobs > 1) {
            WorkbenchEngine.requireComplete(selection.name(), "--jobs");
        }
        Engine first = selection.create();
        if (jobs == 1) {
            return first;
        }
        return new SplitEngine(first, selection::create, jobs, EngineRegistry.narrowing(), SplitEngine.DEFAULT_ALONE_MILLIS);
    }
}
