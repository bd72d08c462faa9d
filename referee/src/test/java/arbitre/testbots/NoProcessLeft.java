package arbitre.testbots;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives each test a fresh {@link TestBots#MARKER} value for its bots' environment and, after the
 * test, fails it if a process holding that value is still alive: every process a match started,
 * children included, must be gone once it is over.
 *
 * <pre>{@code @RegisterExtension final NoProcessLeft processes = new NoProcessLeft();}</pre>
 */
public final class NoProcessLeft implements BeforeEachCallback, AfterEachCallback {
    private final int graceSeconds;
    private String marker;

    /** Checks at once when the test ends. */
    public NoProcessLeft() {
        this(0);
    }

    /** Gives the processes up to {@code graceSeconds} to go before the check. */
    public NoProcessLeft(int graceSeconds) {
        this.graceSeconds = graceSeconds;
    }

    /** The current test's marker value. */
    public String marker() {
        return marker;
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        marker = TestBots.newMarker();
    }

    @Override
    public void afterEach(ExtensionContext context) throws InterruptedException {
        java.util.List<Long> left = TestBots.awaitNoneMarked(marker, graceSeconds);
        assertThat(left)
                .as(() -> "processes left behind:\n"
                        + String.join(
                                "\n", left.stream().map(TestBots::describe).toList()))
                .isEmpty();
    }
}
