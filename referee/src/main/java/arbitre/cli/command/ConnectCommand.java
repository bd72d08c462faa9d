package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.process.BotProcess;
import arbitre.process.RelayPriority;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbitre connect}: plays a remote seat of a served tournament from this machine. The bot
 * runs here, unchanged; its lines go over one WebSocket, one protocol line per text frame
 * (docs/protocol.md, "Remote seats"). A lost connection is made again, and the referee sends
 * again what the bot has not seen; once the server says the tournament is over ({@code @OVER}), the
 * command ends.
 */
@Command(
        name = "connect",
        mixinStandardHelpOptions = true,
        description = {
            "Plays a remote seat of a served tournament from this machine: runs the bot here, its lines relayed"
                    + " over one WebSocket.",
            "COMMAND starts for each game, with the same standard input, output and ARBITRE_* variables as on the"
                    + " referee's machine ('arbitre tournament --serve' runs the server).",
            "Connects again by itself when the connection is lost; the referee sends again what the bot has not"
                    + " seen. Runs until the server says the tournament is over (exit code 0), until it refuses the"
                    + " token, until the server has not answered for --give-up-ms, or until interrupted (Ctrl-C).",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the tournament is over",
            "2:bad usage, or the server refused the name and token (HTTP 401)",
            "3:the server did not answer for --give-up-ms",
            "130:interrupted (Ctrl-C)"
        })
