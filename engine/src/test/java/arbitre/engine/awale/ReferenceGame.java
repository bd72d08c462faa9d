package arbitre.engine.awale;

import java.util.ArrayList;
import java.util.List;

/**
 * A second implementation of docs/awale.md, written to be obviously right rather than fast, to check
 * {@link Board} against: seeds as counts per hole and color, moves as text, sowing one hole at a
 * time with the skip rules spelled out, and its own idea of who owns a hole. It shares nothing
 * with the engine but the {@link RuleSet} and {@link EndReason} constants.
 */
final class ReferenceGame {
    private static final int RED = 0;
    private static final int BLUE = 1;
    private static final int TRANSPARENT = 2;

    private final boolean official;
    /** [hole 1..16][color]. */
    private final int[][] seeds = new int[17][3];
    /** [player 1..2]. */
    private final int[] captured = new int[3];

    private int toMove;
    private int ply;
    private EndReason end;

    /** A copy of a board's position, read through its public accessors. */
    ReferenceGame(Board board) {
        official = board.rules() == RuleSet.OFFICIAL;
        for (int hole = 1; hole <= 16; hole++) {
            seeds[hole][RED] = board.red(hole);
            seeds[hole][BLUE] = board.blue(hole);
            seeds[hole][TRANSPARENT] = board.transparent(hole);
        }
        captured[1] = board.captured(1);
        captured[2] = board.captured(2);
        toMove = board.toMove();
        ply = board.ply();
        end = board.endReason();
    }

    int owner(int hole) {
        if (official) {
            return hole % 2 == 1 ? 1 : 2;
        }
        return hole <= 8 ? 1 : 2;
    }

    int total(int hole) {
        return seeds[hole][RED] + seeds[hole][BLUE] + seeds[hole][TRANSPARENT];
    }

    int onBoard() {
        int sum = 0;
        for (int hole = 1; hole <= 16; hole++) {
            sum += total(hole);
        }
        return sum;
    }

    /** The legal moves as text, hole by hole: R, B, TR, TB. */
    List<String> legalMoves() {
        List<String> moves = new ArrayList<>();
        if (end != null) {
            return moves;
        }
        for (int hole = 1; hole <= 16; hole++) {
            if (owner(hole) != toMove) {
                continue;
            }
            if (seeds[hole][RED] > 0) {
                moves.add(hole + "R");
            }
            if (seeds[hole][BLUE] > 0) {
                moves.add(hole + "B");
            }
            if (seeds[hole][TRANSPARENT] > 0) {
                moves.add(hole + "TR");
                moves.add(hole + "TB");
            }
        }
        return moves;
    }

    /** Plays a legal move given as canonical text; returns the seeds the mover captured. */
    int play(String move) {
        int origin = Integer.parseInt(move.replaceAll("[RBT]", ""));
        boolean withTransparent = move.contains("T");
        int color = move.endsWith("R") ? RED : BLUE;
        int mover = toMove;

        List<Integer> hand = new ArrayList<>();
        if (withTransparent) {
            for (int k = 0; k < seeds[origin][TRANSPARENT]; k++) {
                hand.add(TRANSPARENT);
            }
            seeds[origin][TRANSPARENT] = 0;
        }
        for (int k = 0; k < seeds[origin][color]; k++) {
            hand.add(color);
        }
        seeds[origin][color] = 0;

        int at = origin;
        for (int seed : hand) {
            do {
                at = at == 16 ? 1 : at + 1;
            } while (at == origin || (color == BLUE && owner(at) == mover));
            seeds[at][seed]++;
        }

        int gained = 0;
        while (total(at) == 2 || total(at) == 3) {
            gained += total(at);
            seeds[at] = new int[3];
            at = at == 1 ? 16 : at - 1;
        }

        toMove = 3 - mover;
        ply++;
        int nextPlayersSeeds = 0;
        for (int hole = 1; hole <= 16; hole++) {
            if (owner(hole) == toMove) {
                nextPlayersSeeds += total(hole);
            }
        }
        if (nextPlayersSeeds == 0) {
            gained += onBoard();
            for (int hole = 1; hole <= 16; hole++) {
                seeds[hole] = new int[3];
            }
            end = EndReason.STARVATION;
        }
        captured[mover] += gained;
        if (end == null) {
            if (onBoard() < 10) {
                end = EndReason.FEW_SEEDS;
            } else if (official && (captured[1] >= 49 || captured[2] >= 49)) {
                end = EndReason.MAJORITY;
            } else if (ply >= 400) {
                end = EndReason.MOVE_LIMIT;
            }
        }
        return gained;
    }

    /** The position in one line: every hole, the captured seeds, the player to move, the ply, the end. */
    String describe() {
        StringBuilder out = new StringBuilder();
        for (int hole = 1; hole <= 16; hole++) {
            out.append(hole)
                    .append('(')
                    .append(seeds[hole][RED])
                    .append('R')
                    .append(seeds[hole][BLUE])
                    .append('B')
                    .append(seeds[hole][TRANSPARENT])
                    .append("T) ");
        }
        return out.append("captured ")
                .append(captured[1])
                .append('-')
                .append(captured[2])
                .append(", ply ")
                .append(ply)
                .append(", to move ")
                .append(toMove)
                .append(", end ")
                .append(end)
                .toString();
    }

    /** The same description of a board, read through its public accessors. */
    static String describe(Board board) {
        return new ReferenceGame(board).describe();
    }
}
