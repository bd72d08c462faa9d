package arbitre.protocol;

/**
 * A game's notation of moves, as a {@link Codec} reads a bot's words with it: each word is read
 * once, and what it yields (the move in canonical form, or why it is none) travels with the
 * {@link Reply}, so that no one reads it again.
 */
@FunctionalInterface
public interface Notation {

    /** Reads a word (or a whole line) as a move. */
    Reading read(String word);

    /** A notation in which nothing is a move: for telling only what kind of line a bot wrote. */
    Notation NONE = word -> new Reading.Invalid("no move is expected here");

    /** A word read as a move. */
    sealed interface Reading {
        /** The word is a move; {@code move} its canonical form. */
        record Canonical(String move) implements Reading {}

        /** The word is not a move in the notation, for {@code reason}. */
        record Invalid(String reason) implements Reading {}
    }
}
