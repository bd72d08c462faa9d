package arbitre.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.engine.awale.RuleSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchLogsTest {
    @TempDir
    Path dir;

    @Test
    void writeAtomically_replacesTheFile_leavesNoTemporary_readableByAll() throws Exception {
        Path file = dir.resolve("sub/standings.json");
        MatchLogs.writeAtomically(file, "old".getBytes());

        MatchLogs.writeAtomically(file, "new".getBytes());

        assertThat(file).hasContent("new");
        try (Stream<Path> files = Files.list(file.getParent())) {
            assertThat(files).containsExactly(file);
        }
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-r--r--");
    }

    @Test
    void writeAtomically_onAFullDisk_failsAndLeavesNoFile() throws Exception {
        try (SmallDisk disk = SmallDisk.mount(dir.resolve("small"), "120k")) {
            Path file = disk.folder().resolve("matches/m.json");
            byte[] bytes = new byte[200 * 1024];
            java.util.Arrays.fill(bytes, (byte) ' ');

            assertThatThrownBy(() -> MatchLogs.writeAtomically(file, bytes))
                    .isInstanceOf(java.io.IOException.class)
                    .hasMessageContaining("No space left on device");

            try (Stream<Path> files = Files.list(file.getParent())) {
                assertThat(files)
                        .as("no log, whole or partial, and no temporary")
                        .isEmpty();
            }
        }
    }

    @Test
    void read_truncatedLog_namesFileLineAndColumn() throws Exception {
        Path full = dir.resolve("full.json");
        MatchLogs.write(full, arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));
        byte[] bytes = Files.readAllBytes(full);
        Path cut = Files.write(dir.resolve("cut.json"), java.util.Arrays.copyOf(bytes, bytes.length / 2));

        assertThatThrownBy(() -> MatchLogs.read(cut))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageStartingWith(cut + ": not valid JSON: the file ends in the middle of the JSON (truncated?)")
                .hasMessageContaining(" at line ")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("Source"));
    }

    /** A finished game's log with {@code extra} put in as its first field. */
    private Path logWith(String name, String extra) throws Exception {
        Path file = dir.resolve(name);
        MatchLogs.write(file, arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));
        String text = Files.readString(file);
        return Files.writeString(file, "{" + extra + "," + text.substring(text.indexOf('{') + 1));
    }

    @Test
    void read_unknownFields_areSkipped() throws Exception {
        Path file = logWith("junk.json", "\"junk\": [" + "[1, {\"a\": \"b\"}],".repeat(10_000) + "0]");

        assertThat(MatchLogs.read(file)).isEqualTo(arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));
    }

    @Test
    void read_logLargerThanAnyMatchLog_isRefusedWithoutReadingIt() throws Exception {
        Path file = logWith("huge.json", "\"junk\": \"" + " ".repeat((int) MatchLogs.MAX_BYTES) + "\"");

        assertThatThrownBy(() -> MatchLogs.read(file))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageMatching(
                        ".*/huge.json: 33,5\\d\\d,\\d{3} bytes, larger than any match log \\(at most 33,554,432\\)");
    }

    @Test
    void read_deepNestingOrALongString_isRefused() throws Exception {
        Path deep = logWith("deep.json", "\"junk\": " + "[".repeat(100) + "]".repeat(100));
        Path string = logWith("string.json", "\"junk\": \"" + "x".repeat(MatchLogs.MAX_STRING + 1) + "\"");

        assertThatThrownBy(() -> MatchLogs.read(deep))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageStartingWith(deep + ": not valid JSON: ")
                .hasMessageContaining("nesting depth");
        assertThatThrownBy(() -> MatchLogs.read(string))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageStartingWith(string + ": not valid JSON: ")
                .hasMessageContaining("String value length");
    }

    @Test
    void read_otherJson_isForeign() throws Exception {
        Path standings = Files.writeString(dir.resolve("standings.json"), "{\"format\": 1, \"standings\": []}");

        assertThatThrownBy(() -> MatchLogs.read(standings))
                .isInstanceOfSatisfying(
                        UnreadableLogException.class,
                        e -> assertThat(e.foreign()).isTrue())
                .hasMessage(standings + ": not a match log (a JSON object without \"moves\" and \"result\")");
    }

    @Test
    void read_fieldOfTheWrongType_namesTheField() throws Exception {
        Path full = dir.resolve("full.json");
        MatchLogs.write(full, arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));
        Path bad = Files.writeString(
                dir.resolve("bad.json"),
                Files.readString(full).replaceFirst("\"plies\" : \\d+", "\"plies\" : \"many\""));

        assertThatThrownBy(() -> MatchLogs.read(bad))
                .hasMessageContaining("(field result.plies)")
                .hasMessageContaining(" at line ");
    }

    /** A finished game's log as written, with the first match of {@code regex} replaced. */
    private Path edited(String name, String regex, String replacement) throws Exception {
        Path full = dir.resolve("full-" + name);
        MatchLogs.write(full, arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));
        return Files.writeString(dir.resolve(name), Files.readString(full).replaceFirst(regex, replacement));
    }

    @Test
    void read_aFieldGivenTwice_isRefused_namingIt() throws Exception {
        Path twice = edited("twice.json", "\"winner\" : (\\d+)", "\"winner\" : 2, \"winner\" : $1");

        assertThatThrownBy(() -> MatchLogs.read(twice))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageContaining("winner")
                .hasMessageContaining("twice");
    }

    @Test
    void read_somethingAfterTheLog_isRefused() throws Exception {
        Path full = dir.resolve("full.json");
        MatchLogs.write(full, arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));
        Path more = Files.writeString(dir.resolve("more.json"), Files.readString(full) + "{\"x\": 1}");

        assertThatThrownBy(() -> MatchLogs.read(more))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageContaining("after the end of the log");
    }

    @Test
    void read_aTimeAsTextOrAFraction_isRefused_namingTheField() throws Exception {
        Path text = edited("text.json", "\"ms\" : (\\d+)", "\"ms\" : \"$1\"");
        Path fraction = edited("fraction.json", "\"ms\" : (\\d+)", "\"ms\" : $1.7");

        assertThatThrownBy(() -> MatchLogs.read(text)).hasMessageContaining("(field moves[0].ms)");
        assertThatThrownBy(() -> MatchLogs.read(fraction)).hasMessageContaining("(field moves[0].ms)");
    }

    @Test
    void read_aMoveThatIsNull_isRefused_namingItsPlace() throws Exception {
        Path hole = edited("hole.json", "\"moves\" : \\[", "\"moves\" : [ null,");

        assertThatThrownBy(() -> MatchLogs.read(hole))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessage(hole + ": not a valid match log: moves[0] is null, not a move");
    }

    @Test
    void read_logWrittenBeforeAuditFieldsAndMargins_readsWithoutThem() throws Exception {
        MatchLog sample = arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL);
        Path full = dir.resolve("full.json");
        MatchLogs.write(
                full,
                MatchLogBuilder.from(sample)
                        .timeControl(new arbitre.clock.TimeControl(100, 0, 0, 0, 1000, 20))
                        .players(sample.players().stream()
                                .map(p -> new MatchLog.Player(
                                        p.player(),
                                        p.name(),
                                        p.command(),
                                        p.argv(),
                                        p.stderr(),
                                        p.exitCode(),
                                        p.cleanExit(),
                                        0,
                                        0,
                                        "/srv/bots",
                                        "7"))
                                .toList())
                        .arbitre("1.2.3")
                        .lateMoves(List.of(new MatchLog.LateMove(3, 1, 5)))
                        .build());
        com.fasterxml.jackson.databind.node.ObjectNode tree = (com.fasterxml.jackson.databind.node.ObjectNode)
                MatchLogs.mapper().readTree(full.toFile());
        assertThat(tree.has("arbitre")).isTrue();
        tree.remove(List.of("arbitre", "lateMoves"));
        ((com.fasterxml.jackson.databind.node.ObjectNode) tree.get("timeControl")).remove("timeMarginMs");
        tree.get("players")
                .forEach(p -> ((com.fasterxml.jackson.databind.node.ObjectNode) p).remove(List.of("workdir", "seed")));
        Path old = dir.resolve("old.json");
        MatchLogs.mapper().writeValue(old.toFile(), tree);

        MatchLog log = MatchLogs.read(old);

        assertThat(Files.readString(old)).doesNotContain("workdir").doesNotContain("lateMoves");
        assertThat(log.arbitre()).isNull();
        assertThat(log.lateMoves()).isEmpty();
        assertThat(log.timeControl().timeMarginMs()).isZero();
        assertThat(log.players()).allSatisfy(p -> {
            assertThat(p.workdir()).isNull();
            assertThat(p.seed()).isNull();
        });
        assertThat(log.result().diagnosis()).isNull();
    }

    @Test
    void read_logWrittenBeforeGamesWereNamed_isAwaleFromTheStandardStart() throws Exception {
        Path full = dir.resolve("full.json");
        MatchLogs.write(full, arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));
        Path old = Files.writeString(
                dir.resolve("old.json"),
                Files.readString(full)
                        .replaceFirst("\"game\" : \"awale\",", "")
                        .replaceFirst("\"start\" : \"standard\",", ""));

        MatchLog log = MatchLogs.read(old);

        assertThat(MatchLogs.mapper().readTree(old.toFile()).has("game")).isFalse();
        assertThat(Files.readString(old)).doesNotContain("\"start\"");
        assertThat(log.game()).isEqualTo("awale");
        assertThat(log.start()).isEqualTo("standard");
        assertThat(log.players())
                .allSatisfy(p -> assertThat(p.processesLeftBehind()).isZero());
    }

    @Test
    void write_processStartedForItsGame_writesNoneOfTheKeptFields_andAnOldLogReadsAsStarted() throws Exception {
        Path file = dir.resolve("started.json");
        MatchLogs.write(file, arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));

        MatchLog log = MatchLogs.read(file);

        assertThat(Files.readString(file))
                .doesNotContain("\"kept\"")
                .doesNotContain("gamesBefore")
                .doesNotContain("stayedUp");
        assertThat(log.players()).allSatisfy(p -> {
            assertThat(p.kept()).isFalse();
            assertThat(p.gamesBefore()).isZero();
            assertThat(p.stayedUp()).isFalse();
        });
    }

    @Test
    void write_keptProcess_roundTripsItsGamesBefore_andThatItStayedUp() throws Exception {
        MatchLog sample = arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL);
        MatchLog written = arbitre.replay.SampleLogs.withPlayer1Kept(sample, 2);
        MatchLog.Player kept = written.players().get(0);
        Path file = dir.resolve("kept.json");
        MatchLogs.write(file, written);

        MatchLog log = MatchLogs.read(file);

        assertThat(Files.readString(file)).contains("\"kept\" : true", "\"gamesBefore\" : 2", "\"stayedUp\" : true");
        assertThat(log.players().get(0)).isEqualTo(kept);
        assertThat(log.players().get(1).kept()).isFalse();
    }

    @Test
    void read_keptThatGamesBeforeDoesNotSay_isNotTakenFromTheFile() throws Exception {
        MatchLog sample = arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL);
        Path file = dir.resolve("said.json");
        MatchLogs.write(file, sample);
        String text = Files.readString(file);
        String edited = text.replaceFirst("\"player\" : 1,", "\"player\" : 1,\n    \"kept\" : true,");
        assertThat(edited).as("the edit took").isNotEqualTo(text);
        Files.writeString(file, edited);

        MatchLog log = MatchLogs.read(file);

        assertThat(log.players().get(0).kept())
                .as("kept follows from gamesBefore, absent here")
                .isFalse();
    }
}
