package arbitre.play;

import arbitre.game.Game;
import arbitre.game.InvalidMoveException;
import arbitre.process.BotConnection;
import arbitre.process.BotEvent;
import arbitre.process.BotThreads;
import arbitre.protocol.Message;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A person at the terminal, seated like a bot: the referee sends the person the messages a bot
 * would get, and the person's moves arrive on the referee's queue as a bot's lines do. Like a bot,
 * the person keeps their own copy of the game, built only from what they are told.
 *
 * <p>Each request is answered on a thread of its own, so the referee's clock runs while the person
 * thinks (the log keeps the person's thinking times; the person's seat has no limit). The person
 * types a move in the game's notation, or a command: {@code hint} (the legal moves), {@code board},
 * {@code undo}, {@code resign}, {@code help}. A text that is not a move, or a move the rules forbid,
 * is explained with the game's own sentence and asked again: a person never forfeits. The end of
 * the input resigns.
 */
public final class PersonSeat implements BotConnection {
    /** What the person may type besides a move, for {@code help}. */
    static final List<String> HELP = List.of(
            "  <move>   play a move in the game's notation (hint shows yours)",
            "  hint     the moves you may play now",
            "  board    the board again",
            "  undo     take back your last move and the bot's answer",
            "  resign   give up the game",
            "  help     this list");

    private final int player;
    private final Game game;
    private final String opponent;
    private final BufferedReader input;
    private final Screen screen;
    private final BlockingQueue<BotEvent> events;
    private final Table table;
    private final BlockingQueue<Message> inbox = new LinkedBlockingQueue<>();
    private volatile boolean open = true;
    private CompletableFuture<Void> worker;

    /**
     * @param game a new game from the match's start, the person's own copy
     * @param table the game the seat is part of
     */
    PersonSeat(
            int player,
            Game game,
            String opponent,
            BufferedReader input,
            Screen screen,
            BlockingQueue<BotEvent> events,
            Table table) {
        this.player = player;
        this.game = game;
        this.opponent = opponent;
        this.input = input;
        this.screen = screen;
        this.events = events;
        this.table = table;
    }

    /** A seat whose requests are answered on a thread of its own, as the referee needs. */
    static PersonSeat started(
            int player,
            Game game,
            String opponent,
            BufferedReader input,
            Screen screen,
            BlockingQueue<BotEvent> events,
            Table table) {
        PersonSeat seat = new PersonSeat(player, game, opponent, input, screen, events, table);
        seat.worker = BotThreads.run(seat::serve, "arbitre-person");
        return seat;
    }

