package arbitre.cli.options;

import arbitre.game.OpeningSuite;
import java.nio.file.Path;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * The options of {@code match} that make it a series of games: {@code --games} and what goes with
 * it. An argument group: each field holds its default, as picocli fills a group's defaults only
 * when one of its options is given.
 */
public final class SeriesOptions {

    @Option(
            names = "--games",
            paramLabel = "N",
            description = "Play N games (even) in pairs with the sides swapped, and report the Elo difference.")
    public Integer games;

    @Option(
            names = "--concurrency",
            paramLabel = "N",
            defaultValue = "1",
            description = "With --games: games played at once, each with its bots on a CPU of their own (default: 1).")
    public int concurrency = 1;

    @Option(
            names = "--output",
            paramLabel = "DIR",
            description = "With --games: the folder of the games' logs (default: results/series/<name1>-vs-<name2>);"
                    + " running the same command again resumes the series there.")
    public Path output;

    @Option(
            names = "--openings",
            paramLabel = "SPEC",
            description = "With --games: the game's suite of openings, a start per pair ('arbitre games' lists each"
                    + " game's suites; default: every pair from --start).")
    public String openings;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "With drawn openings: the seed they are drawn from (default: 1).")
    public long seed = 1;

    @Option(
            names = "--max-eval",
            paramLabel = "E",
            defaultValue = "" + OpeningSuite.DEFAULT_MAX_EVAL,
            description = "With drawn openings: the largest evaluation a kept opening may have, from either side, in"
                    + " the game's evaluation units (default: ${DEFAULT-VALUE}).")
    public int maxEval = OpeningSuite.DEFAULT_MAX_EVAL;

    @Option(
            names = "--sprt",
            paramLabel = "elo0=E0,elo1=E1[,alpha=A,beta=B]",
            description = "With --games: stop as soon as a sequential probability ratio test decides (N is then the"
                    + " most games played).")
    public String sprt;

    @Option(names = "--json", paramLabel = "FILE", description = "With --games: write the summary there as JSON.")
    public Path json;

    @ArgGroup(validate = false)
    public OverloadedOption overloaded = new OverloadedOption();

    /** Whether a series was asked for. */
    public boolean requested() {
        return games != null;
    }
}
