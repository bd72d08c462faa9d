package arbitre.replay;

import arbitre.clock.TimeControl;
import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.InvalidMoveException;
import arbitre.log.MatchLog;
import arbitre.match.Diagnosis;
import arbitre.match.Ending;
import arbitre.match.Violation;
import arbitre.process.RemoteBots;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Confirms a match log by re-playing it through the engine (docs/reference/files.md, "Match log").
 *
 * <p>The game, its start position and the rule set must be ones the engine knows, the start's
 * recorded numbers (Kalah's 14) those of its name, the rule set's parameters the same; every move
 * must be the
 * right player's, in canonical form, and legal where it was played. Then the result: a game that
 * ended by the rules must end there by the engine, with the same winner, reason, seeds and plies.
 * A forfeit must come while the game was still going on, from the player the reason allows
 * (the mover for a timeout, an illegal or a malformed move; a remote bot for {@code disconnected};
 * both only before the game began), with the seeds as they stood; so must a resignation, by the
 * player to move. {@code no-start} comes before any move. A diagnosis must be one the referee
 * gives that reason, and a detail in the referee's words must fit the reason and the player it
 * names. For an illegal or a malformed move, the refused text (the result's {@code move}, or in
 * older logs the one quoted by {@code detail}) must indeed be illegal there, or not a move at all;
 * no other ending records one.
 *
 * <p>What this proves is that the log is consistent, with itself and with the engine: a log is not
 * signed, so one edited with care to stay consistent (which bot crashed, say) passes.
 *
 * <p>The players must be the two of the log's header ({@code players}: player 1 then player 2,
 * each named); a process kept from earlier games must have played some, and one that stayed up
 * after the game cannot have exited, been stopped or left processes behind. Every thinking time must fit the clock the header states, as the referee applies
 * it: the move limit, or what is left of the bank when there is one, with the first-move grace on
 * each player's first move (a referee's time is the floor of the milliseconds it measured, so a
 * move exactly at the limit passes).
 *
 * <p>A game started after plies of an earlier game ({@code from}) plays them first, as it plays an
 * opening: each must be legal and canonical, and leave the game going on at the ply they say.
 * They are the earlier game's, played under its clock: none is timed, or charged to a bank here.
 *
 * <p>The check stops at the first move it cannot play: what comes after depends on it.
 */
public final class LogVerifier {
    private static final Pattern ILLEGAL_DETAIL = Pattern.compile("^ply (\\d+): (\\S+) is illegal");
    private static final Pattern MALFORMED_DETAIL = Pattern.compile("^ply (\\d+): '(.*)' is not a move");
    private static final Pattern REFUSED_PLY = Pattern.compile("ply (\\d+): ");

    /** How the referee's detail of a violation begins, where only some violations' can begin so (MatchLoop, Clock). */
    private static final Map<Pattern, Set<Violation>> DETAIL_OPENINGS = Map.of(
            Pattern.compile("no move within |used more than |answered after |used [^;]* of CPU time; the limit is "),
            EnumSet.of(Violation.TIMEOUT),
            REFUSED_PLY,
            EnumSet.of(Violation.ILLEGAL_MOVE, Violation.MALFORMED),
            Pattern.compile("wrote "),
            EnumSet.of(Violation.OUT_OF_TURN),
            Pattern.compile("a line longer than \\d+ bytes$"),
            EnumSet.of(Violation.MALFORMED));

    /** The end of a line out of turn's detail from the bot not to move: who was. */
    private static final Pattern OUT_OF_TURN_MOVER = Pattern.compile(" while player ([12]) was to move$");

    /** The end of a line out of turn's detail from the mover, read before its request was sent. */
    private static final Pattern OUT_OF_TURN_EARLY = Pattern.compile("' before it was asked to move \\([^']*\\)$");

    /**
     * What a bot kept between the games of an arena is charged with, before its next game begins:
     * its exit, or a line when no game was under way (KeptBots, Referee). Anchored where the
     * referee's words are, so that a bot's own text quoted in a detail cannot match.
     */
    private static final Pattern AFTER_PREVIOUS_GAME =
            Pattern.compile("^exited with code -?\\d+ after its previous game had ended"
                    + "|after its previous game had ended, when no game was under way$");

