package arbitre.replay;

import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.InvalidMoveException;
import arbitre.log.MatchLog;
import java.util.List;

/**
 * A saved match re-played from its log alone, one ply at a time, for showing it to a person:
 * the match's header, then after each ply the move, who played it, its thinking time, what it
 * captured, and the position as {@link Game#render()} draws it.
 */
public final class Replay {
    private final MatchLog log;
    private final Game game;
    private final List<MatchLog.Move> moves;
    /**
     * The plies its start played (an opening's, and those of an earlier game it started after),
     * before the log's first move.
     */
    private final int firstPly;

    private Replay(MatchLog log, Game game) {
        this.log = log;
        this.game = game;
        this.moves = log.moves() == null ? List.of() : log.moves();
        this.firstPly = game.ply();
    }

    /**
     * Starts a replay at the start position.
     *
     * @throws IllegalArgumentException when the log names no game, start or rule set the referee knows
     */
    public static Replay of(MatchLog log) {
        Object rules = log.rules() == null ? null : log.rules().get("name");
        if (rules == null) {
            throw new IllegalArgumentException("the log names no rule set (rules.name)");
        }
        Game game = GameRegistry.get(log.game()).start(rules.toString(), log.start());
        if (log.from() != null) {
            for (String move : log.from().moves()) {
                try {
                    game.play(move);
                } catch (arbitre.game.InvalidMoveException e) {
                    throw new IllegalArgumentException(
                            "the plies it started after (from " + log.from().log() + "): " + move + ": "
                                    + e.getMessage(),
                            e);
                }
            }
        }
        return new Replay(log, game);
    }

    /** Plies of the game: its start's (an opening's) and the log's moves. */
    public int plies() {
        return firstPly + moves.size();
    }

    /** Plies played before the log's moves: 0, an opening's, or those of an earlier game. */
    public int firstPly() {
        return firstPly;
    }

    /** Plies re-played so far. */
    public int ply() {
        return game.ply();
    }

    /**
     * Plays the next logged move and describes it in one line.
     *
     * @throws IllegalStateException when the engine refuses the logged move, naming the ply
     */
    public String next() {
        MatchLog.Move move = moves.get(game.ply() - firstPly);
        int mover = game.toMove();
        int before = game.score(mover);
        try {
            game.play(move.move());
        } catch (InvalidMoveException e) {
            throw new IllegalStateException("ply " + (game.ply() + 1) + " cannot be replayed: " + e.getMessage());
        }
        int gained = game.score(mover) - before;
        return "ply " + game.ply() + ": player " + mover + " (" + name(mover) + ") played " + move.move()
                + " in " + move.ms() + " ms" + (gained > 0 ? ", " + game.scoreName() + " +" + gained : "")
                + " (" + game.scoreName() + " " + game.score(1) + "-" + game.score(2) + ")";
    }

    /** The current position, as the game renders it. */
    public String position() {
        return game.render();
    }

    /** Who played, under which rules, and how it ended: a few lines. */
    public String header() {
        String nl = System.lineSeparator();
        StringBuilder out = new StringBuilder();
        out.append("player 1: ")
                .append(name(1))
                .append(command(1))
                .append(audit(1))
                .append(nl);
        out.append("player 2: ")
                .append(name(2))
                .append(command(2))
                .append(audit(2))
                .append(nl);
        out.append("game: ").append(log.game()).append(", start ").append(log.start());
        if (log.startPosition() != null) {
            out.append(" (")
                    .append(log.startPosition().stream()
                            .map(String::valueOf)
                            .collect(java.util.stream.Collectors.joining(" ")))
                    .append(")");
        }
        if (log.from() != null) {
            out.append(", after ply ")
                    .append(log.from().ply())
                    .append(" of ")
                    .append(log.from().log())
                    .append(" (its plies, not timed here)");
        }
        out.append(nl).append("rules: ").append(log.rules().get("name"));
        if (log.timeControl() != null) {
            out.append(", ").append(log.timeControl().moveMs()).append(" ms per move");
            if (log.timeControl().timeMarginMs() > 0) {
                out.append(" (time margin ")
                        .append(log.timeControl().timeMarginMs())
                        .append(" ms)");
            }
        }
        if (log.startedAt() != null) {
            out.append(", started ").append(log.startedAt());
        }
        if (log.arbitre() != null) {
            out.append(", refereed by arbitre ").append(log.arbitre());
        }
        out.append(nl).append("result: ").append(result()).append(nl);
        return out.toString();
    }

    /** The logged result in words: who won, why, the seeds, the plies, and for a forfeit what happened. */
    public String result() {
        MatchLog.Result result = log.result();
        if (result == null) {
            return "none recorded";
        }
        StringBuilder out = new StringBuilder(
                result.winner() == 0 ? "draw" : "player " + result.winner() + " (" + name(result.winner()) + ") wins");
        out.append(", ").append(result.reason());
        if (result.captured() != null && result.captured().size() == 2) {
            out.append(", ")
                    .append(result.captured().get(0))
                    .append("-")
                    .append(result.captured().get(1));
        }
        out.append(", ").append(result.plies()).append(" plies");
        if (result.forfeit() != null && result.forfeit() > 0) {
            out.append("; player ").append(result.forfeit()).append(" forfeits");
        }
        if (result.move() != null) {
            out.append(" with '").append(result.move()).append("'");
        }
        if (result.detail() != null) {
            out.append(" (").append(result.detail()).append(")");
        }
        return out.toString();
    }

    private String name(int player) {
        MatchLog.Player p = player(player);
        return p == null || p.name() == null ? "player " + player : p.name();
    }

    private String command(int player) {
        MatchLog.Player p = player(player);
        return p == null || p.command() == null || p.command().equals(p.name()) ? "" : " (" + p.command() + ")";
    }

    /**
     * Where the bot ran, the seed it received, and whether its process was kept from earlier games
     * (it could remember them), as far as the log says.
     */
    private String audit(int player) {
        MatchLog.Player p = player(player);
        if (p == null) {
            return "";
        }
        return (p.workdir() == null ? "" : ", in " + p.workdir())
                + (p.seed() == null ? "" : ", ARBITRE_SEED=" + p.seed())
                + (!p.kept()
                        ? ""
                        : p.gamesBefore() > 0
                                ? ", on its process of " + p.gamesBefore() + " earlier game(s)"
                                : ", on its process of earlier games");
    }

    private MatchLog.Player player(int player) {
        if (log.players() == null) {
            return null;
        }
        return log.players().stream()
                .filter(p -> p != null && p.player() == player)
                .findFirst()
                .orElse(null);
    }
}
