package arbitre.engine.fenix;

import arbitre.engine.GameBoard;
import java.util.ArrayList;
import java.util.List;

/**
 * A position of Fenix and the rules that change it: the setup phase (plies 0 to 9), moves, jumps
 * and chains of jumps, the maximum-capture rule, re-creating a general and restoring the king,
 * and every end of the game.
 *
 * <h2>Layout</h2>
 * The 56 squares live in one {@code byte[]}, square {@code row * 8 + column}: 0 for an empty
 * square, the stack's height (1 soldier, 2 general, 3 king) for red, minus the height for black.
 * Beside it the board keeps per player its number of stacks, pieces (heights), generals and kings,
 * updated as stacks move, and a Zobrist key of the squares alone. A board is a few dozen bytes and
 * a short array of keys, so the search copies it ({@link #copyFrom}) instead of undoing actions,
 * and nothing is allocated per position.
 *
 * <h2>Generating the actions</h2>
 * Captures come first: a depth-first walk from every stack of the player to move extends chains
 * of jumps, on the unchanged board. That gives the capture rules for free: the stack is still on
 * its start square, which therefore counts as occupied by its own colour, and the stacks jumped so
 * far are still there (a bit set says they may not be jumped again), so nothing lands on them and
 * no general slides past them. Every chain found is recorded with its value; a better value
 * empties the list, an equal one is added unless the same start, end and captured set is already
 * there (two paths, one action). Only when no capture exists are the moves without capture and
 * the stackings of the creation flags listed.
 *
 * <h2>The end of the game</h2>
 * Checked after every ply in the order of the rules, and on a parsed position as if its last ply
 * had just been played. The repetition list holds the Zobrist keys of the boards before each
 * movement-phase ply without capture since the last capture; it can be no longer than the
 * no-capture counter, which ends the game at 50.
 *
 * <p>Players are 1 (red) and 2 (black) in the public API.
 */
public final class FenixBoard implements GameBoard<FenixBoard> {
    /** Plies 0 to 9 are the setup phase. */
    public static final int SETUP_PLIES = 10;
    /** The game is drawn after this many consecutive movement-phase plies without a capture. */
    public static final int NO_CAPTURE_LIMIT = 50;
    /** Pieces (soldiers) each player starts with. */
    public static final int PIECES = 21;

    static final int MAY_CREATE_GENERAL = 1;
    static final int MAY_RESTORE_KING = 2;

    private static final String[] PIECE_NAMES = {"", "soldier", "general", "king"};
    private static final String[] COLOUR_NAMES = {"red", "black"};

    final byte[] cells = new byte[Squares.COUNT];
    /** 0 when red is to move, 1 for black. */
    int toMove;

    int ply;
    /** The creation flags of the player to move: {@link #MAY_CREATE_GENERAL}, {@link #MAY_RESTORE_KING}. */
    int flags;

    int noCapture;
    private final long[] history = new long[NO_CAPTURE_LIMIT];
    private int historySize;
    private long boardKey;
    private final int[] stacks = new int[2];
    private final int[] pieces = new int[2];
    private final int[] generals = new int[2];
    private final int[] kings = new int[2];
    private FenixEndReason end;
    private int winner;
    /** The best capture value found so far while generating. */
    private int bestValue;
    /** For the checked paths only (play, illegalReason), made on first use. */
    private FenixActionList scratch;

    FenixBoard() {}

    /** The initial position: red soldiers where row + column is at most 5, black where it is at least 8; red to move. */
    public static FenixBoard start() {
        FenixBoard board = new FenixBoard();
        for (int square = 0; square < Squares.COUNT; square++) {
            int sum = Squares.row(square) + Squares.column(square);
            board.cells[square] = (byte) (sum <= 5 ? 1 : sum >= 8 ? -1 : 0);
        }
        board.refresh();
        return board;
    }

    /** A new board equal to this one. */
    public FenixBoard copy() {
        FenixBoard board = new FenixBoard();
        board.copyFrom(this);
        return board;
    }

    /** Makes this board equal to another, without allocating. */
    @Override
    public void copyFrom(FenixBoard other) {
        System.arraycopy(other.cells, 0, cells, 0, Squares.COUNT);
        toMove = other.toMove;
        ply = other.ply;
        flags = other.flags;
        noCapture = other.noCapture;
        historySize = other.historySize;
        System.arraycopy(other.history, 0, history, 0, historySize);
        boardKey = other.boardKey;
        for (int p = 0; p < 2; p++) {
            stacks[p] = other.stacks[p];
            pieces[p] = other.pieces[p];
            generals[p] = other.generals[p];
            kings[p] = other.kings[p];
        }
        end = other.end;
        winner = other.winner;
    }

