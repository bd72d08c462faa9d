package arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The fields of a {@code /proc/PID/stat} (or {@code /proc/PID/task/TID/stat}) file after the
 * command's name. The name is in parentheses and may itself hold spaces and parentheses, so the
 * fields start two characters after the last closing parenthesis: index 0 is the state (field 3
 * in proc(5)), index 1 the parent, index 3 the session, and field {@code n} of proc(5) is index
 * {@code n - 3}.
 *
 * <p>Where the kernel's bytes are read many times a second, as for the CPU times of a bot's tree,
 * {@link TreeTimes} and {@link ProcessTree} parse them in place instead.
 */
public final class ProcStat {
    private ProcStat() {}

    /** The fields of the stat file {@code stat} after the command's name; null when it is gone or not readable. */
    public static String[] fields(Path stat) {
        try {
            return fields(Files.readString(stat));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The fields of a stat line after the command's name; null when the line has none. */
    public static String[] fields(String stat) {
        int close = stat.lastIndexOf(')');
        return close < 0 || close + 2 >= stat.length()
                ? null
                : stat.substring(close + 2).strip().split(" ");
    }

    /** The state letter ({@code R}, {@code S}, {@code Z}, ...) in the stat file {@code stat}; 0 when it is gone. */
    public static char state(Path stat) {
        String[] fields = fields(stat);
        return fields == null || fields[0].isEmpty() ? 0 : fields[0].charAt(0);
    }
}
