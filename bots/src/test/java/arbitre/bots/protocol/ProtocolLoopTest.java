package arbitre.bots.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.awale.AwaleConversation;
import arbitre.bots.awale.GreedyPlayer;
import arbitre.bots.awale.IddfsPlayer;
import arbitre.bots.awale.Player;
import arbitre.bots.awale.RandomPlayer;
import arbitre.bots.kalah.KalahConversation;
import arbitre.bots.kalah.KalahPlayer;
import arbitre.bots.support.GameDriver;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ProtocolLoopTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(RuleSet rules, Player player, String input) {
        return run(ProtocolLoop.fromFirstRead("test", new AwaleConversation(rules, player)), input);
    }

    /** Runs {@code loop} on {@code input}, into {@link #out} and {@link #err}. */
    private int run(ProtocolLoop loop, String input) {
        return loop.run(
                new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)),
                out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** Runs a loop that stays up, of {@code conversation}, on {@code input}. */
    private int runStayingUp(Conversation conversation, String input) {
        return run(ProtocolLoop.fromFirstRead("test", conversation).stayingUp(), input);
    }

    private String[] outputLines() {
        String text = out.toString(StandardCharsets.US_ASCII);
        return text.isEmpty() ? new String[0] : text.split("\n", -1);
    }

    @Test
    void run_startThenResult_answersOneLegalMoveAndExitsCleanly() {
        int code = run(RuleSet.OFFICIAL, new RandomPlayer(1), "START\nRESULT WIN 1 0 timeout\nEND\n");

        assertThat(code).isEqualTo(ExitCode.OK);
        String[] lines = outputLines();
        assertThat(lines).hasSize(2).endsWith("");
        assertThat(Board.start(RuleSet.OFFICIAL).isLegal(Moves.parse(lines[0]))).isTrue();
        assertThat(lines[0]).isEqualTo(Moves.format(Moves.parse(lines[0])));
    }

    @Test
    void run_stayingUp_declaresThenPlaysTheNextGameOnANewBoardFromTheOtherSide() {
        String input = "START\nRESULT WIN 1 0 timeout\nEND\nGAME 2\n1R\nRESULT LOSS 0 1 timeout\nEND\n";
        int code = runStayingUp(new AwaleConversation(RuleSet.OFFICIAL, new RandomPlayer(3)), input);

        assertThat(code).isEqualTo(ExitCode.OK);
        String[] lines = outputLines();
        assertThat(lines).hasSize(4);
        assertThat(lines[0]).isEqualTo("STAY-UP START");
        assertThat(Board.start(RuleSet.OFFICIAL).isLegal(Moves.parse(lines[1]))).isTrue();
        Board second = Board.start(RuleSet.OFFICIAL);
        second.play(Moves.parse("1R"));
        assertThat(second.illegalReason(Moves.parse(lines[2]))).isNull();
    }

    /** A Fenix start other than the standard one: a line of the project's openings, red to move. */
    private static final String FENIX_START = "SSS.GS../SSK.S..s/G......./G..S..k./S...ssss/Sg.s.gss/..ssg.ss r 12 - 0";

    @Test
    void run_stayingUpInFenix_playsTheNextGameFromTheStartItsGameLineNames() {
        String input = "START\nRESULT WIN 1 0 timeout\nEND\nGAME 1 " + FENIX_START + "\nSTART\n"
                + "RESULT LOSS 0 1 timeout\nEND\n";
        int code = runStayingUp(
                new arbitre.bots.fenix.FenixConversation(new arbitre.bots.fenix.FenixRandomPlayer(5)), input);

        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(ExitCode.OK);
        String[] lines = outputLines();
        assertThat(lines).hasSize(4).endsWith("");
        assertThat(lines[0]).isEqualTo("STAY-UP START");
        arbitre.engine.fenix.FenixBoard.start().play(lines[1]);
        // The second game's action is one of the named start's, where no setup is left to do.
        arbitre.engine.fenix.FenixBoard second = arbitre.engine.fenix.FenixPosition.parse(FENIX_START);
        second.play(lines[2]);
        assertThat(second.ply()).isEqualTo(13);
    }

    @Test
    void run_stayingUpInFenix_aStartItCannotRead_stopsWithAProtocolErrorNamingIt() {
        String input = "START\nRESULT WIN 1 0 timeout\nEND\nGAME 2 not a position\n";
        int code = runStayingUp(
                new arbitre.bots.fenix.FenixConversation(new arbitre.bots.fenix.FenixRandomPlayer(5)), input);

        assertThat(code).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("the next game's start");
    }

    @Test
    void run_stayingUpAndALineOtherThanGameAfterTheEnd_stopsWithAProtocolError() {
        String input = "START\nRESULT WIN 1 0 timeout\nEND\nSTART\n";
        int code = runStayingUp(new AwaleConversation(RuleSet.OFFICIAL, new RandomPlayer(3)), input);

        assertThat(code).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("expected GAME");
    }

    @Test
    void run_firstMessageIsAMove_answersAsPlayerTwo() {
        int code = run(RuleSet.REPORT, new RandomPlayer(2), " 1r \r\nEND\n");

        assertThat(code).isEqualTo(ExitCode.OK);
        Board board = Board.start(RuleSet.REPORT);
        board.play(Moves.parse("1R"));
        String answer = outputLines()[0];
        assertThat(board.illegalReason(Moves.parse(answer))).isNull();
        assertThat(RuleSet.REPORT.owner(Moves.hole(Moves.parse(answer)))).isEqualTo(2);
    }

    @Test
    void run_endOfInput_exitsCleanlyWithoutOutput() {
        assertThat(run(RuleSet.OFFICIAL, new RandomPlayer(3), "")).isEqualTo(ExitCode.OK);
        assertThat(out.size()).isZero();
    }

    @Test
    void run_resultLine_stopsBeforeLaterLines() {
        int code = run(RuleSet.OFFICIAL, new RandomPlayer(3), "RESULT LOSS 0 0 crash\nSTART\n");

        assertThat(code).isEqualTo(ExitCode.OK);
        assertThat(out.size()).isZero();
    }

    @Test
    void run_malformedMove_reportsOnStandardErrorAndFails() {
        int code = run(RuleSet.OFFICIAL, new RandomPlayer(4), "START\n99X\n");

        assertThat(code).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(outputLines()).hasSize(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("99X");
    }

    @Test
    void run_illegalMove_reportsOnStandardErrorAndFails() {
        // Hole 2 is player 2's: player 1 cannot open with it.
        int code = run(RuleSet.OFFICIAL, new RandomPlayer(5), "2R\n");

        assertThat(code).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(out.size()).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("2R").contains("illegal");
    }

    @Test
    void run_startInTheMiddleOfAGame_fails() {
        int code = run(RuleSet.OFFICIAL, new RandomPlayer(6), "1R\nSTART\n");

        assertThat(code).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("START");
    }

    @Test
    void run_openingThenStart_answersFromThePositionAfterTheOpening() {
        List<String> seen = new ArrayList<>();
        Player player = (position, turnStart) -> {
            seen.add(position.ply() + " " + position.toMove());
            int[] moves = new int[Moves.MAX_LEGAL];
            position.legalMoves(moves);
            return moves[0];
        };
        int code = run(RuleSet.OFFICIAL, player, "OPENING 1R 2B 3TR\nSTART\nEND\n");

        assertThat(code).isEqualTo(ExitCode.OK);
        assertThat(seen).containsExactly("3 2");
        Board expected = Board.start(RuleSet.OFFICIAL);
        expected.play(Moves.parse("1R"));
        expected.play(Moves.parse("2B"));
        expected.play(Moves.parse("3TR"));
        assertThat(expected.isLegal(Moves.parse(outputLines()[0]))).isTrue();
    }

    @Test
    void run_openingThenOpponentMove_answersAfterBoth() {
        List<Integer> plies = new ArrayList<>();
        Player player = (position, turnStart) -> {
            plies.add(position.ply());
            int[] moves = new int[Moves.MAX_LEGAL];
            position.legalMoves(moves);
            return moves[0];
        };
        assertThat(run(RuleSet.OFFICIAL, player, "OPENING 1R 2B\n3R\nEND\n")).isEqualTo(ExitCode.OK);
        assertThat(plies).containsExactly(3);
    }

    @Test
    void run_illegalOpening_failsNamingTheMove() {
        assertThat(run(RuleSet.OFFICIAL, new RandomPlayer(1), "OPENING 1R 1R\n"))
                .isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("OPENING move 2")
                .contains("illegal");
    }

    @Test
    void run_firstLineAlreadyWaiting_timesTheTurnFromTheProcessStart() {
        AtomicLong seen = new AtomicLong();
        long processStart = System.nanoTime() - 5_000_000_000L;
        Player player = (position, turnStart) -> {
            seen.set(turnStart);
            int[] moves = new int[Moves.MAX_LEGAL];
            position.legalMoves(moves);
            return moves[0];
        };

        // A clock that moves on by a microsecond a reading: the read of a line already there never
        // looks like a wait, however slowly this machine runs it.
        AtomicLong now = new AtomicLong(System.nanoTime());
        ProtocolLoop.forProcess("test", new AwaleConversation(RuleSet.OFFICIAL, player), processStart)
                .withClock(() -> now.addAndGet(1_000))
                .run(
                        new ByteArrayInputStream("START\n".getBytes(StandardCharsets.US_ASCII)),
                        out,
                        new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(seen.get()).isEqualTo(processStart);
    }

    @Test
    void run_fromFirstRead_requestWaitingBehindABriefing_timesTheTurnFromTheStartOfTheFirstRead() {
        AtomicLong seen = new AtomicLong();
        KalahPlayer player = (position, turnStart) -> {
            seen.set(turnStart);
            return 6;
        };
        // A clock that moves on by a microsecond a reading: its first reading is taken as the
        // first read begins, and no read looks like a wait.
        long origin = System.nanoTime();
        AtomicLong now = new AtomicLong(origin);

        ProtocolLoop.fromFirstRead("test", new KalahConversation(player))
                .withClock(() -> now.addAndGet(1_000))
                .run(
                        new ByteArrayInputStream(
                                "POSITION 4 4 4 4 4 4 0 4 4 4 4 4 4 0\nSTART\n".getBytes(StandardCharsets.US_ASCII)),
                        out,
                        new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(outputLines()[0]).isEqualTo("6");
        assertThat(seen.get() - origin)
                .as("the turn's start, ns after the clock's origin")
                .isEqualTo(1_000);
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void run_startWaitingBehindABriefingThatWasWaitedFor_timesTheTurnFromTheBriefingsArrival() throws Exception {
        // A bot started long before its game (the referee starts the next game's bots early) waits
        // for its first line; when the game begins, the briefing and the request come together.
        long processStart = System.nanoTime() - 120_000_000_000L;
        AtomicLong seen = new AtomicLong();
        KalahPlayer player = (position, turnStart) -> {
            seen.set(turnStart);
            return 6;
        };
        Pipe toBot = Pipe.open();
        CountDownLatch reading = new CountDownLatch(1);
        InputStream input = new FilterInputStream(Channels.newInputStream(toBot.source())) {
            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                reading.countDown();
                return super.read(buffer, offset, length);
            }
        };
        AtomicLong sent = new AtomicLong();
        CompletableFuture<Void> referee = CompletableFuture.runAsync(() -> {
            try (OutputStream lines = Channels.newOutputStream(toBot.sink())) {
                reading.await();
                Thread.sleep(200);
                sent.set(System.nanoTime());
                lines.write("POSITION 4 4 4 4 4 4 0 4 4 4 4 4 4 0\nSTART\n".getBytes(StandardCharsets.US_ASCII));
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });

        int code = ProtocolLoop.forProcess("test", new KalahConversation(player), processStart)
                .run(input, out, new PrintStream(err, true, StandardCharsets.UTF_8));

        referee.join();
        assertThat(code).isEqualTo(ExitCode.OK);
        assertThat(outputLines()[0]).isEqualTo("6");
        assertThat(seen.get() - sent.get())
                .as("the turn's start, ns after the lines were sent")
                .isNotNegative();
    }

    static Stream<Arguments> games() {
        Function<RuleSet, Player> random = rules -> new RandomPlayer(11);
        Function<RuleSet, Player> greedy = rules -> new GreedyPlayer(12);
        Function<RuleSet, Player> iddfs = rules ->
                IddfsPlayer.create(rules, true, 1, 2, 0, 0, 0, 0, new PrintStream(PrintStream.nullOutputStream()));
        return Stream.of(RuleSet.values())
                .flatMap(rules -> Stream.of(1, 2)
                        .flatMap(side -> Stream.of(
                                Arguments.of("random", random, rules, side),
                                Arguments.of("greedy", greedy, rules, side),
                                Arguments.of("iddfs", iddfs, rules, side))));
    }

    @ParameterizedTest(name = "{0} as player {3}, {2} rules")
    @MethodSource("games")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void run_fullGameOverPipes_playsOnlyLegalMovesAndExitsAfterResult(
            String name, Function<RuleSet, Player> factory, RuleSet rules, int side) throws Exception {
        Pipe toBot = Pipe.open();
        Pipe fromBot = Pipe.open();
        InputStream botInput = Channels.newInputStream(toBot.source());
        OutputStream botOutput = Channels.newOutputStream(fromBot.sink());
        ProtocolLoop loop = ProtocolLoop.fromFirstRead(name, new AwaleConversation(rules, factory.apply(rules)));
        CompletableFuture<Integer> bot = CompletableFuture.supplyAsync(
                () -> loop.run(botInput, botOutput, new PrintStream(err, true, StandardCharsets.UTF_8)));

        GameDriver driver = new GameDriver(rules, side, 100 + side);
        BufferedReader reader = new BufferedReader(
                new InputStreamReader(Channels.newInputStream(fromBot.source()), StandardCharsets.US_ASCII));
        Writer writer = new OutputStreamWriter(Channels.newOutputStream(toBot.sink()), StandardCharsets.US_ASCII);
        Board end = driver.play(reader, writer);

        assertThat(end.isOver()).isTrue();
        assertThat(driver.botMoves()).isNotEmpty();
        assertThat(bot.get(10, TimeUnit.SECONDS)).isEqualTo(ExitCode.OK);
    }
}
