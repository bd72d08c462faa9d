package arbitre.validate;

/**
 * The checks of a validation, in the order they run and are numbered. Each one says what a bot
 * must do to pass it; {@link Judge} decides from the games played.
 */
public enum Check {
    STARTS("starts", "the process starts: the command is found and executable"),
    FIRST_MOVE_AS_PLAYER_1("first move as player 1", "answers START with a legal move within the limit"),
    FIRST_MOVE_AS_PLAYER_2(
            "first move as player 2", "answers player 1's first move with a legal move within the limit"),
    PROTOCOL("protocol", "nothing on standard output out of turn, one flushed line per move, no debug text"),
    FULL_GAMES(
            "full games",
            "plays full games on both sides against the random bot (or the level of --min-level) with no forfeit"),
    TIME_LIMIT("time limit", "stays within the move limit with a margin (WARN above 80% of it)"),
    CLEAN_EXIT("clean exit", "exits within the grace after END and leaves no process behind"),
    MIN_SCORE(
            "score",
            "takes at least the required share of the points against the random bot (or the level of --min-level)"),
    OPENINGS("openings", "after OPENING, answers the random bot's move and START with legal moves, on both sides");

    /** Above this share of the move limit, the slowest move is a warning. */
    public static final double TIME_WARNING_SHARE = 0.8;

    private final String title;
    private final String description;

    Check(String title, String description) {
        this.title = title;
        this.description = description;
    }

    /** 1 for the first check. */
    public int number() {
        return ordinal() + 1;
    }

    /** A few words, such as {@code first move as player 1}. */
    public String title() {
        return title;
    }

    /** What the bot must do to pass. */
    public String description() {
        return description;
    }
}
