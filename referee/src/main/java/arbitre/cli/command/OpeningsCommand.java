package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.cli.options.RulesOption;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.OpeningDraw;
import arbitre.game.OpeningSuite;
import arbitre.log.MatchLogs;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arbitre openings}: writes a suite of balanced random openings, one per line. */
@Command(
        name = "openings",
        mixinStandardHelpOptions = true,
        description = {
            "Writes a suite of balanced random openings, for match --openings FILE and tournament configs.",
            "One opening per line, its moves separated by spaces, after a comment line (#) saying how it was"
                    + " made. Each opening is K random legal plies from the start that leave the game going on and"
                    + " within E of even by a depth-4 search of the bundled bot (E in the units of its evaluation of the game). The same"
                    + " seed gives the same suite. match --openings FILE and tournament configs"
                    + " (\"openings\": \"FILE\") play from it, a pair of games per opening.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:written", "2:bad usage", "3:the file could not be written"})
public final class OpeningsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--game",
            paramLabel = "GAME",
            description = "The game (default: the first 'arbitre games' lists; not every game draws openings).")
    private String game;

    @Mixin
    private RulesOption rules;

    @Option(names = "--plies", paramLabel = "K", required = true, description = "Plies per opening.")
    private int plies;

    @Option(names = "--count", paramLabel = "N", required = true, description = "How many openings.")
    private int count;

    @Option(
            names = "--max-eval",
            paramLabel = "E",
            defaultValue = "" + OpeningSuite.DEFAULT_MAX_EVAL,
            description = "The largest evaluation kept, from either side (default: ${DEFAULT-VALUE}).")
    private int maxEval;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The seed (default: 1).")
    private long seed;

    @Option(names = "--output", paramLabel = "FILE", description = "Where to write them (default: standard output).")
    private Path output;

    @Override
    public Integer call() throws IOException {
        OpeningDraw openings;
        String variant;
        try {
            GameType type = GameRegistry.get(game);
            variant = type.variantOrDefault(rules.name());
            GameType.known("rule set of " + type.name(), variant, type.variants());
            if (count < 1) {
                throw new IllegalArgumentException("--count must be at least 1, not " + count);
            }
            openings = type.drawOpenings(variant, plies, maxEval, seed);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
        StringBuilder text = new StringBuilder(String.format(
                Locale.ROOT,
                "# %d openings of %d plies, %s rules, within %d, seed %d%n",
                count,
                plies,
                variant,
                maxEval,
                seed));
        try {
            for (int i = 0; i < count; i++) {
                text.append(String.join(" ", openings.moves(i))).append('\n');
            }
        } catch (IllegalStateException e) {
            throw new UsageException(e.getMessage(), e);
        }
        if (output == null) {
            PrintWriter out = spec.commandLine().getOut();
            out.print(text);
            out.flush();
        } else {
            MatchLogs.writeAtomically(output, text.toString().getBytes(StandardCharsets.UTF_8));
            spec.commandLine().getErr().println(count + " openings written to " + output);
        }
        return ExitCode.OK;
    }
}
