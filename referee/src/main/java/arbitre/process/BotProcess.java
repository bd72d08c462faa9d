package arbitre.process;

import arbitre.sandbox.LimitHit;
import arbitre.sandbox.Programs;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.environment.EnvironmentUtils;
import org.apache.commons.exec.launcher.CommandLauncherFactory;

/**
 * One running bot: a process started with Apache Commons Exec's launcher, a thread reading its
 * standard output into lines ({@link LineReader}), a thread draining its standard error into a file
 * ({@link StderrSink}), a thread waiting for its exit, and its standard input for the referee's
 * messages. The threads come from {@link BotThreads}; the one waiting for the exit is the one that
 * launched the process.
 *
 * <p>The launcher hands back the process with its raw streams: Commons Exec's executor, which
 * pumps the streams itself (without flushing) and waits on a thread it starts per process, is not
 * used. The command is never run through a shell: its words reach the bot as they are. Where {@code setsid} is available the bot starts as the
 * leader of a new session, so that {@link ProcessTree} can find and stop every process it started;
 * outside the sandbox it also runs in a PID namespace of its own where one can be made
 * ({@link PidNamespace}), so that no process it starts can escape, even from its session.
 *
 * <p>Every live bot is registered so that a shutdown hook stops them all when the referee itself
 * is interrupted.
 */
public final class BotProcess implements BotConnection {
    /** The longest line a bot may write, in bytes; a move is a few characters. */
    public static final int LINE_CAP = 4096;

    private static final Set<BotProcess> LIVE = ConcurrentHashMap.newKeySet();
    private static final String SETSID =
            Programs.findOnPath("setsid", System.getenv("PATH")).orElse(null);
    private static final String SETPRIV =
            Programs.findOnPath("setpriv", System.getenv("PATH")).orElse(null);
    private static final String TASKSET =
            Programs.findOnPath("taskset", System.getenv("PATH")).orElse(null);

    /**
     * What starts a bot where {@code arbitre-spawn} cannot: in a session of its own and, where
     * its processes are held by a control group or a sandbox, dying with the referee's thread that
     * started it. Such a bot is also not started when the referee was killed before the request
     * took effect (its parent is then no longer {@code refereePid}): a referee killed while it
     * starts a bot leaves none behind.
     */
    static List<String> fallbackPrefix(boolean grouped, boolean sandboxed, long refereePid) {
        List<String> prefix = new ArrayList<>();
        if (SETSID != null) {
            prefix.add(SETSID);
        }
        if ((grouped || sandboxed) && SETPRIV != null) {
            // As arbitre-spawn -k -p. Without the sandbox's init, what the bot started is killed
            // with its group (at the latest when the next referee starts).
            prefix.addAll(List.of(
                    SETPRIV,
                    "--pdeathsig",
                    "KILL",
                    "sh",
                    "-c",
                    "[ \"$PPID\" = \"$0\" ] || exit 126; exec \"$@\"",
                    Long.toString(refereePid)));
        }
        return prefix;
    }

    private static volatile boolean stoppingAll;

