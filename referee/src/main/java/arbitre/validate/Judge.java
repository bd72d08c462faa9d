package arbitre.validate;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.match.Diagnosis;
import arbitre.match.Violation;
import arbitre.protocol.Notation;
import arbitre.protocol.Reply;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Decides every check from the validation games as played, without running anything.
 *
 * <p>The games alternate sides, the bot moving first in game 1. Game 1 decides the first move as
 * player 1, game 2 the first move as player 2; the other checks look at every game played. A bot
 * that could not be started leaves nothing else to judge, and the score is judged only over a full
 * set of games.
 */
final class Judge {
    private final List<PlayedGame> games;
    private final List<PlayedGame> openingGames;
    private final ValidationSettings settings;

    private Judge(List<PlayedGame> games, List<PlayedGame> openingGames, ValidationSettings settings) {
        this.games = games;
        this.openingGames = openingGames;
        this.settings = settings;
    }

    /**
     * @param games the games from the start position
     * @param openingGames the games from an opening, for the openings check
     */
    static List<CheckResult> judge(List<PlayedGame> games, List<PlayedGame> openingGames, ValidationSettings settings) {
        return new Judge(games, openingGames, settings).all();
    }

    private List<CheckResult> all() {
        List<CheckResult> results = new ArrayList<>();
        CheckResult starts = starts();
        if (starts.status() == Status.FAIL) {
            return notStarted(starts, settings);
        }
        results.add(starts);
        results.add(firstMove(1, Check.FIRST_MOVE_AS_PLAYER_1));
        results.add(firstMove(2, Check.FIRST_MOVE_AS_PLAYER_2));
        results.add(protocol());
        results.add(fullGames());
        results.add(timeLimit());
        results.add(cleanExit());
        if (settings.minScore() != null) {
            results.add(minScore());
        }
        if (settings.openings()) {
            results.add(openings());
        }
        return saidOnce(results);
    }

    /**
     * The results with each game's evidence under the first check it explains: a later check that
     * failed for the same game points there instead of repeating it (one unflushed move fails four
     * checks).
     */
    static List<CheckResult> saidOnce(List<CheckResult> results) {
        List<CheckResult> out = new ArrayList<>();
        java.util.Map<List<String>, Integer> shown = new java.util.HashMap<>();
        for (CheckResult result : results) {
            List<String> evidence = result.evidence();
            Integer first = evidence.size() > 1
                    ? shown.putIfAbsent(evidence, result.check().number())
                    : null;
            out.add(
                    first == null
                            ? result
                            : new CheckResult(
                                    result.check(),
                                    result.status(),
                                    result.reason(),
                                    List.of(
                                            evidence.get(0),
                                            "the match log and the bot's output: under check " + first)));
        }
        return out;
    }

    /** A failed first check, and every later one skipped: what a bot that does not start gets. */
    static List<CheckResult> notStarted(CheckResult starts, ValidationSettings settings) {
        List<CheckResult> results = new ArrayList<>(List.of(starts));
        for (Check check : laterChecks(settings)) {
            results.add(CheckResult.skip(check, "not run: the bot could not be started"));
        }
        return results;
    }

    private static List<Check> laterChecks(ValidationSettings settings) {
        List<Check> later = new ArrayList<>(List.of(Check.values()).subList(1, Check.values().length));
        if (settings.minScore() == null) {
            later.remove(Check.MIN_SCORE);
        }
        if (!settings.openings()) {
            later.remove(Check.OPENINGS);
        }
        return later;
    }

    // ---------------------------------------------------------------- 1

    private CheckResult starts() {
        for (PlayedGame game : games) {
            if (game.botDidNotStart()) {
                List<String> said = game.stderrTail();
                List<String> evidence =
                        new ArrayList<>(List.of("command: " + game.bot().command(), "match log: " + game.logFile()));
                evidence.addAll(game.stderrEvidence());
                return new CheckResult(
                        Check.STARTS,
                        Status.FAIL,
                        "as player " + game.side() + ": " + game.log().result().detail()
                                + (said.isEmpty() ? "" : "; its standard error ends: " + said.get(said.size() - 1)),
                        evidence);
            }
        }
        return CheckResult.pass(Check.STARTS, "started as player 1 and as player 2");
    }

    // ---------------------------------------------------------------- 2, 3

