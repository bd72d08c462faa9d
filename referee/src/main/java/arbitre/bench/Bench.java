package arbitre.bench;

import java.io.PrintWriter;

/**
 * A benchmark of the referee: measures, and prints what it measured as labelled values or a table.
 * Its settings come whole through its constructor, which refuses a setting out of range with an
 * {@link IllegalArgumentException}.
 */
public interface Bench {
    /**
     * Measures and prints the results on {@code out}.
     *
     * @return whether the run went as a correct referee's should ({@code false} when, say, a correct
     *     bot lost on time or the tournament measured failed)
     * @throws BenchException when the benchmark cannot run here
     * @throws IllegalArgumentException when a setting turns out unusable during the run
     */
    boolean run(PrintWriter out) throws Exception;
}
