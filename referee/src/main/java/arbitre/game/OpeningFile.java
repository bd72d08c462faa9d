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
            throw new IllegalArgumentException("openings file " + file + " cannot be read: " + why(e), e);
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
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + withoutText(e.getMessage(), line), e);
            }
        }
        if (starts.isEmpty()) {
            throw new IllegalArgumentException("openings file " + file + " holds no opening");
        }
        return new OpeningFile(file, starts);
    }

    /**
     * Why a line is no opening, without the line's text: a config may name any file it can read
     * ({@code /etc/shadow}), and an error is seen by whoever runs the command and by a CI log. The
     * game's words quote the bad move; the quotes are left out, and so is a reason that still
     * holds four characters of the line in a row.
     */
    static String withoutText(String reason, String line) {
        String kept = String.valueOf(reason)
                .replaceAll("'[^']*'", "")
                .replaceAll("\\s+", " ")
                .replace(" :", ":")
                .replace(" )", ")")
                .strip();
        String text = line.replaceAll("\\s+", " ");
        for (int at = 0; at + 4 <= text.length(); at++) {
            String piece = text.substring(at, at + 4);
            if (!piece.isBlank() && kept.contains(piece)) {
                return "not an opening of this game (the line is not shown)";
            }
        }
        return kept;
    }

    /** Why a file cannot be read, in words, without the exception's name. */
    private static String why(IOException e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.charset.CharacterCodingException) {
            return "not UTF-8 text";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
