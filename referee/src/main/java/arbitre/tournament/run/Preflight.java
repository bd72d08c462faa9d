package arbitre.tournament.run;

import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.InvalidMoveException;
import arbitre.log.StderrTail;
import arbitre.match.Referee;
import arbitre.process.BotEvent;
import arbitre.process.BotLaunch;
import arbitre.process.BotProcess;
import arbitre.process.BotStartException;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import arbitre.tournament.config.TournamentConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Starts every bot once before the first game, and tells a bot that cannot play from one that
 * merely plays badly: a misspelled command ({@code pyhton3 carol.py}) or a missing script would
 * otherwise show up as a {@code no-start} forfeit in every one of its games, without the cause.
 *
 * <p>Each distinct command line of a bot (its command as player 1, and as player 2 when that
 * differs) is started as the side it plays, with the environment a match gives it, and told what a
 * game's first message would tell it ({@code START}, or player 1's first move). It passes when it
 * answers a line; it fails when it cannot be started, or when it exits or closes its output before
 * answering (the cause: the start error, or its exit code and the last line of its standard
 * error, escaped when printed). A bot that starts but says nothing within the first move's limit is
 * noted, not failed: slowness is the games' business; it is watched for {@value #STARTUP_MS} ms
 * at least, so that a bot that exits (a missing script) is told from a slow one. Bots are checked {@code concurrency} at a time.
 */
public final class Preflight {

    /**
     * A bot that cannot play.
     *
     * @param bot its name
     * @param players the sides whose command line failed, such as "1 and 2"
     * @param cause why: the start error, or how it ended before answering
     */
    public record Broken(String bot, String players, String cause) {
        @Override
        public String toString() {
            return bot + " (as player " + players + "): " + cause;
        }
    }

    /**
     * What the checks found.
     *
     * @param broken the bots that cannot play
     * @param notes bots that started but did not answer in time
     */
    public record Findings(List<Broken> broken, List<String> notes) {}

    private Preflight() {}

    /** Checks every bot of {@code bots}, {@code concurrency} at a time. */
    public static Findings check(TournamentConfig config, List<TournamentConfig.Bot> bots, int concurrency)
            throws InterruptedException {
        record Side(TournamentConfig.Bot bot, List<Integer> players) {}
        List<Side> sides = new ArrayList<>();
        for (TournamentConfig.Bot bot : bots) {
            if (bot.commandAs(1).equals(bot.commandAs(2))) {
                sides.add(new Side(bot, List.of(1, 2)));
            } else {
                sides.add(new Side(bot, List.of(1)));
                sides.add(new Side(bot, List.of(2)));
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(concurrency, sides.size())), r -> {
            Thread t = new Thread(r, "arbitre-preflight");
            t.setDaemon(true);
            return t;
        });
        try {
            Map<Side, Future<String>> results = new LinkedHashMap<>();
            for (Side side : sides) {
                results.put(
                        side,
                        pool.submit(
                                () -> probe(config, side.bot(), side.players().get(0))));
            }
            Map<String, Broken> broken = new LinkedHashMap<>();
            List<String> notes = new ArrayList<>();
            for (Map.Entry<Side, Future<String>> e : results.entrySet()) {
                String outcome;
                try {
                    outcome = e.getValue().get();
                } catch (ExecutionException failed) {
                    outcome = "could not be checked: " + failed.getCause();
                }
                String players = e.getKey().players().size() == 2
                        ? "1 and 2"
                        : "" + e.getKey().players().get(0);
                String name = e.getKey().bot().name();
                if (outcome == null) {
                    continue;
                }
                if (outcome.startsWith(SLOW)) {
                    notes.add(name + " (as player " + players + ") " + outcome.substring(SLOW.length()));
                } else {
                    broken.merge(
                            name,
                            new Broken(name, players, outcome),
                            (a, b) -> new Broken(name, a.players() + " and " + b.players(), a.cause()));
                }
            }
            return new Findings(List.copyOf(broken.values()), List.copyOf(notes));
        } finally {
            pool.shutdownNow();
        }
    }

    private static final String SLOW = "slow:";

    /** How long a bot that has not answered is watched for an exit, at least. */
    static final long STARTUP_MS = 5000;

    private static final String STDERR = "stderr.txt";