    private void serve() {
        try {
            while (true) {
                Message message = inbox.take();
                if (message instanceof Message.End) {
                    return;
                }
                BotEvent answer = handle(message);
                if (answer != null) {
                    events.add(answer);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            // The person can no longer play (their input failed): for the referee, their side is gone.
            screen.line(Screen.Style.ERROR, "arbitre: " + e.getMessage());
            events.add(new BotEvent.OutputClosed(player, System.nanoTime()));
        }
    }

    /**
     * Shows a message to the person and, when it asks for a move, reads one.
     *
     * @return the person's move or resignation; {@code null} for a message that asks nothing, or
     *     when the person's undo is restarting the match
     */
    BotEvent handle(Message message) {
        if (message instanceof Message.Opening opening) {
            opening.moves().forEach(this::replay);
            screen.line(Screen.Style.QUIET, "The game goes on after " + game.ply() + " plies.");
            return null;
        }
        if (message instanceof Message.Plies plies) {
            plies.moves().forEach(this::showOpponents);
            return turn();
        }
        if (message instanceof Message.Start) {
            screen.board(game.render(), player);
            return turn();
        }
        if (message instanceof Message.Again) {
            screen.line(Screen.Style.BOLD, "Your ply ended in your store: play again.");
            return turn();
        }
        if (message instanceof Message.Result result) {
            // A bot is not told the plies that ended the game; a person is shown them.
            List<String> all = table.plies();
            all.subList(Math.min(game.ply(), all.size()), all.size()).forEach(this::showOpponents);
            screen.line(
                    Screen.Style.BOLD,
                    "Game over (" + result.reason() + "): "
                            + switch (result.outcome()) {
                                case WIN -> "you win";
                                case LOSS -> "you lose";
                                case DRAW -> "a draw";
                            }
                            + ", " + result.mine() + " to " + result.theirs() + ".");
        }
        return null;
    }

    /** Reads commands until the person moves, resigns or takes back a move. */
    private BotEvent turn() {
        while (true) {
            screen.prompt("ply " + (game.ply() + 1) + ", your move (player " + player + "): ");
            String line = readLine();
            if (line == null) {
                screen.line("");
                screen.line(Screen.Style.BOLD, "End of the input: you resign.");
                return new BotEvent.Resigned(player, System.nanoTime());
            }
            String text = line.strip();
            switch (text.toLowerCase(Locale.ROOT)) {
                case "" -> {
                    // Nothing typed: ask again.
                }
                case "help", "?" -> {
                    screen.line(Screen.Style.QUIET, "Type a move or a command:");
                    HELP.forEach(help -> screen.line(Screen.Style.QUIET, help));
                }
                case "hint" -> screen.line(Screen.Style.QUIET, "Your moves: " + String.join(" ", game.legalMoves()));
                case "board" -> screen.board(game.render(), player);
                case "resign" -> {
                    screen.line(Screen.Style.BOLD, "You resign.");
                    return new BotEvent.Resigned(player, System.nanoTime());
                }
                case "undo" -> {
                    Optional<String> refused = table.undo();
                    if (refused.isEmpty()) {
                        return null;
                    }
                    screen.line(Screen.Style.ERROR, refused.get());
                }
                default -> {
                    BotEvent move = move(text);
                    if (move != null) {
                        return move;
                    }
                }
            }
        }
    }

    /** The person's move when it is one and legal here; otherwise says why not and returns {@code null}. */
    private BotEvent move(String text) {
        String canonical;
        try {
            canonical = game.canonical(text);
        } catch (InvalidMoveException e) {
            screen.line(Screen.Style.ERROR, e.getMessage() + ". Type hint for your moves, help for the commands.");
            return null;
        }
        int before = game.score(player);
        try {
            game.play(canonical);
        } catch (InvalidMoveException e) {
            screen.line(Screen.Style.ERROR, e.getMessage() + " (you are player " + player + "). Try again.");
            return null;
        }
        screen.line(Screen.Style.BOLD, "You played " + canonical + gain(game.score(player) - before));
        screen.board(game.render(), player);
        if (!game.isOver() && game.toMove() != player) {
            screen.line(Screen.Style.QUIET, opponent + " is thinking...");
        }
        return new BotEvent.Line(player, canonical, System.nanoTime());
    }

    private void showOpponents(String move) {
        int before = game.score(3 - player);
        replay(move);
        screen.line(Screen.Style.OPPONENT, opponent + " played " + move + gain(game.score(3 - player) - before));
        screen.board(game.render(), player);
    }

    private void replay(String move) {
        try {
            game.play(move);
        } catch (InvalidMoveException e) {
            // The referee checked it: the person's copy of the game has gone wrong.
            throw new IllegalStateException(
                    "the referee sent " + move + ", which the person's game refuses: " + e.getMessage(), e);
        }
    }

    private static String gain(int seeds) {
        return seeds > 0 ? " (+" + seeds + ")" : "";
    }

    private String readLine() {
        try {
            return input.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the person's input", e);
        }
    }

    /** What the person's seat asks of the game it is part of. */
    interface Table {
        /**
         * The person typed {@code undo}: why it cannot be done, or empty when the match is being
         * restarted without the person's last move and the bot's answer (and the person was told
         * what is taken back).
         */
        Optional<String> undo();

        /** Every ply played so far, canonical, in order. */
        List<String> plies();
    }

    // ---------------------------------------------------------------- the connection

    @Override
    public void send(String line) throws IOException {
        throw new IOException("a person is sent messages, not lines: " + line);
    }

    @Override
    public void deliver(Message message, String line) throws IOException {
        if (!open) {
            throw new IOException("the person's seat is closed");
        }
        inbox.add(message);
    }

    @Override
    public void closeInput() {
        open = false;
    }

    @Override
    public void stopListening() {
        // Nothing is read from a person after the game.
    }

    @Override
    public void taken() {
        // The person's moves are never more than one at a time.
    }

    @Override
    public boolean isAlive() {
        return open;
    }

    @Override
    public Integer exitCode() {
        return null;
    }

    @Override
    public boolean savesStderr() {
        return false;
    }

    @Override
    public List<String> argv() {
        return List.of();
    }

    /** Waits up to the grace for the person to be shown the end. */
    @Override
    public boolean stop(long graceMs, long termGraceMs) {
        open = false;
        if (worker == null) {
            return true;
        }
        try {
            worker.get(graceMs, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // Still reading the person's input (the bot broke the protocol during the person's turn).
        }
        return true;
    }

    @Override
    public int processesLeftBehind() {
        return 0;
    }

    @Override
    public void close() {
        open = false;
        inbox.add(new Message.End());
    }
}
