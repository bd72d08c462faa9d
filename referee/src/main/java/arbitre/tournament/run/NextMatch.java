package arbitre.tournament.run;

import arbitre.tournament.config.TournamentConfig;
import arbitre.tournament.schedule.Schedule;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Which of a run's matches starts next in a free slot: the first, in the schedule's order, that can
 * begin at once. A match with a remote bot waits, without a slot, while its player is not connected
 * (until it connects, or the connect limit runs out and the match forfeits at once), and while
 * another match of that bot is running (a remote bot plays one game at a time); the matches after
 * it go ahead meanwhile. A run with no remote bot plays in the schedule's order.
 */
final class NextMatch {
    /** How long a remote bot's game is yet to wait for its player (see {@link arbitre.process.RemoteBots.Seats#waitNanos}). */
    @FunctionalInterface
    interface Seats {
        long waitNanos(String bot);

        /** Runs {@code wake} each time a player connects. */
        default void whenConnected(Runnable wake) {}

        /** No server: a remote bot's game begins at once, and forfeits for want of one. */
        Seats NONE = bot -> 0;
    }

    /**
     * How often a run waiting only for remote players looks at their seats again, at most, besides
     * when a player connects: for the connect limits that run out.
     */
    static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final long pollNanos;

    /** Linked: the first is taken off in constant time, in a schedule of tens of thousands. */
    private final java.util.LinkedList<Schedule.Match> left;

    private final Seats seats;
    /** The remote bots of the matches started and not yet ended. */
    private final Set<String> playing = new HashSet<>();

    NextMatch(List<Schedule.Match> pending, Seats seats) {
        this(pending, seats, POLL_NANOS);
    }

    NextMatch(List<Schedule.Match> pending, Seats seats, long pollNanos) {
        this.left = new java.util.LinkedList<>(pending);
        this.seats = seats;
        this.pollNanos = pollNanos;
        seats.whenConnected(this::wake);
    }

    /** A player connected: the match that waited for it may begin now. */
    private synchronized void wake() {
        notifyAll();
    }

    /** Whether every match has been handed out. */
    synchronized boolean isEmpty() {
        return left.isEmpty();
    }

    /**
     * The first match that can begin now, taken off the list and its remote bots counted as playing
     * until {@link #ended}; {@code null} when none can. Only the matches before it are asked of
     * their seats, so that a remote bot's wait starts when its match's turn comes, not earlier.
     */
    synchronized Schedule.Match poll() {
        for (java.util.Iterator<Schedule.Match> it = left.iterator(); it.hasNext(); ) {
            Schedule.Match match = it.next();
            List<String> remote = remoteBots(match);
            if (remote.stream().anyMatch(playing::contains)) {
                continue;
            }
            boolean ready = true;
            for (String bot : remote) {
                ready &= seats.waitNanos(bot) == 0; // each asked: the wait of each starts now
            }
            if (ready) {
                it.remove();
                playing.addAll(remote);
                return match;
            }
        }
        return null;
    }

    /**
     * Waits for a match that can begin ({@link #poll}), looking again when a match ends, when a
     * player connects, and at least every {@link #POLL_NANOS}, for the connect limits that run out.
     *
     * @return the match, or {@code null} when none is left or {@code stop} holds
     */
    synchronized Schedule.Match take(BooleanSupplier stop) throws InterruptedException {
        while (!left.isEmpty() && !stop.getAsBoolean()) {
            Schedule.Match match = poll();
            if (match != null) {
                return match;
            }
            TimeUnit.NANOSECONDS.timedWait(this, pollNanos);
        }
        return null;
    }

    /** A match handed out has ended (played or not): its remote bots are free for their next. */
    synchronized void ended(Schedule.Match match) {
        playing.removeAll(remoteBots(match));
        notifyAll();
    }

    private static List<String> remoteBots(Schedule.Match match) {
        List<String> remote = new ArrayList<>(2);
        for (TournamentConfig.Bot bot : List.of(match.player1(), match.player2())) {
            if (bot.isRemote() && !remote.contains(bot.name())) {
                remote.add(bot.name());
            }
        }
        return remote;
    }
}
