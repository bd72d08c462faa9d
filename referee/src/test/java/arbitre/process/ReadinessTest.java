package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** What the kernel says a starting bot is doing. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class ReadinessTest {

    @Test
    void readsInput_readOfDescriptorZero_isWaitingForInput() {
        String read = System.getProperty("os.arch").equals("aarch64") ? "63" : "0";
        assertThat(Readiness.readsInput(read + " 0x0 0x7ffc1c4d5e10 0x1000 0x0 0x0 0x0 0x7ffc1c4d5df8 0x7f"))
                .isTrue();
        assertThat(Readiness.readsInput(read + " 0x3 0x7ffc1c4d5e10 0x1000 0x0 0x0 0x0 0x7ffc1c4d5df8 0x7f"))
                .as("another descriptor")
                .isFalse();
        assertThat(Readiness.readsInput("running")).isFalse();
        assertThat(Readiness.readsInput("-1 0x7ffc 0x7f")).isFalse();
    }

    @Test
    void look_processBlockedOnItsInput_isReading_andBusyOneIsNot() throws Exception {
        Process reading = new ProcessBuilder("sh", "-c", "read line; echo $line").start();
        Process busy = new ProcessBuilder("sh", "-c", "while :; do :; done").start();
        try {
            assertThat(awaitReading(reading.pid()))
                    .as("a shell waiting in read")
                    .isTrue();
            Readiness.Sample spinning = Readiness.look(List.of(busy.pid()));
            assertThat(spinning.readingInput()).isFalse();
            Thread.sleep(20);
            assertThat(Readiness.look(List.of(busy.pid())).idleSince(spinning))
                    .as("a busy loop uses CPU between two looks")
                    .isFalse();
        } finally {
            try (OutputStream in = reading.getOutputStream()) {
                in.write("x\n".getBytes());
            }
            reading.destroyForcibly();
            busy.destroyForcibly();
        }
    }

    @Test
    void idleSince_sleepingProcess_isIdle() throws Exception {
        Process sleeping = new ProcessBuilder("sleep", "30").start();
        try {
            Readiness.Sample first = null;
            boolean idle = false;
            // A process just started is busy exec'ing for as long as the scheduler makes it.
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (!idle && System.nanoTime() - until < 0) {
                Readiness.Sample next = Readiness.look(List.of(sleeping.pid()));
                idle = next.idleSince(first);
                first = next;
                Thread.sleep(10);
            }
            assertThat(idle).isTrue();
        } finally {
            sleeping.destroyForcibly();
        }
    }

    private static boolean awaitReading(long pid) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() - until < 0) {
            if (Readiness.look(List.of(pid)).readingInput()) {
                return true;
            }
            Thread.sleep(10);
        }
        return false;
    }
}
