package arbitre.process;

/**
 * What the scheduler counted for a bot's processes so far, in nanoseconds: the CPU time they used,
 * and the time their threads were runnable but waiting for a CPU (run-queue wait). -1 where it
 * cannot be read. Two readings, at a request and at its answer, tell whether a slow move was the
 * bot's thinking or the machine's load.
 */
public record CpuTimes(long cpuNanos, long waitNanos) {
    public static final CpuTimes UNKNOWN = new CpuTimes(-1, -1);

    /** What was counted since {@code earlier}; a figure unknown in either is unknown (-1). */
    public CpuTimes since(CpuTimes earlier) {
        return new CpuTimes(delta(cpuNanos, earlier.cpuNanos), delta(waitNanos, earlier.waitNanos));
    }

    /**
     * These figures of one move, its wait no longer than the move's {@code wallNanos}: a thread
     * cannot wait for a CPU longer than the time it had, and the readings that frame a move are
     * taken a little after its ends.
     */
    public CpuTimes within(long wallNanos) {
        return waitNanos <= wallNanos ? this : new CpuTimes(cpuNanos, Math.max(0, wallNanos));
    }

    private static long delta(long now, long then) {
        return now < 0 || then < 0 ? -1 : Math.max(0, now - then);
    }
}
