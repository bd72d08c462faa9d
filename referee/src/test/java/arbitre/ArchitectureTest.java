package arbitre;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.game.GameRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layout says what the design says, read from the source tree.
 *
 * <h2>The game seam</h2>
 * Each game lives in packages of its own: {@code arbitre.engine.<game>}, {@code
 * arbitre.bots.<game>} and {@code arbitre.game.<game>}. Outside the referee's game packages, no
 * class imports a game's engine or bots, and none spells a game's name in its code (an identifier
 * or a string): what a game owns is reached through its {@link arbitre.game.GameType}. In the
 * engine and the bots, the same holds of names outside the game packages, but for the few classes
 * that keep a list of the games (which {@code arbitre.game.GameListsTest} holds to the registry).
 * Comments may name games. The games are those the registry finds, so a game added on the class
 * path is checked too. The engine's root package, which the referee may use, holds what no game owns.
 *
 * <h2>No package cycle</h2>
 * In each module, the packages' dependencies (imports and fully qualified names in code) form no
 * cycle, so each package can be read, tested and changed from the bottom up.
 *
 * <h2>Layers</h2>
 * The referee's packages stand in layers ({@link #LAYERS}), from what knows nothing of a match up
 * to the command line; a package imports only its own layer and those below, so nothing below the
 * command line reaches into it, and a package added without a layer fails here.
 *
 * <h2>Rooms</h2>
 * The tournament's three rooms are layers of their own: {@code config} (a config read and
 * checked), {@code schedule} (who meets whom) and {@code run} (the schedule played into a folder);
 * nothing lives in {@code arbitre.tournament} itself. The benchmarks ({@code arbitre.bench}) are reached from the command line only.
 */
class ArchitectureTest {
    private static final Path REFEREE = Path.of("src/main/java");
    private static final List<Path> MODULES =
            List.of(Path.of("../engine/src/main/java"), Path.of("../bots/src/main/java"), REFEREE);
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern IMPORT =
            Pattern.compile("^import\\s+(?:static\\s+)?([\\w.]+?)\\.[A-Z][\\w.*]*;", Pattern.MULTILINE);
    private static final Pattern QUALIFIED = Pattern.compile("\\barbitre(?:\\.[a-z]\\w*)+(?=\\.[A-Z])");

    @Test
    void referee_outsideTheGamePackages_namesNoGame() {
        List<String> games = GameRegistry.names();
        assertThat(games).hasSizeGreaterThanOrEqualTo(3);

        List<String> violations = new ArrayList<>();
        for (Path file : javaFiles(REFEREE)) {
            String source = read(file);
            String pkg = packageOf(source);
            if (pkg.startsWith("arbitre.game.")) {
                continue;
            }
            violations.addAll(seamViolations(REFEREE.relativize(file).toString(), source, games));
        }

        assertThat(violations).isEmpty();
    }

    /**
     * The classes of the engine and the bots that keep a list of the games, since they cannot ask
     * the referee's registry; {@code arbitre.game.GameListsTest} holds each list to the registry.
     */
    static final Set<String> GAME_LISTS = Set.of(
            "arbitre/engine/perft/PerftMain.java",
            "arbitre/bots/protocol/Game.java",
            "arbitre/bots/BotMain.java",
            "arbitre/bots/Ladders.java",
            "arbitre/bots/bench/Bench.java");

    @Test
    void engineAndBots_outsideTheGamePackagesAndTheListsOfGames_nameNoGame() {
        List<String> games = GameRegistry.names();
        List<String> violations = new ArrayList<>();
        for (Path module : List.of(Path.of("../engine/src/main/java"), Path.of("../bots/src/main/java"))) {
            for (Path file : javaFiles(module)) {
                String name = module.relativize(file).toString().replace('\\', '/');
                String source = read(file);
                if (inAGamePackage(packageOf(source), games) || GAME_LISTS.contains(name)) {
                    continue;
                }
                for (String line : seamViolations(name, source, games)) {
                    // The engine and the bots may use each game's engine: the check is on names.
                    if (namesAGame(line.substring(line.indexOf(": ") + 2), games)) {
                        violations.add(line);
                    }
                }
            }
        }

        assertThat(violations).isEmpty();
    }

    /** Whether a package of the engine or the bots is a game's own ({@code arbitre.bots.kalah}). */
    static boolean inAGamePackage(String pkg, List<String> games) {
        String[] parts = pkg.split("\\.");
        return parts.length >= 3 && games.contains(parts[2]);
    }

