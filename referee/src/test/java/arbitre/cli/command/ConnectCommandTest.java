package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.Main;
import arbitre.cli.exit.ExitCode;
import arbitre.serve.LiveFeed;
import arbitre.serve.RemoteSeat;
import arbitre.serve.RemoteSeats;
import arbitre.serve.SeatServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code arbitre connect} against a real seat server on the loopback, both in this JVM. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ConnectCommandTest {
    private static final String TOKEN = "seat-token-0123456789";

    private final ExecutorService clients = Executors.newCachedThreadPool();
    private RemoteSeats seats;
    private SeatServer server;

    @AfterEach
    void stop() throws InterruptedException {
        clients.shutdownNow();
        clients.awaitTermination(10, TimeUnit.SECONDS);
        if (server != null) {
            server.close();
        }
    }

    private void serve(String... names) throws Exception {
        Map<String, String> tokens = new LinkedHashMap<>();
        for (String name : names) {
            tokens.put(name, TOKEN);
        }
        seats = new RemoteSeats(tokens, 60_000, RemoteSeats.DEFAULT_LAG_CAP_MS);
        server = SeatServer.start("127.0.0.1", 0, seats, new LiveFeed("room"));
    }

    /** {@code arbitre connect} running on a thread of its own. */
    private record Client(Future<Integer> exit, StringWriter err) {
        String said() {
            return err.toString();
        }
    }

    private Client connect(int port, String name, String token, String... options) {
        List<String> args =
                new ArrayList<>(List.of("connect", "ws://127.0.0.1:" + port, "--name", name, "--token", token));
        args.addAll(List.of(options));
        // No game is played: the bot is never started.
        args.addAll(List.of("--", "no-such-bot"));
        StringWriter err = new StringWriter();
        Future<Integer> exit = clients.submit(() -> Main.run(
                args.toArray(String[]::new), new PrintWriter(new StringWriter(), true), new PrintWriter(err, true)));
        return new Client(exit, err);
    }

    private RemoteSeat seat(String name) {
        return seats.all().stream()
                .filter(s -> s.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    private static void await(String what, java.util.function.BooleanSupplier condition) throws InterruptedException {
        await(what, condition, () -> "");
    }

    /** Waits up to 20 s for {@code condition}; a failure says what {@code said} holds then. */
    private static void await(
            String what, java.util.function.BooleanSupplier condition, java.util.function.Supplier<String> said)
            throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime() - until)
                    .as("waited 20 s for " + what + "; the client said: " + said.get())
                    .isNegative();
            Thread.sleep(20);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"Jean Dupont", "Élodie", "R&D/2 #1?", "100% sûr", "a+b;c", ".."})
    void connect_nameThatAUrlPathCannotHoldAsItIs_takesItsSeat(String name) throws Exception {
        serve(name, "other");

        Client client = connect(server.port(), name, TOKEN);

        await(name + " connected: " + client.said(), () -> seat(name).connected());
        assertThat(seat("other").connected()).isFalse();
        await("the client says so: " + client.said(), () -> client.said().contains(name + " connected to "));
    }

    @Test
    void connect_unknownSeatOrWrongToken_isRefusedWithExitCode2() throws Exception {
        serve("Jean Dupont");

        Client unknown = connect(server.port(), "Jean Dupond", TOKEN);
        Client encodedByHand = connect(server.port(), "Jean%20Dupont", TOKEN);
        Client wrongToken = connect(server.port(), "Jean Dupont", "another-token-0123456789");

        for (Client refused : List.of(unknown, encodedByHand, wrongToken)) {
            assertThat(refused.exit().get(20, TimeUnit.SECONDS)).isEqualTo(ExitCode.USAGE);
            assertThat(refused.said()).contains("refused the name").contains("(401)");
        }
        assertThat(seat("Jean Dupont").connected()).isFalse();
    }

    @Test
    void server_nameSentAsItIs_asAnEarlierClientSentIt_takesItsSeat() throws Exception {
        serve("Élodie");

        WebSocket ws = HttpClient.newHttpClient()
                .newWebSocketBuilder()
                .header("Authorization", "Bearer " + TOKEN)
                .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/seat/Élodie"), new WebSocket.Listener() {})
                .get(20, TimeUnit.SECONDS);

        await("Élodie connected", () -> seat("Élodie").connected());
        ws.abort();
    }

    @Test
    void connect_tournamentOver_saysSoWithTheSeatsGames_andExits0() throws Exception {
        serve("Jean Dupont");
        Client client = connect(server.port(), "Jean Dupont", TOKEN);
        await("connected", () -> seat("Jean Dupont").connected());

        server.tournamentOver();

        assertThat(client.exit().get(20, TimeUnit.SECONDS)).isEqualTo(ExitCode.OK);
        assertThat(client.said())
                .contains("the tournament is over: Jean Dupont played 0 games on this seat")
                .doesNotContain("connecting again")
                .doesNotContain("trying again");
    }

    @Test
    void connect_afterTheTournamentIsOver_isToldAtOnce_andExits0() throws Exception {
        serve("alice");
        server.tournamentOver();

        Client late = connect(server.port(), "alice", TOKEN);

        assertThat(late.exit().get(20, TimeUnit.SECONDS)).isEqualTo(ExitCode.OK);
        assertThat(late.said()).contains("the tournament is over: alice played 0 games");
    }

    @Test
    void connect_serverGoneWithoutASay_triesAgainSayingItOnce_thenGivesUpWithExitCode3() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }

        Client client = connect(port, "alice", TOKEN, "--give-up-ms", "1500", "--retry-ms", "200");

        assertThat(client.exit().get(20, TimeUnit.SECONDS)).isEqualTo(ExitCode.ERROR);
        String said = client.said();
        assertThat(said.lines().filter(l -> l.contains("trying again"))).hasSize(1);
        assertThat(said)
                .contains("trying again, for 1 s at most (Ctrl-C to stop)")
                .contains("for 1 s: gave up");
    }

    @Test
    void connect_connectionLostWithoutASay_connectsAgain() throws Exception {
        serve("alice");
        int port = server.port();
        Client client = connect(port, "alice", TOKEN);
        await("connected", () -> seat("alice").connected());

        server.close();
        server = null;
        await("connection lost", () -> client.said().contains("connection lost"), client::said);
        // The same port again: the tournament started again.
        seats = new RemoteSeats(Map.of("alice", TOKEN), 60_000, RemoteSeats.DEFAULT_LAG_CAP_MS);
        server = SeatServer.start("127.0.0.1", port, seats, new LiveFeed("room"));

        await("connected again: " + client.said(), () -> seat("alice").connected());
        assertThat(client.exit()).isNotDone();
    }
}
