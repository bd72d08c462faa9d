package arbitre.engine.awale;

import arbitre.engine.GameBoard;
import java.util.Arrays;

/**
 * A position of the colored-seed Awale and the rules that change it (docs/awale.md).
 *
 * <h2>Layout</h2>
 * The 16 holes live in one {@code int[16]}, hole {@code n} at index {@code n - 1}, each packed as
 * four bytes: red count (bits 0–7), blue (8–15), transparent (16–23) and the hole's total
 * (24–31). Sowing a seed is one addition of {@link #RED_ONE}, {@link #BLUE_ONE} or
 * {@link #TRANSPARENT_ONE}, which bumps a color and the total together; the capture walk reads the
 * total with one shift; an empty hole is exactly 0. A board is a handful of ints, so the search
 * copies it ({@link #copyFrom}) instead of undoing moves, and playing a move allocates nothing.
 *
 * <h2>A move</h2>
 * {@link #playUnchecked} takes the chosen seeds out of the origin, sows the transparent ones and
 * then the colored ones over the precomputed target list of the rule set (every other hole for
 * red-like seeds, the opponent's holes for blue-like ones, so the origin is skipped on every lap
 * by construction), walks back from the last hole capturing holes of 2 or 3 seeds, and checks the
 * end conditions in the order of the rules: starvation, few seeds, majority, move limit. The
 * Zobrist key ({@link #hash()}) is a sum of per-seed keys, so the key of a whole sowing comes from
 * two precomputed prefix sums along the target list and the sowing loops do not touch it.
 *
 * <p>Players are 1 and 2, holes 1 to 16, in the public API; moves are the int codes of
 * {@link Moves}.
 */
public final class Board implements GameBoard<Board> {
    public static final int HOLES = 16;
    /** Seeds in the starting position: 2 of each color in each hole. */
    public static final int SEEDS = 96;
    /** The game ends when the 400th ply has been played. */
    public static final int MOVE_LIMIT = 400;
    /** The game ends when fewer than this many seeds are left on the board. */
    public static final int FEW_SEEDS = 10;

    static final int RED_ONE = 0x0100_0001;
    static final int BLUE_ONE = 0x0100_0100;
    static final int TRANSPARENT_ONE = 0x0101_0000;
    private static final int START_HOLE = 2 * RED_ONE + 2 * BLUE_ONE + 2 * TRANSPARENT_ONE;

    private final RuleSet rules;
    private final int[][] ownedHoles;
    private final int[][] redTargets;
    private final int[][] blueTargets;
    private final long[][] redSowingKeys;
    private final long[][] transparentAsRedSowingKeys;
    private final long[][] blueSowingKeys;
    private final long[][] transparentAsBlueSowingKeys;

    private final int[] holes = new int[HOLES];
    private int captured1;
    private int captured2;
    private int onBoard;
    /** 0 when player 1 is to move, 1 for player 2. */
    private int toMove;

    private int ply;
    private EndReason end;
    private long hash;

    private Board(RuleSet rules) {
        this.rules = rules;
        this.ownedHoles = rules.ownedHoles;
        this.redTargets = rules.redTargets;
        this.blueTargets = rules.blueTargets;
        this.redSowingKeys = rules.redSowingKeys;
        this.transparentAsRedSowingKeys = rules.transparentAsRedSowingKeys;
        this.blueSowingKeys = rules.blueSowingKeys;
        this.transparentAsBlueSowingKeys = rules.transparentAsBlueSowingKeys;
    }

    /** The starting position: 2 red, 2 blue and 2 transparent seeds in every hole, player 1 to move. */
    public static Board start(RuleSet rules) {
        Board board = new Board(rules);
        Arrays.fill(board.holes, START_HOLE);
        board.refresh();
        return board;
    }

    /**
     * An empty board, player 1 to move at ply 0, for setting up a position with
     * {@link #setHole}, {@link #setToMove}, {@link #setCaptured} and {@link #setPly}. End
     * conditions are checked only after a move is played.
     */
    public static Board empty(RuleSet rules) {
        Board board = new Board(rules);
        board.refresh();
        return board;
    }

    /** A new board equal to this one. */
    public Board copy() {
        Board board = new Board(rules);
        board.copyFrom(this);
        return board;
    }

    /** Makes this board equal to another of the same rule set, without allocating. */
    @Override
    public void copyFrom(Board other) {
        if (other.rules != rules) {
            throw new IllegalArgumentException("cannot copy a " + other.rules + " board into a " + rules + " board");
        }
        System.arraycopy(other.holes, 0, holes, 0, HOLES);
        captured1 = other.captured1;
        captured2 = other.captured2;
        onBoard = other.onBoard;
        toMove = other.toMove;
        ply = other.ply;
        end = other.end;
        hash = other.hash;
    }

