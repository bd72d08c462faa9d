package arbitre.bots.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.function.LongSupplier;

/**
 * The bot side of the protocol (docs/protocol.md), shared by every bundled bot and every game:
 * it reads the referee's lines, hands each to the game's {@link Conversation} (which keeps the
 * board and asks its player) and prints the answers.
 *
 * <p>Any line that starts with {@code RESULT} or {@code END}, or the end of input, ends the game
 * and the loop returns {@link ExitCode#OK}. A line the conversation cannot follow (an unparseable
 * or illegal opponent move, a {@code START} in the middle of a game) is reported on standard error
 * and returns {@link ExitCode#PROTOCOL_ERROR}. Standard output carries nothing but canonical
 * moves, each flushed at once.
 *
 * <h2>When a turn starts</h2>
 * The referee's clock starts when it has flushed its message. A read that had to wait for its
 * line saw that moment (to within the pipe's latency). A read that found the line already
 * waiting only knows it was sent after our previous answer, or after the arrival of a line that
 * needed no answer (a briefing such as Kalah's {@code POSITION} or an {@code OPENING}) and had to be
 * waited for, or, for the first message, after the earliest moment the referee may have sent it:
 * the turn is then timed from that earlier moment, which errs on the safe side when a collection
 * or the machine's load delayed the read.
 *
 * <p>That earliest moment depends on the referee. One that starts its clock when it starts the
 * process may send the first message before the JVM has finished starting: the first turn is then
 * timed from the process's start ({@link #forProcess}). One that sends nothing before its bot
 * waits on its standard input (Arbitre, which says so with {@code ARBITRE_STARTUP_MS}) may start
 * the bot long before its game, while another game is played, and send the briefing and the first
 * request together once the game begins: the first turn is then timed from the first read ({@link
 * #fromFirstRead}), not from a process start that may be seconds or minutes earlier.
 *
 * <h2>Staying up</h2>
 * A loop that {@link #stayingUp} says {@code STAY-UP START} before its first read, and after a
 * game's {@code RESULT} and {@code END} waits for {@code GAME <side> <start>}: the next game, on a
 * new board from that start, with the same player ({@link Conversation#nextGame(String)}). The end
 * of input ends it.
 */
public final class ProtocolLoop {
    /** A read that lasts longer than this waited for its line. */
    static final long WAITED_NANOS = 2_000_000L;

    private final String name;
    private final Conversation conversation;
    private final long processStartNanos;
    private final boolean processStartKnown;
    private final boolean reportTiming;
    private final boolean stayUp;
    /** Nanoseconds, like {@link System#nanoTime()}. */
    private final LongSupplier clock;

    /** A loop whose first turn is timed from the start of the process, for any game. */
    public static ProtocolLoop forProcess(String name, Conversation conversation, long processStartNanos) {
        return new ProtocolLoop(name, conversation, processStartNanos, true, false, false, System::nanoTime);
    }

    /**
     * A loop whose first turn is timed from the start of its first read, for any game: for a bot
     * whose referee sends nothing before the bot waits on its input, and for a bot that is not a
     * process of its own.
     */
    public static ProtocolLoop fromFirstRead(String name, Conversation conversation) {
        return new ProtocolLoop(name, conversation, 0L, false, false, false, System::nanoTime);
    }

    private ProtocolLoop(
            String name,
            Conversation conversation,
            long processStartNanos,
            boolean processStartKnown,
            boolean reportTiming,
            boolean stayUp,
            LongSupplier clock) {
        this.name = name;
        this.conversation = conversation;
        this.processStartNanos = processStartNanos;
        this.processStartKnown = processStartKnown;
        this.reportTiming = reportTiming;
        this.stayUp = stayUp;
        this.clock = clock;
    }

    /** The same loop, reading the time from {@code clock} (nanoseconds, like {@link System#nanoTime()}). */
    ProtocolLoop withClock(LongSupplier clock) {
        return new ProtocolLoop(name, conversation, processStartNanos, processStartKnown, reportTiming, stayUp, clock);
    }

