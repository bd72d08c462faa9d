package arbitre.match;

import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.log.ArbitreVersion;
import arbitre.log.MatchLog;
import arbitre.process.BotSpec;
import arbitre.process.StderrWords;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a match's log: the plies as they are played, the referee's own time per relayed ply, and
 * at the end the players, the result and what each bot left behind, as fields; the warnings are
 * the same facts in words, for a person.
 */
final class MatchRecorder {
    /** The variable that carries a bot's seed, when it is given one. */
    static final String SEED_VARIABLE = "ARBITRE_SEED";

    private final List<MatchLog.Move> moves = new ArrayList<>();
    /** The plies of an earlier game this one started after, or {@code null}. */
    private MatchLog.From from;

    private final List<MatchLog.LateMove> lateMoves = new ArrayList<>();
    private MatchLog.Clocking clocking;
    private long overheadTotal;
    private long overheadMax;
    private int overheadCount;

    /** How many games each player's process had played before this one, when it was kept from them. */
    private final int[] gamesBefore = new int[3];

    /** The seed each kept process received at its first game. */
    private final String[] keptSeed = new String[3];

    /** Which players' processes were kept running after this game, for a later one. */
    private final boolean[] stayedUp = new boolean[3];

    /** Each player's words by ply, once its bot has started ({@code null}: none kept). */
    private final StderrWords[] words = new StderrWords[3];

    /** Records a move played and its ply's end, at once: {@link #move} and {@link #played}. */
    void playedAndMove(MatchLog.Move move) {
        played(move.ply(), move.player());
        move(move);
    }

    /**
     * Ply {@code ply} was played by {@code player}: what the bots write on standard error from now
     * on belongs to the next ply. Told as the move is played, before the opponent is asked for the
     * next one, so that what it writes as it thinks is filed under its own ply; the move itself may
     * be recorded later, with what the scheduler counted for it.
     */
    void played(int ply, int player) {
        for (int p = 1; p <= 2; p++) {
            if (words[p] != null) {
                words[p].plyBegins(ply + 1, player == p);
            }
        }
    }

    /** Records a move in the log's list; its ply's end was told by {@link #played}. */
    void move(MatchLog.Move move) {
        moves.add(move);
    }

    /**
     * The game starts after plies of an earlier game: kept apart from its moves, untimed, since
     * neither of this game's bots played them.
     */
    void startedFrom(MatchLog.From plies) {
        from = plies;
    }

    /**
     * A player's process was kept from earlier games of its arena: {@code games} of them; it
     * received {@code seed} at its first ({@code null}: none), not this game's.
     */
    void kept(int player, int games, String seed) {
        gamesBefore[player] = games;
        keptSeed[player] = seed;
    }

    /** A player's process stays up after this game, waiting for a later one: it did not exit. */
    void stayedUp(int player) {
        stayedUp[player] = true;
    }

    /** Keeps what a player's bot writes on standard error by ply, from {@code ply} on. */
    void words(int player, StderrWords bot, int ply) {
        if (bot != null) {
            bot.plyBegins(ply);
            words[player] = bot;
        }
    }

    /** The words of both bots, by ply, then by player. */
    private List<MatchLog.Words> words() {
        List<MatchLog.Words> all = new ArrayList<>();
        for (int p = 1; p <= 2; p++) {
            if (words[p] != null) {
                for (StderrWords.Ply ply : words[p].plies()) {
                    all.add(new MatchLog.Words(ply.ply(), p, ply.text(), ply.cut()));
                }
            }
        }
        all.sort(java.util.Comparator.comparingInt(MatchLog.Words::ply).thenComparingInt(MatchLog.Words::player));
        return all;
    }

    List<MatchLog.Move> moves() {
        return List.copyOf(moves);
    }

    /** A move came after its limit but within the time margin, and counted. */
    void lateMove(MatchLog.LateMove late) {
        lateMoves.add(late);
    }

    List<MatchLog.LateMove> lateMoves() {
        return List.copyOf(lateMoves);
    }

    /** The referee's time from a bot's line to the next request it sent. */
    void overhead(long nanos) {
        overheadTotal += nanos;
        overheadMax = Math.max(overheadMax, nanos);
        overheadCount++;
    }

