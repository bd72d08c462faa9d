package arbitre.protocol;

import java.util.List;

/**
 * Every line the referee sends to a bot (docs/protocol.md, with the additions of other games): a closed
 * set, so that no class spells a protocol word by hand. A {@link Codec} turns a message into its
 * line.
 */
public sealed interface Message {

    /** To the first player only, at the start: you move first. */
    record Start() implements Message {}

    /**
     * Your turn: the plies the opponent played since you last moved, in order. One ply for Awale;
     * for a game with extra turns, the opponent's whole turn.
     */
    record Plies(List<String> moves) implements Message {
        public Plies {
            moves = List.copyOf(moves);
            if (moves.isEmpty()) {
                throw new IllegalArgumentException("a turn of the opponent holds at least one ply");
            }
        }
    }

    /** Your last ply gave you another one: play again. */
    record Again() implements Message {}

    /** The start position, as the game's numbers, sent to both bots before anything else. */
    record Position(List<Integer> cells) implements Message {
        public Position {
            cells = List.copyOf(cells);
        }
    }

    /** The moves of an opening played from the start position, sent to both bots before anything else. */
    record Opening(List<String> moves) implements Message {
        public Opening {
            moves = List.copyOf(moves);
        }
    }

    /**
     * The game is over.
     *
     * @param outcome from the receiving bot's side
     * @param mine what the receiving bot scored
     * @param theirs what its opponent scored
     * @param reason the wire name of why the game ended
     */
    record Result(Outcome outcome, int mine, int theirs, String reason) implements Message {}

    /** Sent right after {@link Result}; then standard input is closed. */
    record End() implements Message {}

    /** A game's end from one bot's side. */
    enum Outcome {
        WIN,
        LOSS,
        DRAW;

        /** The outcome for {@code player} when {@code winner} won (0: a draw). */
        public static Outcome of(int player, int winner) {
            return winner == 0 ? DRAW : winner == player ? WIN : LOSS;
        }
    }
}
