package arbitre.series;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.Builtins;
import arbitre.process.CommandWords;
import arbitre.replay.LogVerifier;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bots that stay up between games, through real processes: a Python bot that says {@code STAY-UP}
 * and then behaves well, writes a line between games, crashes after {@code END}, or exits although
 * it said it would stay up; against the example Python bot, which stays up too. Each game's result
 * must be right, and the series' and the tournament's counts must agree with the games' logs.
 */
class StayUpIT {
    private static final Path EXAMPLE =
            Path.of("../bots/examples/python/bot.py").toAbsolutePath().normalize();

    /** The test bot: the example's board, the first legal move, and a behaviour after each {@code END}. */
    private static final String BOT = """
            import os, sys, time
            from bot import Board

            mode = sys.argv[1]
            # The opponent of a test, which neither stays up nor is counted among the tested processes.
            tested = mode != "outofturn"
            rules = os.environ.get("ARBITRE_RULES", "official")
            board = Board(rules)
            if tested and os.environ.get("ARBITRE_STAY_UP") == "1":
                print("STAY-UP", flush=True)
            if tested:
                print("process %s" % os.environ.get("ARBITRE_BOT_TAG"), file=sys.stderr, flush=True)
            moves = 0
            while True:
                line = sys.stdin.readline()
                if not line:
                    if mode == "linger":
                        time.sleep(60)
                    sys.exit(5 if mode == "eofcrash" else 0)
                line = line.strip()
                if line.startswith("RESULT"):
                    continue
                if line.startswith("END"):
                    if mode == "chatty":
                        print("hello between games", flush=True)
                    elif mode == "crash":
                        sys.exit(3)
                    elif mode == "quit":
                        sys.exit(0)
                    continue
                if line.startswith("GAME"):
                    board = Board(rules)
                    moves = 0
                    if tested:
                        print("process %s" % os.environ.get("ARBITRE_BOT_TAG"), file=sys.stderr, flush=True)
                    continue
                if line != "START":
                    board.play(line.upper())
                if board.over:
                    continue
                move = board.legal_moves()[0]
                board.play(move)
                moves += 1
                if mode == "late" and moves == 2:
                    time.sleep(1.5)
                if mode == "slow":
                    time.sleep(1.0)
                print(move, flush=True)
                if mode == "outofturn":
                    print("a word out of turn", flush=True)
            """;

    @TempDir
    Path dir;

