package arbitre.cli.options;

import arbitre.cli.exit.UsageException;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import picocli.CommandLine.Option;

/**
 * {@code --sandbox} (or {@code --no-sandbox}) and its limits, shared by the commands that run bots.
 * A limit not given keeps the base limits (the defaults, or a tournament config's); a limit for a
 * sandbox that is off is refused, since it would limit nothing.
 */
public final class SandboxOptions {

    @Option(
            names = "--sandbox",
            negatable = true,
            description = "Run the bots isolated (bubblewrap) and limited (prlimit, and over each bot's processes"
                    + " together); --no-sandbox runs them unconfined. See the limits below.")
    private Boolean sandbox;

    @Option(
            names = "--sandbox-memory-mb",
            paramLabel = "MIB",
            description = "Memory of the bot's processes together, resident; also the address space of each"
                    + " native process and the heap of a JVM (default: "
                    + SandboxSpec.DEFAULT_MEMORY_MB + ").")
    private Integer memoryMb;

    @Option(
            names = "--sandbox-processes",
            paramLabel = "N",
            description =
                    "Processes and threads at once (default: " + SandboxSpec.DEFAULT_PROCESSES + "; set only as root).")
    private Integer processes;

    @Option(
            names = "--sandbox-cpu-s",
            paramLabel = "S",
            description = "CPU seconds of the bot's processes together, for the whole match (default: "
                    + SandboxSpec.DEFAULT_CPU_SECONDS + ").")
    private Integer cpuSeconds;

    @Option(
            names = "--sandbox-file-mb",
            paramLabel = "MIB",
            description = "The largest file a bot may write (default: " + SandboxSpec.DEFAULT_FILE_SIZE_MB + ").")
    private Integer fileSizeMb;

    @Option(
            names = "--sandbox-open-files",
            paramLabel = "N",
            description = "Open file descriptors (default: " + SandboxSpec.DEFAULT_OPEN_FILES + ").")
    private Integer openFiles;

    @Option(
            names = "--sandbox-tmp-mb",
            paramLabel = "MIB",
            description = "Size of the bot's private, writable /tmp (default: " + SandboxSpec.DEFAULT_TMP_MB + ").")
    private Integer tmpMb;

    /**
     * The limits of a sandbox that is off unless {@code --sandbox} is given: {@code base} with the
     * limits given on the command line, or {@code null}.
     *
     * @throws UsageException for a limit without {@code --sandbox}, or one out of range
     */
    public SandboxSpec limits(SandboxSpec base) {
        return limits(base, false);
    }

    /**
     * The limits: with {@code --sandbox}, or when the sandbox is on by default and {@code
     * --no-sandbox} is not given, {@code base} (the defaults when {@code null}) with the limits
     * given on the command line; otherwise {@code null}.
     *
     * @param onByDefault whether the sandbox is on when neither option is given
     * @throws UsageException for a limit of a sandbox that is off, or one out of range
     */
    public SandboxSpec limits(SandboxSpec base, boolean onByDefault) {
        boolean anyLimit = memoryMb != null
                || processes != null
                || cpuSeconds != null
                || fileSizeMb != null
                || openFiles != null
                || tmpMb != null;
        boolean on = sandbox != null ? sandbox : onByDefault;
        if (!on) {
            if (anyLimit) {
                throw new UsageException(
                        Boolean.FALSE.equals(sandbox)
                                ? "the --sandbox-... limits do not go with --no-sandbox"
                                : "the --sandbox-... limits go with --sandbox");
            }
            return null;
        }
        SandboxSpec from = base != null ? base : SandboxSpec.DEFAULT;
        try {
            return new SandboxSpec(
                    or(memoryMb, from.memoryMb()),
                    or(processes, from.processes()),
                    or(cpuSeconds, from.cpuSeconds()),
                    or(fileSizeMb, from.fileSizeMb()),
                    or(openFiles, from.openFiles()),
                    or(tmpMb, from.tmpMb()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--sandbox: " + e.getMessage(), e);
        }
    }

    /**
     * The line that says bots run unconfined, and why: no bubblewrap here (and how to install it),
     * or the sandbox turned off.
     */
    public static String unconfined() {
        return "arbitre: the bots run unconfined, able to do anything this user can: "
                + Sandbox.unavailable().orElse("the sandbox is turned off");
    }

    private static int or(Integer given, int base) {
        return given != null ? given : base;
    }
}