    /**
     * Recomputes the counts and the key from the cells, then the end of the game as if the last
     * ply had just been played; for boards set up square by square ({@link FenixPosition}).
     */
    void refresh() {
        historySize = 0;
        long key = 0;
        for (int p = 0; p < 2; p++) {
            stacks[p] = pieces[p] = generals[p] = kings[p] = 0;
        }
        for (int square = 0; square < Squares.COUNT; square++) {
            int c = cells[square];
            if (c != 0) {
                gain(c > 0 ? 0 : 1, Math.abs(c));
                key ^= FenixZobrist.squareKey(square, c);
            }
        }
        boardKey = key;
        checkEnd(toMove ^ 1);
    }

    // ---------------------------------------------------------------- actions

    /**
     * Fills {@code out} with the legal actions, each once, and returns how many there are: none
     * once the game is over. All the actions listed have the same value (the maximum capture).
     */
    public int legalActions(FenixActionList out) {
        out.clear();
        if (end != null) {
            return 0;
        }
        int sign = 1 - 2 * toMove;
        if (ply < SETUP_PLIES) {
            setupActions(out, sign);
            return out.size();
        }
        bestValue = 0;
        for (int square = 0; square < Squares.COUNT; square++) {
            int height = cells[square] * sign;
            if (height > 0) {
                captures(out, sign, square, square, height, 0L, 0);
            }
        }
        if (bestValue == 0) {
            quietActions(out, sign);
        }
        return out.size();
    }

