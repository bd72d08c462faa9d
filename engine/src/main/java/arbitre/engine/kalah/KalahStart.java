package arbitre.engine.kalah;

import arbitre.engine.Text;
import java.util.Arrays;

/**
 * A named start position of Kalah: {@code standard} (four seeds in every pit) or {@code fair:N},
 * FairKalah opening N (0 to 253, see {@link FairKalahOpenings}). South moves first in every one.
 * The one place that parses and formats start names.
 */
public final class KalahStart {
    /** The standard opening. */
    public static final KalahStart STANDARD =
            new KalahStart("standard", new int[] {4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0});

    private static final String FAIR_PREFIX = "fair:";

    private final String name;
    private final int[] vector;

    private KalahStart(String name, int[] vector) {
        this.name = name;
        this.vector = vector;
    }

    /** FairKalah opening {@code number} (0..253). */
    public static KalahStart fair(int number) {
        return new KalahStart(FAIR_PREFIX + number, FairKalahOpenings.vector(number));
    }

    /**
     * The start of a name: {@code standard} or {@code fair:N} with N from 0 to 253.
     *
     * @throws IllegalArgumentException naming the text and what is wrong with it
     */
    public static KalahStart parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("no start position given: use standard or fair:N (N 0 to 253)");
        }
        if (text.equals(STANDARD.name)) {
            return STANDARD;
        }
        if (text.startsWith(FAIR_PREFIX)) {
            String digits = text.substring(FAIR_PREFIX.length());
            if (!digits.matches("[0-9]{1,3}") || (digits.length() > 1 && digits.charAt(0) == '0')) {
                throw new IllegalArgumentException(
                        "start position '" + printable(text) + "': the opening number must be a whole number 0 to 253");
            }
            int number = Integer.parseInt(digits);
            if (number >= FairKalahOpenings.COUNT) {
                throw new IllegalArgumentException("start position '" + text
                        + "': FairKalah openings are numbered 0 to 253, " + number + " is out of range");
            }
            return fair(number);
        }
        throw new IllegalArgumentException(
                "unknown start position '" + printable(text) + "': use standard or fair:N (N 0 to 253)");
    }

    /** The name: {@code standard} or {@code fair:N}. */
    public String name() {
        return name;
    }

    /** The 14-number board vector (a copy). */
    public int[] vector() {
        return vector.clone();
    }

    /** A new board at this start, South to move. */
    public KalahBoard board() {
        return KalahBoard.of(vector);
    }

    private static String printable(String text) {
        return Text.printable(text, 40);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KalahStart other && name.equals(other.name) && Arrays.equals(vector, other.vector);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }
}