    @Test
    void engine_rootPackage_importsNoGame() {
        Path root = Path.of("../engine/src/main/java/arbitre/engine");
        List<String> violations = new ArrayList<>();
        try (Stream<Path> files = Files.list(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String code = code(read(file));
                Matcher imports =
                        Pattern.compile("\\barbitre\\.engine\\.[a-z]\\w*").matcher(code);
                while (imports.find()) {
                    violations.add(file.getFileName() + ": " + imports.group());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }

        assertThat(violations).isEmpty();
    }

    @Test
    void seamViolations_catchAnEngineImportAGameNameAndAQualifiedGameClass() {
        List<String> games = List.of("awale", "kalah", "nim");
        String source = """
                package arbitre.match;

                import arbitre.engine.Text;
                import arbitre.engine.awale.Board;

                // kalah in a comment is fine
                class Sample {
                    String name = "Kalah";
                    int fairKalahCount;
                    int minimum = Math.min(1, 2);
                    Object node = new arbitre.bots.awale.AwaleNode();
                    String suite = "fairkalah";
                }
                """;

        assertThat(seamViolations("Sample.java", source, games))
                .containsExactly(
                        "Sample.java:4: import arbitre.engine.awale.Board;",
                        "Sample.java:8: String name = \"Kalah\";",
                        "Sample.java:9: int fairKalahCount;",
                        "Sample.java:11: Object node = new arbitre.bots.awale.AwaleNode();",
                        "Sample.java:12: String suite = \"fairkalah\";");
    }

    @Test
    void modules_haveNoPackageCycle() {
        for (Path module : MODULES) {
            Map<String, Set<String>> graph = packageGraph(module);

            assertThat(cycles(graph)).as("package cycles in " + module).isEmpty();
        }
    }

    /**
     * The referee's layers, bottom first. A package belongs to the layer of the longest name here
     * that is its own or a parent's ({@code arbitre.game.kalah} to {@code arbitre.game}).
     */
    static final List<List<String>> LAYERS = List.of(
            // what knows nothing of a match: the protocol's lines, the sandbox, tables of numbers,
            // text made safe for a terminal
            List.of("arbitre.protocol", "arbitre.sandbox", "arbitre.stats", "arbitre.terminal"),
            // the games behind their seam
            List.of("arbitre.game"),
            // a bot's process, its clock, the match log
            List.of("arbitre.process", "arbitre.clock", "arbitre.log"),
            List.of("arbitre.match"),
            // what reads or plays matches one at a time
            List.of("arbitre.replay", "arbitre.play"),
            // what makes something of many matches (the live page shows the report's bracket)
            List.of("arbitre.standings", "arbitre.report", "arbitre.validate", "arbitre.series", "arbitre.serve"),
            List.of("arbitre.tournament.config"),
            List.of("arbitre.tournament.schedule"),
            List.of("arbitre.tournament.run", "arbitre.bench"),
            // the command line, over everything
            List.of("arbitre.cli"));

    @Test
    void referee_noImportPointsUpALayer() {
        Map<String, Set<String>> graph = packageGraph(REFEREE);

        assertThat(graph.keySet().stream().filter(p -> layer(p) < 0))
                .as("packages with no layer in ArchitectureTest.LAYERS")
                .isEmpty();
        assertThat(upwardImports(graph)).isEmpty();
    }

    @Test
    void upwardImports_namesAnImportOfAHigherLayer() {
        Map<String, Set<String>> graph = Map.of(
                "arbitre.validate", Set.of("arbitre.cli.output", "arbitre.match"),
                "arbitre.game.nim", Set.of("arbitre.game", "arbitre.protocol"),
                "arbitre.match", Set.of());

        assertThat(upwardImports(graph)).containsExactly("arbitre.validate -> arbitre.cli.output");
    }

    /** Each dependency of the graph on a package of a higher layer, as {@code from -> to}. */
    static List<String> upwardImports(Map<String, Set<String>> graph) {
        List<String> upward = new ArrayList<>();
        new TreeMap<>(graph)
                .forEach((from, targets) -> new TreeSet<>(targets).forEach(to -> {
                    if (layer(to) > layer(from)) {
                        upward.add(from + " -> " + to);
                    }
                }));
        return upward;
    }

    /** The index in {@link #LAYERS} of a package's layer, or -1. */
    static int layer(String pkg) {
        int best = -1;
        int bestLength = -1;
        for (int i = 0; i < LAYERS.size(); i++) {
            for (String name : LAYERS.get(i)) {
                if ((pkg.equals(name) || pkg.startsWith(name + ".")) && name.length() > bestLength) {
                    best = i;
                    bestLength = name.length();
                }
            }
        }
        return best;
    }

    @Test
    void bench_isUsedOnlyByTheCommandLine() {
        Map<String, Set<String>> graph = packageGraph(REFEREE);

        assertThat(graph.entrySet().stream()
                        .filter(e -> e.getValue().contains("arbitre.bench"))
                        .map(Map.Entry::getKey))
                .allMatch(p -> p.startsWith("arbitre.cli"));
    }

    @Test
    void cycles_findsPackagesThatDependOnEachOther() {
        Map<String, Set<String>> graph = Map.of(
                "a", Set.of("b"),
                "b", Set.of("c"),
                "c", Set.of("a"),
                "d", Set.of("a"));

        assertThat(cycles(graph)).containsExactly(List.of("a", "b", "c"));
    }

    /**
     * The lines of a source outside the game packages that import an engine sub-package, or spell
     * a game's name in code (not in comments), each as {@code file:line: text}.
     */
    static List<String> seamViolations(String name, String source, List<String> games) {
        Pattern engineGame = Pattern.compile("\\barbitre\\.engine\\.[a-z]");
        List<String> violations = new ArrayList<>();
        String[] lines = code(source).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (namesAGame(line, games) || engineGame.matcher(line).find()) {
                violations.add(name + ":" + (i + 1) + ": " + line);
            }
        }
        return violations;
    }

    /**
     * Whether a line of code spells a game's name: one of its words (identifiers and strings cut
     * at other characters and at camel-case humps) is the name, or starts or ends with it
     * ({@code FairKalah}, {@code fairkalah}), in any case; so {@code minimum} does not name Nim.
     */
    static boolean namesAGame(String line, List<String> games) {
        for (String word : line.split("[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])")) {
            String lower = word.toLowerCase(java.util.Locale.ROOT);
            for (String game : games) {
                if (lower.startsWith(game) || lower.endsWith(game)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Each module package's dependencies on the module's other packages. */
    static Map<String, Set<String>> packageGraph(Path sources) {
        Map<String, String> packages = new HashMap<>();
        for (Path file : javaFiles(sources)) {
            String source = read(file);
            packages.put(file.toString(), packageOf(source));
        }
        Set<String> known = new TreeSet<>(packages.values());
        Map<String, Set<String>> graph = new TreeMap<>();
        known.forEach(p -> graph.put(p, new TreeSet<>()));
        for (Path file : javaFiles(sources)) {
            String source = read(file);
            String from = packageOf(source);
            List<String> targets = new ArrayList<>();
            Matcher imports = IMPORT.matcher(source);
            while (imports.find()) {
                targets.add(imports.group(1));
            }
            Matcher qualified = QUALIFIED.matcher(code(source.replaceAll("(?m)^(package|import) .*$", ""), false));
            while (qualified.find()) {
                targets.add(qualified.group());
            }
            for (String target : targets) {
                String to = target;
                while (!known.contains(to) && to.contains(".")) {
                    to = to.substring(0, to.lastIndexOf('.'));
                }
                if (known.contains(to) && !to.equals(from)) {
                    graph.get(from).add(to);
                }
            }
        }
        return graph;
    }

    /** The cycles of a graph: its strongly connected components of more than one node, sorted. */
    static List<List<String>> cycles(Map<String, Set<String>> graph) {
        Tarjan tarjan = new Tarjan(graph);
        new TreeSet<>(graph.keySet()).forEach(node -> {
            if (!tarjan.index.containsKey(node)) {
                tarjan.visit(node);
            }
        });
        return tarjan.components;
    }

    private static final class Tarjan {
        final Map<String, Set<String>> graph;
        final Map<String, Integer> index = new HashMap<>();
        final Map<String, Integer> low = new HashMap<>();
        final Deque<String> stack = new ArrayDeque<>();
        final Set<String> onStack = new TreeSet<>();
        final List<List<String>> components = new ArrayList<>();

        Tarjan(Map<String, Set<String>> graph) {
            this.graph = graph;
        }

        void visit(String node) {
            index.put(node, index.size());
            low.put(node, index.get(node));
            stack.push(node);
            onStack.add(node);
            for (String next : graph.getOrDefault(node, Set.of())) {
                if (!index.containsKey(next)) {
                    visit(next);
                    low.put(node, Math.min(low.get(node), low.get(next)));
                } else if (onStack.contains(next)) {
                    low.put(node, Math.min(low.get(node), index.get(next)));
                }
            }
            if (low.get(node).equals(index.get(node))) {
                List<String> component = new ArrayList<>();
                String member;
                do {
                    member = stack.pop();
                    onStack.remove(member);
                    component.add(member);
                } while (!member.equals(node));
                if (component.size() > 1) {
                    component.sort(null);
                    components.add(component);
                }
            }
        }
    }

    /**
     * A source with its comments blanked out (line breaks kept, so line numbers hold) and its
     * strings and characters kept.
     */
    static String code(String source) {
        return code(source, true);
    }

    /** A source without comments, and with its strings and characters blanked unless {@code strings}. */
    static String code(String source, boolean strings) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                i = end < 0 ? n : end;
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                source.substring(i, end).chars().filter(ch -> ch == '\n').forEach(ch -> out.append('\n'));
                i = end;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end + 3;
                out.append(strings ? source.substring(i, end) : "\"\"");
                i = end;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && source.charAt(j) != c && source.charAt(j) != '\n') {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                j = Math.min(j + 1, n);
                out.append(strings ? source.substring(i, j) : String.valueOf(c) + c);
                i = j;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static String packageOf(String source) {
        Matcher m = PACKAGE.matcher(source);
        return m.find() ? m.group(1) : "";
    }

    private static List<Path> javaFiles(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
