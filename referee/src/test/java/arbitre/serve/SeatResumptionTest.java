package arbitre.serve;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.process.BotConnection;
import arbitre.process.BotEvent;
import arbitre.process.BotSpec;
import arbitre.process.RemoteBots;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A client that connects again to a game in play, driven frame by frame against the seat server
 * in this process: what it is sent before and after its {@code @HELLO}; and two that connect at
 * once.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SeatResumptionTest {
    private static final String TOKEN = "alice-token-0123456789";
    private static final BotSpec ALICE = BotSpec.of("alice", RemoteBots.COMMAND_PREFIX + "alice");

    private RemoteSeats seats;
    private SeatServer server;
    private BotConnection game;
    private final BlockingQueue<BotEvent> events = new LinkedBlockingQueue<>();

    @BeforeEach
    void serve() throws Exception {
        seats = new RemoteSeats(Map.of("alice", TOKEN), 20_000, 200);
        server = SeatServer.start("127.0.0.1", 0, seats, new LiveFeed("test"));
    }

    @AfterEach
    void stop() {
        if (game != null) {
            game.close();
        }
        server.close();
    }

    /** A client that keeps the frames it receives. */
    private static final class Client implements WebSocket.Listener {
        final List<String> frames = new CopyOnWriteArrayList<>();
        final CompletableFuture<Void> closed = new CompletableFuture<>();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            frames.add(data.toString());
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

        List<String> lines() {
            return frames.stream().filter(f -> !f.startsWith("@")).toList();
        }
    }

    private CompletableFuture<WebSocket> handshake(Client client) {
        return HttpClient.newHttpClient()
                .newWebSocketBuilder()
                .header("Authorization", "Bearer " + TOKEN)
                .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/seat/alice"), client);
    }

    private WebSocket open(Client client) throws Exception {
        WebSocket ws = handshake(client).get(20, TimeUnit.SECONDS);
        await("the seat to take the connection", () -> seats.seat("alice").connected());
        return ws;
    }

    /** Starts a game on the seat, once a client is connected. */
    private void begin() throws Exception {
        seats.reserve(List.of(ALICE));
        game = seats.connect(ALICE, 1, Map.of("ARBITRE_PLAYER", "1"), events, 10_000, null);
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime() - until).as("waited for " + what).isNegative();
            Thread.sleep(5);
        }
    }

    /** Waits for {@code last} to arrive, then a moment for anything sent after it. */
    private static void awaitLast(Client client, String last) throws InterruptedException {
        await(last, () -> client.lines().contains(last));
        Thread.sleep(300);
    }

    @Test
    void hello_afterALineWentOutOnTheNewConnection_eachLineArrivesOnce() throws Exception {
        Client first = new Client();
        WebSocket firstSocket = open(first);
        begin();
        game.send("START");
        await("START", () -> first.lines().contains("START"));
        firstSocket.abort();
        await("the seat to see the connection lost", () -> !seats.seat("alice").connected());

        Client second = new Client();
        WebSocket again = open(second);
        // The opponent's move goes out between the new connection and its @HELLO.
        game.send("3R");
        again.sendText("@HELLO 1 1", true).get(5, TimeUnit.SECONDS);
        game.send("4R");
        awaitLast(second, "4R");

        assertThat(second.lines()).containsExactly("3R", "4R");
    }

    @Test
    void hello_onTheConnectionTheGameBeganOn_sendsNothingAgain() throws Exception {
        Client client = new Client();
        WebSocket ws = open(client);
        begin();
        game.send("START");
        await("START", () -> client.lines().contains("START"));
        // A bridge says where it is as soon as it connects; here the game began first.
        ws.sendText("@HELLO 0 0", true).get(5, TimeUnit.SECONDS);
        ws.sendText("@HELLO 1 0", true).get(5, TimeUnit.SECONDS);
        game.send("1R");
        awaitLast(client, "1R");

        assertThat(client.frames.stream().filter(f -> f.startsWith("@GAME "))).hasSize(1);
        assertThat(client.lines()).containsExactly("START", "1R");
    }

    @Test
    void handshakes_twoAtOnce_oneConnects_andTheOtherIsRefusedWith409_notAcceptedAndThenCut() throws Exception {
        for (int round = 1; round <= 20; round++) {
            List<CompletableFuture<WebSocket>> both = List.of(handshake(new Client()), handshake(new Client()));
            List<WebSocket> opened = new java.util.ArrayList<>();
            List<Integer> refused = new java.util.ArrayList<>();
            for (CompletableFuture<WebSocket> each : both) {
                try {
                    opened.add(each.get(20, TimeUnit.SECONDS));
                } catch (java.util.concurrent.ExecutionException e) {
                    assertThat(e.getCause()).isInstanceOf(java.net.http.WebSocketHandshakeException.class);
                    refused.add(((java.net.http.WebSocketHandshakeException) e.getCause())
                            .getResponse()
                            .statusCode());
                }
            }

            assertThat(opened).as("round %d: handshakes accepted", round).hasSize(1);
            assertThat(refused).as("round %d", round).containsExactly(409);
            await("the seat to take the connection", () -> seats.seat("alice").connected());
            opened.get(0).sendClose(WebSocket.NORMAL_CLOSURE, "").get(20, TimeUnit.SECONDS);
            await("the seat to be free", () -> !seats.seat("alice").connected());
        }
    }
}
