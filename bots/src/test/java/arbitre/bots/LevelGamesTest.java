package arbitre.bots;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.awale.AwaleLevels;
import arbitre.bots.awale.IddfsPlayer;
import arbitre.bots.kalah.KalahEvaluation;
import arbitre.bots.kalah.KalahIddfsPlayer;
import arbitre.bots.kalah.KalahLevels;
import arbitre.bots.protocol.ExitCode;
import arbitre.bots.search.Level;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.support.FenixGameDriver;
import arbitre.bots.support.GameDriver;
import arbitre.bots.support.KalahGameDriver;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahMoves;
import arbitre.engine.kalah.KalahStart;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Whole games of the ladder's levels against a seeded random opponent: the same seed, the same game. */
class LevelGamesTest {

    /** One side of a game: plays it against the bot's streams and says how it ended. */
    private interface Driver {
        String play(BufferedReader fromBot, Writer toBot) throws IOException;
    }

    /** Plays a whole game with {@code BotMain} in this process; returns the final position and the bot's log. */
    private static String[] game(Driver driver, Map<String, String> environment, String... args) throws Exception {
        Pipe toBot = Pipe.open();
        Pipe fromBot = Pipe.open();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CompletableFuture<Integer> bot = CompletableFuture.supplyAsync(() -> BotMain.run(
                args,
                environment,
                Channels.newInputStream(toBot.source()),
                Channels.newOutputStream(fromBot.sink()),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                System.nanoTime(),
                false));
        String end = driver.play(
                new BufferedReader(
                        new InputStreamReader(Channels.newInputStream(fromBot.source()), StandardCharsets.US_ASCII)),
                new OutputStreamWriter(Channels.newOutputStream(toBot.sink()), StandardCharsets.US_ASCII));
        String log = err.toString(StandardCharsets.UTF_8);
        assertThat(bot.get(10, TimeUnit.SECONDS)).as(log).isEqualTo(ExitCode.OK);
        return new String[] {end, log};
    }