    private Path botFolder(String name) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("bots").resolve(name));
        Files.copy(EXAMPLE, folder.resolve("bot.py"));
        Files.writeString(folder.resolve("stayup.py"), BOT);
        return folder;
    }

    private CliRun series(String mode, int games, String... extra) throws Exception {
        return CliRun.of(seriesArgs(mode, games, extra).toArray(String[]::new));
    }

    /** The words of {@code arbitre match} for a series of the test bot in {@code mode} against the example. */
    private List<String> seriesArgs(String mode, int games, String... extra) throws Exception {
        Path folder = botFolder("a");
        List<String> args = new ArrayList<>(List.of(
                "match",
                "--p1",
                "python3 " + folder.resolve("stayup.py") + " " + mode,
                "--p2",
                "python3 " + EXAMPLE,
                "--name1",
                "tested",
                "--name2",
                "example",
                "--move-ms",
                "5000",
                "--games",
                Integer.toString(games),
                "--output",
                dir.resolve("series").toString(),
                "--json",
                dir.resolve("summary.json").toString()));
        args.addAll(List.of(extra));
        return args;
    }

    /**
     * A tournament with bots that stay up, of the test bot in {@code mode} named {@code name} and
     * the example; {@code extra} adds fields to its config.
     */
    private CliRun keptTournament(String name, String mode, int gamesPerPair, String extra) throws Exception {
        botFolder(name);
        Path example = Files.createDirectories(dir.resolve("bots/example"));
        Files.copy(EXAMPLE, example.resolve("bot.py"));
        Path config = Files.createDirectories(dir.resolve("configs")).resolve("t.json");
        Files.writeString(config, """
                {"name": "t", "output": "out", "moveMs": 5000, "gamesPerPair": %d, "concurrency": 1,
                 "keepBotsUp": true,%s "bots": [
                  {"name": "%s", "command": "python3 stayup.py %s", "workdir": "../bots/%s"},
                  {"name": "example", "command": "python3 bot.py", "workdir": "../bots/example"}]}
                """.formatted(gamesPerPair, extra, name, mode, name));
        return CliRun.of("tournament", config.toString(), "--no-sandbox");
    }

    private List<MatchLog> logs(Path folder) throws Exception {
        List<MatchLog> logs = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList()) {
                MatchLog log = MatchLogs.read(file);
                assertThat(LogVerifier.verify(log)).as(file.toString()).isEmpty();
                logs.add(log);
            }
        }
        return logs;
    }

    /** The tested bot's forfeits in the series' logs; the summary's counts agree with the logs. */
    private List<MatchLog.Result> testedForfeits(int games) throws Exception {
        List<MatchLog> logs = logs(dir.resolve("series/games"));
        assertThat(logs).hasSize(games);
        int wins = 0;
        int losses = 0;
        int draws = 0;
        List<MatchLog.Result> forfeits = new ArrayList<>();
        for (MatchLog log : logs) {
            int tested = log.players().get(0).name().equals("tested") ? 1 : 2;
            int winner = log.result().winner();
            wins += winner == tested ? 1 : 0;
            losses += winner == 3 - tested ? 1 : 0;
            draws += winner == 0 ? 1 : 0;
            Integer forfeit = log.result().forfeit();
            assertThat(forfeit)
                    .as("only the tested bot forfeits: %s", log.result())
                    .isIn(null, tested);
            if (forfeit != null) {
                forfeits.add(log.result());
            }
        }
        JsonNode summary =
                new ObjectMapper().readTree(dir.resolve("summary.json").toFile());
        assertThat(summary.path("games").asInt()).isEqualTo(games);
        assertThat(summary.path("wins").asInt()).isEqualTo(wins);
        assertThat(summary.path("losses").asInt()).isEqualTo(losses);
        assertThat(summary.path("draws").asInt()).isEqualTo(draws);
        return forfeits;
    }

    /**
     * The processes the tested bot played its games on, from its standard error: each game's
     * process says which it is as the game begins, one line a game in all. A line is filed with the
     * game whose file is open when the referee's draining thread reads it, which on a loaded machine
     * may be a later game of the same process: the lines are counted over all the files.
     */
    private Set<String> testedProcesses(int games) throws Exception {
        Set<String> processes = new HashSet<>();
        int lines = 0;
        try (Stream<Path> files = Files.list(dir.resolve("series/games"))) {
            for (Path file : files.filter(p -> p.getFileName().toString().endsWith(".stderr.txt"))
                    .toList()) {
                List<String> said = Files.readAllLines(file).stream()
                        .filter(l -> l.startsWith("process "))
                        .toList();
                lines += said.size();
                processes.addAll(said);
            }
        }
        assertThat(lines).as("one line a game").isEqualTo(games);
        return processes;
    }

    @Test
    void series_botThatStaysUp_playsItsGamesOnFewerProcesses_eachGameWithItsOwnStandardError() throws Exception {
        CliRun run = series("good", 6);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(testedForfeits(6)).isEmpty();
        assertThat(testedProcesses(6)).hasSizeBetween(1, 3);
    }

    @Test
    void series_restartBots_startsTheBotForEveryGame() throws Exception {
        CliRun run = series("good", 4, "--restart-bots");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(testedForfeits(4)).isEmpty();
        assertThat(testedProcesses(4)).hasSize(4);
        assertThat(logs(dir.resolve("series/games")))
                .flatExtracting(MatchLog::players)
                .allSatisfy(p -> {
                    assertThat(p.kept()).as(p.name()).isFalse();
                    assertThat(p.gamesBefore()).as(p.name()).isZero();
                    assertThat(p.stayedUp()).as(p.name()).isFalse();
                    assertThat(p.exitCode()).as(p.name()).isZero();
                });
    }

    @Test
    void series_botThatStaysUp_eachLogSaysWhetherItsProcessWasKept_andHowManyGamesItPlayedBefore() throws Exception {
        CliRun run = series("good", 6);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        List<Game> games = testedGames(dir.resolve("series/games"), "tested");
        assertThat(games).hasSize(6);
        assertThat(games.get(0).entry().kept()).as("the first game's process").isFalse();
        assertThat(games.get(0).entry().gamesBefore()).isZero();
        assertProcessesCountTheirGames(games);
    }

    /** One game of a bot: the process it ran on (its tag), its entry in the game's log, and when it began. */
    private record Game(String process, MatchLog.Player entry, String startedAt) {}

    /** The games of the bot named {@code name} in a folder of logs, by their start, with the process each ran on. */
    private List<Game> testedGames(Path folder, String name) throws Exception {
        List<Game> games = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .toList()) {
                MatchLog log = MatchLogs.read(file);
                assertThat(LogVerifier.verify(log)).as(file.toString()).isEmpty();
                MatchLog.Player entry = log.players().stream()
                        .filter(p -> p.name().equals(name))
                        .findFirst()
                        .orElseThrow();
                List<String> tags = Files.readAllLines(folder.resolve(entry.stderr())).stream()
                        .filter(l -> l.startsWith("process "))
                        .toList();
                assertThat(tags).as("the process of %s", file).hasSize(1);
                games.add(new Game(tags.get(0), entry, log.startedAt()));
            }
        }
        games.sort(java.util.Comparator.comparing(Game::startedAt));
        return games;
    }

    /**
     * The games of each process, in order, say 0, 1, 2, ... games before, kept from the second on,
     * with the seed of the first;
     * each but its last says it stayed up after the game, without an exit; some process played
     * more than one game.
     */
    private static void assertProcessesCountTheirGames(List<Game> games) {
        java.util.Map<String, List<Game>> byProcess = new java.util.LinkedHashMap<>();
        games.forEach(g ->
                byProcess.computeIfAbsent(g.process(), k -> new ArrayList<>()).add(g));
        assertThat(byProcess.values()).as("a process kept for a second game").anyMatch(own -> own.size() > 1);
        for (List<Game> own : byProcess.values()) {
            for (int i = 0; i < own.size(); i++) {
                MatchLog.Player entry = own.get(i).entry();
                assertThat(entry.gamesBefore()).as("%s", own.get(i)).isEqualTo(i);
                assertThat(entry.kept()).as("%s", own.get(i)).isEqualTo(i > 0);
                // The seed its process received is its first game's, whatever this game's was to be.
                assertThat(entry.seed())
                        .as("%s", own.get(i))
                        .isEqualTo(own.get(0).entry().seed());
                if (i < own.size() - 1) {
                    assertThat(entry.stayedUp()).as("%s", own.get(i)).isTrue();
                }
                if (entry.stayedUp()) {
                    assertThat(entry.exitCode()).as("%s", own.get(i)).isNull();
                    assertThat(entry.cleanExit()).as("%s", own.get(i)).isFalse();
                    assertThat(entry.stopped()).as("%s", own.get(i)).isFalse();
                }
            }
        }
    }

    @Test
    void tournament_keepBotsUp_eachLogSaysWhetherItsProcessWasKept() throws Exception {
        CliRun run = keptTournament("keeper", "good", 4, "");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        List<Game> games = testedGames(dir.resolve("configs/out/matches"), "keeper");
        assertThat(games).hasSize(4);
        assertThat(games.get(0).entry().kept()).isFalse();
        assertThat(games).extracting(g -> g.entry().seed()).doesNotContainNull();
        assertProcessesCountTheirGames(games);
    }

    @Test
    void series_botThatWritesBetweenGames_forfeitsALaterGameOutOfTurn() throws Exception {
        CliRun run = series("chatty", 6, "--end-grace-ms", "5000");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        List<MatchLog.Result> forfeits = testedForfeits(6);
        assertThat(forfeits).isNotEmpty().allSatisfy(result -> {
            assertThat(result.reason()).isEqualTo("out-of-turn");
            assertThat(result.detail()).contains("hello between games");
        });
        // What a waiting process wrote after the series' last game is charged to no game: it is told.
        assertThat(run.err())
                .containsPattern("arbitre: tested's process, kept waiting after its last game \\(1 game played on"
                        + " it\\), wrote 'hello between games' after its last game had ended at the end of the run");
    }

    @Test
    void series_botThatLosesOnTime_isStartedAgain_andItsLateMoveForfeitsNoOtherGame() throws Exception {
        List<String> args = seriesArgs("late", 4);
        args.set(args.indexOf("5000"), "500");
        CliRun run = CliRun.of(args.toArray(String[]::new));

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        // Still thinking when its game ended, it writes its move after its END whatever it does:
        // that line is its finished game's, and the bot is not kept for the next game.
        List<MatchLog.Result> forfeits = testedForfeits(4);
        assertThat(forfeits)
                .hasSize(4)
                .allSatisfy(result ->
                        assertThat(result.reason()).as(result.detail()).isEqualTo("timeout"));
        assertThat(testedProcesses(4)).hasSize(4);
    }

    @Test
    void series_botThatThinksWhenItsOpponentForfeits_isStartedAgain_andItsLateMoveForfeitsNoOtherGame()
            throws Exception {
        List<String> args = seriesArgs("slow", 4);
        // The opponent writes a line more after each of its moves, while the tested bot thinks.
        Path opponent = botFolder("opponent");
        args.set(args.indexOf("python3 " + EXAMPLE), "python3 " + opponent.resolve("stayup.py") + " outofturn");
        CliRun run = CliRun.of(args.toArray(String[]::new));

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        // The opponent's second line comes while the tested bot thinks on the move it was just
        // given: the tested bot writes that move after its END, and is not kept for the next game.
        List<MatchLog> logs = logs(dir.resolve("series/games"));
        assertThat(logs).hasSize(4).allSatisfy(log -> {
            int opponentSeat = log.players().get(0).name().equals("example") ? 1 : 2;
            assertThat(log.result().forfeit()).as("%s", log.result()).isEqualTo(opponentSeat);
            assertThat(log.result().reason()).isEqualTo("out-of-turn");
            assertThat(log.result().detail()).contains("a word out of turn");
        });
        assertThat(testedProcesses(4)).hasSize(4);
    }

    @Test
    void series_botThatCrashesAfterEnd_forfeitsALaterGameWithACrash() throws Exception {
        CliRun run = series("crash", 6);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        List<MatchLog.Result> forfeits = testedForfeits(6);
        assertThat(forfeits).isNotEmpty().allSatisfy(result -> {
            assertThat(result.reason()).isEqualTo("crash");
            assertThat(result.detail()).contains("exited with code 3 after its previous game had ended");
        });
    }

    @Test
    void series_botThatSaysItStaysUpButExits_isStartedAgainAndLosesNothing() throws Exception {
        CliRun run = series("quit", 4);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(testedForfeits(4)).isEmpty();
        assertThat(testedProcesses(4)).hasSize(4);
    }

    @Test
    void series_botThatCrashesWhenTheRunEnds_isToldOnStandardError_andItsGamesStandAsPlayed() throws Exception {
        // A grace long enough for a loaded machine: only the bot that crashes is to be told of.
        CliRun run = series("eofcrash", 2, "--end-grace-ms", "5000");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(testedForfeits(2)).isEmpty();
        assertThat(run.err())
                .containsPattern("arbitre: tested's process, kept waiting after its last game \\(\\d games? played"
                        + " on it\\), exited with code 5 once its input was closed at the end of the run; the logs"
                        + " of its games are unchanged")
                .doesNotContain("example's process");
    }

    @Test
    void series_stoppedWithSigterm_doesNotBlameTheWaitingProcessesItStoppedItself() throws Exception {
        List<String> command = new ArrayList<>(List.of(
                arbitre.testbots.TestBots.javaBin(), "-cp", System.getProperty("java.class.path"), "arbitre.cli.Main"));
        // Another command on each side: while one of the tested bot's processes plays, the other waits.
        command.addAll(seriesArgs(
                "normal", 400, "--p1-as-p2", "python3 " + dir.resolve("bots/a/stayup.py") + " normal-second"));
        Path err = dir.resolve("series.err");
        Process series = new ProcessBuilder(command)
                .redirectOutput(dir.resolve("series.out").toFile())
                .redirectError(err.toFile())
                .start();
        try {
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() - deadline < 0 && jsonFiles(dir.resolve("series/games")) < 4) {
                Thread.sleep(20);
            }
            assertThat(jsonFiles(dir.resolve("series/games")))
                    .as(Files.readString(err))
                    .isGreaterThanOrEqualTo(4);
        } finally {
            series.destroy(); // SIGTERM, as Ctrl-C
            series.waitFor(30, java.util.concurrent.TimeUnit.SECONDS);
        }

        String said = Files.readString(err);
        assertThat(said).contains("interrupted; finished games are kept");
        // Its processes were stopped by the run's own end (exit code 143): no bot is told of for it.
        assertThat(said).doesNotContain("exited with code").doesNotContain("kept waiting after its last game");
    }

    private static long jsonFiles(Path folder) throws java.io.IOException {
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .count();
        }
    }

    @Test
    void tournament_keepBotsUp_aBotThatDoesNotExitAtTheEnd_isStoppedAfterItsGrace_andToldOnStandardError()
            throws Exception {
        CliRun run = keptTournament("lingerer", "linger", 2, " \"endGraceMs\": 3000,");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        List<MatchLog> logs = logs(dir.resolve("configs/out/matches"));
        assertThat(logs)
                .hasSize(2)
                .allSatisfy(log -> assertThat(log.result().forfeit()).isNull());
        assertThat(run.err())
                .contains("arbitre: lingerer's process, kept waiting after its last game (1 game played on it), did not"
                        + " exit within its end grace of 3000 ms once its input was closed (stopped) at the end of the"
                        + " run")
                .doesNotContain("example's process");
    }

    @Test
    void tournament_keepBotsUp_chargesACrashAfterEndToALaterMatch_andTheStandingsCountIt() throws Exception {
        CliRun run = keptTournament("crasher", "crash", 6, "");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        List<MatchLog> logs = logs(dir.resolve("configs/out/matches"));
        assertThat(logs).hasSize(6);
        double crasherPoints = 0;
        int crashes = 0;
        for (MatchLog log : logs) {
            int crasher = log.players().get(0).name().equals("crasher") ? 1 : 2;
            int winner = log.result().winner();
            crasherPoints += winner == crasher ? 1 : winner == 0 ? 0.5 : 0;
            if (log.result().forfeit() != null) {
                assertThat(log.result().forfeit()).isEqualTo(crasher);
                assertThat(log.result().reason()).isEqualTo("crash");
                assertThat(log.result().detail()).contains("after its previous game had ended");
                crashes++;
            }
        }
        assertThat(crashes).isPositive();
        JsonNode standings = new ObjectMapper()
                .readTree(dir.resolve("configs/out/standings.json").toFile());
        assertThat(standings.toString()).contains("crasher");
        JsonNode row = null;
        for (JsonNode each : standings.path("standings")) {
            if (each.path("name").asText().equals("crasher")) {
                row = each;
            }
        }
        assertThat(row).as(standings.toString()).isNotNull();
        assertThat(row.path("points").asDouble()).isEqualTo(crasherPoints);
        assertThat(row.path("forfeits").path("crash").asInt()).isEqualTo(crashes);
    }

    /** A Fenix series of 16 games from 8 starts, alive processes of {@code marker} counted; the run. */
    private CliRun fenixSeriesFromStarts(String p1, String p2, String marker, AtomicInteger most) throws Exception {
        List<String> starts = Files.readAllLines(Path.of("../configs/fenix-openings.txt")).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .limit(8)
                .toList();
        Path openings = Files.write(dir.resolve("openings.txt"), starts);
        AtomicBoolean running = new AtomicBoolean(true);
        Thread counter = new Thread(() -> {
            while (running.get()) {
                most.accumulateAndGet(processesWith(marker), Math::max);
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        counter.start();
        try {
            return CliRun.of(
                    "match",
                    "--game",
                    "fenix",
                    "--p1",
                    p1,
                    "--p2",
                    p2,
                    "--move-ms",
                    "5000",
                    "--games",
                    "16",
                    "--openings",
                    openings.toString(),
                    "--no-sandbox",
                    "--output",
                    dir.resolve("series").toString());
        } finally {
            running.set(false);
            counter.join();
        }
    }

    @Test
    void series_fromStartsNoLineTells_botsThatReadTheStartOnTheGameLine_playEveryGameOnTheirFirstProcess()
            throws Exception {
        // Fenix's lines do not tell a game's start: the bundled bots say STAY-UP START, and each
        // next game's GAME line names its start.
        String marker = "--seed 90418";
        AtomicInteger most = new AtomicInteger();

        CliRun run =
                fenixSeriesFromStarts("builtin:iddfs --level 1 " + marker, "builtin:random " + marker, marker, most);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        List<MatchLog> games = logs(dir.resolve("series/games"));
        assertThat(games).hasSize(16);
        assertThat(games.stream().map(MatchLog::start).distinct())
                .as("the starts played")
                .hasSize(8);
        // The next game's bots start while a game is played: each bot plays on two processes, in
        // turns, whatever the start.
        for (int g = 2; g < games.size(); g++) {
            for (MatchLog.Player player : games.get(g).players()) {
                assertThat(player.gamesBefore())
                        .as("game %d, %s", g + 1, player.name())
                        .isPositive();
            }
        }
        assertThat(games.get(games.size() - 1).players())
                .allSatisfy(player -> assertThat(player.gamesBefore()).isGreaterThanOrEqualTo(6));
        assertThat(most.get())
                .as("the most processes of the series alive at once")
                .isBetween(2, 6);
        assertThat(processesWith(marker)).as("processes left after the series").isZero();
    }

    @Test
    void series_fromStartsThatNoWaitingBotCanPlay_keepsAFewProcessesWaiting_notOneForEveryGame() throws Exception {
        // Bots that say a plain STAY-UP are told their start by their environment only: a process
        // kept from a game of one opening cannot play the next pair's, so every pair starts new ones.
        Path plain = Files.writeString(dir.resolve("plain.sh"), "\"$@\" | sed -u 's/^STAY-UP START$/STAY-UP/'\n");
        String marker = "--seed 90417";
        AtomicInteger most = new AtomicInteger();

        CliRun run = fenixSeriesFromStarts(
                "sh " + plain + " "
                        + CommandWords.join(Builtins.expand(CommandWords.split("builtin:iddfs --level 1 " + marker))),
                "sh " + plain + " "
                        + CommandWords.join(Builtins.expand(CommandWords.split("builtin:random " + marker))),
                marker,
                most);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        List<MatchLog> games = logs(dir.resolve("series/games"));
        assertThat(games).hasSize(16);
        // The first game of each pair is of a start no process has played: none can be taken back for it.
        for (int g = 0; g < games.size(); g += 2) {
            for (MatchLog.Player player : games.get(g).players()) {
                assertThat(player.gamesBefore())
                        .as("game %d, %s", g + 1, player.name())
                        .isZero();
            }
        }
        // Two in play, the next game's two starting, at most two waiting for each bot, and those let
        // go that have yet to exit: not two more for every game (32 by the last).
        assertThat(most.get())
                .as("the most processes of the series alive at once")
                .isBetween(2, 14);
        assertThat(processesWith(marker)).as("processes left after the series").isZero();
    }

    /** The bundled bots' processes of this machine whose command line holds {@code marker}. */
    private static int processesWith(String marker) {
        int count = 0;
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path proc : procs.filter(p -> p.getFileName().toString().matches("\\d+"))
                    .toList()) {
                try {
                    String line = new String(Files.readAllBytes(proc.resolve("cmdline"))).replace('\0', ' ');
                    // The JVMs only: not a shell that wraps one.
                    if (line.contains("BotMain") && line.contains(marker) && !line.startsWith("sh ")) {
                        count++;
                    }
                } catch (java.io.IOException e) {
                    // gone meanwhile
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return count;
    }
}
