package arbitre.match;

import arbitre.log.MatchLog;

/** Sees a match as it happens: its traffic, for live display, and its end. All methods do nothing by default. */
public interface MatchListener {
    MatchListener NONE = new MatchListener() {};

    /**
     * The game begins: both bots are ready and the match has its slot. Bots started early, while
     * the match before it in its slot plays, wait for this before the first line of the game.
     */
    default void begun() {}

    /** The referee sent a line to a player. */
    default void sent(int player, String line) {}

    /** A player wrote a line; {@code ms} is its thinking time when it was its turn, else -1. */
    default void received(int player, String line, long ms) {}

    /** A ply was played and recorded, as the log will have it. */
    default void played(MatchLog.Move move) {}

    /** Something worth telling: a violation, an ignored line, the end. */
    default void note(String message) {}

    /**
     * The game is decided; what remains is to stop the bots (up to the end grace) and write the
     * log. The bots no longer think, so an arena may start its next match now.
     */
    default void decided() {}
}