    private static String awale(int side, String... args) throws Exception {
        return game(
                (in, out) ->
                        new GameDriver(RuleSet.OFFICIAL, side, 11).play(in, out).toString(),
                Map.of(),
                args)[0];
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void level_sameSeed_playsTheSameAwaleGame(int side) throws Exception {
        String first = awale(side, "iddfs", "--level", "1", "--seed", "5", "--table-mb", "1");
        String again = awale(side, "iddfs", "--level", "1", "--seed", "5", "--table-mb", "1");
        String otherSeed = awale(side, "iddfs", "--level", "1", "--seed", "6", "--table-mb", "1");

        assertThat(again).isEqualTo(first);
        assertThat(otherSeed).isNotEqualTo(first);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void level_seedFromTheEnvironment_playsAsTheSameSeedGiven() throws Exception {
        String[] byOption = game(
                (in, out) ->
                        new GameDriver(RuleSet.OFFICIAL, 1, 3).play(in, out).toString(),
                Map.of(),
                "iddfs",
                "--level",
                "2",
                "--seed",
                "9",
                "--table-mb",
                "1");
        String[] byVariable = game(
                (in, out) ->
                        new GameDriver(RuleSet.OFFICIAL, 1, 3).play(in, out).toString(),
                Map.of("ARBITRE_SEED", "9"),
                "iddfs",
                "--level",
                "2",
                "--table-mb",
                "1");

        assertThat(byVariable[0]).isEqualTo(byOption[0]);
        assertThat(byOption[1])
                .contains("level 2 (depth 1, 30% random moves), seed 9")
                .containsPattern("iddfs: ply \\d+ move \\w+ depth 0 .* pv \\w+ \\(random\\)");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void level_kalah_sameSeedSameGameAndACappedSearch() throws Exception {
        Driver driver = (in, out) -> new KalahGameDriver(KalahStart.parse("fair:3"), 2, 4)
                .play(in, out)
                .toString();
        String[] first = game(driver, Map.of(), "iddfs", "--game", "kalah", "--level", "5", "--table-mb", "1");
        String[] again = game(driver, Map.of(), "iddfs", "--game", "kalah", "--level", "5", "--table-mb", "1");

        assertThat(again[0]).isEqualTo(first[0]);
        // Kalah's level 5 searches about 250 nodes a ply (the search reads its limit every 64 nodes, and
        // finishes depth 1 whatever it costs); the full bot searches millions.
        assertThat(first[1].lines().filter(line -> line.startsWith("iddfs: ply")))
                .isNotEmpty()
                .allSatisfy(line -> assertThat(nodes(line)).isLessThan(2 * 250));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void level_kalah_belowTheFullBot_searchesWithTheEvaluationItsStepWasMeasuredWith() throws Exception {
        KalahGameDriver driver = new KalahGameDriver(KalahStart.parse("fair:3"), 2, 4);
        game((in, out) -> driver.play(in, out).toString(), Map.of(), "iddfs", "--game", "kalah", "--level", "7");

        Level seven = KalahLevels.LADDER.get(6);
        assertThat(driver.botMoves())
                .isEqualTo(replay(KalahEvaluation.LADDER, seven.limits(), 2, 4))
                .isNotEqualTo(replay(KalahEvaluation.FULL, seven.limits(), 2, 4));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void level_awale_belowTheFullBot_searchesWithoutTheFullBotsFutilityCuts() throws Exception {
        GameDriver driver = new GameDriver(RuleSet.OFFICIAL, 1, 4);
        game((in, out) -> driver.play(in, out).toString(), Map.of(), "iddfs", "--level", "12", "--table-mb", "1");

        Level twelve = AwaleLevels.LADDER.get(11);
        assertThat(driver.botMoves())
                .isEqualTo(replayAwale(false, twelve.maxNodes(), 4))
                .isNotEqualTo(replayAwale(true, twelve.maxNodes(), 4));
    }

    /**
     * The moves the Awale bot, the full one or a level's search, makes at {@code nodes} a move (a
     * table of 1 MB) as the first player against {@link GameDriver}'s random opponent of {@code seed}.
     */
    private static List<String> replayAwale(boolean fullBot, long nodes, long seed) {
        IddfsPlayer player = IddfsPlayer.create(
                RuleSet.OFFICIAL, fullBot, 1, 0, nodes, 0, 0, 0, new PrintStream(OutputStream.nullOutputStream()));
        Board board = Board.start(RuleSet.OFFICIAL);
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[Moves.MAX_LEGAL];
        List<String> played = new ArrayList<>();
        while (!board.isOver()) {
            int move;
            if (board.toMove() == 1) {
                move = player.chooseMove(board.copy(), System.nanoTime());
                played.add(Moves.format(move));
            } else {
                move = moves[random.nextInt(board.legalMoves(moves))];
            }
            board.play(move);
        }
        return played;
    }

    /**
     * The moves a player of {@code evaluation} within {@code limits} (a fresh table of the bot's
     * default size) makes as {@code botPlayer} from FairKalah opening 3 against {@link
     * KalahGameDriver}'s random opponent of {@code seed}.
     */
    private static List<String> replay(KalahEvaluation evaluation, SearchLimits limits, int botPlayer, long seed) {
        KalahIddfsPlayer player = KalahIddfsPlayer.fixed(
                BotMain.DEFAULT_TABLE_MB, evaluation, limits, new PrintStream(OutputStream.nullOutputStream()));
        KalahBoard board = KalahStart.parse("fair:3").board();
        SplittableRandom random = new SplittableRandom(seed);
        int[] pits = new int[KalahBoard.MAX_LEGAL];
        List<String> moves = new ArrayList<>();
        while (!board.isOver()) {
            int pit;
            if (board.toMove() == botPlayer) {
                pit = player.choosePit(board.copy(), System.nanoTime());
                moves.add(KalahMoves.format(pit));
            } else {
                pit = pits[random.nextInt(board.legalMoves(pits))];
            }
            board.play(pit);
        }
        return moves;
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void level_fenix_sameSeedSameGame() throws Exception {
        Driver driver = (in, out) -> new FenixGameDriver(1, 8).play(in, out).toString();
        String first = game(driver, Map.of(), "iddfs", "--game", "fenix", "--level", "2", "--seed", "3")[0];
        String again = game(driver, Map.of(), "iddfs", "--game", "fenix", "--level", "2", "--seed", "3")[0];

        assertThat(again).isEqualTo(first);
    }

    private static long nodes(String summary) {
        String[] words = summary.split(" ");
        for (int i = 0; i + 1 < words.length; i++) {
            if (words[i].equals("nodes")) {
                return Long.parseLong(words[i + 1]);
            }
        }
        throw new AssertionError("no node count in " + summary);
    }
}
