package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.Builtins;
import arbitre.process.CommandWords;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command printed for a lost game, run as a user runs it: it plays the game again from a few
 * plies before the end, and the position each bot is told (the game's own way) is the log's
 * position after that ply. The bots are bundled ones behind a wrapper that keeps what they were
 * told and stops reading after some lines, so that player 2 crashes.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class PlayAgainIT {
    @TempDir
    Path dir;

    @Test
    void awale_printedCommand_tellsTheBotsTheOpeningOfThePliesAlreadyPlayed() throws Exception {
        PlayedAgain again = forfeitAndPlayAgain("awale", 12);

        String told = again.firstLine(1);
        assertThat(told).startsWith("OPENING ");
        assertThat(again.firstLine(2)).isEqualTo(told);
        Game fromWhatWasTold = type("awale").start(null, "opening:" + told.substring("OPENING ".length()));
        assertThat(fromWhatWasTold.position()).isEqualTo(again.logPosition().position());
    }

    @Test
    void kalah_printedCommand_tellsTheBotsThePositionAfterThePliesAlreadyPlayed() throws Exception {
        PlayedAgain again = forfeitAndPlayAgain("kalah", 8);

        String told = again.firstLine(1);
        assertThat(told).startsWith("POSITION ");
        assertThat(again.firstLine(2)).isEqualTo(told);
        assertThat(again.nextLine(1)).isEqualTo("START");
        JsonNode board = again.logPosition().position().get("board");
        List<String> expected = new java.util.ArrayList<>();
        board.forEach(cell -> expected.add(cell.asText()));
        assertThat(told).isEqualTo("POSITION " + String.join(" ", expected));
    }

    @Test
    void fenix_printedCommand_givesTheBotsThePositionTextAfterThePliesAlreadyPlayed() throws Exception {
        PlayedAgain again = forfeitAndPlayAgain("fenix", 5);

        Game logPosition = again.logPosition();
        String start = Files.readString(dir.resolve("start-1.txt")).strip();
        assertThat(Files.readString(dir.resolve("start-2.txt")).strip()).isEqualTo(start);
        assertThat(start).isEqualTo(logPosition.position().get("position").asText());
        assertThat(again.firstLine(logPosition.toMove())).isEqualTo("START");
    }

    /** A game played again, the log it came from, and the ply it went on after. */
    private record PlayedAgain(Path dir, MatchLog log, int ply, MatchLog again) {
        String firstLine(int player) throws Exception {
            return Files.readAllLines(dir.resolve("in-" + player + ".txt")).get(0);
        }

        String nextLine(int player) throws Exception {
            return Files.readAllLines(dir.resolve("in-" + player + ".txt")).get(1);
        }

        /** The game of the log after the ply the printed command goes on from. */
        Game logPosition() throws Exception {
            Game game = GameRegistry.get(log.game())
                    .start(String.valueOf(log.rules().get("name")), log.start());
            for (MatchLog.Move move : log.moves()) {
                if (move.ply() <= ply) {
                    game.play(move.move());
                }
            }
            return game;
        }
    }

    private static GameType type(String name) {
        return GameRegistry.get(name);
    }

    /** Plays a game that player 2 forfeits after {@code lines} lines, then its printed command. */
    private PlayedAgain forfeitAndPlayAgain(String game, int lines) throws Exception {
        String p1 = wrapper("p1.sh", "builtin:random --seed 7", 1000);
        String p2 = wrapper("p2.sh", "builtin:greedy", lines);
        Path first = dir.resolve("first.json");
        run("java -jar " + jar() + " match --game " + game + " --move-ms 2000 --first-move-grace-ms 5000 --p1 " + p1
                + " --p2 " + p2 + " --log " + first);
        MatchLog log = MatchLogs.read(first);
        assertThat(log.result().reason()).as("the first game: %s", log.result()).isEqualTo("crash");
        assertThat(log.result().forfeit()).isEqualTo(2);

        String printed = PlayAgain.command(first, log);
        int ply = PlayAgain.suggestedPly(log);
        int last = log.moves().get(log.moves().size() - 1).ply();
        assertThat(ply).isBetween(PlayAgain.firstPly(log), last - PlayAgain.PLIES_BEFORE_THE_END);
        assertThat(printed).startsWith("./arbitre match --from " + first + " --ply " + ply + " ");
        Files.delete(dir.resolve("in-1.txt"));
        Files.delete(dir.resolve("in-2.txt"));

        Path again = dir.resolve("again.json");
        String output = run(printed.replace("./arbitre ", "java -jar " + jar() + " ") + " --log " + again);
        assertThat(output).contains("log: " + again);
        MatchLog replayed = MatchLogs.read(again);
        assertThat(replayed.from().moves())
                .as("the plies it started after, kept apart from its own moves")
                .isEqualTo(log.moves().subList(0, ply - PlayAgain.firstPly(log) + 1).stream()
                        .map(MatchLog.Move::move)
                        .toList());
        assertThat(replayed.from().ply()).isEqualTo(ply);
        assertThat(replayed.from().log()).isEqualTo(first.toString());
        assertThat(PlayAgain.firstPly(replayed)).isEqualTo(ply + 1);
        assertThat(LogVerifier.verify(replayed)).isEmpty();
        assertThat(replayed.start()).isEqualTo(log.start());
        return new PlayedAgain(dir, log, ply, replayed);
    }

    /**
     * A shell script that keeps the bot's {@code ARBITRE_START} and the lines it is sent, and
     * passes it only the first {@code lines} of them.
     */
    private String wrapper(String name, String builtin, int lines) throws Exception {
        String bot = CommandWords.join(Builtins.expand(CommandWords.split(builtin)));
        Path script = dir.resolve(name);
        Files.writeString(
                script,
                "#!/bin/sh\n"
                        + "cd \"$(dirname \"$0\")\"\n"
                        + "printf '%s\\n' \"$ARBITRE_START\" > start-$ARBITRE_PLAYER.txt\n"
                        + ": > in-$ARBITRE_PLAYER.txt\n"
                        + "n=0\n"
                        + "while [ $n -lt " + lines + " ] && IFS= read -r line; do\n"
                        + "  printf '%s\\n' \"$line\" >> in-$ARBITRE_PLAYER.txt; printf '%s\\n' \"$line\"; n=$((n+1))\n"
                        + "done | " + bot + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script.toString();
    }

    private static String jar() {
        return Path.of("target/arbitre.jar").toAbsolutePath().toString();
    }

    private String run(String shellCommand) throws Exception {
        Process process = new ProcessBuilder("sh", "-c", shellCommand)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(100, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        return output;
    }
}