    // ---------------------------------------------------------------- set-up

    /** Sets the seeds of a hole (1–16). */
    public Board setHole(int hole, int red, int blue, int transparent) {
        checkHole(hole);
        checkCount("red", red);
        checkCount("blue", blue);
        checkCount("transparent", transparent);
        // Checked before the packing, whose 8-bit total would wrap round past 255 seeds.
        checkSeedsInAll(onBoard - (holes[hole - 1] >>> 24) + red + blue + transparent, captured1 + captured2);
        int packed = red * RED_ONE + blue * BLUE_ONE + transparent * TRANSPARENT_ONE;
        // The key and the count change by this hole's alone: a board set up hole by hole does not
        // sum all sixteen again for each.
        onBoard += (packed >>> 24) - (holes[hole - 1] >>> 24);
        hash += Zobrist.holeKey(hole - 1, packed) - Zobrist.holeKey(hole - 1, holes[hole - 1]);
        holes[hole - 1] = packed;
        end = null;
        return this;
    }

    /** Sets the player (1 or 2) to move. */
    public Board setToMove(int player) {
        checkPlayer(player);
        hash += (player - 1 == 1 ? Zobrist.SIDE_KEY : 0L) - (toMove == 1 ? Zobrist.SIDE_KEY : 0L);
        toMove = player - 1;
        end = null;
        return this;
    }

    /** Sets the seeds each player has captured so far. */
    public Board setCaptured(int player1, int player2) {
        checkCount("captured", player1);
        checkCount("captured", player2);
        checkSeedsInAll(onBoard, player1 + player2);
        captured1 = player1;
        captured2 = player2;
        refresh();
        return this;
    }

    /** Sets the number of plies played so far (0–399). */
    public Board setPly(int ply) {
        if (ply < 0 || ply >= MOVE_LIMIT) {
            throw new IllegalArgumentException("ply must be 0.." + (MOVE_LIMIT - 1) + ", got " + ply);
        }
        this.ply = ply;
        return this;
    }

    private void refresh() {
        int seeds = 0;
        long key = toMove == 1 ? Zobrist.SIDE_KEY : 0L;
        for (int i = 0; i < HOLES; i++) {
            seeds += holes[i] >>> 24;
            key += Zobrist.holeKey(i, holes[i]);
        }
        onBoard = seeds;
        hash = key + Zobrist.CAPTURED_KEY[captured1];
        end = null;
    }

    // ---------------------------------------------------------------- moves

    /**
     * Fills {@code out} with the legal moves (hole ascending; R, B, TR, TB within a hole) and
     * returns how many there are: none once the game is over.
     */
    public int legalMoves(int[] out) {
        if (end != null) {
            return 0;
        }
        int n = 0;
        for (int i : ownedHoles[toMove]) {
            int h = holes[i];
            int base = i << 2;
            if ((h & 0xFF) != 0) {
                out[n++] = base;
            }
            if ((h & 0xFF00) != 0) {
                out[n++] = base | Moves.BLUE;
            }
            if ((h & 0xFF_0000) != 0) {
                out[n++] = base | Moves.TRANSPARENT_AS_RED;
                out[n++] = base | Moves.TRANSPARENT_AS_BLUE;
            }
        }
        return n;
    }

    /** The number of legal moves, without listing them. */
    public int legalMoveCount() {
        if (end != null) {
            return 0;
        }
        // Adding 0x7F to a count of at most 96 sets its byte's top bit exactly when it is not 0,
        // without a carry into the next byte; the sum over 8 holes counts, per color byte, the
        // holes that hold that color. A transparent seed gives two moves.
        final int[] holes = this.holes;
        final int[] owned = ownedHoles[toMove];
        int nonEmpty = 0;
        for (int k = 0; k < 8; k++) {
            nonEmpty += ((holes[owned[k]] & 0xFF_FFFF) + 0x7F_7F7F) >>> 7 & 0x01_0101;
        }
        return (nonEmpty & 0xFF) + (nonEmpty >>> 8 & 0xFF) + (nonEmpty >>> 16 << 1);
    }

    /** Whether a move code is legal here. */
    public boolean isLegal(int move) {
        return illegalReason(move) == null;
    }

