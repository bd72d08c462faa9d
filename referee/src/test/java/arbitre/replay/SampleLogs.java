package arbitre.replay;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.game.awale.AwaleGame;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Match logs as the referee writes them, of seeded random games played through the engine alone. */
public final class SampleLogs {

    private SampleLogs() {}

    /** A finished game of random legal moves. */
    public static MatchLog finished(long seed, RuleSet rules) {
        Board board = Board.start(rules);
        List<MatchLog.Move> moves = play(board, new Random(seed), Integer.MAX_VALUE);
        MatchLog.Result result = new MatchLog.Result(
                board.winner(),
                board.endReason().wireName(),
                List.of(board.captured(1), board.captured(2)),
                board.ply(),
                null,
                null);
        return log(rules, moves, result);
    }

    /** A game in which the player to move after {@code plies} plies sends {@code refused}, an illegal move. */
    public static MatchLog illegalForfeit(long seed, int plies, String refused, boolean recordMove) {
        Board board = Board.start(RuleSet.OFFICIAL);
        List<MatchLog.Move> moves = play(board, new Random(seed), plies);
        int offender = board.toMove();
        String why = "ply " + (board.ply() + 1) + ": " + refused + " is illegal: "
                + board.illegalReason(Moves.parse(refused));
        MatchLog.Result result = new MatchLog.Result(
                3 - offender,
                "illegal-move",
                List.of(board.captured(1), board.captured(2)),
                board.ply(),
                why,
                offender,
                recordMove ? refused : null);
        return log(RuleSet.OFFICIAL, moves, result);
    }

    /** A move that the player to move after these moves may not play. */
    public static String illegalMoveAfter(MatchLog log, int plies) {
        Board board = Board.start(RuleSet.OFFICIAL);
        for (int i = 0; i < plies; i++) {
            board.play(Moves.parse(log.moves().get(i).move()));
        }
        for (int code = 0; code < Moves.COUNT; code++) {
            if (!board.isLegal(code)) {
                return Moves.format(code);
            }
        }
        throw new IllegalStateException("every move is legal");
    }

    private static List<MatchLog.Move> play(Board board, Random random, int plies) {
        List<MatchLog.Move> moves = new ArrayList<>();
        int[] legal = new int[Moves.MAX_LEGAL];
        while (!board.isOver() && board.ply() < plies) {
            int move = legal[random.nextInt(board.legalMoves(legal))];
            int player = board.toMove();
            board.play(move);
            moves.add(new MatchLog.Move(board.ply(), player, Moves.format(move), random.nextInt(50)));
        }
        return moves;
    }

    static MatchLog log(RuleSet rules, List<MatchLog.Move> moves, MatchLog.Result result) {
        List<MatchLog.Player> players = List.of(
                new MatchLog.Player(1, "one", "builtin:random", List.of(), "x.p1.stderr.txt", 0, true),
                new MatchLog.Player(2, "two", "builtin:greedy", List.of(), "x.p2.stderr.txt", 0, true));
        return MatchLogBuilder.log()
                .rules(new AwaleGame(rules).rules())
                .players(players)
                .moves(moves)
                .result(result)
                .build();
    }

    /** A finished Kalah game of random legal pits from a start ({@code standard} or {@code fair:N}). */
    public static MatchLog finishedKalah(long seed, String start) {
        arbitre.game.kalah.KalahGame game =
                new arbitre.game.kalah.KalahGame(arbitre.engine.kalah.KalahStart.parse(start));
        arbitre.engine.kalah.KalahBoard board = game.board();
        Random random = new Random(seed);
        List<MatchLog.Move> moves = new ArrayList<>();
        int[] legal = new int[arbitre.engine.kalah.KalahBoard.MAX_LEGAL];
        while (!board.isOver()) {
            int pit = legal[random.nextInt(board.legalMoves(legal))];
            int player = board.toMove();
            board.play(pit);
            moves.add(new MatchLog.Move(board.ply(), player, String.valueOf(pit), random.nextInt(50)));
        }
        List<MatchLog.Player> players = List.of(
                new MatchLog.Player(1, "one", "builtin:random", List.of(), "x.p1.stderr.txt", 0, true),
                new MatchLog.Player(2, "two", "builtin:greedy", List.of(), "x.p2.stderr.txt", 0, true));
        MatchLog.Result result = new MatchLog.Result(
                board.winner(),
                board.endReason().wireName(),
                List.of(board.store(1), board.store(2)),
                board.ply(),
                null,
                null);
        return MatchLogBuilder.log()
                .game("kalah")
                .start(start)
                .startPosition(arbitre.game.kalah.KalahType.INSTANCE.startPosition(start))
                .rules(game.rules())
                .players(players)
                .moves(moves)
                .result(result)
                .build();
    }

    /** The same log with another clock. */
    static MatchLog withClock(MatchLog log, arbitre.clock.TimeControl control) {
        return MatchLogBuilder.from(log).timeControl(control).build();
    }

    /** The same log with other moves. */
    public static MatchLog withMoves(MatchLog log, List<MatchLog.Move> moves) {
        return MatchLogBuilder.from(log).moves(moves).build();
    }

    /** The same log with another result. */
    public static MatchLog withResult(MatchLog log, MatchLog.Result result) {
        return MatchLogBuilder.from(log).result(result).build();
    }

    /**
     * The same log whose player 1 played on a process kept from {@code gamesBefore} earlier games
     * and stayed up after it (no exit).
     */
    public static MatchLog withPlayer1Kept(MatchLog log, int gamesBefore) {
        MatchLog.Player one = log.players().get(0);
        MatchLog.Player kept = new MatchLog.Player(
                1,
                one.name(),
                one.command(),
                List.of("bot"),
                one.stderr(),
                null,
                false,
                0,
                0,
                "/srv/bots",
                "7",
                false,
                gamesBefore,
                true);
        return MatchLogBuilder.from(log)
                .players(List.of(kept, log.players().get(1)))
                .build();
    }
}
