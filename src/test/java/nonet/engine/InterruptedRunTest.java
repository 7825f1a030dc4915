package nonet.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import nonet.check.EngineAnswer;
import nonet.engine.registry.EngineRegistry;
import nonet.model.Model;
import nonet.testing.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Interrupting the thread an engine runs on stops the run as a timeout, in every complete engine:
 * how the web server cancels the work of a superseded request ({@link Deadline} takes an
 * interrupted thread as passed).
 */
class InterruptedRunTest {

    @Test
    void anInterruptedThreadHasPassedEveryDeadline() {
        Deadline never = Deadline.start(0);
        assertFalse(never.passed());
        Thread.currentThread().interrupt();
        try {
            assertTrue(never.passed());
        } finally {
            Thread.interrupted();
        }
        assertFalse(never.passed());
    }

    static Stream<String> completeEngines() {
        return EngineRegistry.entries().stream().filter(EngineProvider.Entry::complete).map(EngineProvider.Entry::name)
                .filter(e -> !e.startsWith("faulty-"));
    }

    @ParameterizedTest
    @MethodSource("completeEngines")
    void anInterruptStopsACountThatWouldNeverEnd(String name) throws Exception {
        // every 9x9 grid: about 6.7e21 of them, so only the interrupt can end this count
        Model empty = TestModels.classic(".".repeat(81));
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try (Engine engine = EngineRegistry.create(name, EngineOptions.NONE)) {
            Future<EngineAnswer> run = thread.submit(() -> EngineAnswer.run(engine, empty, Limits.count(Long.MAX_VALUE).withKeep(1)));
            // let it search a while (an interrupt before it starts must stop it just the same), then interrupt it
            Thread.sleep(300);
            assertFalse(run.isDone());
            thread.shutdownNow();
            EngineAnswer answer = run.get(60, TimeUnit.SECONDS);
            assertEquals(Status.TIMEOUT, answer.result().status(), name + ": " + answer.result().message());
            assertFalse(answer.invalid(), String.join("; ", answer.violations()));
        } finally {
            thread.shutdownNow();
        }
    }
}
