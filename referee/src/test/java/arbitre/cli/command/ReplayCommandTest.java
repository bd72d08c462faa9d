package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.game.awale.PositionView;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogBuilder;
import arbitre.log.MatchLogs;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbitre replay} in-process, on logs written by the referee's own writer. */
class ReplayCommandTest {

    @TempDir
    Path dir;

    private Path log;
    private MatchLog game;

    @BeforeEach
    void writeLog() throws Exception {
        // A short game played through the engine and logged as the referee logs it.
        Board board = Board.start(RuleSet.REPORT);
        List<MatchLog.Move> moves = new ArrayList<>();
        int[] legal = new int[Moves.MAX_LEGAL];
        java.util.Random random = new java.util.Random(11);
        while (!board.isOver()) {
            int move = legal[random.nextInt(board.legalMoves(legal))];
            int player = board.toMove();
            board.play(move);
            moves.add(new MatchLog.Move(board.ply(), player, Moves.format(move), 3));
        }
        game = MatchLogBuilder.log()
                .rules(new arbitre.game.awale.AwaleGame(RuleSet.REPORT).rules())
                .finishedAt("2026-01-01T00:00:01Z")
                .players(List.of(
                        new MatchLog.Player(1, "alpha", "builtin:random", List.of(), null, 0, true),
                        new MatchLog.Player(2, "beta", "builtin:greedy", List.of(), null, 0, true)))
                .moves(moves)
                .result(new MatchLog.Result(
                        board.winner(),
                        board.endReason().wireName(),
                        List.of(board.captured(1), board.captured(2)),
                        board.ply(),
                        null,
                        null))
                .build();
        log = dir.resolve("game.json");
        MatchLogs.write(log, game);
    }

    @Test
    void replay_atPly_printsThePositionAsPositionViewDoes() {
        Board board = Board.start(RuleSet.REPORT);
        for (int i = 0; i < 9; i++) {
            board.play(Moves.parse(game.moves().get(i).move()));
        }

        CliRun run = CliRun.of("replay", log.toString(), "--ply", "9");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("player 1: alpha (builtin:random)")
                .contains("rules: report")
                .contains(
                        "ply 9: player 1 (alpha) played " + game.moves().get(8).move() + " in 3 ms")
                .endsWith(PositionView.text(board))
                .doesNotContain("ply 8:");
    }

