package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Who holds a bot's output, looked at in real processes. Each root below writes to a pipe of the
 * test's and plays the part of the sandbox's first process, which the watch never counts as the
 * bot; the processes it starts play the bot's.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class OutputWatchTest {

    @Test
    void held_childThatExitedAndIsNotReapedYet_isNotTakenForTheBot() throws Exception {
        // As the sandbox's shell, starved of CPU on a loaded machine, left its 'rm' unreaped while
        // the bot was being started: an exited process holds no file, yet the bot closed nothing.
        Process root = new ProcessBuilder("sh", "-c", "true & exec sleep 30").start();
        try {
            OutputWatch watch = OutputWatch.of(root.pid());
            assertThat(watch).as("a watch on the root's pipe").isNotNull();
            assertThat(await(() ->
                            ProcessTree.snapshot(root.pid()).stream().anyMatch(process -> state(process.pid()) == 'Z')))
                    .as("the root's child exited and stays unreaped")
                    .isTrue();

            Set<ProcessHandle> tree = ProcessTree.snapshot(root.pid());

            assertThat(tree).hasSize(2);
            assertThat(watch.held(tree)).isTrue();
        } finally {
            ProcessTree.stop(root.pid(), 0);
        }
    }

    @Test
    void held_liveChildThatClosedTheOutput_isNotHeld() throws Exception {
        Process root = new ProcessBuilder("sh", "-c", "sleep 30 >&- & exec sleep 30").start();
        try {
            OutputWatch watch = OutputWatch.of(root.pid());
            assertThat(watch).as("a watch on the root's pipe").isNotNull();

            assertThat(await(() -> !watch.held(ProcessTree.snapshot(root.pid()))))
                    .as("a live child of the root without the output")
                    .isTrue();
        } finally {
            ProcessTree.stop(root.pid(), 0);
        }
    }

    @Test
    void held_liveChildThatKeepsTheOutput_isHeld() throws Exception {
        Process root = new ProcessBuilder("sh", "-c", "sleep 30 & exec sleep 30").start();
        try {
            OutputWatch watch = OutputWatch.of(root.pid());
            assertThat(watch).as("a watch on the root's pipe").isNotNull();
            assertThat(await(() -> ProcessTree.snapshot(root.pid()).size() == 2))
                    .as("the root's child runs")
                    .isTrue();

            assertThat(watch.held(ProcessTree.snapshot(root.pid()))).isTrue();
        } finally {
            ProcessTree.stop(root.pid(), 0);
        }
    }

    /** Whether {@code condition} came true within 20 s: processes start when the scheduler runs them. */
    static boolean await(BooleanSupplier condition) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() - until < 0) {
            if (condition.getAsBoolean()) {
                return true;
            }
            Thread.sleep(10);
        }
        return false;
    }

    /** The state letter of a process ({@code Z} for one that exited unreaped), or {@code '?'} when it is gone. */
    static char state(long pid) {
        char state = ProcStat.state(Path.of("/proc", Long.toString(pid), "stat"));
        return state == 0 ? '?' : state;
    }
}
