package arbitre.match;

import arbitre.clock.Clock;
import arbitre.process.BotConnection;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One side of a match: the bot's connection (or why it could not be started), the protocol it
 * speaks, its clock, the plies it has not been told yet, and what it left behind. The match loop
 * only takes turns between seats; a seat knows what to ask its bot for a move.
 */
final class Seat {
    private final int player;
    private final String name;
    private final BotConnection bot;
    private final String startError;
    private final Codec codec;
    private final Clock clock;
    private final Leftovers leftovers = new Leftovers();
    private final List<String> untold = new ArrayList<>();
    private boolean asked;
    private boolean owesAMove;
    private Boolean thinking;
    private arbitre.process.CpuTimes lastTimes;
    private volatile boolean cleanExit;

    private Seat(int player, String name, BotConnection bot, String startError, Codec codec, Clock clock) {
        this.player = player;
        this.name = name;
        this.bot = bot;
        this.startError = startError;
        this.codec = codec;
        this.clock = clock;
    }

    /** A seat whose bot runs. */
    static Seat started(int player, String name, BotConnection bot, Codec codec, Clock clock) {
        return new Seat(player, name, bot, null, codec, clock);
    }

    /** A seat whose bot could not be started, and why. */
    static Seat failed(int player, String name, String startError, Codec codec, Clock clock) {
        return new Seat(player, name, null, startError, codec, clock);
    }

    int player() {
        return player;
    }

    String name() {
        return name;
    }

    /** The running bot, or {@code null} when it could not be started. */
    BotConnection bot() {
        return bot;
    }

    String startError() {
        return startError;
    }

    Codec codec() {
        return codec;
    }

    Clock clock() {
        return clock;
    }

    /**
     * The allowance for the network of a remote bot (its measured round trip, capped), added to its
     * clock's margin; 0 for a process.
     */
    long networkAllowance() {
        return bot == null ? 0 : bot.lagAllowanceNanos();
    }

    /** The round trip to a remote bot now, for the log; {@code null} for a process. */
    Long rttMs() {
        return bot == null ? null : bot.rttMs();
    }

    Leftovers leftovers() {
        return leftovers;
    }

    /**
     * What asks this bot for its next ply: the opponent's plies it has not seen, {@code START}
     * when there are none and it was never asked, else {@code AGAIN} (it moves twice in a row).
     */
    Message request() {
        if (!untold.isEmpty()) {
            return new Message.Plies(untold);
        }
        return asked ? new Message.Again() : new Message.Start();
    }

    /** The CPU time and run-queue wait of the bot's processes so far. */
    arbitre.process.CpuTimes times() {
        return bot == null ? arbitre.process.CpuTimes.UNKNOWN : bot.times();
    }

    /** Whether a line of the bot's may be about to reach the queue ({@link arbitre.process.BotConnection#lineOnItsWay()}). */
    boolean lineOnItsWay() {
        return bot != null && bot.lineOnItsWay();
    }

    /** Whether the bot waits for input now ({@link arbitre.process.BotConnection#waitingForInput()}); null when unknown. */
    Boolean waitingForInput() {
        return bot == null ? null : bot.waitingForInput();
    }

    /**
     * What the scheduler had counted for the bot when its last move was settled, read just after
     * its opponent was asked: the start of its next turn's count, which saves a reading (a waiting
     * bot uses next to nothing). {@code null} when there is none.
     */
    arbitre.process.CpuTimes lastTimes() {
        return lastTimes;
    }

    void lastTimes(arbitre.process.CpuTimes times) {
        this.lastTimes = times;
    }

    /** Gives the bot the CPU share of a thinking bot, or of a waiting one; written only when it changes. */
    void thinking(boolean now) {
        if (bot != null && (thinking == null || thinking != now)) {
            bot.thinking(now);
            thinking = now;
        }
    }

    /** The bot waits for its opponent's move (see {@link BotConnection#awaitingTurn}). */
    void awaitingTurn() {
        if (bot != null && (thinking == null || thinking)) {
            bot.awaitingTurn();
            thinking = false;
        }
    }

    /** One of the bot's lines was taken off the queue (see {@link BotConnection#taken()}). */
    void taken(arbitre.process.BotEvent event) {
        if (bot != null
                && (event instanceof arbitre.process.BotEvent.Line
                        || event instanceof arbitre.process.BotEvent.Overlong)) {
            bot.taken();
        }
    }

    /** The bot was sent {@link #request()}. */
    void asked() {
        untold.clear();
        asked = true;
        owesAMove = true;
    }

    /** The bot answered its request: a line that counts as its move (in time or not). */
    void answered() {
        owesAMove = false;
    }

    /**
     * Whether the bot was asked to move and has not answered: when its game ends so, it is still
     * thinking, and writes its move after whatever the referee tells it.
     */
    boolean owesAMove() {
        return owesAMove;
    }

    /** The opponent played a ply this bot has not been told. */
    void opponentPlayed(String move) {
        untold.add(move);
    }

    /**
     * Sends a message as a line.
     *
     * @return the line, or {@code null} when the bot no longer reads it
     */
    String send(Message message) {
        String line = codec.encode(message);
        try {
            bot.deliver(message, line);
            return line;
        } catch (IOException e) {
            return null;
        }
    }

    /** The bot was stopped after the game; {@code clean}: it had exited by itself within the grace. */
    void stopped(boolean clean) {
        this.cleanExit = clean;
    }

    boolean cleanExit() {
        return cleanExit;
    }

    /** How many processes the bot left running after it exited by itself (they were stopped). */
    int processesLeftBehind() {
        return bot == null ? 0 : bot.processesLeftBehind();
    }

    int processesEscaped() {
        return bot == null ? 0 : bot.processesEscaped();
    }
}
