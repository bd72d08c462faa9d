package arbitre.game;

import arbitre.protocol.Message;

/**
 * How fresh bots learn that a game has already gone through some plies, the way each game tells
 * a start that is not its standard one: a line after the briefing (an Awale {@code OPENING}, a
 * Kalah {@code POSITION} that takes the place of the start's), or the start they find in {@code
 * ARBITRE_START} (a Fenix position text).
 *
 * @param told the line both bots receive before the first request, or {@code null} when no line
 *     carries it
 * @param start what the bots find in {@code ARBITRE_START}
 */
public record Resumption(Message told, String start) {}
