package arbitre.process;

import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
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
import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecutor;
import org.apache.commons.exec.ExecuteException;
import org.apache.commons.exec.ExecuteResultHandler;
import org.apache.commons.exec.ExecuteStreamHandler;
import org.apache.commons.exec.environment.EnvironmentUtils;

/**
 * One running bot: a process started with Apache Commons Exec, a thread reading its standard
 * output into lines ({@link LineReader}), a thread draining its standard error into a file
 * ({@link StderrSink}), and its standard input for the referee's messages.
 *
 * <p>Commons Exec's own stream pumping neither flushes nor answers requests, so this class keeps
 * the raw streams of the process and gives Commons Exec a handler that leaves them alone. The command is never run through a shell:
 * its words reach the bot as they are. Where {@code setsid} is available the bot starts as the
 * leader of a new session, so that {@link ProcessTree} can find and stop every process it started.
 *
 * <p>Every live bot is registered so that a shutdown hook stops them all when the referee itself
 * is interrupted.
 */
public final class BotProcess implements AutoCloseable {
    /** The longest line a bot may write, in bytes; a move is a few characters. */
    public static final int LINE_CAP = 4096;

    private static final Set<BotProcess> LIVE = ConcurrentHashMap.newKeySet();
    private static final String SETSID = findOnPath("setsid", System.getenv("PATH")).orElse(null);
    private static final String TASKSET = findOnPath("taskset", System.getenv("PATH")).orElse(null);