    static {
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            // Set before any bot is stopped: a referee that sees its bot die can then tell a crash
                            // from its own shutdown.
                            stoppingAll = true;
                            BotCgroup.removeKept();
                            // Every bot at once, with one grace for all: one after the other, a
                            // loaded machine's slow exits added up past what a user waits for.
                            Set<ProcessHandle> all = new java.util.LinkedHashSet<>();
                            for (BotProcess bot : LIVE) {
                                all.addAll(ProcessTree.snapshot(bot.pid));
                            }
                            ProcessTree.stopAll(all, 200);
                            for (BotProcess bot : LIVE) {
                                bot.releaseWhatWasMadeForIt();
                            }
                        },
                        "arbitre-stop-bots"));
    }

    /** Whether the JVM is shutting down (Ctrl-C, SIGTERM) and every bot is being stopped. */
    public static boolean stoppingAll() {
        return stoppingAll;
    }

    private final int player;
    private final Process process;
    private final long pid;
    private final OutputStream stdin;
    private final LineReader reader;
    private final CompletableFuture<Void> readerDone;
    private final CompletableFuture<Void> stderrDone;
    private final List<String> argv;
    private final BotFolder folder;
    private final Path workdir;
    private volatile Watchdog watchdog;
    private final BotCgroup cgroup;
    /** Without a control group: what the bot's whole process tree used (see {@link #times()}). */
    private final TreeTimes treeTimes;
    /** Whether every process the bot starts stays where its CPU time is counted (see {@link #cpuTrusted()}). */
    private final boolean held;

    private Readiness.Sample idleFrom;
    private long idleFromNanos;
    private volatile int leftBehind;
    /** What it wrote on standard error, by ply, in its game under way. */
    private volatile StderrWords words;
    /** Where its standard error goes. */
    private StderrSink sink;

    private volatile int escaped;

    /**
     * The variable in each bot's environment that marks its processes: a process that escaped
     * every other reach is still found by it ({@link ProcessTree#carrying}).
     */
    public static final String TAG = "ARBITRE_BOT_TAG";

    /** This bot's value of {@link #TAG}, looked for after it stops; {@code null} for a sandboxed bot. */
    private String tag;

    /** The file of the sandbox's options, removed once the bot is stopped; {@code null} unsandboxed. */
    private Path sandboxOptions;

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // a temporary file left in the temporary folder
            }
        }
    }

    private BotProcess(
            int player,
            Process process,
            List<String> argv,
            Path workdir,
            BotFolder folder,
            LineReader reader,
            CompletableFuture<Void> readerDone,
            CompletableFuture<Void> stderrDone,
            BotCgroup cgroup,
            boolean held) {
        this.player = player;
        this.process = process;
        this.pid = process.pid();
        this.argv = argv;
        this.workdir = workdir;
        this.folder = folder;
        this.stdin = process.getOutputStream();
        this.reader = reader;
        this.readerDone = readerDone;
        this.stderrDone = stderrDone;
        this.cgroup = cgroup;
        this.treeTimes = new TreeTimes(pid);
        this.held = held;
    }

    /**
     * Starts a bot.
     *
     * @throws BotStartException when the command is not found, not executable or fails to start,
     *     or when the sandbox's tools are missing
     */
    public static BotProcess start(BotLaunch launch) throws BotStartException {
        try {
            return startAsync(launch).get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof BotStartException failed) {
                throw failed;
            }
            throw new IllegalStateException("starting player " + launch.player() + " failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BotStartException(
                    "interrupted while starting " + launch.spec().command(), e);
        }
    }

    /**
     * As {@link #start(BotLaunch)}, without waiting: the future holds the bot once its process
     * runs, or fails with a {@link BotStartException}. Both bots of a match start at once this way.
     *
     * <p>The process is launched by the pool thread that then waits for its exit, and so outlives
     * it: a sandboxed bot is killed when the thread that launched it ends ({@code bwrap
     * --die-with-parent} watches that thread, not the referee's process).
     */
    public static CompletableFuture<BotProcess> startAsync(BotLaunch launch) {
        CompletableFuture<BotProcess> started = new CompletableFuture<>();
        BotThreads.run(
                () -> {
                    BotProcess bot;
                    try {
                        bot = launch(launch);
                    } catch (BotStartException | RuntimeException e) {
                        started.completeExceptionally(e);
                        return;
                    }
                    started.complete(bot);
                    bot.afterExit(waitFor(bot.process), launch.events());
                },
                "bot" + launch.player() + "-process");
        return started;
    }

    private static BotProcess launch(BotLaunch launch) throws BotStartException {
        BotFolder own = null;
        try {
            if (launch.spec().workdir() == null) {
                own = BotFolder.of(
                        Builtins.expand(launch.spec().words()), Path.of("").toAbsolutePath());
            }
            return launch(launch, own);
        } catch (IllegalArgumentException e) {
            throw new BotStartException(e.getMessage(), e);
        } catch (IOException e) {
            throw new BotStartException("cannot create a folder for the bot: " + e.getMessage(), e);
        } catch (BotStartException | RuntimeException e) {
            if (own != null) {
                own.removeIfTemporary();
            }
            throw e;
        }
    }

    private static BotProcess launch(BotLaunch launch, BotFolder own) throws BotStartException {
        BotSpec spec = launch.spec();
        int player = launch.player();
        Path stderrFile = launch.stderrFile();
        BlockingQueue<BotEvent> events = launch.events();
        SandboxSpec sandbox = launch.sandbox();
        Integer cpu = launch.cpu();
        List<String> argv;
        try {
            argv = Builtins.expand(spec.words());
        } catch (IllegalArgumentException e) {
            throw new BotStartException(e.getMessage(), e);
        }
        Path workdir;
        if (own != null) {
            workdir = own.folder();
            argv = own.argv();
        } else {
            workdir = spec.folder();
        }
        if (!Files.isDirectory(workdir)) {
            throw new BotStartException("working directory not found: " + workdir);
        }
        Map<String, String> inherited;
        try {
            inherited = EnvironmentUtils.getProcEnvironment();
        } catch (IOException e) {
            throw new BotStartException("cannot read the environment: " + e.getMessage(), e);
        }
        Map<String, String> added = new HashMap<>(spec.env());
        added.putAll(launch.hints());
        String tag = java.util.UUID.randomUUID().toString();
        added.put(TAG, tag);
        Map<String, String> env;
        if (sandbox == null) {
            env = new HashMap<>(inherited);
            env.putAll(added);
        } else {
            env = Sandbox.environment(inherited, added);
        }
        checkExecutable(argv.get(0), workdir, env.get("PATH"));

        List<String> wrapped;
        // The sandbox's options, in a file of their own that the bot cannot read (see Sandbox).
        Path sandboxOptions = null;
        // Whether every process the bot starts stays in a group or a PID namespace of its own.
        boolean held = sandbox != null;
        if (sandbox == null) {
            // A control group keeps every process of the bot, as the namespace would, for less.
            wrapped = BotCgroup.available() ? argv : PidNamespace.wrap(argv, workdir);
            held = BotCgroup.available() || PidNamespace.available();
        } else {
            String missing = Sandbox.unavailable().orElse(null);
            if (missing != null) {
                throw new BotStartException(missing);
            }
            argv = Sandbox.resolved(argv, workdir);
            Path results =
                    stderrFile == null ? null : stderrFile.toAbsolutePath().getParent();
            try {
                if (results != null) {
                    Files.createDirectories(results);
                }
                wrapped = Sandbox.command(sandbox, argv, workdir, results);
                sandboxOptions = RunFiles.newFile("arbitre-sandbox-", ".args");
                // arbitre-spawn opens the file for bubblewrap where it runs; else a shell does.
                wrapped = Sandbox.optionsThroughFile(
                        wrapped, sandboxOptions, SpawnProgram.program().isPresent());
            } catch (IllegalArgumentException | IOException e) {
                deleteQuietly(sandboxOptions);
                throw new BotStartException(e.getMessage(), e);
            }
        }
        // Only a sandboxed bot's memory is limited (its watchdog), and counted by its group.
        BotCgroup group = BotCgroup.create(sandbox != null).orElse(null);
        boolean pinned = cpu != null && group != null && group.pinTo(cpu);
        List<String> launched = new ArrayList<>();
        if (cpu != null && !pinned && TASKSET != null) {
            launched.addAll(List.of(TASKSET, "-c", Integer.toString(cpu)));
        }
        String spawn = SpawnProgram.program().orElse(null);
        if (spawn != null) {
            // One small program does what the three below did, and the bot is born in its group
            // without a thread of the referee's moving there and back.
            // A sandboxed bot dies with that thread too, from its first moment: bubblewrap asks for it
            // only once it runs, and a referee killed before then would leave the sandbox behind.
            // Bubblewrap's sandbox asks for it later still, once it is set up: a watcher kills a
            // sandbox whose bubblewrap was killed before then.
            launched.addAll(SpawnProgram.prefix(
                    spawn,
                    group == null ? List.of() : group.joinFiles(),
                    group != null || sandbox != null,
                    sandboxOptions));
        } else {
            launched.addAll(fallbackPrefix(
                    group != null, sandbox != null, ProcessHandle.current().pid()));
        }
        launched.addAll(wrapped);
        CommandLine commandLine = new CommandLine(launched.get(0));
        for (String word : launched.subList(1, launched.size())) {
            commandLine.addArgument(word, false);
        }

        Process process;
        try {
            process = group == null || spawn != null
                    ? CommandLauncherFactory.createVMLauncher().exec(commandLine, env, workdir.toFile())
                    : group.spawnInside(
                            () -> CommandLauncherFactory.createVMLauncher().exec(commandLine, env, workdir.toFile()));
        } catch (IOException e) {
            if (group != null) {
                group.close();
            }
            deleteQuietly(sandboxOptions);
            throw new BotStartException("cannot start " + argv.get(0) + ": " + e.getMessage(), e);
        }
        if (group != null && spawn == null) {
            // Under cgroup v2 the process could not be born in its group: it goes in now.
            group.adopt(List.of(process.pid()));
        }
        LineReader reader =
                new LineReader(player, process.getInputStream(), events, LINE_CAP, BotCgroup.refereeRaised());
        CompletableFuture<Void> readerDone = BotThreads.read(reader, "bot" + player + "-stdout");
        StderrWords words = new StderrWords();
        StderrSink sink = new StderrSink(process.getErrorStream(), stderrFile, launch.stderrCap(), words);
        CompletableFuture<Void> stderrDone = BotThreads.run(sink, "bot" + player + "-stderr");
        BotProcess bot = new BotProcess(
                player, process, argv, workdir, own, reader, readerDone, stderrDone, group, held || group != null);
        bot.words = words;
        bot.sink = sink;
        bot.tag = sandbox == null ? tag : null;
        bot.sandboxOptions = sandboxOptions;
        if (sandbox != null) {
            bot.watchdog = Watchdog.start(
                    bot.pid,
                    sandbox.memoryMb() * 1024L * 1024L,
                    sandbox.cpuSeconds() * 1000L,
                    () -> reader.noWriterLeft(TimeUnit.MILLISECONDS.toNanos(Watchdog.PERIOD_MS)),
                    group);
        }
        LIVE.add(bot);
        return bot;
    }

    /** After the exit, give the reader a moment to pass on the last lines, then report the exit. */
    private void afterExit(int code, BlockingQueue<BotEvent> events) {
        LIVE.remove(this);
        stopWatching();
        try {
            readerDone.get(200, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // the reader is still busy: the exit is reported all the same
        }
        events.add(new BotEvent.Exited(player, code, System.nanoTime()));
    }

    /**
     * The bot stays up for another game: from now on its standard error goes to {@code stderrFile},
     * and what it writes there is kept by ply anew ({@link #words()}).
     */
    public void nextGame(Path stderrFile) {
        StderrWords next = new StderrWords();
        sink.retarget(stderrFile, next);
        words = next;
    }

    /** Writes one line and flushes it. */
    @Override
    public void send(String line) throws IOException {
        stdin.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
        stdin.flush();
    }

    /** Closes the bot's standard input; errors are ignored (the bot may be gone). */
    @Override
    public void closeInput() {
        try {
            stdin.close();
        } catch (IOException ignored) {
            // nothing to close any more
        }
    }

    /** From now on the bot's output is read and dropped. */
    @Override
    public void stopListening() {
        reader.stopListening();
    }

    @Override
    public void taken() {
        reader.taken();
    }

    public long pid() {
        return pid;
    }

    /** The command that was run, {@code builtin:} bots expanded. */
    @Override
    public List<String> argv() {
        return argv;
    }

    @Override
    public Path folder() {
        return workdir;
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    /** The exit code, once the process has exited. */
    @Override
    public Integer exitCode() {
        return process.isAlive() ? null : process.exitValue();
    }

    /**
     * Waits up to {@code graceMs} for the bot to exit by itself, then stops it and every process
     * it started (SIGTERM, then SIGKILL after {@code termGraceMs}).
     *
     * @return whether the bot exited by itself within the grace
     */
    @Override
    public boolean stop(long graceMs, long termGraceMs) {
        boolean clean;
        try {
            clean = process.waitFor(graceMs, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            clean = false;
        }
        stopWatching();
        if (cgroup != null) {
            // Every process of the bot is in its group, and nowhere else.
            Set<ProcessHandle> members = membersLeft(clean);
            // Only a bot that exited by itself can have left something behind; a stopped bot's children go with it.
            leftBehind =
                    clean ? (int) members.stream().filter(p -> p.pid() != pid).count() : 0;
            ProcessTree.stopAll(members, termGraceMs);
        } else {
            Set<ProcessHandle> tree = ProcessTree.snapshot(pid);
            leftBehind = clean ? (int) tree.stream().filter(p -> p.pid() != pid).count() : 0;
            int leftInNamespace = clean ? -1 : PidNamespace.leftAfterExit(pid, tree);
            if (leftInNamespace >= 0) {
                // The bot exited by itself; its namespace was kept alive by what it left.
                clean = true;
                leftBehind = leftInNamespace;
            }
            ProcessTree.stop(pid, tree, termGraceMs);
        }
        if (tag != null) {
            // Unsandboxed, a process can leave the bot's groups (as root) or its session (without a
            // namespace); it still carries the bot's environment.
            Set<ProcessHandle> away = ProcessTree.carrying(TAG + "=" + tag);
            escaped = away.size();
            ProcessTree.stopAll(away, termGraceMs);
        }
        LIVE.remove(this);
        closeInput();
        releaseWhatWasMadeForIt();
        try {
            stderrDone.get(500, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // standard error still open (a process of the bot's holds it): what was read is kept
        }
        return clean;
    }

    /** How long the processes of a bot that exited by itself have to go with it (a sandbox's own, exiting). */
    private static final long DRAIN_NANOS = TimeUnit.MILLISECONDS.toNanos(500);

    /**
     * The live processes of the bot's group; after a clean exit, those still there once the ones
     * on their way out (the sandbox's, exiting after the bot) had a moment to go.
     */
    private Set<ProcessHandle> membersLeft(boolean clean) {
        long until = System.nanoTime() + (clean ? DRAIN_NANOS : 0);
        while (true) {
            Set<ProcessHandle> members = new java.util.LinkedHashSet<>();
            for (long member : cgroup.pids()) {
                if (!Readiness.exiting(member)) {
                    ProcessHandle.of(member).filter(ProcessHandle::isAlive).ifPresent(members::add);
                }
            }
            if (members.isEmpty() || System.nanoTime() - until >= 0) {
                return members;
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
    }

    /**
     * How many processes the bot had started that were still running after it exited by itself,
     * found and stopped by {@link #stop}.
     */
    @Override
    public StderrWords words() {
        return words;
    }

    @Override
    public int processesLeftBehind() {
        return leftBehind;
    }

    @Override
    public int processesEscaped() {
        return escaped;
    }

    @Override
    public void close() {
        stopListening();
        stopWatching();
        ProcessTree.stop(pid, 0);
        LIVE.remove(this);
        closeInput();
        treeTimes.close();
        releaseWhatWasMadeForIt();
    }

    private void stopWatching() {
        Watchdog watching = watchdog;
        if (watching != null) {
            watching.stop();
        }
    }

    @Override
    public LimitHit limitHit() {
        Watchdog watching = watchdog;
        return watching == null ? null : watching.hit();
    }

    /** What was made for the bot alone, once it is stopped: its temporary folder, its control group. */
    private void releaseWhatWasMadeForIt() {
        if (folder != null) {
            folder.removeIfTemporary();
        }
        deleteQuietly(sandboxOptions);
        if (cgroup != null) {
            cgroup.close();
        }
    }

    // ---------------------------------------------------------------- the scheduler's view

    /** How long a bot must stay idle, every thread asleep and no CPU used, to count as ready. */
    private static final long IDLE_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    /** The bot's processes: its control group's, or the process and its descendants. */
    private List<Long> processes() {
        if (cgroup != null) {
            Set<Long> pids = cgroup.pids();
            if (!pids.isEmpty()) {
                return List.copyOf(pids);
            }
        }
        return ProcessTree.descendants(pid);
    }

    @Override
    public boolean ready() {
        return readyByItsLook() && withinItsLimits();
    }

    /**
     * Looks at the bot's memory once more before it is taken as ready. The watchdog looks only
     * every {@value Watchdog#PERIOD_MS} ms: a bot that built a table over its limit while it
     * started up, then went idle, would otherwise get its first message before that look, and its
     * kill would land in the game. Over the limit, it is killed here and its exit awaited, so that
     * its game never begins.
     */
    private boolean withinItsLimits() {
        Watchdog watching = watchdog;
        if (watching != null && process.isAlive()) {
            watching.checkLimits();
            if (watching.verdict() != null) {
                try {
                    process.waitFor(EXIT_AFTER_KILL_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        return true;
    }

    /** How long a bot killed at its limit while starting up may take to exit. */
    private static final long EXIT_AFTER_KILL_SECONDS = 5;

    private boolean readyByItsLook() {
        if (!process.isAlive()) {
            return true; // its exit is on the queue: the game decides what it means
        }
        if (cgroup != null && cgroup.movesAfterStart()) {
            // Under v2 a process it forked before it was moved in is not in the group yet.
            cgroup.adopt(ProcessTree.descendants(pid));
        }
        Readiness.Sample sample = Readiness.look(processes());
        long now = System.nanoTime();
        Readiness.Sample previous = lastLook;
        long previousNanos = lastLookNanos;
        lastLook = sample;
        lastLookNanos = now;
        if (sample.readingInput()) {
            if (sample.threads() == 1) {
                // Its one thread waits for its first line: nothing else of it can still be starting.
                return true;
            }
            // Waiting for its first line, and done with its start-up work too: a virtual machine
            // blocked in its read may still be compiling on other threads, work that would
            // otherwise compete with its first move. A bot that keeps computing beside its read
            // is taken as ready after a while all the same.
            if (readingSince < 0) {
                readingSince = now;
            }
            boolean quiet =
                    previous != null && sample.cpuNanos() - previous.cpuNanos() <= (now - previousNanos) * QUIET_SHARE;
            return quiet || now - readingSince >= READING_NANOS;
        }
        readingSince = -1;
        if (idleFrom != null && sample.idleSince(idleFrom)) {
            return now - idleFromNanos >= IDLE_NANOS;
        }
        idleFrom = sample;
        idleFromNanos = now;
        return false;
    }

    /** The most CPU a bot waiting for its first line may use between two looks and count as done starting. */
    private static final double QUIET_SHARE = 0.1;

    /** How long a bot waiting for its first line but still computing beside it is waited for. */
    private static final long READING_NANOS = TimeUnit.SECONDS.toNanos(1);

    private Readiness.Sample lastLook;
    private long lastLookNanos;
    private long readingSince = -1;

    @Override
    public boolean lineOnItsWay() {
        return reader.lineOnItsWay();
    }

    @Override
    public boolean passingOn() {
        return reader.passingOn();
    }

    @Override
    public Boolean waitingForInput() {
        if (!process.isAlive()) {
            return null;
        }
        Readiness.Sample sample = Readiness.look(processes());
        return sample.threads() == 0 ? null : sample.readingInput() && sample.asleep();
    }

    @Override
    public CpuTimes times() {
        if (cgroup != null) {
            return cgroup.times();
        }
        return treeTimes.read();
    }

    @Override
    public boolean cpuTrusted() {
        return cgroup != null || held;
    }

    @Override
    public void thinking(boolean thinking) {
        if (cgroup != null) {
            cgroup.thinking(thinking);
        }
    }

    @Override
    public void awaitingTurn() {
        if (cgroup != null) {
            cgroup.awaitingTurn();
        }
    }

    @Override
    public void pinTo(int cpu) {
        if (cgroup != null) {
            cgroup.pinTo(cpu);
        }
    }

    /**
     * Why the CPU time of a bot started here could not be trusted, or empty when it can: a bot
     * neither in a control group nor in a PID namespace of its own (this machine allows neither
     * to this user, and the bot is not sandboxed) can start a process that leaves its tree, and
     * the time that process uses is then counted nowhere (see {@link TreeTimes}).
     */
    public static java.util.Optional<String> cpuUncounted(boolean sandboxed) {
        return cpuUncounted(sandboxed, BotCgroup.available(), PidNamespace.available());
    }

    static java.util.Optional<String> cpuUncounted(boolean sandboxed, boolean groups, boolean namespaces) {
        if (sandboxed || groups || namespaces) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of("the CPU time of a bot cannot be counted whole here: this user can make neither a"
                + " control group nor a PID namespace for it, so a process the bot starts and leaves behind would"
                + " use CPU time that nobody counts; use the wall clock, the sandbox (--sandbox), or run as a user"
                + " who may make control groups or user namespaces");
    }

    /** The bot's control group, or {@code null} where the machine gives none. */
    BotCgroup cgroup() {
        return cgroup;
    }

    // ---------------------------------------------------------------- starting

    /** The exit code of a process, once it has exited. */
    private static int waitFor(Process process) {
        while (true) {
            try {
                return process.waitFor();
            } catch (InterruptedException e) {
                // only the exit ends this wait
            }
        }
    }

    private static void checkExecutable(String command, Path workdir, String path) throws BotStartException {
        if (command.contains("/")) {
            Path file = workdir.resolve(command);
            if (!Files.exists(file)) {
                throw new BotStartException("command not found: " + command + " (looked in " + workdir + ")");
            }
            if (Files.isDirectory(file) || !Files.isExecutable(file)) {
                throw new BotStartException("not an executable file: " + file);
            }
        } else if (Programs.findOnPath(command, path).isEmpty()) {
            throw new BotStartException("command not found: " + command + " (not on PATH)");
        }
    }
}
