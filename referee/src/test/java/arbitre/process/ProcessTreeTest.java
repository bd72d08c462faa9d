package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The processes of a bot, found from the children lists and from a pass over every process, in real processes. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class ProcessTreeTest {

    @Test
    void descendantsAlive_childrenAndGrandchildren_areTheProcessesASnapshotFinds() throws Exception {
        Process root = new ProcessBuilder("sh", "-c", "sh -c 'sleep 30 & wait' & sleep 30 & wait").start();
        try {
            assertThat(OutputWatchTest.await(
                            () -> ProcessTree.snapshot(root.pid()).size() == 4))
                    .as("the root, its two children and its grandchild")
                    .isTrue();

            Set<ProcessHandle> tree = ProcessTree.descendantsAlive(root.pid());

            assertThat(tree).hasSize(4).isEqualTo(ProcessTree.snapshot(root.pid()));
            assertThat(tree).contains(root.toHandle());
        } finally {
            ProcessTree.stop(root.pid(), 0);
        }
    }

    @Test
    void descendantsAlive_childThatExitedAndIsNotReapedYet_isStillInTheTree() throws Exception {
        // The output watch must see such a child to know it for one that exits (OutputWatch#held).
        Process root = new ProcessBuilder("sh", "-c", "true & exec sleep 30").start();
        try {
            assertThat(OutputWatchTest.await(() -> ProcessTree.descendantsAlive(root.pid()).stream()
                            .anyMatch(process -> OutputWatchTest.state(process.pid()) == 'Z')))
                    .as("the root's unreaped child, among its descendants")
                    .isTrue();

            assertThat(ProcessTree.descendantsAlive(root.pid())).hasSize(2);
        } finally {
            ProcessTree.stop(root.pid(), 0);
        }
    }

    @Test
    void descendantsAlive_processThatIsGone_isAnEmptyTree() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();

        assertThat(ProcessTree.descendantsAlive(gone.pid())).isEmpty();
    }
}