    private CheckResult firstMove(int side, Check check) {
        Optional<PlayedGame> found =
                games.stream().filter(g -> g.side() == side).findFirst();
        if (found.isEmpty()) {
            return CheckResult.skip(check, "not run: no game was played as player " + side);
        }
        PlayedGame game = found.get();
        List<MatchLog.Move> moves = game.botMoves();
        if (!moves.isEmpty()) {
            MatchLog.Move first = moves.get(0);
            String question = game.request(first.ply());
            return CheckResult.pass(
                    check,
                    "answered " + question + " with " + first.move() + " in " + first.ms() + " ms (limit "
                            + limitMs(true) + " ms)");
        }
        if (game.botForfeited()) {
            return new CheckResult(check, Status.FAIL, violation(game), game.evidence());
        }
        if (game.opponentForfeited()) {
            return new CheckResult(
                    check,
                    Status.WARN,
                    "not judged: " + opponent() + " forfeited before the bot's first move ("
                            + game.log().result().reason() + ": "
                            + game.log().result().detail() + ")",
                    List.of("match log: " + game.logFile()));
        }
        return new CheckResult(
                check,
                Status.FAIL,
                "the game ended before the bot's first move ("
                        + game.log().result().reason() + ")",
                game.evidence());
    }

    // ---------------------------------------------------------------- 4

    private CheckResult protocol() {
        for (PlayedGame game : games) {
            if (game.botForfeited() && game.reason() == Violation.OUT_OF_TURN) {
                return new CheckResult(
                        Check.PROTOCOL,
                        Status.FAIL,
                        "out of turn in " + game.label() + ": "
                                + game.log().result().detail(),
                        game.evidence());
            }
            Diagnosis diagnosis = game.botForfeited() ? game.diagnosis() : null;
            if (diagnosis == Diagnosis.DEBUG_OUTPUT) {
                return new CheckResult(
                        Check.PROTOCOL,
                        Status.FAIL,
                        "debug output on standard output in " + game.label() + ": " + violation(game),
                        game.evidence());
            }
            if (diagnosis == Diagnosis.UNFLUSHED_OUTPUT) {
                return new CheckResult(
                        Check.PROTOCOL,
                        Status.FAIL,
                        "a move not flushed in " + game.label() + ": " + violation(game),
                        game.evidence());
            }
        }
        long courseLines = 0;
        for (PlayedGame game : games) {
            for (MatchLog.IgnoredLine line : game.log().ignored()) {
                if (line.player() != game.side()) {
                    continue;
                }
                if (game.codec().decode(line.line(), Notation.NONE) instanceof Reply.Closing) {
                    courseLines++;
                } else {
                    String advice = Reply.Prose.matches(line.line()) ? "; " + Diagnosis.DEBUG_OUTPUT.advice() : "";
                    return new CheckResult(
                            Check.PROTOCOL,
                            Status.WARN,
                            "wrote '" + line.line() + "' after the end of " + game.label() + " (ignored)" + advice,
                            List.of("match log: " + game.logFile()));
                }
            }
        }
        return CheckResult.pass(
                Check.PROTOCOL,
                "one line per move, nothing out of turn in " + played()
                        + (courseLines > 0 ? " (" + courseLines + " course-style RESULT/END lines ignored)" : ""));
    }

    // ---------------------------------------------------------------- 5

    private CheckResult fullGames() {
        List<PlayedGame> forfeited =
                games.stream().filter(PlayedGame::botForfeited).toList();
        if (!forfeited.isEmpty()) {
            PlayedGame game = forfeited.get(0);
            StringBuilder also = new StringBuilder();
            for (PlayedGame other : forfeited.subList(1, forfeited.size())) {
                also.append("; ")
                        .append(other.label())
                        .append(" lost by forfeit too (")
                        .append(other.log().result().reason())
                        .append(", match log ")
                        .append(other.logFile())
                        .append(')');
            }
            int unplayed = settings.games() - games.size();
            String stopped = unplayed <= 0
                    ? ""
                    : "; the other " + (unplayed == 1 ? "game was" : unplayed + " games were") + " not played";
            return new CheckResult(
                    Check.FULL_GAMES,
                    Status.FAIL,
                    game.label() + " lost by forfeit: " + violation(game) + also + stopped,
                    game.evidence());
        }
        if (games.size() < settings.games()) {
            return new CheckResult(
                    Check.FULL_GAMES, Status.FAIL, "only " + played() + " of " + settings.games(), List.of());
        }
        int won = 0;
        int drawn = 0;
        int capturedFor = 0;
        int capturedAgainst = 0;
        for (PlayedGame game : games) {
            int winner = game.log().result().winner();
            won += winner == game.side() ? 1 : 0;
            drawn += winner == 0 ? 1 : 0;
            capturedFor += game.log().result().captured().get(game.side() - 1);
            capturedAgainst += game.log().result().captured().get(game.opponent() - 1);
        }
        long asFirst = games.stream().filter(g -> g.side() == 1).count();
        String tally = games.size() + " games (" + asFirst + " as player 1, " + (games.size() - asFirst)
                + " as player 2): " + won + " won, " + drawn
                + " drawn, " + (games.size() - won - drawn) + " lost; "
                + arbitre.game.GameRegistry.scoreUnit(settings.game()) + " " + capturedFor + "-" + capturedAgainst;
        for (PlayedGame game : games) {
            if (game.opponentForfeited()) {
                return new CheckResult(
                        Check.FULL_GAMES,
                        Status.WARN,
                        tally + "; " + opponent() + " forfeited "
                                + game.label() + " (" + game.log().result().reason() + ": "
                                + game.log().result().detail()
                                + "), not the bot's fault",
                        List.of("match log: " + game.logFile()));
            }
        }
        return CheckResult.pass(Check.FULL_GAMES, tally);
    }

