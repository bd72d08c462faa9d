package arbitre.bench;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * {@code arbitre bench fairness}: does a correct bot ever lose on time, whatever its kind, the
 * limit, the number of games at once and the machine's load?
 *
 * <p>Each case plays a series ({@code arbitre match --games}) between two bots of one kind, as a
 * user would, through one or more referees (this one, and for instance an older jar, so that both
 * are measured in the same run and on the same machine), with the machine quiet and with one busy
 * loop per core beside it. Every bot is correct, so every forfeit on time is a false verdict. The
 * logs give the referee's own latency per move and the start-up time each bot took off the clock
 * (logs of referees that did not record them give the mean latency per match only).
 */
public final class FairnessBench implements Bench {
    private final List<Long> limits;
    private final List<String> kinds;
    private final List<Integer> concurrency;
    private final List<String> loads;
    private final int games;
    private final List<String> referees;
    private final boolean sandbox;

    public FairnessBench(
            List<Long> limits,
            List<String> kinds,
            List<Integer> concurrency,
            List<String> loads,
            int games,
            List<String> referees,
            boolean sandbox) {
        this.limits = limits;
        this.kinds = kinds;
        this.concurrency = concurrency;
        this.loads = loads;
        this.games = games;
        this.referees = referees;
        this.sandbox = sandbox;
    }

    @Override
    public boolean run(PrintWriter out) throws Exception {
        if (games < 2 || games % 2 != 0) {
            throw new IllegalArgumentException("--games must be even and at least 2, got " + games);
        }
        for (String kind : kinds) {
            if (!List.of("thinking", "instant", "python", "jvm").contains(kind)) {
                throw new IllegalArgumentException(
                        "unknown kind '" + kind + "' (expected thinking, instant, python or jvm)");
            }
        }
        for (String load : loads) {
            if (!List.of("quiet", "busy").contains(load)) {
                throw new IllegalArgumentException("unknown load '" + load + "' (expected quiet or busy)");
            }
        }
        int cores = Runtime.getRuntime().availableProcessors();
        List<Integer> levels = concurrency != null ? concurrency : cores > 1 ? List.of(1, cores) : List.of(1);
        List<List<String>> arenas = new ArrayList<>();
        if (referees == null || referees.isEmpty()) {
            arenas.add(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp",
                    System.getProperty("java.class.path"),
                    "arbitre.cli.Main"));
        } else {
            for (String referee : referees) {
                arenas.add(arbitre.process.CommandWords.split(referee));
            }
        }
        Path dir = Files.createTempDirectory("arbitre-fairness");
        String native_ = kinds.contains("instant") ? ThroughputBench.compileExample(dir) : null;
        String python =
                "python3 " + Path.of("bots", "examples", "python", "bot.py").toAbsolutePath();

