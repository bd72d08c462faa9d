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
    DEBUG_OUTPUT("only moves go to standard output; write debug output to standard error"),
    /** The sandbox stopped the bot for using more memory than it allows (all its processes together). */
    MEMORY_LIMIT("your program used more memory than the sandbox allows: use less, or ask the organiser for a"
            + " higher memory limit"),
    /** The sandbox stopped the bot for using more CPU time than it allows (all its processes together). */
    CPU_LIMIT("your program used more CPU time than the sandbox allows: stop searching in time, and do not leave"
            + " threads or processes running between moves"),
    /** The sandbox stopped the bot for writing a file larger than it allows. */
    FILE_SIZE_LIMIT("your program wrote a file larger than the sandbox allows"),
    /**
     * The bot ran out of time because the machine was overloaded: its threads were ready to run
     * but kept off the CPU for a large share of the move, while it used less than a CPU of its own.
     * Not the bot's fault: an arena plays such a game again.
     */
    MACHINE_OVERLOADED("the machine was overloaded during this move (your program was kept waiting for a CPU):"
            + " not your program's fault; the game is played again");

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

    /** The diagnosis for a sandbox limit the bot went over. */
    public static Diagnosis of(arbitre.sandbox.Limit limit) {
        return switch (limit) {
            case MEMORY -> MEMORY_LIMIT;
            case CPU -> CPU_LIMIT;
            case FILE_SIZE -> FILE_SIZE_LIMIT;
        };
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
