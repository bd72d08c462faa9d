package arbitre.serve;

import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.InvalidMoveException;
import arbitre.game.ViewerPositions;
import arbitre.log.MatchLog;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.report.BracketPage;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * What the live page shows of the running tournament: the standings after each game and every
 * game in play, move by move. Each change goes to every page as one event, in order, on a thread
 * of its own: a match never waits for a page.
 */
public final class LiveFeed {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The games finished that the page still shows, the latest first. */
    static final int RECENT = 6;
    /** A game's field: its bots are ready and its game began, so the page shows it. */
    private static final String BEGUN = "begun";

    private static volatile LiveFeed current;

    private final String title;
    /** The games of the matches under way, shown once {@link #BEGUN}. */
    private final Map<String, ObjectNode> playing = new LinkedHashMap<>();

    private final List<ObjectNode> recent = new ArrayList<>();
    private JsonNode standings;
    /** The last stage event, or {@code null} before the first. */
    private ObjectNode stage;
    /** What works out the stage and the bracket, or {@code null} for a tournament without stages. */
    private Callable<Stage> stages;

    private volatile Path reports;
    private final java.util.concurrent.atomic.AtomicBoolean restageQueued =
            new java.util.concurrent.atomic.AtomicBoolean();
    /** When the stage may be worked out again: only the feed's thread reads and writes it. */
    private volatile long nextRestage = System.nanoTime();
    /** The remote seats by name: whether each is connected now. */
    private final Map<String, Boolean> seats = new java.util.TreeMap<>();

