package arbitre.series;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.game.OpeningSuite;
import arbitre.game.awale.AwaleType;
import arbitre.game.awale.BalancedOpenings;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.replay.LogVerifier;
import arbitre.stats.Pentanomial;
import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code match --games}: series between the bundled bots at small fixed depths (so that results do
 * not depend on the machine's load), played through real bot processes.
 */
class SeriesIT {
    private static final String DEEPER = "builtin:iddfs --depth 3";
    private static final String SHALLOW = "builtin:iddfs --depth 1";

    @TempDir
    Path dir;

    private CliRun series(String... extra) {
        List<String> args = new ArrayList<>(List.of(
                "match",
                "--p1",
                DEEPER,
                "--p2",
                SHALLOW,
                "--name1",
                "deep",
                "--name2",
                "shallow",
                "--move-ms",
                "10000",
                "--output",
                dir.resolve("series").toString()));
        args.addAll(List.of(extra));
        return CliRun.of(args.toArray(String[]::new));
    }

    private MatchLog game(int number) throws Exception {
        return MatchLogs.read(dir.resolve("series/games").resolve(String.format("game-%05d.json", number)));
    }

    private List<Path> logs() throws Exception {
        try (Stream<Path> files = Files.list(dir.resolve("series/games"))) {
            return files.filter(p -> p.getFileName().toString().matches("game-\\d+\\.json"))
                    .sorted()
                    .toList();
        }
    }

    @Test
    void series_pairsShareAnOpeningWithTheSidesSwapped_andTheSummaryAgreesWithTheLogs() throws Exception {
        Path json = dir.resolve("summary.json");

        CliRun run = series(
                "--games",
                "6",
                "--openings",
                "random:4",
                "--seed",
                "11",
                "--concurrency",
                "2",
                "--json",
                json.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(logs()).hasSize(6);
        Set<String> starts = new HashSet<>();
        int wins = 0;
        int draws = 0;
        int losses = 0;
        Pentanomial pairs = Pentanomial.empty();
        for (int pair = 0; pair < 3; pair++) {
            MatchLog first = game(2 * pair + 1);
            MatchLog second = game(2 * pair + 2);
            assertThat(first.start()).startsWith(AwaleType.OPENING_PREFIX).isEqualTo(second.start());
            assertThat(AwaleType.INSTANCE.startMoves(first.start())).hasSize(4);
            assertThat(first.moves().get(0).ply())
                    .as("the bots' first move comes after the opening")
                    .isEqualTo(5);
            assertThat(first.players()).extracting(MatchLog.Player::name).containsExactly("deep", "shallow");
            assertThat(second.players()).extracting(MatchLog.Player::name).containsExactly("shallow", "deep");
            assertThat(LogVerifier.verify(first)).isEmpty();
            assertThat(LogVerifier.verify(second)).isEmpty();
            starts.add(first.start());
            int half = 0;
            for (MatchLog game : List.of(first, second)) {
                int deep = game == first ? 1 : 2;
                int winner = game.result().winner();
                half += winner == 0 ? 1 : winner == deep ? 2 : 0;
                wins += winner == deep ? 1 : 0;
                draws += winner == 0 ? 1 : 0;
                losses += winner == 3 - deep ? 1 : 0;
            }
            pairs = pairs.plus(half);
        }
        assertThat(starts).as("a different opening per pair").hasSize(3);
        JsonNode summary = MatchLogs.mapper().readTree(json.toFile());
        assertThat(summary.get("games").asInt()).isEqualTo(6);
        assertThat(summary.get("wins").asInt()).isEqualTo(wins);
        assertThat(summary.get("draws").asInt()).isEqualTo(draws);
        assertThat(summary.get("losses").asInt()).isEqualTo(losses);
        assertThat(summary.get("score").asDouble())
                .isCloseTo((wins + draws / 2.0) / 6, org.assertj.core.data.Offset.offset(1e-4));
        List<Long> counts = new ArrayList<>();
        summary.get("pentanomial").forEach(n -> counts.add(n.asLong()));
        assertThat(counts).containsExactly(Arrays.stream(pairs.counts()).boxed().toArray(Long[]::new));
        double elo = pairs.elo().elo();
        if (Double.isFinite(elo)) {
            assertThat(summary.get("elo").asDouble()).isCloseTo(elo, org.assertj.core.data.Offset.offset(1e-3));
        } else {
            assertThat(summary.get("elo").isNull()).isTrue();
        }
        assertThat(summary.get("verdict").isNull()).as("no SPRT asked for").isTrue();
        assertThat(summary.get("forfeits").get("deep").size()).isZero();
        assertThat(run.out())
                .contains("deep vs shallow: 6 games, +" + wins + " =" + draws + " -" + losses)
                .contains("pairs (deep's points 0, 0.5, 1, 1.5, 2): " + counts);
    }

    @Test
    void series_botThatNeverAnswers_endsWithAWarningAndNoEloAndTheStandingsSaySoToo() throws Exception {
        Path folder = dir.resolve("forfeits");
        CliRun run = CliRun.of(
                "match",
                "--p1",
                TestBots.command("silent"),
                "--p2",
                "builtin:random",
                "--name1",
                "sleeper",
                "--name2",
                "random",
                "--games",
                "2",
                "--move-ms",
                "3000",
                "--sprt",
                "elo0=0,elo1=50",
                "--output",
                folder.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("+0 =0 -2")
                .contains("Elo of sleeper over random: none: every game ended by a forfeit")
                .contains("no verdict: every game ended by a forfeit")
                .contains("sleeper: no move played; forfeits: timeout=2")
                .contains("warning: 2 of 2 games ended by a forfeit: sleeper timeout 2 — "
                        + "the results say little about strength")
                .doesNotContain("inconclusive");
        assertThat(run.err())
                .contains("Elo none: every game ended by a forfeit")
                .contains("  log: " + folder.resolve("games/game-00001.json"))
                .contains("  log: " + folder.resolve("games/game-00002.json"));

        CliRun standings = CliRun.of("standings", folder.toString());

        assertThat(standings.exitCode()).as(standings.err()).isEqualTo(ExitCode.OK);
        assertThat(standings.out()).contains("warning: 2 of 2 games ended by a forfeit: sleeper timeout 2");
        assertThat(Files.readString(folder.resolve("standings.md")))
                .contains("> **Warning:** 2 of 2 games ended by a forfeit: sleeper timeout 2");
    }

    @Test
    void series_botThatCannotStart_stopsAfterItsFirstPair_sayingWhy_andIsPlayedAgainOnceMended() throws Exception {
        Path folder = dir.resolve("no-start");
        Path script = dir.resolve("mended.py");
        // A bot that cannot start: it exits before its first move, saying why.
        Files.writeString(script, "import sys\nsys.exit('cannot start: no weights here')\n");
        String[] args = {
            "match",
            "--p1",
            "python3 " + script,
            "--p2",
            "builtin:random",
            "--name1",
            "mended",
            "--games",
            "6",
            "--output",
            folder.toString()
        };

        CliRun run = CliRun.of(args);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.ERROR);
        assertThat(run.out()).contains("+0 =0 -2").contains("mended: no move played; forfeits: no-start=2");
        assertThat(run.err())
                .contains("random (P2) beat mended (P1), 0-0, no-start (exited with code 1 while starting up")
                .contains("its standard error ends: cannot start: no weights here")
                .contains("arbitre: mended could not start: exited with code 1")
                .contains("the series stops");
        assertThat(logs(folder)).hasSize(2);

        Files.copy(
                Path.of("..", "bots", "examples", "python", "bot.py").toAbsolutePath(),
                script,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        CliRun again = CliRun.of(args);

        assertThat(again.exitCode()).as(again.err()).isEqualTo(ExitCode.OK);
        assertThat(again.err())
                .contains("game-00001.json: a bot could not start in it; moved to game-00001.json.no-start")
                .contains("up to 6 games, 0 already played")
                .doesNotContain("to play them all again");
        assertThat(logs(folder)).hasSize(6);
        assertThat(again.out()).contains("mended: thinking mean").doesNotContain("forfeits: no-start");
    }

    private static List<Path> logs(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder.resolve("games"))) {
            return files.filter(p -> p.getFileName().toString().matches("game-\\d+\\.json"))
                    .toList();
        }
    }

    @Test
    void series_kalahWithFairKalahOpenings_drawsOneOpeningPerPair() throws Exception {
        CliRun run = CliRun.of(
                "match",
                "--game",
                "kalah",
                "--p1",
                "builtin:iddfs --depth 3",
                "--p2",
                "builtin:iddfs --depth 1",
                "--games",
                "4",
                "--openings",
                "fairkalah",
                "--seed",
                "5",
                "--move-ms",
                "10000",
                "--output",
                dir.resolve("series").toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        OpeningSuite fair = Openings.parse("fairkalah", null, "kalah", null, null, 5, 0);
        assertThat(fair.start(0)).matches("fair:\\d+");
        assertEachPairStartsFrom("kalah", List.of(fair.start(0), fair.start(1)));
    }

    /** Both games of pair i started from starts[i], the sides swapped, and each log verifies. */
    private void assertEachPairStartsFrom(String gameName, List<String> starts) throws Exception {
        for (int pair = 0; pair < starts.size(); pair++) {
            MatchLog first = game(2 * pair + 1);
            MatchLog second = game(2 * pair + 2);
            assertThat(first.game()).isEqualTo(gameName);
            assertThat(first.start()).isEqualTo(starts.get(pair)).isEqualTo(second.start());
            assertThat(first.players().get(0).name())
                    .isEqualTo(second.players().get(1).name());
            assertThat(LogVerifier.verify(first)).isEmpty();
            assertThat(LogVerifier.verify(second)).isEmpty();
        }
    }

    @Test
    void series_fenixFromAFileOfPositions_playsEachPositionForAPairWithTheSidesSwapped() throws Exception {
        // Two positions after the setup, red to move, each side with its king and three generals.
        List<String> positions = List.of(
                "SSG.SS../.SSSS..s/G.SS..ss/.KS..s.g/G...ssg./S..gsss./..s.ss.k r 10 - 0",
                "S.K.GS../SG.G..../SSS....k/SSS..sss/SS...gss/S...gss./..sssssg r 10 - 0");
        Path book = dir.resolve("fenix-book.txt");
        Files.writeString(book, "# after the setup\n" + String.join("\n", positions) + "\n");

        CliRun run = CliRun.of(
                "match",
                "--game",
                "fenix",
                "--p1",
                "builtin:iddfs --depth 2",
                "--p2",
                "builtin:iddfs --depth 1",
                "--games",
                "4",
                "--openings",
                book.toString(),
                "--move-ms",
                "10000",
                "--output",
                dir.resolve("series").toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertEachPairStartsFrom("fenix", positions);
    }

    @Test
    void series_rerunAfterAnInterruptedRun_playsOnlyTheMissingGames() throws Exception {
        CliRun first = series("--games", "4", "--openings", "random:2");
        assertThat(first.exitCode()).as(first.err()).isEqualTo(ExitCode.OK);
        // As an interrupted run leaves it: game 3 never finished, so it has no log.
        Files.delete(dir.resolve("series/games/game-00003.json"));
        Map<Path, FileTime> before = new TreeMap<>();
        for (Path log : logs()) {
            Files.setLastModifiedTime(log, FileTime.fromMillis(1_000_000));
            before.put(log, Files.getLastModifiedTime(log));
        }

        CliRun again = series("--games", "6", "--openings", "random:2");

        assertThat(again.exitCode()).as(again.err()).isEqualTo(ExitCode.OK);
        assertThat(again.err())
                .contains("3 already played")
                .contains("to play them all again, as with a bot you have changed, give another --output")
                .contains("game 3 done")
                .contains("game 5 done")
                .contains("game 6 done")
                .doesNotContain("game 1 done")
                .doesNotContain("game 2 done")
                .doesNotContain("game 4 done");
        for (Map.Entry<Path, FileTime> kept : before.entrySet()) {
            assertThat(Files.getLastModifiedTime(kept.getKey()))
                    .as("%s kept", kept.getKey())
                    .isEqualTo(kept.getValue());
        }
        assertThat(logs()).hasSize(6);
        assertThat(game(3).start()).isEqualTo(game(4).start());
        assertThat(again.out()).contains(": 6 games,");
    }

    @Test
    void series_resumeOverAForgedWinner_setsTheLogAsideAndPlaysItsGameAgain() throws Exception {
        assertThat(series("--games", "2").exitCode()).isEqualTo(ExitCode.OK);
        Path log = dir.resolve("series/games/game-00001.json");
        com.fasterxml.jackson.databind.node.ObjectNode tree = (com.fasterxml.jackson.databind.node.ObjectNode)
                MatchLogs.mapper().readTree(log.toFile());
        com.fasterxml.jackson.databind.node.ObjectNode result =
                (com.fasterxml.jackson.databind.node.ObjectNode) tree.get("result");
        result.put("winner", result.get("winner").asInt() == 1 ? 2 : 1);
        Files.write(log, MatchLogs.mapper().writeValueAsBytes(tree));

        CliRun again = series("--games", "2");

        assertThat(again.exitCode()).as(again.err()).isEqualTo(ExitCode.OK);
        assertThat(again.err())
                .contains(log + ": the engine refutes it: result.winner")
                .contains("moved to game-00001.json.refused")
                .contains("game 1 done")
                .doesNotContain("game 2 done");
        assertThat(log.resolveSibling("game-00001.json.refused")).exists();
        assertThat(LogVerifier.verify(game(1))).isEmpty();
    }

    @Test
    void series_folderOfAnotherSeries_isRefused() throws Exception {
        assertThat(series("--games", "2").exitCode()).isEqualTo(ExitCode.OK);

        CliRun otherOpenings = series("--games", "2", "--openings", "random:3");
        CliRun otherClock = CliRun.of(
                "match",
                "--p1",
                DEEPER,
                "--p2",
                SHALLOW,
                "--name1",
                "deep",
                "--name2",
                "shallow",
                "--move-ms",
                "9000",
                "--output",
                dir.resolve("series").toString(),
                "--games",
                "2");
        CliRun same = series("--games", "2");

        assertThat(otherOpenings.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(otherOpenings.err())
                .contains(
                        "game-00001.json holds awale deep (builtin:iddfs --depth 3) vs shallow (builtin:iddfs --depth 1)"
                                + " from standard, official rules")
                .contains("from opening:")
                .contains("use another output folder");
        assertThat(otherClock.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(otherClock.err()).contains("another clock than this series' (moveMs 9000 (was 10000))");
        assertThat(same.exitCode()).as(same.err()).isEqualTo(ExitCode.OK);
        assertThat(same.err()).contains("2 already played");
    }

    @Test
    void series_sprtAgainstAClearlyWeakerBot_stopsEarlyOnWholePairsWithH1() throws Exception {
        Path json = dir.resolve("sprt.json");

        CliRun run = CliRun.of(
                "match",
                "--p1",
                "builtin:iddfs --depth 4",
                "--p2",
                "builtin:random",
                "--games",
                "400",
                "--sprt",
                "elo0=0,elo1=200",
                "--concurrency",
                "2",
                "--move-ms",
                "10000",
                "--output",
                dir.resolve("series").toString(),
                "--json",
                json.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        JsonNode summary = MatchLogs.mapper().readTree(json.toFile());
        int games = summary.get("games").asInt();
        assertThat(summary.get("verdict").asText()).isEqualTo("H1");
        assertThat(summary.get("llr").asDouble())
                .isGreaterThanOrEqualTo(summary.get("upperBound").asDouble());
        assertThat(games).isLessThan(400).isEven();
        assertThat(logs()).hasSize(games);
        assertThat(run.err()).containsPattern("LLR -?\\d+\\.\\d\\d \\[-2\\.94, 2\\.94\\]");
        assertThat(run.out()).contains("SPRT: LLR").contains("H1");
    }

    @Test
    void series_sprtOneGameAtATime_beginsNoPairOnceTheGamesBeforeItDecided() throws Exception {
        CliRun run = CliRun.of(
                "match",
                "--p1",
                "builtin:random",
                "--p2",
                "builtin:greedy",
                "--games",
                "40",
                "--move-ms",
                "1000",
                "--sprt",
                "elo0=0,elo1=200",
                "--output",
                dir.resolve("sprt-one").toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        Matcher llr = Pattern.compile(
                        "game \\d+ done .* LLR (-?\\d+\\.\\d\\d) \\[(-?\\d+\\.\\d\\d), (-?\\d+\\.\\d\\d)\\]")
                .matcher(run.err());
        List<Boolean> decided = new ArrayList<>();
        while (llr.find()) {
            double value = Double.parseDouble(llr.group(1));
            decided.add(value <= Double.parseDouble(llr.group(2)) || value >= Double.parseDouble(llr.group(3)));
        }
        // Only the game that completed the deciding pair may see the verdict: no game came after it.
        assertThat(decided).as(run.err()).isNotEmpty().endsWith(true);
        assertThat(decided.subList(0, decided.size() - 1)).as(run.err()).doesNotContain(true);
        assertThat(logs(dir.resolve("sprt-one"))).hasSize(decided.size());
    }

    @Test
    void series_openingsFileWithABadLine_isAUsageErrorNamingTheLine() throws Exception {
        Path book = dir.resolve("book.txt");
        Files.writeString(book, "1R 2B\n3R 4B 5Q\n");

        CliRun run = series("--games", "2", "--openings", book.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains(book + ":2: opening move 3: ");
        assertThat(dir.resolve("series/games")).doesNotExist();
    }

    @Test
    void series_fromAnOpeningsFile_playsEachOpeningForAPair() throws Exception {
        Path book = dir.resolve("book.txt");
        CliRun written =
                CliRun.of("openings", "--plies", "6", "--count", "2", "--seed", "4", "--output", book.toString());
        assertThat(written.exitCode()).as(written.err()).isEqualTo(ExitCode.OK);
        List<String> lines = Files.readAllLines(book, StandardCharsets.UTF_8);

        CliRun run = series("--games", "4", "--openings", book.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(lines).hasSize(3).first().asString().startsWith("#");
        assertThat(game(1).start()).isEqualTo(AwaleType.OPENING_PREFIX + lines.get(1));
        assertThat(game(3).start()).isEqualTo(AwaleType.OPENING_PREFIX + lines.get(2));
    }

    @Test
    void openings_sameSeed_sameSuite_eachBalanced() throws Exception {
        CliRun first = CliRun.of("openings", "--plies", "8", "--count", "12", "--seed", "9", "--max-eval", "200");
        CliRun second = CliRun.of("openings", "--plies", "8", "--count", "12", "--seed", "9", "--max-eval", "200");
        CliRun other = CliRun.of("openings", "--plies", "8", "--count", "12", "--seed", "10", "--max-eval", "200");

        assertThat(first.exitCode()).as(first.err()).isEqualTo(ExitCode.OK);
        assertThat(first.out()).isEqualTo(second.out()).isNotEqualTo(other.out());
        BalancedOpenings judge = new BalancedOpenings(RuleSet.OFFICIAL, 8, 200, 0);
        List<String> lines = first.out().lines().skip(1).toList();
        assertThat(lines).hasSize(12).doesNotHaveDuplicates();
        for (String line : lines) {
            Board board = Board.start(RuleSet.OFFICIAL);
            for (String move : line.split(" ")) {
                board.play(Moves.parse(move));
            }
            assertThat(board.isOver()).isFalse();
            assertThat(Math.abs(judge.evaluate(board))).as(line).isLessThanOrEqualTo(200);
        }
    }

    @Test
    void replay_gameFromAnOpening_showsItsPliesAfterTheOpening() throws Exception {
        assertThat(series("--games", "2", "--openings", "random:4").exitCode()).isEqualTo(ExitCode.OK);
        String log = dir.resolve("series/games/game-00001.json").toString();
        MatchLog game = game(1);

        CliRun whole = CliRun.of("replay", log);
        CliRun atSix = CliRun.of("replay", "--ply", "6", log);
        CliRun inTheOpening = CliRun.of("replay", "--ply", "2", log);

        assertThat(whole.exitCode()).as(whole.err()).isEqualTo(ExitCode.OK);
        assertThat(whole.out())
                .contains("start " + game.start())
                .contains("ply 5: player 1")
                .contains("ply " + game.result().plies() + ": ")
                .doesNotContain("ply 4: ");
        assertThat(atSix.exitCode()).as(atSix.err()).isEqualTo(ExitCode.OK);
        assertThat(atSix.out())
                .contains("ply 6: player 2 (shallow) played "
                        + game.moves().get(1).move());
        assertThat(inTheOpening.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(inTheOpening.err())
                .contains("--ply 2 is outside the game: 4 to " + game.result().plies());
    }

    @Test
    void replayVerify_tamperedOpening_isAFinding() throws Exception {
        assertThat(series("--games", "2", "--openings", "random:4").exitCode()).isEqualTo(ExitCode.OK);
        Path log = dir.resolve("series/games/game-00001.json");
        String text = Files.readString(log);
        String start = game(1).start();
        List<String> moves = new ArrayList<>(AwaleType.INSTANCE.startMoves(start));
        Board board = Board.start(RuleSet.OFFICIAL);
        moves.subList(0, 3).forEach(move -> board.play(Moves.parse(move)));
        int[] legal = new int[Moves.MAX_LEGAL];
        int count = board.legalMoves(legal);
        for (int i = 0; i < count; i++) {
            if (!Moves.format(legal[i]).equals(moves.get(3))) {
                moves.set(3, Moves.format(legal[i]));
                break;
            }
        }
        Files.writeString(log, text.replace(start, AwaleType.openingStart(moves)));

        CliRun verify = CliRun.of("replay", "--verify", log.toString());
        CliRun untouched = CliRun.of(
                "replay",
                "--verify",
                dir.resolve("series/games/game-00002.json").toString());

        assertThat(verify.exitCode()).as(verify.out() + verify.err()).isEqualTo(ExitCode.FAILED);
        assertThat(untouched.exitCode()).as(untouched.out() + untouched.err()).isEqualTo(ExitCode.OK);
    }

    @Test
    void series_interruptedByCtrlC_printsTheSummaryOfTheFinishedGamesAndKeepsTheirLogs() throws Exception {
        String jar = System.getProperty("arbitre.jar");
        assertThat(jar).as("system property arbitre.jar (set by the build)").isNotNull();
        List<String> command = List.of(
                TestBots.javaBin(),
                "-jar",
                jar,
                "match",
                "--p1",
                DEEPER,
                "--p2",
                SHALLOW,
                "--games",
                "400",
                "--move-ms",
                "10000",
                "--output",
                dir.resolve("series").toString());
        Path err = dir.resolve("err.txt");
        Process arbitre = new ProcessBuilder(command)
                .redirectError(err.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile())
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.readString(err).contains("game 2 done") && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        new ProcessBuilder("kill", "-INT", Long.toString(arbitre.pid())).start().waitFor();

        assertThat(arbitre.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String out = Files.readString(dir.resolve("out.txt"));
        assertThat(arbitre.exitValue()).as(out + Files.readString(err)).isEqualTo(ExitCode.INTERRUPTED);
        int finished = logs().size();
        assertThat(finished).isBetween(2, 399);
        assertThat(out).contains(": " + finished + " games,");
        assertThat(Files.readString(err)).contains("run the same command to resume");
        assertThat(Stream.of(dir.resolve("series/games").toFile().list()).filter(name -> name.startsWith(".")))
                .as("no half-written log")
                .isEmpty();
    }
}
