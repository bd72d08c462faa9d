package arbitre.cli.options;

import arbitre.cli.UsageException;
import arbitre.sandbox.SandboxSpec;
import picocli.CommandLine.Option;

/**
 * {@code --sandbox} and its limits, shared by the commands that run bots. A limit not given keeps
 * the base limits (the defaults, or a tournament config's); a limit without {@code --sandbox} is
 * refused, since it would limit nothing.
 */
public final class SandboxOptions {

    @Option(names = "--sandbox", description = "Run the bots isolated (bubblewrap) and limited (prlimit); see the limits below.")
    private boolean sandbox;

    @Option(names = "--sandbox-memory-mb", paramLabel = "MIB",
            description = "Sandbox: address space of a native bot, heap of a JVM bot (default: "
                    + SandboxSpec.DEFAULT_MEMORY_MB + ").")
    private Integer memoryMb;

    @Option(names = "--sandbox-processes", paramLabel = "N",
            description = "Sandbox: processes and threads at once (default: " + SandboxSpec.DEFAULT_PROCESSES
                    + "; set only as root).")
    private Integer processes;

    @Option(names = "--sandbox-cpu-s", paramLabel = "S",
            description = "Sandbox: CPU seconds for the whole match (default: " + SandboxSpec.DEFAULT_CPU_SECONDS + ").")
    private Integer cpuSeconds;

    @Option(names = "--sandbox-file-mb", paramLabel = "MIB",
            description = "Sandbox: the largest file a bot may write (default: " + SandboxSpec.DEFAULT_FILE_SIZE_MB + ").")
    private Integer fileSizeMb;

    @Option(names = "--sandbox-open-files", paramLabel = "N",
            description = "Sandbox: open file descriptors (default: " + SandboxSpec.DEFAULT_OPEN_FILES + ").")
    private Integer openFiles;

    @Option(names = "--sandbox-tmp-mb", paramLabel = "MIB",
            description = "Sandbox: size of the bot's private, writable /tmp (default: " + SandboxSpec.DEFAULT_TMP_MB
                    + ").")
    private Integer tmpMb;

    /**
     * The limits: {@code base} with the limits given on the command line, or {@code null} without
     * {@code --sandbox}.
     *
     * @throws UsageException for a limit without {@code --sandbox}, or one out of range
     */
    public SandboxSpec limits(SandboxSpec base) {
        boolean anyLimit = memoryMb != null || processes != null || cpuSeconds != null || fileSizeMb != null
                || openFiles != null || tmpMb != null;
        if (!sandbox) {
            if (anyLimit) {
                throw new UsageException("the --sandbox-... limits go with --sandbox");
            }
            return null;
        }
        try {
            return new SandboxSpec(or(memoryMb, base.memoryMb()), or(processes, base.processes()),
                    or(cpuSeconds, base.cpuSeconds()), or(fileSizeMb, base.fileSizeMb()), or(openFiles, base.openFiles()),
                    or(tmpMb, base.tmpMb()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--sandbox: " + e.getMessage(), e);
        }
    }

    private static int or(Integer given, int base) {
        return given != null ? given : base;
    }
}