    @Test
    void replay_atThePlyOfARefusedMove_saysItWasNotPlayed_andWhichPlyShowsWhereItCame() throws Exception {
        MatchLog first8 = arbitre.replay.SampleLogs.illegalForfeit(11, 8, "1R", true);
        String bad = arbitre.replay.SampleLogs.illegalMoveAfter(first8, 8);
        MatchLog refused = arbitre.replay.SampleLogs.illegalForfeit(11, 8, bad, true);
        Path file = dir.resolve("refused.json");
        MatchLogs.write(file, refused);

        CliRun run = CliRun.of("replay", file.toString(), "--ply", "9");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err())
                .contains("ply 9 was not played: player " + refused.result().forfeit() + "'s move " + bad
                        + " was refused")
                .contains("--ply 8 shows the position it was refused in");
    }

    @Test
    void replay_logWithAuditFields_showsVersionFolderAndSeed() throws Exception {
        MatchLog audited = MatchLogBuilder.from(game)
                .players(List.of(
                        new MatchLog.Player(
                                1,
                                "alpha",
                                "builtin:random",
                                List.of(),
                                null,
                                0,
                                true,
                                0,
                                0,
                                "/srv/bots/alpha",
                                "4242"),
                        new MatchLog.Player(
                                2, "beta", "builtin:greedy", List.of(), null, 0, true, 0, 0, "/srv/bots/beta", null)))
                .arbitre("9.8.7")
                .build();
        Path file = dir.resolve("audited.json");
        MatchLogs.write(file, audited);

        CliRun run = CliRun.of("replay", file.toString(), "--ply", "0");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("player 1: alpha (builtin:random), in /srv/bots/alpha, ARBITRE_SEED=4242")
                .contains("player 2: beta (builtin:greedy), in /srv/bots/beta" + System.lineSeparator())
                .contains("refereed by arbitre 9.8.7");
    }

    @Test
    void replay_logOfAProcessKeptFromEarlierGames_saysSoBesideItsPlayer() throws Exception {
        MatchLog kept = MatchLogBuilder.from(game)
                .players(List.of(
                        new MatchLog.Player(
                                1,
                                "alpha",
                                "builtin:random",
                                List.of("java"),
                                null,
                                null,
                                false,
                                0,
                                0,
                                "/srv/bots/alpha",
                                "4242",
                                false,
                                3,
                                true),
                        new MatchLog.Player(2, "beta", "builtin:greedy", List.of(), null, 0, true)))
                .build();
        Path file = dir.resolve("kept.json");
        MatchLogs.write(file, kept);

        CliRun run = CliRun.of("replay", file.toString(), "--ply", "0");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("player 1: alpha (builtin:random), in /srv/bots/alpha, ARBITRE_SEED=4242, on its process of"
                        + " 3 earlier game(s)")
                .contains("player 2: beta (builtin:greedy)" + System.lineSeparator());
    }

    @Test
    void replay_whole_showsEveryPly() {
        CliRun run = CliRun.of("replay", log.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("start")
                .contains("ply 1: ")
                .contains("ply " + game.moves().size() + ": ")
                .contains("game over (" + game.result().reason() + ")");
    }

    @Test
    void replay_step_advancesPerLineAndQuitsOnQ() {
        InputStream stdin = System.in;
        try {
            System.setIn(new ByteArrayInputStream("\n\nq\n".getBytes(StandardCharsets.US_ASCII)));
            CliRun run = CliRun.of("replay", "--step", log.toString());

            assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
            assertThat(run.out()).contains("ply 2: ").doesNotContain("ply 3: ");
        } finally {
            System.setIn(stdin);
        }
    }

    @Test
    void replay_usageErrors_exitTwoInOneLine() throws Exception {
        Path standings = Files.writeString(dir.resolve("standings.json"), "{\"standings\": []}");
        List<CliRun> runs = List.of(
                CliRun.of("replay"),
                CliRun.of("replay", log.toString(), "--ply", "999"),
                CliRun.of("replay", log.toString(), "--ply", "x"),
                CliRun.of("replay", "--verify", "--step", log.toString()),
                CliRun.of("replay", log.toString(), log.toString()),
                CliRun.of("replay", dir.resolve("missing.json").toString()),
                CliRun.of("replay", standings.toString()),
                CliRun.of("replay", "--verify", dir.resolve("missing").toString()));

        assertThat(runs).allSatisfy(run -> {
            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.USAGE);
            assertThat(run.err())
                    .startsWith("arbitre: ")
                    .doesNotContain("\tat ")
                    .doesNotContain("Exception");
        });
    }

    @Test
    void verify_folder_confirmsLogsSkipsOtherJsonAndSummarizes() throws Exception {
        Files.createDirectories(dir.resolve("matches"));
        Files.copy(log, dir.resolve("matches/second.json"));
        Files.writeString(dir.resolve("standings.json"), "{\"format\": 1, \"standings\": []}");

        CliRun run = CliRun.of("replay", "--verify", dir.toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).isEqualTo("2 verified, 0 failed" + System.lineSeparator());
    }

    @Test
    void verify_keptProcessLog_isConfirmed_andOneThatClaimsAnExitOfAProcessThatStayedUp_namesTheField()
            throws Exception {
        MatchLog kept = MatchLogBuilder.from(game)
                .players(List.of(
                        new MatchLog.Player(
                                1,
                                "alpha",
                                "builtin:random",
                                List.of("java"),
                                null,
                                null,
                                false,
                                0,
                                0,
                                null,
                                null,
                                false,
                                2,
                                true),
                        game.players().get(1)))
                .build();
        Path good = dir.resolve("kept.json");
        MatchLogs.write(good, kept);
        Path claims = Files.writeString(
                dir.resolve("claims.json"),
                Files.readString(good).replaceFirst("\"exitCode\" : null", "\"exitCode\" : 0"));

        CliRun run = CliRun.of("replay", "--verify", good.toString(), claims.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out())
                .contains(claims + ": players[0].exitCode: log says 0, but the process stayed up after the game")
                .doesNotContain(good + ":")
                .endsWith("1 verified, 1 failed" + System.lineSeparator());
    }

    @Test
    void verify_changedLog_exitsOneNamingFileAndField() throws Exception {
        Path changed = Files.writeString(
                dir.resolve("changed.json"), Files.readString(log).replaceFirst("\"winner\" : \\d", "\"winner\" : 7"));

        CliRun run = CliRun.of("replay", "--verify", log.toString(), changed.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out())
                .contains(changed + ": result.winner: log says 7, engine says "
                        + game.result().winner())
                .endsWith("1 verified, 1 failed" + System.lineSeparator());
    }

    @Test
    void verify_truncatedOrForeignFile_exitsTwoWithOneLine() throws Exception {
        Path cut =
                Files.writeString(dir.resolve("cut.json"), Files.readString(log).substring(0, 200));
        Path standings = Files.writeString(dir.resolve("standings.json"), "{\"standings\": []}");

        CliRun run = CliRun.of("replay", "--verify", log.toString(), cut.toString(), standings.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err().lines())
                .hasSize(2)
                .anySatisfy(l -> assertThat(l)
                        .startsWith("arbitre: " + cut + ": not valid JSON")
                        .contains("line"))
                .anySatisfy(l -> assertThat(l).startsWith("arbitre: " + standings + ": not a match log"));
        assertThat(run.out()).contains("1 verified, 2 failed (2 unreadable)");
    }

    @Test
    void verify_kalahLogWithAnotherOpeningsNumbers_exitsOneNamingTheField() throws Exception {
        MatchLog kalah = arbitre.replay.SampleLogs.finishedKalah(2, "fair:30");
        Path good = dir.resolve("kalah-good.json");
        Path tampered = dir.resolve("kalah-tampered.json");
        MatchLogs.write(good, kalah);
        String text = Files.readString(good);
        String numbers =
                kalah.startPosition().stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "));
        assertThat(text).contains(numbers);
        Files.writeString(tampered, text.replace(numbers, "4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0"));

        CliRun ok = CliRun.of("replay", "--verify", good.toString());
        CliRun bad = CliRun.of("replay", "--verify", tampered.toString());

        assertThat(ok.exitCode()).as(ok.out()).isEqualTo(ExitCode.OK);
        assertThat(bad.exitCode()).as(bad.out()).isEqualTo(ExitCode.FAILED);
        assertThat(bad.out())
                .contains(tampered + ": startPosition: log says [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0]"
                        + ", start position fair:30 is " + kalah.startPosition())
                .contains("0 verified, 1 failed");
    }

    @Test
    void replay_kalahLog_showsTheStartAndTheBoardAfterEachPly() throws Exception {
        MatchLog kalah = arbitre.replay.SampleLogs.finishedKalah(3, "fair:0");
        Path file = dir.resolve("kalah.json");
        MatchLogs.write(file, kalah);

        CliRun run = CliRun.of("replay", file.toString(), "--ply", "0");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("game: kalah, start fair:0 (2 4 4 4 4 4 0 4 4 4 4 4 5 1)")
                .contains("     [ 5  4  4  4  4  4 ]")
                .contains("     [ 2  4  4  4  4  4 ]");
    }
}
