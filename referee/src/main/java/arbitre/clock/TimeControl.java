package arbitre.clock;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The clock of a match, in milliseconds (docs/protocol.md, "Timing").
 *
 * @param moveMs the limit for each move
 * @param bankMs a time bank per player for the whole game, or 0 for none; each move must then fit
 *     both the move limit and what is left of the bank
 * @param incrementMs added to a player's bank after each of its moves
 * @param firstMoveGraceMs added to each player's first move, for a slow first search (start-up is
 *     off the clock already): it extends both the move limit and the bank, and is not charged to the bank
 * @param endGraceMs how long a bot has to exit after {@code END} before it is stopped
 * @param timeMarginMs how late a move may come past its limit and still count: such a move is a
 *     warning in the match log, not a forfeit; 0 (the course's way) for none
 * @param startupMs how long each bot has to get ready (to wait on its standard input) before its
 *     first message; the clock runs only from its first request on. A bot not ready by then
 *     forfeits ({@code no-start})
 * @param clock {@code wall} (the time from the request to the answer) or {@code cpu} (the CPU
 *     time of the bot's processes while it is asked, with the wall-clock limit times
 *     {@link #CPU_CLOCK_SAFETY} as a safety net)
 * @param ponder whether a bot may use the CPU while its opponent thinks; by default a waiting bot
 *     only gets what the thinking one leaves idle
 * @param overloaded what an arena does with a game lost on time because the machine was
 *     overloaded: {@code replay} it (default, up to {@link #OVERLOAD_REPLAYS} times) or
 *     {@code count} it as it is, with a warning
 */
public record TimeControl(
        long moveMs,
        long bankMs,
        long incrementMs,
        long firstMoveGraceMs,
        long endGraceMs,
        long timeMarginMs,
        long startupMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) String clock,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean ponder,
        @JsonInclude(JsonInclude.Include.NON_NULL) String overloaded) {
    public static final long DEFAULT_MOVE_MS = 3000;
    public static final long DEFAULT_END_GRACE_MS = 1000;
    /** How long a bot may take to get ready, by default: enough for a JVM or a sandbox on a busy machine. */
    public static final long DEFAULT_STARTUP_MS = 10_000;
    /** The clock of wall time. */
    public static final String WALL = "wall";
    /** The clock of the CPU time of the bot's processes. */
    public static final String CPU = "cpu";
    /** Replay a game the machine overloaded. */
    public static final String REPLAY = "replay";
    /** Count a game the machine overloaded as it is. */
    public static final String COUNT = "count";
    /** How many times an arena plays a game again when the machine overloaded it, at most. */
    public static final int OVERLOAD_REPLAYS = 3;
    /** With the CPU clock, how many times its limit a move may take in wall time. */
    public static final int CPU_CLOCK_SAFETY = 3;
    /** The longest time any field may hold: a year, far from the overflow of a nanosecond clock. */
    public static final long MAX_MS = TimeUnit.DAYS.toMillis(366 * 100);
    /**
     * The clock of a player who has none, such as a person: a move limit of a century, which no
     * one meets and which still adds to a nanosecond clock without overflow.
     */
    public static final TimeControl UNTIMED = perMove(TimeUnit.DAYS.toMillis(36_500));

    public TimeControl {
        // Logs written before the start-up limit and the CPU clock name neither.
        startupMs = startupMs == 0 ? DEFAULT_STARTUP_MS : startupMs;
        clock = clock == null ? WALL : clock.toLowerCase(Locale.ROOT);
        if (!clock.equals(WALL) && !clock.equals(CPU)) {
            throw new IllegalArgumentException("clock must be 'wall' or 'cpu', got '" + clock + "'");
        }
        overloaded = overloaded == null ? REPLAY : overloaded.toLowerCase(Locale.ROOT);
        if (!overloaded.equals(REPLAY) && !overloaded.equals(COUNT)) {
            throw new IllegalArgumentException("overloaded must be 'replay' or 'count', got '" + overloaded + "'");
        }
        positive("moveMs", moveMs);
        positive("startupMs", startupMs);
        notNegative("bankMs", bankMs);
        notNegative("incrementMs", incrementMs);
        notNegative("firstMoveGraceMs", firstMoveGraceMs);
        notNegative("endGraceMs", endGraceMs);
        notNegative("timeMarginMs", timeMarginMs);
    }

    /** A wall clock with the default start-up limit. */
    public TimeControl(
            long moveMs, long bankMs, long incrementMs, long firstMoveGraceMs, long endGraceMs, long timeMarginMs) {
        this(
                moveMs,
                bankMs,
                incrementMs,
                firstMoveGraceMs,
                endGraceMs,
                timeMarginMs,
                DEFAULT_STARTUP_MS,
                WALL,
                false,
                REPLAY);
    }

    /** A clock without a time margin. */
    public TimeControl(long moveMs, long bankMs, long incrementMs, long firstMoveGraceMs, long endGraceMs) {
        this(moveMs, bankMs, incrementMs, firstMoveGraceMs, endGraceMs, 0);
    }

    /** The same clock with another start-up limit, clock and pondering. */
    public TimeControl withPolicy(long startup, String kind, boolean pondering) {
        return new TimeControl(
                moveMs,
                bankMs,
                incrementMs,
                firstMoveGraceMs,
                endGraceMs,
                timeMarginMs,
                startup,
                kind,
                pondering,
                overloaded);
    }

    /** Whether an arena plays a game again when the machine overloaded it. */
    public boolean replaysOverloaded() {
        return REPLAY.equals(overloaded);
    }

    /** Whether the limit applies to the CPU time of the bot's processes rather than to wall time. */
    public boolean cpuClock() {
        return CPU.equals(clock);
    }

    /** A move limit alone, with the default end grace. */
    public static TimeControl perMove(long moveMs) {
        return new TimeControl(moveMs, 0, 0, 0, DEFAULT_END_GRACE_MS);
    }

    public boolean hasBank() {
        return bankMs > 0;
    }

    /**
     * What differs from {@code before}, field by field as a config names them, with both values
     * ({@code moveMs 150 (was 100), timeMarginMs 200 (was 0)}); empty when nothing does.
     */
    public String differences(TimeControl before) {
        java.util.List<String> differ = new java.util.ArrayList<>();
        Object[][] fields = {
            {"moveMs", moveMs, before.moveMs},
            {"bankMs", bankMs, before.bankMs},
            {"incrementMs", incrementMs, before.incrementMs},
            {"firstMoveGraceMs", firstMoveGraceMs, before.firstMoveGraceMs},
            {"endGraceMs", endGraceMs, before.endGraceMs},
            {"timeMarginMs", timeMarginMs, before.timeMarginMs},
            {"startupMs", startupMs, before.startupMs},
            {"clock", clock, before.clock},
            {"ponder", ponder, before.ponder},
            {"overloaded", overloaded, before.overloaded}
        };
        for (Object[] field : fields) {
            if (!field[1].equals(field[2])) {
                differ.add(field[0] + " " + field[1] + " (was " + field[2] + ")");
            }
        }
        return String.join(", ", differ);
    }

    private static void positive(String field, long value) {
        if (value <= 0) {
            throw new IllegalArgumentException(field + " must be more than 0, got " + value);
        }
        notTooLong(field, value);
    }

    private static void notNegative(String field, long value) {
        if (value < 0) {
            throw new IllegalArgumentException(field + " must be 0 or more, got " + value);
        }
        notTooLong(field, value);
    }

    private static void notTooLong(String field, long value) {
        if (value > MAX_MS) {
            throw new IllegalArgumentException(field + " must be at most " + MAX_MS + " ms (a century), got " + value);
        }
    }
}
