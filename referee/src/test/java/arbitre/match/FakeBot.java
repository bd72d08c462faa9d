package arbitre.match;

import arbitre.process.BotConnection;
import arbitre.process.BotEvent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * A bot without a process for the match loop's tests: it records what it is sent and answers each
 * line with the events its script gives, stamped on a fake clock so that thinking times are exact.
 */
final class FakeBot implements BotConnection {
    private final int player;
    private final BlockingQueue<BotEvent> events;
    private final AtomicLong clock;
    private Function<String, List<BotEvent>> script;
    final List<String> received = new ArrayList<>();
    /** The lines it was sent and the weights it was given ({@code thinking}, {@code waiting}), in order. */
    final List<String> timeline = new ArrayList<>();

    private Integer exitCode;
    private boolean inputClosed;
    private int leftBehind;
    /** The whole-bot limit it is said to have gone over, or {@code null}. */
    arbitre.sandbox.Limit limitHit;
    /** Lines the referee took off the queue. */
    int taken;
    /** What the scheduler counted for it, each time it is read; unknown unless a test sets it. */
    java.util.function.Supplier<arbitre.process.CpuTimes> times = () -> arbitre.process.CpuTimes.UNKNOWN;
    /** How many looks it takes to be ready; each look moves the clock on by {@link #lookNanos}. */
    int looksBeforeReady;

    long lookNanos = 1_000_000;
    /**
     * How many of its next lines stay off the queue until the referee asks whether a line is on its
     * way, as the line of a bot whose reader, woken by the write, waits for a CPU.
     */
    int linesOnTheirWay;
    /** What it says when asked whether it waits for input (null: it cannot tell). */
    Boolean waitingForInput;

    private final List<BotEvent> onTheirWay = new ArrayList<>();
    /** The exit code it has before the game (it exits while starting up), or {@code null}. */
    Integer exitAtStartup;

    /**
     * @param script the events that answer a line sent to the bot; stamps are thinking times,
     *     added to the clock's time of the send
     */
    FakeBot(int player, BlockingQueue<BotEvent> events, AtomicLong clock, Function<String, List<BotEvent>> script) {
        this.player = player;
        this.events = events;
        this.clock = clock;
        this.script = script;
    }

    /** From now on, answers the referee's lines with another script (what the bot does at the end). */
    void onEnd(Function<String, List<BotEvent>> then) {
        this.script = then;
    }

    /** A line after {@code thinkMs} of thinking. */
    static BotEvent line(int player, String text, long thinkMs) {
        return new BotEvent.Line(player, text, thinkMs * 1_000_000);
    }

    @Override
    public void send(String line) throws IOException {
        if (inputClosed || exitCode != null) {
            throw new IOException("broken pipe");
        }
        received.add(line);
        timeline.add("line " + line);
        long now = clock.get();
        int lines = 0;
        for (BotEvent event : script.apply(line)) {
            if (event instanceof BotEvent.Exited exited) {
                exitCode = exited.exitCode();
            }
            BotEvent stamped = restamp(event, now + event.nanos());
            if (stamped instanceof BotEvent.Line && linesOnTheirWay > 0) {
                linesOnTheirWay--;
                onTheirWay.add(stamped);
            } else if (stamped instanceof BotEvent.Line && lines++ > 0 && passOnLater > 0) {
                passOnLater--;
                beingPassedOn.add(stamped);
            } else {
                events.add(stamped);
            }
        }
    }

    private static BotEvent restamp(BotEvent event, long nanos) {
        if (event instanceof BotEvent.Line line) {
            return new BotEvent.Line(line.player(), line.text(), nanos, line.readerWaitNanos());
        }
        if (event instanceof BotEvent.Overlong overlong) {
            return new BotEvent.Overlong(overlong.player(), overlong.cap(), nanos);
        }
        if (event instanceof BotEvent.Exited exited) {
            return new BotEvent.Exited(exited.player(), exited.exitCode(), nanos);
        }
        if (event instanceof BotEvent.Resigned resigned) {
            return new BotEvent.Resigned(resigned.player(), nanos);
        }
        return new BotEvent.OutputClosed(event.player(), nanos);
    }

    /**
     * How many lines, after the first of an answer, its reader is still passing on after the
     * first reached the queue: they reach it when {@link #passingOn()} is asked.
     */
    int passOnLater;

    private final List<BotEvent> beingPassedOn = new java.util.ArrayList<>();

    @Override
    public boolean passingOn() {
        if (beingPassedOn.isEmpty()) {
            return false;
        }
        events.addAll(beingPassedOn);
        beingPassedOn.clear();
        return true;
    }

    /** Whether a line is held back; asked, it reaches the queue (the reader got its CPU). */
    @Override
    public boolean lineOnItsWay() {
        if (onTheirWay.isEmpty()) {
            return false;
        }
        events.addAll(onTheirWay);
        onTheirWay.clear();
        return true;
    }

    @Override
    public Boolean waitingForInput() {
        return waitingForInput;
    }

    void leaveBehind(int processes) {
        this.leftBehind = processes;
    }

    @Override
    public void closeInput() {
        inputClosed = true;
    }

    @Override
    public void thinking(boolean thinking) {
        timeline.add(thinking ? "thinking" : "waiting");
    }

    @Override
    public void stopListening() {}

    @Override
    public void taken() {
        taken++;
    }

    @Override
    public arbitre.sandbox.LimitHit limitHit() {
        return limitHit == null
                ? null
                : new arbitre.sandbox.LimitHit(limitHit, "for going over its " + limitHit + " limit");
    }

    @Override
    public boolean isAlive() {
        return exitCode == null;
    }

    @Override
    public Integer exitCode() {
        return exitCode != null ? exitCode : exitAtStartup;
    }

    @Override
    public boolean ready() {
        if (exitAtStartup != null) {
            return true;
        }
        clock.addAndGet(lookNanos);
        return looksBeforeReady-- <= 0;
    }

    @Override
    public arbitre.process.CpuTimes times() {
        return times.get();
    }

    @Override
    public List<String> argv() {
        return List.of("fake" + player);
    }

    @Override
    public boolean stop(long graceMs, long termGraceMs) {
        exitCode = exitCode == null ? 0 : exitCode;
        return true;
    }

    @Override
    public int processesLeftBehind() {
        return leftBehind;
    }

    @Override
    public void close() {
        exitCode = exitCode == null ? -9 : exitCode;
    }
}
