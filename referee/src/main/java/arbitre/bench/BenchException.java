package arbitre.bench;

/** A benchmark that cannot run here (no sandbox, not started from the jar, a command that failed). */
public final class BenchException extends Exception {
    private static final long serialVersionUID = 1L;

    public BenchException(String message) {
        super(message);
    }
}
