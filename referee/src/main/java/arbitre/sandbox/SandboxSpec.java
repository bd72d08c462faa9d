package arbitre.sandbox;

import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * The limits of a sandboxed bot ({@link Sandbox}). In JSON, an object with any of these fields;
 * a missing field takes its default and an unknown one is refused:
 * {@code {"memoryMb": 512, "processes": 64, "cpuSeconds": 600, "fileSizeMb": 16, "openFiles": 256, "tmpMb": 64}}.
 *
 * @param memoryMb address space of a native bot, heap ({@code -Xmx}) of a JVM bot, in MiB
 * @param processes processes and threads the bot may run at once, all of its own included
 * @param cpuSeconds CPU time for the whole match; SIGXCPU then, SIGKILL {@value #CPU_KILL_AFTER_S} s later
 * @param fileSizeMb the largest file the bot may write, in MiB
 * @param openFiles file descriptors the bot may hold open at once
 * @param tmpMb the size of its private, writable {@code /tmp}, in MiB
 * @param notApplied in a match log, the limits the referee could not apply where it ran (by name,
 *     such as {@code processes} for a referee that is not root); empty in a config
 */
@JsonPropertyOrder({"memoryMb", "processes", "cpuSeconds", "fileSizeMb", "openFiles", "tmpMb", "notApplied"})
public record SandboxSpec(
        int memoryMb,
        int processes,
        int cpuSeconds,
        int fileSizeMb,
        int openFiles,
        int tmpMb,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> notApplied) {

    public static final int DEFAULT_MEMORY_MB = 512;
    public static final int DEFAULT_PROCESSES = 64;
    public static final int DEFAULT_CPU_SECONDS = 600;
    public static final int DEFAULT_FILE_SIZE_MB = 16;
    public static final int DEFAULT_OPEN_FILES = 256;
    public static final int DEFAULT_TMP_MB = 64;

    /** Limits for a class tournament: room for any sane bot, none for a runaway one. */
    public static final SandboxSpec DEFAULT = new SandboxSpec(
            DEFAULT_MEMORY_MB,
            DEFAULT_PROCESSES,
            DEFAULT_CPU_SECONDS,
            DEFAULT_FILE_SIZE_MB,
            DEFAULT_OPEN_FILES,
            DEFAULT_TMP_MB);

    /** Seconds between the soft CPU limit (SIGXCPU, which a bot may catch) and the hard one (SIGKILL). */
    public static final int CPU_KILL_AFTER_S = 2;

    public SandboxSpec {
        positive("memoryMb", memoryMb);
        positive("processes", processes);
        positive("cpuSeconds", cpuSeconds);
        positive("fileSizeMb", fileSizeMb);
        positive("openFiles", openFiles);
        positive("tmpMb", tmpMb);
        notApplied = notApplied == null ? List.of() : List.copyOf(notApplied);
    }

    /** Limits, all of them to be applied. */
    public SandboxSpec(int memoryMb, int processes, int cpuSeconds, int fileSizeMb, int openFiles, int tmpMb) {
        this(memoryMb, processes, cpuSeconds, fileSizeMb, openFiles, tmpMb, List.of());
    }

    /** These limits as a match log records them: with those this referee cannot apply ({@link Sandbox#notApplied}). */
    public SandboxSpec asApplied() {
        return new SandboxSpec(memoryMb, processes, cpuSeconds, fileSizeMb, openFiles, tmpMb, Sandbox.notApplied());
    }

    /** The JSON form: every field optional, defaults from {@link #DEFAULT}. */
    @JsonCreator
    static SandboxSpec fromJson(
            @JsonProperty("memoryMb") Integer memoryMb,
            @JsonProperty("processes") Integer processes,
            @JsonProperty("cpuSeconds") Integer cpuSeconds,
            @JsonProperty("fileSizeMb") Integer fileSizeMb,
            @JsonProperty("openFiles") Integer openFiles,
            @JsonProperty("tmpMb") Integer tmpMb,
            @JsonProperty("notApplied") List<String> notApplied) {
        return new SandboxSpec(
                or(memoryMb, DEFAULT.memoryMb),
                or(processes, DEFAULT.processes),
                or(cpuSeconds, DEFAULT.cpuSeconds),
                or(fileSizeMb, DEFAULT.fileSizeMb),
                or(openFiles, DEFAULT.openFiles),
                or(tmpMb, DEFAULT.tmpMb),
                notApplied);
    }

    /** Refuses unknown fields even where the reader is set to ignore them: a typo must not lift a limit. */
    @JsonAnySetter
    void refuseUnknown(String name, Object value) {
        throw new IllegalArgumentException("unknown sandbox setting '" + name
                + "' (known: memoryMb, processes, cpuSeconds, fileSizeMb, openFiles, tmpMb)");
    }

    public SandboxSpec withMemoryMb(int value) {
        return new SandboxSpec(value, processes, cpuSeconds, fileSizeMb, openFiles, tmpMb, notApplied);
    }

    public SandboxSpec withProcesses(int value) {
        return new SandboxSpec(memoryMb, value, cpuSeconds, fileSizeMb, openFiles, tmpMb, notApplied);
    }

    public SandboxSpec withCpuSeconds(int value) {
        return new SandboxSpec(memoryMb, processes, value, fileSizeMb, openFiles, tmpMb, notApplied);
    }

    public SandboxSpec withFileSizeMb(int value) {
        return new SandboxSpec(memoryMb, processes, cpuSeconds, value, openFiles, tmpMb, notApplied);
    }

    public SandboxSpec withOpenFiles(int value) {
        return new SandboxSpec(memoryMb, processes, cpuSeconds, fileSizeMb, value, tmpMb, notApplied);
    }

    public SandboxSpec withTmpMb(int value) {
        return new SandboxSpec(memoryMb, processes, cpuSeconds, fileSizeMb, openFiles, value, notApplied);
    }

    private static int or(Integer value, int fallback) {
        return value == null ? fallback : value;
    }

    private static void positive(String name, int value) {
        if (value <= 0) {
            throw new IllegalArgumentException("sandbox " + name + " must be positive, not " + value);
        }
    }
}
