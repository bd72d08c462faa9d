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
                "Elo spread %.0f, draw rate %.2f, %d games per pairing, %d runs per line%n%n",
                spread,
                drawRate,
                gamesPerPair,
                runs);
        out.println("| bots | rounds | Swiss games | round robin games | share | round robin vs true | Swiss vs true"
                + " | top quarter vs round robin | same winner | Swiss winner is best | Swiss by Elo vs true"
                + " | by Elo: top quarter vs round robin | by Elo: same winner"
                + " | 2nd round robin: top quarter vs 1st | 2nd round robin: same winner |");
        out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (int n : bots) {
            List<Integer> tries = rounds != null ? rounds : defaults(n);
            for (int r : tries) {
                RankingSimulation.Summary s = RankingSimulation.run(
                        new RankingSimulation.Settings(n, r, gamesPerPair, spread, drawRate, runs, seed));
                out.printf(
                        Locale.ROOT,
                        "| %d | %d | %d | %d | %.1f%% | %.3f | %.3f | %.3f | %.0f%% | %.0f%% | %.3f | %.3f | %.0f%% | %.3f | %.0f%% |%n",
                        n,
                        r,
                        s.swissGames(),
                        s.roundRobinGames(),
                        100.0 * s.swissGames() / s.roundRobinGames(),
                        s.roundRobinVsTrue(),
                        s.swissVsTrue(),
                        s.topQuarterVsRoundRobin(),
                        100 * s.sameWinner(),
                        100 * s.swissWinnerIsBest(),
                        s.swissByEloVsTrue(),
                        s.topQuarterByEloVsRoundRobin(),
                        100 * s.sameWinnerByElo(),
                        s.topQuarterRoundRobinAgain(),
                        100 * s.sameWinnerRoundRobinAgain());
                out.flush();
            }
        }
        return true;
    }

    /** The default rounds, and the most that stay within a tenth of the round robin's games. */
    private static List<Integer> defaults(int n) {
        int standard = Format.defaultRounds(n);
        int tenth = Math.max(1, (n - 1) / 10);
        return standard == tenth ? List.of(standard) : List.of(Math.min(standard, tenth), Math.max(standard, tenth));
    }
}