    /** Who resigned, as the referee words it. */
    private static final Pattern RESIGNED = Pattern.compile("^player ([12]) \\(.*\\) resigned$");

    private final MatchLog log;
    private final List<Finding> findings = new ArrayList<>();

    private LogVerifier(MatchLog log) {
        this.log = log;
    }

    /** Every disagreement between the log and the engine; empty when the log is confirmed. */
    public static List<Finding> verify(MatchLog log) {
        LogVerifier verifier = new LogVerifier(log);
        verifier.run();
        return List.copyOf(verifier.findings);
    }

    private void run() {
        checkPlayers();
        Game game = startGame();
        if (game == null || !replayCopied(game) || !replayMoves(game)) {
            return;
        }
        checkResult(game);
    }

    private Game startGame() {
        Object name = log.rules() == null ? null : log.rules().get("name");
        if (name == null) {
            add(0, "rules.name", "missing");
            return null;
        }
        GameType type;
        try {
            type = GameRegistry.get(log.game());
        } catch (IllegalArgumentException e) {
            add(0, "game", e.getMessage());
            return null;
        }
        try {
            // Also an Awale opening, a FairKalah position or a Fenix position text; the reason names what is wrong.
            type.start(null, log.start());
        } catch (IllegalArgumentException e) {
            add(0, "start", e.getMessage());
            return null;
        }
        List<Integer> numbers = type.startPosition(log.start());
        if (!sameValue(log.startPosition(), numbers)) {
            add(
                    0,
                    "startPosition",
                    "log says " + log.startPosition() + ", start position " + log.start() + " is " + numbers);
        }
        Game game;
        try {
            game = type.start(name.toString(), log.start());
        } catch (IllegalArgumentException e) {
            add(0, "rules.name", e.getMessage());
            return null;
        }
        for (Map.Entry<String, Object> parameter : game.rules().entrySet()) {
            Object logged = log.rules().get(parameter.getKey());
            if (!sameValue(logged, parameter.getValue())) {
                add(
                        0,
                        "rules." + parameter.getKey(),
                        "log says " + logged + ", rule set '" + name + "' has " + parameter.getValue());
            }
        }
        return game;
    }

    private void checkPlayers() {
        List<MatchLog.Player> players = log.players();
        if (players == null || players.size() != 2) {
            add(0, "players", players == null ? "missing" : "log names " + players.size() + " players, a match has 2");
            return;
        }
        for (int i = 0; i < 2; i++) {
            MatchLog.Player player = players.get(i);
            if (player == null) {
                add(0, "players[" + i + "]", "missing");
            } else {
                if (player.player() != i + 1) {
                    add(
                            0,
                            "players[" + i + "].player",
                            "log says " + player.player() + ", the " + (i == 0 ? "first" : "second")
                                    + " player of the header is player " + (i + 1));
                }
                if (player.name() == null || player.name().isBlank()) {
                    add(0, "players[" + i + "].name", "missing");
                }
                checkKept(player, "players[" + i + "]");
            }
        }
    }

    /**
     * A process kept from earlier games played a count of them, and one that stayed up after the
     * game did not end: no exit code, no clean exit, not stopped, nothing left behind. Neither can
     * be said of a bot that never started.
     */
    private void checkKept(MatchLog.Player player, String field) {
        if (player.gamesBefore() < 0) {
            add(0, field + ".gamesBefore", "log says " + player.gamesBefore() + ", a negative count of games");
        }
        boolean started = player.argv() != null && !player.argv().isEmpty();
        if (!started && (player.kept() || player.stayedUp())) {
            add(
                    0,
                    field + (player.kept() ? ".gamesBefore" : ".stayedUp"),
                    player.kept()
                            ? "log says " + player.gamesBefore() + " of a bot that never started (its argv is empty)"
                            : "log says true of a bot that never started (its argv is empty)");
        }
        if (!player.stayedUp()) {
            return;
        }
        if (player.exitCode() != null) {
            add(
                    0,
                    field + ".exitCode",
                    "log says " + player.exitCode() + ", but the process stayed up after the game: it did not exit");
        }
        if (player.cleanExit()) {
            add(0, field + ".cleanExit", "log says true, but the process stayed up after the game: it did not exit");
        }
        if (player.stopped()) {
            add(0, field + ".stopped", "log says true, but the process stayed up after the game: it was not stopped");
        }
        if (player.processesLeftBehind() != 0) {
            add(
                    0,
                    field + ".processesLeftBehind",
                    "log says " + player.processesLeftBehind()
                            + ", but the process stayed up after the game: it did not end");
        }
    }

