package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class RefereePriorityTest {
    private static long ownThreadId() throws Exception {
        return Long.parseLong(
                Path.of("/proc/thread-self").toRealPath().getFileName().toString());
    }

    @Test
    void referee_withGroupsForItsBots_runsAtAHigherPriority_andItsNewThreadsToo() throws Exception {
        boolean groups = BotCgroup.available();

        if (!groups) {
            // An ordinary user (no group can be made): nothing is changed, the bots could not be held apart.
            assertThat(BotCgroup.refereeRaised()).isFalse();
            assertThat(RefereePriority.niceOf(ownThreadId())).isNotEqualTo(RefereePriority.NICE);
            return;
        }
        assertThat(BotCgroup.refereeRaised())
                .as("root, with groups: the referee's threads are raised")
                .isTrue();
        assertThat(RefereePriority.niceOf(ownThreadId())).isEqualTo(RefereePriority.NICE);
        AtomicReference<Integer> child = new AtomicReference<>();
        Thread later = new Thread(() -> {
            try {
                child.set(RefereePriority.niceOf(ownThreadId()));
            } catch (Exception e) {
                child.set(null);
            }
        });
        later.start();
        later.join();
        assertThat(child.get()).as("a thread started afterwards inherits it").isEqualTo(RefereePriority.NICE);
    }

    @Test
    void niceOf_aThreadThatIsGone_isUnknown() {
        assertThat(RefereePriority.niceOf(Long.MAX_VALUE)).isNull();
    }
}