    /** Why a move code is illegal here, or {@code null} when it is legal. */
    public String illegalReason(int move) {
        if (move < 0 || move >= Moves.COUNT) {
            return "no such move code " + move;
        }
        if (end != null) {
            return "the game is over (" + end.wireName() + ")";
        }
        int i = move >>> 2;
        int hole = i + 1;
        if (rules.ownerIndex(i) != toMove) {
            return "hole " + hole + " belongs to player " + (2 - toMove) + ", and player " + (toMove + 1)
                    + " is to move";
        }
        int h = holes[i];
        return switch (Moves.kind(move)) {
            case Moves.RED -> (h & 0xFF) != 0 ? null : "hole " + hole + " has no red seeds";
            case Moves.BLUE -> (h & 0xFF00) != 0 ? null : "hole " + hole + " has no blue seeds";
            default -> (h & 0xFF_0000) != 0 ? null : "hole " + hole + " has no transparent seeds";
        };
    }

    /**
     * Plays a move after checking it.
     *
     * @return the seeds the mover captured with it
     * @throws IllegalMoveException saying why the move is illegal here
     */
    public int play(int move) {
        String why = illegalReason(move);
        if (why != null) {
            throw new IllegalMoveException(move, why);
        }
        return playUnchecked(move);
    }

    /**
     * Plays a move the caller knows to be legal (from {@link #legalMoves}); an illegal one
     * leaves the board in an undefined state.
     *
     * @return the seeds the mover captured with it, a starvation sweep included
     */
    public int playUnchecked(int move) {
        final int origin = move >>> 2;
        final int mover = toMove;
        final boolean blueLike = (move & 1) != 0;
        final int colorShift = blueLike ? 8 : 0;
        final int colorOne = blueLike ? BLUE_ONE : RED_ONE;
        final int[] targets;
        final long[] coloredKeys;
        final long[] transparentKeys;
        if (blueLike) {
            targets = blueTargets[origin];
            coloredKeys = blueSowingKeys[origin];
            transparentKeys = transparentAsBlueSowingKeys[origin];
        } else {
            targets = redTargets[origin];
            coloredKeys = redSowingKeys[origin];
            transparentKeys = transparentAsRedSowingKeys[origin];
        }

        int h = holes[origin];
        final int transparent = (move & 2) != 0 ? h >>> 16 & 0xFF : 0;
        final int colored = h >>> colorShift & 0xFF;
        holes[origin] = h - transparent * TRANSPARENT_ONE - colored * colorOne;
        final int originKeys = origin << 2;
        long key = hash
                - transparent * Zobrist.SEED_KEY[originKeys | Zobrist.TRANSPARENT]
                - colored * Zobrist.SEED_KEY[originKeys | (blueLike ? Zobrist.BLUE : Zobrist.RED)]
                + transparentKeys[transparent]
                + coloredKeys[transparent + colored]
                - coloredKeys[transparent];

        // Transparent seeds first, then the colored ones from where they stopped.
        int last = origin;
        int s = 0;
        for (; s < transparent; s++) {
            last = targets[s];
            holes[last] += TRANSPARENT_ONE;
        }
        for (final int sown = transparent + colored; s < sown; s++) {
            last = targets[s];
            holes[last] += colorOne;
        }

        // The capture walk: backwards from the last hole while holes hold 2 or 3 seeds.
        int gained = 0;
        int at = last;
        while (true) {
            int p = holes[at];
            int seeds = p >>> 24;
            if (seeds != 2 && seeds != 3) {
                break;
            }
            gained += seeds;
            key -= Zobrist.holeKey(at, p);
            holes[at] = 0;
            at = at == 0 ? HOLES - 1 : at - 1;
        }
        onBoard -= gained;

        toMove = mover ^ 1;
        ply++;
        key += mover == 0 ? Zobrist.SIDE_KEY : -Zobrist.SIDE_KEY;

        // End conditions, in the order of the rules.
        int opponentSeeds = 0;
        for (int i : ownedHoles[mover ^ 1]) {
            opponentSeeds |= holes[i];
        }
        if (opponentSeeds == 0) {
            gained += onBoard;
            onBoard = 0;
            key = sweepBoard(key);
            end = EndReason.STARVATION;
        } else if (onBoard < FEW_SEEDS) {
            end = EndReason.FEW_SEEDS;
        }
        if (mover == 0) {
            key += Zobrist.CAPTURED_KEY[captured1 + gained] - Zobrist.CAPTURED_KEY[captured1];
            captured1 += gained;
        } else {
            captured2 += gained;
        }
        if (end == null) {
            if (rules.majorityEnds() && (captured1 >= RuleSet.MAJORITY || captured2 >= RuleSet.MAJORITY)) {
                end = EndReason.MAJORITY;
            } else if (ply >= MOVE_LIMIT) {
                end = EndReason.MOVE_LIMIT;
            }
        }
        hash = key;
        return gained;
    }