    /** The limit of each move by the header's clock, in milliseconds, and what is left of each bank. */
    private final class Clock {
        private final TimeControl control;
        private final long[] bank = new long[3];
        private final int[] made = new int[3];

        Clock(TimeControl control) {
            this.control = control;
            bank[1] = control.bankMs();
            bank[2] = control.bankMs();
        }

        /**
         * Checks a move's time against what the referee allowed it: its limit (the bank's rest, the
         * first move's grace), the time margin, and for a remote bot on the wall clock its allowance
         * for the network, its round trip as the log gives it ({@code rttMs}, which the allowance
         * never exceeds by more than the millisecond the log rounds off).
         */
        void check(int ply, String field, int player, long ms, Long rttMs) {
            if (player != 1 && player != 2) {
                return;
            }
            long limit = control.moveMs();
            if (control.hasBank()) {
                limit = Math.max(0, Math.min(limit, bank[player]));
            }
            long grace = made[player] == 0 ? control.firstMoveGraceMs() : 0;
            long margin = control.timeMarginMs();
            long network = rttMs == null || rttMs < 0 || control.cpuClock() ? 0 : rttMs + 1;
            long allowed = limit + grace + margin + network;
            if (ms > allowed) {
                add(
                        ply,
                        field,
                        "log says " + ms + " ms, over the " + allowed + " ms this move had ("
                                + (control.hasBank() && bank[player] < control.moveMs()
                                        ? "what was left of the bank"
                                        : "moveMs " + control.moveMs())
                                + (grace > 0 ? " + first-move grace " + grace : "")
                                + (margin > 0 ? " + time margin " + margin : "")
                                + (network > 0 ? " + " + network + " for the network" : "")
                                + "): the move was late");
            }
            if (ms < 0) {
                add(ply, field, "log says " + ms + " ms, a negative time");
            }
            if (control.hasBank()) {
                bank[player] += control.incrementMs() - Math.max(0, ms - grace);
            }
            made[player]++;
        }
    }

    /**
     * The scheduler's figures of a move agree with its clock: on the CPU clock a move's time is
     * the CPU time its bot used; no figure is negative.
     */
    private void checkScheduler(int ply, String field, MatchLog.Move move, TimeControl control) {
        if (move.cpuMs() != null && move.cpuMs() < 0) {
            add(ply, field + ".cpuMs", "log says " + move.cpuMs() + " ms, a negative time");
        }
        if (move.waitMs() != null && move.waitMs() < 0) {
            add(ply, field + ".waitMs", "log says " + move.waitMs() + " ms, a negative time");
        }
        if (control.cpuClock() && move.cpuMs() != null && move.cpuMs() != move.ms()) {
            add(
                    ply,
                    field + ".ms",
                    "log says " + move.ms() + " ms, but the clock was the CPU clock and the bot used " + move.cpuMs()
                            + " ms of CPU time (cpuMs)");
        }
    }

    /**
     * Plays the plies copied from an earlier game, untimed; false when one could not be played, or
     * the game was over after them.
     */
    private boolean replayCopied(Game game) {
        MatchLog.From from = log.from();
        if (from == null) {
            return true;
        }
        for (int i = 0; i < from.moves().size(); i++) {
            String move = from.moves().get(i);
            int ply = game.ply() + 1;
            String field = "from.moves[" + i + "]";
            if (game.isOver()) {
                add(
                        ply,
                        field,
                        move + " comes after the end of the game (" + game.endReason() + " at ply " + game.ply() + ")");
                return false;
            }
            try {
                String canonical = game.canonical(move);
                if (!canonical.equals(move)) {
                    add(ply, field, "'" + move + "' is not in canonical form (" + canonical + ")");
                }
                game.play(canonical);
            } catch (InvalidMoveException e) {
                add(ply, field, e.getMessage());
                return false;
            }
        }
        if (from.ply() != game.ply()) {
            add(
                    0,
                    "from.ply",
                    "log says " + from.ply() + ", the game is at ply " + game.ply() + " after the "
                            + from.moves().size() + " copied plies");
        }
        if (game.isOver()) {
            add(
                    0,
                    "from.moves",
                    "the game is over after the copied plies (" + game.endReason() + " at ply " + game.ply()
                            + "): no game can start there");
            return false;
        }
        return true;
    }

