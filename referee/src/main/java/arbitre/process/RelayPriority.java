package arbitre.process;

import java.util.List;

/**
 * The threads that relay a remote bot's lines outside the referee's process (the bridge of
 * {@code arbitre connect}, the bench's proxy) run first when woken, where they may, as the
 * referee's own readers do ({@link RefereePriority#realTime}): on a loaded machine every hand-off
 * to a thread that waits for a CPU is charged to the bot's move. They are put under the kernel's
 * real-time FIFO policy at its lowest priority, with reset-on-fork, so that a bot started from one
 * of them (the bridge starts its bot from the thread that reads the socket) runs as an ordinary
 * process. Only root may; elsewhere the first refusal ends the attempts.
 */
public final class RelayPriority {
    private static final ThreadLocal<Boolean> TRIED = ThreadLocal.withInitial(() -> false);
    private static volatile boolean refused;

    private RelayPriority() {}

    /** Raises the calling thread, once per thread; quietly nothing where that is not allowed. */
    public static void raiseThisThread() {
        if (refused || TRIED.get()) {
            return;
        }
        TRIED.set(true);
        long tid = ReaderThread.currentTid();
        if (tid <= 0
                || !RefereePriority.succeeds(
                        List.of("chrt", "--fifo", "--reset-on-fork", "-p", "1", Long.toString(tid)))) {
            refused = true;
        }
    }
}
