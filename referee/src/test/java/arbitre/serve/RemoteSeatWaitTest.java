package arbitre.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.process.BotStartException;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The wait for a remote player starts when its first game asks, and that game's start finishes it. */
class RemoteSeatWaitTest {
    private final RemoteSeat seat = new RemoteSeat("alice", "alice-token-0123456789");

    private void begin(long connectMs) throws Exception {
        seat.begin(1, Map.of(), new LinkedBlockingQueue<>(), connectMs, 1_000, 1_000, sent -> null);
    }

    @Test
    void waitNanos_absentPlayer_startsTheWaitOnce_andIsZeroWhenItRunsOut() throws Exception {
        long first = seat.waitNanos(300);
        assertThat(first).isPositive().isLessThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(300));

        Thread.sleep(100);

        assertThat(seat.waitNanos(300)).as("the same wait, not a new one").isLessThan(first);
        Thread.sleep(250);
        assertThat(seat.waitNanos(300)).isZero();
    }

    @Test
    void begin_afterTheWaitRanOutWithoutAGame_forfeitsWithoutWaitingAgain_andLaterGamesToo() throws Exception {
        seat.waitNanos(500);
        Thread.sleep(550);

        long started = System.nanoTime();
        assertThatThrownBy(() -> begin(500))
                .isInstanceOf(BotStartException.class)
                .hasMessage("alice is not connected (waited 500 ms for its player to connect to the seat)");
        assertThatThrownBy(() -> begin(500))
                .isInstanceOf(BotStartException.class)
                .hasMessageContaining("an earlier game waited 500 ms for it");
        assertThat(System.nanoTime() - started)
                .as("neither game waited the connect limit again")
                .isLessThan(TimeUnit.MILLISECONDS.toNanos(500));
        assertThat(seat.waitNanos(500)).isZero();
    }

    @Test
    void attach_aConnection_tellsWhoWaitsForOne_andOneRefusedWhileItIsOpenDoesNot() {
        java.util.concurrent.atomic.AtomicInteger told = new java.util.concurrent.atomic.AtomicInteger();
        RemoteSeat watched = new RemoteSeat("bob", "bob-token-0123456789", told::incrementAndGet);

        assertThat(watched.attach(openSession())).isTrue();
        assertThat(told).hasValue(1);
        assertThat(watched.attach(openSession()))
                .as("a second connection while the first is open")
                .isFalse();
        assertThat(told).hasValue(1);
    }

    /** A WebSocket session that stays open and answers nothing else. */
    private static org.eclipse.jetty.websocket.api.Session openSession() {
        return (org.eclipse.jetty.websocket.api.Session) java.lang.reflect.Proxy.newProxyInstance(
                RemoteSeatWaitTest.class.getClassLoader(),
                new Class<?>[] {org.eclipse.jetty.websocket.api.Session.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "isOpen" -> true;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
    }

    @Test
    void hold_aHandshakeAccepted_refusesASecondUntilItsConnectionOpens_andThenWhileItIsOpen() {
        RemoteSeat held = new RemoteSeat("carol", "carol-token-0123456789");

        assertThat(held.hold()).as("the first handshake").isTrue();
        assertThat(held.hold())
                .as("a second before the first's connection opened")
                .isFalse();
        assertThat(held.attach(openSession())).as("the first's connection").isTrue();
        assertThat(held.hold()).as("a second while it is open").isFalse();
    }

    @Test
    void unhold_aConnectionThatEndedBeforeItOpened_freesTheSeatForTheNext() {
        RemoteSeat held = new RemoteSeat("dave", "dave-token-0123456789");
        assertThat(held.hold()).isTrue();

        held.unhold();

        assertThat(held.hold()).isTrue();
    }
}
