package arbitre.standings;

import arbitre.clock.TimeControl;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A bot's thinking times over all its moves of a table, in milliseconds, and the same as shares
 * of the time it had.
 *
 * <p>The 95th percentile is the nearest rank: the smallest time that at least 95% of the moves
 * took no longer than (the {@code ceil(0.95 n)}-th of the sorted times).
 *
 * <p>A move's share is its time over its reference: without a bank, the move limit it had (the
 * move limit, plus the first-move grace on the bot's first move of a game); with a bank, the
 * bot's even share of that game's bank, {@code (bank + grace + moves × increment) / moves} for the
 * moves it played in the game. So with a bank a mean share of 0.8 says it used 80% of what it
 * could spend, and a move's share above 1 says it took more than its even share on that move.
 * Shares are {@code null} when the clock is not known.
 *
 * @param moves the moves counted
 * @param meanMs their mean time
 * @param p95Ms their 95th percentile
 * @param maxMs the longest
 * @param meanShare the mean of the moves' shares
 * @param p95Share the 95th percentile of the shares
 * @param maxShare the largest share
 */
@JsonPropertyOrder({"moves", "meanMs", "p95Ms", "maxMs", "meanShare", "p95Share", "maxShare"})
public record ThinkingStats(
        int moves, double meanMs, long p95Ms, long maxMs, Double meanShare, Double p95Share, Double maxShare) {

    /**
     * The statistics of a bot's games.
     *
     * @param player which player the bot was in each game, 1 or 2
     */
    static ThinkingStats of(java.util.List<GameRecord> games, java.util.List<Integer> player, TimeControl clock) {
        int n = 0;
        for (int g = 0; g < games.size(); g++) {
            n += games.get(g).thinking().get(player.get(g) - 1).ms().length;
        }
        double[] ms = new double[n];
        double[] shares = new double[n];
        int at = 0;
        long sum = 0;
        long max = 0;
        double shareSum = 0;
        double maxShare = 0;
        for (int g = 0; g < games.size(); g++) {
            long[] times = games.get(g).thinking().get(player.get(g) - 1).ms();
            for (int i = 0; i < times.length; i++) {
                ms[at] = times[i];
                shares[at] = clock == null ? 0 : times[i] / reference(clock, i, times.length);
                sum += times[i];
                max = Math.max(max, times[i]);
                shareSum += shares[at];
                maxShare = Math.max(maxShare, shares[at]);
                at++;
            }
        }
        if (n == 0) {
            return new ThinkingStats(
                    0, 0, 0, 0, clock == null ? null : 0.0, clock == null ? null : 0.0, clock == null ? null : 0.0);
        }
        int rank = nearestRank(n);
        return new ThinkingStats(
                n,
                round(sum / (double) n, 10),
                (long) select(ms, rank),
                max,
                clock == null ? null : round(shareSum / n, 1000),
                clock == null ? null : round(select(shares, rank), 1000),
                clock == null ? null : round(maxShare, 1000));
    }

    /**
     * The value that would be at index {@code k} were {@code a} sorted (Hoare's selection, in
     * linear time on average, where a sort of every move of a large tournament would dominate the
     * standings' cost). Reorders {@code a}.
     */
    static double select(double[] a, int k) {
        int lo = 0;
        int hi = a.length - 1;
        while (lo < hi) {
            double pivot = median(a[lo], a[(lo + hi) >>> 1], a[hi]);
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    double t = a[i];
                    a[i] = a[j];
                    a[j] = t;
                    i++;
                    j--;
                }
            }
            if (k <= j) {
                hi = j;
            } else if (k >= i) {
                lo = i;
            } else {
                return a[k];
            }
        }
        return a[k];
    }

    private static double median(double x, double y, double z) {
        return Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
    }

    /** The index, in sorted order, of the 95th percentile of {@code n} values. */
    static int nearestRank(int n) {
        return (int) Math.ceil(0.95 * n) - 1;
    }

    /** The time a move is measured against: see the class comment. */
    private static double reference(TimeControl clock, int moveIndex, int movesInGame) {
        if (clock.hasBank()) {
            long budget = clock.bankMs() + clock.firstMoveGraceMs() + clock.incrementMs() * movesInGame;
            return budget / (double) movesInGame;
        }
        return clock.moveMs() + (moveIndex == 0 ? clock.firstMoveGraceMs() : 0);
    }

    private static double round(double v, int scale) {
        return Math.round(v * scale) / (double) scale;
    }
}