    /** {@code null} when the bot answered; {@code SLOW…} when it said nothing in time; else why it failed. */
    private static String probe(TournamentConfig config, TournamentConfig.Bot bot, int player)
            throws InterruptedException, IOException {
        GameType type = GameRegistry.get(config.game());
        Game game = type.start(config.rules(), config.start());
        Map<String, String> hints = Referee.hints(type, game, config.start(), config.timeControl(), player);
        Message first;
        if (player == 1) {
            first = new Message.Start();
        } else {
            List<String> turn = firstTurn(game);
            if (turn.isEmpty()) {
                return null; // no move known to tell player 2: its games will tell
            }
            first = new Message.Plies(turn);
        }
        Codec codec = type.codec();
        // An interpreter whose program is not there starts, and its complaint names a folder made
        // for the bot: the file the config names, where it was looked for, says more.
        String missing = arbitre.validate.MissingScript.problem(bot.spec(player, Map.of()));
        if (missing != null) {
            return bot.commandAs(player) + ": " + missing;
        }
        // A folder of its own: the sandbox hides the folder of a bot's standard error from it, and
        // the system's temporary folder holds the folders made for bots.
        Path folder = Files.createTempDirectory("arbitre-preflight");
        Path stderr = folder.resolve(STDERR);
        BlockingQueue<BotEvent> events = new LinkedBlockingQueue<>();
        String command = bot.commandAs(player);
        BotProcess process;
        try {
            process = BotProcess.start(new BotLaunch(
                    bot.spec(player, Map.of("ARBITRE_SEED", "0")),
                    player,
                    hints,
                    stderr,
                    64 * 1024,
                    events,
                    config.sandbox(),
                    null));
        } catch (BotStartException e) {
            remove(folder);
            return command + ": " + e.getMessage();
        }
        try {
            // As in a match, the bot gets ready off the clock before its first message.
            long startup = System.nanoTime()
                    + TimeUnit.MILLISECONDS.toNanos(config.timeControl().startupMs());
            while (process.isAlive() && !process.ready()) {
                if (System.nanoTime() - startup > 0) {
                    return command + ": not ready within the start-up limit of "
                            + config.timeControl().startupMs()
                            + " ms (a bot is ready when it waits for its first line on standard input)";
                }
                Thread.sleep(2);
            }
            long limitMs = config.timeControl().moveMs() + config.timeControl().firstMoveGraceMs();
            try {
                for (Message message : type.briefing(config.start())) {
                    process.send(codec.encode(message));
                }
                process.send(codec.encode(first));
            } catch (IOException e) {
                // it closed its input: what it does next says why
            }
            long sent = System.nanoTime();
            // Past the limit, the bot still has a while to exit, so that an exit is named with its
            // reason (a missing script under a 200 ms limit) rather than noted as slowness.
            long deadline = sent + TimeUnit.MILLISECONDS.toNanos(Math.max(limitMs, STARTUP_MS));
            String slow = SLOW + " started but did not answer " + (player == 1 ? "START" : "player 1's first move")
                    + " within " + limitMs + " ms; its games may be lost on time";
            while (true) {
                long left = deadline - System.nanoTime();
                BotEvent event = left > 0 ? events.poll(left, TimeUnit.NANOSECONDS) : null;
                if (event == null) {
                    return slow;
                }
                if (event instanceof BotEvent.Line || event instanceof BotEvent.Overlong) {
                    return System.nanoTime() - sent > TimeUnit.MILLISECONDS.toNanos(limitMs) ? slow : null;
                }
                if (event instanceof BotEvent.Exited || event instanceof BotEvent.OutputClosed) {
                    process.stop(200, 200);
                    Integer code = event instanceof BotEvent.Exited exited
                            ? Integer.valueOf(exited.exitCode())
                            : process.exitCode();
                    String said = StderrTail.lastLine(stderr);
                    return command + ": " + (code == null ? "closed its output" : "exited with code " + code)
                            + " before answering" + (said.isEmpty() ? "" : ": " + said);
                }
            }
        } finally {
            process.stop(0, 200);
            remove(folder);
        }
    }

    private static void remove(Path folder) throws IOException {
        Files.deleteIfExists(folder.resolve(STDERR));
        Files.deleteIfExists(folder);
    }

    /**
     * Player 1's first turn, each ply its first legal move, as player 2 is told it: several plies
     * when a ply gives player 1 another (Kalah); empty when the game cannot list its moves.
     */
    static List<String> firstTurn(Game game) {
        List<String> turn = new ArrayList<>();
        while (!game.isOver() && game.toMove() == 1 && !game.legalMoves().isEmpty()) {
            String move = game.legalMoves().get(0);
            try {
                game.play(move);
            } catch (InvalidMoveException e) {
                throw new IllegalStateException("the game refused its own legal move " + move, e);
            }
            turn.add(move);
        }
        return game.isOver() ? List.of() : turn;
    }
}
