package arbitre.bench;

import arbitre.tournament.config.Format;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * {@code arbitre bench ranking}: how well a Swiss ranks a class against a round robin, on a model
 * of games between bots of known Elo ({@link RankingSimulation}). Plays no real game.
 */
public final class RankingBench implements Bench {
    private final List<Integer> bots;
    private final List<Integer> rounds;
    private final int gamesPerPair;
    private final double spread;
    private final double drawRate;
    private final int runs;
    private final long seed;

    public RankingBench(
            List<Integer> bots,
            List<Integer> rounds,
            int gamesPerPair,
            double spread,
            double drawRate,
            int runs,
            long seed) {
        this.bots = bots;
        this.rounds = rounds;
        this.gamesPerPair = gamesPerPair;
        this.spread = spread;
        this.drawRate = drawRate;
        this.runs = runs;
        this.seed = seed;
    }

    @Override
    public boolean run(PrintWriter out) {
        out.printf(
                Locale.ROOT,
                "Elo spread %.0f, draw rate %.2f, %d games per pairing, %d simulated classes per line%n",
                spread,
                drawRate,
                gamesPerPair,
                runs);
        out.println("rho: Spearman's rank correlation (1: the same order, 0: unrelated); shares: of the classes");
        for (int n : bots) {
            List<Integer> tries = rounds != null ? rounds : defaults(n);
            for (int r : tries) {
                RankingSimulation.Summary s = RankingSimulation.run(
                        new RankingSimulation.Settings(n, r, gamesPerPair, spread, drawRate, runs, seed));
                out.println();
                out.print(lines(n, r, s));
                out.flush();
            }
        }
        return true;
    }

    /** One line of the simulation, each value with its label and unit. */
    static String lines(int n, int r, RankingSimulation.Summary s) {
        return String.format(
                Locale.ROOT,
                "%d bots, a Swiss of %d rounds: %d games, %.1f%% of the round robin's %d%n"
                        + "order against the true one (rho): round robin %.3f, Swiss %.3f, Swiss by its Elo %.3f%n"
                        + "top quarter against the round robin's (rho): Swiss %.3f, Swiss by its Elo %.3f,"
                        + " a 2nd round robin %.3f%n"
                        + "same winner as the round robin: Swiss %.0f%%, Swiss by its Elo %.0f%%,"
                        + " a 2nd round robin %.0f%%%n"
                        + "Swiss winner is the best bot: %.0f%%%n",
                n,
                r,
                s.swissGames(),
                100.0 * s.swissGames() / s.roundRobinGames(),
                s.roundRobinGames(),
                s.roundRobinVsTrue(),
                s.swissVsTrue(),
                s.swissByEloVsTrue(),
                s.topQuarterVsRoundRobin(),
                s.topQuarterByEloVsRoundRobin(),
                s.topQuarterRoundRobinAgain(),
                100 * s.sameWinner(),
                100 * s.sameWinnerByElo(),
                100 * s.sameWinnerRoundRobinAgain(),
                100 * s.swissWinnerIsBest());
    }

    /** The default rounds, and the most that stay within a tenth of the round robin's games. */
    private static List<Integer> defaults(int n) {
        int standard = Format.defaultRounds(n);
        int tenth = Math.max(1, (n - 1) / 10);
        return standard == tenth ? List.of(standard) : List.of(Math.min(standard, tenth), Math.max(standard, tenth));
    }
}
