package arbitre.validate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A plain-text list of bots: one per line, {@code name: command} or just a command (then the name
 * comes from the command); blank lines and lines starting with {@code #} are skipped. A name is any
 * text without a colon or a quote ({@code Élodie}, {@code Jean Dupont}) followed by a colon and
 * white space, so {@code builtin:random} stays a command.
 */
public final class BotList {
    private static final Pattern NAMED = Pattern.compile("([^:'\"\\s][^:'\"]*?):\\s+(\\S.*)");

    private BotList() {}

    /**
     * Reads a bot list.
     *
     * @param nameOf the name of a bot given by its command alone
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException naming the file and line of a bad entry, or an empty list
     */
    public static List<Candidate> read(Path file, Function<String, String> nameOf) throws IOException {
        return parse(Files.readAllLines(file), file.toString(), nameOf);
    }

    static List<Candidate> parse(List<String> lines, String source, Function<String, String> nameOf) {
        List<Candidate> bots = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            Matcher named = NAMED.matcher(line);
            try {
                String name = named.matches() ? named.group(1) : nameOf.apply(line);
                String command = named.matches() ? named.group(2).strip() : line;
                bots.add(Candidate.of(name, command, null));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + ", line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (bots.isEmpty()) {
            throw new IllegalArgumentException(source + ": no bot in the list");
        }
        return bots;
    }
}