public final class ConnectCommand implements java.util.concurrent.Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** After END, how long the bot has to exit by itself before it is stopped. */
    private static final long END_GRACE_MS = 2_000;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "URL", description = "The server, as ws://HOST:PORT (or wss://).")
    private URI server;

    @Parameters(index = "1..*", paramLabel = "COMMAND", description = "The bot's command line, after --.")
    private List<String> command = new ArrayList<>();

    /** How long a server may say nothing, pings included, before its connection is taken as lost. */
    static final long SILENT_MS = 10_000;

    /** When the server was last heard from ({@link System#nanoTime()}). */
    private volatile long heardAt;

    @Option(names = "--name", required = true, paramLabel = "NAME", description = "The bot's name in the config.")
    private String name;

    @Option(
            names = "--token",
            paramLabel = "TOKEN",
            description = "The seat's token (default: the variable ARBITRE_TOKEN, which other users of this"
                    + " machine cannot read in the process list).")
    private String token;

    @Option(
            names = "--retry-ms",
            paramLabel = "MS",
            description = "The longest pause between two attempts to connect, in the first minute without the"
                    + " server; after it, 10 s or this, the longer (default: ${DEFAULT-VALUE}).")
    private long retryMs = 2_000;

    @Option(
            names = "--give-up-ms",
            paramLabel = "MS",
            description = "How long to keep trying to connect while the server does not answer (or refuses the"
                    + " connection), before giving up with exit code 3; 0: for ever (default: ${DEFAULT-VALUE},"
                    + " 30 minutes).")
    private long giveUpMs = 1_800_000;

    /** After {@link #SLOW_AFTER_MS} without the server, attempts to connect are {@link #SLOW_RETRY_MS} apart. */
    static final long SLOW_AFTER_MS = 60_000;

    static final long SLOW_RETRY_MS = 10_000;

    private final Object lock = new Object();
    /** The last frame given to the socket: the next goes out once it is written (the client takes one at a time). */
    private CompletableFuture<?> sending = CompletableFuture.completedFuture(null);

    private PrintWriter err;
    private WebSocket socket;
    private long game;
    private int seen;
    private Process bot;
    /** The bot of the last game, given its grace to exit after {@code @END}. */
    private Process ending;
    /** The games the server says were played on the seat, once it said the tournament is over; else -1. */
    private long overGames = -1;

    private final List<String> unsent = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        err = spec.commandLine().getErr();
        if (token == null) {
            token = System.getenv("ARBITRE_TOKEN");
        }
        if (token == null || token.isBlank()) {
            throw new UsageException("no token: give --token TOKEN or set ARBITRE_TOKEN");
        }
        if (command.isEmpty()) {
            throw new UsageException("no bot command: give it after --, e.g. -- python3 bot.py");
        }
        try {
            // A bundled bot (builtin:iddfs --level 3) runs as match and tournaments run it.
            command = new ArrayList<>(arbitre.process.Builtins.expand(command));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
        String scheme = server.getScheme();
        if (!"ws".equals(scheme) && !"wss".equals(scheme)) {
            throw new UsageException("the server is ws://HOST:PORT or wss://HOST:PORT, not " + server);
        }
        URI seat = server.resolve(arbitre.serve.SeatPath.of(name));
        // The client's own thread, which reads the socket, hands each frame to the bot itself: a
        // hand-off to another thread would wait for a CPU on every line, and a busy machine has none.
        HttpClient client = HttpClient.newBuilder()
                .executor(Runnable::run)
                .connectTimeout(Duration.ofSeconds(10))
                .build();
        Retries retries = new Retries();
        while (true) {
            CompletableFuture<Void> closed = new CompletableFuture<>();
            try {
                WebSocket ws = client.newWebSocketBuilder()
                        .header("Authorization", "Bearer " + token)
                        .connectTimeout(Duration.ofSeconds(10))
                        .buildAsync(seat, new Listener(closed))
                        .get();
                retries.reached();
                err.println("arbitre connect: " + name + " connected to " + server);
                err.flush();
                heardAt = System.nanoTime();
                opened(ws);
                awaitClosedOrSilent(ws, closed);
                long played;
                synchronized (lock) {
                    played = overGames;
                }
                if (played >= 0) {
                    finishBot();
                    err.println("arbitre connect: the tournament is over: " + name + " played " + played
                            + (played == 1 ? " game" : " games") + " on this seat; nothing more to do");
                    err.flush();
                    return ExitCode.OK;
                }
                retries.lost();
                err.println("arbitre connect: connection lost; connecting again");
                err.flush();
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                String trouble;
                if (cause instanceof WebSocketHandshakeException refused) {
                    int status = refused.getResponse().statusCode();
                    if (status == 401) {
                        err.println("arbitre connect: the server refused the name " + name
                                + " with this token (401): check both");
                        err.flush();
                        stopBot();
                        return ExitCode.USAGE;
                    }
                    trouble = "the server refused the connection (" + status
                            + (status == 409 ? ": the seat is in use by another connection" : "") + ")";
                } else {
                    trouble = "cannot reach " + server + " (" + cause + ")";
                }
                if (retries.givesUp()) {
                    err.println("arbitre connect: " + trouble + " for " + duration(giveUpMs)
                            + ": gave up; start it again once the tournament is served");
                    err.flush();
                    stopBot();
                    return ExitCode.ERROR;
                }
                retries.tell(trouble);
            } catch (InterruptedException e) {
                stopBot();
                return ExitCode.INTERRUPTED;
            }
            synchronized (lock) {
                socket = null;
            }
            Thread.sleep(retries.pause());
        }
    }

    /**
     * The attempts to connect while the server does not answer: pauses that double from 100 ms up to
     * {@code --retry-ms}, so that a connection lost during a game comes back within the move's time;
     * after {@link #SLOW_AFTER_MS} without an answer, every {@link #SLOW_RETRY_MS} at most; after
     * {@code --give-up-ms}, none. What went wrong is said once, then once a minute while it lasts.
     */
    private final class Retries {
        private long pause = 100;
        /** Since when no attempt reached the server (nanoseconds), or 0 while it answers. */
        private long failingSince;

        private long toldAt;
        private String told;

        void reached() {
            pause = 100;
            failingSince = 0;
            told = null;
        }

        /** The connection ended: the time without the server counts from now. */
        void lost() {
            failingSince = System.nanoTime();
        }

        private long failingMs() {
            if (failingSince == 0) {
                failingSince = System.nanoTime();
            }
            return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - failingSince);
        }

        boolean givesUp() {
            return giveUpMs > 0 && failingMs() >= giveUpMs;
        }

        void tell(String trouble) {
            long now = System.nanoTime();
            if (trouble.equals(told) && now - toldAt < TimeUnit.MINUTES.toNanos(1)) {
                return;
            }
            long failing = failingMs();
            err.println("arbitre connect: " + trouble + (told == null ? "" : " for " + duration(failing))
                    + "; trying again" + (failing >= SLOW_AFTER_MS ? " every " + duration(SLOW_RETRY_MS) : "")
                    + (giveUpMs > 0 ? ", for " + duration(giveUpMs) + " at most" : " until it answers")
                    + " (Ctrl-C to stop)");
            err.flush();
            told = trouble;
            toldAt = now;
        }

        long pause() {
            long cap = failingMs() >= SLOW_AFTER_MS ? Math.max(retryMs, SLOW_RETRY_MS) : retryMs;
            long now = Math.min(cap, pause);
            pause = Math.min(cap, pause * 2);
            return now;
        }
    }

    /** A time for a person: whole seconds under a minute, whole minutes above. */
    static String duration(long ms) {
        return ms < 60_000 ? Math.max(1, ms / 1000) + " s" : ms / 60_000 + " min";
    }

    /** A connection is up: says where the bot is in its game, then sends what it wrote meanwhile. */
    /**
     * Waits for the connection to close; a server silent for {@value #SILENT_MS} ms (it pings every
     * 2 s) is gone without a word, as a connection whose end never reached this side (a network
     * that dropped, a server stopped without closing its sockets), and the connection is dropped.
     */
    private void awaitClosedOrSilent(WebSocket ws, CompletableFuture<Void> closed)
            throws InterruptedException, ExecutionException {
        while (true) {
            try {
                closed.get(1, TimeUnit.SECONDS);
                return;
            } catch (java.util.concurrent.TimeoutException stillOpen) {
                if (System.nanoTime() - heardAt > TimeUnit.MILLISECONDS.toNanos(SILENT_MS)) {
                    ws.abort();
                    return;
                }
            }
        }
    }

    private void opened(WebSocket ws) {
        synchronized (lock) {
            socket = ws;
            sending = CompletableFuture.completedFuture(null);
            send(ws, "@HELLO " + game + " " + seen);
            for (String line : unsent) {
                send(ws, line);
            }
            unsent.clear();
        }
    }

    /**
     * Sends a frame (the lock held), in order with the others: on this thread when the frame before
     * it is written, which is nearly always, else as soon as it is (the client takes one at a time).
     * A frame not written within 10 seconds ends the connection.
     */
    private void send(WebSocket ws, String text) {
        if (sending.isDone()) {
            sending = write(ws, text);
        } else {
            sending = sending.handle((done, failed) -> null).thenCompose(done -> write(ws, text));
        }
    }

    private static CompletableFuture<?> write(WebSocket ws, String text) {
        CompletableFuture<?> written;
        try {
            written = ws.sendText(text, true).orTimeout(10, TimeUnit.SECONDS);
        } catch (RuntimeException e) {
            written = CompletableFuture.failedFuture(e);
        }
        return written.whenComplete((done, failed) -> {
            if (failed != null) {
                ws.abort();
            }
        });
    }

    /** A line of the bot's: sent now, or when the connection is back. */
    private void fromBot(long itsGame, String line) {
        synchronized (lock) {
            if (itsGame != game) {
                return;
            }
            if (socket != null) {
                send(socket, line);
            } else {
                unsent.add(line);
            }
        }
    }

    private void frame(WebSocket ws, String text) {
        synchronized (lock) {
            if (text.startsWith("@GAME ")) {
                String[] words = text.split(" ", 3);
                long id = Long.parseLong(words[1]);
                if (id == game && bot != null) {
                    return;
                }
                stopBot();
                game = id;
                seen = 0;
                unsent.clear();
                try {
                    JsonNode variables = JSON.readTree(words.length > 2 ? words[2] : "{}");
                    startBot(id, variables);
                    announceReady(id, bot, variables.path("ARBITRE_STARTUP_MS").asLong(10_000));
                } catch (IOException e) {
                    err.println("arbitre connect: cannot start " + String.join(" ", command) + ": " + e.getMessage());
                    err.flush();
                }
            } else if (text.startsWith("@END")) {
                endBot();
            } else if (text.startsWith("@OVER")) {
                String[] words = text.split(" ");
                try {
                    overGames = words.length > 1 ? Math.max(0, Long.parseLong(words[1])) : 0;
                } catch (NumberFormatException e) {
                    overGames = 0;
                }
            } else if (!text.startsWith("@")) {
                seen++;
                if (bot != null) {
                    try {
                        OutputStream in = bot.getOutputStream();
                        in.write((text + "\n").getBytes(StandardCharsets.UTF_8));
                        in.flush();
                    } catch (IOException e) {
                        // the bot no longer reads: the referee will see it stop answering
                    }
                }
            }
        }
    }

    private void startBot(long id, JsonNode variables) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command);
        Map<String, String> env = builder.environment();
        env.remove("ARBITRE_TOKEN");
        for (Iterator<Map.Entry<String, JsonNode>> it = variables.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            env.put(e.getKey(), e.getValue().asText());
        }
        builder.redirectError(ProcessBuilder.Redirect.INHERIT);
        Process started = builder.start();
        bot = started;
        Thread reader = new Thread(
                () -> {
                    RelayPriority.raiseThisThread();
                    try (BufferedReader out = new BufferedReader(
                            new InputStreamReader(started.getInputStream(), StandardCharsets.UTF_8))) {
                        String line;
                        while ((line = out.readLine()) != null) {
                            // An over-long line is cut just past the cap: the referee refuses it as such.
                            fromBot(
                                    id,
                                    line.length() > BotProcess.LINE_CAP
                                            ? line.substring(0, BotProcess.LINE_CAP + 1)
                                            : line);
                        }
                    } catch (IOException e) {
                        // the bot is gone
                    }
                },
                "arbitre-connect-bot");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Says {@code @READY} once the bot waits for its first line, as the referee judges its own
     * bots; where the system does not tell, after a second. The referee's start-up limit counts
     * until then, not the bot's first move.
     */
    private void announceReady(long id, Process program, long startupMs) {
        Thread watch = new Thread(
                () -> {
                    long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(startupMs);
                    try {
                        if (arbitre.process.ProgramReadiness.knowable()) {
                            arbitre.process.ProgramReadiness look =
                                    new arbitre.process.ProgramReadiness(program.toHandle());
                            long pause = 1;
                            while (!look.ready() && program.isAlive() && System.nanoTime() - until < 0) {
                                Thread.sleep(pause);
                                pause = Math.min(8, pause * 2);
                            }
                        } else {
                            Thread.sleep(Math.min(1_000, startupMs / 2));
                        }
                    } catch (InterruptedException e) {
                        return;
                    }
                    synchronized (lock) {
                        if (game == id && socket != null) {
                            send(socket, "@READY " + id);
                        }
                    }
                },
                "arbitre-connect-ready");
        watch.setDaemon(true);
        watch.start();
    }

    /** The game is over: the bot's input is closed; it has a grace to exit, then it is stopped. */
    private void endBot() {
        Process ending = bot;
        bot = null;
        if (ending == null) {
            return;
        }
        this.ending = ending;
        try {
            ending.getOutputStream().close();
        } catch (IOException e) {
            // gone already
        }
        Thread stopper = new Thread(
                () -> {
                    try {
                        if (!ending.waitFor(END_GRACE_MS, TimeUnit.MILLISECONDS)) {
                            ending.descendants().forEach(ProcessHandle::destroyForcibly);
                            ending.destroyForcibly();
                        }
                    } catch (InterruptedException e) {
                        ending.destroyForcibly();
                    }
                },
                "arbitre-connect-stop");
        stopper.setDaemon(true);
        stopper.start();
    }

    /**
     * Nothing more to play: the last bot's grace runs out here, before the command exits, and a
     * bot still running is stopped.
     */
    private void finishBot() throws InterruptedException {
        Process last;
        synchronized (lock) {
            stopBot();
            last = ending;
        }
        if (last != null && !last.waitFor(END_GRACE_MS, TimeUnit.MILLISECONDS)) {
            last.descendants().forEach(ProcessHandle::destroyForcibly);
            last.destroyForcibly();
        }
    }

    private void stopBot() {
        Process running = bot;
        bot = null;
        if (running != null) {
            running.descendants().forEach(ProcessHandle::destroyForcibly);
            running.destroyForcibly();
        }
    }

    /** Reads whole text messages (a long one may come in parts). */
    private final class Listener implements WebSocket.Listener {
        private final CompletableFuture<Void> closed;
        private final StringBuilder partial = new StringBuilder();

        Listener(CompletableFuture<Void> closed) {
            this.closed = closed;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            heardAt = System.nanoTime();
            // The thread that reads the socket relays each request to the bot: it should not wait for a CPU.
            RelayPriority.raiseThisThread();
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                frame(ws, text);
            }
            ws.request(1);
            return null;
        }

        /** The server pings as a game begins, before its first request: the reading thread is raised then. */
        @Override
        public CompletionStage<?> onPing(WebSocket ws, java.nio.ByteBuffer message) {
            heardAt = System.nanoTime();
            RelayPriority.raiseThisThread();
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
            closed.complete(null);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            closed.complete(null);
        }
    }
}
