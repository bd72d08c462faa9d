package arbitre.game.awale;

import arbitre.engine.Text;
import arbitre.engine.awale.EndReason;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.game.Game;
import arbitre.game.GameType;
import arbitre.game.InvalidMoveException;
import arbitre.game.OpeningDraw;
import arbitre.game.OpeningSuite;
import arbitre.game.ViewerPositions;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The colored-seed Awale (docs/awale.md): two variants, {@code official} and {@code report}, and one
 * named start, {@code standard}, from which bots are told nothing before their first request.
 *
 * <h2>Openings</h2>
 * A start may also be an opening: {@code opening:} and its moves in canonical form separated by
 * spaces ({@code opening:3R 14B 7TR}), played from the standard position before the bots' first
 * move. Both bots are then told the moves ({@code OPENING 3R 14B 7TR}) before the first request,
 * and the bot to move after them receives {@code START}. The log's {@code start} keeps the opening
 * apart from the bots' own moves, which it replays first.
 */
public final class AwaleType implements GameType {
    public static final String NAME = "awale";
    public static final String STANDARD = "standard";
    /** What starts the name of an opening start. */
    public static final String OPENING_PREFIX = "opening:";

    public static final AwaleType INSTANCE = new AwaleType();

    /** The instance {@link java.util.ServiceLoader} makes; the others use {@link #INSTANCE}. */
    public AwaleType() {}

    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> variants() {
        return List.of(RuleSet.OFFICIAL.wireName(), RuleSet.REPORT.wireName());
    }

    @Override
    public List<String> starts() {
        return List.of(STANDARD);
    }

    @Override
    public List<String> endReasons() {
        return GameType.wireNames(EndReason.values());
    }

    @Override
    public Game start(String variant, String start) {
        String name = startOrDefault(start);
        List<String> opening = name.startsWith(OPENING_PREFIX) ? openingMoves(name) : null;
        if (opening == null) {
            GameType.known("start position of " + NAME, name, starts());
        }
        AwaleGame game = new AwaleGame(RuleSet.fromName(variantOrDefault(variant)));
        if (opening != null) {
            playOpening(game, opening);
        }
        return game;
    }

    /** The start that plays {@code moves} from the standard position. */
    public static String openingStart(List<String> moves) {
        return OPENING_PREFIX + String.join(" ", moves);
    }

    /** The moves an opening start plays from the standard position; none for {@code standard}. */
    public List<String> startMoves(String start) {
        String name = startOrDefault(start);
        return name.startsWith(OPENING_PREFIX) ? openingMoves(name) : List.of();
    }

    /** The moves of an opening start, as written (see {@link #openingStart}). */
    private static List<String> openingMoves(String start) {
        String moves = start.substring(OPENING_PREFIX.length()).strip();
        return moves.isEmpty() ? List.of() : List.of(moves.split(" +"));
    }

    /**
     * Plays an opening's moves; an opening is canonical, legal, and leaves the game going on.
     *
     * @throws IllegalArgumentException naming the opening's first bad move, its number and why
     */
    private static void playOpening(AwaleGame game, List<String> moves) {
        for (int i = 0; i < moves.size(); i++) {
            String move = moves.get(i);
            String where = "opening move " + (i + 1) + " '" + Text.printable(move, 20) + "'";
            if (game.isOver()) {
                throw new IllegalArgumentException(
                        where + " comes after the end of the game (" + game.endReason() + ")");
            }
            try {
                String canonical = game.canonical(move);
                if (!canonical.equals(move)) {
                    throw new IllegalArgumentException(where + " is not in canonical form (" + canonical + ")");
                }
                game.play(move);
            } catch (InvalidMoveException e) {
                throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
            }
        }
        if (game.isOver()) {
            throw new IllegalArgumentException("the opening ends the game (" + game.endReason() + ")");
        }
    }

    @Override
    public long perft(String variant, String start, int depth) {
        start(variant, start);
        return arbitre.engine.awale.Perft.count(
                arbitre.engine.awale.Board.start(RuleSet.fromName(variantOrDefault(variant))), depth);
    }

    @Override
    public Codec codec() {
        return AwaleCodec.INSTANCE;
    }