    // ---------------------------------------------------------------- 6

    private CheckResult timeLimit() {
        for (PlayedGame game : games) {
            if (game.botForfeited() && game.reason() == Violation.TIMEOUT) {
                return new CheckResult(
                        Check.TIME_LIMIT,
                        Status.FAIL,
                        "timeout in " + game.label() + ": "
                                + game.log().result().detail(),
                        game.evidence());
            }
        }
        MatchLog.Move slowest = null;
        PlayedGame slowestGame = null;
        double slowestShare = -1;
        for (PlayedGame game : games) {
            List<MatchLog.Move> moves = game.botMoves();
            for (int i = 0; i < moves.size(); i++) {
                double share = (double) moves.get(i).ms() / limitMs(i == 0);
                if (share > slowestShare) {
                    slowestShare = share;
                    slowest = moves.get(i);
                    slowestGame = game;
                }
            }
        }
        if (slowest == null) {
            return CheckResult.skip(Check.TIME_LIMIT, "not judged: the bot made no move");
        }
        boolean first = slowestGame.botMoves().get(0) == slowest;
        String reason = "slowest move " + slowest.ms() + " ms, " + percent(slowestShare) + " of the "
                + limitMs(first) + " ms limit" + (first ? " (its first move; start-up is off the clock)" : "")
                + ", " + slowestGame.label() + " ply " + slowest.ply();
        for (PlayedGame game : games) {
            for (MatchLog.LateMove late : game.log().lateMoves()) {
                if (late.player() == game.side()) {
                    return new CheckResult(
                            Check.TIME_LIMIT,
                            Status.WARN,
                            "ply " + late.ply() + " of " + game.label()
                                    + " came " + late.msOver() + " ms after the limit; it counted only thanks to the "
                                    + settings.timeControl().timeMarginMs() + " ms time margin; " + reason,
                            List.of("match log: " + game.logFile()));
                }
            }
        }
        if (slowestShare > Check.TIME_WARNING_SHARE) {
            return new CheckResult(
                    Check.TIME_LIMIT,
                    Status.WARN,
                    reason + "; above " + percent(Check.TIME_WARNING_SHARE) + ", a busier machine may make it late",
                    List.of("match log: " + slowestGame.logFile()));
        }
        return CheckResult.pass(Check.TIME_LIMIT, reason);
    }

    // ---------------------------------------------------------------- 7

