package arbitre.bench;

import arbitre.process.ProcStat;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code arbitre bench startup}: how long {@code arbitre --version} takes from start to exit, next to
 * {@code java -version} of the same JVM, measured side by side in one run; and a match of two instant
 * bots, end to end.
 */
public final class StartupBench implements Bench {
    private final int runs;

    public StartupBench(int runs) {
        this.runs = runs;
    }

    @Override
    public boolean run(PrintWriter out) throws Exception {
        if (runs < 1) {
            throw new IllegalArgumentException("--runs must be at least 1");
        }
        String java = ProcessHandle.current().info().command().orElse(null);
        Path jar = jar();
        if (java == null || jar == null) {
            throw new BenchException("runs only from arbitre.jar (through ./arbitre or bin/arbitre)");
        }
        Map<String, List<String>> commands = new LinkedHashMap<>();
        commands.put("java -version", List.of(java, "-version"));
        commands.put("arbitre --version, plain java -jar", List.of(java, "-jar", jar.toString(), "--version"));
        List<String> launched = new ArrayList<>(List.of(java));
        launched.addAll(launcherOptions());
        launched.addAll(List.of("-jar", jar.toString(), "--version"));
        commands.put("arbitre --version, the launcher's JVM options", launched);
        String launcher = System.getProperty("arbitre.launcher");
        boolean viaLauncher = launcher != null && Files.isExecutable(Path.of(launcher));
        if (viaLauncher) {
            commands.put("arbitre --version, through the launcher", List.of(launcher, "--version"));
        }
        // A whole match, end to end: the referee's start, its two bots' starts (each a JVM of its own),
        // a game of instant moves, the log written.
        List<String> match =
                new ArrayList<>(viaLauncher ? List.of(launcher) : launched.subList(0, launched.size() - 1));
        match.addAll(List.of("match", "--p1=builtin:random", "--p2=builtin:random", "--seed=1"));
        commands.put(
                "arbitre match of two instant bots, "
                        + (viaLauncher ? "through the launcher" : "the launcher's JVM options"),
                match);

        out.printf(Locale.ROOT, "JVM: %s (%s), %d runs of each, in turns%n", java, Runtime.version(), runs);
        out.printf(Locale.ROOT, "options the launcher gave: %s%n%n", String.join(" ", launcherOptions()));
        Map<String, long[]> times = new LinkedHashMap<>();
        commands.keySet().forEach(name -> times.put(name, new long[runs]));
        Map<String, Long> cpu = new LinkedHashMap<>();
        commands.keySet().forEach(name -> cpu.put(name, 0L));
        // Each command runs in a folder of its own making, where the match writes its log.
        Path folder = Files.createTempDirectory("arbitre-startup");
        try {
            for (List<String> command : commands.values()) {
                run(command, folder); // once unmeasured: the files in the page cache, any cache written at first run
            }
            for (int i = 0; i < runs; i++) {
                for (Map.Entry<String, List<String>> command : commands.entrySet()) {
                    long before = childrenCpuTicks();
                    times.get(command.getKey())[i] = run(command.getValue(), folder);
                    cpu.merge(command.getKey(), childrenCpuTicks() - before, Long::sum);
                }
            }
        } catch (IOException e) {
            throw new BenchException(e.getMessage());
        } finally {
            delete(folder);
        }
        double baseline = median(times.get("java -version"));
        boolean cpuKnown = cpu.get("java -version") > 0;
        double cpuBaseline = cpu.get("java -version");
        out.println("| command | median ms | fastest ms | x java -version | CPU ms a run | CPU x java -version |");
        out.println("|---|---:|---:|---:|---:|---:|");
        for (Map.Entry<String, long[]> row : times.entrySet()) {
            double median = median(row.getValue());
            long ticks = cpu.get(row.getKey());
            out.printf(
                    Locale.ROOT,
                    "| %s | %.0f | %.0f | %.2f | %s | %s |%n",
                    row.getKey(),
                    median / 1e6,
                    Arrays.stream(row.getValue()).min().orElse(0) / 1e6,
                    median / baseline,
                    cpuKnown ? String.format(Locale.ROOT, "%.0f", ticks * 1000.0 / TICKS_A_SECOND / runs) : "-",
                    cpuKnown ? String.format(Locale.ROOT, "%.2f", ticks / cpuBaseline) : "-");
        }
        out.println();
        out.println("Wall times are medians; CPU times (user and system, with the processes each command started)"
                + " are means, less swayed by the other work of a busy machine.");
        out.println("The goal concerns 'arbitre --version' (1.5 x java -version at most); the match starts two more"
                + " JVMs, its bots, and plays a whole game.");
        return true;
    }

    /** The clock ticks of /proc's times: USER_HZ, 100 on Linux's usual systems. */
    private static final double TICKS_A_SECOND = 100;

    /**
     * The CPU time, in clock ticks, of this process's children that have ended and been waited for
     * (with theirs), from /proc; 0 where there is no /proc. A difference over many runs is exact to a
     * tick or two, where one run of a few ticks would not be.
     */
    private static long childrenCpuTicks() {
        String[] fields = ProcStat.fields(Path.of("/proc/self/stat"));
        try {
            // cutime and cstime are fields 16 and 17 of proc(5).
            return Long.parseLong(fields[16 - 3]) + Long.parseLong(fields[17 - 3]);
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /** Deletes a folder and what it holds, as far as it can: a leftover temporary file is no error. */
    private static void delete(Path folder) {
        try (java.util.stream.Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(java.util.Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException | java.io.UncheckedIOException e) {
            // Left in the temporary folder.
        }
    }

    /** The JVM options of this run, as the launcher gave them, less those that only concern this run. */
    static List<String> launcherOptions() {
        List<String> options = new ArrayList<>();
        for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!option.startsWith("-XX:ArchiveClassesAtExit") && !option.startsWith("-XX:AOTCacheOutput")) {
                options.add(option);
            }
        }
        return options;
    }

    /** arbitre.jar, when this runs from it. */
    private static Path jar() {
        try {
            Path location = Path.of(StartupBench.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            return Files.isRegularFile(location) ? location : null;
        } catch (URISyntaxException | SecurityException e) {
            return null;
        }
    }

    /** Runs a command to its end and returns its wall time in nanoseconds; its output is dropped. */
    private static long run(List<String> command, Path folder) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process process = new ProcessBuilder(command)
                .directory(folder.toFile())
                .redirectOutput(ProcessBuilder.Redirect.to(new File("/dev/null")))
                .redirectError(ProcessBuilder.Redirect.to(new File("/dev/null")))
                .start();
        if (!process.waitFor(1, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IOException("still running after a minute: " + String.join(" ", command));
        }
        long time = System.nanoTime() - start;
        if (process.exitValue() != 0) {
            throw new IOException("exited with " + process.exitValue() + ": " + String.join(" ", command));
        }
        return time;
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    }
}
