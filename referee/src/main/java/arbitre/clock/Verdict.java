package arbitre.clock;

/**
 * What a player's {@link Clock} says of a turn: the move counts (in time, or late within the time
 * margin) or the flag fell, and then whose doing the lateness was, with the detail a student reads.
 */
public sealed interface Verdict {

    /** The time the turn is counted to have taken, in nanoseconds: CPU time on the CPU clock, else wall time. */
    long elapsedNanos();

    /** The move came within its limit and counts; its time was charged. */
    record InTime(long elapsedNanos) implements Verdict {}

    /**
     * The move came after its limit but within the time margin: it counts, its time was charged in
     * full, and it is a warning in the match log.
     *
     * @param overNanos how far past the limit it came
     */
    record InMargin(long elapsedNanos, long overNanos) implements Verdict {}

    /**
     * The flag fell: the move came too late, or none came in time. Nothing was charged.
     *
     * @param detail what happened, for a person: the times, and what the scheduler counted
     * @param blame whose doing the lateness was
     */
    record Late(long elapsedNanos, String detail, Blame blame) implements Verdict {}

    /** Whose doing a late move was. */
    enum Blame {
        /** The bot thought too long (or waited without answering). */
        BOT,
        /**
         * The machine: the bot's threads, or the referee's thread that reads its output, were kept
         * waiting for a CPU. An arena plays such a game again.
         */
        MACHINE,
        /** The network: a remote bot's connection was down at its deadline. */
        NETWORK
    }
}
