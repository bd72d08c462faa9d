package arbitre.log;

import arbitre.clock.TimeControl;
import arbitre.game.GameRegistry;
import arbitre.sandbox.SandboxSpec;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * The record of one match: everything needed to replay and audit it without the bots. Written as
 * one JSON document ({@link MatchLogs}); {@code format} versions the layout.
 *
 * @param format the layout version, {@value #FORMAT}
 * @param game the game's name ({@code awale}); logs written before it was recorded are Awale's
 * @param start the start position's name ({@code standard}); logs written before it was recorded
 *     started from the game's standard position
 * @param startPosition the start position's numbers, for a game whose bots are told them (Kalah's
 *     14, in board-vector order); absent for Awale
 * @param from for a game started after a ply of an earlier game's log, those plies and where they
 *     came from: they are not this game's moves, which begin after them; absent otherwise
 * @param rules the rule set's name and parameters
 * @param timeControl the clock
 * @param startedAt when the match started, ISO-8601 UTC
 * @param finishedAt when it ended, ISO-8601 UTC
 * @param players the two bots, player 1 first
 * @param moves every move played, in order
 * @param result how it ended
 * @param warnings what the referee noticed that did not end the game (scores a bot claimed that
 *     differ from the engine's, a bot that had to be killed at the end)
 * @param ignored lines a bot wrote that were logged and ignored (course-style {@code RESULT} lines,
 *     output after the end), up to a cap per bot; each player's {@code ignoredDropped} counts the rest
 * @param claims scores a bot claimed that the game does not confirm, up to a cap per bot
 * @param overhead the referee's own time per ply, from a bot's line to the forwarded move
 * @param sandbox the limits both bots ran under, absent when they ran without a sandbox
 * @param arbitre the version of Arbitre that refereed the match; absent in logs written before it
 *     was recorded
 * @param lateMoves moves that came after their limit but within the time margin, and so counted;
 *     empty when there were none
 * @param clocking how the match was clocked
 * @param words what each bot wrote on standard error, by the ply it came during (the first bytes
 *     of each ply, up to a cap per game; the whole is in its standard error file); empty when the
 *     bots wrote nothing there, and in logs written before it was recorded
 */
@JsonPropertyOrder({
    "format",
    "arbitre",
    "game",
    "start",
    "startPosition",
    "from",
    "rules",
    "timeControl",
    "startedAt",
    "finishedAt",
    "players",
    "moves",
    "result",
    "warnings",
    "lateMoves",
    "ignored",
    "claims",
    "overhead",
    "sandbox",
    "clocking",
    "words"
})
public record MatchLog(
        int format,
        String game,
        String start,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<Integer> startPosition,
        Map<String, Object> rules,
        TimeControl timeControl,
        String startedAt,
        String finishedAt,
        List<Player> players,
        List<Move> moves,
        Result result,
        List<String> warnings,
        List<IgnoredLine> ignored,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Claim> claims,
        Overhead overhead,
        @JsonInclude(JsonInclude.Include.NON_NULL) SandboxSpec sandbox,
        @JsonInclude(JsonInclude.Include.NON_NULL) String arbitre,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<LateMove> lateMoves,
        @JsonInclude(JsonInclude.Include.NON_NULL) Clocking clocking,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Words> words,
        @JsonInclude(JsonInclude.Include.NON_NULL) From from) {

    public static final int FORMAT = 1;
    /** The start of logs that name none. */
    public static final String DEFAULT_START = "standard";

    public MatchLog {
        game = game == null ? GameRegistry.DEFAULT_GAME : game;
        start = start == null ? DEFAULT_START : start;
        claims = claims == null ? List.of() : claims;
        startPosition = startPosition == null ? null : List.copyOf(startPosition);
        lateMoves = lateMoves == null ? List.of() : lateMoves;
        words = words == null ? List.of() : List.copyOf(words);
    }

    /** A log of a game from its start, not after plies of an earlier game. */
    public MatchLog(
            int format,
            String game,
            String start,
            List<Integer> startPosition,
            Map<String, Object> rules,
            TimeControl timeControl,
            String startedAt,
            String finishedAt,
            List<Player> players,
            List<Move> moves,
            Result result,
            List<String> warnings,
            List<IgnoredLine> ignored,
            List<Claim> claims,
            Overhead overhead,
            SandboxSpec sandbox,
            String arbitre,
            List<LateMove> lateMoves,
            Clocking clocking,
            List<Words> words) {
        this(
                format,
                game,
                start,
                startPosition,
                rules,
                timeControl,
                startedAt,
                finishedAt,
                players,
                moves,
                result,
                warnings,
                ignored,
                claims,
                overhead,
                sandbox,
                arbitre,
                lateMoves,
                clocking,
                words,
                null);
    }

    /** A log without the bots' words by ply. */
    public MatchLog(
            int format,
            String game,
            String start,
            List<Integer> startPosition,
            Map<String, Object> rules,
            TimeControl timeControl,
            String startedAt,
            String finishedAt,
            List<Player> players,
            List<Move> moves,
            Result result,
            List<String> warnings,
            List<IgnoredLine> ignored,
            List<Claim> claims,
            Overhead overhead,
            SandboxSpec sandbox,
            String arbitre,
            List<LateMove> lateMoves,
            Clocking clocking) {
        this(
                format,
                game,
                start,
                startPosition,
                rules,
                timeControl,
                startedAt,
                finishedAt,
                players,
                moves,
                result,
                warnings,
                ignored,
                claims,
                overhead,
                sandbox,
                arbitre,
                lateMoves,
                clocking,
                List.of());
    }

    /**
     * The plies a game started after, copied from an earlier game's log ({@code match --from LOG
     * --ply N}, a tournament's {@code "start": {"log": ..., "ply": N}}), kept apart from the game's
     * own moves as an opening is: the bots were told them, and played none of them, so they carry
     * no time and no player; {@code replay --verify} plays them from the start, then the moves.
     *
     * @param log the earlier game's log, as it was named to the command or the config
     * @param ply the ply of that game after which this one started: the game's ply after
     *     {@code moves}
     * @param moves the plies from the start (after an opening start's own) up to {@code ply}, in
     *     canonical form
     */
    @JsonPropertyOrder({"log", "ply", "moves"})
    public record From(String log, int ply, List<String> moves) {
        public From {
            moves = moves == null ? List.of() : List.copyOf(moves);
        }
    }

    /**
     * What one bot wrote on standard error during one ply (see {@code words} above).
     *
     * @param ply the ply under way when it wrote them (the first of the game before its first ply)
     * @param player 1 or 2
     * @param text the first bytes it wrote, as UTF-8, as it wrote them: escape them before showing them
     * @param cut how many more bytes it wrote during that ply, not kept here
     */
    @JsonPropertyOrder({"ply", "player", "text", "cut"})
    public record Words(int ply, int player, String text, long cut) {}

    /**
     * One bot of the match.
     *
     * @param player 1 or 2
     * @param name its name
     * @param command its command line as given
     * @param argv the words actually run ({@code builtin:} bots expanded), empty if it never started
     * @param stderr its saved standard error, relative to the log's folder
     * @param exitCode its exit code, {@code null} when it had to be killed or never started
     * @param cleanExit whether it exited by itself within the grace after {@code END}, with exit
     *     code 0: a bot that aborts on reading {@code RESULT} (code 134) did not exit cleanly
     * @param processesLeftBehind how many processes it started were still running after it exited
     *     by itself (they were stopped); 0 in logs written before it was recorded
     * @param ignoredDropped how many of its ignored lines were not kept, past the cap
     * @param workdir the folder it ran in, absolute; absent when it never started, and in logs
     *     written before it was recorded
     * @param seed the {@code ARBITRE_SEED} it received, absent when it received none; for a process
     *     {@code kept} from earlier games, the one it received at its first
     * @param stopped whether it was still running at the end of the grace after {@code END}, and
     *     was stopped (SIGTERM, then SIGKILL); its exit code is then the signal's; absent when false
     * @param gamesBefore how many games its process had played before this one: 1 or more when its
     *     process was kept from an earlier game of the same run (a series, {@code validate}, a
     *     tournament with {@code keepBotsUp}) rather than started for this game, so that it could
     *     remember its earlier games (the log then also says {@code "kept": true}, see {@link
     *     #kept()}); absent when 0
     * @param stayedUp whether its process was still running after this game's {@code END} and was
     *     kept waiting for a later game rather than stopped: it did not exit, so its {@code exitCode}
     *     is {@code null}, {@code cleanExit} false and {@code processesLeftBehind} 0 (the log of the
     *     game after which its process ends says those); absent when false
     */
    @JsonPropertyOrder({
        "player",
        "name",
        "command",
        "argv",
        "workdir",
        "seed",
        "stderr",
        "exitCode",
        "cleanExit",
        "processesLeftBehind",
        "ignoredDropped",
        "stopped",
        "kept",
        "gamesBefore",
        "stayedUp"
    })
    @JsonIgnoreProperties(value = "kept", allowGetters = true)
    public record Player(
            int player,
            String name,
            String command,
            List<String> argv,
            String stderr,
            Integer exitCode,
            boolean cleanExit,
            int processesLeftBehind,
            int ignoredDropped,
            @JsonInclude(JsonInclude.Include.NON_NULL) String workdir,
            @JsonInclude(JsonInclude.Include.NON_NULL) String seed,
            @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean stopped,
            @JsonInclude(JsonInclude.Include.NON_DEFAULT) int gamesBefore,
            @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean stayedUp) {

        /**
         * Whether its process was kept from an earlier game, having played {@link #gamesBefore}
         * games before this one: written for the reader, never read back (it follows from them).
         */
        @JsonProperty("kept")
        @JsonInclude(JsonInclude.Include.NON_DEFAULT)
        public boolean kept() {
            return gamesBefore > 0;
        }

        /** A bot whose process was started for this game and ended after it. */
        public Player(
                int player,
                String name,
                String command,
                List<String> argv,
                String stderr,
                Integer exitCode,
                boolean cleanExit,
                int processesLeftBehind,
                int ignoredDropped,
                String workdir,
                String seed,
                boolean stopped) {
            this(
                    player,
                    name,
                    command,
                    argv,
                    stderr,
                    exitCode,
                    cleanExit,
                    processesLeftBehind,
                    ignoredDropped,
                    workdir,
                    seed,
                    stopped,
                    0,
                    false);
        }

        /** A bot that exited by itself, or was stopped only by the end of its match's game. */
        public Player(
                int player,
                String name,
                String command,
                List<String> argv,
                String stderr,
                Integer exitCode,
                boolean cleanExit,
                int processesLeftBehind,
                int ignoredDropped,
                String workdir,
                String seed) {
            this(
                    player,
                    name,
                    command,
                    argv,
                    stderr,
                    exitCode,
                    cleanExit,
                    processesLeftBehind,
                    ignoredDropped,
                    workdir,
                    seed,
                    false);
        }

        /** A bot whose folder and seed are not known. */
        public Player(
                int player,
                String name,
                String command,
                List<String> argv,
                String stderr,
                Integer exitCode,
                boolean cleanExit,
                int processesLeftBehind,
                int ignoredDropped) {
            this(
                    player,
                    name,
                    command,
                    argv,
                    stderr,
                    exitCode,
                    cleanExit,
                    processesLeftBehind,
                    ignoredDropped,
                    null,
                    null);
        }

        /** A bot that left nothing behind. */
        public Player(
                int player,
                String name,
                String command,
                List<String> argv,
                String stderr,
                Integer exitCode,
                boolean cleanExit) {
            this(player, name, command, argv, stderr, exitCode, cleanExit, 0, 0);
        }
    }

    /**
     * One ply.
     *
     * @param ply 1 for the first move
     * @param player who played it, 1 or 2
     * @param move its canonical text
     * @param ms its thinking time: from the flush of the message to the bot to its whole line (with
     *     the CPU clock: the CPU time of the bot's processes meanwhile)
     * @param cpuMs the CPU time the bot's processes used meanwhile; absent when not measured
     * @param waitMs how long the bot's threads were runnable but waiting for a CPU meanwhile (the
     *     machine's load, or the bot's own threads on too few CPUs); absent when not measured
     * @param latencyUs the referee's own time before the request: from the line that made it
     *     (the opponent's move) to the flush of the request, in microseconds; never charged
     */
    @JsonPropertyOrder({"ply", "player", "move", "ms", "cpuMs", "waitMs", "latencyUs"})
    public record Move(
            int ply,
            int player,
            String move,
            long ms,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long cpuMs,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long waitMs,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long latencyUs,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long rttMs) {

        /** A ply without the scheduler's figures, as logs recorded them before. */
        public Move(int ply, int player, String move, long ms) {
            this(ply, player, move, ms, null, null, null, null);
        }

        /** A ply of a bot on the referee's machine: no network between them. */
        public Move(int ply, int player, String move, long ms, Long cpuMs, Long waitMs, Long latencyUs) {
            this(ply, player, move, ms, cpuMs, waitMs, latencyUs, null);
        }
    }

    /**
     * How the match was clocked, beside its time control.
     *
     * @param startupMs how long each bot took to get ready (player 1's, player 2's), off the
     *     clock; -1 for a bot that never was
     * @param turns how turns were kept apart: {@code exclusive} (a waiting bot only gets the CPU
     *     time a thinking one leaves), {@code ponder} (pondering allowed) or {@code shared} (the
     *     machine could not keep them apart)
     * @param cgroup the control-group layout the bots ran in: {@code v1}, {@code v2} or {@code none}
     */
    @JsonPropertyOrder({"startupMs", "turns", "cgroup"})
    public record Clocking(List<Long> startupMs, String turns, String cgroup) {}

    /**
     * How the match ended.
     *
     * @param winner 1 or 2, or 0 for a draw
     * @param reason the wire name of the reason ({@code starvation}, {@code timeout}, …)
     * @param captured what player 1 and player 2 captured, as the game scores (seeds, pieces)
     * @param plies moves played
     * @param detail for a violation: what happened (the offending line, the time taken); for a
     *     resignation, who resigned (the loser, who was to move)
     * @param forfeit the player who broke the protocol, or {@code null}; 0 when both did
     * @param move for {@code illegal-move} and {@code malformed}: the text that was refused (the
     *     canonical move, or the line as written, made printable); absent otherwise and in logs
     *     written before it was recorded
     * @param diagnosis for a forfeit, its likely cause when the referee could tell it
     *     ({@code unflushed-output}, {@code debug-output}); absent otherwise
     */
    @JsonPropertyOrder({"winner", "reason", "captured", "plies", "detail", "forfeit", "move", "diagnosis"})
    public record Result(
            int winner,
            String reason,
            List<Integer> captured,
            int plies,
            String detail,
            Integer forfeit,
            @JsonInclude(JsonInclude.Include.NON_NULL) String move,
            @JsonInclude(JsonInclude.Include.NON_NULL) String diagnosis) {

        /** A result without a diagnosis. */
        public Result(
                int winner,
                String reason,
                List<Integer> captured,
                int plies,
                String detail,
                Integer forfeit,
                String move) {
            this(winner, reason, captured, plies, detail, forfeit, move, null);
        }

        /** A result without an offending move. */
        public Result(int winner, String reason, List<Integer> captured, int plies, String detail, Integer forfeit) {
            this(winner, reason, captured, plies, detail, forfeit, null);
        }
    }

    /**
     * A move that came after its limit but within the time margin: counted, and recorded.
     *
     * @param ply the move's ply
     * @param player who played it
     * @param msOver how far past its limit it came, in milliseconds
     */
    @JsonPropertyOrder({"ply", "player", "msOver"})
    public record LateMove(int ply, int player, long msOver) {}

    /** A line that was logged and ignored, with the ply after which it came. */
    @JsonPropertyOrder({"player", "ply", "line"})
    public record IgnoredLine(int player, int ply, String line) {}

    /**
     * Scores a bot claimed (course bots referee themselves) that the game does not confirm.
     *
     * @param player who claimed them
     * @param ply the plies played when it did
     * @param move the move it claimed them with, or {@code null} for a claim after the game
     * @param claimed the scores it claimed, player 1's first
     * @param counted the game's scores, or {@code null} when the game was not over
     */
    @JsonPropertyOrder({"player", "ply", "move", "claimed", "counted"})
    public record Claim(int player, int ply, String move, List<Integer> claimed, List<Integer> counted) {}

    /** The referee's own time per relayed ply, in microseconds. */
    @JsonPropertyOrder({"plies", "meanMicros", "maxMicros"})
    public record Overhead(int plies, double meanMicros, double maxMicros) {}

    /**
     * What a bot that did not forfeit, but exited with an error after the game, did: in the words
     * of the log's warning and of the report, which both say it from the fields ({@code exitCode},
     * {@code cleanExit}).
     */
    public static String exitedAfterTheGame(int exitCode) {
        return "exited with code " + exitCode + " after the game (0 is expected): it failed after the last move,"
                + " on reading RESULT or END; its standard error may say why";
    }

    /**
     * Each bot whose process was kept from earlier games ({@code kept}), one phrase each, as the
     * report says it: {@code player 1 (alice) played on its process of 2 earlier games}; empty when
     * both were started for this game.
     */
    public List<String> keptProcesses() {
        List<String> kept = new java.util.ArrayList<>();
        if (players == null) {
            return kept;
        }
        for (Player p : players) {
            if (p != null && p.kept()) {
                int before = p.gamesBefore();
                kept.add("player " + p.player() + " (" + p.name() + ") played on its process of "
                        + (before > 0 ? before + (before == 1 ? " earlier game" : " earlier games") : "earlier games"));
            }
        }
        return kept;
    }

    /**
     * The exit of each bot that did not forfeit and exited with an error after the game, one
     * sentence each ({@link #exitedAfterTheGame}); empty when there is none.
     */
    public List<String> exitsWithErrorAfterTheGame() {
        List<String> exits = new java.util.ArrayList<>();
        if (players == null) {
            return exits;
        }
        for (Player p : players) {
            Integer forfeit = result == null ? null : result.forfeit();
            boolean forfeited = forfeit != null && (forfeit == 0 || forfeit == p.player());
            if (!forfeited && p.exitCode() != null && p.exitCode() != 0) {
                exits.add("player " + p.player() + " (" + p.name() + ") " + exitedAfterTheGame(p.exitCode()));
            }
        }
        return exits;
    }
}