    private long sweepBoard(long key) {
        for (int i = 0; i < HOLES; i++) {
            key -= Zobrist.holeKey(i, holes[i]);
            holes[i] = 0;
        }
        return key;
    }

    // ---------------------------------------------------------------- queries

    public RuleSet rules() {
        return rules;
    }

    /** The player (1 or 2) to move; after the end, the one who would have moved next. */
    @Override
    public int toMove() {
        return toMove + 1;
    }

    /** Plies played so far. */
    @Override
    public int ply() {
        return ply;
    }

    @Override
    public boolean isOver() {
        return end != null;
    }

    /** Why the game ended, or {@code null} while it goes on. */
    @Override
    public EndReason endReason() {
        return end;
    }

    /**
     * The winner of a finished game: 1 or 2, or 0 for a draw.
     *
     * @throws IllegalStateException while the game goes on
     */
    @Override
    public int winner() {
        if (end == null) {
            throw new IllegalStateException("the game is not over (ply " + ply + ")");
        }
        return captured1 > captured2 ? 1 : captured1 == captured2 ? 0 : 2;
    }

    /** Seeds captured so far by a player (1 or 2). */
    public int captured(int player) {
        checkPlayer(player);
        return player == 1 ? captured1 : captured2;
    }

    /** Seeds left on the board. */
    public int seedsOnBoard() {
        return onBoard;
    }

    public int red(int hole) {
        return holes[checkHole(hole) - 1] & 0xFF;
    }

    public int blue(int hole) {
        return holes[checkHole(hole) - 1] >>> 8 & 0xFF;
    }

    public int transparent(int hole) {
        return holes[checkHole(hole) - 1] >>> 16 & 0xFF;
    }

    /** All the seeds in a hole. */
    public int seeds(int hole) {
        return holes[checkHole(hole) - 1] >>> 24;
    }

    /** Seeds left in a player's holes. */
    public int seedsOf(int player) {
        checkPlayer(player);
        int seeds = 0;
        for (int i : ownedHoles[player - 1]) {
            seeds += holes[i] >>> 24;
        }
        return seeds;
    }

    /**
     * The Zobrist key of the position: the seeds of every hole, the side to move and the
     * captured counts. Equal positions have equal keys.
     */
    @Override
    public long hash() {
        return hash;
    }

    /**
     * The packed contents of a hole by 0-based index, for search code that reads the board in a
     * hot loop: red in bits 0–7, blue 8–15, transparent 16–23, total 24–31.
     */
    public int packedHole(int index) {
        return holes[index];
    }

    // ---------------------------------------------------------------- checks

    static int checkHole(int hole) {
        if (hole < 1 || hole > HOLES) {
            throw new IllegalArgumentException("hole must be 1.." + HOLES + ", got " + hole);
        }
        return hole;
    }

    static void checkPlayer(int player) {
        if (player != 1 && player != 2) {
            throw new IllegalArgumentException("player must be 1 or 2, got " + player);
        }
    }

    private static void checkSeedsInAll(int onBoard, int captured) {
        if (onBoard + captured > SEEDS) {
            throw new IllegalArgumentException(
                    "more than " + SEEDS + " seeds in all: " + onBoard + " on the board, " + captured + " captured");
        }
    }

    private static void checkCount(String what, int count) {
        if (count < 0 || count > SEEDS) {
            throw new IllegalArgumentException(what + " seeds must be 0.." + SEEDS + ", got " + count);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board other
                && other.rules == rules
                && Arrays.equals(other.holes, holes)
                && other.captured1 == captured1
                && other.captured2 == captured2
                && other.toMove == toMove
                && other.ply == ply
                && other.end == end;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash) * 31 + ply;
    }

    /** One line: every hole as {@code n(RrBbTt)}, the captured seeds, who is to move, the ply. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < HOLES; i++) {
            int h = holes[i];
            out.append(i + 1)
                    .append('(')
                    .append(h & 0xFF)
                    .append('R')
                    .append(h >>> 8 & 0xFF)
                    .append('B')
                    .append(h >>> 16 & 0xFF)
                    .append("T) ");
        }
        out.append("captured ")
                .append(captured1)
                .append('-')
                .append(captured2)
                .append(", ply ")
                .append(ply);
        out.append(end == null ? ", player " + (toMove + 1) + " to move" : ", over: " + end.wireName());
        return out.toString();
    }
}
