package arbitre.report;

import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.ViewerPositions;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.replay.PlayAgain;
import arbitre.standings.GameRecord;
import arbitre.standings.Standings;
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
 * {@code game} (the game's name), {@code bots} (names), {@code reasons} (end reasons),
 * {@code variants} (rule sets), and {@code games}, one array per game: {@code [id, player1, player2,
 * variant, winner, reason, forfeit, plies, captured1, captured2, positions, times, detail, start,
 * firstPly, moves, texts]}, where players, reasons and variants are indexes into those lists,
 * {@code forfeit} is 0 for none, {@code positions} and {@code times} are {@link GameCodec} strings
 * ({@code null} when the game cannot be replayed), {@code start} is {@code null} for the game's
 * default start, {@code firstPly} is the game's ply counter at its start, {@code moves} the
 * distinct moves a ply's index refers to, and {@code texts}, for a game without a viewer module,
 * each position as the game writes it.
 * A tournament adds {@code tournament}: the standings file's own fields, its {@code matches} left
 * out. Beside {@code games}, one entry per game: {@code rounds} (its round, {@code null} when not
 * known), {@code limits} (its move limit in ms, 0 when not known) and {@code graces} (its first-move
 * grace); a report written while its tournament runs adds {@code live} ({@code writtenAt},
 * {@code refreshSeconds}). The script decodes a game only when it is opened; the game list is drawn
 * a page at a time.
 *
 * <h2>Script</h2>
 * The viewer's core ({@code viewer.js}) knows no game: it draws a game's board with the module its
 * type names ({@link GameType#viewerModule}), which the page carries before the core, and without
 * one shows each position as text.
 *
 * <p>The page honors a fragment {@code #game=ID&ply=N} (or {@code #ply=N} for a single game) at
 * load and when it changes.
 */
public final class HtmlReport {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Reads a {@code standings.json}, of this version or a later one with fields this one does not know. */
    private static final ObjectMapper STANDINGS_FILE = new ObjectMapper()
            .disable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private HtmlReport() {}

    /** Writes the viewer for one game, titled after the log's players. */
    public static void writeGame(Path htmlFile, MatchLog log) throws IOException {
        writeGame(htmlFile, log, null);
    }

    /** Writes the viewer for one game under a title ({@code null}: the players' names). */
    public static void writeGame(Path htmlFile, MatchLog log, String title) throws IOException {
        writeGame(htmlFile, log, title, type(log.game() == null ? GameRegistry.DEFAULT_GAME : log.game()));
    }

    /**
     * Writes the viewer for one game read from {@code logFile}, under a title: for a game someone
     * lost, with the command that plays it again, the log's path from the page's folder.
     */
    public static void writeGame(Path htmlFile, MatchLog log, String title, Path logFile) throws IOException {
        Path folder = htmlFile.toAbsolutePath().getParent();
        String path = folder == null
                ? logFile.toAbsolutePath().toString()
                : folder.relativize(logFile.toAbsolutePath()).toString().replace('\\', '/');
        writeGame(htmlFile, log, title, type(log.game() == null ? GameRegistry.DEFAULT_GAME : log.game()), path);
    }

    /** As {@link #writeGame(Path, MatchLog, String)}, for a game of this type ({@code null}: not known). */
    static void writeGame(Path htmlFile, MatchLog log, String title, GameType type) throws IOException {
        writeGame(htmlFile, log, title, type, null);
    }

    /** @param logFile the log's path from the page's folder, or {@code null} when not known */
    private static void writeGame(Path htmlFile, MatchLog log, String title, GameType type, String logFile)
            throws IOException {
        ObjectNode data = JSON.createObjectNode();
        data.put("kind", "game");
        String game = log.game() == null ? GameRegistry.DEFAULT_GAME : log.game();
        data.put("game", game);
        data.put("scoreUnit", arbitre.game.GameRegistry.scoreUnit(log.game()));
        Indexes indexes = new Indexes();
        ArrayNode games = JSON.createArrayNode();
        String p1 = playerName(log, 1);
        String p2 = playerName(log, 2);
        MatchLog.Result result = log.result();
        Replay replay = Replay.of(log, type);
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
                null,
                logFile,
                log.words()));
        indexes.into(data);
        data.set("games", games);
        data.putArray("rounds").addNull();
        data.putArray("limits").add(replay.moveMs());
        data.putArray("graces").add(replay.graceMs());
        String heading = p1 + " vs " + p2;
        MatchLogs.writeAtomically(htmlFile, page(title == null ? heading : heading + " (" + title + ")", data, type));
    }

    /**
     * A table a staged tournament writes beside its standings, which the report links under its
     * title when it is there.
     *
     * @param file its name in the tournament's folder
     * @param label the link's text
     */
    public record StageLink(String file, String label) {
        public static final StageLink BRACKET = new StageLink("bracket.html", "The knockout bracket");
        public static final StageLink SWISS_TABLE =
                new StageLink("swiss.md", "The Swiss table (Buchholz, Sonneborn-Berger)");
    }

    /** The stage tables, in the order of their links. */
    static final List<StageLink> STAGE_FILES = List.of(StageLink.BRACKET, StageLink.SWISS_TABLE);

    /** Those of {@link #STAGE_FILES} that lie in {@code folder}, as {@code {file, label}} objects. */
    private static ArrayNode stages(Path folder) {
        ArrayNode stages = JSON.createArrayNode();
        for (StageLink stage : STAGE_FILES) {
            if (folder != null && Files.isRegularFile(folder.resolve(stage.file()))) {
                stages.addObject().put("file", stage.file()).put("label", stage.label());
            }
        }
        return stages;
    }

    /**
     * Writes a tournament's report from a {@code standings.json} (fields it does not know are
     * passed over), read as the standings it holds: see {@link #writeTournament(Path, Standings, Path, Replays, java.time.Instant)}.
     *
     * @throws IOException when the standings cannot be read or the page written
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

    /** As {@link #writeTournament(Path, Path, Replays)}, live when {@code liveAt} is not {@code null}. */
    public static void writeTournament(Path htmlFile, Path standingsJson, Replays replays, java.time.Instant liveAt)
            throws IOException {
        Standings standings;
        try {
            standings = STANDINGS_FILE.readValue(standingsJson.toFile(), Standings.class);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IOException(standingsJson + ": not a standings file: " + e.getOriginalMessage(), e);
        }
        if (standings == null || standings.standings() == null) {
            throw new IOException(standingsJson + ": not a standings file (no \"standings\" list)");
        }
        writeTournament(htmlFile, standings, standingsJson.toAbsolutePath().getParent(), replays, liveAt);
    }

    /**
     * Writes a tournament's report from its standings: the standings with Elo, the crosstable,
     * forfeits by reason, and every game of {@code matches} with its replay (each {@code file}
     * relative to {@code folder}, or absolute). The page carries the standings' fields as
     * {@code standings.json} holds them.
     *
     * <p>For a tournament still running when {@code liveAt} is not {@code null}: the page says it
     * is live and when it was written, and reloads itself every {@link #LIVE_REFRESH_SECONDS}
     * seconds, picking up the report written meanwhile. The run's last report is written with
     * {@code null} and stays still.
     *
     * @param replays the replays of logs already read, which keeps those this report reads
     * @throws IOException when the page cannot be written; a match log that cannot be read leaves
     *     its game in the list without a replay
     */
    public static void writeTournament(
            Path htmlFile, Standings standings, Path folder, Replays replays, java.time.Instant liveAt)
            throws IOException {
        Path base = folder.toAbsolutePath();
        ObjectNode tournament = JSON.valueToTree(standings);
        tournament.remove("matches");
        String headerGame =
                standings.header() == null ? null : standings.header().game();
        ObjectNode data = JSON.createObjectNode();
        data.put("kind", "tournament");
        data.put("scoreUnit", arbitre.game.GameRegistry.scoreUnit(headerGame));
        data.set("tournament", tournament);
        data.set("stages", stages(htmlFile.toAbsolutePath().getParent()));
        Indexes indexes = new Indexes();
        for (Standings.Row row : standings.standings()) {
            indexes.bot(String.valueOf(row.name()));
        }
        ArrayNode games = JSON.createArrayNode();
        ArrayNode rounds = JSON.createArrayNode();
        ArrayNode limits = JSON.createArrayNode();
        ArrayNode graces = JSON.createArrayNode();
        String defaultRules = standings.rules();
        String game = headerGame;
        for (GameRecord match : byRound(standings.matches())) {
            String file = match.file();
            Replay replay = file == null ? Replay.UNREADABLE : replays.of(base.resolve(file));
            if (game == null && replay.game() != null) {
                game = replay.game();
            }
            games.add(game(
                    indexes,
                    String.valueOf(match.id()),
                    String.valueOf(match.player1()),
                    String.valueOf(match.player2()),
                    match.winner(),
                    String.valueOf(match.reason()),
                    match.forfeit() == null ? 0 : match.forfeit(),
                    match.plies(),
                    captured(match, 0),
                    captured(match, 1),
                    replay,
                    defaultRules,
                    file,
                    replay.words()));
            rounds.add(match.round());
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
        String name = standings.name() == null ? "tournament" : standings.name();
        data.put("game", game == null ? GameRegistry.DEFAULT_GAME : game);
        MatchLogs.writeAtomically(htmlFile, page("Tournament " + name, data, type(game)));
    }

    private static int captured(GameRecord match, int side) {
        List<Integer> captured = match.captured();
        return captured == null || captured.size() <= side || captured.get(side) == null ? 0 : captured.get(side);
    }

    /** How often a live report reloads itself. */
    public static final int LIVE_REFRESH_SECONDS = 15;

    /** The matches by round, then by id. */
    static List<GameRecord> byRound(List<GameRecord> matches) {
        List<GameRecord> sorted = new ArrayList<>(matches);
        sorted.sort(java.util.Comparator.comparingInt(GameRecord::round).thenComparing(m -> String.valueOf(m.id())));
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
            String defaultRules,
            String logFile,
            List<MatchLog.Words> words) {
        ArrayNode game = JSON.createArrayNode();
        String rules = replay.rules() == null ? defaultRules : replay.rules();
        game.add(id)
                .add(indexes.bot(p1))
                .add(indexes.bot(p2))
                .add(rules == null ? -1 : indexes.variant(rules))
                .add(winner)
                .add(indexes.reason(reason))
                .add(forfeit)
                .add(plies)
                .add(captured1)
                .add(captured2);
        game.add(replay.positions()).add(replay.times()).add(replay.detail()).add(replay.start());
        game.add(replay.firstPly());
        ArrayNode moves = game.addArray();
        replay.moves().forEach(moves::add);
        if (replay.texts() != null) {
            ArrayNode texts = game.addArray();
            replay.texts().forEach(texts::add);
        } else {
            game.addNull();
        }
        if (replay.again() != null && logFile != null) {
            game.add(PlayAgain.command(logFile, replay.again()));
        } else {
            game.addNull();
        }
        ArrayNode said = game.addArray();
        for (MatchLog.Words w : words) {
            // A bot's words may hold controls and bidirectional overrides: shown escaped, as a log shows its lines.
            said.addArray()
                    .add(w.ply())
                    .add(w.player())
                    .add(arbitre.terminal.Terminal.printable(w.text()))
                    .add(w.cut());
        }
        if (replay.rtts() != null) {
            // A remote bot's round trips, beside its thinking times.
            game.add(replay.rtts());
        }
        return game;
    }

    /**
     * What the page needs of a match log to show its game: its game and rule set ({@code null}
     * unknown), its positions and thinking times as {@link GameCodec} strings ({@code null}: no
     * replay), the detail shown under the board, its start ({@code null}: the game's default), the
     * ply counter there, the distinct moves the positions refer to, for a game without a viewer
     * module each position's text, for a game someone lost what follows the log in the
     * command that plays it again ({@link PlayAgain#arguments}), and for a forfeited game the
     * bots' words by ply.
     */
    record Replay(
            String game,
            String rules,
            String positions,
            String times,
            String detail,
            String start,
            int firstPly,
            List<String> moves,
            List<String> texts,
            arbitre.clock.TimeControl clock,
            String again,
            List<MatchLog.Words> words,
            String rtts) {
        static final Replay UNREADABLE = new Replay(
                null,
                null,
                null,
                null,
                "no replay: the match log could not be read",
                null,
                0,
                List.of(),
                null,
                null,
                null,
                List.of(),
                null);

        /** The move limit its times are drawn against, 0 when not known. */
        long moveMs() {
            return clock == null ? 0 : clock.moveMs();
        }

        /** What a bot's first move of the game may take beyond the limit. */
        long graceMs() {
            return clock == null ? 0 : clock.firstMoveGraceMs();
        }

        static Replay of(MatchLog log) {
            return of(log, type(log.game() == null ? GameRegistry.DEFAULT_GAME : log.game()));
        }

        /** The replay of a log of a game of this type ({@code null}: a game the referee does not know). */
        static Replay of(MatchLog log, GameType type) {
            String game = log.game() == null ? GameRegistry.DEFAULT_GAME : log.game();
            Object name = log.rules() == null ? null : log.rules().get("name");
            String rules = name == null ? null : name.toString();
            String detail = log.result() == null ? null : HtmlReport.detail(log.result());
            // A bot that failed after the game (an abort on reading RESULT) is told under the board.
            for (String exit : log.exitsWithErrorAfterTheGame()) {
                detail = detail == null ? exit : detail + " · " + exit;
            }
            // A bot that stayed up could remember its earlier games: said beside the result.
            for (String kept : log.keptProcesses()) {
                detail = detail == null ? kept : detail + " · " + kept;
            }
            if (type == null) {
                return noReplay(game, rules, "no replay: unknown game '" + game + "'", log);
            }
            String start =
                    log.start() == null || log.start().equals(type.starts().get(0)) ? null : log.start();
            if (log.moves() == null) {
                return noReplay(game, rules, detail, log);
            }
            try {
                List<String> played = new ArrayList<>(log.moves().size());
                log.moves().forEach(move -> played.add(move.move()));
                List<String> before =
                        log.from() == null ? List.of() : log.from().moves();
                ViewerPositions positions = type.viewerPositions(rules, log.start(), before, played);
                Map<String, Integer> index = new LinkedHashMap<>();
                positions.moves().forEach(move -> index.computeIfAbsent(move, m -> index.size()));
                List<String> texts = null;
                if (type.viewerModule() == null) {
                    texts = positions.frames().stream()
                            .map(ViewerPositions.Frame::text)
                            .toList();
                }
                String error = positions.error() == null ? null : "no replay after " + positions.error();
                return new Replay(
                        game,
                        rules,
                        GameCodec.positions(positions, index::get),
                        GameCodec.times(log),
                        detail == null ? error : error == null ? detail : detail + " · " + error,
                        start,
                        positions.firstPly(),
                        List.copyOf(index.keySet()),
                        texts,
                        log.timeControl(),
                        playAgain(log),
                        wordsWorthShowing(log),
                        GameCodec.roundTrips(log));
            } catch (RuntimeException e) {
                return noReplay(game, rules, "no replay: " + e.getMessage(), log);
            }
        }

        private static Replay noReplay(String game, String rules, String detail, MatchLog log) {
            return new Replay(
                    game,
                    rules,
                    null,
                    null,
                    detail,
                    null,
                    0,
                    List.of(),
                    null,
                    log.timeControl(),
                    null,
                    List.of(),
                    null);
        }

        /**
         * The bots' words by ply of a game a bot forfeited, the game a student comes to read: a
         * report of every game of a large tournament would carry too much otherwise.
         */
        private static List<MatchLog.Words> wordsWorthShowing(MatchLog log) {
            return log.result() != null && log.result().forfeit() != null ? log.words() : List.of();
        }

        /** For a game someone lost, what follows the log in the command that plays it again; else {@code null}. */
        private static String playAgain(MatchLog log) {
            if (!PlayAgain.lost(log)) {
                return null;
            }
            try {
                return PlayAgain.arguments(log);
            } catch (RuntimeException e) {
                return null;
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
        /** A log as last seen: its replay, or the log itself until a report first asks for it. */
        private record Known(long size, FileTime changed, MatchLog log, Replay replay) {}

        private final Map<Path, Known> known = new ConcurrentHashMap<>();

        /**
         * Keeps a log just written, without reading it back. Its replay is worked out when a
         * report asks for it, on the report's thread: not on the thread that played the game,
         * whose bots may be waiting for their next one.
         */
        public void add(Path file, MatchLog log) {
            BasicFileAttributes attributes = attributes(file);
            if (attributes != null) {
                known.put(
                        file.toAbsolutePath().normalize(),
                        new Known(attributes.size(), attributes.lastModifiedTime(), log, null));
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
                if (entry.replay() != null) {
                    return entry.replay();
                }
                Replay replay = Replay.of(entry.log());
                known.replace(key, entry, new Known(entry.size(), entry.changed(), null, replay));
                return replay;
            }
            MatchLog log = readLog(key);
            if (log == null) {
                return Replay.UNREADABLE;
            }
            Replay replay = Replay.of(log);
            known.put(key, new Known(attributes.size(), attributes.lastModifiedTime(), null, replay));
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
    private static byte[] page(String title, ObjectNode data, GameType type) throws IOException {
        Map<String, String> slots = Map.of(
                "/*STYLE*/",
                boardsStyle() + "\n" + resource("viewer.css"),
                "/*SCRIPT*/",
                script(type),
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

    /**
     * The game's board module (none when its type names none, or is not known), then the kit the
     * boards draw with and the core.
     */
    static String script(GameType type) {
        String module = type == null ? null : type.viewerModule();
        String core = resource("boards/kit.js") + "\n" + resource("viewer.js");
        return module == null ? core : module(type) + "\n" + core;
    }

    /**
     * What draws every known game's board, for the live page: the kit, then each game's board
     * module, which registers under the game's name.
     */
    public static String boardsScript() {
        StringBuilder out = new StringBuilder(resource("boards/kit.js"));
        for (GameType type : GameRegistry.types()) {
            if (type.viewerModule() != null) {
                out.append('\n').append(module(type));
            }
        }
        return out.toString();
    }

    /** How the boards are drawn: the style the report's viewer and the live page share. */
    public static String boardsStyle() {
        return resource("boards/boards.css");
    }

    private static String module(GameType type) {
        String module = type.viewerModule();
        try (InputStream in = type.getClass().getResourceAsStream(module)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + module);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            if (text.toLowerCase(Locale.ROOT).contains("</script")) {
                throw new IllegalStateException(module + " would close the page's script element");
            }
            return text;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A game's type by name, {@code null} for one the referee does not know. */
    private static GameType type(String game) {
        try {
            return GameRegistry.get(game);
        } catch (IllegalArgumentException e) {
            return null;
        }
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
        private final Map<String, Integer> variants = new LinkedHashMap<>();

        int bot(String name) {
            return bots.computeIfAbsent(name, n -> bots.size());
        }

        int reason(String name) {
            return reasons.computeIfAbsent(name, n -> reasons.size());
        }

        int variant(String name) {
            return variants.computeIfAbsent(name, n -> variants.size());
        }

        void into(ObjectNode data) {
            ArrayNode botNames = data.putArray("bots");
            new ArrayList<>(bots.keySet()).forEach(botNames::add);
            ArrayNode reasonNames = data.putArray("reasons");
            new ArrayList<>(reasons.keySet()).forEach(reasonNames::add);
            ArrayNode variantNames = data.putArray("variants");
            new ArrayList<>(variants.keySet()).forEach(variantNames::add);
        }
    }
}
