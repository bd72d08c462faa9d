package arbitre.game;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The openings of a file, used in turn, pair after pair, starting over at the end: one opening per
 * line, blank lines and lines that start with {@code #} skipped. Each game says what a line holds
 * (moves, a position) and turns it into one of its starts.
 */
public record OpeningFile(Path file, List<String> starts) implements OpeningSuite {
    public OpeningFile {
        starts = List.copyOf(starts);
    }

    @Override
    public String start(long pair) {
        return starts.get((int) (pair % starts.size()));
    }

    /**
     * Reads a file of openings.
     *
     * @param toStart the start a line (stripped) stands for; it throws {@link
     *     IllegalArgumentException} for a line that is no opening of the game
     * @throws IllegalArgumentException for a file that cannot be read or holds no opening, or a bad
     *     line, named with its file and line number
     */
    public static OpeningFile read(Path file, UnaryOperator<String> toStart) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("openings file " + file + " cannot be read: " + e, e);
        }
        List<String> starts = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                starts.add(toStart.apply(line));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (starts.isEmpty()) {
            throw new IllegalArgumentException("openings file " + file + " holds no opening");
        }
        return new OpeningFile(file, starts);
    }
}
