package arbitre.process;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a command line into words the way a POSIX shell does, without running a shell: words
 * are separated by blanks; single quotes keep everything literally; double quotes keep blanks
 * and let a backslash escape {@code " \ $ `}; outside quotes a backslash escapes any character.
 * There is no expansion of variables, globs or {@code ~}: what is written is what the bot gets.
 */
public final class CommandWords {

    private CommandWords() {}

    /**
     * The words of a command line.
     *
     * @throws IllegalArgumentException for an empty command or an unterminated quote, naming
     *     the column where the quote opened
     */
    public static List<String> split(String commandLine) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        int i = 0;
        int n = commandLine.length();
        while (i < n) {
            char c = commandLine.charAt(i);
            if (c == '\'') {
                int close = commandLine.indexOf('\'', i + 1);
                if (close < 0) {
                    throw unterminated(commandLine, "single", i);
                }
                word.append(commandLine, i + 1, close);
                inWord = true;
                i = close + 1;
            } else if (c == '"') {
                int open = i++;
                while (true) {
                    if (i >= n) {
                        throw unterminated(commandLine, "double", open);
                    }
                    char d = commandLine.charAt(i);
                    if (d == '"') {
                        i++;
                        break;
                    }
                    if (d == '\\' && i + 1 < n && "\"\\$`".indexOf(commandLine.charAt(i + 1)) >= 0) {
                        word.append(commandLine.charAt(i + 1));
                        i += 2;
                    } else {
                        word.append(d);
                        i++;
                    }
                }
                inWord = true;
            } else if (c == '\\') {
                if (i + 1 < n) {
                    word.append(commandLine.charAt(i + 1));
                }
                inWord = true;
                i += 2;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
                i++;
            } else {
                word.append(c);
                inWord = true;
                i++;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("empty command");
        }
        return List.copyOf(words);
    }

    /** A command line that {@link #split} turns back into exactly these words. */
    public static String join(List<String> words) {
        StringBuilder out = new StringBuilder();
        for (String word : words) {
            if (!out.isEmpty()) {
                out.append(' ');
            }
            if (!word.isEmpty()
                    && word.chars().allMatch(c -> Character.isLetterOrDigit(c) || "-_./:=+,@%".indexOf(c) >= 0)) {
                out.append(word);
            } else {
                out.append('\'').append(word.replace("'", "'\\''")).append('\'');
            }
        }
        return out.toString();
    }

    private static IllegalArgumentException unterminated(String commandLine, String kind, int column) {
        return new IllegalArgumentException(
                "unterminated " + kind + " quote at column " + (column + 1) + " of command: " + commandLine);
    }
}
