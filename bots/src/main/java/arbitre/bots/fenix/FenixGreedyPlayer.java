package arbitre.bots.fenix;

import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixActionList;
import arbitre.engine.fenix.FenixBoard;
import java.util.SplittableRandom;

/**
 * Plays the largest capture. The maximum-capture rule already makes every legal action capture the
 * same value, so the choice among them looks one ply further: an action that wins at once first,
 * then the one that leaves the opponent the smallest capture in return, and an action that loses
 * at once last. Ties are drawn uniformly by a seeded generator (reservoir sampling), so a seed
 * fixes the game against a fixed opponent.
 */
public final class FenixGreedyPlayer implements FenixPlayer {
    private static final int WIN = 1_000;
    private static final int LOSS = -1_000;

    private final SplittableRandom random;
    private final FenixActionList actions = new FenixActionList();
    private final FenixActionList replies = new FenixActionList();
    private final FenixBoard scratch = FenixBoard.start();

    public FenixGreedyPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public FenixAction choose(FenixBoard position, long turnStartNanos) {
        int count = position.legalActions(actions);
        if (count == 0) {
            throw new IllegalStateException("no legal action: " + position);
        }
        int me = position.toMove();
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        int ties = 0;
        for (int i = 0; i < count; i++) {
            scratch.copyFrom(position);
            scratch.playUnchecked(actions, i);
            int score;
            if (scratch.isOver()) {
                int winner = scratch.winner();
                score = winner == me ? WIN : winner == 0 ? 0 : LOSS;
            } else {
                score = scratch.legalActions(replies) > 0 ? -replies.value(0) : 0;
            }
            if (score > bestScore) {
                bestScore = score;
                best = i;
                ties = 1;
            } else if (score == bestScore && random.nextInt(++ties) == 0) {
                best = i;
            }
        }
        return actions.get(best);
    }
}