    /**
     * The same loop, writing on standard error after each answer how long after its turn began the
     * answer was flushed: {@code random: ply 7 answered at 90.12 ms (read at 0.04 ms)}. Set beside a
     * referee's own measure of the same move, it tells whether lost time was spent in the bot or
     * outside it (the pipes, the referee, the scheduler).
     */
    public ProtocolLoop withTimingReport() {
        return new ProtocolLoop(name, conversation, processStartNanos, processStartKnown, true, stayUp, clock);
    }

    /**
     * The same loop, staying up between games: for a referee that offers it ({@code
     * ARBITRE_STAY_UP=1} in the environment; docs/protocol.md).
     */
    public ProtocolLoop stayingUp() {
        return new ProtocolLoop(name, conversation, processStartNanos, processStartKnown, reportTiming, true, clock);
    }

    /**
     * Plays one game over the given streams and returns the exit code. The streams are not
     * closed.
     */
    public int run(InputStream input, OutputStream output, PrintStream diagnostics) {
        BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.US_ASCII));
        Writer out = new OutputStreamWriter(output, StandardCharsets.US_ASCII);
        try {
            return play(in, out, diagnostics);
        } catch (IOException e) {
            diagnostics.println(name + ": input/output failed, stopping: " + e.getMessage());
            return ExitCode.PROTOCOL_ERROR;
        }
    }

    private int play(BufferedReader in, Writer out, PrintStream err) throws IOException {
        // The earliest moment the next line may have been sent: at first, the process's start or
        // now, as the first read begins.
        long earliestSend = processStartKnown ? processStartNanos : clock.getAsLong();
        Conversation conversation = this.conversation;
        boolean betweenGames = false;
        if (stayUp) {
            // Each next game's start comes on its GAME line: a Fenix game from another position too.
            out.write("STAY-UP START\n");
            out.flush();
        }
        while (true) {
            long readyAt = clock.getAsLong();
            String line = in.readLine();
            long readAt = clock.getAsLong();
            if (line == null) {
                err.println(name + ": end of input, exiting");
                return ExitCode.OK;
            }
            String text = line.strip();
            if (text.isEmpty()) {
                continue;
            }
            if (text.startsWith("RESULT") || text.startsWith("END")) {
                if (!betweenGames) {
                    err.println(name + ": game over: " + text);
                }
                if (!stayUp) {
                    return ExitCode.OK;
                }
                betweenGames = true;
                continue;
            }
            if (betweenGames) {
                if (!text.startsWith("GAME ")) {
                    return violation(err, text, "a game is over and the next has not begun (expected GAME)");
                }
                // GAME <side> [<start>]: the start, when given, is the next game's ARBITRE_START.
                String[] words = text.split("\\s+", 3);
                try {
                    conversation = conversation.nextGame(words.length == 3 ? words[2] : null);
                } catch (ProtocolViolation e) {
                    return violation(err, text, e.getMessage());
                }
                betweenGames = false;
                // The next game's first line is sent once this bot waits for it again.
                earliestSend = clock.getAsLong();
                continue;
            }
            boolean waited = readAt - readyAt > WAITED_NANOS;
            long turnStart = waited ? readAt : earliestSend;
            String answer;
            try {
                answer = conversation.reply(text, turnStart);
            } catch (ProtocolViolation e) {
                return violation(err, text, e.getMessage());
            }
            if (answer == null) {
                if (waited) {
                    // This line arrived as it was read; a referee sends the next one after it.
                    earliestSend = readAt;
                }
                continue;
            }
            out.write(answer);
            out.write('\n');
            out.flush();
            earliestSend = clock.getAsLong();
            if (reportTiming) {
                err.println(name + ": ply " + conversation.ply() + " answered at " + millis(earliestSend - turnStart)
                        + " ms (read at " + millis(readAt - turnStart) + " ms)");
            }
        }
    }

    private static String millis(long nanos) {
        return String.format(java.util.Locale.ROOT, "%.2f", nanos / 1e6);
    }

    private int violation(PrintStream err, String line, String why) {
        err.println(name + ": cannot go on after '" + line + "': " + why);
        return ExitCode.PROTOCOL_ERROR;
    }
}
