package arbitre.bots.protocol;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * When this process started, on the {@link System#nanoTime()} scale.
 *
 * <p>The referee may send the first message before the JVM has finished starting, and its clock
 * runs from then: the first move must be timed from the start of the process, not from the
 * start of {@code main}. On Linux the process's age is exact to one clock tick (10 ms): its start
 * in ticks since boot ({@code /proc/self/stat}, field 22) against the time since boot
 * ({@code /proc/uptime}). {@link ProcessHandle.Info#startInstant()} is the fallback; on Linux it
 * adds a boot time truncated to whole seconds, so it can be up to a second early, which errs on
 * the safe side. Reading {@code /proc} costs a few milliseconds, much less than loading the
 * management beans.
 */
public final class ProcessClock {
    /** Linux reports process times in USER_HZ ticks, 100 per second on every common platform. */
    private static final long TICK_NANOS = 10_000_000L;

    private ProcessClock() {}

    /** The {@link System#nanoTime()} value at which this process started, one tick early. */
    public static long processStartNanos() {
        long now = System.nanoTime();
        long ageNanos = procAgeNanos();
        if (ageNanos < 0) {
            ageNanos = handleAgeNanos();
        }
        return now - Math.max(0, ageNanos) - TICK_NANOS;
    }

    private static long procAgeNanos() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"), StandardCharsets.US_ASCII);
            String uptime = Files.readString(Path.of("/proc/uptime"), StandardCharsets.US_ASCII);
            // The command name (field 2) is in parentheses and may hold spaces: count from ')'.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long startTicks = Long.parseLong(fields[19]);
            String up = uptime.substring(0, uptime.indexOf(' '));
            int dot = up.indexOf('.');
            long upNanos = Long.parseLong(up.substring(0, dot)) * 1_000_000_000L
                    + Long.parseLong((up.substring(dot + 1) + "000000000").substring(0, 9));
            return upNanos - startTicks * TICK_NANOS;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static long handleAgeNanos() {
        return ProcessHandle.current()
                .info()
                .startInstant()
                .map(start -> (Instant.now().toEpochMilli() - start.toEpochMilli()) * 1_000_000L)
                .orElse(0L);
    }
}