    /** Plays the logged moves; false when one could not be played. */
    private boolean replayMoves(Game game) {
        List<MatchLog.Move> moves = log.moves() == null ? List.of() : log.moves();
        Clock clock = log.timeControl() == null ? null : new Clock(log.timeControl());
        if (clock == null) {
            add(0, "timeControl", "missing: the thinking times cannot be checked");
        }
        for (int i = 0; i < moves.size(); i++) {
            MatchLog.Move move = moves.get(i);
            // The game's ply counter after this move: after an opening, or from a position text, the
            // bots' first move is not the game's first.
            int ply = game.ply() + 1;
            String field = "moves[" + i + "]";
            if (move == null || move.move() == null) {
                add(ply, field + ".move", "missing");
                return false;
            }
            if (move.ply() != ply) {
                add(
                        ply,
                        field + ".ply",
                        "log says " + move.ply() + ", it is ply " + ply + " of the game (move number " + (i + 1) + ")");
            }
            if (game.isOver()) {
                add(
                        ply,
                        field + ".move",
                        move.move() + " comes after the end of the game (" + game.endReason() + " at ply " + game.ply()
                                + ")");
                return false;
            }
            if (move.player() != game.toMove()) {
                add(ply, field + ".player", "log says " + move.player() + ", player " + game.toMove() + " is to move");
            }
            if (clock != null) {
                clock.check(ply, field + ".ms", game.toMove(), move.ms(), move.rttMs());
                checkScheduler(ply, field, move, log.timeControl());
            }
            try {
                String canonical = game.canonical(move.move());
                if (!canonical.equals(move.move())) {
                    add(ply, field + ".move", "'" + move.move() + "' is not in canonical form (" + canonical + ")");
                }
                game.play(canonical);
            } catch (InvalidMoveException e) {
                add(ply, field + ".move", e.getMessage());
                return false;
            }
        }
        return true;
    }

    private void checkResult(Game game) {
        MatchLog.Result result = log.result();
        if (result == null) {
            add(0, "result", "missing");
            return;
        }
        String reason = result.reason();
        if (Ending.Resignation.REASON.equals(reason)) {
            checkResignation(game, result);
            return;
        }
        Violation violation = Violation.fromWireName(reason).orElse(null);
        if (violation == null && !GameRegistry.get(log.game()).endReasons().contains(reason)) {
            add(0, "result.reason", "unknown end reason '" + reason + "'");
            return;
        }
        compare("result.plies", result.plies(), game.ply());
        compare("result.captured", result.captured(), List.of(game.score(1), game.score(2)));
        if (violation == null) {
            if (!game.isOver()) {
                add(0, "result.reason", "log says " + reason + ", but the game goes on after ply " + game.ply());
                return;
            }
            compare("result.reason", reason, game.endReason());
            compare("result.winner", result.winner(), game.winner());
            compare("result.forfeit", result.forfeit(), null);
            checkNoForfeitFields(result);
            return;
        }
        if (game.isOver()) {
            add(
                    0,
                    "result.reason",
                    "log says " + reason + ", but the game was already over at ply " + game.ply() + " ("
                            + game.endReason() + ", winner " + game.winner() + ")");
            return;
        }
        checkForfeit(game, violation, result);
    }