    /** The legal actions as records, for code off the hot path. */
    public List<FenixAction> legalActions() {
        FenixActionList list = new FenixActionList();
        int n = legalActions(list);
        List<FenixAction> actions = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            actions.add(list.get(i));
        }
        return actions;
    }

    /**
     * Lists the setup actions in {@code out}; with {@code out} null, only says whether there is
     * one, stopping at the first.
     */
    private boolean setupActions(FenixActionList out, int sign) {
        boolean generalAllowed = generals[toMove] < 4;
        boolean kingAllowed = kings[toMove] == 0;
        for (int square = 0; square < Squares.COUNT; square++) {
            if (cells[square] * sign != 1) {
                continue;
            }
            for (int d = 0; d < Squares.ORTHOGONAL; d++) {
                int target = Squares.STEP[d][square];
                int height = target < 0 ? 0 : cells[target] * sign;
                if (height == 1 && generalAllowed || height == 2 && kingAllowed) {
                    if (out == null) {
                        return true;
                    }
                    out.add(square, target, 0L, 0);
                }
            }
        }
        return out != null && out.size() > 0;
    }

    /** Extends the chains of the stack of {@code start}, which has landed on {@code at}. */
    private void captures(FenixActionList out, int sign, int start, int at, int height, long taken, int value) {
        if (height == 2) {
            for (int d = 0; d < Squares.ORTHOGONAL; d++) {
                int[] step = Squares.STEP[d];
                int over = step[at];
                while (over >= 0 && cells[over] == 0) {
                    over = step[over];
                }
                if (over < 0 || cells[over] * sign > 0 || (taken & 1L << over) != 0) {
                    continue;
                }
                long nowTaken = taken | 1L << over;
                int nowValue = value - cells[over] * sign;
                for (int land = step[over]; land >= 0 && cells[land] == 0; land = step[land]) {
                    record(out, start, land, nowTaken, nowValue);
                    captures(out, sign, start, land, height, nowTaken, nowValue);
                }
            }
            return;
        }
        int directions = height == 1 ? Squares.ORTHOGONAL : Squares.ALL_DIRECTIONS;
        for (int d = 0; d < directions; d++) {
            int[] step = Squares.STEP[d];
            int over = step[at];
            if (over < 0 || cells[over] * sign >= 0 || (taken & 1L << over) != 0) {
                continue;
            }
            int land = step[over];
            if (land < 0 || cells[land] != 0) {
                continue;
            }
            long nowTaken = taken | 1L << over;
            int nowValue = value - cells[over] * sign;
            record(out, start, land, nowTaken, nowValue);
            captures(out, sign, start, land, height, nowTaken, nowValue);
        }
    }

    private void record(FenixActionList out, int start, int end, long taken, int value) {
        if (value > bestValue) {
            bestValue = value;
            out.clear();
            out.add(start, end, taken, value);
        } else if (value == bestValue) {
            out.addDistinct(start, end, taken, value);
        }
    }

    private void quietActions(FenixActionList out, int sign) {
        for (int square = 0; square < Squares.COUNT; square++) {
            int height = cells[square] * sign;
            if (height <= 0) {
                continue;
            }
            if (height == 1) {
                for (int d = 0; d < Squares.ORTHOGONAL; d++) {
                    int target = Squares.STEP[d][square];
                    if (target < 0) {
                        continue;
                    }
                    int there = cells[target] * sign;
                    if (there == 0
                            || there == 1 && (flags & MAY_CREATE_GENERAL) != 0
                            || there == 2 && (flags & MAY_RESTORE_KING) != 0) {
                        out.add(square, target, 0L, 0);
                    }
                }
            } else if (height == 2) {
                for (int d = 0; d < Squares.ORTHOGONAL; d++) {
                    int[] step = Squares.STEP[d];
                    for (int target = step[square]; target >= 0 && cells[target] == 0; target = step[target]) {
                        out.add(square, target, 0L, 0);
                    }
                }
            } else {
                for (int d = 0; d < Squares.ALL_DIRECTIONS; d++) {
                    int target = Squares.STEP[d][square];
                    if (target >= 0 && cells[target] == 0) {
                        out.add(square, target, 0L, 0);
                    }
                }
            }
        }
    }

    /** Whether the player to move has any legal action, without listing them. */
    private boolean hasAction() {
        int sign = 1 - 2 * toMove;
        if (ply < SETUP_PLIES) {
            return setupActions(null, sign);
        }
        // Every action starts with a step or a jump to a neighbour in the piece's directions (a
        // general that slides before jumping has an empty neighbour, hence a move).
        for (int square = 0; square < Squares.COUNT; square++) {
            int height = cells[square] * sign;
            if (height <= 0) {
                continue;
            }
            int directions = height == 3 ? Squares.ALL_DIRECTIONS : Squares.ORTHOGONAL;
            for (int d = 0; d < directions; d++) {
                int[] step = Squares.STEP[d];
                int next = step[square];
                if (next < 0) {
                    continue;
                }
                int there = cells[next] * sign;
                if (there == 0) {
                    return true;
                }
                if (there < 0 && step[next] >= 0 && cells[step[next]] == 0) {
                    return true;
                }
                if (height == 1
                        && (there == 1 && (flags & MAY_CREATE_GENERAL) != 0
                                || there == 2 && (flags & MAY_RESTORE_KING) != 0)) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- playing

    /** Plays entry {@code i} of a list this board filled. */
    public void playUnchecked(FenixActionList list, int i) {
        playUnchecked(list.start(i), list.end(i), list.captured(i));
    }

    /**
     * Plays an action the caller knows to be legal (from {@link #legalActions}); an illegal one
     * leaves the board in an undefined state.
     */
    public void playUnchecked(int start, int end, long captured) {
        final int mover = toMove;
        final int opponent = mover ^ 1;
        final long before = boardKey;
        long key = boardKey;
        int piece = cells[start];
        int height = Math.abs(piece);
        key ^= FenixZobrist.squareKey(start, piece);
        cells[start] = 0;
        lose(mover, height);
        int target = cells[end];
        if (target != 0) {
            key ^= FenixZobrist.squareKey(end, target);
            lose(mover, Math.abs(target));
            height += Math.abs(target);
        }
        int placed = piece > 0 ? height : -height;
        cells[end] = (byte) placed;
        key ^= FenixZobrist.squareKey(end, placed);
        gain(mover, height);

        int newFlags = 0;
        for (long rest = captured; rest != 0; rest &= rest - 1) {
            int square = Long.numberOfTrailingZeros(rest);
            int c = cells[square];
            int h = Math.abs(c);
            key ^= FenixZobrist.squareKey(square, c);
            cells[square] = 0;
            lose(opponent, h);
            if (h == 2) {
                newFlags |= MAY_CREATE_GENERAL;
            } else if (h == 3) {
                newFlags |= MAY_RESTORE_KING;
            }
        }
        flags = newFlags;
        boolean movementPhase = ply >= SETUP_PLIES;
        ply++;
        toMove = opponent;
        boardKey = key;
        if (captured != 0) {
            noCapture = 0;
            historySize = 0;
        } else if (movementPhase) {
            noCapture++;
            if (historySize < history.length) {
                history[historySize++] = before;
            }
        }
        checkEnd(mover);
    }

    /**
     * Plays an action after checking it.
     *
     * @throws IllegalActionException saying why the action is illegal here
     */
    public void play(FenixAction action) {
        String why = illegalReason(action);
        if (why != null) {
            throw new IllegalActionException(action, why);
        }
        playUnchecked(action.start(), action.end(), action.captured());
    }

    /**
     * Parses and plays an action given as text, its captured squares in any order.
     *
     * @return the action played, whose {@link FenixAction#format()} is the canonical form to relay
     * @throws ActionFormatException when the text is not an action in the notation
     * @throws IllegalActionException when the rules forbid it here
     */
    public FenixAction play(String text) {
        FenixAction action = FenixAction.parse(text);
        play(action);
        return action;
    }

    public boolean isLegal(FenixAction action) {
        return illegalReason(action) == null;
    }

    /** Why an action is illegal here, or {@code null} when it is legal. */
    public String illegalReason(FenixAction action) {
        if (end != null) {
            return "the game is over (" + end.wireName() + ")";
        }
        if (scratch == null) {
            scratch = new FenixActionList();
        }
        int n = legalActions(scratch);
        if (scratch.indexOf(action.start(), action.end(), action.captured()) >= 0) {
            return null;
        }
        int sign = 1 - 2 * toMove;
        String colour = COLOUR_NAMES[toMove];
        String from = Squares.name(action.start());
        String to = Squares.name(action.end());
        int mine = cells[action.start()] * sign;
        if (mine == 0) {
            return "there is no stack on " + from;
        }
        if (mine < 0) {
            return from + " holds a " + COLOUR_NAMES[toMove ^ 1] + " " + PIECE_NAMES[-mine] + ", and " + colour
                    + " is to move";
        }
        String piece = "the " + PIECE_NAMES[mine] + " on " + from;
        int there = cells[action.end()] * sign;
        boolean adjacent = isOrthogonallyAdjacent(action.start(), action.end());
        if (ply < SETUP_PLIES) {
            String setup = "during the setup (ply " + ply + " < " + SETUP_PLIES + ") ";
            if (action.isCapture()) {
                return setup + "nothing is captured";
            }
            if (mine != 1) {
                return setup + "only soldiers move, and " + from + " holds a " + PIECE_NAMES[mine];
            }
            if (there <= 0 || there == 3 || !adjacent) {
                return setup + "a soldier goes only onto an orthogonally adjacent soldier or general of its own";
            }
            return there == 1 ? colour + " already has four generals" : colour + " already has a king";
        }
        int best = n > 0 ? scratch.value(0) : 0;
        String example = n > 0 ? " (such as " + scratch.get(0) + ")" : "";
        if (best > 0) {
            if (!action.isCapture()) {
                return "a capture is compulsory, and one worth " + best + " is available" + example;
            }
            int value = 0;
            for (long rest = action.captured(); rest != 0; rest &= rest - 1) {
                int square = Long.numberOfTrailingZeros(rest);
                int c = cells[square] * sign;
                if (c >= 0) {
                    return "there is no " + COLOUR_NAMES[toMove ^ 1] + " stack to capture on " + Squares.name(square);
                }
                value -= c;
            }
            if (value < best) {
                return "not the maximum capture: it captures " + value + ", and a capture worth " + best
                        + " is available" + example;
            }
            return piece + " has no chain of jumps from " + from + " to " + to + " capturing "
                    + Squares.names(action.captured());
        }
        if (action.isCapture()) {
            return "no capture is available to " + colour;
        }
        if (there > 0) {
            if (mine != 1 || there == 3 || !adjacent) {
                return "only a soldier may stack, onto an orthogonally adjacent soldier or general of its own";
            }
            return there == 1
                    ? colour + " may stack a soldier on a soldier only on the ply right after losing a general"
                    : colour + " may stack a soldier on a general only on the ply right after losing the king";
        }
        if (there < 0) {
            return to + " is occupied by a " + COLOUR_NAMES[toMove ^ 1] + " " + PIECE_NAMES[-there];
        }
        return piece + " cannot move to " + to
                + switch (mine) {
                    case 1 -> " (a soldier steps to an orthogonally adjacent empty square)";
                    case 2 -> " (a general slides orthogonally over empty squares)";
                    default -> " (a king steps to an adjacent empty square, in any of the eight directions)";
                };
    }

    private static boolean isOrthogonallyAdjacent(int a, int b) {
        for (int d = 0; d < Squares.ORTHOGONAL; d++) {
            if (Squares.STEP[d][a] == b) {
                return true;
            }
        }
        return false;
    }

    private void lose(int player, int height) {
        stacks[player]--;
        pieces[player] -= height;
        if (height == 2) {
            generals[player]--;
        } else if (height == 3) {
            kings[player]--;
        }
    }

    private void gain(int player, int height) {
        stacks[player]++;
        pieces[player] += height;
        if (height == 2) {
            generals[player]++;
        } else if (height == 3) {
            kings[player]++;
        }
    }

    /** The end conditions, in the order of the rules, after a ply by {@code mover} (0 red, 1 black). */
    private void checkEnd(int mover) {
        end = null;
        winner = 0;
        int seen = 0;
        for (int i = 0; i < historySize; i++) {
            if (history[i] == boardKey) {
                seen++;
            }
        }
        if (seen >= 3) {
            end = FenixEndReason.REPETITION;
        } else if (noCapture >= NO_CAPTURE_LIMIT) {
            end = FenixEndReason.NO_CAPTURE_50;
        } else if (ply <= SETUP_PLIES && !hasAction()) {
            end = FenixEndReason.SETUP_STUCK;
            winner = mover + 1;
        } else if (ply > SETUP_PLIES && kings[mover] == 0) {
            end = FenixEndReason.KING_LOST;
            winner = 2 - mover;
        } else if (stacks[0] == 0 || stacks[1] == 0) {
            end = FenixEndReason.NO_PIECES;
            winner = stacks[0] == 0 ? (stacks[1] == 0 ? 0 : 2) : 1;
        } else if (!hasAction()) {
            end = FenixEndReason.NO_MOVES;
            winner = mover + 1;
        }
    }

    // ---------------------------------------------------------------- queries

    /** The player (1 red, 2 black) to move; after the end, the one who would have moved next. */
    @Override
    public int toMove() {
        return toMove + 1;
    }

    /** Plies played so far: the ply counter. */
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
    public FenixEndReason endReason() {
        return end;
    }

    /**
     * The winner of a finished game: 1 (red), 2 (black), or 0 for a draw.
     *
     * @throws IllegalStateException while the game goes on
     */
    @Override
    public int winner() {
        if (end == null) {
            throw new IllegalStateException("the game is not over (ply " + ply + ")");
        }
        return winner;
    }

    /**
     * What stands on a square: 0 when empty, else the stack's height (1 soldier, 2 general,
     * 3 king), positive for red and negative for black.
     */
    public int stack(int square) {
        return cells[Squares.check(square)];
    }

    /** {@link #stack(int)} by row and column. */
    public int stack(int row, int column) {
        return cells[Squares.of(row, column)];
    }

    /** The number of a player's stacks on the board. */
    public int stacks(int player) {
        return stacks[index(player)];
    }

    /** A player's pieces on the board, counting each stack's height. */
    public int pieces(int player) {
        return pieces[index(player)];
    }

    public int generals(int player) {
        return generals[index(player)];
    }

    public int kings(int player) {
        return kings[index(player)];
    }

    /**
     * The enemy pieces a player has captured so far (stack heights), 0 to 21: the score of the
     * {@code RESULT} line. Stacking never changes a player's count of pieces, so this is what the
     * opponent has lost.
     */
    public int captured(int player) {
        return PIECES - pieces[index(player) ^ 1];
    }

    /** Whether the player to move may stack a soldier on a soldier (his general was just captured). */
    public boolean mayCreateGeneral() {
        return (flags & MAY_CREATE_GENERAL) != 0;
    }

    /** Whether the player to move may stack a soldier on a general (his king was just captured). */
    public boolean mayRestoreKing() {
        return (flags & MAY_RESTORE_KING) != 0;
    }

    /** Consecutive movement-phase plies without a capture. */
    public int noCaptureCount() {
        return noCapture;
    }

    /**
     * The Zobrist key of the squares, the side to move, the creation flags and, during the setup,
     * the ply counter; not of the repetition list nor of the no-capture counter. For
     * transposition tables.
     */
    @Override
    public long hash() {
        return boardKey ^ FenixZobrist.stateKey(toMove, flags, ply);
    }

    /** The Zobrist key of the squares alone: what the repetition rule compares. */
    public long boardKey() {
        return boardKey;
    }

    private static int index(int player) {
        if (player != 1 && player != 2) {
            throw new IllegalArgumentException("player must be 1 (red) or 2 (black), got " + player);
        }
        return player - 1;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof FenixBoard other)
                || other.toMove != toMove
                || other.ply != ply
                || other.flags != flags
                || other.noCapture != noCapture
                || other.historySize != historySize
                || other.end != end
                || !java.util.Arrays.equals(other.cells, cells)) {
            return false;
        }
        for (int i = 0; i < historySize; i++) {
            if (other.history[i] != history[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash()) * 31 + ply;
    }

    /** The position text (see {@link FenixPosition}). */
    @Override
    public String toString() {
        return FenixPosition.format(this);
    }
}
