package arbitre.clock;

/**
 * When a late move is the machine's doing rather than the bot's, from what the scheduler counted
 * for the bot's processes over the turn: the CPU time they used and the time their threads were
 * runnable but kept off the CPU (run-queue wait), in nanoseconds, -1 when unknown.
 *
 * <p>A bot kept waiting for a CPU was kept from thinking, unless it kept itself waiting: several of
 * its own threads or processes runnable at once contend with each other, which shows as more CPU
 * time than the time it did not wait.
 */
final class Load {
    /**
     * Share of a move's time that, spent by the bot's threads waiting for a CPU, makes a timeout
     * at the deadline the machine's doing (see {@link #overloaded}).
     */
    static final double OVERLOAD_SHARE = 0.25;

    /**
     * Share of the time a bot had that its CPU time may exceed the time it did not wait and still
     * be one thread's work: a JVM's compiler and collector threads run beside its main thread.
     */
    static final double OWN_THREADS_SHARE = 0.1;

    /**
     * The least share of its allowed time a late bot must have waited for a CPU for its lateness
     * to be the machine's ({@link #lateByTheMachine}).
     */
    static final double EXPLAINED_SHARE = 0.05;

    private Load() {}

    /**
     * Whether a bot kept off the CPU for part of a turn of {@code wall} nanoseconds kept itself
     * waiting: it used more CPU time than the time it did not wait (beyond {@link
     * #OWN_THREADS_SHARE} of {@code allowed}), so several of its own threads or processes were
     * runnable at once, and their waits for a CPU are their contest with each other.
     */
    static boolean ownThreadsWaited(long cpu, long wait, long wall, long allowed) {
        return cpu > wall - wait + OWN_THREADS_SHARE * allowed;
    }

    /**
     * Whether a turn of {@code wall} nanoseconds that ran out without a move was the machine's
     * doing: the bot's threads were runnable but kept off the CPU for at least a quarter of it, and
     * the bot did not keep itself waiting ({@link #ownThreadsWaited}).
     */
    static boolean overloaded(long cpu, long wait, long wall) {
        if (cpu < 0 || wait < 0 || wall <= 0) {
            return false;
        }
        return wait >= OVERLOAD_SHARE * wall && !ownThreadsWaited(cpu, wait, wall, wall);
    }

    /**
     * Whether a move of {@code wall} nanoseconds that came after the {@code allowed} time was late
     * because of the machine: what the bot would have needed had it not waited for a CPU (its time
     * less its wait) fits the allowed time, the wait is a twentieth of that time at least, and the
     * bot did not keep itself waiting ({@link #ownThreadsWaited}). A bot that answered after 307 ms
     * of a 300 ms move, having waited 66 ms for a CPU and thought 240 ms, is the machine's; one that
     * thought 320 ms is its own, however long it waited.
     */
    static boolean lateByTheMachine(long cpu, long wait, long wall, long allowed) {
        if (cpu < 0 || wait < 0 || wall <= allowed) {
            return false;
        }
        return wall - wait <= allowed
                && wait >= EXPLAINED_SHARE * allowed
                && !ownThreadsWaited(cpu, wait, wall, allowed);
    }

    /**
     * What the scheduler counted for a late move, when the bot was computing for a good part of
     * it: "(CPU 340 ms, waited 20 ms for a CPU)". An idle bot's figures say nothing.
     */
    static String scheduled(long cpu, long wait, long wall) {
        if (cpu < 0 || cpu < OVERLOAD_SHARE * wall) {
            return "";
        }
        return " (CPU " + Clock.shown(cpu) + (wait < 0 ? "" : ", waited " + Clock.shown(wait) + " for a CPU") + ")";
    }
}