    /**
     * A resignation comes at the resigning player's turn, while the game goes on; the other player
     * wins. It breaks no rule of the protocol: no forfeit.
     */
    private void checkResignation(Game game, MatchLog.Result result) {
        compare("result.plies", result.plies(), game.ply());
        compare("result.captured", result.captured(), List.of(game.score(1), game.score(2)));
        if (game.isOver()) {
            add(
                    0,
                    "result.reason",
                    "log says " + result.reason() + ", but the game was already over at ply " + game.ply() + " ("
                            + game.endReason() + ", winner " + game.winner() + ")");
            return;
        }
        compare("result.forfeit", result.forfeit(), null);
        compare("result.winner", result.winner(), 3 - game.toMove());
        checkNoForfeitFields(result);
        Matcher resigned = result.detail() == null ? null : RESIGNED.matcher(result.detail());
        if (resigned != null && resigned.matches() && Integer.parseInt(resigned.group(1)) != game.toMove()) {
            add(
                    0,
                    "result.detail",
                    "says player " + resigned.group(1) + " resigned, but player " + game.toMove()
                            + " was to move: a player resigns at its turn");
        }
    }

    /** A game that ended without a forfeit has no refused move and no diagnosis: both are a forfeit's. */
    private void checkNoForfeitFields(MatchLog.Result result) {
        if (result.move() != null) {
            add(
                    0,
                    "result.move",
                    "log says '" + shown(result.move()) + "', but only a forfeit for an illegal or a"
                            + " malformed move records one");
        }
        if (result.diagnosis() != null) {
            add(
                    0,
                    "result.diagnosis",
                    "log says " + shown(result.diagnosis()) + ", but only a forfeit has a diagnosis");
        }
    }

    /**
     * A forfeit, charged as the referee charges it ({@code MatchLoop}, {@code Referee}): to the
     * player to move for a timeout, an illegal or a malformed move; to either for a crash or output
     * out of turn; to both (0) only before the game began, when neither started or both misbehaved
     * between two games of an arena; {@code no-start} before any move; {@code disconnected} only to
     * a remote bot. Its diagnosis must be one the referee gives that reason, its detail fit the
     * reason and the player, and only an illegal or a malformed move records a refused move.
     */
    private void checkForfeit(Game game, Violation reason, MatchLog.Result result) {
        Integer forfeit = result.forfeit();
        if (forfeit == null) {
            add(0, "result.forfeit", "missing for a forfeit (" + reason + ")");
            return;
        }
        if (forfeit < 0 || forfeit > 2) {
            add(0, "result.forfeit", "log says " + forfeit + ", a forfeit is player 1's, player 2's, or both (0)");
            return;
        }
        compare("result.winner", result.winner(), forfeit == 0 ? 0 : 3 - forfeit);
        checkOffender(game, reason, forfeit);
        checkDiagnosis(reason, forfeit, result.diagnosis());
        checkDetail(game, reason, forfeit, result.detail());
        if (reason == Violation.ILLEGAL_MOVE) {
            checkRefusedMove(game, result, true);
        } else if (reason == Violation.MALFORMED) {
            checkRefusedMove(game, result, false);
        } else if (result.move() != null) {
            add(
                    0,
                    "result.move",
                    "log says '" + shown(result.move())
                            + "', but only an illegal or a malformed move is recorded, not a " + reason);
        }
    }

    /** Who can be charged with the reason, and when. */
    private void checkOffender(Game game, Violation reason, int forfeit) {
        List<MatchLog.Move> moves = log.moves() == null ? List.of() : log.moves();
        if (forfeit == 0) {
            if (reason != Violation.NO_START && reason != Violation.CRASH && reason != Violation.OUT_OF_TURN) {
                add(
                        0,
                        "result.forfeit",
                        "log says 0 (both players), but a " + reason + " is charged to the one player who"
                                + " made it");
            } else if (!moves.isEmpty()) {
                add(
                        0,
                        "result.forfeit",
                        "log says 0 (both players), but both forfeit only before their game begins, and " + moves.size()
                                + " moves were played");
            }
            return;
        }
        switch (reason) {
            case TIMEOUT, ILLEGAL_MOVE, MALFORMED -> {
                if (forfeit != game.toMove()) {
                    add(
                            0,
                            "result.forfeit",
                            "log says " + forfeit + ", but player " + game.toMove() + " was to move: a " + reason
                                    + " is charged to the player to move");
                }
            }
            case NO_START -> {
                if (!moves.isEmpty()) {
                    MatchLog.Move own = moves.stream()
                            .filter(move -> move != null && move.player() == forfeit)
                            .findFirst()
                            .orElse(null);
                    add(
                            0,
                            "result.reason",
                            "log says no-start, but the game had begun: " + moves.size() + " moves were played"
                                    + (own == null ? "" : ", player " + forfeit + "'s at ply " + own.ply()));
                }
            }
            case DISCONNECTED -> {
                if (!remote(forfeit)) {
                    add(
                            0,
                            "result.reason",
                            "log says disconnected, but player " + forfeit + " was not a remote bot (no "
                                    + RemoteBots.COMMAND_PREFIX + " command, no move with rttMs): only a remote"
                                    + " bot has a connection to lose");
                }
            }
            default -> {
                // A crash can come from either bot at any time, and so can output out of turn:
                // from the bot not to move, or from the mover before it was asked (its extra ply
                // before AGAIN). The detail tells which.
            }
        }
    }