    @Override
    public List<Message> briefing(String start) {
        String name = startOrDefault(start);
        return name.startsWith(OPENING_PREFIX) ? List.of(new Message.Opening(openingMoves(name))) : List.of();
    }

    @Override
    public Optional<Message> opening(List<String> plies) {
        return Optional.of(new Message.Opening(plies));
    }

    @Override
    public String viewerModule() {
        return "/arbitre/report/boards/awale.js";
    }

    /**
     * Four rows of 16 numbers, hole 1 to 16: the holes' owners, then their red, blue and transparent
     * seeds. A ply marks its hole ({@code (hole - 1) * 4}) and each hole it captured ({@code
     * (hole - 1) * 4 + 2}).
     */
    @Override
    public ViewerPositions.Board viewerBoard() {
        return ViewerPositions.Board.of(AwaleGame.class, game -> viewerCells(game.board()), AwaleType::viewerMarks);
    }

    private static int[] viewerCells(arbitre.engine.awale.Board board) {
        int[] cells = new int[HOLES * 4];
        for (int hole = 1; hole <= HOLES; hole++) {
            cells[hole - 1] = board.rules().owner(hole);
            cells[HOLES + hole - 1] = board.red(hole);
            cells[2 * HOLES + hole - 1] = board.blue(hole);
            cells[3 * HOLES + hole - 1] = board.transparent(hole);
        }
        return cells;
    }

    /**
     * The hole a move was played from, and the holes it captured: those it emptied that held seeds
     * besides the ones it sowed, or that it sowed into. Which holes it sowed into, the engine says:
     * the same move from a board where no hole can be captured (3 seeds in every other one).
     */
    private static int[] viewerMarks(int[] before, int mover, AwaleGame game, String move) {
        arbitre.engine.awale.Board after = game.board();
        int code = Moves.parse(move);
        int origin = code >>> 2;
        int holes = arbitre.engine.awale.Board.HOLES;
        int[] sown = new int[holes];
        int inOrigin = seeds(before, origin);
        int played = inOrigin;
        if (inOrigin + 3 * (holes - 1) <= arbitre.engine.awale.Board.SEEDS) {
            arbitre.engine.awale.Board probe = arbitre.engine.awale.Board.empty(after.rules());
            for (int hole = 1; hole <= holes; hole++) {
                if (hole - 1 == origin) {
                    probe.setHole(hole, before[HOLES + origin], before[2 * HOLES + origin], before[3 * HOLES + origin]);
                } else {
                    probe.setHole(hole, 0, 0, 3);
                }
            }
            probe.setToMove(mover).playUnchecked(code);
            for (int h = 0; h < holes; h++) {
                sown[h] = h == origin ? 0 : probe.seeds(h + 1) - 3;
            }
            played = inOrigin - probe.seeds(origin + 1);
        }
        List<Integer> marks = new java.util.ArrayList<>();
        marks.add(origin * 4);
        for (int h = 0; h < holes; h++) {
            int held = seeds(before, h) - (h == origin ? played : 0);
            if (after.seeds(h + 1) == 0 && (held > 0 || sown[h] > 0)) {
                marks.add(h * 4 + 2);
            }
        }
        return marks.stream().mapToInt(Integer::intValue).toArray();
    }

    private static final int HOLES = arbitre.engine.awale.Board.HOLES;

    /** The seeds of hole {@code h + 1} in the viewer's cells. */
    private static int seeds(int[] cells, int h) {
        return cells[HOLES + h] + cells[2 * HOLES + h] + cells[3 * HOLES + h];
    }

    @Override
    public String openingSuites() {
        return AwaleOpenings.RANDOM_PREFIX + "K (a balanced random opening of K plies per pair), or a FILE of"
                + " openings, one per line";
    }

    @Override
    public OpeningSuite openingSuite(String text, Path base, String variant, long seed, int maxEval) {
        return AwaleOpenings.parse(text, base, variantOrDefault(variant), seed, maxEval);
    }

    @Override
    public OpeningDraw drawOpenings(String variant, int plies, int maxEval, long seed) {
        return new BalancedOpenings(RuleSet.fromName(variantOrDefault(variant)), plies, maxEval, seed);
    }
}
