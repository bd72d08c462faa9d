package arbitre.tournament.config;

import arbitre.clock.TimeControl;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.OpeningSuite;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.log.UnreadableLogException;
import arbitre.match.MatchSpec;
import arbitre.process.BotFolder;
import arbitre.replay.PlayAgain;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import arbitre.series.Openings;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a tournament config and refuses, before anything starts, one that does not hold together:
 * an unknown field, a wrong type, a missing command, a duplicate name, an odd number of games per
 * pair. Each message names the file, the line and column, and the field ({@code bots[2].command}).
 *
 * <p>The file is read twice: once into a tree, and once as a stream of tokens that records where
 * each field starts, so that a check made on the tree can still say where in the file it failed.
 */
public final class ConfigLoader {
    /**
     * The longest time a config or an option may give (a move, a bank, a grace, a margin): a week.
     * Times are added up and counted in nanoseconds, where a sum near 2^63 ms would wrap around
     * (a first move whose limit became 0 ms).
     */
    public static final long MAX_TIME_MS = java.util.concurrent.TimeUnit.DAYS.toMillis(7);

    /** Bot names become parts of file names, so they keep to a safe alphabet. */
    static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.+-]{0,63}");

    /** The fields of a config; {@code $schema} names its JSON Schema for editors and is otherwise ignored. */
    static final Set<String> TOP_FIELDS = Set.of(
            "$schema",
            "name",
            "description",
            "game",
            "start",
            "openings",
            "rules",
            "moveMs",
            "bankMs",
            "incrementMs",
            "firstMoveGraceMs",
            "endGraceMs",
            "timeMarginMs",
            "startupMs",
            "clock",
            "ponder",
            "keepBotsUp",
            "overloaded",
            "gamesPerPair",
            "concurrency",
            "output",
            "seed",
            "eloAnchor",
            "stderrCapBytes",
            "sandbox",
            "bots",
            "format",
            "rounds",
            "seeding",
            "extraPairs",
            "final",
            "remoteConnectMs",
            "remoteLagCapMs");

    static final Set<String> SANDBOX_FIELDS =
            Set.of("memoryMb", "processes", "cpuSeconds", "fileSizeMb", "openFiles", "tmpMb");
    static final Set<String> BOT_FIELDS =
            Set.of("name", "command", "commandAsPlayer1", "commandAsPlayer2", "workdir", "env", "remote", "token");
    /** The words a field of a few words accepts, by field: what the schema's {@code enum} of each lists. */
    static final Map<String, List<String>> WORDS = Map.of(
            "clock", List.of(TimeControl.WALL, TimeControl.CPU),
            "overloaded", List.of(TimeControl.REPLAY, TimeControl.COUNT));
    /** The fields of a remote bot's entry. */
    static final Set<String> REMOTE_BOT_FIELDS = Set.of("name", "remote", "token");
    /** The shortest token a config may give: a guessable one would let anyone take the seat. */
    static final int TOKEN_MIN = 16;

    private long remoteConnectMs = arbitre.serve.RemoteSeats.DEFAULT_CONNECT_MS;
    private long remoteLagCapMs = arbitre.serve.RemoteSeats.DEFAULT_LAG_CAP_MS;

    private final Path file;
    private final Path folder;
    private final Map<String, JsonLocation> locations;
    private final List<ConfigException> problems = new ArrayList<>();
    /** The config's game, once read; {@code null} before, or when it names none the referee knows. */
    private GameType game;

    private ConfigLoader(Path file, Map<String, JsonLocation> locations) {
        this.file = file;
        this.folder = file.toAbsolutePath().getParent();
        this.locations = locations;
    }

    /** Reads and checks a config file. */
    public static TournamentConfig load(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new ConfigException(file + ": no such file");
        } catch (IOException e) {
            throw new ConfigException(file + ": cannot read it: " + e.getMessage());
        }
        JsonNode root;
        Map<String, JsonLocation> locations;
        try {
            root = new ObjectMapper().readTree(bytes);
            locations = locate(bytes);
        } catch (JsonParseException e) {
            JsonLocation at = e.getLocation();
            throw new ConfigException(file + ":" + at.getLineNr() + ":" + at.getColumnNr() + ": not valid JSON: "
                    + e.getOriginalMessage());
        } catch (IOException e) {
            throw new ConfigException(file + ": not valid JSON: " + e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw new ConfigException(file + ": a tournament config is one JSON object");
        }
        return new ConfigLoader(file, locations).read(root);
    }

    /** Where each field starts, by JSON pointer ({@code /bots/2/command}). */
    private static Map<String, JsonLocation> locate(byte[] bytes) throws IOException {
        Map<String, JsonLocation> at = new HashMap<>();
        try (JsonParser parser = new JsonFactory().createParser(bytes)) {
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                    continue;
                }
                at.putIfAbsent(parser.getParsingContext().pathAsPointer().toString(), parser.currentTokenLocation());
            }
        }
        return at;
    }

    private TournamentConfig read(JsonNode root) {
        checkFields(root, "", TOP_FIELDS);
        attempt(() -> text(root, "", "$schema", null), null);
        String defaultName = file.getFileName().toString().replaceFirst("\\.json$", "");
        String name = attempt(
                () -> {
                    String n = text(root, "", "name", defaultName);
                    if (!NAME.matcher(n).matches()) {
                        throw error("/name", "'" + n + "' is not a usable name (letters, digits, '_', '.', '+', '-')");
                    }
                    return n;
                },
                defaultName);
        String description = attempt(() -> text(root, "", "description", null), null);
        // An unknown game leaves its rules, start and openings unchecked: they would be checked against no game.
        GameType game = attempt(
                () -> {
                    try {
                        return GameRegistry.get(text(root, "", "game", null));
                    } catch (IllegalArgumentException e) {
                        throw error("/game", e.getMessage());
                    }
                },
                null);
        this.game = game;
        String rules = attempt(
                () -> {
                    String r = text(root, "", "rules", game == null ? null : game.variantOrDefault(null));
                    if (game != null && !game.variants().contains(r)) {
                        throw error(
                                "/rules",
                                "unknown rule set '" + r + "' of " + game.name()
                                        + Suggestions.didYouMean(r, game.variants()) + " (known: "
                                        + String.join(", ", game.variants()) + ")");
                    }
                    return r;
                },
                null);
        JsonNode startNode = root.get("start");
        StartFromLog fromLog = startNode != null && startNode.isObject() && game != null && rules != null
                ? attempt(() -> startFromLog(startNode, game, rules), null)
                : null;
        String start = startNode != null && startNode.isObject()
                ? (fromLog == null ? null : fromLog.log().start())
                : attempt(
                        () -> {
                            String s = text(root, "", "start", game == null ? null : game.startOrDefault(null));
                            if (game != null && rules != null) {
                                try {
                                    game.start(rules, s);
                                } catch (IllegalArgumentException e) {
                                    throw error("/start", e.getMessage());
                                }
                            }
                            return s;
                        },
                        null);
        long seed = attempt(() -> number(root, "", "seed", 0, Long.MIN_VALUE), 0L);
        String openings = attempt(
                () -> {
                    String o = text(root, "", "openings", null);
                    if (o != null && game != null && rules != null) {
                        try {
                            // Checks the suite now (an openings file line by line), so that no game starts from a bad
                            // one.
                            Openings.parse(o, folder, game.name(), start, rules, seed, OpeningSuite.DEFAULT_MAX_EVAL);
                        } catch (IllegalArgumentException e) {
                            throw error("/openings", e.getMessage());
                        }
                        if (root.has("start")) {
                            throw error(
                                    "/start",
                                    "give either 'start' (every game from one position) or 'openings', not both");
                        }
                    }
                    return o;
                },
                null);
        long moveMs = attempt(() -> time(root, "moveMs", TimeControl.DEFAULT_MOVE_MS, 1), 1L);
        long bankMs = attempt(() -> time(root, "bankMs", 0, 0), 0L);
        long incrementMs = attempt(() -> time(root, "incrementMs", 0, 0), 0L);
        long graceMs = attempt(() -> time(root, "firstMoveGraceMs", 0, 0), 0L);
        long endGraceMs = attempt(() -> time(root, "endGraceMs", TimeControl.DEFAULT_END_GRACE_MS, 0), 0L);
        long marginMs = attempt(() -> time(root, "timeMarginMs", 0, 0), 0L);
        long startupMs = attempt(() -> time(root, "startupMs", TimeControl.DEFAULT_STARTUP_MS, 1), 1L);
        String kind = attempt(() -> word(root, "clock", TimeControl.WALL, WORDS.get("clock")), TimeControl.WALL);
        boolean ponder = attempt(() -> flag(root, "ponder", false), false);
        boolean keepBotsUp = attempt(() -> flag(root, "keepBotsUp", false), false);
        String overloaded = attempt(
                () -> word(root, "overloaded", TimeControl.REPLAY, WORDS.get("overloaded")), TimeControl.REPLAY);
        TimeControl clock = attempt(
                () -> {
                    try {
                        return new TimeControl(
                                moveMs,
                                bankMs,
                                incrementMs,
                                graceMs,
                                endGraceMs,
                                marginMs,
                                startupMs,
                                kind,
                                ponder,
                                overloaded);
                    } catch (IllegalArgumentException e) {
                        throw error("", e.getMessage());
                    }
                },
                TimeControl.perMove(1));
        long games = attempt(
                () -> {
                    long g = number(root, "", "gamesPerPair", 2, 2);
                    if (g % 2 != 0) {
                        throw error("/gamesPerPair", g + " is odd: each pair plays half its games with each bot first");
                    }
                    if (g > TournamentConfig.MAX_GAMES_PER_PAIR) {
                        throw error(
                                "/gamesPerPair",
                                g + " is more than the " + TournamentConfig.MAX_GAMES_PER_PAIR
                                        + " games a pair can play in one tournament");
                    }
                    return g;
                },
                2L);
        int cores = Runtime.getRuntime().availableProcessors();
        long concurrency = attempt(() -> number(root, "", "concurrency", cores, 1), 1L);
        Path output = attempt(
                () -> root.has("output")
                        ? path(root, "", "output")
                        : Path.of("results", name).toAbsolutePath(),
                folder);
        long stderrCap = attempt(() -> number(root, "", "stderrCapBytes", MatchSpec.DEFAULT_STDERR_CAP, 0), 0L);
        SandboxSpec sandbox = attempt(() -> sandbox(root), null);
        remoteConnectMs = attempt(
                () -> time(root, "remoteConnectMs", arbitre.serve.RemoteSeats.DEFAULT_CONNECT_MS, 1),
                arbitre.serve.RemoteSeats.DEFAULT_CONNECT_MS);
        remoteLagCapMs = attempt(
                () -> time(root, "remoteLagCapMs", arbitre.serve.RemoteSeats.DEFAULT_LAG_CAP_MS, 0),
                arbitre.serve.RemoteSeats.DEFAULT_LAG_CAP_MS);
        List<TournamentConfig.Bot> bots = attempt(() -> bots(root), List.of());
        String anchor = attempt(
                () -> {
                    String a = root.has("eloAnchor") && !root.get("eloAnchor").isNull()
                            ? text(root, "", "eloAnchor", null)
                            : null;
                    if (a != null
                            && !bots.isEmpty()
                            && bots.stream().noneMatch(b -> b.name().equals(a))) {
                        throw error("/eloAnchor", "'" + a + "' is not the name of any bot");
                    }
                    return a;
                },
                null);
        Format format = attempt(() -> FormatReader.read(root, bots, folder, this::error), Format.ROUND_ROBIN);
        long matches =
                format.kind() != Format.Kind.ROUND_ROBIN ? 0 : (long) bots.size() * (bots.size() - 1) / 2 * games;
        if (matches > TournamentConfig.MAX_MATCHES) {
            problems.add(error(
                    "/gamesPerPair",
                    bots.size() + " bots playing " + games + " games per pair make " + matches
                            + " matches, more than the " + TournamentConfig.MAX_MATCHES + " a tournament can hold"));
        }
        if (!problems.isEmpty()) {
            throw new ConfigException(String.join(
                    "\n", problems.stream().map(Throwable::getMessage).toList()));
        }
        return new TournamentConfig(
                file,
                name,
                game.name(),
                start,
                fromLog == null ? null : fromLog.plies(),
                openings,
                rules,
                clock,
                (int) games,
                (int) Math.min(concurrency, Integer.MAX_VALUE),
                output,
                seed,
                anchor,
                stderrCap,
                sandbox,
                bots,
                description,
                format,
                keepBotsUp);
    }

    /**
     * The value a reader returns, or {@code fallback} when it refuses the field: the problem is
     * kept, and the rest of the file is still read, so that every problem is reported at once.
     */
    private <T> T attempt(java.util.function.Supplier<T> reader, T fallback) {
        try {
            return reader.get();
        } catch (ConfigException e) {
            problems.add(e);
            return fallback;
        }
    }

    /**
     * {@code "sandbox": true} for the default limits, or an object of limits; false for none;
     * absent: the default limits where the sandbox can run (bubblewrap is installed), else none.
     */
    private SandboxSpec sandbox(JsonNode root) {
        JsonNode node = root.get("sandbox");
        if (node == null || node.isNull()) {
            return Sandbox.unavailable().isEmpty() ? SandboxSpec.DEFAULT : null;
        }
        if (node.isBoolean() && !node.asBoolean()) {
            return null;
        }
        if (node.isBoolean()) {
            return SandboxSpec.DEFAULT;
        }
        if (!node.isObject()) {
            throw error("/sandbox", "must be true, false or an object of limits, not " + kind(node));
        }
        checkFields(node, "/sandbox", SANDBOX_FIELDS);
        SandboxSpec d = SandboxSpec.DEFAULT;
        try {
            return new SandboxSpec(
                    limit(node, "memoryMb", d.memoryMb()),
                    limit(node, "processes", d.processes()),
                    limit(node, "cpuSeconds", d.cpuSeconds()),
                    limit(node, "fileSizeMb", d.fileSizeMb()),
                    limit(node, "openFiles", d.openFiles()),
                    limit(node, "tmpMb", d.tmpMb()));
        } catch (IllegalArgumentException e) {
            throw error("/sandbox", e.getMessage());
        }
    }

    private int limit(JsonNode node, String field, int fallback) {
        return (int) Math.min(Integer.MAX_VALUE, number(node, "/sandbox", field, fallback, 1));
    }

    private List<TournamentConfig.Bot> bots(JsonNode root) {
        JsonNode array = root.get("bots");
        if (array == null) {
            throw error("", "missing field 'bots' (the list of players)");
        }
        if (!array.isArray()) {
            throw error("/bots", "must be a list of bots, not " + kind(array));
        }
        if (array.size() < 2) {
            throw error("/bots", "a tournament needs at least two bots, got " + array.size());
        }
        List<TournamentConfig.Bot> bots = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        Map<String, Integer> slugs = new HashMap<>();
        for (int i = 0; i < array.size(); i++) {
            int index = i;
            TournamentConfig.Bot bot = attempt(() -> bot(array.get(index), index, seen, slugs), null);
            if (bot != null) {
                bots.add(bot);
            }
        }
        return bots;
    }

    private TournamentConfig.Bot bot(JsonNode node, int i, Map<String, Integer> seen, Map<String, Integer> slugs) {
        String at = "/bots/" + i;
        if (!node.isObject()) {
            throw error(at, "a bot is an object with at least 'name' and 'command', not " + kind(node));
        }
        boolean remote = node.has("remote") && remoteFlag(node, at);
        checkFields(node, at, remote ? REMOTE_BOT_FIELDS : BOT_FIELDS);
        if (!remote && node.has("token")) {
            throw error(at + "/token", "a token is for a remote bot (\"remote\": true)");
        }
        String name = text(node, at, "name", null);
        if (name == null) {
            throw error(at, "missing field 'name'");
        }
        // A problem with the name is noted, and the rest of the bot is still read.
        attempt(
                () -> {
                    String problem = BotNames.problem(name);
                    if (problem != null) {
                        throw error(at + "/name", problem);
                    }
                    Integer first = seen.putIfAbsent(name, i);
                    if (first != null) {
                        throw error(
                                at + "/name",
                                "'" + name + "' is already the name of " + field("/bots/" + first) + " ("
                                        + place("/bots/" + first + "/name") + ")");
                    }
                    String slug = BotNames.slug(name).toLowerCase(java.util.Locale.ROOT);
                    Integer sameFiles = slugs.putIfAbsent(slug, i);
                    if (sameFiles != null) {
                        throw error(
                                at + "/name",
                                "'" + name + "' and the name of " + field("/bots/" + sameFiles) + " ("
                                        + place("/bots/" + sameFiles + "/name")
                                        + ") differ only in case, so their files would be "
                                        + "one on a disk that ignores case");
                    }
                    return null;
                },
                null);
        if (remote) {
            String token = attempt(() -> token(node, at), null);
            return TournamentConfig.Bot.remote(
                    name, new TournamentConfig.Bot.Remote(token, remoteConnectMs, remoteLagCapMs));
        }
        String command = attempt(() -> commandText(node, at, "command"), null);
        String asPlayer1 = attempt(() -> commandText(node, at, "commandAsPlayer1"), null);
        String asPlayer2 = attempt(() -> commandText(node, at, "commandAsPlayer2"), null);
        if (command == null && (asPlayer1 == null || asPlayer2 == null) && !node.has("command")) {
            throw error(
                    at, "bot '" + name + "' has no 'command' (or both 'commandAsPlayer1' and " + "'commandAsPlayer2')");
        }
        Path workdir = attempt(
                () -> {
                    Path w = node.has("workdir") ? path(node, at, "workdir") : null;
                    if (w != null && !Files.isDirectory(w)) {
                        throw error(at + "/workdir", "working directory " + w + " does not exist");
                    }
                    return w;
                },
                null);
        Map<String, String> env = attempt(() -> env(node, at), Map.of());
        if (!node.has("workdir")) {
            // Its own folder, not the config's (where results lie): its commands read from here.
            return new TournamentConfig.Bot(
                    name, absolute(command), absolute(asPlayer1), absolute(asPlayer2), null, env);
        }
        return new TournamentConfig.Bot(name, command, asPlayer1, asPlayer2, workdir, env);
    }

    private boolean remoteFlag(JsonNode node, String at) {
        JsonNode flag = node.get("remote");
        if (!flag.isBoolean()) {
            throw error(at + "/remote", "must be true or false, not " + kind(flag));
        }
        return flag.booleanValue();
    }

    private String token(JsonNode node, String at) {
        String token = text(node, at, "token", null);
        if (token != null && (token.length() < TOKEN_MIN || !token.matches("[A-Za-z0-9_.~+/=-]+"))) {
            // The token itself is not repeated: error messages reach terminals and logs.
            throw error(
                    at + "/token",
                    "a token is at least " + TOKEN_MIN + " letters, digits or -._~+/= (leave it out and one is made)");
        }
        return token;
    }

    /** A command line of a bot without a folder, its files read from the config's folder. */
    private String absolute(String command) {
        return command == null ? null : BotFolder.absolute(command, folder);
    }

    private String commandText(JsonNode node, String at, String field) {
        String command = text(node, at, field, null);
        if (command != null) {
            if (command.isBlank()) {
                throw error(at + "/" + field, "the command is empty");
            }
            try {
                List<String> words = arbitre.process.CommandWords.split(command);
                arbitre.process.Builtins.expand(words);
                if (game != null) {
                    arbitre.process.Builtins.checkLevel(words, game.name());
                }
            } catch (IllegalArgumentException e) {
                throw error(at + "/" + field, e.getMessage());
            }
        }
        return command;
    }

    private Map<String, String> env(JsonNode node, String at) {
        JsonNode env = node.get("env");
        if (env == null || env.isNull()) {
            return Map.of();
        }
        if (!env.isObject()) {
            throw error(at + "/env", "must be an object of variable names and string values, not " + kind(env));
        }
        Map<String, String> variables = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = env.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isTextual()
                    && !e.getValue().isNumber()
                    && !e.getValue().isBoolean()) {
                throw error(at + "/env/" + e.getKey(), "must be a string, not " + kind(e.getValue()));
            }
            if (e.getKey().isEmpty() || e.getKey().contains("=")) {
                throw error(at + "/env/" + e.getKey(), "'" + e.getKey() + "' is not a variable name");
            }
            variables.put(e.getKey(), e.getValue().asText());
        }
        return variables;
    }

    /** A start after a ply of a match log: the log, and its plies up to there. */
    private record StartFromLog(MatchLog log, MatchLog.From plies) {}

    /** The fields of a start taken from a match log. */
    static final Set<String> START_FIELDS = Set.of("log", "ply");

    /**
     * Reads {@code "start": {"log": ..., "ply": N}}: every match starts at the position after ply
     * {@code N} of that log, of this config's game and rules, its bots told the plies before.
     */
    private StartFromLog startFromLog(JsonNode node, GameType game, String rules) {
        checkFields(node, "/start", START_FIELDS);
        Path logFile = path(node, "/start", "log");
        if (!node.has("ply")) {
            throw error("/start/ply", "missing: the ply after which every match starts (0 for the log's start)");
        }
        long ply = number(node, "/start", "ply", 0, 0);
        MatchLog log;
        try {
            log = MatchLogs.read(logFile);
        } catch (UnreadableLogException e) {
            throw error("/start/log", e.getMessage());
        }
        if (!game.name().equals(log.game())) {
            throw error(
                    "/start/log",
                    "the match log " + logFile + " is a game of " + log.game() + ", this tournament plays "
                            + game.name());
        }
        Object logRules = log.rules().get("name");
        if (!rules.equals(String.valueOf(logRules))) {
            throw error(
                    "/start/log",
                    "the match log " + logFile + " was played with the rules " + logRules + ", this tournament's are "
                            + rules);
        }
        try {
            // Named in each match's log as the config names it: relative to the config, not to this machine.
            String named = node.get("log").asText();
            return new StartFromLog(log, PlayAgain.from(named, log, (int) Math.min(ply, Integer.MAX_VALUE)));
        } catch (IllegalArgumentException e) {
            throw error("/start/ply", logFile.getFileName() + ": " + e.getMessage());
        }
    }

    /** Notes each unknown field, with the known one it was most likely meant to be. */
    private void checkFields(JsonNode node, String at, Set<String> known) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!known.contains(field)) {
                String nearest = Suggestions.nearest(field, known);
                problems.add(error(
                        at + "/" + field,
                        "unknown field '" + field + "'"
                                + (nearest != null ? " (did you mean " + nearest + "?)" : "") + " (known: "
                                + String.join(", ", known.stream().sorted().toList()) + ")"));
            }
        }
    }

    private String text(JsonNode node, String at, String field, String fallback) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isTextual()) {
            throw error(at + "/" + field, "must be a string, not " + kind(value));
        }
        return value.asText();
    }

    /** One of a few words, or the fallback when absent. */
    private String word(JsonNode node, String field, String fallback, List<String> words) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isTextual() || !words.contains(value.asText())) {
            throw error(
                    "/" + field,
                    "must be one of " + String.join(", ", words) + ", not " + kind(value)
                            + (value.isTextual() ? Suggestions.didYouMean(value.asText(), words) : ""));
        }
        return value.asText();
    }

    /** {@code true} or {@code false}, or the fallback when absent. */
    private boolean flag(JsonNode node, String field, boolean fallback) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isBoolean()) {
            throw error("/" + field, "must be true or false, not " + kind(value));
        }
        return value.asBoolean();
    }

    /** A time in milliseconds: a whole number from {@code min} to {@link #MAX_TIME_MS}. */
    private long time(JsonNode node, String field, long fallback, long min) {
        long ms = number(node, "", field, fallback, min);
        if (ms > MAX_TIME_MS) {
            throw error("/" + field, tooLong(ms));
        }
        return ms;
    }

    /** Why a time is refused, for {@link #MAX_TIME_MS}. */
    public static String tooLong(long ms) {
        return String.format(
                java.util.Locale.ROOT, "must be at most %,d ms (a week), got %,d: not a real time", MAX_TIME_MS, ms);
    }

    private long number(JsonNode node, String at, String field, long fallback, long min) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw error(at + "/" + field, "must be a whole number, not " + kind(value));
        }
        long n = value.asLong();
        if (n < min) {
            throw error(at + "/" + field, "must be at least " + min + ", got " + n);
        }
        return n;
    }

    private Path path(JsonNode node, String at, String field) {
        String text = text(node, at, field, null);
        if (text == null || text.isBlank()) {
            throw error(at + "/" + field, "must be a path");
        }
        return folder.resolve(text).normalize();
    }

    private static String kind(JsonNode node) {
        return switch (node.getNodeType()) {
            case STRING -> "a string (\"" + node.asText() + "\")";
            case NUMBER -> "a number (" + node.asText() + ")";
            case BOOLEAN -> "a boolean (" + node.asText() + ")";
            case ARRAY -> "a list";
            case OBJECT -> "an object";
            case NULL -> "null";
            default -> node.getNodeType().name().toLowerCase();
        };
    }

    ConfigException error(String pointer, String message) {
        String field = field(pointer);
        return new ConfigException(
                file + ":" + place(pointer) + ": " + (field.isEmpty() ? "" : field + ": ") + message);
    }

    /** {@code /bots/2/command} as {@code bots[2].command}. */
    static String field(String pointer) {
        StringBuilder out = new StringBuilder();
        for (String part : pointer.split("/")) {
            if (part.isEmpty()) {
                continue;
            }
            if (part.chars().allMatch(Character::isDigit)) {
                out.append('[').append(part).append(']');
            } else {
                out.append(out.length() == 0 ? "" : ".").append(part);
            }
        }
        return out.toString();
    }

    /** Line and column where the field (or the nearest enclosing one) starts. */
    private String place(String pointer) {
        String p = pointer;
        while (true) {
            JsonLocation at = locations.get(p);
            if (at != null) {
                return at.getLineNr() + ":" + at.getColumnNr();
            }
            if (p.isEmpty()) {
                return "1:1";
            }
            p = p.substring(0, p.lastIndexOf('/'));
        }
    }
}
