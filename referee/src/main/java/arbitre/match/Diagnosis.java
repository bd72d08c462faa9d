package arbitre.match;

import java.util.Locale;
import java.util.Optional;

/**
 * The likely cause of a violation, when the referee can tell it from what the bot wrote and when:
 * a fact for programs (validation reads it from the log), with the advice a student can act on.
 */
public enum Diagnosis {
    /**
     * After a timeout, the bot's move came only as it exited: it sat in the bot's output buffer,
     * which the exit flushed.
     */
    UNFLUSHED_OUTPUT("your move arrived only when your program exited: flush standard output after each move "
            + "(`fflush(stdout)`, `print(..., flush=True)`, `System.out.flush()`)"),
    /** The bot wrote a line of words in place of a move, or out of turn: debug output on standard output. */
    DEBUG_OUTPUT("only moves go to standard output; write debug output to standard error");

    private final String advice;

    Diagnosis(String advice) {
        this.advice = advice;
    }

    /** What the bot's author should do, in a few words. */
    public String advice() {
        return advice;
    }

    /** The one word used in match logs, such as {@code unflushed-output}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The diagnosis with a wire name; empty for {@code null} or any other word. */
    public static Optional<Diagnosis> fromWireName(String name) {
        for (Diagnosis diagnosis : values()) {
            if (diagnosis.wireName().equals(name)) {
                return Optional.of(diagnosis);
            }
        }
        return Optional.empty();
    }
}