    private static volatile boolean stoppingAll;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            // Set before any bot is stopped: a referee that sees its bot die can then tell a crash
            // from its own shutdown.
            stoppingAll = true;
            for (BotProcess bot : LIVE) {
                ProcessTree.stop(bot.pid, 200);
            }
        }, "arbitre-stop-bots"));
    }

    /** Whether the JVM is shutting down (Ctrl-C, SIGTERM) and every bot is being stopped. */
    public static boolean stoppingAll() {
        return stoppingAll;
    }

    private final int player;
    private final long pid;
    private final OutputStream stdin;
    private final LineReader reader;
    private final Thread readerThread;
    private final Thread stderrThread;
    private final CompletableFuture<Integer> exit;
    private final List<String> argv;
    private volatile int leftBehind;

    private BotProcess(int player, long pid, List<String> argv, OutputStream stdin, LineReader reader,
            Thread readerThread, Thread stderrThread, CompletableFuture<Integer> exit) {
        this.player = player;
        this.pid = pid;
        this.argv = argv;
        this.stdin = stdin;
        this.reader = reader;
        this.readerThread = readerThread;
        this.stderrThread = stderrThread;
        this.exit = exit;
    }

    /**
     * Starts a bot.
     *
     * @param spec the bot; a {@code builtin:} command is expanded first
     * @param player 1 or 2, the tag of its events
     * @param hints environment variables the referee adds (the {@code ARBITRE_*} hints)
     * @param stderrFile where its standard error goes ({@code null}: dropped)
     * @param stderrCap the most bytes of standard error kept
     * @param events the queue its output goes to
     * @throws BotStartException when the command is not found, not executable or fails to start
     */
    public static BotProcess start(BotSpec spec, int player, Map<String, String> hints, Path stderrFile,
            long stderrCap, BlockingQueue<BotEvent> events) throws BotStartException {
        return start(spec, player, hints, stderrFile, stderrCap, events, null);
    }

    /**
     * Starts a bot, in a sandbox when one is given ({@link Sandbox}: the command line is wrapped,
     * nothing else changes).
     *
     * @param sandbox the sandbox's limits, or {@code null} to run the bot as it is
     * @throws BotStartException as above, or when the sandbox's tools are missing
     */
    public static BotProcess start(BotSpec spec, int player, Map<String, String> hints, Path stderrFile,
            long stderrCap, BlockingQueue<BotEvent> events, SandboxSpec sandbox) throws BotStartException {
        return start(spec, player, hints, stderrFile, stderrCap, events, sandbox, null);
    }

    /**
     * Starts a bot, in a sandbox or not, and on one CPU or any.
     *
     * @param cpu the CPU the bot and every process it starts are bound to ({@code taskset}), or
     *     {@code null} for any; ignored where {@code taskset} is missing
     */
    public static BotProcess start(BotSpec spec, int player, Map<String, String> hints, Path stderrFile,
            long stderrCap, BlockingQueue<BotEvent> events, SandboxSpec sandbox, Integer cpu)
            throws BotStartException {
        List<String> argv;
        try {
            argv = Builtins.expand(spec.words());
        } catch (IllegalArgumentException e) {
            throw new BotStartException(e.getMessage(), e);
        }
        Path workdir = spec.workdir() == null ? Path.of("").toAbsolutePath() : spec.workdir().toAbsolutePath();
        if (!Files.isDirectory(workdir)) {
            throw new BotStartException("working directory not found: " + workdir);
        }
        Map<String, String> env;
        try {
            env = new HashMap<>(EnvironmentUtils.getProcEnvironment());
        } catch (IOException e) {
            throw new BotStartException("cannot read the environment: " + e.getMessage(), e);
        }
        env.putAll(spec.env());
        env.putAll(hints);
        checkExecutable(argv.get(0), workdir, env.get("PATH"));

        List<String> launched = new ArrayList<>();
        if (cpu != null && TASKSET != null) {
            launched.addAll(List.of(TASKSET, "-c", Integer.toString(cpu)));
        }
        if (SETSID != null) {
            launched.add(SETSID);
        }
        if (sandbox == null) {
            launched.addAll(argv);
        } else {
            String missing = Sandbox.unavailable().orElse(null);
            if (missing != null) {
                throw new BotStartException(missing);
            }
            launched.addAll(Sandbox.command(sandbox, argv, workdir));
        }
        CommandLine commandLine = new CommandLine(launched.get(0));
        for (String word : launched.subList(1, launched.size())) {
            commandLine.addArgument(word, false);
        }

        CompletableFuture<Process> launchedProcess = new CompletableFuture<>();
        CompletableFuture<Integer> exit = new CompletableFuture<>();
        DefaultExecutor executor = new CapturingExecutor(launchedProcess);
        executor.setStreamHandler(new IgnoreStreams());
        executor.setWorkingDirectory(workdir.toFile());
        executor.setExitValues(null);
        try {
            executor.execute(commandLine, env, new ExecuteResultHandler() {
                @Override
                public void onProcessComplete(int exitValue) {
                    exit.complete(exitValue);
                }

                @Override
                public void onProcessFailed(ExecuteException e) {
                    exit.complete(e.getExitValue());
                }
            });
            Process process = launchedProcess.get(10, TimeUnit.SECONDS);
            LineReader reader = new LineReader(player, process.getInputStream(), events, LINE_CAP);
            Thread readerThread = daemon(reader, "bot" + player + "-stdout");
            Thread stderrThread = daemon(new StderrSink(process.getErrorStream(), stderrFile, stderrCap),
                    "bot" + player + "-stderr");
            BotProcess bot = new BotProcess(player, process.pid(), argv, process.getOutputStream(), reader,
                    readerThread, stderrThread, exit);
            LIVE.add(bot);
            exit.whenComplete((code, failure) -> bot.afterExit(code == null ? -1 : code, events));
            readerThread.start();
            stderrThread.start();
            return bot;
        } catch (IOException | ExecutionException | TimeoutException e) {
            Throwable cause = e instanceof ExecutionException ? e.getCause() : e;
            throw new BotStartException("cannot start " + argv.get(0) + ": " + cause.getMessage(), cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BotStartException("interrupted while starting " + argv.get(0), e);
        }
    }

    /** After the exit, give the reader a moment to pass on the last lines, then report the exit. */
    private void afterExit(int code, BlockingQueue<BotEvent> events) {
        LIVE.remove(this);
        try {
            readerThread.join(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        events.add(new BotEvent.Exited(player, code, System.nanoTime()));
    }

    /** Writes one line and flushes it. */
    public void send(String line) throws IOException {
        stdin.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
        stdin.flush();
    }

    /** Closes the bot's standard input; errors are ignored (the bot may be gone). */
    public void closeInput() {
        try {
            stdin.close();
        } catch (IOException ignored) {
            // nothing to close any more
        }
    }

    /** From now on the bot's output is read and dropped. */
    public void stopListening() {
        reader.stopListening();
    }

    public long pid() {
        return pid;
    }

    /** The command that was run, {@code builtin:} bots expanded. */
    public List<String> argv() {
        return argv;
    }

    public boolean isAlive() {
        return !exit.isDone();
    }

    /** The exit code, once the process has exited. */
    public Integer exitCode() {
        return exit.getNow(null);
    }

    /**
     * Waits up to {@code graceMs} for the bot to exit by itself, then stops it and every process
     * it started (SIGTERM, then SIGKILL after {@code termGraceMs}).
     *
     * @return whether the bot exited by itself within the grace
     */
    public boolean stop(long graceMs, long termGraceMs) {
        boolean clean = true;
        try {
            exit.get(graceMs, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            clean = false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            clean = false;
        }
        // Only a bot that exited by itself can have left something behind; a stopped bot's children go with it.
        leftBehind = clean ? (int) ProcessTree.snapshot(pid).stream().filter(p -> p.pid() != pid).count() : 0;
        ProcessTree.stop(pid, termGraceMs);
        LIVE.remove(this);
        closeInput();
        try {
            stderrThread.join(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return clean;
    }

    /**
     * How many processes the bot had started that were still running after it exited by itself,
     * found and stopped by {@link #stop}.
     */
    public int processesLeftBehind() {
        return leftBehind;
    }

    @Override
    public void close() {
        stopListening();
        ProcessTree.stop(pid, 0);
        LIVE.remove(this);
        closeInput();
    }

    // ---------------------------------------------------------------- starting

    private static void checkExecutable(String command, Path workdir, String path) throws BotStartException {
        if (command.contains("/")) {
            Path file = workdir.resolve(command);
            if (!Files.exists(file)) {
                throw new BotStartException("command not found: " + command + " (looked in " + workdir + ")");
            }
            if (Files.isDirectory(file) || !Files.isExecutable(file)) {
                throw new BotStartException("not an executable file: " + file);
            }
        } else if (findOnPath(command, path).isEmpty()) {
            throw new BotStartException("command not found: " + command + " (not on PATH)");
        }
    }

    static java.util.Optional<String> findOnPath(String command, String path) {
        if (path == null) {
            return java.util.Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path file = Path.of(dir.isEmpty() ? "." : dir, command);
            if (Files.isRegularFile(file) && Files.isExecutable(file)) {
                return java.util.Optional.of(file.toString());
            }
        }
        return java.util.Optional.empty();
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }

    /** Leaves the process's streams to the bot's own threads: no pumping, no closing. */
    private static final class IgnoreStreams implements ExecuteStreamHandler {
        @Override
        public void setProcessInputStream(OutputStream os) {
            // the bot writes to the process directly
        }

        @Override
        public void setProcessOutputStream(InputStream is) {
            // read by LineReader
        }

        @Override
        public void setProcessErrorStream(InputStream is) {
            // read by StderrSink
        }

        @Override
        public void start() {
            // nothing to pump
        }

        @Override
        public void stop() {
            // nothing to stop
        }
    }

    /**
     * A view of the launched process for Commons Exec, which closes the streams of the process
     * it waited for as soon as it exits: the view's streams ignore that close, so that the last
     * lines a bot wrote before exiting are still read by its own threads from the real streams.
     */
    private static final class DetachedStreamsProcess extends Process {
        private final Process real;

        DetachedStreamsProcess(Process real) {
            this.real = real;
        }

        @Override
        public OutputStream getOutputStream() {
            return OutputStream.nullOutputStream();
        }

        @Override
        public InputStream getInputStream() {
            return InputStream.nullInputStream();
        }

        @Override
        public InputStream getErrorStream() {
            return InputStream.nullInputStream();
        }

        @Override
        public int waitFor() throws InterruptedException {
            return real.waitFor();
        }

        @Override
        public int exitValue() {
            return real.exitValue();
        }

        @Override
        public void destroy() {
            real.destroy();
        }

        @Override
        public boolean isAlive() {
            return real.isAlive();
        }

        @Override
        public long pid() {
            return real.pid();
        }
    }

    /** Hands out the {@link Process} it launches, for its pid. */
    private static final class CapturingExecutor extends DefaultExecutor {
        private final CompletableFuture<Process> launched;

        CapturingExecutor(CompletableFuture<Process> launched) {
            this.launched = launched;
        }

        @Override
        protected Process launch(CommandLine command, Map<String, String> env, File dir) throws IOException {
            return handOut(() -> super.launch(command, env, dir));
        }

        @Override
        protected Process launch(CommandLine command, Map<String, String> env, Path dir) throws IOException {
            return handOut(() -> super.launch(command, env, dir));
        }

        private Process handOut(Launch launch) throws IOException {
            try {
                Process process = launch.run();
                launched.complete(process);
                return new DetachedStreamsProcess(process);
            } catch (IOException | RuntimeException e) {
                launched.completeExceptionally(e);
                throw e;
            }
        }

        private interface Launch {
            Process run() throws IOException;
        }
    }
}
