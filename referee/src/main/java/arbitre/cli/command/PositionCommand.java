package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.cli.options.GameOption;
import arbitre.cli.options.RulesOption;
import arbitre.game.Game;
import arbitre.game.InvalidMoveException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code arbitre position}: plays moves from the start and shows where they lead. */
@Command(
        name = "position",
        mixinStandardHelpOptions = true,
        description = {
            "Plays MOVEs from the start position and prints the position they reach.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:shown", "2:bad usage, or a malformed or illegal move, or a move after the end"})
public final class PositionCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption gameOption;

    @Mixin
    private RulesOption rules;

    @Option(names = "--json", description = "Print one JSON object instead of the board.")
    private boolean json;

    @Parameters(
            paramLabel = "MOVE",
            arity = "0..*",
            description = "Moves in the game's notation, as its bots write them (see the game's page in docs/).")
    private List<String> moves = new ArrayList<>();

    @Override
    public Integer call() {
        Game game = gameOption.type().start(gameOption.variant(rules), gameOption.start());
        for (String text : moves) {
            int ply = game.ply() + 1;
            String who = game.isOver() ? "" : ", player " + game.toMove() + " to move";
            try {
                game.play(text);
            } catch (InvalidMoveException e) {
                throw new UsageException("move " + ply + " (ply " + ply + who + "): " + e.getMessage());
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(json ? game.position() + System.lineSeparator() : game.render());
        out.flush();
        return ExitCode.OK;
    }
}