    private final List<Consumer<String>> pages = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService out = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "arbitre-live");
        t.setDaemon(true);
        return t;
    });

    /** Where a tournament is: the stage being played, and the bracket of a knockout or {@code null}. */
    public record Stage(String stage, BracketPage.Bracket bracket) {}

    /** How often each page is sent a line of nothing, by which a page and its server know the other is there. */
    static final long HEARTBEAT_MS = 3_000;

    public LiveFeed(String title) {
        this.title = title;
        // On the feed's thread, as every event: one write at a time to each page.
        out.scheduleWithFixedDelay(
                () -> send(""), HEARTBEAT_MS, HEARTBEAT_MS, java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    public static void install(LiveFeed feed) {
        current = feed;
    }

    /** What listens to a match of the served tournament; {@link MatchListener#NONE} when none is served. */
    public static MatchListener listenerFor(String matchId, MatchSpec spec) {
        return listenerFor(matchId, spec, null);
    }

    /**
     * As {@link #listenerFor(String, MatchSpec)}, for a match that starts after {@code playedFirst},
     * plies of an earlier game ({@code null}: none).
     */
    public static MatchListener listenerFor(String matchId, MatchSpec spec, MatchLog.From playedFirst) {
        LiveFeed feed = current;
        return feed == null ? MatchListener.NONE : feed.watch(matchId, spec, playedFirst);
    }

    /** The match's log was written: its game leaves the boards in play for the recent results. */
    public static void finished(String matchId, MatchLog log) {
        LiveFeed feed = current;
        if (feed != null) {
            feed.over(matchId, log);
        }
    }

    /** Fresh standings were written to {@code standings.json} in {@code folder}. */
    public static void standings(Path folder, boolean live) {
        LiveFeed feed = current;
        if (feed == null) {
            return;
        }
        try {
            JsonNode read = JSON.readTree(Files.readString(folder.resolve("standings.json")));
            ObjectNode event = JSON.createObjectNode();
            event.put("type", "standings");
            event.set("standings", read);
            event.put("final", !live);
            synchronized (feed) {
                feed.standings = event;
            }
            if (!live) {
                // The last stage first, on the feed's one thread: the room sees the winner in the
                // bracket before the standings that say they are final, not the other way round.
                feed.out.execute(() -> feed.restage(true));
            }
            feed.push(event);
        } catch (IOException | RuntimeException e) {
            // the page keeps the last standings it had
        }
    }

    /**
     * The stage the tournament is in, and its knockout's bracket once it has one: sent after each
     * game, as the bracket changes when a game ends.
     */
    void stage(String stage, BracketPage.Bracket bracket) {
        ObjectNode event = newStage(stage, bracket);
        if (event != null) {
            push(event);
        }
    }

    private synchronized boolean sameStage(String name) {
        return stage == null || stage.path("stage").asText().equals(name);
    }

    /** The event of this stage, kept for the snapshot; {@code null} when the pages have it already. */
    private synchronized ObjectNode newStage(String stage, BracketPage.Bracket bracket) {
        ObjectNode event = stageEvent(stage, bracket);
        if (event.equals(this.stage)) {
            return null;
        }
        this.stage = event;
        return event;
    }

    /**
     * Where the served tournament is, worked out from its logs by {@code source}: now, and again
     * each time a game ends, on the feed's own thread (a match does not wait for it). A source that
     * fails leaves the page with what it had.
     */
    public static void followStages(Callable<Stage> source) {
        LiveFeed feed = current;
        if (feed != null) {
            feed.follow(source);
        }
    }

    void follow(Callable<Stage> source) {
        synchronized (this) {
            stages = source;
        }
        out.execute(() -> restage(true));
    }

    /**
     * A stage of the served tournament begins (a Swiss round, the knockout after the Swiss): its
     * stage is worked out now, whatever the pace, so that the pages switch to the knockout's bracket
     * before its first game is shown, not once a game of it has ended. Its games' events are sent
     * after it: the feed has one thread.
     */
    public static void stageBegins() {
        LiveFeed feed = current;
        if (feed != null) {
            feed.stageBegun();
        }
    }

    void stageBegun() {
        out.execute(() -> restage(true));
    }

    /**
     * Works the stage out again once a game has ended. It reads every log, as the report does: at
     * once while that is quick (a knockout for a room), else at most once per ten times its own
     * duration (a Swiss of thousands of games); games that end meanwhile wait for the same one.
     */
    private void restageSoon() {
        if (restageQueued.compareAndSet(false, true)) {
            out.schedule(
                    () -> {
                        restageQueued.set(false);
                        restage(false);
                    },
                    Math.max(0, nextRestage - System.nanoTime()),
                    TimeUnit.NANOSECONDS);
        }
    }

    /**
     * Works the stage out and sends it if it changed. After a game ({@code begins} false) only the
     * stage being played may change, its bracket as ties are decided: the last game of a stage can
     * show the next stage in the logs before the run has counted it in that stage's standings, and
     * the room is to see those standings before the next stage, which is sent as it begins.
     */
    private void restage(boolean begins) {
        Callable<Stage> source;
        synchronized (this) {
            source = stages;
        }
        if (source == null) {
            return;
        }
        long start = System.nanoTime();
        try {
            Stage now = source.call();
            ObjectNode event = begins || sameStage(now.stage()) ? newStage(now.stage(), now.bracket()) : null;
            if (event != null) {
                // Sent now, on the feed's thread: before the events queued while it was worked out
                // (the first game of the stage that begins), not after them.
                send(event.toString());
            }
        } catch (Exception e) {
            // the page keeps the bracket it had
        }
        nextRestage = System.nanoTime() + 10 * (System.nanoTime() - start);
    }

    /**
     * The tournament is over: works out its last stage now, whatever the pace, tells the pages that
     * the server stops, and waits (a few seconds at most) until every page has been sent everything,
     * so that the room sees the end before the server stops.
     */
    public void flush() {
        try {
            out.submit(() -> restage(true)).get(5, TimeUnit.SECONDS);
            // The pages stop asking again for a server that is about to go: they keep what they show.
            ObjectNode end = JSON.createObjectNode();
            end.put("type", "end");
            push(end);
            // What it pushed was queued behind it: the feed's one thread has sent it once this runs.
            out.submit(() -> {}).get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            // the pages keep what they had
        }
    }

    /**
     * The folder where the served tournament writes its report and its bracket: the page links its
     * games to the report, and the report links the bracket.
     */
    public void reportsIn(Path folder) {
        this.reports = folder;
    }

    /** That folder, or {@code null} when there is none to serve. */
    Path reports() {
        return reports;
    }

    /**
     * The event of a stage. The bracket has every round, those not known yet too (their ties
     * {@code known: false}, with the names that are through to them already), so that the page
     * gives it its whole place from the first event and does not move as it fills.
     */
    static ObjectNode stageEvent(String stage, BracketPage.Bracket bracket) {
        ObjectNode event = JSON.createObjectNode();
        event.put("type", "stage");
        event.put("stage", stage);
        if (bracket == null) {
            event.putNull("bracket");
            return event;
        }
        ObjectNode shape = event.putObject("bracket");
        shape.put("champion", bracket.champion());
        ArrayNode rounds = shape.putArray("rounds");
        List<String> through = List.of();
        for (BracketPage.Round round : bracket.rounds()) {
            ObjectNode r = rounds.addObject();
            r.put("title", round.title());
            ArrayNode ties = r.putArray("ties");
            List<String> winners = new ArrayList<>();
            for (BracketPage.Tie tie : round.ties()) {
                winners.add(tie.winner());
                ObjectNode t = ties.addObject();
                t.put("known", true);
                t.put("high", tie.high());
                t.put("low", tie.low());
                t.put("winner", tie.winner());
                t.put("words", tie.inWords());
                String[] points = tie.score().split("\u2013", 2);
                t.put("highPoints", points.length == 2 ? points[0] : "");
                t.put("lowPoints", points.length == 2 ? points[1] : "");
                ArrayNode games = t.putArray("games");
                for (BracketPage.Game game : tie.games()) {
                    ObjectNode g = games.addObject();
                    g.put("id", game.id());
                    g.put("result", game.result());
                    g.put("played", game.played());
                }
            }
            through = winners;
        }
        int ties = 1 << Math.max(0, bracket.totalRounds() - bracket.rounds().size());
        for (int round = bracket.rounds().size() + 1; round <= bracket.totalRounds(); round++) {
            ties /= 2;
            ObjectNode r = rounds.addObject();
            r.put("title", BracketPage.roundTitle(round, bracket.totalRounds()));
            ArrayNode places = r.putArray("ties");
            for (int i = 0; i < ties; i++) {
                ObjectNode t = places.addObject();
                t.put("known", false);
                t.put("high", 2 * i < through.size() ? through.get(2 * i) : null);
                t.put("low", 2 * i + 1 < through.size() ? through.get(2 * i + 1) : null);
            }
            through = List.of();
        }
        return event;
    }

    MatchListener watch(String matchId, MatchSpec spec) {
        return watch(matchId, spec, null);
    }

    MatchListener watch(String matchId, MatchSpec spec, MatchLog.From playedFirst) {
        GameType type = GameRegistry.get(spec.game());
        Game game = type.start(spec.rules(), spec.start());
        if (playedFirst != null) {
            // The plies of an earlier game this one starts after: shown from there, as its bots are told.
            for (String ply : playedFirst.moves()) {
                try {
                    game.play(ply);
                } catch (InvalidMoveException e) {
                    break; // checked when the config was read: cannot happen
                }
            }
        }
        // The board as numbers for the game's drawing (the report's board module), when it has one.
        ViewerPositions.Board board = type.viewerBoard();
        ObjectNode state = JSON.createObjectNode();
        state.put("type", "game");
        state.put("id", matchId);
        state.put("game", type.name());
        if (board != null) {
            putNumbers(state, "cells", board.cells(game));
            state.putArray("marks");
        }
        state.put("player1", spec.player1().name());
        state.put("player2", spec.player2().name());
        state.put("moveMs", spec.timeControl().moveMs());
        state.put("ply", game.ply());
        state.put("board", game.render());
        state.put("score1", game.score(1));
        state.put("score2", game.score(2));
        state.put("toMove", game.isOver() ? 0 : game.toMove());
        state.putArray("moves");
        synchronized (this) {
            playing.put(matchId, state);
        }
        // Shown once its game begins: bots started early wait while the match before them plays.
        return new MatchListener() {
            @Override
            public void begun() {
                ObjectNode copy;
                synchronized (LiveFeed.this) {
                    state.put(BEGUN, true);
                    copy = state.deepCopy();
                }
                push(copy);
            }

            @Override
            public void played(MatchLog.Move move) {
                ObjectNode copy;
                synchronized (LiveFeed.this) {
                    state.put(BEGUN, true);
                    int[] before = board == null ? null : board.cells(game);
                    int mover = game.toMove();
                    try {
                        game.play(move.move());
                    } catch (InvalidMoveException e) {
                        return; // the referee played it: cannot happen
                    }
                    if (board != null) {
                        putNumbers(state, "cells", board.cells(game));
                        putNumbers(state, "marks", board.marks(before, mover, game, move.move()));
                    }
                    state.put("ply", move.ply());
                    state.put("board", game.render());
                    state.put("score1", game.score(1));
                    state.put("score2", game.score(2));
                    state.put("toMove", game.isOver() ? 0 : game.toMove());
                    ObjectNode last = JSON.createObjectNode();
                    last.put("ply", move.ply());
                    last.put("player", move.player());
                    last.put("move", move.move());
                    last.put("ms", move.ms());
                    if (move.rttMs() != null) {
                        last.put("rttMs", move.rttMs());
                    }
                    ArrayNode moves = (ArrayNode) state.get("moves");
                    moves.add(last);
                    while (moves.size() > 12) {
                        moves.remove(0);
                    }
                    state.set("last" + move.player(), last);
                    copy = state.deepCopy();
                }
                push(copy);
            }
        };
    }

    private static void putNumbers(ObjectNode state, String field, int[] numbers) {
        ArrayNode array = state.putArray(field);
        for (int n : numbers) {
            array.add(n);
        }
    }

    /** A remote seat's player connected, or its connection is gone. */
    void seat(String name, boolean connected) {
        ObjectNode event;
        synchronized (this) {
            if (Boolean.valueOf(connected).equals(seats.put(name, connected))) {
                return;
            }
            event = seatsEvent();
        }
        push(event);
    }

    private ObjectNode seatsEvent() {
        ObjectNode event = JSON.createObjectNode();
        event.put("type", "seats");
        ObjectNode all = event.putObject("seats");
        seats.forEach(all::put);
        return event;
    }

    void over(String matchId, MatchLog log) {
        ObjectNode done;
        synchronized (this) {
            ObjectNode state = playing.remove(matchId);
            if (state == null) {
                return;
            }
            state.put("over", true);
            state.put("winner", log.result().winner());
            state.put("reason", log.result().reason());
            recent.add(0, state);
            while (recent.size() > RECENT) {
                recent.remove(recent.size() - 1);
            }
            done = state.deepCopy();
        }
        push(done);
        // The game may have decided a tie: the bracket after the game, not before it.
        restageSoon();
    }

    /** Everything the page shows now, as one event: what a page gets first. */
    synchronized String snapshot() {
        ObjectNode all = JSON.createObjectNode();
        all.put("type", "snapshot");
        all.put("title", title);
        ArrayNode games = all.putArray("games");
        playing.values().stream().filter(g -> g.path(BEGUN).asBoolean()).forEach(g -> games.add(g.deepCopy()));
        ArrayNode done = all.putArray("recent");
        recent.forEach(g -> done.add(g.deepCopy()));
        if (standings != null) {
            all.set("standings", standings.deepCopy());
        }
        all.set("seats", seatsEvent().get("seats"));
        if (stage != null) {
            all.set("stage", stage.deepCopy());
        }
        return all.toString();
    }

    /**
     * A page joins: it gets the snapshot, then every event after it, and an empty text every
     * {@link #HEARTBEAT_MS} between them, all on the feed's thread.
     */
    void subscribe(Consumer<String> page) {
        out.execute(() -> {
            // Listed first: a page whose first write fails takes itself off the list.
            pages.add(page);
            page.accept(snapshot());
        });
    }

    void unsubscribe(Consumer<String> page) {
        pages.remove(page);
    }

    int pages() {
        return pages.size();
    }

    private void push(ObjectNode event) {
        String text = event.toString();
        out.execute(() -> send(text));
    }

    /** Sends an event to every page: on the feed's thread only. */
    private void send(String text) {
        pages.forEach(page -> page.accept(text));
    }
}