    /** A remote bot: its command names a remote seat, or the referee measured a round trip to it. */
    private boolean remote(int player) {
        List<MatchLog.Player> players = log.players();
        if (players != null && players.size() == 2) {
            MatchLog.Player header = players.get(player - 1);
            if (header != null && header.command() != null && header.command().startsWith(RemoteBots.COMMAND_PREFIX)) {
                return true;
            }
        }
        return log.moves() != null
                && log.moves().stream()
                        .anyMatch(move -> move != null && move.player() == player && move.rttMs() != null);
    }

    /**
     * Which diagnosis the referee gives which reason: a late move that came as the bot exited
     * (a timeout, or a remote bot's lost turn), the machine's overload (a timeout only), debug
     * output (a malformed line, a line out of turn), a sandbox limit (a crash, or a bot that did
     * not start); none for both players at once.
     */
    private void checkDiagnosis(Violation reason, int forfeit, String logged) {
        if (logged == null) {
            return;
        }
        Diagnosis diagnosis = Diagnosis.fromWireName(logged).orElse(null);
        if (diagnosis == null) {
            add(0, "result.diagnosis", "unknown diagnosis '" + shown(logged) + "'");
            return;
        }
        Set<Diagnosis> allowed = switch (reason) {
            case TIMEOUT -> EnumSet.of(Diagnosis.MACHINE_OVERLOADED, Diagnosis.UNFLUSHED_OUTPUT);
            case DISCONNECTED -> EnumSet.of(Diagnosis.UNFLUSHED_OUTPUT);
            case MALFORMED, OUT_OF_TURN -> EnumSet.of(Diagnosis.DEBUG_OUTPUT);
            case CRASH, NO_START -> EnumSet.of(Diagnosis.MEMORY_LIMIT, Diagnosis.CPU_LIMIT, Diagnosis.FILE_SIZE_LIMIT);
            case ILLEGAL_MOVE -> EnumSet.noneOf(Diagnosis.class);
        };
        if (forfeit == 0) {
            add(
                    0,
                    "result.diagnosis",
                    "log says " + shown(logged) + ", but a forfeit of both players has no diagnosis");
        } else if (!allowed.contains(diagnosis)) {
            add(0, "result.diagnosis", "log says " + shown(logged) + ", which the referee never gives a " + reason);
        }
    }

