package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.options.GameOption;
import arbitre.cli.options.RulesOption;
import arbitre.game.GameType;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code arbitre perft}: counts move sequences from the start, the engine's check and speed test. */
@Command(
        name = "perft",
        mixinStandardHelpOptions = true,
        description = {
            "Counts the move sequences of exactly d plies from the start position, for d = 1..DEPTH.",
            "The default game and start by default; --game and --start (or --pos) choose others ('arbitre games' lists them).",
            "Prints one line per depth: d nodes seconds.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:counted", "2:bad usage: an unknown game, rule set or start, a bad depth"})
public final class PerftCommand implements Callable<Integer> {
    /** Depth 10 already takes hours; beyond it the count is of no use. */
    static final int MAX_DEPTH = 12;

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Mixin
    private RulesOption rules;

    @Parameters(paramLabel = "DEPTH", description = "The deepest count, 1.." + MAX_DEPTH + ".")
    private int depth;

    @Override
    public Integer call() {
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new ParameterException(spec.commandLine(), "DEPTH must be 1.." + MAX_DEPTH + ", got " + depth);
        }
        PrintWriter out = spec.commandLine().getOut();
        GameType type = game.type();
        String variant = game.variant(rules);
        String start = game.start();
        for (int d = 1; d <= depth; d++) {
            long begin = System.nanoTime();
            long nodes = type.perft(variant, start, d);
            double seconds = (System.nanoTime() - begin) / 1e9;
            out.printf(Locale.ROOT, "%d %d %.3f%n", d, nodes, seconds);
            out.flush();
        }
        return ExitCode.OK;
    }
}
