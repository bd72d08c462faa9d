package arbitre.validate;

/** How a check came out. */
public enum Status {
    /** The bot did what the check asks. */
    PASS,
    /** A pass with something worth a look, such as a slow move. */
    WARN,
    /** The bot did not do what the check asks. */
    FAIL,
    /** Not run, because an earlier check failed in a way that makes this one meaningless. */
    SKIP;

    /** Whether the check counts as passed: {@link #PASS} or {@link #WARN}. */
    public boolean passed() {
        return this == PASS || this == WARN;
    }
}
