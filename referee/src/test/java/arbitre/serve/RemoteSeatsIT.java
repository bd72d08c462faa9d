package arbitre.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.BotProcess;
import arbitre.process.CommandWords;
import arbitre.replay.LogVerifier;
import arbitre.report.Chromium;
import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A served tournament with remote seats, all real processes on the loopback: the referee with
 * {@code --serve}, bridges ({@code arbitre connect}) in processes of their own, and hostile clients.
 */
@Timeout(value = 6, unit = TimeUnit.MINUTES)
class RemoteSeatsIT {
    private static final String ALICE_TOKEN = "alice-token-0123456789";

    @TempDir
    Path dir;

    private final List<Process> started = new ArrayList<>();

    @AfterEach
    void stopEverything() throws InterruptedException {
        for (Process p : started) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private Process arbitre(String logName, String... args) throws IOException {
        String jar = System.getProperty("arbitre.jar");
        assertThat(jar).as("system property arbitre.jar (set by the build)").isNotNull();
        List<String> command = new ArrayList<>(List.of(TestBots.javaBin(), "-jar", jar));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectOutput(dir.resolve(logName + ".out").toFile())
                .redirectError(dir.resolve(logName + ".err").toFile())
                .start();
        started.add(process);
        return process;
    }

    private Path config(Map<String, Object> fields, List<Map<String, Object>> bots) throws IOException {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("name", "room");
        config.put("output", "out");
        config.putAll(fields);
        config.put("bots", bots);
        Path file = dir.resolve("room.json");
        new ObjectMapper().writeValue(file.toFile(), config);
        return file;
    }

    private static Map<String, Object> remote(String name, String token) {
        Map<String, Object> bot = new LinkedHashMap<>(Map.of("name", name, "remote", true));
        if (token != null) {
            bot.put("token", token);
        }
        return bot;
    }

    private static Map<String, Object> local(String name, String command) {
        return Map.of("name", name, "command", command);
    }

    private String err(String logName) throws IOException {
        return Files.readString(dir.resolve(logName + ".err"), StandardCharsets.UTF_8);
    }

    private static void await(String what, long seconds, java.util.function.BooleanSupplier condition)
            throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime() - until)
                    .as("waited " + seconds + " s for " + what)
                    .isNegative();
            Thread.sleep(100);
        }
    }

    private String tokenOf(String name) throws IOException {
        return Tokens.read(dir.resolve("out")).get(name);
    }

    private List<Path> logs() throws IOException {
        Path matches = dir.resolve("out/matches");
        if (!Files.isDirectory(matches)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(matches)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        }
    }

    /** The games counted in the standings written so far (0 before the first). */
    private int gamesInStandings() {
        try {
            return new ObjectMapper()
                    .readTree(dir.resolve("out/standings.json").toFile())
                    .path("games")
                    .asInt();
        } catch (IOException e) {
            return 0; // not written yet, or being replaced
        }
    }

    /** The games counted in the standings the live page has now (0 before the first, or when it cannot be read). */
    private static int gamesOnThePage(int port) {
        try {
            String script = HttpClient.newHttpClient()
                    .send(
                            java.net.http.HttpRequest.newBuilder(
                                            URI.create("http://127.0.0.1:" + port + "/snapshot.js"))
                                    .build(),
                            java.net.http.HttpResponse.BodyHandlers.ofString())
                    .body();
            String json = script.substring(script.indexOf('{'), script.lastIndexOf('}') + 1);
            return new ObjectMapper()
                    .readTree(json)
                    .path("standings")
                    .path("standings")
                    .path("games")
                    .asInt();
        } catch (IOException | RuntimeException e) {
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    /** The text of the first element with this id in a dumped DOM. */
    private static String section(String dom, String open, String close) {
        int from = dom.indexOf(open);
        int to = dom.indexOf(close, from + 1);
        return from < 0 || to < 0 ? "" : dom.substring(from, to);
    }

    @Test
    void tournament_twoRemoteSeatsThroughBridges_completesVerified_andTheLivePageFollowsIt() throws Exception {
        int port = freePort();
        Path file = config(
                // Instant bots: room for a loaded machine's relays, not for thinking.
                Map.of("moveMs", 3000, "concurrency", 2, "remoteConnectMs", 60000, "gamesPerPair", 4),
                List.of(
                        remote("alice", ALICE_TOKEN),
                        remote("bob", null),
                        local("carol", TestBots.command("delay", "20")),
                        local("dave", TestBots.command("delay", "20"))));
        Process tournament =
                arbitre("tournament", "tournament", file.toString(), "--serve", "127.0.0.1:" + port, "--no-sandbox");
        await("tokens.txt", 60, () -> Files.exists(dir.resolve("out/tokens.txt")));
        assertThat(Files.getPosixFilePermissions(dir.resolve("out/tokens.txt")))
                .containsExactlyInAnyOrder(
                        java.nio.file.attribute.PosixFilePermission.OWNER_READ,
                        java.nio.file.attribute.PosixFilePermission.OWNER_WRITE);
        String bobToken = tokenOf("bob");
        assertThat(tokenOf("alice")).isEqualTo(ALICE_TOKEN);
        assertThat(bobToken).hasSizeGreaterThanOrEqualTo(16);
        List<String> bot = CommandWords.split(TestBots.command("delay", "20"));
        List<String> alice = new ArrayList<>(
                List.of("connect", "ws://127.0.0.1:" + port, "--name", "alice", "--token", ALICE_TOKEN, "--"));
        alice.addAll(bot);
        List<String> bob = new ArrayList<>(
                List.of("connect", "ws://127.0.0.1:" + port, "--name", "bob", "--token", bobToken, "--"));
        bob.addAll(bot);
        arbitre("alice", alice.toArray(String[]::new));
        arbitre("bob", bob.toArray(String[]::new));

        // The live page, read twice in a browser while the tournament plays: a board and the standings change.
        String url = "http://127.0.0.1:" + port + "/";
        await("a first game in the standings", 120, () -> gamesInStandings() >= 1);
        // Pushed: the events of one open stream carry a game's moves as they are played.
        assertThat(pliesPushed(port, 30)).as("plies pushed of one game").hasSizeGreaterThanOrEqualTo(2);
        int counted = gamesOnThePage(port);
        String first = Chromium.domAtLoad(dir, url);
        await("another game in the live standings", 120, () -> gamesOnThePage(port) > counted || !tournament.isAlive());
        String second = tournament.isAlive() ? Chromium.domAtLoad(dir, url) : "";
        assertThat(first).contains("id=\"standings\"").contains("alice").contains("<svg class=\"board drawn\"");
        assertThat(second)
                .as("the page read a second time, while the tournament still played")
                .isNotEmpty();
        assertThat(section(second, "<tbody>", "</tbody>"))
                .as("the standings")
                .isNotEqualTo(section(first, "<tbody>", "</tbody>"));
        assertThat(section(second, "id=\"games\"", "id=\"recent\""))
                .as("the games in play")
                .contains("class=\"board drawn\"")
                .isNotEqualTo(section(first, "id=\"games\"", "id=\"recent\""));

        assertThat(tournament.waitFor(240, TimeUnit.SECONDS))
                .as("the tournament ends")
                .isTrue();
        assertThat(tournament.exitValue()).as(err("tournament")).isZero();
        List<Path> logs = logs();
        assertThat(logs).hasSize(24);
        for (Path path : logs) {
            MatchLog log = MatchLogs.read(path);
            assertThat(LogVerifier.verify(log)).as(path.toString()).isEmpty();
            assertThat(log.result().forfeit())
                    .as(path + ": " + log.result().detail())
                    .isNull();
            for (MatchLog.Move move : log.moves()) {
                String mover = move.player() == 1
                        ? log.players().get(0).name()
                        : log.players().get(1).name();
                boolean remote = mover.equals("alice") || mover.equals("bob");
                assertThat(move.rttMs() != null)
                        .as(path + " ply " + move.ply() + " by " + mover + ": rttMs")
                        .isEqualTo(remote);
            }
        }
        assertThat(err("tournament")).doesNotContain(ALICE_TOKEN).doesNotContain(bobToken);
        assertThat(Files.readString(dir.resolve("out/report.html"))).doesNotContain(ALICE_TOKEN);
    }

    @Test
    void bridges_namesWithASpaceOrUrlCharacters_playEveryGame_andStopWhenTheTournamentIsOver() throws Exception {
        int port = freePort();
        String jean = "Jean Dupont";
        String rd = "R&D/2 #1? 100%";
        Path file = config(
                Map.of("moveMs", 3000, "concurrency", 2, "remoteConnectMs", 60000, "gamesPerPair", 2),
                List.of(remote(jean, ALICE_TOKEN), remote(rd, null), local("carol", TestBots.command("delay", "20"))));
        Process tournament =
                arbitre("tournament", "tournament", file.toString(), "--serve", "127.0.0.1:" + port, "--no-sandbox");
        await("tokens.txt", 60, () -> Files.exists(dir.resolve("out/tokens.txt")));
        List<Process> bridges = new ArrayList<>();
        for (String name : List.of(jean, rd)) {
            List<String> args = new ArrayList<>(
                    List.of("connect", "ws://127.0.0.1:" + port, "--name", name, "--token", tokenOf(name), "--"));
            // A player's own bot, and a bundled one, as `match` takes it.
            args.addAll(
                    name.equals(jean)
                            ? CommandWords.split(TestBots.command("delay", "20"))
                            : List.of("builtin:random", "--seed", "3"));
            bridges.add(arbitre("bridge-" + bridges.size(), args.toArray(String[]::new)));
        }

        assertThat(tournament.waitFor(240, TimeUnit.SECONDS))
                .as("the tournament ends")
                .isTrue();
        assertThat(tournament.exitValue()).as(err("tournament")).isZero();
        assertThat(logs()).hasSize(6);
        for (Path path : logs()) {
            assertThat(MatchLogs.read(path).result().forfeit())
                    .as(path.toString())
                    .isNull();
        }
        for (int i = 0; i < bridges.size(); i++) {
            String name = i == 0 ? jean : rd;
            assertThat(bridges.get(i).waitFor(30, TimeUnit.SECONDS))
                    .as(name + "'s bridge stops: " + err("bridge-" + i))
                    .isTrue();
            assertThat(bridges.get(i).exitValue()).as(err("bridge-" + i)).isZero();
            assertThat(err("bridge-" + i))
                    .contains("the tournament is over: " + name + " played 4 games on this seat")
                    .doesNotContain("cannot reach");
        }
    }

    @Test
    void tournament_twoRemoteOneThroughA200msProxy_twoLocal_completesVerifiedWithTheRoundTripsLogged()
            throws Exception {
        // Short games: every match starts 16 plies before the end of a game played first.
        Process seed = arbitre(
                "seed",
                "match",
                "--p1",
                "builtin:greedy --seed 3",
                "--p2",
                "builtin:random --seed 4",
                "--log",
                dir.resolve("seed.json").toString(),
                "--no-sandbox");
        assertThat(seed.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(seed.exitValue()).as(err("seed")).isZero();
        int from = Math.max(0, MatchLogs.read(dir.resolve("seed.json")).result().plies() - 16);
        int port = freePort();
        // Instant bots: the limit only needs room for a loaded machine's relays (two JVMs and a
        // Python bot each way), not for thinking.
        Map<String, Object> fields = new LinkedHashMap<>(
                Map.of("moveMs", 3000, "concurrency", 2, "remoteConnectMs", 60000, "gamesPerPair", 2));
        fields.put("start", Map.of("log", "seed.json", "ply", from));
        Path file = config(
                fields,
                List.of(
                        remote("alice", ALICE_TOKEN),
                        remote("bob", "bob-token-9876543210"),
                        local("carol", "builtin:random"),
                        local("dave", "builtin:greedy")));
        Process tournament =
                arbitre("tournament", "tournament", file.toString(), "--serve", "127.0.0.1:" + port, "--no-sandbox");
        await("the server", 60, () -> {
            try {
                return err("tournament").contains("live page:");
            } catch (IOException e) {
                return false;
            }
        });
        String example = Path.of("..", "bots", "examples", "python", "bot.py")
                .toAbsolutePath()
                .normalize()
                .toString();
        try (arbitre.bench.DelayProxy proxy = new arbitre.bench.DelayProxy(port, 200)) {
            arbitre(
                    "alice",
                    bridge(port, "alice", ALICE_TOKEN, "python3", example).toArray(String[]::new));
            arbitre(
                    "bob",
                    bridge(proxy.port(), "bob", "bob-token-9876543210", "python3", example)
                            .toArray(String[]::new));
            assertThat(tournament.waitFor(180, TimeUnit.SECONDS))
                    .as("the tournament ends")
                    .isTrue();
        }
        assertThat(tournament.exitValue()).as(err("tournament")).isZero();
        List<Path> logs = logs();
        assertThat(logs).hasSize(12);
        long bobsSlowest = 0;
        for (Path path : logs) {
            MatchLog log = MatchLogs.read(path);
            assertThat(LogVerifier.verify(log)).as(path.toString()).isEmpty();
            assertThat(log.result().forfeit())
                    .as(path + ": " + log.result().detail())
                    .isNull();
            for (MatchLog.Move move : log.moves()) {
                if (move.ply() <= from) {
                    continue; // the plies of the game it starts from
                }
                String mover = log.players().get(move.player() - 1).name();
                boolean remote = mover.equals("alice") || mover.equals("bob");
                assertThat(move.rttMs() != null)
                        .as(path + " ply " + move.ply() + " by " + mover + ": rttMs")
                        .isEqualTo(remote);
                if (mover.equals("bob")) {
                    bobsSlowest = Math.max(bobsSlowest, move.rttMs());
                }
            }
        }
        assertThat(bobsSlowest).as("bob's round trip through the proxy, in ms").isGreaterThanOrEqualTo(400);
    }

    /** The plies of the first game seen on the live events, as they come, for up to {@code seconds}. */
    private static List<Integer> pliesPushed(int port, int seconds) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        java.net.http.HttpResponse<Stream<String>> response = client.send(
                java.net.http.HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/events"))
                        .build(),
                java.net.http.HttpResponse.BodyHandlers.ofLines());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/event-stream"));
        List<Integer> plies = new java.util.concurrent.CopyOnWriteArrayList<>();
        ObjectMapper json = new ObjectMapper();
        Thread reader = new Thread(() -> {
            String game = null;
            for (java.util.Iterator<String> lines = response.body().iterator(); lines.hasNext(); ) {
                String line = lines.next();
                if (!line.startsWith("data: ")) {
                    continue;
                }
                try {
                    com.fasterxml.jackson.databind.JsonNode event = json.readTree(line.substring(6));
                    if (event.path("type").asText().equals("game")
                            && !event.path("over").asBoolean()) {
                        if (game == null) {
                            game = event.path("id").asText();
                        }
                        if (game.equals(event.path("id").asText())) {
                            plies.add(event.path("ply").asInt());
                        }
                    }
                } catch (IOException e) {
                    throw new AssertionError("an event that is not JSON: " + line, e);
                }
                if (plies.size() >= 2) {
                    return;
                }
            }
        });
        reader.setDaemon(true);
        reader.start();
        reader.join(TimeUnit.SECONDS.toMillis(seconds));
        response.body().close();
        return plies;
    }

    /** A client that keeps every frame and how its connection ended. */
    private static final class Client implements WebSocket.Listener {
        final CompletableFuture<Integer> closed = new CompletableFuture<>();
        final List<String> frames = new java.util.concurrent.CopyOnWriteArrayList<>();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            frames.add(data.toString());
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
            closed.complete(status);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            closed.complete(-1);
        }
    }

    private static WebSocket open(int port, String name, String token, Client client) throws Exception {
        WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder();
        if (token != null) {
            builder.header("Authorization", "Bearer " + token);
        }
        return builder.buildAsync(URI.create("ws://127.0.0.1:" + port + "/seat/" + name), client)
                .get(20, TimeUnit.SECONDS);
    }

    private static int refusal(Throwable thrown) {
        assertThat(thrown).isInstanceOf(ExecutionException.class);
        assertThat(thrown.getCause()).isInstanceOf(WebSocketHandshakeException.class);
        return ((WebSocketHandshakeException) thrown.getCause()).getResponse().statusCode();
    }

    @Test
    void seat_hostileClients_areRefusedOrCut_withoutTouchingTheOtherSeat() throws Exception {
        int port = freePort();
        String bobToken = "bob-token-9876543210";
        Path file = config(
                Map.of("moveMs", 1000, "concurrency", 1, "remoteConnectMs", 20000),
                List.of(remote("alice", ALICE_TOKEN), remote("bob", bobToken)));
        Process tournament =
                arbitre("tournament", "tournament", file.toString(), "--serve", "127.0.0.1:" + port, "--no-sandbox");
        await("the server", 60, () -> {
            try {
                return err("tournament").contains("live page:");
            } catch (IOException e) {
                return false;
            }
        });

        // A missing or wrong token: 401, logged without the token.
        assertThat(refusal(catchThrowable(() -> open(port, "alice", null, new Client()))))
                .isEqualTo(401);
        String wrong = "not-the-token-of-alice-42";
        assertThat(refusal(catchThrowable(() -> open(port, "alice", wrong, new Client()))))
                .isEqualTo(401);
        assertThat(refusal(catchThrowable(() -> open(port, "nobody", ALICE_TOKEN, new Client()))))
                .isEqualTo(401);

        // The right token once; a second connection with it is refused while the first is open.
        Client alice = new Client();
        WebSocket aliceSocket = open(port, "alice", ALICE_TOKEN, alice);
        assertThat(refusal(catchThrowable(() -> open(port, "alice", ALICE_TOKEN, new Client()))))
                .isEqualTo(409);

        // A frame far longer than a protocol line cuts that seat, and only that one; their game
        // begins once both are connected.
        Client bob = new Client();
        WebSocket bobSocket = open(port, "bob", bobToken, bob);
        await("alice's game", 20, () -> alice.frames.stream().anyMatch(f -> f.startsWith("@GAME ")));
        bobSocket.sendText("7".repeat(8 * BotProcess.LINE_CAP), true);
        // Closed by the server (1009: too big), or reset under the client before it read the close (-1).
        assertThat(bob.closed.get(20, TimeUnit.SECONDS)).isIn(1009, -1);
        Thread.sleep(500);
        assertThat(alice.closed).isNotDone();
        aliceSocket.sendText("@READY 0", true).get(5, TimeUnit.SECONDS);
        assertThat(alice.closed).isNotDone();

        // A flood of lines cuts the seat too.
        Client flood = new Client();
        WebSocket flooding = open(port, "bob", bobToken, flood);
        try {
            for (int i = 0; i < 400 && !flood.closed.isDone(); i++) {
                flooding.sendText("1R", true).get(5, TimeUnit.SECONDS);
            }
        } catch (ExecutionException e) {
            // cut while it was still writing
        }
        // Closed by the server (1008), or reset under the client while it was still writing (-1).
        assertThat(flood.closed.get(20, TimeUnit.SECONDS)).isIn(1008, -1);
        assertThat(alice.closed).isNotDone();

        // The page is read-only.
        java.net.http.HttpResponse<String> post = HttpClient.newHttpClient()
                .send(
                        java.net.http.HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/"))
                                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("x"))
                                .build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(post.statusCode()).isEqualTo(405);

        // A client that never finishes its request is cut.
        try (java.net.Socket idle = new java.net.Socket("127.0.0.1", port)) {
            idle.getOutputStream().write("GET /seat/alice HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.US_ASCII));
            idle.setSoTimeout((int) (SeatServer.HANDSHAKE_MS + 20_000));
            long asked = System.nanoTime();
            int read = idle.getInputStream().read();
            while (read >= 0) {
                read = idle.getInputStream().read();
            }
            assertThat(System.nanoTime() - asked)
                    .isLessThan(TimeUnit.MILLISECONDS.toNanos(SeatServer.HANDSHAKE_MS + 15_000));
        }
        assertThat(alice.closed).isNotDone();

        String log = err("tournament");
        assertThat(log).contains("refused a connection to seat 'alice'").contains("wrong token");
        assertThat(log).doesNotContain(wrong).doesNotContain(ALICE_TOKEN).doesNotContain(bobToken);
        aliceSocket.abort();
        tournament.destroy();
    }

    @Test
    void seat_lostConnection_comesBackAndIsSentWhatItMissed_elseForfeitsDisconnected() throws Exception {
        int port = freePort();
        Path file = config(
                Map.of("moveMs", 1000, "concurrency", 1, "remoteConnectMs", 30000, "remoteLagCapMs", 200),
                List.of(remote("alice", ALICE_TOKEN), local("carol", TestBots.command("delay", "20"))));
        Process tournament =
                arbitre("tournament", "tournament", file.toString(), "--serve", "127.0.0.1:" + port, "--no-sandbox");
        await("the server", 60, () -> {
            try {
                return err("tournament").contains("live page:");
            } catch (IOException e) {
                return false;
            }
        });
        Client first = new Client();
        WebSocket socket = open(port, "alice", ALICE_TOKEN, first);
        await("a game", 30, () -> first.frames.stream().anyMatch(f -> f.startsWith("@GAME ")));
        String game = first.frames.stream()
                .filter(f -> f.startsWith("@GAME "))
                .findFirst()
                .orElseThrow()
                .split(" ")[1];
        socket.sendText("@READY " + game, true).get(5, TimeUnit.SECONDS);
        // The referee's first request (START, or the plies of carol's first move) comes.
        await("a request", 30, () -> first.frames.stream().anyMatch(f -> !f.startsWith("@")));
        List<String> lines =
                first.frames.stream().filter(f -> !f.startsWith("@")).toList();
        socket.abort();

        // Back within the move's time, having seen nothing: every line is sent again, in order.
        Client second = new Client();
        WebSocket again = open(port, "alice", ALICE_TOKEN, second);
        again.sendText("@HELLO " + game + " 0", true).get(5, TimeUnit.SECONDS);
        await("the lines sent again", 10, () -> second.frames.size() >= lines.size());
        assertThat(second.frames.subList(0, lines.size())).isEqualTo(lines);

        // Gone for good: the seat forfeits, as disconnected, and the tournament goes on.
        again.abort();
        await("the game's log", 60, () -> {
            try {
                return !logs().isEmpty();
            } catch (IOException e) {
                return false;
            }
        });
        MatchLog log = MatchLogs.read(logs().get(0));
        assertThat(log.result().reason()).as(log.result().detail()).isEqualTo("disconnected");
        assertThat(log.result().detail()).contains("alice lost its connection");
        int alice = log.players().get(0).name().equals("alice") ? 1 : 2;
        assertThat(log.result().forfeit()).isEqualTo(alice);
        assertThat(LogVerifier.verify(log)).as("the disconnected game's log").isEmpty();
        tournament.destroy();
    }

    /** Waits until the live events show a game in play at {@code ply} or later. */
    private static void awaitPly(int port, int ply, int seconds) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        java.net.http.HttpResponse<Stream<String>> response = client.send(
                java.net.http.HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/events"))
                        .build(),
                java.net.http.HttpResponse.BodyHandlers.ofLines());
        CompletableFuture<Void> reached = new CompletableFuture<>();
        ObjectMapper json = new ObjectMapper();
        Thread reader = new Thread(() -> {
            for (java.util.Iterator<String> lines = response.body().iterator(); lines.hasNext(); ) {
                String line = lines.next();
                try {
                    if (line.startsWith("data: ")) {
                        com.fasterxml.jackson.databind.JsonNode event = json.readTree(line.substring(6));
                        if (event.path("type").asText().equals("game")
                                && !event.path("over").asBoolean()
                                && event.path("ply").asInt() >= ply) {
                            reached.complete(null);
                            return;
                        }
                    }
                } catch (IOException e) {
                    reached.completeExceptionally(e);
                    return;
                }
            }
        });
        reader.setDaemon(true);
        reader.start();
        try {
            reached.get(seconds, TimeUnit.SECONDS);
        } finally {
            response.body().close();
        }
    }

    private List<String> bridge(int port, String name, String token, String... bot) {
        List<String> words =
                new ArrayList<>(List.of("connect", "ws://127.0.0.1:" + port, "--name", name, "--token", token, "--"));
        words.addAll(List.of(bot));
        return words;
    }

    @Test
    void bridge_killedMidGameAndStartedAgain_itsFreshBotIsToldTheGame_andNothingIsLost() throws Exception {
        int port = freePort();
        Path file = config(
                // A long limit: the bridge started again must be back within the move, on a machine that may be busy.
                Map.of("moveMs", 10000, "concurrency", 1, "remoteConnectMs", 60000, "remoteLagCapMs", 200),
                List.of(remote("alice", ALICE_TOKEN), local("carol", TestBots.command("delay", "60"))));
        Process tournament =
                arbitre("tournament", "tournament", file.toString(), "--serve", "127.0.0.1:" + port, "--no-sandbox");
        await("the server", 60, () -> {
            try {
                return err("tournament").contains("live page:");
            } catch (IOException e) {
                return false;
            }
        });
        // The example bot, which plays at random: a bot started afresh knows only what it is told.
        String example = Path.of("..", "bots", "examples", "python", "bot.py")
                .toAbsolutePath()
                .normalize()
                .toString();
        Process first = arbitre(
                "alice", bridge(port, "alice", ALICE_TOKEN, "python3", example).toArray(String[]::new));
        awaitPly(port, 12, 120);

        // The laptop's bridge dies at once, its bot with it; it is started again at once.
        List<ProcessHandle> bots = first.descendants().toList();
        first.destroyForcibly();
        bots.forEach(ProcessHandle::destroyForcibly);
        assertThat(first.waitFor(10, TimeUnit.SECONDS)).isTrue();
        arbitre(
                "alice-again",
                bridge(port, "alice", ALICE_TOKEN, "python3", example).toArray(String[]::new));

        assertThat(tournament.waitFor(240, TimeUnit.SECONDS))
                .as("the tournament ends")
                .isTrue();
        assertThat(tournament.exitValue()).as(err("tournament")).isZero();
        List<Path> logs = logs();
        assertThat(logs).hasSize(2);
        assertThat(err("alice-again")).contains("alice connected to");
        for (Path path : logs) {
            MatchLog log = MatchLogs.read(path);
            assertThat(LogVerifier.verify(log)).as(path.toString()).isEmpty();
            assertThat(log.result().forfeit())
                    .as(path + ": " + log.result().detail() + "; the bridge started again: " + err("alice-again"))
                    .isNull();
        }
    }

    @Test
    void remoteBot_neverConnected_forfeitsItsGamesAfterOneWait_andThePageSaysSo() throws Exception {
        int port = freePort();
        Path file = config(
                Map.of("moveMs", 1000, "concurrency", 1, "remoteConnectMs", 3000, "gamesPerPair", 2),
                List.of(
                        remote("alice", ALICE_TOKEN),
                        local("carol", TestBots.command("delay", "20")),
                        local("dave", TestBots.command("delay", "20"))));
        Process tournament =
                arbitre("tournament", "tournament", file.toString(), "--serve", "127.0.0.1:" + port, "--no-sandbox");
        await("the server", 60, () -> {
            try {
                return err("tournament").contains("live page:");
            } catch (IOException e) {
                return false;
            }
        });
        String dom = Chromium.domAtLoad(dir, "http://127.0.0.1:" + port + "/");
        assertThat(section(dom, "id=\"seats\"", "</p>")).contains("Not connected: alice");

        assertThat(tournament.waitFor(240, TimeUnit.SECONDS))
                .as("the tournament ends")
                .isTrue();
        assertThat(tournament.exitValue()).as(err("tournament")).isZero();
        List<Path> logs = logs();
        assertThat(logs).hasSize(6);
        int waited = 0;
        for (Path path : logs) {
            MatchLog log = MatchLogs.read(path);
            assertThat(LogVerifier.verify(log)).as(path.toString()).isEmpty();
            List<String> names =
                    log.players().stream().map(MatchLog.Player::name).toList();
            if (!names.contains("alice")) {
                assertThat(log.result().forfeit())
                        .as(path + ": " + log.result().detail())
                        .isNull();
                continue;
            }
            assertThat(log.result().reason()).as(path.toString()).isEqualTo("no-start");
            assertThat(log.result().forfeit()).isEqualTo(names.indexOf("alice") + 1);
            assertThat(log.result().detail()).contains("alice is not connected");
            if (log.result().detail().contains("waited 3000 ms for its player")) {
                waited++;
            }
        }
        assertThat(waited).as("games that waited the whole connect limit").isEqualTo(1);
    }

    @Test
    void serve_withAKeyStore_servesTheSeatsAndThePageOverTlsOnly() throws Exception {
        Path keyStore = dir.resolve("server.p12");
        Process keytool = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "keytool")
                                .toString(),
                        "-genkeypair",
                        "-keystore",
                        keyStore.toString(),
                        "-storetype",
                        "PKCS12",
                        "-storepass",
                        "test-password",
                        "-alias",
                        "arbitre",
                        "-dname",
                        "CN=localhost",
                        "-ext",
                        "SAN=ip:127.0.0.1",
                        "-keyalg",
                        "RSA",
                        "-keysize",
                        "2048",
                        "-validity",
                        "2")
                .redirectErrorStream(true)
                .start();
        assertThat(keytool.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(keytool.exitValue()).isZero();
        int port = freePort();
        Path file = config(
                Map.of("moveMs", 1000, "remoteConnectMs", 30000),
                List.of(remote("alice", ALICE_TOKEN), local("carol", TestBots.command("legal"))));
        String jar = System.getProperty("arbitre.jar");
        ProcessBuilder builder = new ProcessBuilder(
                        TestBots.javaBin(),
                        "-jar",
                        jar,
                        "tournament",
                        file.toString(),
                        "--serve",
                        "127.0.0.1:" + port,
                        "--tls-keystore",
                        keyStore.toString(),
                        "--no-sandbox")
                .directory(dir.toFile())
                .redirectOutput(dir.resolve("tournament.out").toFile())
                .redirectError(dir.resolve("tournament.err").toFile());
        builder.environment().put("ARBITRE_TLS_PASSWORD", "test-password");
        started.add(builder.start());
        await("the server", 60, () -> {
            try {
                return err("tournament").contains("/seat/NAME");
            } catch (IOException e) {
                return false;
            }
        });
        assertThat(err("tournament"))
                .contains("live page: https://127.0.0.1:" + port + "/")
                .contains("wss://127.0.0.1:" + port + "/seat/NAME");

        java.security.KeyStore trusted = java.security.KeyStore.getInstance("PKCS12");
        try (java.io.InputStream in = Files.newInputStream(keyStore)) {
            trusted.load(in, "test-password".toCharArray());
        }
        javax.net.ssl.TrustManagerFactory trust =
                javax.net.ssl.TrustManagerFactory.getInstance(javax.net.ssl.TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        javax.net.ssl.SSLContext tls = javax.net.ssl.SSLContext.getInstance("TLS");
        tls.init(null, trust.getTrustManagers(), null);
        HttpClient client = HttpClient.newBuilder().sslContext(tls).build();

        java.net.http.HttpResponse<String> page = client.send(
                java.net.http.HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + port + "/"))
                        .build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("/live.js");
        Client alice = new Client();
        WebSocket socket = client.newWebSocketBuilder()
                .header("Authorization", "Bearer " + ALICE_TOKEN)
                .buildAsync(URI.create("wss://127.0.0.1:" + port + "/seat/alice"), alice)
                .get(20, TimeUnit.SECONDS);
        await("alice's game", 30, () -> alice.frames.stream().anyMatch(f -> f.startsWith("@GAME ")));
        socket.abort();

        // Nothing in clear on that port.
        Throwable plain = catchThrowable(() -> HttpClient.newHttpClient()
                .send(
                        java.net.http.HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/"))
                                .timeout(java.time.Duration.ofSeconds(10))
                                .build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString())
                .statusCode());
        assertThat(plain).as("a plain HTTP request").isNotNull();
    }
}
