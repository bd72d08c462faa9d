package arbitre.process;

import arbitre.protocol.Message;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The referee's side of a running bot: its standard input, its life, and its end. Its output
 * arrives as {@link BotEvent}s on the queue it was started with. {@link BotProcess} is the real
 * one; tests of the match loop use fakes without processes.
 */
public interface BotConnection extends AutoCloseable {

    /** Writes one line and flushes it. */
    void send(String line) throws IOException;

    /**
     * Delivers a message whose line is {@code line}. A process gets the line ({@link #send}); a
     * player in the referee's own process may read the message itself rather than parse its line.
     */
    default void deliver(Message message, String line) throws IOException {
        send(line);
    }

    /** Closes the bot's standard input; errors are ignored (the bot may be gone). */
    void closeInput();

    /** From now on the bot's output is read and dropped. */
    void stopListening();

    /**
     * The referee took one of the bot's lines (or over-long lines) off the queue: room for
     * another. A bot's lines wait on the queue in a bounded number, whatever it writes.
     */
    void taken();

    boolean isAlive();

    /**
     * Looks at the bot while it starts up: whether it is ready for its first message now (it
     * waits on its standard input, or has been idle for a moment). Asked again, a few
     * milliseconds apart, until it is.
     */
    default boolean ready() {
        return true;
    }

    /** The CPU time and run-queue wait of the bot's processes so far ({@link CpuTimes#UNKNOWN} when not known). */
    default CpuTimes times() {
        return CpuTimes.UNKNOWN;
    }

    /**
     * Whether {@link #times()} counts everything the bot ran: every process it started stays in
     * its control group or its PID namespace, where the time of exited threads and processes is
     * kept. False where a process that leaves the bot's tree takes its time with it (no control
     * group and no namespace): then neither the CPU clock nor an excuse of the machine can rest on
     * the count.
     */
    default boolean cpuTrusted() {
        return true;
    }

    /**
     * Whether a line the bot wrote may be about to reach the referee's queue: the thread reading
     * its output was woken by the write and waits for a CPU. Asked at a deadline, so that a line
     * written in time is not taken for a timeout because the referee itself was kept waiting.
     */
    default boolean lineOnItsWay() {
        return false;
    }

    /**
     * Whether lines the bot wrote together are being passed on to the referee's queue now, one
     * after the other: the first may be there already, the next not yet. Asked before a request
     * goes out, so that every line a bot wrote before it comes before the answer to it.
     */
    default boolean passingOn() {
        return false;
    }

    /**
     * Whether the bot waits for its next line now: every thread asleep, one of them blocked reading
     * standard input ({@code false} when it computes, or wants a CPU, or sleeps otherwise);
     * {@code null} where that is not known. Asked at a deadline: a bot that waits for input there
     * wrote its move without flushing it, or not at all.
     */
    default Boolean waitingForInput() {
        return null;
    }

    /**
     * It is now the bot's turn ({@code true}), or its opponent's: a waiting bot only gets the CPU
     * time a thinking one leaves, where the machine allows it ({@link BotCgroup}).
     */
    default void thinking(boolean thinking) {}

    /**
     * The bot waits for its opponent's move: as {@link #thinking thinking(false)}, where the
     * machine may leave the share of a bot that does not use the CPU while it waits as it is
     * ({@link BotCgroup#awaitingTurn}).
     */
    default void awaitingTurn() {
        thinking(false);
    }

    /** Binds the bot and every process it started to one CPU, where its group allows it ({@link BotCgroup#pinTo}). */
    default void pinTo(int cpu) {}

    /** The exit code, once the process has exited; {@code null} while it runs. */
    Integer exitCode();

    /** Whether it writes a standard error that is saved beside the match log (a process does). */
    default boolean savesStderr() {
        return true;
    }

    /** The command that was run. */
    List<String> argv();

    /** The folder the bot runs in, absolute; {@code null} when it has none (a bot without a process). */
    default Path folder() {
        return null;
    }

    /**
     * The limit of the whole bot (its processes' memory or CPU time together) it was killed for
     * going over, and why, or {@code null} when it was not.
     */
    default arbitre.sandbox.LimitHit limitHit() {
        return null;
    }

    /**
     * Waits up to {@code graceMs} for the bot to exit by itself, then stops it and every process
     * it started.
     *
     * @return whether the bot exited by itself within the grace
     */
    boolean stop(long graceMs, long termGraceMs);

    /** How many processes the bot had started that were still running after it exited, found by {@link #stop}. */
    int processesLeftBehind();

    /**
     * Why the bot's seat was lost other than by an exit (a remote seat whose connection did not
     * come back in time, or is down now), or {@code null}.
     */
    default String lostReason() {
        return null;
    }

    /** What the bot wrote on standard error, by the ply it came during; {@code null} when not kept. */
    default StderrWords words() {
        return null;
    }

    /**
     * What a move may take beyond its limit for the network between the referee and the bot: the
     * measured round trip of a remote seat, capped; 0 for a process.
     */
    default long lagAllowanceNanos() {
        return 0;
    }

    /** The round trip to a remote bot as measured now (the median of the last few), or {@code null}. */
    default Long rttMs() {
        return null;
    }

    /**
     * How many processes the bot started had left every reach of the referee's (its control
     * groups, its session) and were found, after the bot stopped, by the environment they were
     * born with, then stopped.
     */
    default int processesEscaped() {
        return 0;
    }

    /** Stops the bot and what it started at once, without a grace. */
    @Override
    void close();
}
