package arbitre.bench;

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
 * {@code java -version} of the same JVM, measured side by side in one run.
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
        if (launcher != null && Files.isExecutable(Path.of(launcher))) {
            commands.put("arbitre --version, through the launcher", List.of(launcher, "--version"));
        }

        out.printf(Locale.ROOT, "JVM: %s (%s), %d runs of each, in turns%n", java, Runtime.version(), runs);
        out.printf(Locale.ROOT, "options the launcher gave: %s%n%n", String.join(" ", launcherOptions()));
        Map<String, long[]> times = new LinkedHashMap<>();
        commands.keySet().forEach(name -> times.put(name, new long[runs]));
        try {
            for (List<String> command : commands.values()) {
                run(command); // once unmeasured: the files in the page cache, any cache written at first run
            }
            for (int i = 0; i < runs; i++) {
                for (Map.Entry<String, List<String>> command : commands.entrySet()) {
                    times.get(command.getKey())[i] = run(command.getValue());
                }
            }
        } catch (IOException e) {
            throw new BenchException(e.getMessage());
        }
        double baseline = median(times.get("java -version"));
        out.println("| command | median ms | fastest ms | x java -version |");
        out.println("|---|---:|---:|---:|");
        for (Map.Entry<String, long[]> row : times.entrySet()) {
            double median = median(row.getValue());
            out.printf(
                    Locale.ROOT,
                    "| %s | %.0f | %.0f | %.2f |%n",
                    row.getKey(),
                    median / 1e6,
                    Arrays.stream(row.getValue()).min().orElse(0) / 1e6,
                    median / baseline);
        }
        return true;
    }

    /** The JVM options of this run, as the launcher gave them, less those that only concern this run. */
    private static List<String> launcherOptions() {
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
    private static long run(List<String> command) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process process = new ProcessBuilder(command)
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
