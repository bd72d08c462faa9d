package arbitre.game;

import arbitre.engine.GameEnd;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A game the referee can run, with everything around a game in progress that the referee, the
 * logs, replay and reports need: its variants (rule sets), its start positions, its own end
 * reasons, its protocol, what a bot is told before its first request, and the positions the
 * report's viewer draws. Registered for {@link GameRegistry} by a line in {@code
 * META-INF/services/arbitre.game.GameType}; the match loop never names
 * a game.
 */
public interface GameType {
    /** The game's name in logs and configs, such as {@code awale}. */
    String name();

    /**
     * Whether logs and configs that name no game are this game's (they were written before there
     * were others); exactly one registered game says so, and it is the default one.
     */
    default boolean isDefault() {
        return false;
    }

    /** Its variants (rule sets) by name; the first is the default. */
    List<String> variants();

    /** Its start positions or opening suites by name; the first is the default. */
    List<String> starts();

    /**
     * How a start may be given besides its names (a position written out), for people; {@code
     * null} when only the names are starts.
     */
    default String otherStarts() {
        return null;
    }

    /** The wire names of the ways a game ends by its rules, such as {@code starvation}. */
    List<String> endReasons();

    /**
     * What a player's score counts, in the plural, for tables: what the log's {@code captured}
     * holds (seeds in the Awale and in Kalah's stores).
     */
    default String scoreUnit() {
        return "seeds";
    }

    /**
     * A new game.
     *
     * @throws IllegalArgumentException for an unknown variant or start, naming it and the known ones
     */
    Game start(String variant, String start);

    /**
     * perft: the number of sequences of exactly {@code depth} plies from a start (the engine's
     * check and speed test).
     *
     * @throws IllegalArgumentException for an unknown variant or start
     */
    long perft(String variant, String start, int depth);

    /** The protocol its bots speak. */
    Codec codec();

    /**
     * The numbers of a start position that a log records beside its name (Kalah's 14), or
     * {@code null} for a game whose starts are known by name alone.
     *
     * @throws IllegalArgumentException for an unknown start, naming it
     */
    default List<Integer> startPosition(String start) {
        return null;
    }

    /** What both bots are sent before the first request of a game from this start ({@code POSITION}, …). */
    List<Message> briefing(String start);

    /**
     * What tells a fresh bot, after the {@link #briefing}, that the game has already gone through
     * these plies from the start ({@code OPENING} for Awale); empty when the game's protocol has no
     * way to say it, and a game under way can then not be handed to a new bot process.
     */
    default Optional<Message> opening(List<String> plies) {
        return Optional.empty();
    }

    /**
     * How fresh bots are told that a game from {@code start} has gone through {@code plies}
     * ({@code game}, the game after them): by default the {@link #opening} of the plies, the start
     * unchanged.
     *
     * @throws IllegalArgumentException when the game's protocol cannot say it here, saying why
     */
    default Resumption resumption(String start, Game game, List<String> plies) {
        Message told = opening(plies)
                .orElseThrow(() ->
                        new IllegalArgumentException("a bot of " + name() + " cannot be told plies already played"));
        return new Resumption(told, startOrDefault(start));
    }

    /**
     * The class-path resource (an absolute path) of the script that draws this game's board in the
     * report's viewer from the numbers of {@link #viewerPositions}; {@code null} by default, and the
     * viewer then shows each position as {@link Game#render()} writes it.
     */
    default String viewerModule() {
        return null;
    }

    /**
     * The positions of a game for the report's viewer, computed by the game itself: from the start,
     * then after each move. By default each position is its text ({@link Game#render()}); a game
     * with a {@link #viewerModule} gives its numbers.
     *
     * @throws IllegalArgumentException for an unknown variant or start
     */
    default ViewerPositions viewerPositions(String variant, String start, List<String> moves) {
        return ViewerPositions.play(start(variant, start), moves, viewerBoard());
    }

    /**
     * The positions of a game that started after plies of an earlier game ({@code before}): from
     * the position after them, as after an opening, then after each move.
     *
     * @throws IllegalArgumentException for an unknown variant or start, or a ply of {@code before}
     *     that cannot be played
     */
    default ViewerPositions viewerPositions(String variant, String start, List<String> before, List<String> moves) {
        if (before.isEmpty()) {
            return viewerPositions(variant, start, moves);
        }
        Game game = start(variant, start);
        for (String move : before) {
            try {
                game.play(move);
            } catch (InvalidMoveException e) {
                throw new IllegalArgumentException(
                        "ply " + (game.ply() + 1) + " it started after (" + move + "): " + e.getMessage(), e);
            }
        }
        return ViewerPositions.play(game, moves, viewerBoard());
    }

    /**
     * How this game's positions read as numbers for its {@link #viewerModule}; {@code null} (by
     * default) for a game without one, whose positions the viewer shows as text.
     */
    default ViewerPositions.Board viewerBoard() {
        return null;
    }

    /**
     * Whether a game may start from this start: one of {@link #starts()}, or any other start
     * {@link #start} takes (an Awale opening, a FairKalah position, Fenix's position text).
     */
    default boolean hasStart(String start) {
        try {
            start(null, start);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * The suites of openings {@link #openingSuite} takes, for people ({@code --openings}); {@code
     * null} when the game has none.
     */
    default String openingSuites() {
        return null;
    }

    /**
     * A suite of openings of the game by its text in a command line or a config (such as a drawn
     * suite or a file of openings), from which a series or a tournament plays its pairs of games.
     *
     * @param base the folder a relative file name is read from, or {@code null} for the working one
     * @param maxEval the evaluation window of drawn openings ({@link OpeningSuite#DEFAULT_MAX_EVAL})
     * @throws IllegalArgumentException for a text that names no suite of the game, listing those it
     *     has, or a suite that cannot be made (a bad count, a file that cannot be read, a bad line)
     */
    default OpeningSuite openingSuite(String text, Path base, String variant, long seed, int maxEval) {
        throw new IllegalArgumentException("'" + text + "' is not an opening suite of " + name() + " (it has none)");
    }

    /**
     * Random openings of {@code plies} plies, each kept when it leaves a game both sides can still
     * win (within {@code maxEval} of even), drawn from {@code seed}.
     *
     * @throws IllegalArgumentException for a game that draws no openings, or a bad count or window
     */
    default OpeningDraw drawOpenings(String variant, int plies, int maxEval, long seed) {
        throw new IllegalArgumentException("openings are not drawn for " + name());
    }

    /** The variant, or the default one when {@code null}. */
    default String variantOrDefault(String variant) {
        return variant == null ? variants().get(0) : variant;
    }

    /** The start, or the default one when {@code null}. */
    default String startOrDefault(String start) {
        return start == null ? starts().get(0) : start;
    }

    /** The wire names of end reasons, in their order: what {@link #endReasons} lists. */
    static List<String> wireNames(GameEnd... reasons) {
        return Arrays.stream(reasons).map(GameEnd::wireName).toList();
    }

    /** Checks a name against a list of known ones. */
    static String known(String what, String name, List<String> known) {
        if (!known.contains(name)) {
            throw new IllegalArgumentException(
                    "unknown " + what + " '" + name + "' (known: " + String.join(", ", known) + ")");
        }
        return name;
    }
}
