package arbitre.cli.command;

import arbitre.cli.ExitCode;
import arbitre.cli.UsageException;
import arbitre.cli.options.RulesOption;
import arbitre.game.PositionView;
import arbitre.engine.Board;
import arbitre.engine.IllegalMoveException;
import arbitre.engine.MoveFormatException;
import arbitre.engine.Moves;
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
@Command(name = "position", mixinStandardHelpOptions = true,
        description = {
            "Plays MOVEs from the start position and prints the position they reach.",
            "A malformed or illegal move, or a move after the end, exits with code 2.",
        })
public final class PositionCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private RulesOption rules;

    @Option(names = "--json", description = "Print one JSON object instead of the board.")
    private boolean json;

    @Parameters(paramLabel = "MOVE", arity = "0..*",
            description = "Moves in the notation of the rules: 3R, 14B, 4TR, 14TB (any case).")
    private List<String> moves = new ArrayList<>();

    @Override
    public Integer call() {
        Board board = Board.start(rules.rules());
        for (String text : moves) {
            int ply = board.ply() + 1;
            try {
                board.play(Moves.parse(text));
            } catch (MoveFormatException | IllegalMoveException e) {
                throw new UsageException("move " + ply + " (ply " + ply + "): " + e.getMessage());
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(json ? PositionView.json(board) + System.lineSeparator() : PositionView.text(board));
        out.flush();
        return ExitCode.OK;
    }
}
