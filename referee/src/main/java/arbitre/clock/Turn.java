package arbitre.clock;

/**
 * What the referee saw of one turn, for the player's {@link Clock} to judge, in nanoseconds of
 * the referee's clock.
 *
 * @param sentNanos when the request was written
 * @param stampNanos when the answer's line was read (stamped where its bytes are read), or -1 when
 *     no line came by the deadline
 * @param cpuNanos CPU time the bot's processes used over the turn; -1 when not read or unknown
 * @param waitNanos time their threads were runnable but kept off the CPU over the turn (run-queue
 *     wait); -1 when not read or unknown
 * @param readerWaitNanos how long the referee's thread that read the line was woken but kept
 *     waiting for a CPU before it could read it (the line may have come that much before its stamp)
 * @param networkNanos the allowance for the network of a remote bot, added to a wall clock's margin
 * @param figuresTrusted whether the CPU figures count all the bot ran: where they may miss some,
 *     they excuse nothing
 * @param connectionLost whether a remote bot's connection was down
 */
public record Turn(
        long sentNanos,
        long stampNanos,
        long cpuNanos,
        long waitNanos,
        long readerWaitNanos,
        long networkNanos,
        boolean figuresTrusted,
        boolean connectionLost) {

    /** From the request to the answer, never negative: a quick bot can answer before the sender reads the clock. */
    public long wallNanos() {
        return Math.max(0, stampNanos - sentNanos);
    }

    /** The run-queue wait, no longer than {@code wall}: a thread cannot wait longer than the time it had. */
    long waitWithin(long wall) {
        return waitNanos <= wall ? waitNanos : Math.max(0, wall);
    }
}