    private CheckResult cleanExit() {
        long grace = settings.timeControl().endGraceMs();
        String exitNote = null;
        int judged = 0;
        int keptUp = 0;
        // With openings, a bot that stays up is kept after the full games: the openings' last game shows its exit.
        List<PlayedGame> all = new ArrayList<>(games);
        all.addAll(openingGames);
        for (PlayedGame game : all) {
            int leftBehind = game.bot().processesLeftBehind();
            if (leftBehind > 0) {
                return new CheckResult(
                        Check.CLEAN_EXIT,
                        Status.FAIL,
                        game.label() + ": left " + leftBehind
                                + " process(es) of its own running after END; they were stopped",
                        game.evidence().subList(1, game.evidence().size()));
            }
            MatchLog.Player bot = game.bot();
            // A bot kept up for its next game was not asked to exit: its last game judges its exit.
            if (game.botForfeited() || bot.stayedUp()) {
                keptUp += !game.botForfeited() && bot.stayedUp() ? 1 : 0;
                continue;
            }
            judged++;
            // Stopped at the end of the grace (or, in a log that does not say, not clean with no
            // error code of its own); an exit code not 0 of a bot that exited by itself is warned of below.
            if (bot.stopped() || !bot.cleanExit() && (bot.exitCode() == null || bot.exitCode() == 0)) {
                return new CheckResult(
                        Check.CLEAN_EXIT,
                        Status.FAIL,
                        game.label() + ": still running " + grace
                                + " ms after END; it was stopped (SIGTERM, then SIGKILL)",
                        game.evidence().subList(1, game.evidence().size()));
            }
            if (exitNote == null && !bot.stopped() && bot.exitCode() != null && bot.exitCode() != 0) {
                exitNote = game.label() + ": exited with code " + bot.exitCode() + " after END";
            }
        }
        if (judged == 0) {
            return CheckResult.skip(
                    Check.CLEAN_EXIT,
                    keptUp == 0
                            ? "not judged: no game ended without a forfeit"
                            : "not judged: after each game it played to the end, it stayed up for the next one");
        }
        if (exitNote != null) {
            return new CheckResult(Check.CLEAN_EXIT, Status.WARN, exitNote + " (0 is expected)", List.of());
        }
        return CheckResult.pass(
                Check.CLEAN_EXIT,
                "exited within " + grace + " ms after END in " + judged + (judged == 1 ? " game" : " games")
                        + ", no process left behind");
    }

    /** The opponent as the report names it: the random bot, or the level of {@code --min-level}. */
    private String opponent() {
        return settings.minLevel() == null ? "the random bot" : "level " + settings.minLevel() + " (iddfs)";
    }

    // ---------------------------------------------------------------- 8

    private CheckResult minScore() {
        double required = settings.minScore();
        if (games.size() < settings.games() || games.stream().anyMatch(PlayedGame::botForfeited)) {
            return CheckResult.skip(
                    Check.MIN_SCORE, "not judged: the " + settings.games() + " games were not all played to the end");
        }
        double points = 0;
        for (PlayedGame game : games) {
            int winner = game.log().result().winner();
            points += winner == game.side() ? 1 : winner == 0 ? 0.5 : 0;
        }
        double share = points / games.size();
        String reason = "took " + format(points) + " of " + games.size() + " points (" + percent(share) + ")"
                + (settings.minLevel() == null ? "" : " against " + opponent()) + "; at least " + percent(required)
                + " required";
        return share >= required
                ? CheckResult.pass(Check.MIN_SCORE, reason)
                : new CheckResult(Check.MIN_SCORE, Status.FAIL, reason, List.of());
    }

    // ---------------------------------------------------------------- 9

    private CheckResult openings() {
        List<String> answered = new ArrayList<>();
        for (PlayedGame game : openingGames) {
            String opening = game.log().start();
            if (game.botForfeited()) {
                List<MatchLog.Move> moves = game.botMoves();
                String hint = moves.isEmpty()
                        ? "; a bot that does not read the OPENING line cannot play from an opening"
                        : "";
                return new CheckResult(
                        Check.OPENINGS,
                        Status.FAIL,
                        game.label() + " from " + opening + ": " + violation(game) + hint,
                        game.evidence());
            }
            List<MatchLog.Move> moves = game.botMoves();
            if (moves.isEmpty()) {
                return new CheckResult(
                        Check.OPENINGS,
                        Status.WARN,
                        "not judged: " + game.label() + " ended before the bot's first move ("
                                + game.log().result().reason() + ")",
                        List.of("match log: " + game.logFile()));
            }
            answered.add("as player " + game.side() + " with " + moves.get(0).move());
        }
        if (answered.isEmpty()) {
            return CheckResult.skip(Check.OPENINGS, "not run: no game was played from an opening");
        }
        return CheckResult.pass(
                Check.OPENINGS,
                "played from " + ValidationSettings.OPENING_PLIES + "-ply openings to the end, answering first "
                        + String.join(" and ", answered));
    }

    // ---------------------------------------------------------------- helpers

    private static String violation(PlayedGame game) {
        return game.log().result().reason() + ": " + game.log().result().detail();
    }

    private long limitMs(boolean firstMove) {
        TimeControl clock = settings.timeControl();
        return clock.moveMs() + (firstMove ? clock.firstMoveGraceMs() : 0);
    }

    private String played() {
        return games.size() == 1 ? "1 game" : games.size() + " games";
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.0f%%", share * 100);
    }

    private static String format(double points) {
        return points == Math.rint(points) ? Long.toString((long) points) : String.format(Locale.ROOT, "%.1f", points);
    }
}
