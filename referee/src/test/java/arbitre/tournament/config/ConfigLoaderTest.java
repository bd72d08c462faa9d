package arbitre.tournament.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.game.GameRegistry;
import arbitre.tournament.schedule.Schedule;
import arbitre.tournament.schedule.TournamentPlan;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConfigLoaderTest {
    @TempDir
    Path dir;

    private Path file(String json) throws Exception {
        Path file = dir.resolve("cfg").resolve("tour.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, json);
        return file;
    }

    private static final String TWO_BOTS = """
            "bots": [
              {"name": "one", "command": "builtin:random"},
              {"name": "two", "command": "builtin:greedy"}
            ]""";

    @Test
    void load_minimalConfig_fillsDefaults() throws Exception {
        TournamentConfig config = ConfigLoader.load(file("{" + TWO_BOTS + "}"));

        assertThat(config.name()).isEqualTo("tour");
        assertThat(config.rules()).isEqualTo("official");
        assertThat(config.timeControl().moveMs()).isEqualTo(3000);
        assertThat(config.gamesPerPair()).isEqualTo(2);
        assertThat(config.concurrency()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(config.bots()).extracting(TournamentConfig.Bot::name).containsExactly("one", "two");
        assertThat(config.bot("one").workdir())
                .as("its own folder, chosen at its start")
                .isNull();
    }

    @Test
    void with_eachChangesItsOwnFieldAndKeepsTheOthers() throws Exception {
        TournamentConfig config = ConfigLoader.load(file("{" + TWO_BOTS + "}"));
        arbitre.clock.TimeControl clock = arbitre.clock.TimeControl.perMove(250);
        arbitre.sandbox.SandboxSpec limits = arbitre.sandbox.SandboxSpec.DEFAULT;

        TournamentConfig changed = config.withOutput(dir.resolve("elsewhere"))
                .withTimeControl(clock)
                .withConcurrency(3)
                .withSandbox(limits);

        assertThat(changed)
                .isEqualTo(new TournamentConfig(
                        config.file(),
                        config.name(),
                        config.game(),
                        config.start(),
                        config.playedFirst(),
                        config.openings(),
                        config.rules(),
                        clock,
                        config.gamesPerPair(),
                        3,
                        dir.resolve("elsewhere"),
                        config.seed(),
                        config.eloAnchor(),
                        config.stderrCapBytes(),
                        limits,
                        config.bots(),
                        config.description(),
                        config.format(),
                        config.keepBotsUp()));
        assertThat(config.withConcurrency(config.concurrency())).isEqualTo(config);
    }

    @Test
    void load_keepBotsUp_isOffUnlessTheConfigSaysSo() throws Exception {
        String bots = "\"bots\": [{\"name\": \"a\", \"command\": \"builtin:random\"},"
                + " {\"name\": \"b\", \"command\": \"builtin:greedy\"}]";

        assertThat(ConfigLoader.load(file("{" + bots + "}")).keepBotsUp()).isFalse();
        assertThat(ConfigLoader.load(file("{" + bots + ", \"keepBotsUp\": true}"))
                        .keepBotsUp())
                .isTrue();
    }

    @Test
    void load_botWithoutAFolder_runsInItsOwn_itsScriptReadFromTheConfigsFolder() throws Exception {
        Path script = Files.writeString(
                Files.createDirectories(dir.resolve("cfg/bots")).resolve("alice.py"), "");
        TournamentConfig config = ConfigLoader.load(file("""
                {"bots": [{"name": "alice", "command": "python3 bots/alice.py"}, {"name": "two", "command": "builtin:greedy"}]}"""));

        assertThat(config.bot("alice").workdir()).isNull();
        assertThat(config.bot("alice").command()).isEqualTo("python3 " + script.toAbsolutePath());
    }

    @Test
    void schedule_awaleOpenings_randomFromTheSeedOrAFileBesideTheConfig_oneOpeningPerRound() throws Exception {
        Files.createDirectories(dir.resolve("cfg"));
        Files.writeString(dir.resolve("cfg/book.txt"), "# book\n1R 2B\n3R 4B\n");
        List<Schedule.Match> book = Schedule.roundRobin(
                ConfigLoader.load(file("{\"openings\": \"book.txt\", \"gamesPerPair\": 4, " + TWO_BOTS + "}")));
        List<Schedule.Match> random = Schedule.roundRobin(ConfigLoader.load(
                file("{\"openings\": \"random:6\", \"seed\": 3, \"gamesPerPair\": 4, " + TWO_BOTS + "}")));
        List<Schedule.Match> again = Schedule.roundRobin(ConfigLoader.load(
                file("{\"openings\": \"random:6\", \"seed\": 3, \"gamesPerPair\": 4, " + TWO_BOTS + "}")));

        assertThat(book)
                .extracting(Schedule.Match::start)
                .containsExactly("opening:1R 2B", "opening:1R 2B", "opening:3R 4B", "opening:3R 4B");
        assertThat(random)
                .extracting(Schedule.Match::start)
                .isEqualTo(again.stream().map(Schedule.Match::start).toList());
        assertThat(random.get(0).start())
                .startsWith("opening:")
                .isEqualTo(random.get(1).start())
                .isNotEqualTo(random.get(2).start());
    }

    /** A private file, as /etc/shadow is: its lines must never reach an error. */
    private Path secret() throws Exception {
        return Files.writeString(
                dir.resolve("shadow"), "root:$6$SECRETSALT$SECRETHASH:19000:0:99999:7:::\ndaemon:*:19000::::::\n");
    }

    @Test
    void load_openingsOfAPrivateFile_namesTheFileAndLineButShowsNoneOfIt() throws Exception {
        Path file = file("{\"openings\": \"" + secret() + "\", " + TWO_BOTS + "}");

        assertThatThrownBy(() -> ConfigLoader.load(file))
                .hasMessageContaining("openings: ")
                .hasMessageContaining(dir.resolve("shadow") + ":1: ")
                .satisfies(e -> assertThat(e.getMessage())
                        .doesNotContain("root")
                        .doesNotContain("SECRET")
                        .doesNotContain("19000"));
    }

    @Test
    void load_missingOpeningsFile_namesTheFieldAndTheFileWithoutAnExceptionName() throws Exception {
        Path file = file("{\"openings\": \"nosuch.txt\", " + TWO_BOTS + "}");

        assertThatThrownBy(() -> ConfigLoader.load(file))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining(file + ":1:2: openings: openings file " + file.resolveSibling("nosuch.txt")
                        + " cannot be read: no such file")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("Exception"));
    }

    @Test
    void plan_seedingFromAPrivateFile_namesTheFileAndLineButShowsNoneOfIt() throws Exception {
        Path file = file("{\"format\": \"knockout\", \"seeding\": \"" + secret() + "\", " + TWO_BOTS + "}");
        TournamentConfig config = ConfigLoader.load(file);

        assertThatThrownBy(() -> TournamentPlan.of(config, dir.resolve("no-games-yet")))
                .hasMessageContaining("seeding: ")
                .hasMessageContaining(dir.resolve("shadow") + ": not a standings.json: not JSON at line 1")
                .satisfies(e -> assertThat(e.getMessage())
                        .doesNotContain("root")
                        .doesNotContain("SECRET")
                        .doesNotContain("19000"));
    }

    @Test
    void load_openingsFileWithABadLine_namesTheFieldTheFileAndTheLine() throws Exception {
        Files.createDirectories(dir.resolve("cfg"));
        Files.writeString(dir.resolve("cfg/book.txt"), "1R 2B\n\n1R 17B\n");
        Path file = file("{\"openings\": \"book.txt\", " + TWO_BOTS + "}");

        assertThatThrownBy(() -> ConfigLoader.load(file))
                .hasMessageContaining("tour.json:1:2: openings: ")
                .hasMessageContaining("book.txt:3: opening move 2: is not a move");
    }

    @Test
    void load_fullConfig_readsEveryField_pathsRelativeToTheFile() throws Exception {
        Files.createDirectories(dir.resolve("bots"));
        TournamentConfig config = ConfigLoader.load(file("""
                {"name": "final", "rules": "report", "moveMs": 500, "bankMs": 20000, "incrementMs": 100,
                 "firstMoveGraceMs": 1500, "endGraceMs": 300, "gamesPerPair": 4, "concurrency": 1,
                 "output": "../out/final", "seed": 42, "eloAnchor": "alice", "stderrCapBytes": 1000,
                 "bots": [
                   {"name": "alice", "command": "python3 alice.py", "workdir": "../bots", "env": {"LEVEL": "3", "N": 4}},
                   {"name": "bob", "command": "./bob", "commandAsPlayer1": "./bob JoueurA", "commandAsPlayer2": "./bob JoueurB"}
                 ]}"""));

        assertThat(config.name()).isEqualTo("final");
        assertThat(config.rules()).isEqualTo("report");
        assertThat(config.timeControl()).isEqualTo(new arbitre.clock.TimeControl(500, 20000, 100, 1500, 300));
        assertThat(config.gamesPerPair()).isEqualTo(4);
        assertThat(config.concurrency()).isEqualTo(1);
        assertThat(config.output()).isEqualTo(dir.resolve("out/final").toAbsolutePath());
        assertThat(config.seed()).isEqualTo(42);
        assertThat(config.eloAnchor()).isEqualTo("alice");
        assertThat(config.stderrCapBytes()).isEqualTo(1000);
        TournamentConfig.Bot alice = config.bot("alice");
        assertThat(alice.workdir()).isEqualTo(dir.resolve("bots").toAbsolutePath());
        assertThat(alice.env()).containsEntry("LEVEL", "3").containsEntry("N", "4");
        TournamentConfig.Bot bob = config.bot("bob");
        assertThat(bob.commandAs(1)).isEqualTo("./bob JoueurA");
        assertThat(bob.commandAs(2)).isEqualTo("./bob JoueurB");
        assertThat(alice.commandAs(2)).isEqualTo("python3 alice.py");
    }

    private Path sampleLog() throws Exception {
        Path log = dir.resolve("cfg").resolve("lost.json");
        Files.createDirectories(log.getParent());
        arbitre.log.MatchLogs.write(log, arbitre.replay.SampleLogs.finished(7, arbitre.engine.awale.RuleSet.OFFICIAL));
        return log;
    }

    @Test
    void load_startAfterAPlyOfALog_startsFromItsStartWithItsPliesUpToThere() throws Exception {
        Path log = sampleLog();

        TournamentConfig config =
                ConfigLoader.load(file("{\"start\": {\"log\": \"lost.json\", \"ply\": 6}," + TWO_BOTS + "}"));

        arbitre.log.MatchLog played = arbitre.log.MatchLogs.read(log);
        assertThat(config.start()).isEqualTo(played.start());
        assertThat(config.playedFirst())
                .isEqualTo(new arbitre.log.MatchLog.From(
                        "lost.json",
                        6,
                        played.moves().subList(0, 6).stream()
                                .map(arbitre.log.MatchLog.Move::move)
                                .toList()));
        assertThat(ConfigLoader.load(file("{" + TWO_BOTS + "}")).playedFirst())
                .as("a game from its start")
                .isNull();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"log\": \"lost.json\", \"ply\": 9999} | start.ply | ply 9999 is not in the log",
                "{\"log\": \"lost.json\"} | start.ply | missing",
                "{\"log\": \"nowhere.json\", \"ply\": 3} | start.log | nowhere.json",
                "{\"log\": \"lost.json\", \"ply\": 3, \"plies\": 3} | start.plies | unknown field 'plies'",
                "{\"log\": \"lost.json\", \"ply\": -1} | start.ply | at least 0",
            })
    void load_badStartAfterAPlyOfALog_namesTheFieldAndWhy(String start, String field, String message) throws Exception {
        sampleLog();

        assertThatThrownBy(() -> ConfigLoader.load(file("{\"start\": " + start + "," + TWO_BOTS + "}")))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining(field)
                .hasMessageContaining(message);
    }

    @Test
    void load_startAfterAPlyOfALogOfAnotherGame_isRefusedNamingBoth() throws Exception {
        sampleLog();

        assertThatThrownBy(() -> ConfigLoader.load(file(
                        "{\"game\": \"kalah\", \"start\": {\"log\": \"lost.json\", \"ply\": 3}," + TWO_BOTS + "}")))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("start.log:")
                .hasMessageContaining("is a game of awale, this tournament plays kalah");
    }

    @Test
    void load_kalahConfig_defaultsToItsOneRuleSetAndTheStandardStart() throws Exception {
        Path file = file("{\"game\": \"kalah\", \"bots\": [{\"name\": \"a\", \"command\": \"x\"}, "
                + "{\"name\": \"b\", \"command\": \"y\"}]}");

        TournamentConfig config = ConfigLoader.load(file);

        assertThat(config.game()).isEqualTo("kalah");
        assertThat(config.rules()).isEqualTo("kalah");
        assertThat(config.start()).isEqualTo("standard");
        assertThat(config.openings()).isNull();
    }

    @Test
    void load_shippedFairKalahConfig_isAFairKalahTournamentWithTheFullBank() {
        TournamentConfig config = ConfigLoader.load(Path.of("..", "configs", "fairkalah.json"));

        assertThat(config.game()).isEqualTo("kalah");
        assertThat(config.openings()).isEqualTo("fairkalah");
        assertThat(config.timeControl().bankMs()).isEqualTo(150_000);
        assertThat(config.timeControl().moveMs()).isEqualTo(150_000);
        assertThat(config.bots())
                .extracting(TournamentConfig.Bot::command)
                .contains("builtin:iddfs", "builtin:greedy", "builtin:random", "python3 kalah_bot.py");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown field         | {"moveMz": 100, BOTS}                                       | tour.json:1:2: moveMz: unknown field 'moveMz'
            wrong type            | {"moveMs": "fast", BOTS}                                    | tour.json:1:2: moveMs: must be a whole number, not a string ("fast")
            fraction              | {"moveMs": 2.5, BOTS}                                       | moveMs: must be a whole number, not a number (2.5)
            too small             | {"moveMs": 0, BOTS}                                         | moveMs: must be at least 1, got 0
            odd games             | {"gamesPerPair": 3, BOTS}                                   | tour.json:1:2: gamesPerPair: 3 is odd
            unknown rules         | {"rules": "kalah", BOTS}                                    | rules: unknown rule set 'kalah' of awale (known: official, report)
            unknown anchor        | {"eloAnchor": "zed", BOTS}                                  | eloAnchor: 'zed' is not the name of any bot
            no bots               | {"name": "x"}                                               | tour.json:1:1: missing field 'bots'
            bots not a list       | {"bots": {"a": 1}}                                          | tour.json:1:2: bots: must be a list of bots, not an object
            one bot               | {"bots": [{"name": "a", "command": "x"}]}                   | bots: a tournament needs at least two bots, got 1
            bad name              | {"bots": [{"name": " a", "command": "x"}, {"name": "b", "command": "y"}]} | bots[0].name: 'a' has white space at its start or end
            control in name       | {"bots": [{"name": "a\\u0007", "command": "x"}, {"name": "b", "command": "y"}]} | bots[0].name: 'a\\u0007' holds a character that does not print (U+0007)
            case twins            | {"bots": [{"name": "Ann", "command": "x"}, {"name": "ann", "command": "y"}]} | bots[1].name: 'ann' and the name of bots[0] (1:12) differ only in case
            unknown builtin       | {"bots": [{"name": "a", "command": "builtin:foo"}, {"name": "b", "command": "y"}]} | bots[0].command: unknown bot 'builtin:foo'
            level off the ladder  | {"game": "kalah", "bots": [{"name": "a", "command": "builtin:iddfs --level 12"}, {"name": "b", "command": "y"}]} | bots[0].command: builtin:iddfs --level: a level of kalah is 1..10 or 'full'
            level word off it     | {"game": "fenix", "bots": [{"name": "a", "command": "x"}, {"name": "b", "commandAsPlayer1": "builtin:iddfs --level=top", "commandAsPlayer2": "y"}]} | bots[1].commandAsPlayer1: builtin:iddfs --level: a level of fenix is 1..7
            too many games        | {"gamesPerPair": 2000000000, BOTS}                          | gamesPerPair: 2000000000 is more than the 10000 games
            typo suggests         | {"moveMS": 100, BOTS}                                       | moveMS: unknown field 'moveMS' (did you mean moveMs?)
            format typo suggests  | {"format": "swis", BOTS}                                    | format: "swis" is not a format (did you mean swiss?) (known: roundrobin, swiss, knockout)
            final format typo     | {"format": "swiss", "rounds": 1, "final": {"format": "knokout"}, BOTS} | final.format: "knokout" is not a format (did you mean knockout?)
            clock typo suggests   | {"clock": "cpuu", BOTS}                                     | clock: must be one of wall, cpu, not a string ("cpuu") (did you mean cpu?)
            overloaded typo       | {"overloaded": "replya", BOTS}                              | overloaded: must be one of replay, count, not a string ("replya") (did you mean replay?)
            rules typo suggests   | {"rules": "oficial", BOTS}                                  | rules: unknown rule set 'oficial' of awale (did you mean official?) (known: official, report)
            far from every word   | {"format": "ladder", BOTS}                                  | format: "ladder" is not a format (known: roundrobin, swiss, knockout)
            bad top name          | {"name": "../x", BOTS}                                      | name: '../x' is not a usable name
            empty command         | {"bots": [{"name": "a", "command": " "}, {"name": "b", "command": "y"}]} | bots[0].command: the command is empty
            unclosed quote        | {"bots": [{"name": "a", "command": "x 'y"}, {"name": "b", "command": "y"}]} | bots[0].command:
            env not strings       | {"bots": [{"name": "a", "command": "x", "env": {"K": [1]}}, {"name": "b", "command": "y"}]} | bots[0].env.K: must be a string, not a list
            missing workdir       | {"bots": [{"name": "a", "command": "x", "workdir": "nowhere"}, {"name": "b", "command": "y"}]} | bots[0].workdir: working directory
            bot field unknown     | {"bots": [{"name": "a", "command": "x", "cmd": "y"}, {"name": "b", "command": "y"}]} | tour.json:1:41: bots[0].cmd: unknown field 'cmd'
            not an object         | [1, 2]                                                      | a tournament config is one JSON object
            sandbox kind          | {"sandbox": "yes", BOTS}                                    | tour.json:1:2: sandbox: must be true, false or an object of limits, not a string ("yes")
            sandbox unknown limit | {"sandbox": {"memoryMB": 64}, BOTS}                         | tour.json:1:14: sandbox.memoryMB: unknown field 'memoryMB'
            sandbox zero limit    | {"sandbox": {"processes": 0}, BOTS}                         | sandbox.processes: must be at least 1, got 0
            unknown game          | {"game": "chess", BOTS}                                     | tour.json:1:2: game: unknown game 'chess' (known: KNOWN)
            awale rules for kalah | {"game": "kalah", "rules": "official", BOTS}                | rules: unknown rule set 'official' of kalah (known: kalah)
            unknown start         | {"game": "kalah", "start": "fair:300", BOTS}                | start: start position 'fair:300'
            fair start for awale  | {"start": "fair:3", BOTS}                                   | start: unknown start position of awale 'fair:3'
            openings for awale    | {"openings": "fairkalah", BOTS}                             | openings: 'fairkalah' is not an opening suite of awale (known: random:K, or a file of openings)
            unknown openings      | {"game": "kalah", "openings": "all", BOTS}                  | openings: 'all' is not an opening suite of kalah (known: fairkalah)
            start and openings    | {"game": "kalah", "start": "fair:1", "openings": "fairkalah", BOTS} | start: give either 'start'
            """)
    void load_badConfig_namesFileFieldAndPlace(String what, String json, String message) throws Exception {
        Path file = file(json.replace(
                "BOTS", "\"bots\": [{\"name\": \"a\", \"command\": \"x\"}, {\"name\": \"b\", \"command\": \"y\"}]"));

        assertThatThrownBy(() -> ConfigLoader.load(file))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(file.toString())
                .hasMessageContaining(message.replace("KNOWN", String.join(", ", GameRegistry.names())));
    }

    @Test
    void load_missingCommand_namesTheBotAndItsLine() throws Exception {
        Path file = file("""
                {
                  "bots": [
                    {"name": "alice", "command": "./alice"},
                    {"name": "bob"}
                  ]
                }""");

        assertThatThrownBy(() -> ConfigLoader.load(file))
                .hasMessage(
                        file
                                + ":4:5: bots[1]: bot 'bob' has no 'command' (or both 'commandAsPlayer1' and 'commandAsPlayer2')");
    }

    @Test
    void load_timesNear2To63_areRefusedAsNoRealTime() throws Exception {
        // moveMs + firstMoveGraceMs wrapped around: every first move timed out with "limit is 0 ms".
        Path file =
                file("{\"moveMs\": 4611686018427387904, \"firstMoveGraceMs\": 4611686018427387904, " + TWO_BOTS + "}");

        assertThatThrownBy(() -> ConfigLoader.load(file))
                .hasMessageContaining("moveMs: must be at most 604,800,000 ms (a week), got 4,611,686,018,427,387,904")
                .hasMessageContaining("firstMoveGraceMs: must be at most 604,800,000 ms (a week)");
    }

    @Test
    void load_duplicateName_pointsAtBothPlaces() throws Exception {
        Path file = file("""
                {
                  "bots": [
                    {"name": "alice", "command": "./a"},
                    {"name": "bob", "command": "./b"},
                    {"name": "alice", "command": "./c"}
                  ]
                }""");

        assertThatThrownBy(() -> ConfigLoader.load(file))
                .hasMessage(file + ":5:6: bots[2].name: 'alice' is already the name of bots[0] (3:6)");
    }

    @Test
    void load_brokenJson_saysWhereItBreaks() throws Exception {
        Path file = file("""
                {
                  "moveMs": 100,
                  "bots": [ {"name": "a", "command": "x"}, ]
                }""");

        assertThatThrownBy(() -> ConfigLoader.load(file))
                .hasMessageStartingWith(file + ":3:")
                .hasMessageContaining("not valid JSON");
    }

    @Test
    void load_missingFile_saysSo() {
        Path file = dir.resolve("nope.json");

        assertThatThrownBy(() -> ConfigLoader.load(file)).hasMessage(file + ": no such file");
    }

    @Test
    void load_commandsPerSideOnly_isEnough() throws Exception {
        TournamentConfig config = ConfigLoader.load(file("""
                {"bots": [{"name": "a", "commandAsPlayer1": "./a 1", "commandAsPlayer2": "./a 2"},
                          {"name": "b", "command": "./b"}]}"""));

        assertThat(config.bot("a").commandAs(1)).isEqualTo("./a 1");
        assertThat(config.bot("a")
                        .spec(2, java.util.Map.of("ARBITRE_SEED", "7"))
                        .command())
                .isEqualTo("./a 2");
    }

    @Test
    void load_sandbox_trueForDefaultsOrAnObjectOfLimits_falseForNone_absentForTheDefaultsWhereItRuns()
            throws Exception {
        String bots = "\"bots\": [{\"name\": \"a\", \"command\": \"x\"}, {\"name\": \"b\", \"command\": \"y\"}]";

        assertThat(ConfigLoader.load(file("{" + bots + "}")).sandbox())
                .isEqualTo(
                        arbitre.sandbox.Sandbox.unavailable().isEmpty() ? arbitre.sandbox.SandboxSpec.DEFAULT : null);
        assertThat(ConfigLoader.load(file("{\"sandbox\": false, " + bots + "}")).sandbox())
                .isNull();
        assertThat(ConfigLoader.load(file("{\"sandbox\": true, " + bots + "}")).sandbox())
                .isEqualTo(arbitre.sandbox.SandboxSpec.DEFAULT);
        assertThat(ConfigLoader.load(file("{\"sandbox\": {\"memoryMb\": 256, \"cpuSeconds\": 30}, " + bots + "}"))
                        .sandbox())
                .isEqualTo(arbitre.sandbox.SandboxSpec.DEFAULT.withMemoryMb(256).withCpuSeconds(30));
    }

    @Test
    void load_unicodeNames_areKeptAsWritten() throws Exception {
        TournamentConfig config = ConfigLoader.load(file("""
                {"bots": [{"name": "Élodie", "command": "x"}, {"name": "Jean Dupont", "command": "y"}]}"""));

        assertThat(config.bots()).extracting(TournamentConfig.Bot::name).containsExactly("Élodie", "Jean Dupont");
    }

    @Test
    void load_severalProblems_areAllReportedAtOnce() throws Exception {
        Path file = file("""
                {
                  "moveMz": 100,
                  "gamesPerPair": 3,
                  "bots": [
                    {"name": "a", "command": "x", "wrkdir": "."},
                    {"name": "a", "command": "builtin:foo"}
                  ]
                }""");

        assertThatThrownBy(() -> ConfigLoader.load(file))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining(file + ":2:3: moveMz: unknown field 'moveMz' (did you mean moveMs?)")
                .hasMessageContaining(file + ":3:3: gamesPerPair: 3 is odd")
                .hasMessageContaining(file + ":5:35: bots[0].wrkdir: unknown field 'wrkdir' (did you mean workdir?)")
                .hasMessageContaining(file + ":6:6: bots[1].name: 'a' is already the name of bots[0]")
                .hasMessageContaining(file + ":6:19: bots[1].command: unknown bot 'builtin:foo'");
    }

    @Test
    void load_scheduleTooLarge_isRefusedWithItsSize() throws Exception {
        StringBuilder bots = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            bots.append(i == 0 ? "" : ",").append("{\"name\": \"b").append(i).append("\", \"command\": \"x\"}");
        }
        Path file = file("{\"gamesPerPair\": 100, \"bots\": [" + bots + "]}");

        assertThatThrownBy(() -> ConfigLoader.load(file))
                .hasMessageContaining(
                        "200 bots playing 100 games per pair make 1990000 matches, more than the 1000000");
    }

    @Test
    void load_remoteBot_hasNoCommand_andItsTokenAndLimits() throws Exception {
        TournamentConfig config = ConfigLoader.load(file("""
                {"remoteConnectMs": 5000, "remoteLagCapMs": 300, "bots": [
                  {"name": "alice", "remote": true, "token": "alice-token-0123456789"},
                  {"name": "bob", "remote": true},
                  {"name": "carol", "command": "builtin:random"}
                ]}"""));

        TournamentConfig.Bot alice = config.bot("alice");
        assertThat(alice.isRemote()).isTrue();
        assertThat(alice.remote()).isEqualTo(new TournamentConfig.Bot.Remote("alice-token-0123456789", 5000, 300));
        assertThat(config.bot("bob").remote().token()).isNull();
        assertThat(config.bot("carol").isRemote()).isFalse();
        assertThat(arbitre.serve.RemoteSeats.isRemote(alice.spec(1, java.util.Map.of())))
                .isTrue();
    }

    @Test
    void load_remoteBotWithACommandOrAShortToken_isRefused_withoutRepeatingTheToken() throws Exception {
        assertThatThrownBy(() -> ConfigLoader.load(file("""
                        {"bots": [
                          {"name": "alice", "remote": true, "command": "builtin:random"},
                          {"name": "bob", "command": "builtin:random"}
                        ]}""")))
                .hasMessageContaining("bots[0]")
                .hasMessageContaining("command");
        assertThatThrownBy(() -> ConfigLoader.load(file("""
                        {"bots": [
                          {"name": "alice", "remote": true, "token": "short-secret"},
                          {"name": "bob", "command": "builtin:random"}
                        ]}""")))
                .hasMessageContaining("bots[0].token")
                .hasMessageNotContaining("short-secret");
        assertThatThrownBy(() -> ConfigLoader.load(file("""
                        {"bots": [
                          {"name": "alice", "token": "alice-token-0123456789", "command": "builtin:random"},
                          {"name": "bob", "command": "builtin:random"}
                        ]}"""))).hasMessageContaining("bots[0].token");
    }
}
