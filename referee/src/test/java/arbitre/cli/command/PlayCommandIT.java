package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.engine.fenix.FenixBoard;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.testbots.TestBots;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbitre play} as a person uses it: the real command in a pseudo-terminal ({@code script}
 * from util-linux), the person's lines typed into it, against the seeded random bot.
 */
class PlayCommandIT {
    private static final String ESC = "\u001b";

    @TempDir
    Path dir;

    /** What the person saw, as typed lines went into a terminal; its colour codes kept. */
    private record Session(int exitCode, String screen) {
        /** The screen without colour codes and carriage returns. */
        String text() {
            return screen.replaceAll(ESC + "\\[[0-9;]*m", "").replace("\r", "");
        }
    }

    private Session play(String typed, boolean noColour, String... options) throws Exception {
        return play("", typed, noColour, options);
    }

    /** @param before shell words run in the terminal before the command ({@code tty > FILE; exec }) */
    private Session play(String before, String typed, boolean noColour, String... options) throws Exception {
        String jar = System.getProperty("arbitre.jar");
        assertThat(jar).as("system property arbitre.jar (set by the build)").isNotNull();
        StringBuilder command = new StringBuilder(before + quote(TestBots.javaBin()) + " -jar " + quote(jar) + " play");
        for (String option : options) {
            command.append(' ').append(quote(option));
        }
        ProcessBuilder builder = new ProcessBuilder("script", "-q", "-e", "-c", command.toString(), "/dev/null")
                .redirectErrorStream(true);
        builder.environment().put("TERM", "xterm");
        builder.environment().remove("CI");
        if (noColour) {
            builder.environment().put("NO_COLOR", "1");
        } else {
            builder.environment().remove("NO_COLOR");
        }
        Process script = builder.start();
        try (OutputStream keys = script.getOutputStream()) {
            keys.write(typed.getBytes(StandardCharsets.UTF_8));
        }
        String screen = new String(script.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(script.waitFor(60, TimeUnit.SECONDS)).as(screen).isTrue();
        return new Session(script.exitValue(), screen);
    }

    private static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /**
     * The person's plies 3 and 5 take seeds of their own that no bot's ply can take away before
     * (nothing can be captured in the first four plies), so they are legal whatever the bot plays.
     */
    @Test
    void play_inATerminal_explainsRefusalsTakesBackAMoveAndLogsTheResignation() throws Exception {
        Path log = dir.resolve("game.json");

        Session session = play(
                "help\nhint\n2R\nxyz\n1R\n5TR\nundo\n7TR\nresign\n",
                false,
                "--bot",
                "builtin:random --seed 5",
                "--move-ms",
                "5000",
                "--log",
                log.toString());

        String text = session.text();
        assertThat(session.exitCode()).as(text).isZero();
        assertThat(session.screen()).as("the seed rows in colour").contains(ESC + "[31mred ");
        MatchLog written = MatchLogs.read(log);
        String botsMove = written.moves().get(1).move();
        String answerAfterUndo = written.moves().get(3).move();
        assertThat(text)
                .contains("undo     take back your last move and the bot's answer")
                .contains("Your moves: 1R 1B 1TR 1TB 3R")
                .contains("2R is illegal: hole 2 belongs to player 2, and player 1 is to move (you are player 1)")
                .contains("'xyz' is not a move")
                .contains("You played 1R", "random played " + botsMove)
                .containsPattern("random played (\\d+T?[RB])\\R(?s).*Taking back your 5TR and random's \\1\\.")
                .contains("Restarting random and telling it the game so far.", "The game goes on after 2 plies.")
                .contains("You played 7TR", "random played " + answerAfterUndo)
                .contains("Game over (resignation): you lose")
                .contains("random (P2) beat human (P1)")
                .contains("log: " + log);
        assertThat(written.players()).extracting(MatchLog.Player::name).containsExactly("human", "random");
        assertThat(written.moves())
                .extracting(MatchLog.Move::move)
                .containsExactly("1R", botsMove, "7TR", answerAfterUndo);
        assertThat(written.result().reason()).isEqualTo("resignation");
        assertThat(written.result().winner()).isEqualTo(2);
        assertThat(written.result().forfeit()).isNull();
        CliRun verify = CliRun.of("replay", "--verify", log.toString());
        assertThat(verify.exitCode()).as(verify.out() + verify.err()).isEqualTo(ExitCode.OK);
        assertThat(verify.out()).contains("1 verified, 0 failed");
    }

    @Test
    void play_botThatLooksForThePersonsTerminal_cannotWriteToIt() throws Exception {
        arbitre.sandbox.SandboxTests.assertAvailable();
        arbitre.sandbox.SandboxTests.openToBots(dir);
        Path folder = java.nio.file.Files.createDirectories(dir.resolve("bot"));
        arbitre.sandbox.SandboxTests.openToBots(folder);
        // Writes to its controlling terminal and to the person's, should it find it among the terminals it
        // can list; the test names it in terminal.txt, so that, should the sandbox fail, no other terminal
        // of the machine is written to.
        Path bot = arbitre.sandbox.SandboxTests.executable(
                folder,
                "hijack.sh",
                "#!/bin/sh\nperson=$(cat \"$(dirname \"$0\")/terminal.txt\")\n"
                        + "for t in /dev/tty /dev/pts/[0-9]*; do\n"
                        + "  [ \"$t\" = /dev/tty ] || [ \"$t\" = \"$person\" ] || continue\n"
                        + "  { printf 'HIJ''ACKED' > \"$t\"; } 2>/dev/null\ndone\nexit 1\n");

        Session session = play(
                "tty > " + quote(folder.resolve("terminal.txt").toString()) + "; exec ",
                "",
                true,
                "--as",
                "2",
                "--bot",
                bot.toString(),
                "--log",
                dir.resolve("out/game.json").toString());

        assertThat(session.text()).contains("Game over").doesNotContain("HIJACKED");
    }

    /**
     * Types {@code resign} into its controlling terminal, its standard streams and the person's
     * terminal, which the test names to it in {@code terminal.txt} (so that, should the sandbox fail,
     * no other terminal of the machine is typed into), says what it managed, and gives up.
     */
    private static final String TYPIST = """
            import fcntl, os, sys, termios
            here = os.path.dirname(os.path.abspath(__file__))
            person = open(os.path.join(here, "terminal.txt")).read().strip()
            sys.stdin.readline()
            said, fds = ["TRIED"], [0, 1, 2]
            for path in ("/dev/tty", person):
                try:
                    fds.append(os.open(path, os.O_RDWR | os.O_NOCTTY))
                except OSError as e:
                    said.append("%s: %s" % (path, e.strerror))
            for fd in fds:
                try:
                    for c in b"resign\\n":
                        fcntl.ioctl(fd, termios.TIOCSTI, bytes([c]))
                    said.append("TYPED into %d" % fd)
                except OSError as e:
                    said.append("%d: %s" % (fd, e.strerror))
            sys.stderr.write(" ".join(said) + "\\n")
            sys.exit(1)
            """;

    @Test
    void play_botThatTypesIntoThePersonsTerminal_cannot() throws Exception {
        arbitre.sandbox.SandboxTests.assertAvailable();
        arbitre.sandbox.SandboxTests.openToBots(dir);
        Path folder = java.nio.file.Files.createDirectories(dir.resolve("bot"));
        arbitre.sandbox.SandboxTests.openToBots(folder);
        Path bot = arbitre.sandbox.SandboxTests.executable(folder, "typist.py", TYPIST);
        Path terminal = folder.resolve("terminal.txt");
        Path log = dir.resolve("out/game.json");

        Session session = play(
                "tty > " + quote(terminal.toString()) + "; exec ",
                "",
                true,
                "--as",
                "2",
                "--bot",
                "python3 " + bot,
                "--log",
                log.toString());

        assertThat(java.nio.file.Files.readString(terminal))
                .as("the person's terminal")
                .startsWith("/dev/");
        assertThat(java.nio.file.Files.readString(dir.resolve("out/game.p1.stderr.txt")))
                .as("what the bot managed")
                .contains("TRIED")
                .doesNotContain("TYPED");
        assertThat(session.text()).contains("Game over").doesNotContain("resign");
        MatchLog written = MatchLogs.read(log);
        assertThat(written.result().reason()).isEqualTo("crash");
        assertThat(written.result().winner()).isEqualTo(2);
    }

    @Test
    void play_secondWithNoColour_seesTheBotsFirstMoveInPlainText() throws Exception {
        Path log = dir.resolve("second.json");

        Session session = play(
                "resign\n",
                true,
                "--bot",
                "builtin:random --seed 9",
                "--as",
                "2",
                "--move-ms",
                "5000",
                "--log",
                log.toString());

        MatchLog written = MatchLogs.read(log);
        assertThat(session.exitCode()).as(session.screen()).isZero();
        assertThat(session.screen()).doesNotContain(ESC + "[");
        assertThat(written.players()).extracting(MatchLog.Player::name).containsExactly("random", "human");
        assertThat(written.moves())
                .singleElement()
                .satisfies(m -> assertThat(m.player()).isEqualTo(1));
        assertThat(session.text())
                .contains("random played " + written.moves().get(0).move())
                .contains("ply 2, your move (player 2)")
                .contains("human (P2)");
        assertThat(written.result().winner()).isEqualTo(1);
    }

    /**
     * From the standard start, pit 3's four seeds end in South's store (an extra ply) and pit 6's
     * five pass the turn.
     */
    @Test
    void play_kalah_asksAgainAfterAnExtraTurnAndRefusesAnUndoItCannotDo() throws Exception {
        Path log = dir.resolve("kalah.json");

        Session session = play(
                "hint\n0\n3\n6\nundo\nresign\n",
                true,
                "--game",
                "kalah",
                "--bot",
                "builtin:random --seed 4",
                "--move-ms",
                "5000",
                "--log",
                log.toString());

        MatchLog written = MatchLogs.read(log);
        assertThat(session.exitCode()).as(session.screen()).isZero();
        assertThat(session.text())
                .contains("Your moves: 1 2 3 4 5 6")
                .contains("'0' is not a move")
                .contains(
                        "You played 3 (+1)", "Your ply ended in your store: play again.", "ply 2, your move (player 1)")
                .contains("You played 6 (+1)")
                .contains("Undo is not available in kalah")
                .contains("Game over (resignation): you lose");
        assertThat(written.game()).isEqualTo("kalah");
        assertThat(written.moves()).extracting(MatchLog.Move::move).startsWith("3", "6");
        assertThat(written.moves())
                .hasSizeGreaterThan(2)
                .allSatisfy(m -> assertThat(m.player()).isEqualTo(m.ply() <= 2 ? 1 : 2));
        assertThat(written.result().reason()).isEqualTo("resignation");
        CliRun verify = CliRun.of("replay", "--verify", log.toString());
        assertThat(verify.exitCode()).as(verify.out() + verify.err()).isEqualTo(ExitCode.OK);
    }

    @Test
    void play_fenix_listsTheEnginesActionsAndLogsAResignationThatVerifies() throws Exception {
        Path log = dir.resolve("fenix.json");
        String first = FenixBoard.start().legalActions().get(0).format();

        Session session = play(
                "hint\n" + first + "\nresign\n",
                true,
                "--game",
                "fenix",
                "--bot",
                "builtin:random --seed 4",
                "--move-ms",
                "5000",
                "--log",
                log.toString());

        MatchLog written = MatchLogs.read(log);
        assertThat(session.exitCode()).as(session.screen()).isZero();
        assertThat(session.text()).contains("Your moves: " + first + " ").contains("Game over (resignation): you lose");
        assertThat(written.game()).isEqualTo("fenix");
        assertThat(written.moves()).extracting(MatchLog.Move::move).startsWith(first);
        assertThat(written.result().reason()).isEqualTo("resignation");
        CliRun verify = CliRun.of("replay", "--verify", log.toString());
        assertThat(verify.exitCode()).as(verify.out() + verify.err()).isEqualTo(ExitCode.OK);
    }

    @Test
    void play_sideThatIsNoSide_isUsageError() throws IOException {
        CliRun run = CliRun.of("play", "--bot", "builtin:random", "--as", "3");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("--as: your side is 1 or 2, got 3");
    }
}
