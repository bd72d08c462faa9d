package arbitre.serve;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.report.BracketPage;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class LiveFeedTest {
    private static final String MARKUP = "(4) <img src=x onerror=alert(1)>";

    /** Eight bots, the first round under way: one tie decided, one half played, two not begun. */
    private static BracketPage.Bracket quarterFinals() {
        BracketPage.Tie decided = new BracketPage.Tie(
                "(1) alice",
                "(8) bob",
                "0–2",
                "(8) bob",
                false,
                List.of(new BracketPage.Game("k1-a", "bob won"), new BracketPage.Game("k1-b", "bob won")));
        BracketPage.Tie underWay = new BracketPage.Tie(
                MARKUP,
                "(5) erin",
                "1–0",
                null,
                false,
                List.of(
                        new BracketPage.Game("k1-c", MARKUP.substring(4) + " won"),
                        new BracketPage.Game("k1-d", BracketPage.Game.PENDING)));
        BracketPage.Tie notBegun = new BracketPage.Tie(
                "(2) carol", "(7) gus", "", null, false, List.of(new BracketPage.Game("k1-e", "…")));
        BracketPage.Tie bye = new BracketPage.Tie("(3) dan", null, "", "(3) dan", false, List.of());
        return new BracketPage.Bracket(
                List.of(new BracketPage.Round("Quarter-finals", List.of(decided, underWay, notBegun, bye))), 3, null);
    }

    @Test
    void stageEvent_partOfTheBracketKnown_hasEveryRoundInPlace_theWinnersAlreadyThroughInTheirPlaces() {
        JsonNode event = LiveFeed.stageEvent("knockout round 1 of 3", quarterFinals());

        assertThat(event.get("type").asText()).isEqualTo("stage");
        assertThat(event.get("stage").asText()).isEqualTo("knockout round 1 of 3");
        JsonNode rounds = event.get("bracket").get("rounds");
        assertThat(rounds).hasSize(3);
        assertThat(rounds.get(0).get("ties")).hasSize(4);
        assertThat(rounds.get(1).get("title").asText()).isEqualTo("Semi-finals");
        assertThat(rounds.get(1).get("ties")).hasSize(2);
        assertThat(rounds.get(2).get("title").asText()).isEqualTo("Final");
        assertThat(rounds.get(2).get("ties")).hasSize(1);
        JsonNode semi = rounds.get(1).get("ties");
        assertThat(semi.get(0).get("known").asBoolean()).isFalse();
        assertThat(semi.get(0).get("high").asText()).isEqualTo("(8) bob");
        assertThat(semi.get(0).get("low").isNull()).isTrue();
        assertThat(semi.get(1).get("high").isNull()).isTrue();
        assertThat(semi.get(1).get("low").asText()).isEqualTo("(3) dan");
        assertThat(rounds.get(2).get("ties").get(0).get("high").isNull()).isTrue();
        assertThat(event.get("bracket").get("champion").isNull()).isTrue();
    }

    @Test
    void stageEvent_eachTie_saysInWordsWhoWonOrLeads_withEachSidesPointsAndItsPlayedGames() {
        JsonNode ties = LiveFeed.stageEvent("knockout round 1 of 3", quarterFinals())
                .get("bracket")
                .get("rounds")
                .get(0)
                .get("ties");

        assertThat(ties.get(0).get("words").asText()).isEqualTo("bob 2–0");
        assertThat(ties.get(0).get("winner").asText()).isEqualTo("(8) bob");
        assertThat(ties.get(0).get("highPoints").asText()).isEqualTo("0");
        assertThat(ties.get(0).get("lowPoints").asText()).isEqualTo("2");
        assertThat(ties.get(1).get("words").asText()).isEqualTo("<img src=x onerror=alert(1)> leads 1–0");
        assertThat(ties.get(1).get("high").asText()).isEqualTo(MARKUP);
        assertThat(ties.get(1).get("winner").isNull()).isTrue();
        assertThat(ties.get(1).get("games").get(0).get("played").asBoolean()).isTrue();
        assertThat(ties.get(1).get("games").get(1).get("played").asBoolean()).isFalse();
        assertThat(ties.get(1).get("games").get(1).get("id").asText()).isEqualTo("k1-d");
        assertThat(ties.get(2).get("words").asText()).isEmpty();
        assertThat(ties.get(2).get("highPoints").asText()).isEmpty();
        assertThat(ties.get(3).get("words").asText()).isEqualTo("dan: bye");
        assertThat(ties.get(3).get("low").isNull()).isTrue();
    }

    @Test
    void stageEvent_withoutAKnockout_hasTheStageAndNoBracket() {
        JsonNode event = LiveFeed.stageEvent("Swiss round 2 of 5", null);

        assertThat(event.get("stage").asText()).isEqualTo("Swiss round 2 of 5");
        assertThat(event.get("bracket").isNull()).isTrue();
    }

    @Test
    void snapshot_afterAStage_carriesIt_soThatAPageOpenedLaterShowsTheBracketAtOnce() throws Exception {
        LiveFeed feed = new LiveFeed("cup");

        feed.stage("knockout round 1 of 3", quarterFinals());

        JsonNode snapshot = new ObjectMapper().readTree(feed.snapshot());
        assertThat(snapshot.get("stage").get("bracket").get("rounds")).hasSize(3);
        assertThat(snapshot.get("stage").get("stage").asText()).isEqualTo("knockout round 1 of 3");
    }

    private static arbitre.match.MatchSpec spec() {
        return new arbitre.match.MatchSpec(
                arbitre.process.BotSpec.of("alice", "true"),
                arbitre.process.BotSpec.of("bob", "true"),
                "official",
                new arbitre.clock.TimeControl(2000, 0, 0, 5000, 1000),
                java.nio.file.Path.of("m1.json"),
                arbitre.match.MatchSpec.DEFAULT_STDERR_CAP);
    }

    private static JsonNode snapshot(LiveFeed feed) throws Exception {
        return new ObjectMapper().readTree(feed.snapshot());
    }

    @Test
    void watch_aMatchWhoseBotsWaitForTheirTurn_isNotInPlayUntilItsGameBegins() throws Exception {
        LiveFeed feed = new LiveFeed("cup");
        java.util.List<String> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        feed.subscribe(events::add);

        arbitre.match.MatchListener listener = feed.watch("m1", spec());
        feed.flush();

        assertThat(snapshot(feed).get("games")).isEmpty();
        assertThat(events).noneMatch(e -> e.contains("\"type\":\"game\""));

        listener.begun();

        JsonNode games = snapshot(feed).get("games");
        assertThat(games).hasSize(1);
        assertThat(games.get(0).get("id").asText()).isEqualTo("m1");
        assertThat(games.get(0).get("player1").asText()).isEqualTo("alice");
        feed.flush();
        assertThat(events).anyMatch(e -> e.contains("\"type\":\"game\"") && e.contains("\"id\":\"m1\""));
    }

    @Test
    void watch_aGameStartedAfterAnEarlierGamesPlies_isShownFromThere() throws Exception {
        LiveFeed feed = new LiveFeed("resumed");
        arbitre.log.MatchLog earlier = arbitre.replay.SampleLogs.finished(3, arbitre.engine.awale.RuleSet.OFFICIAL);
        List<String> plies = earlier.moves().stream()
                .limit(6)
                .map(arbitre.log.MatchLog.Move::move)
                .toList();
        arbitre.game.Game after6 = arbitre.game.GameRegistry.get("awale").start("official", null);
        for (String ply : plies) {
            after6.play(ply);
        }

        feed.watch("m1", spec(), new arbitre.log.MatchLog.From("earlier.json", 6, plies))
                .begun();

        JsonNode game = snapshot(feed).get("games").get(0);
        assertThat(game.get("ply").asInt()).isEqualTo(6);
        assertThat(game.get("board").asText()).isEqualTo(after6.render());
        assertThat(game.get("toMove").asInt()).isEqualTo(after6.toMove());
    }

    @Test
    void flush_theRunIsOver_tellsEveryPageTheServerStops_afterWhatItHad() throws Exception {
        LiveFeed feed = new LiveFeed("cup");
        java.util.List<String> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        feed.subscribe(events::add);

        feed.flush();

        ObjectMapper json = new ObjectMapper();
        assertThat(json.readTree(events.get(0)).get("type").asText()).isEqualTo("snapshot");
        assertThat(json.readTree(events.get(events.size() - 1)).get("type").asText())
                .isEqualTo("end");
    }

    @Test
    void stageBegun_whileTheStagesAreWorkedOutAtASlowPace_sendsTheKnockoutsBracketBeforeItsFirstGame()
            throws Exception {
        LiveFeed feed = new LiveFeed("cup");
        java.util.List<String> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        feed.subscribe(events::add);
        java.util.concurrent.atomic.AtomicReference<LiveFeed.Stage> now =
                new java.util.concurrent.atomic.AtomicReference<>(new LiveFeed.Stage("Swiss round 2 of 2", null));
        // A source as slow as a big Swiss's logs: the next look at them waits ten times as long.
        feed.follow(() -> {
            Thread.sleep(300);
            return now.get();
        });
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (events.stream().noneMatch(e -> e.contains("Swiss round 2 of 2"))) {
            assertThat(System.nanoTime() - until).as("the Swiss's stage sent").isNegative();
            Thread.sleep(10);
        }

        now.set(new LiveFeed.Stage("final, knockout round 1 of 1", quarterFinals()));
        feed.stageBegun();
        feed.watch("final-k1-a", spec()).begun();
        feed.flush();

        ObjectMapper json = new ObjectMapper();
        java.util.List<String> order = new java.util.ArrayList<>();
        for (String event : events) {
            JsonNode e = json.readTree(event);
            order.add(e.get("type").asText() + " "
                    + e.path("stage").asText(e.path("id").asText()));
        }
        assertThat(order)
                .as("the events sent")
                .containsSubsequence("stage final, knockout round 1 of 1", "game final-k1-a");
    }

    @Test
    void subscribe_aPage_getsTheSnapshotThenAnEmptyTextBetweenEvents_onOneThread() throws Exception {
        LiveFeed feed = new LiveFeed("heartbeat");
        java.util.concurrent.BlockingQueue<String> got = new java.util.concurrent.LinkedBlockingQueue<>();
        java.util.Set<Thread> writers = java.util.concurrent.ConcurrentHashMap.newKeySet();

        feed.subscribe(text -> {
            writers.add(Thread.currentThread());
            got.add(text);
        });

        assertThat(got.poll(10, TimeUnit.SECONDS)).as("the snapshot").startsWith("{");
        assertThat(got.poll(10 * LiveFeed.HEARTBEAT_MS, TimeUnit.MILLISECONDS))
                .as("a line of nothing while no event comes")
                .isEmpty();
        assertThat(writers)
                .as("every write to the page on the feed's one thread")
                .hasSize(1);
    }

    @Test
    void subscribe_aPageWhoseFirstWriteFails_isNotWrittenToAgain() throws Exception {
        LiveFeed feed = new LiveFeed("failing");
        java.util.concurrent.atomic.AtomicInteger writes = new java.util.concurrent.atomic.AtomicInteger();
        java.util.function.Consumer<String>[] page = new java.util.function.Consumer[1];
        page[0] = text -> {
            writes.incrementAndGet();
            feed.unsubscribe(page[0]);
        };

        feed.subscribe(page[0]);
        // The first write is the snapshot, on the feed's thread when the scheduler runs it.
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (writes.get() == 0 && System.nanoTime() - until < 0) {
            Thread.sleep(10);
        }
        assertThat(writes).as("the snapshot, written once").hasValue(1);
        // Two heartbeats for a second write to go wrong.
        Thread.sleep(2 * LiveFeed.HEARTBEAT_MS + 500);

        assertThat(writes).hasValue(1);
        assertThat(feed.pages()).isZero();
    }

    /**
     * A Swiss of two rounds where alice, bob and dave tie on 3 points: Elo puts alice above bob, the
     * Swiss's first tie-break (Buchholz: bob met the stronger field) bob above alice, and that is the
     * order that seeds its final.
     */
    private static arbitre.standings.Standings swissStandings(boolean rankedAsTheSwiss) {
        List<String> seeds = List.of("alice", "bob", "carol", "dave", "erin", "finn");
        arbitre.tournament.schedule.SwissField field = new arbitre.tournament.schedule.SwissField(seeds, 2);
        List<arbitre.standings.GameRecord> games = new java.util.ArrayList<>();
        // Each mini-match: its two players, then the winner of each of its two games (0 a draw).
        String[][] miniMatches = {
            {"alice", "bob", "1", "2"}, {"carol", "dave", "1", "2"}, {"erin", "finn", "1", "0"},
            {"alice", "carol", "1", "1"}, {"bob", "erin", "1", "1"}, {"dave", "finn", "1", "1"}
        };
        for (String[] m : miniMatches) {
            double first = 0;
            for (int g = 0; g < 2; g++) {
                int winner = Integer.parseInt(m[2 + g]);
                first += winner == 1 ? 1 : winner == 0 ? 0.5 : 0;
                games.add(new arbitre.standings.GameRecord(
                        "r-" + m[0] + "-" + m[1] + "-" + g,
                        null,
                        m[0],
                        m[1],
                        winner,
                        "majority",
                        null,
                        40,
                        List.of(24, 24)));
            }
            field.played(m[0], m[1], first, 2 - first);
        }
        return arbitre.standings.Standings.compute(
                "cup",
                arbitre.standings.Standings.Header.of("awale", "official", null, null),
                seeds,
                games,
                null,
                "2026-01-01T00:00:00Z",
                rankedAsTheSwiss ? arbitre.standings.TieBreaks.ranking(field.table()) : null);
    }

    private static List<String> names(JsonNode standings) {
        List<String> names = new java.util.ArrayList<>();
        standings.get("standings").forEach(r -> names.add(r.get("name").asText()));
        return names;
    }

    @Test
    void standings_ofASwissStage_areSentInTheSwissTablesOrder_withTheTieBreakThatPlacedEachTiedBot(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        assertThat(names(new ObjectMapper().valueToTree(swissStandings(false))))
                .as("points, then Elo, then name: the order the page must not show")
                .startsWith("alice", "bob", "dave");
        arbitre.standings.StandingsFiles.write(swissStandings(true), dir);
        LiveFeed feed = new LiveFeed("cup");
        List<String> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        feed.subscribe(events::add);
        LiveFeed.install(feed);
        try {
            LiveFeed.standings(dir, true);
        } finally {
            LiveFeed.install(null);
        }
        feed.flush();

        // The page is subscribed on the feed's thread: its snapshot may be taken after the standings
        // came, and hold them too. The event is the one whose own type is standings.
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> received = new java.util.ArrayList<>();
        for (String e : events) {
            received.add(json.readTree(e));
        }
        JsonNode sent = received.stream()
                .filter(e -> e.path("type").asText().equals("standings"))
                .findFirst()
                .orElseThrow()
                .get("standings");
        JsonNode kept = snapshot(feed).get("standings").get("standings");
        for (JsonNode standings : List.of(sent, kept)) {
            assertThat(names(standings)).startsWith("bob", "alice", "dave");
            assertThat(standings.get("ranking").get("rule").asText()).contains("Swiss table");
            assertThat(standings.get("ranking").get("tieBreaks").get("alice").asText())
                    .isEqualTo("Buchholz");
        }
    }

    @Test
    void standings_theFinalOnes_areSentAfterTheLastStage_soThatTheRoomSeesTheWinnerFirst(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        arbitre.standings.StandingsFiles.write(swissStandings(false), dir);
        LiveFeed feed = new LiveFeed("cup");
        List<String> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        feed.subscribe(events::add);
        java.util.concurrent.atomic.AtomicReference<LiveFeed.Stage> now =
                new java.util.concurrent.atomic.AtomicReference<>(
                        new LiveFeed.Stage("final, knockout round 1 of 1", quarterFinals()));
        // A source as slow as a big run's logs: it is not looked at again soon after a game.
        feed.follow(() -> {
            Thread.sleep(200);
            return now.get();
        });
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (events.stream().noneMatch(e -> e.contains("knockout round 1 of 1"))) {
            assertThat(System.nanoTime() - until)
                    .as("the knockout's stage sent")
                    .isNegative();
            Thread.sleep(10);
        }

        now.set(new LiveFeed.Stage("Finished", quarterFinals()));
        LiveFeed.install(feed);
        try {
            LiveFeed.standings(dir, false);
        } finally {
            LiveFeed.install(null);
        }
        feed.flush();

        ObjectMapper json = new ObjectMapper();
        List<String> order = new java.util.ArrayList<>();
        for (String event : events) {
            JsonNode e = json.readTree(event);
            order.add(e.get("type").asText() + " " + e.path("stage").asText(""));
        }
        assertThat(order).as("the events sent").containsSubsequence("stage Finished", "standings ");
    }

    @Test
    void standings_ofAStageThatEnds_areSentBeforeTheNextStage_evenWhenItsLastGameShowsTheNextStageFirst(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        LiveFeed feed = new LiveFeed("cup");
        List<String> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        feed.subscribe(events::add);
        java.util.concurrent.atomic.AtomicReference<LiveFeed.Stage> now =
                new java.util.concurrent.atomic.AtomicReference<>(new LiveFeed.Stage("Swiss round 3 of 3", null));
        java.util.concurrent.atomic.AtomicInteger looks = new java.util.concurrent.atomic.AtomicInteger();
        feed.follow(() -> {
            looks.incrementAndGet();
            return now.get();
        });
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (events.stream().noneMatch(e -> e.contains("Swiss round 3 of 3"))) {
            assertThat(System.nanoTime() - until).as("the Swiss's stage sent").isNegative();
            Thread.sleep(10);
        }

        // The Swiss's last game ends: its logs already say the knockout is next, while the run has
        // yet to count that game in the Swiss's standings and to begin the knockout.
        now.set(new LiveFeed.Stage("final, knockout round 1 of 1", quarterFinals()));
        feed.watch("r3-a", spec()).begun();
        int before = looks.get();
        feed.over(
                "r3-a",
                arbitre.log.MatchLogBuilder.log()
                        .result(new arbitre.log.MatchLog.Result(1, "majority", List.of(49, 0), 2, null, null))
                        .build());
        // The look at the logs after that game has begun before the run writes the standings: the
        // feed's one thread sends what it finds before the standings.
        while (looks.get() == before) {
            assertThat(System.nanoTime() - until)
                    .as("the logs looked at after the game")
                    .isNegative();
            Thread.sleep(1);
        }
        arbitre.standings.StandingsFiles.write(swissStandings(true), dir);
        LiveFeed.install(feed);
        try {
            LiveFeed.standings(dir, true);
        } finally {
            LiveFeed.install(null);
        }
        feed.stageBegun();
        feed.flush();

        ObjectMapper json = new ObjectMapper();
        List<String> order = new java.util.ArrayList<>();
        for (String event : events) {
            JsonNode e = json.readTree(event);
            order.add(e.get("type").asText() + " " + e.path("stage").asText(""));
        }
        assertThat(order).as("the events sent").containsSubsequence("standings ", "stage final, knockout round 1 of 1");
    }
}
