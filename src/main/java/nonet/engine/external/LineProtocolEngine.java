package nonet.engine.external;

import java.util.List;
import java.util.Map;
import nonet.engine.Deadline;
import nonet.engine.Engine;
import nonet.engine.EngineFailure;
import nonet.engine.EngineOptions;
import nonet.engine.Limits;
import nonet.engine.Result;
import nonet.engine.Status;
import nonet.model.Model;

/**
 * The {@code cmd:COMMAND} engine: a program that speaks the {@link LineProtocol}, started on first
 * use and kept running while the model and the count limit stay the same (they reach it as the
 * environment variables {@code NONET_MODEL} and {@code NONET_LIMIT}, so a plain "read a puzzle line,
 * print its solution" program needs no change). A program that crashed, hung past the deadline or
 * answered garbage is killed, and the next puzzle starts a new one. The node limit does not apply.
 */
public final class LineProtocolEngine implements Engine {

    private final String name;
    private final ExternalCommand command;
    private LineSession session;

    public LineProtocolEngine(String command, EngineOptions options) {
        this.name = "cmd:" + command;
        this.command = ExternalCommand.parse(name, command);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Result run(Model model, Limits limits) {
        long start = System.nanoTime();
        Deadline deadline = Deadline.start(limits.timeoutMillis());
        Map<String, String> environment = Map.of("NONET_MODEL", model.name(), "NONET_LIMIT", Long.toString(limits.solutions()));
        if (session != null && !session.environment().equals(environment)) {
            close();
        }
        if (session == null) {
            session = LineSession.start(command, environment);
        }
        String answer;
        try {
            answer = session.ask(LineProtocol.request(model), deadline);
        } catch (EngineFailure e) {
            close();
            throw e;
        } catch (InterruptedException e) {
            close();
            Thread.currentThread().interrupt();
            return timeout(start, "interrupted");
        }
        if (answer == null) {
            close();
            return timeout(start, "");
        }
        try {
            return LineProtocol.read(answer, model, limits, System.nanoTime() - start);
        } catch (EngineFailure e) {
            // after garbage the program may be anywhere in its output: a new one starts in step
            close();
            throw e;
        }
    }

    private static Result timeout(long start, String message) {
        return new Result(Status.TIMEOUT, 0, List.of(), Map.of(), System.nanoTime() - start, message);
    }

    /** Ends the running program, if any; the engine starts a new one when it is used again. */
    @Override
    public void close() {
        if (session != null) {
            session.close();
            session = null;
        }
    }
}
