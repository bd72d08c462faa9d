package arbitre.cli.command;

import arbitre.bench.RankingSimulation;
import arbitre.tournament.config.Format;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arbitre bench ranking}: how well a Swiss ranks a class against a round robin, on a model
 * of games between bots of known Elo ({@link RankingSimulation}). Plays no real game.
 */
@Command(
        name = "ranking",
        mixinStandardHelpOptions = true,
        description = "Simulates classes of bots of known Elo, ranked by a round robin and by Swiss tournaments,"
                + " and prints how close each order is to the truth and to each other (Spearman's rho), how"
                + " often the winners agree, and the games each format needs; and, as the ceiling of any"
                + " format, how far a second round robin of the same class agrees with the first. Plays no"
                + " real game: games are drawn from the Elo formula.")
final class RankingBench implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(
            names = "--bots",
            split = ",",
            defaultValue = "32,100,200",
            description = "Class sizes (default: ${DEFAULT-VALUE}).")
    private List<Integer> bots;

    @Option(
            names = "--rounds",
            split = ",",
            description = "Swiss rounds to try (default: the Swiss's default for each size, and the most"
                    + " rounds within 10%% of the round robin's games).")
    private List<Integer> rounds;

    @Option(
            names = "--games-per-pair",
            defaultValue = "2",
            description = "Games per pairing (default: ${DEFAULT-VALUE}).")
    private int gamesPerPair;

    @Option(
            names = "--spread",
            defaultValue = "200",
            description = "Standard deviation of the true Elos (default: ${DEFAULT-VALUE}).")
    private double spread;

    @Option(
            names = "--draw-rate",
            defaultValue = "0.1",
            description = "Draw rate of equal bots (default: ${DEFAULT-VALUE}).")
    private double drawRate;

    @Option(
            names = "--runs",
            defaultValue = "50",
            description = "Classes simulated per line (default: ${DEFAULT-VALUE}).")
    private int runs;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the simulation (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
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
        return 0;
    }

    /** The default rounds, and the most that stay within a tenth of the round robin's games. */
    private static List<Integer> defaults(int n) {
        int standard = Format.defaultRounds(n);
        int tenth = Math.max(1, (n - 1) / 10);
        return standard == tenth ? List.of(standard) : List.of(Math.min(standard, tenth), Math.max(standard, tenth));
    }
}
