package arbitre.validate;

import arbitre.game.GameRegistry;
import arbitre.log.MatchLog;
import arbitre.match.Diagnosis;
import arbitre.match.Violation;
import arbitre.protocol.Codec;
import arbitre.replay.PlayAgain;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One validation game as played: the bot's side, the match log, and the last lines the bot wrote
 * on standard output (the log keeps only its moves).
 *
 * @param number 1 for the first game
 * @param side the bot's player number, 1 or 2
 * @param logFile where the match log was written
 * @param log the match log
 * @param stdoutTail the last lines the bot wrote on standard output, oldest first
 */
record PlayedGame(int number, int side, Path logFile, MatchLog log, List<String> stdoutTail) {
    /** How many lines of a bot's output a failure shows. */
    static final int TAIL_LINES = 5;

    PlayedGame {
        stdoutTail = List.copyOf(stdoutTail);
    }

    int opponent() {
        return 3 - side;
    }

    /** The violation the game ended with, or {@code null} when it ended by the rules. */
    Violation reason() {
        return Violation.fromWireName(log.result().reason()).orElse(null);
    }

    /** The likely cause of the game's violation, when the referee could tell it, or {@code null}. */
    Diagnosis diagnosis() {
        return Diagnosis.fromWireName(log.result().diagnosis()).orElse(null);
    }

    /** The protocol of the game's bots. */
    Codec codec() {
        return GameRegistry.get(log.game()).codec();
    }

    /** Whether the bot broke the protocol (both did counts). */
    boolean botForfeited() {
        Integer forfeit = log.result().forfeit();
        return forfeit != null && (forfeit == side || forfeit == 0);
    }

    boolean opponentForfeited() {
        Integer forfeit = log.result().forfeit();
        return forfeit != null && forfeit == opponent();
    }

    /** Whether the bot's process could not be started. */
    boolean botDidNotStart() {
        return botForfeited() && reason() == Violation.NO_START;
    }

    MatchLog.Player bot() {
        return log.players().get(side - 1);
    }

    /** The bot's moves, in order. */
    List<MatchLog.Move> botMoves() {
        return log.moves().stream().filter(m -> m.player() == side).toList();
    }

    /**
     * The line that asked the bot for ply {@code ply} (1 for the first): {@code START}, the random
     * bot's plies since the bot last moved (its whole turn, in a game with extra turns), or
     * {@code AGAIN} after the bot's own ply gave it another one.
     */
    String request(int ply) {
        List<MatchLog.Move> moves = log.moves();
        int before = Math.min(ply - 1, moves.size());
        if (before == 0) {
            return codec().encode(new arbitre.protocol.Message.Start());
        }
        List<String> theirs = new ArrayList<>();
        for (int i = before - 1; i >= 0 && moves.get(i).player() != side; i--) {
            theirs.add(0, moves.get(i).move());
        }
        return codec().encode(
                        theirs.isEmpty()
                                ? new arbitre.protocol.Message.Again()
                                : new arbitre.protocol.Message.Plies(theirs));
    }

    /** What the game is called in a report: {@code game 2 (as player 2)}. */
    String label() {
        return "game " + number + " (as player " + side + ")";
    }

    /** Where the game ended: the ply the bot was to play and what it answered. */
    String whereItEnded() {
        int plies = log.result().plies();
        List<MatchLog.Move> moves = log.moves();
        boolean theirs = !moves.isEmpty() && moves.get(moves.size() - 1).player() != side;
        String after = "answering " + (theirs ? "the opponent's " : "") + request(plies + 1);
        if (reason() == Violation.OUT_OF_TURN) {
            return label() + ", after ply " + plies + " ("
                    + (moves.isEmpty()
                            ? "before any move"
                            : "last move " + moves.get(moves.size() - 1).move()) + ")";
        }
        return label() + ", ply " + (plies + 1) + ", " + after;
    }

    /** The evidence for a failure in this game: where, the log, and the bot's last output. */
    List<String> evidence() {
        List<String> lines = new ArrayList<>();
        lines.add("where: " + whereItEnded());
        lines.add("match log: " + logFile);
        if (!botDidNotStart()) {
            try {
                lines.add("play it again: " + PlayAgain.command(logFile, log));
                PlayAgain.keptCaveat(log).ifPresent(caveat -> lines.add("  note: " + caveat));
            } catch (RuntimeException e) {
                // a log no game can play again: the rest of the evidence stands
            }
        }
        lines.add("stdout, last lines:" + (stdoutTail.isEmpty() ? " (nothing)" : ""));
        stdoutTail.forEach(line -> lines.add("  | " + line));
        lines.addAll(stderrEvidence());
        return lines;
    }

    /** The last lines the bot wrote on standard error, made printable, oldest first. */
    List<String> stderrTail() {
        Path stderr = stderrFile();
        return stderr == null ? List.of() : tail(stderr, TAIL_LINES);
    }

    /** The evidence of the bot's standard error: where it was saved and its last lines. */
    List<String> stderrEvidence() {
        List<String> lines = new ArrayList<>();
        Path stderr = stderrFile();
        List<String> errTail = stderrTail();
        lines.add("stderr, last lines" + (stderr == null ? "" : " (" + stderr + ")") + ":"
                + (errTail.isEmpty() ? " (nothing)" : ""));
        errTail.forEach(line -> lines.add("  | " + line));
        return lines;
    }

    private Path stderrFile() {
        String name = bot().stderr();
        return name == null ? null : logFile.resolveSibling(name);
    }

    /** The last lines of a text file, made printable; empty when it cannot be read. */
    static List<String> tail(Path file, int count) {
        try {
            if (!Files.isRegularFile(file)) {
                return List.of();
            }
            long size = Files.size(file);
            byte[] bytes;
            try (var channel = Files.newByteChannel(file)) {
                long from = Math.max(0, size - 16 * 1024);
                channel.position(from);
                var buffer = java.nio.ByteBuffer.allocate((int) (size - from));
                while (buffer.hasRemaining() && channel.read(buffer) >= 0) {
                    // read on
                }
                bytes = buffer.array();
            }
            List<String> lines = new String(bytes, StandardCharsets.UTF_8)
                    .lines()
                    .filter(line -> !line.isBlank())
                    .map(line -> arbitre.engine.Text.printable(line, 160))
                    .toList();
            return lines.subList(Math.max(0, lines.size() - count), lines.size());
        } catch (IOException e) {
            return List.of();
        }
    }
}
