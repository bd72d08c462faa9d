package arbitre.process;

/**
 * What a bot process did, as seen by its reader threads: a line on standard output, a line too
 * long to be a message, the end of its standard output, or its exit; or that a player resigned. Each carries the player (1 or
 * 2) and the {@link System#nanoTime()} at which it was seen, which is when the referee's clock
 * stops.
 */
public sealed interface BotEvent {
    int player();

    long nanos();

    /**
     * A whole line, without its {@code \n} or {@code \r\n} ending.
     *
     * @param readerWaitNanos how long the referee's thread that read it was woken but kept waiting
     *     for a CPU before it could read (0 where not measured): the line may have come up to that
     *     much before its stamp
     */
    record Line(int player, String text, long nanos, long readerWaitNanos) implements BotEvent {
        public Line(int player, String text, long nanos) {
            this(player, text, nanos, 0);
        }
    }

    /** A line that reached the length cap without an end; the rest of it up to its end is dropped. */
    record Overlong(int player, int cap, long nanos) implements BotEvent {}

    /** Standard output was closed (the process exited or closed it). */
    record OutputClosed(int player, long nanos) implements BotEvent {}

    /** The process exited. */
    record Exited(int player, int exitCode, long nanos) implements BotEvent {}

    /**
     * The player conceded the game at its turn. No bot process can say this (the protocol has no
     * such line); a player in the referee's own process can, a person at the terminal among them.
     */
    record Resigned(int player, long nanos) implements BotEvent {}
}
