package arbitre.game.awale;

import arbitre.bots.awale.AwaleNode;
import arbitre.bots.awale.EvaluationWeights;
import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchOptions;
import arbitre.engine.SplitMix64;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.game.OpeningDraw;
import arbitre.game.OpeningSuite;
import java.util.ArrayList;
import java.util.List;

/**
 * Random Awale openings that leave a game both sides can still win.
 *
 * <h2>How an opening is drawn</h2>
 * {@code plies} random legal moves from the start, each chosen uniformly among the legal ones. A
 * draw is kept only if the game goes on after it and a search of the bundled bot at depth
 * {@value #DEPTH} (with the evaluation weights of {@link #WEIGHTS}, where one captured seed is
 * worth 200) scores the position within {@code maxEval} of even, from either side. Otherwise another draw is made from
 * the same random stream, up to {@value #ATTEMPTS} of them. A shallow search rather than the bare
 * evaluation: it sees the captures the next few plies make, which a random opening often leaves
 * hanging.
 *
 * <h2>Reproducible</h2>
 * Opening number {@code i} of seed {@code s} depends on {@code s} and {@code i} alone (its own
 * SplitMix64 stream), and the search is a fixed depth without a transposition table (whose
 * contents would carry from one opening to the next), so the same seed gives the same openings on
 * any machine, in any order, however many are drawn. The weights are fixed here, not the bot's
 * current ones, so that they stay the same openings when the bot's evaluation is tuned.
 */
public final class BalancedOpenings implements OpeningDraw {
    /** The depth of the balance check: a few milliseconds per opening. */
    static final int DEPTH = 4;
    /** One captured seed and a bit: within it, neither side is clearly ahead. */
    public static final int DEFAULT_MAX_EVAL = OpeningSuite.DEFAULT_MAX_EVAL;

    private static final int ATTEMPTS = 10_000;

    /**
     * The weights of the balance check: the bundled bot's of the version that introduced the
     * check (captured seeds, vulnerable and reserve holes, starvation, mobility, seeds at home).
     */
    static final EvaluationWeights WEIGHTS = new EvaluationWeights(
            200, -40, 30, 8, 10, 50_000, -50_000, 600, 20, -30, 80, 10, EvaluationWeights.NO_CAP, 0);

    private final RuleSet rules;
    private final int plies;
    private final int maxEval;
    private final long seed;
    private final Search<AwaleNode> search;

    /**
     * @param plies moves per opening, at least 1
     * @param maxEval the largest evaluation kept, from either side, at least 0
     * @throws IllegalArgumentException for a bad count or window, naming it
     */
    public BalancedOpenings(RuleSet rules, int plies, int maxEval, long seed) {
        if (plies < 1 || plies > 100) {
            throw new IllegalArgumentException("an opening has 1 to 100 plies, not " + plies);
        }
        if (maxEval < 0) {
            throw new IllegalArgumentException("the evaluation window must be at least 0, not " + maxEval);
        }
        this.rules = rules;
        this.plies = plies;
        this.maxEval = maxEval;
        this.seed = seed;
        this.search = AwaleNode.search(rules, null, WEIGHTS, SearchOptions.PLAIN);
    }

    /**
     * Opening number {@code index}, as canonical moves.
     *
     * @throws IllegalStateException when no draw falls within the window (a window far too narrow)
     */
    public synchronized List<String> opening(long index) {
        // A stream that starts at a hashed state: SplitMix64 streams whose seeds differ by a few
        // steps of its increment are the same stream shifted, and would share openings.
        SplitMix64 random = new SplitMix64(new SplitMix64(seed + 0x9E37_79B9_7F4A_7C15L * index).next());
        int[] legal = new int[Moves.MAX_LEGAL];
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Board board = Board.start(rules);
            List<String> moves = new ArrayList<>(plies);
            for (int ply = 0; ply < plies && !board.isOver(); ply++) {
                int count = board.legalMoves(legal);
                int move = legal[(int) Long.remainderUnsigned(random.next(), count)];
                moves.add(Moves.format(move));
                board.play(move);
            }
            if (!board.isOver() && Math.abs(evaluate(board)) <= maxEval) {
                return moves;
            }
        }
        throw new IllegalStateException("no opening of " + plies + " plies within an evaluation of " + maxEval + " in "
                + ATTEMPTS + " draws: widen --max-eval");
    }

    @Override
    public List<String> moves(long index) {
        return opening(index);
    }

    @Override
    public String start(long index) {
        return AwaleType.openingStart(opening(index));
    }

    /** The depth-{@value #DEPTH} score of a position that goes on, from the side to move. */
    public int evaluate(Board board) {
        int score = search.search(AwaleNode.of(board), SearchLimits.depth(DEPTH), System.nanoTime())
                .score();
        return search.isDecisive(score) ? (score > 0 ? Integer.MAX_VALUE : Integer.MIN_VALUE + 1) : score;
    }
}
