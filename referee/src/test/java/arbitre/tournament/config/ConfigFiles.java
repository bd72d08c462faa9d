package arbitre.tournament.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Tournament config files written by tests. */
public final class ConfigFiles {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ConfigFiles() {}

    /** A config with these top-level fields and bots named by name → command. */
    public static Path write(Path file, Map<String, Object> fields, Map<String, String> bots) throws IOException {
        Map<String, Object> config = new LinkedHashMap<>(fields);
        List<Map<String, Object>> list = new ArrayList<>();
        bots.forEach((name, command) -> list.add(Map.of("name", name, "command", command)));
        config.put("bots", list);
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, MAPPER.writeValueAsBytes(config));
        return file;
    }

    /**
     * A config with these top-level fields and bots named by name → command, each bot carrying a
     * test's process marker in its environment.
     */
    public static Path write(Path file, Map<String, Object> fields, Map<String, String> bots, String marker)
            throws IOException {
        Map<String, Object> config = new LinkedHashMap<>(fields);
        List<Map<String, Object>> list = new ArrayList<>();
        bots.forEach((name, command) -> list.add(
                Map.of("name", name, "command", command, "env", Map.of(arbitre.testbots.TestBots.MARKER, marker))));
        config.put("bots", list);
        Files.write(file, MAPPER.writeValueAsBytes(config));
        return file;
    }

    /** Bots by name → command, in the order given: {@code bots("a", "./a", "b", "./b")}. */
    public static Map<String, String> bots(String... nameCommand) {
        Map<String, String> bots = new LinkedHashMap<>();
        for (int i = 0; i < nameCommand.length; i += 2) {
            bots.put(nameCommand[i], nameCommand[i + 1]);
        }
        return bots;
    }

    /** A config of bots called a, b, c, … all running {@code command}. */
    public static TournamentConfig named(Path folder, int bots, int gamesPerPair) throws IOException {
        Map<String, String> named = new LinkedHashMap<>();
        for (int i = 0; i < bots; i++) {
            named.put(String.valueOf((char) ('a' + i)), "bot --seat " + i);
        }
        Path file = write(folder.resolve("t.json"), Map.of("name", "t", "gamesPerPair", gamesPerPair), named);
        return ConfigLoader.load(file);
    }
}
