package arbitre.report;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Self-contained HTML pages with the replay viewer: one game, or a tournament's report (standings,
 * Elo, crosstable, forfeits and every game). One page, no network: the style, the script and the
 * data are inline.
 *
 * <h2>Data</h2>
 * The page carries one JSON block ({@code <script type="application/json" id="data">}):
 * {@code bots} (names), {@code reasons} (end reasons), and {@code games}, one array per game:
 * {@code [id, player1, player2, rules, winner, reason, forfeit, plies, captured1, captured2, moves,
 * times, detail]}, and for a game whose start is given by numbers (Kalah) two more, {@code start}
 * (its name) and its numbers, where players and reasons are indexes into those lists, {@code rules}
 * is 0 for {@code official}, 1 for {@code report} and 2 for {@code kalah}, {@code forfeit} 0 for
 * none, and {@code moves} and {@code times} are {@link GameCodec} strings ({@code null} when the
 * game's log could not be read).
 * A tournament adds {@code tournament}: the standings file's own fields, its {@code matches} left
 * out. Beside {@code games}, one entry per game: {@code rounds} (its round, {@code null} when not
 * known), {@code limits} (its move limit in ms, 0 when not known) and {@code graces} (its first-move
 * grace); a report written while its tournament runs adds {@code live} ({@code writtenAt},
 * {@code refreshSeconds}). The script decodes a game, and re-plays it with its port of the rules, only when it is
 * opened; the game list is drawn a page at a time.
 *
 * <p>The page honors a fragment {@code #game=ID&ply=N} (or {@code #ply=N} for a single game) at
 * load and when it changes.
 */
public final class HtmlReport {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The variants the viewer's ports of the rules know, by index: Awale's, then Kalah's. */
    private static final List<String> RULES = arbitre.game.GameRegistry.names().stream()
            .flatMap(name -> arbitre.game.GameRegistry.get(name).variants().stream())
            .toList();

    private HtmlReport() {}

    /** Writes the viewer for one game, titled after the log's players. */
    public static void writeGame(Path htmlFile, MatchLog log) throws IOException {
        writeGame(htmlFile, log, null);
    }

    /** Writes the viewer for one game under a title ({@code null}: the players' names). */
    public static void writeGame(Path htmlFile, MatchLog log, String title) throws IOException {
        ObjectNode data = JSON.createObjectNode();
        data.put("kind", "game");
        data.put("game", log.game() == null ? arbitre.game.GameRegistry.DEFAULT_GAME : log.game());
        data.put("scoreUnit", arbitre.game.GameRegistry.scoreUnit(log.game()));
        Indexes indexes = new Indexes();
        ArrayNode games = JSON.createArrayNode();
        String p1 = playerName(log, 1);
        String p2 = playerName(log, 2);
        MatchLog.Result result = log.result();
        Replay replay = Replay.of(log);
        games.add(game(
                indexes,
                title == null ? "game" : title,
                p1,
                p2,
                result == null ? 0 : result.winner(),
                result == null ? "unknown" : result.reason(),
                result == null || result.forfeit() == null ? 0 : result.forfeit(),
                result == null ? log.moves().size() : result.plies(),
                captured(result, 0),
                captured(result, 1),
                replay,
                0));
        indexes.into(data);
        data.set("games", games);
        data.putArray("rounds").addNull();
        data.putArray("limits").add(replay.moveMs());
        data.putArray("graces").add(replay.graceMs());
        String heading = p1 + " vs " + p2;
        MatchLogs.writeAtomically(htmlFile, page(title == null ? heading : heading + " (" + title + ")", data));
    }

    /**
     * Writes a tournament's report from its {@code standings.json}: the standings with Elo, the
     * crosstable, forfeits by reason, and every game of {@code matches} with its replay (each
     * {@code file} relative to the standings' folder, or absolute).
     *
     * @throws IOException when the standings cannot be read or the page written; a match log that
     *     cannot be read leaves its game in the list without a replay
     */
    public static void writeTournament(Path htmlFile, Path standingsJson) throws IOException {
        writeTournament(htmlFile, standingsJson, new Replays());
    }

    /**
     * As {@link #writeTournament(Path, Path)}, taking the replays of logs already read from
     * {@code replays} and keeping there those it reads.
     */
    public static void writeTournament(Path htmlFile, Path standingsJson, Replays replays) throws IOException {
        writeTournament(htmlFile, standingsJson, replays, null);
    }

    /**
     * As {@link #writeTournament(Path, Path, Replays)}, for a tournament still running when
     * {@code liveAt} is not {@code null}: the page says it is live and when it was written, and
     * reloads itself every {@link #LIVE_REFRESH_SECONDS} seconds, picking up the report written
     * meanwhile. The run's last report is written with {@code null} and stays still.
     */
    public static void writeTournament(Path htmlFile, Path standingsJson, Replays replays, java.time.Instant liveAt)
            throws IOException {
        JsonNode standings;
        try {
            standings = JSON.readTree(standingsJson.toFile());
        } catch (JsonProcessingException e) {
            throw new IOException(standingsJson + ": not valid JSON: " + e.getOriginalMessage(), e);
        }
        if (standings == null
                || !standings.isObject()
                || !standings.path("standings").isArray()) {
            throw new IOException(standingsJson + ": not a standings file (no \"standings\" list)");
        }
        Path base = standingsJson.toAbsolutePath().getParent();
        ObjectNode tournament = ((ObjectNode) standings).deepCopy();
        tournament.remove("matches");
        ObjectNode data = JSON.createObjectNode();
        data.put("kind", "tournament");
        data.put(
                "scoreUnit",
                arbitre.game.GameRegistry.scoreUnit(
                        standings.path("header").path("game").asText(null)));
        data.set("tournament", tournament);
        Indexes indexes = new Indexes();
        for (JsonNode row : standings.path("standings")) {
            indexes.bot(row.path("name").asText());
        }
        ArrayNode games = JSON.createArrayNode();
        ArrayNode rounds = JSON.createArrayNode();
        ArrayNode limits = JSON.createArrayNode();
        ArrayNode graces = JSON.createArrayNode();
        int defaultRules = Math.max(0, RULES.indexOf(standings.path("rules").asText("official")));
        for (JsonNode match : byRound(standings.path("matches"))) {
            String file = match.path("file").asText(null);
            Replay replay = file == null ? Replay.UNREADABLE : replays.of(base.resolve(file));
            JsonNode captured = match.path("captured");
            games.add(game(
                    indexes,
                    match.path("id").asText(),
                    match.path("player1").asText(),
                    match.path("player2").asText(),
                    match.path("winner").asInt(),
                    match.path("reason").asText(),
                    match.path("forfeit").asInt(0),
                    match.path("plies").asInt(),
                    captured.path(0).asInt(),
                    captured.path(1).asInt(),
                    replay,
                    defaultRules));
            Integer round = round(match);
            if (round == null) {
                rounds.addNull();
            } else {
                rounds.add(round);
            }
            limits.add(replay.moveMs());
            graces.add(replay.graceMs());
        }
        indexes.into(data);
        data.set("games", games);
        data.set("rounds", rounds);
        data.set("limits", limits);
        data.set("graces", graces);
        if (liveAt != null) {
            data.putObject("live")
                    .put(
                            "writtenAt",
                            liveAt.truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                                    .toString())
                    .put("refreshSeconds", LIVE_REFRESH_SECONDS);
        }
        String name = standings.path("name").asText("tournament");
        MatchLogs.writeAtomically(htmlFile, page("Tournament " + name, data));
    }

    /** How often a live report reloads itself. */
    public static final int LIVE_REFRESH_SECONDS = 15;

    private static final Pattern TRAILING_NUMBER = Pattern.compile("-(\\d{1,9})$");

    /**
     * A match's round: its {@code round} field, else the number its id ends with
     * ({@code <a>-vs-<b>-<round>}, as the schedule names matches), else {@code null}.
     */
    static Integer round(JsonNode match) {
        if (match.path("round").canConvertToInt() && match.path("round").isIntegralNumber()) {
            return match.path("round").asInt();
        }
        Matcher m = TRAILING_NUMBER.matcher(match.path("id").asText(""));
        return m.find() ? Integer.valueOf(m.group(1)) : null;
    }

    /** The matches by round (those without one last), then by id. */
    static List<JsonNode> byRound(JsonNode matches) {
        List<JsonNode> sorted = new ArrayList<>();
        matches.forEach(sorted::add);
        sorted.sort(java.util.Comparator.comparing(
                        (JsonNode m) -> round(m), java.util.Comparator.nullsLast(java.util.Comparator.naturalOrder()))
                .thenComparing(m -> m.path("id").asText("")));
        return sorted;
    }

    private static ArrayNode game(
            Indexes indexes,
            String id,
            String p1,
            String p2,
            int winner,
            String reason,
            int forfeit,
            int plies,
            int captured1,
            int captured2,
            Replay replay,
            int defaultRules) {
        ArrayNode game = JSON.createArrayNode();
        game.add(id)
                .add(indexes.bot(p1))
                .add(indexes.bot(p2))
                .add(replay.rules() < 0 ? defaultRules : replay.rules())
                .add(winner)
                .add(indexes.reason(reason))
                .add(forfeit)
                .add(plies)
                .add(captured1)
                .add(captured2);
        game.add(replay.moves()).add(replay.times()).add(replay.detail());
        if (replay.startPosition() != null) {
            game.add(replay.start());
            replay.startPosition().forEach(game.addArray()::add);
        }
        return game;
    }

    /**
     * What the page needs of a match log to replay its game: the rule set's index ({@code -1}
     * unknown), the moves and thinking times as {@link GameCodec} strings ({@code null}: no replay),
     * and the detail shown under the board.
     */
    record Replay(
            int rules,
            String moves,
            String times,
            String detail,
            String start,
            List<Integer> startPosition,
            arbitre.clock.TimeControl clock) {
        static final Replay UNREADABLE =
                new Replay(-1, null, null, "no replay: the match log could not be read", null, null, null);

        Replay(int rules, String moves, String times, String detail, String start, List<Integer> startPosition) {
            this(rules, moves, times, detail, start, startPosition, null);
        }

        /** The same, with the move limit its times are drawn against (0: not known). */
        Replay limitedBy(MatchLog log) {
            return log.timeControl() == null
                    ? this
                    : new Replay(rules, moves, times, detail, start, startPosition, log.timeControl());
        }

        /** The move limit its times are drawn against, 0 when not known. */
        long moveMs() {
            return clock == null ? 0 : clock.moveMs();
        }

        /** What a bot's first move of the game may take beyond the limit. */
        long graceMs() {
            return clock == null ? 0 : clock.firstMoveGraceMs();
        }

        static Replay of(MatchLog log) {
            return withoutLimit(log).limitedBy(log);
        }

        private static Replay withoutLimit(MatchLog log) {
            String detail = log.result() == null ? null : HtmlReport.detail(log.result());
            // The start's numbers as the game has them for its name: the viewer re-plays from there.
            List<Integer> cells;
            try {
                cells = arbitre.game.GameRegistry.get(log.game()).viewerStart(log.start());
            } catch (IllegalArgumentException e) {
                return new Replay(rulesIndex(log), null, null, "no replay: " + e.getMessage(), null, null);
            }
            if (log.moves() == null) {
                return new Replay(rulesIndex(log), null, null, detail, log.start(), cells);
            }
            try {
                return new Replay(
                        rulesIndex(log), GameCodec.moves(log), GameCodec.times(log), detail, log.start(), cells);
            } catch (RuntimeException e) {
                return new Replay(
                        rulesIndex(log),
                        null,
                        null,
                        "no replay: the log holds a move that is not one (" + e.getMessage() + ")",
                        null,
                        null);
            }
        }
    }

    /**
     * The replays of the match logs a tournament's reports have read, so that a report rewritten
     * while the tournament runs reads only the logs that are new since the last one (a report of
     * tens of thousands of games otherwise takes seconds). A log whose size or time of change
     * differs from when it was read is read again.
     */
    public static final class Replays {
        private record Known(long size, FileTime changed, Replay replay) {}

        private final Map<Path, Known> known = new ConcurrentHashMap<>();

        /** Keeps the replay of a log just written, without reading it back. */
        public void add(Path file, MatchLog log) {
            BasicFileAttributes attributes = attributes(file);
            if (attributes != null) {
                known.put(
                        file.toAbsolutePath().normalize(),
                        new Known(attributes.size(), attributes.lastModifiedTime(), Replay.of(log)));
            }
        }

        Replay of(Path file) {
            Path key = file.toAbsolutePath().normalize();
            BasicFileAttributes attributes = attributes(key);
            if (attributes == null) {
                known.remove(key);
                return Replay.UNREADABLE;
            }
            Known entry = known.get(key);
            if (entry != null
                    && entry.size() == attributes.size()
                    && entry.changed().equals(attributes.lastModifiedTime())) {
                return entry.replay();
            }
            MatchLog log = readLog(key);
            if (log == null) {
                return Replay.UNREADABLE;
            }
            Replay replay = Replay.of(log);
            known.put(key, new Known(attributes.size(), attributes.lastModifiedTime(), replay));
            return replay;
        }

        private static BasicFileAttributes attributes(Path file) {
            try {
                return Files.readAttributes(file, BasicFileAttributes.class);
            } catch (IOException e) {
                return null;
            }
        }
    }

    private static MatchLog readLog(Path file) {
        try {
            return MatchLogs.read(file);
        } catch (IOException e) {
            return null;
        }
    }

    private static int rulesIndex(MatchLog log) {
        Object name = log.rules() == null ? null : log.rules().get("name");
        return Math.max(0, RULES.indexOf(String.valueOf(name)));
    }

    private static String playerName(MatchLog log, int player) {
        if (log.players() != null) {
            for (MatchLog.Player p : log.players()) {
                if (p != null && p.player() == player && p.name() != null) {
                    return p.name();
                }
            }
        }
        return "player " + player;
    }

    private static int captured(MatchLog.Result result, int index) {
        return result == null || result.captured() == null || result.captured().size() <= index
                ? 0
                : result.captured().get(index);
    }

    private static String detail(MatchLog.Result result) {
        if (result.detail() == null) {
            return null;
        }
        return result.move() == null ? result.detail() : result.detail() + " (sent '" + result.move() + "')";
    }

    /** The page's slots, each filled once by {@link #fill}. */
    private static final Pattern SLOT = Pattern.compile("/\\*STYLE\\*/|/\\*SCRIPT\\*/|__TITLE__|__DATA__");

    /** The page: the template with its style, script, title and data put in. */
    private static byte[] page(String title, ObjectNode data) throws IOException {
        Map<String, String> slots = Map.of(
                "/*STYLE*/",
                resource("viewer.css"),
                "/*SCRIPT*/",
                resource("viewer.js"),
                "__TITLE__",
                escapeHtml(title),
                "__DATA__",
                embeddedJson(JSON.writeValueAsString(data)));
        return fill(resource("page.html"), slots).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The template with each slot replaced by its text, in one pass: a value is never searched for
     * slots, so a name that happens to read {@code __DATA__} stays that text and cannot pull another
     * slot's content (the raw game data) into its own place.
     */
    static String fill(String template, Map<String, String> slots) {
        Matcher slot = SLOT.matcher(template);
        StringBuilder page = new StringBuilder(template.length()
                + slots.values().stream().mapToInt(String::length).sum());
        int from = 0;
        while (slot.find()) {
            String value = slots.get(slot.group());
            if (value == null) {
                throw new IllegalArgumentException("no value for the page's slot " + slot.group());
            }
            page.append(template, from, slot.start()).append(value);
            from = slot.end();
        }
        return page.append(template, from, template.length()).toString();
    }

    /**
     * JSON made inert inside a {@code <script>} element: {@code <}, {@code >} and {@code &} (which
     * could close the element or open a comment: {@code </script>}, {@code <!--}) and U+2028/U+2029
     * (line ends to older script parsers) become {@code \\uXXXX} escapes. They can only occur
     * inside JSON strings, where the escape reads back as the same character, so the data still
     * parses to exactly what was written.
     */
    static String embeddedJson(String json) {
        StringBuilder out = new StringBuilder(json.length() + 16);
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            switch (c) {
                case '<', '>', '&', '\u2028', '\u2029' -> out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static String resource(String name) {
        try (InputStream in = HtmlReport.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource arbitre/report/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String escapeHtml(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }

    /** Names of bots and reasons, each stored once and referred to by index. */
    private static final class Indexes {
        private final Map<String, Integer> bots = new LinkedHashMap<>();
        private final Map<String, Integer> reasons = new LinkedHashMap<>();

        int bot(String name) {
            return bots.computeIfAbsent(name, n -> bots.size());
        }

        int reason(String name) {
            return reasons.computeIfAbsent(name, n -> reasons.size());
        }

        void into(ObjectNode data) {
            ArrayNode botNames = data.putArray("bots");
            new ArrayList<>(bots.keySet()).forEach(botNames::add);
            ArrayNode reasonNames = data.putArray("reasons");
            new ArrayList<>(reasons.keySet()).forEach(reasonNames::add);
        }
    }
}
