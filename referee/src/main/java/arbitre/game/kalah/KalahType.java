package arbitre.game.kalah;

import arbitre.engine.kalah.FairKalahOpenings;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahEndReason;
import arbitre.engine.kalah.KalahMoves;
import arbitre.engine.kalah.KalahPerft;
import arbitre.engine.kalah.KalahStart;
import arbitre.game.Game;
import arbitre.game.GameType;
import arbitre.game.OpeningSuite;
import arbitre.game.Resumption;
import arbitre.game.ViewerPositions;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Kalah and FairKalah (docs/kalah.md): one variant, {@code kalah}; the starts {@code standard} and
 * {@code fair:0} to {@code fair:253}. Both bots are told the start position's 14 numbers before
 * the first request, and a game ends one way by the rules, {@code empty-side}.
 */
public final class KalahType implements GameType {
    public static final String NAME = "kalah";
    public static final KalahType INSTANCE = new KalahType();

    private static final List<String> STARTS = starts(FairKalahOpenings.COUNT);

    /** The instance {@link java.util.ServiceLoader} makes; the others use {@link #INSTANCE}. */
    public KalahType() {}

    private static List<String> starts(int fair) {
        List<String> names = new ArrayList<>(fair + 1);
        names.add(KalahStart.STANDARD.name());
        for (int n = 0; n < fair; n++) {
            names.add(KalahStart.fair(n).name());
        }
        return List.copyOf(names);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> variants() {
        return List.of(NAME);
    }

    /** {@code standard}, then {@code fair:0} to {@code fair:253}. */
    @Override
    public List<String> starts() {
        return STARTS;
    }

    @Override
    public List<String> endReasons() {
        return GameType.wireNames(KalahEndReason.values());
    }

    @Override
    public Game start(String variant, String start) {
        GameType.known("variant of " + NAME, variantOrDefault(variant), variants());
        return new KalahGame(KalahStart.parse(startOrDefault(start)));
    }

    @Override
    public long perft(String variant, String start, int depth) {
        return KalahPerft.count(((KalahGame) start(variant, start)).board(), depth);
    }

    /**
     * The Kalah protocol (docs/kalah.md, "Bot protocol"): {@code POSITION} to both bots first,
     * {@code START} to South, the opponent's whole turn on one line, {@code AGAIN} after an extra
     * turn. A bot's every line is read as a move: one digit 1 to 6, anything else is malformed.
     * Kalah has no course bots that referee themselves, so no line closes a game from a bot's side,
     * and a line written when not asked (such as the ply after an extra turn sent before {@code
     * AGAIN}) is out of turn.
     */
    @Override
    public Codec codec() {
        return Codec.LINES_ARE_MOVES;
    }

    @Override
    public List<Integer> startPosition(String start) {
        return Arrays.stream(KalahStart.parse(startOrDefault(start)).vector())
                .boxed()
                .toList();
    }

    /** {@code POSITION} with the start's 14 numbers. */
    @Override
    public List<Message> briefing(String start) {
        return List.of(new Message.Position(startPosition(start)));
    }

    /**
     * A {@code POSITION} with the numbers after the plies, in place of the start's: the protocol
     * has South (player 1) open every game with {@code START}, so this can be said only of a
     * position with South to move.
     */
    @Override
    public Resumption resumption(String start, Game game, List<String> plies) {
        KalahBoard board = ((KalahGame) game).board();
        if (board.isOver()) {
            throw new IllegalArgumentException("the game is over after ply " + board.ply());
        }
        if (board.toMove() != 1) {
            throw new IllegalArgumentException("North is to move after ply " + board.ply()
                    + ", and a Kalah bot can be told a position only with South to move (South opens with START)");
        }
        List<Integer> cells = Arrays.stream(board.vector()).boxed().toList();
        return new Resumption(new Message.Position(cells), startOrDefault(start));
    }

    @Override
    public String viewerModule() {
        return "/arbitre/report/boards/kalah.js";
    }

    /**
     * The 14 numbers of the board vector. A ply marks its pit ({@code index * 4}) and, for a
     * capture, the two pits it emptied ({@code index * 4 + 2}).
     */
    @Override
    public ViewerPositions.Board viewerBoard() {
        return ViewerPositions.Board.of(KalahGame.class, game -> game.board().vector(), KalahType::viewerMarks);
    }

    /**
     * The pit a ply was played from and, for a capture, the pit its last seed fell into and the
     * pit opposite. The engine says which pits it sowed: the same pit played on a board where every
     * other pit holds a seed, so that nothing is captured. A capture is the mover's pit it sowed
     * and left empty.
     */
    private static int[] viewerMarks(int[] before, int mover, KalahGame game, String move) {
        arbitre.engine.kalah.KalahBoard after = game.board();
        int pit = KalahMoves.parse(move);
        int base = mover == 1 ? 0 : 7;
        int origin = base + pit - 1;
        int seeds = before[origin];
        List<Integer> marks = new ArrayList<>(List.of(origin * 4));
        int pits = arbitre.engine.kalah.KalahBoard.PITS;
        if (after.isOver() || seeds + 2 * pits - 1 > arbitre.engine.kalah.KalahBoard.SEEDS) {
            return new int[] {origin * 4};
        }
        int[] probe = new int[arbitre.engine.kalah.KalahBoard.PLACES];
        java.util.Arrays.fill(probe, 1);
        probe[arbitre.engine.kalah.KalahBoard.SOUTH_STORE] = 0;
        probe[arbitre.engine.kalah.KalahBoard.NORTH_STORE] = 0;
        probe[origin] = seeds;
        probe[base + pits] = arbitre.engine.kalah.KalahBoard.SEEDS - seeds - (2 * pits - 1);
        arbitre.engine.kalah.KalahBoard sowing = arbitre.engine.kalah.KalahBoard.of(probe, mover);
        int[] start = probe.clone();
        start[origin] = 0;
        sowing.playUnchecked(pit);
        int[] sown = sowing.vector();
        for (int i = base; i < base + pits; i++) {
            if (sown[i] > start[i] && after.seeds(i) == 0) {
                marks.add(i * 4 + 2);
                marks.add((12 - i) * 4 + 2);
            }
        }
        return marks.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public String openingSuites() {
        return FairKalahSuite.NAME + " (a FairKalah opening per pair)";
    }

    @Override
    public OpeningSuite openingSuite(String text, Path base, String variant, long seed, int maxEval) {
        if (!text.equals(FairKalahSuite.NAME)) {
            throw new IllegalArgumentException(
                    "'" + text + "' is not an opening suite of " + NAME + " (known: " + FairKalahSuite.NAME + ")");
        }
        return new FairKalahSuite(seed);
    }
}