    MatchLog log(
            MatchSpec spec, Game game, Ending ending, Seat first, Seat second, String startedAt, String finishedAt) {
        List<MatchLog.Player> players = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        List<MatchLog.IgnoredLine> ignored = new ArrayList<>();
        List<MatchLog.Claim> claims = new ArrayList<>();
        Ending.Forfeit lost = ending instanceof Ending.Forfeit f ? f : null;
        for (Seat seat : List.of(first, second)) {
            int p = seat.player();
            boolean ran = seat.bot() != null;
            boolean up = ran && stayedUp[p];
            Integer exitCode = ran && !up ? seat.bot().exitCode() : null;
            // A bot that exited by itself, but with an error (an abort on reading RESULT), did not exit cleanly;
            // one that stayed up did not exit at all.
            boolean clean = ran && !up && seat.cleanExit() && (exitCode == null || exitCode == 0);
            // A bot that forfeited has its failure in the result already.
            boolean forfeited = lost != null && (lost.offender() == p || lost.offender() == 0);
            Leftovers left = seat.leftovers();
            BotSpec bot = spec.bot(p);
            players.add(new MatchLog.Player(
                    p,
                    bot.name(),
                    bot.command(),
                    ran ? seat.bot().argv() : List.of(),
                    ran && seat.bot().savesStderr()
                            ? spec.stderrFile(p).getFileName().toString()
                            : null,
                    exitCode,
                    clean,
                    up ? 0 : seat.processesLeftBehind(),
                    left.ignoredDropped(),
                    ran ? ranIn(seat, bot).toString() : null,
                    !ran ? null : gamesBefore[p] > 0 ? keptSeed[p] : seed(bot),
                    ran && !seat.cleanExit(),
                    ran ? gamesBefore[p] : 0,
                    up));
            ignored.addAll(left.ignored());
            claims.addAll(left.claims());
            left.claims().forEach(claim -> warnings.add(describe(claim)));
            String who = "player " + p + " (" + seat.name() + ")";
            if (left.claimsDropped() > 0) {
                warnings.add(who + " made " + left.claimsDropped() + " more such claim(s), not kept");
            }
            if (ran && !seat.cleanExit()) {
                warnings.add(who + " did not exit within " + spec.timeControl().endGraceMs()
                        + " ms after END and was stopped");
            } else if (!clean && exitCode != null && !forfeited) {
                warnings.add(who + " " + MatchLog.exitedAfterTheGame(exitCode));
            }
            if (seat.processesLeftBehind() > 0) {
                warnings.add(who + " left " + seat.processesLeftBehind()
                        + " process(es) of its own running after END; they were stopped");
            }
            if (seat.processesEscaped() > 0) {
                warnings.add(who + " started " + seat.processesEscaped()
                        + " process(es) that left its control groups or its session; found after the game by"
                        + " their environment and stopped (unsandboxed, a bot can do anything its user can:"
                        + " run bots you do not trust with the sandbox)");
            }
            for (MatchLog.LateMove late : lateMoves) {
                if (late.player() == p) {
                    warnings.add(who + " answered " + late.msOver() + " ms after its limit at ply " + late.ply()
                            + ", within the time margin of "
                            + spec.timeControl().timeMarginMs() + " ms");
                }
            }
            if (left.ignoredDropped() > 0) {
                warnings.add(who + " wrote " + left.ignoredDropped() + " more ignored line(s), not kept");
            }
        }
        Ending.Forfeit forfeit = ending instanceof Ending.Forfeit f ? f : null;
        String detail = forfeit != null
                ? forfeit.detail()
                : ending instanceof Ending.Resignation resigned
                        ? "player " + resigned.player() + " ("
                                + spec.bot(resigned.player()).name() + ") resigned"
                        : null;
        MatchLog.Result result = new MatchLog.Result(
                ending.winner(),
                ending.reason(),
                List.of(game.score(1), game.score(2)),
                game.ply(),
                detail,
                forfeit == null ? null : forfeit.offender(),
                forfeit == null ? null : forfeit.move(),
                forfeit == null || forfeit.diagnosis() == null
                        ? null
                        : forfeit.diagnosis().wireName());
        MatchLog.Overhead overhead = new MatchLog.Overhead(
                overheadCount,
                overheadCount == 0 ? 0 : round(overheadTotal / 1e3 / overheadCount),
                round(overheadMax / 1e3));
        return new MatchLog(
                MatchLog.FORMAT,
                spec.game(),
                spec.start(),
                GameRegistry.get(spec.game()).startPosition(spec.start()),
                game.rules(),
                spec.timeControl(),
                startedAt,
                finishedAt,
                players,
                moves(),
                result,
                List.copyOf(warnings),
                List.copyOf(ignored),
                List.copyOf(claims),
                overhead,
                spec.sandbox() == null ? null : spec.sandbox().asApplied(),
                ArbitreVersion.number(),
                lateMoves(),
                clocking,
                words(),
                from);
    }

    /** How the match was clocked, once the bots were ready; {@code null} before. */
    MatchLog.Clocking clocking() {
        return clocking;
    }

    /** How the match was clocked (see {@link MatchLog.Clocking}). */
    void clocking(MatchLog.Clocking clocking) {
        this.clocking = clocking;
    }

    /** The folder the bot ran in: its own when it was given none (a script's folder, or a fresh one). */
    private static Path ranIn(Seat seat, BotSpec bot) {
        Path folder = seat.bot().folder();
        return folder != null ? folder : bot.folder();
    }

    /**
     * The seed the bot received: its own {@value #SEED_VARIABLE} if the match gave it one, else the
     * referee's, which it inherits (as {@code BotProcess} builds its environment); {@code null} for none.
     */
    private static String seed(BotSpec bot) {
        String own = bot.env().get(SEED_VARIABLE);
        return own != null ? own : System.getenv(SEED_VARIABLE);
    }

    /** A claim in words. */
    static String describe(MatchLog.Claim claim) {
        String when = claim.move() == null ? "at the end" : "with " + claim.move();
        if (claim.counted() == null) {
            return "player " + claim.player() + " claimed the game was over " + when + " at ply " + claim.ply()
                    + ", but it goes on";
        }
        return "player " + claim.player() + " claimed a score of "
                + claim.claimed().get(0) + "-"
                + claim.claimed().get(1) + " " + when + "; the engine counts "
                + claim.counted().get(0) + "-"
                + claim.counted().get(1);
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }
}
