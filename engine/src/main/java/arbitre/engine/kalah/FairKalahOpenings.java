package arbitre.engine.kalah;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The 254 FairKalah openings, numbered 0 to 253 in the order of the lines of the opening file
 * shipped unchanged as the resource {@value #RESOURCE}: one opening per line, 14 numbers in
 * board-vector order. Each is the standard opening with one or two seeds moved, and each is a
 * draw under perfect play. Read once, on first use.
 */
public final class FairKalahOpenings {
    /** The resource holding the openings, one per line. */
    public static final String RESOURCE = "fairkalah-openings.txt";
    /** The number of openings. */
    public static final int COUNT = 254;

    private static final int[][] OPENINGS = load();

    private FairKalahOpenings() {}

    /**
     * The board vector of opening {@code number} (a copy).
     *
     * @throws IllegalArgumentException when the number is not 0..253
     */
    public static int[] vector(int number) {
        if (number < 0 || number >= COUNT) {
            throw new IllegalArgumentException(
                    "FairKalah opening " + number + " does not exist: they are numbered 0 to " + (COUNT - 1));
        }
        return OPENINGS[number].clone();
    }

    private static int[][] load() {
        try (InputStream in = FairKalahOpenings.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing from the engine");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
            List<int[]> openings = new ArrayList<>();
            String line;
            while ((line = reader.readLine()) != null) {
                openings.add(parseLine(line, openings.size() + 1));
            }
            if (openings.size() != COUNT) {
                throw new IllegalStateException(RESOURCE + " holds " + openings.size() + " openings, not " + COUNT);
            }
            return openings.toArray(new int[0][]);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the resource " + RESOURCE, e);
        }
    }

    private static int[] parseLine(String line, int lineNumber) {
        String[] words = line.split(" ");
        String where = RESOURCE + ":" + lineNumber + ": ";
        if (words.length != KalahBoard.PLACES) {
            throw new IllegalStateException(where + words.length + " numbers, not " + KalahBoard.PLACES);
        }
        int[] vector = new int[KalahBoard.PLACES];
        for (int i = 0; i < vector.length; i++) {
            try {
                vector[i] = Integer.parseInt(words[i]);
            } catch (NumberFormatException e) {
                throw new IllegalStateException(where + "'" + words[i] + "' is not a number", e);
            }
        }
        try {
            KalahBoard.of(vector);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(where + e.getMessage(), e);
        }
        return vector;
    }
}
