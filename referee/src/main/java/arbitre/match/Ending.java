package arbitre.match;

/** How a match ended: by its game's rules, by a resignation, or by a violation that makes a bot lose at once. */
public sealed interface Ending {

    /** The winner: 1 or 2, or 0 for a draw. */
    int winner();

    /** The wire name of the reason, as in logs and {@code RESULT} lines. */
    String reason();

    /** The game ended by its rules, for the reason the game gives (such as {@code starvation}). */
    record ByRules(int winner, String reason) implements Ending {}

    /**
     * A player conceded at its turn.
     *
     * @param player who resigned; the other wins
     */
    record Resignation(int player) implements Ending {
        /** The reason's wire name, beside the game's own and the violations'. */
        public static final String REASON = "resignation";

        @Override
        public int winner() {
            return 3 - player;
        }

        @Override
        public String reason() {
            return REASON;
        }
    }

    /**
     * A bot broke the protocol.
     *
     * @param offender the player who did, or 0 when both did (neither bot started)
     * @param detail what happened, for a person
     * @param move for {@code illegal-move} and {@code malformed}: the refused text, so that a
     *     replay can check the refusal; {@code null} otherwise
     * @param diagnosis the likely cause, when the referee can tell it; {@code null} otherwise
     */
    record Forfeit(int offender, Violation violation, String detail, String move, Diagnosis diagnosis)
            implements Ending {

        /** A forfeit without a diagnosis. */
        public Forfeit(int offender, Violation violation, String detail, String move) {
            this(offender, violation, detail, move, null);
        }

        /** The same forfeit, its detail and diagnosis replaced by what was learned after it. */
        public Forfeit explained(String newDetail, Diagnosis cause) {
            return new Forfeit(offender, violation, newDetail, move, cause);
        }

        @Override
        public int winner() {
            return offender == 0 ? 0 : 3 - offender;
        }

        @Override
        public String reason() {
            return violation.wireName();
        }
    }
}