        out.printf(
                Locale.ROOT,
                "%-8s %-9s %6s %4s %-5s %6s %6s %9s %8s %8s %11s %10s %10s %11s%n",
                "referee",
                "kind",
                "limit",
                "conc",
                "load",
                "games",
                "moves",
                "timeouts",
                "machine",
                "replayed",
                "other-forf",
                "lat-p50-us",
                "lat-p99-us",
                "startup-ms");
        out.flush();
        int number = 0;
        for (String load : loads) {
            List<Process> busy = load.equals("busy") ? busyLoops(cores) : List.of();
            try {
                for (String kind : kinds) {
                    for (long limit : limits) {
                        String bot = switch (kind) {
                            case "thinking" -> "builtin:random --think-ms " + (limit * 9 / 10);
                            case "instant" -> native_;
                            case "python" -> python;
                            default -> "builtin:random";
                        };
                        for (int level : levels) {
                            for (int a = 0; a < arenas.size(); a++) {
                                Path output = dir.resolve("case-" + (++number));
                                List<String> command = new ArrayList<>(arenas.get(a));
                                command.addAll(List.of(
                                        "match",
                                        "--p1=" + bot,
                                        "--p2=" + bot,
                                        "--games=" + games,
                                        "--concurrency=" + level,
                                        "--move-ms=" + limit,
                                        "--output=" + output,
                                        sandbox ? "--sandbox" : "--no-sandbox"));
                                Process match = new ProcessBuilder(command)
                                        .redirectErrorStream(true)
                                        .redirectOutput(dir.resolve("case-" + number + ".txt")
                                                .toFile())
                                        .start();
                                match.waitFor();
                                Case result = Case.of(output);
                                out.printf(
                                        Locale.ROOT,
                                        "%-8s %-9s %6d %4d %-5s %6d %6d %9d %8d %8d %11d %10s %10s %11s%n",
                                        "#" + (a + 1),
                                        kind,
                                        limit,
                                        level,
                                        load,
                                        result.games,
                                        result.moves,
                                        result.timeouts,
                                        result.machine,
                                        result.replayed,
                                        result.otherForfeits,
                                        result.latencyP50,
                                        result.latencyP99,
                                        result.startup);
                                out.flush();
                            }
                        }
                    }
                }
            } finally {
                busy.forEach(Process::destroyForcibly);
            }
        }
        for (int a = 0; a < arenas.size(); a++) {
            out.println("#" + (a + 1) + ": " + String.join(" ", arenas.get(a)));
        }
        out.println("files: " + dir);
        return true;
    }

    /** One busy loop per core, as a loaded laptop or CI runner has. */
    private static List<Process> busyLoops(int cores) throws IOException {
        List<Process> loops = new ArrayList<>();
        for (int i = 0; i < cores; i++) {
            loops.add(new ProcessBuilder("sh", "-c", "while :; do :; done")
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start());
        }
        return loops;
    }

    /**
     * What the logs of one case's series say: the bots' own timeouts apart from those the referee
     * found the machine's doing ({@code machine}: still so after the last replay), and how many
     * games were set aside to be played again for that reason.
     */
    record Case(
            int games,
            int moves,
            int timeouts,
            int machine,
            int replayed,
            int otherForfeits,
            String latencyP50,
            String latencyP99,
            String startup) {
        static Case of(Path output) throws IOException {
            List<MatchLog> logs = new ArrayList<>();
            int replayed = 0;
            if (Files.isDirectory(output)) {
                try (Stream<Path> files = Files.walk(output)) {
                    replayed =
                            (int) files.filter(p -> p.getFileName().toString().contains(".json.overloaded-"))
                                    .count();
                }
                try (Stream<Path> files = Files.walk(output)) {
                    for (Path file :
                            files.filter(p -> p.toString().endsWith(".json")).toList()) {
                        try {
                            MatchLog log = MatchLogs.read(file);
                            if (log.result() != null && log.moves() != null) {
                                logs.add(log);
                            }
                        } catch (IOException | RuntimeException e) {
                            // a summary, not a match log
                        }
                    }
                }
            }
            int moves = 0;
            int timeouts = 0;
            int machine = 0;
            int other = 0;
            List<Long> latencies = new ArrayList<>();
            boolean perMove = true;
            for (MatchLog log : logs) {
                moves += log.moves().size();
                if ("timeout".equals(log.result().reason())
                        && arbitre.match.Diagnosis.MACHINE_OVERLOADED
                                .wireName()
                                .equals(log.result().diagnosis())) {
                    machine++;
                } else if ("timeout".equals(log.result().reason())) {
                    timeouts++;
                } else if (log.result().forfeit() != null) {
                    other++;
                }
                for (MatchLog.Move move : log.moves()) {
                    if (move.latencyUs() != null) {
                        latencies.add(move.latencyUs());
                    }
                }
                if (log.moves().size() > 1 && log.moves().get(1).latencyUs() == null) {
                    perMove = false;
                    if (log.overhead() != null) {
                        latencies.add(Math.round(log.overhead().meanMicros()));
                    }
                }
            }
            latencies.sort(null);
            long startupTotal = 0;
            int startups = 0;
            for (MatchLog log : logs) {
                if (log.clocking() != null) {
                    for (long ms : log.clocking().startupMs()) {
                        if (ms >= 0) {
                            startupTotal += ms;
                            startups++;
                        }
                    }
                }
            }
            String mark = perMove ? "" : "~";
            return new Case(
                    logs.size(),
                    moves,
                    timeouts,
                    machine,
                    replayed,
                    other,
                    latencies.isEmpty() ? "-" : mark + percentile(latencies, 50),
                    latencies.isEmpty() ? "-" : mark + percentile(latencies, 99),
                    startups == 0 ? "-" : Long.toString(startupTotal / startups));
        }

        private static long percentile(List<Long> sorted, int p) {
            int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
            return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
        }
    }
}
