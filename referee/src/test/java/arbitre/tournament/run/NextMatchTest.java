package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.tournament.config.TournamentConfig;
import arbitre.tournament.schedule.Schedule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class NextMatchTest {
    private static final TournamentConfig.Bot ALICE =
            TournamentConfig.Bot.remote("alice", new TournamentConfig.Bot.Remote(null, 60_000, 1_000));
    private static final TournamentConfig.Bot BOB =
            TournamentConfig.Bot.remote("bob", new TournamentConfig.Bot.Remote(null, 60_000, 1_000));
    private static final TournamentConfig.Bot CAROL = local("carol");
    private static final TournamentConfig.Bot DAVE = local("dave");

    private static TournamentConfig.Bot local(String name) {
        return new TournamentConfig.Bot(name, "./" + name, null, null, null, Map.of());
    }

    private static Schedule.Match match(TournamentConfig.Bot one, TournamentConfig.Bot two) {
        return new Schedule.Match(0, one.name() + "-" + two.name(), one, two, 1, null);
    }

    /** Seats whose players are absent (a wait left) unless said connected; records who was asked. */
    private static final class FakeSeats implements NextMatch.Seats {
        final Map<String, Long> left = new HashMap<>();
        final List<String> asked = new ArrayList<>();

        @Override
        public synchronized long waitNanos(String bot) {
            asked.add(bot);
            return left.getOrDefault(bot, TimeUnit.SECONDS.toNanos(60));
        }

        final List<Runnable> wakes = new ArrayList<>();

        synchronized void connect(String bot) {
            left.put(bot, 0L);
        }

        @Override
        public synchronized void whenConnected(Runnable wake) {
            wakes.add(wake);
        }
    }

    private static List<String> ids(NextMatch next) {
        List<String> ids = new ArrayList<>();
        for (Schedule.Match m = next.poll(); m != null; m = next.poll()) {
            ids.add(m.id());
        }
        return ids;
    }

    @Test
    void poll_noRemoteBots_handsOutEveryMatchInTheSchedulesOrder() {
        NextMatch next = new NextMatch(
                List.of(match(CAROL, DAVE), match(DAVE, CAROL), match(CAROL, DAVE)), NextMatch.Seats.NONE);

        assertThat(ids(next)).containsExactly("carol-dave", "dave-carol", "carol-dave");
        assertThat(next.isEmpty()).isTrue();
    }

    @Test
    void poll_remotePlayerAbsent_skipsItsMatches_andPlaysTheOthersInOrder() {
        FakeSeats seats = new FakeSeats();
        NextMatch next = new NextMatch(
                List.of(match(ALICE, CAROL), match(CAROL, DAVE), match(DAVE, ALICE), match(DAVE, CAROL)), seats);

        assertThat(ids(next)).containsExactly("carol-dave", "dave-carol");
        assertThat(next.isEmpty()).isFalse();
    }

    @Test
    void poll_remotePlayerConnects_itsMatchIsFirstAgain() {
        FakeSeats seats = new FakeSeats();
        NextMatch next = new NextMatch(List.of(match(ALICE, CAROL), match(CAROL, DAVE), match(DAVE, CAROL)), seats);
        assertThat(next.poll().id()).isEqualTo("carol-dave");

        seats.connect("alice");

        assertThat(next.poll().id()).isEqualTo("alice-carol");
        assertThat(next.poll().id()).isEqualTo("dave-carol");
    }

    @Test
    void poll_waitOfTheConnectLimitOver_theMatchIsHandedOut_toForfeitAtOnce() {
        FakeSeats seats = new FakeSeats();
        seats.left.put("alice", 0L); // the seat says 0 once its wait ran out, connected or not
        NextMatch next = new NextMatch(List.of(match(ALICE, CAROL), match(CAROL, DAVE)), seats);

        assertThat(next.poll().id()).isEqualTo("alice-carol");
    }

    @Test
    void poll_remoteBotPlaying_itsNextMatchWaitsUntilTheFirstEnds() {
        FakeSeats seats = new FakeSeats();
        seats.connect("alice");
        Schedule.Match first = match(ALICE, CAROL);
        NextMatch next = new NextMatch(List.of(first, match(DAVE, ALICE), match(CAROL, DAVE)), seats);

        assertThat(next.poll()).isSameAs(first);
        assertThat(next.poll().id()).as("alice plays one game at a time").isEqualTo("carol-dave");
        assertThat(next.poll()).isNull();

        next.ended(first);

        assertThat(next.poll().id()).isEqualTo("dave-alice");
    }

    @Test
    void poll_asksTheSeatsOfTheMatchesBeforeTheOneChosenOnly_soALaterBotsWaitHasNotStarted() {
        FakeSeats seats = new FakeSeats();
        NextMatch next = new NextMatch(
                List.of(match(ALICE, CAROL), match(CAROL, DAVE), match(BOB, DAVE), match(ALICE, BOB)), seats);

        assertThat(next.poll().id()).isEqualTo("carol-dave");
        assertThat(seats.asked).containsExactly("alice");

        assertThat(next.poll()).isNull();
        assertThat(seats.asked)
                .as("both asked of a match of two absent players")
                .endsWith("alice", "bob");
    }

    @Test
    void take_waitsForAPlayerToConnect_andStopsWhenTold() throws Exception {
        FakeSeats seats = new FakeSeats();
        NextMatch next = new NextMatch(List.of(match(ALICE, CAROL)), seats);
        CompletableFuture<Schedule.Match> taken = takeLater(next);
        Thread.sleep(150);
        assertThat(taken).isNotDone();

        seats.connect("alice");

        assertThat(taken.get(5, TimeUnit.SECONDS).id()).isEqualTo("alice-carol");
        NextMatch stopped = new NextMatch(List.of(match(BOB, CAROL)), seats);
        assertThat(stopped.take(() -> true)).isNull();
    }

    @Test
    void take_playerConnects_wakesTheRunAtOnce_ratherThanAtItsNextLook() throws Exception {
        FakeSeats seats = new FakeSeats();
        // Looks of its own an hour apart: only the connection can wake it within the test.
        NextMatch next = new NextMatch(List.of(match(ALICE, CAROL)), seats, TimeUnit.HOURS.toNanos(1));
        CompletableFuture<Schedule.Match> taken = takeLater(next);
        Thread.sleep(150);
        assertThat(taken).isNotDone();
        assertThat(seats.wakes).as("the run asked to be told of connections").hasSize(1);

        seats.connect("alice");
        seats.wakes.forEach(Runnable::run);

        assertThat(taken.get(10, TimeUnit.SECONDS).id()).isEqualTo("alice-carol");
    }

    /** The next match, taken on another thread. */
    private static CompletableFuture<Schedule.Match> takeLater(NextMatch next) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return next.take(() -> false);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }
}