    /**
     * The detail as the referee words it: some openings belong to one kind of violation only
     * (a timeout's "no move within", a refused move's "ply N:", a line out of turn's "wrote"),
     * and a line out of turn names the player who was to move.
     */
    private void checkDetail(Game game, Violation reason, int forfeit, String detail) {
        if (detail == null || forfeit == 0 || reason == Violation.NO_START || reason == Violation.DISCONNECTED) {
            // What a bot that did not start, or a lost seat, is told begins with words of the
            // system or a seat's name, not the referee's own.
            return;
        }
        for (Map.Entry<Pattern, Set<Violation>> opening : DETAIL_OPENINGS.entrySet()) {
            if (opening.getKey().matcher(detail).lookingAt()
                    && !opening.getValue().contains(reason)) {
                add(
                        0,
                        "result.detail",
                        "'" + shown(detail) + "' is how the referee tells of "
                                + opening.getValue().stream()
                                        .map(Violation::wireName)
                                        .sorted()
                                        .toList()
                                + ", not of a " + reason);
                return;
            }
        }
        if (reason == Violation.ILLEGAL_MOVE || reason == Violation.MALFORMED) {
            Matcher ply = REFUSED_PLY.matcher(detail);
            if (ply.lookingAt()) {
                compare("result.detail", "ply " + ply.group(1), "ply " + (game.ply() + 1));
            }
        }
        if (reason == Violation.OUT_OF_TURN) {
            checkOutOfTurnDetail(game, forfeit, detail);
        }
        List<MatchLog.Move> moves = log.moves() == null ? List.of() : log.moves();
        if (AFTER_PREVIOUS_GAME.matcher(detail).find() && !moves.isEmpty()) {
            add(
                    0,
                    "result.detail",
                    "says the bot misbehaved after its previous game, so before this one began, but " + moves.size()
                            + " moves were played");
        }
    }

    /** Out of turn: the bot not to move, as the detail names the mover; or the mover before it was asked. */
    private void checkOutOfTurnDetail(Game game, int forfeit, String detail) {
        String suffix = ": " + Diagnosis.DEBUG_OUTPUT.advice();
        String told = detail.endsWith(suffix) ? detail.substring(0, detail.length() - suffix.length()) : detail;
        Matcher whileMoving = OUT_OF_TURN_MOVER.matcher(told);
        if (whileMoving.find()) {
            int mover = Integer.parseInt(whileMoving.group(1));
            if (mover != game.toMove()) {
                add(
                        0,
                        "result.detail",
                        "says player " + mover + " was to move, but player " + game.toMove() + " was at ply "
                                + game.ply());
            } else if (forfeit == mover) {
                add(
                        0,
                        "result.forfeit",
                        "log says " + forfeit + ", but the detail says player " + mover
                                + " was to move: the line came from the other player");
            }
        } else if (OUT_OF_TURN_EARLY.matcher(told).find() && forfeit != game.toMove()) {
            add(
                    0,
                    "result.forfeit",
                    "log says " + forfeit + ", but the detail says the line came before the bot was asked to move,"
                            + " and player " + game.toMove() + " was to move");
        }
    }

    /** The refused text must be a move the rules forbid here (illegal) or no move at all (malformed). */
    private void checkRefusedMove(Game game, MatchLog.Result result, boolean illegal) {
        String text = result.move();
        if (text == null && result.detail() != null) {
            Matcher m = (illegal ? ILLEGAL_DETAIL : MALFORMED_DETAIL).matcher(result.detail());
            if (m.find()) {
                text = m.group(2);
            }
        }
        if (text == null) {
            if (illegal) {
                add(0, "result.move", "the refused move is recorded neither in \"move\" nor in \"detail\"");
            }
            // A malformed line may be an over-long one, which is not kept.
            return;
        }
        String canonical;
        try {
            canonical = game.canonical(text);
        } catch (InvalidMoveException e) {
            if (illegal) {
                add(0, "result.move", "'" + text + "' is not a move at all, so the reason would be malformed");
            }
            return;
        }
        if (!illegal) {
            add(0, "result.move", "'" + text + "' is a well-formed move (" + canonical + "), not malformed");
            return;
        }
        try {
            game.play(canonical);
            add(0, "result.move", canonical + " is legal at ply " + game.ply() + ", so it was no illegal move");
        } catch (InvalidMoveException e) {
            // Refused, as logged.
        }
    }

    private void compare(String field, Object logged, Object engine) {
        if (!sameValue(logged, engine)) {
            add(0, field, "log says " + logged + ", engine says " + engine);
        }
    }

    /** Equal values, numbers compared by value whatever their boxed type. */
    private static boolean sameValue(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) {
            return x.longValue() == y.longValue();
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!sameValue(x.get(i), y.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return Objects.equals(a, b);
    }

    /** A value of the log as a finding quotes it: escaped, at most 80 characters. */
    private static String shown(String text) {
        return arbitre.engine.Text.printable(text, 80);
    }

    private void add(int ply, String field, String message) {
        findings.add(new Finding(ply, field, message));
    }
}
