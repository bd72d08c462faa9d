package arbitre.tournament.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.sandbox.SandboxSpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonMetaSchema;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.NonValidationKeyword;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The config's JSON Schema (configs/schema) against the loader: the same fields at every level, the
 * same words where a field takes a few, the same defaults, and every config of {@code configs/}
 * valid for both; and the reference page made from the schema (docs/reference/config.md) with a row
 * for each field the loader accepts, and none for a field it refuses.
 */
class ConfigSchemaTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path SCHEMA = ROOT.resolve("configs/schema/tournament.schema.json");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private static JsonNode schemaTree() throws IOException {
        return MAPPER.readTree(SCHEMA.toFile());
    }

    private static JsonSchema schema() throws IOException {
        // x-default: the default in words, where it is not one value ("the number of cores"), for the reference.
        JsonMetaSchema meta = JsonMetaSchema.builder(JsonMetaSchema.getV202012())
                .keyword(new NonValidationKeyword("x-default"))
                .build();
        return JsonSchemaFactory.builder(JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012))
                .metaSchema(meta)
                .build()
                .getSchema(schemaTree());
    }

    private static Set<String> fields(JsonNode object) {
        Set<String> names = new TreeSet<>();
        object.path("properties").fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void schema_namesTheFieldsTheLoaderAccepts_atEveryLevel() throws IOException {
        JsonNode schema = schemaTree();
        String hint = " (configs/schema/tournament.schema.json and ConfigLoader must name the same fields)";
        assertThat(fields(schema)).as("top level" + hint).isEqualTo(new TreeSet<>(ConfigLoader.TOP_FIELDS));
        assertThat(fields(schema.path("$defs").path("bot")))
                .as("bots[]" + hint)
                .isEqualTo(new TreeSet<>(ConfigLoader.BOT_FIELDS));
        assertThat(fields(schema.path("$defs").path("sandbox")))
                .as("sandbox" + hint)
                .isEqualTo(new TreeSet<>(ConfigLoader.SANDBOX_FIELDS));
        assertThat(schema.path("additionalProperties").asBoolean(true)).isFalse();
    }

    @Test
    void schema_describesTheNestedObjectsAndWordsTheLoaderAccepts() throws IOException {
        JsonNode schema = schemaTree();
        JsonNode start = schema.at("/properties/start/oneOf");
        JsonNode startObject = null;
        for (JsonNode option : start) {
            if ("object".equals(option.path("type").asText())) {
                startObject = option;
            }
        }

        assertThat(startObject).as("start as an object").isNotNull();
        assertThat(fields(startObject)).isEqualTo(new TreeSet<>(ConfigLoader.START_FIELDS));
        assertThat(fields(schema.at("/properties/final"))).isEqualTo(new TreeSet<>(FormatReader.FINAL_FIELDS));
        assertThat(words(schema.at("/properties/format/enum")))
                .containsExactly(java.util.Arrays.stream(Format.Kind.values())
                        .map(Format.Kind::configName)
                        .toArray(String[]::new));
        assertThat(words(schema.at("/properties/final/properties/format/enum")))
                .containsExactlyInAnyOrder(Format.Kind.KNOCKOUT.configName(), Format.Kind.ROUND_ROBIN.configName());
        ConfigLoader.WORDS.forEach((field, words) -> assertThat(words(schema.at("/properties/" + field + "/enum")))
                .as(field)
                .isEqualTo(words));
    }

    @Test
    void configPage_hasARowForEachFieldTheLoaderAccepts_andNoOther() throws IOException {
        Map<String, Set<String>> rows = configPageRows(ROOT.resolve("docs/reference/config.md"));
        String hint = " (docs/reference/config.md is made from the schema: write it again, see contributors.md)";

        assertThat(rows.get("The config")).as("top level" + hint).isEqualTo(new TreeSet<>(ConfigLoader.TOP_FIELDS));
        assertThat(rows.get("bot")).as("bots[]" + hint).isEqualTo(new TreeSet<>(ConfigLoader.BOT_FIELDS));
        assertThat(rows.get("sandbox")).as("sandbox" + hint).isEqualTo(new TreeSet<>(ConfigLoader.SANDBOX_FIELDS));
    }

    @Test
    void configPageRows_readsTheFieldOfEachRowBySection(@TempDir Path pages) throws IOException {
        Path page = pages.resolve("config.md");
        Files.writeString(page, """
                # Tournament config

                ## The config

                | field | type | default | meaning |
                |---|---|---|---|
                | `name` | string | | The name; see `other` |
                | `bots` | array | required | The players. |

                ## bot

                | `command` | string | | |
                """);

        assertThat(configPageRows(page))
                .containsOnlyKeys("The config", "bot")
                .containsEntry("The config", Set.of("name", "bots"))
                .containsEntry("bot", Set.of("command"));
    }

    /** The fields the rows of each section of config.md describe (its first cell), by section title. */
    private static Map<String, Set<String>> configPageRows(Path page) throws IOException {
        Map<String, Set<String>> rows = new java.util.TreeMap<>();
        String section = null;
        java.util.regex.Pattern row = java.util.regex.Pattern.compile("^\\| `([^`]+)` \\|");
        for (String line : Files.readAllLines(page)) {
            if (line.startsWith("## ")) {
                section = line.substring(3).strip();
            }
            java.util.regex.Matcher m = row.matcher(line);
            if (section != null && m.find()) {
                rows.computeIfAbsent(section, k -> new TreeSet<>()).add(m.group(1));
            }
        }
        return rows;
    }

    private static List<String> words(JsonNode array) {
        List<String> words = new ArrayList<>();
        array.forEach(w -> words.add(w.asText()));
        return words;
    }

    @Test
    void everyConfigOfConfigs_isValidForTheSchemaAndTheLoader() throws IOException {
        JsonSchema schema = schema();
        List<Path> configs;
        try (Stream<Path> files = Files.list(ROOT.resolve("configs"))) {
            configs = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(configs).hasSizeGreaterThanOrEqualTo(3);
        List<String> problems = new ArrayList<>();
        for (Path config : configs) {
            JsonNode tree = MAPPER.readTree(config.toFile());
            for (ValidationMessage message : schema.validate(tree)) {
                problems.add(ROOT.relativize(config) + ": " + message.getMessage());
            }
            if (!tree.path("$schema").asText().equals("schema/tournament.schema.json")) {
                problems.add(ROOT.relativize(config) + ": does not name its schema (\"$schema\")");
            }
            ConfigLoader.load(config);
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void defaults_ofTheSchema_areTheLoaders() throws IOException {
        Path file = ConfigFiles.write(
                dir.resolve("t.json"),
                java.util.Map.of(),
                ConfigFiles.bots("a", "builtin:random", "b", "builtin:random"));
        TournamentConfig config = ConfigLoader.load(file);
        JsonNode top = schemaTree().path("properties");
        JsonNode sandbox = schemaTree().path("$defs").path("sandbox").path("properties");
        assertThat(top.path("game").path("default").asText()).isEqualTo(config.game());
        assertThat(top.path("start").path("default").asText()).isEqualTo(config.start());
        assertThat(top.path("moveMs").path("default").asLong())
                .isEqualTo(config.timeControl().moveMs());
        assertThat(top.path("bankMs").path("default").asLong())
                .isEqualTo(config.timeControl().bankMs());
        assertThat(top.path("incrementMs").path("default").asLong())
                .isEqualTo(config.timeControl().incrementMs());
        assertThat(top.path("firstMoveGraceMs").path("default").asLong())
                .isEqualTo(config.timeControl().firstMoveGraceMs());
        assertThat(top.path("endGraceMs").path("default").asLong())
                .isEqualTo(config.timeControl().endGraceMs());
        assertThat(top.path("timeMarginMs").path("default").asLong())
                .isEqualTo(config.timeControl().timeMarginMs());
        assertThat(top.path("gamesPerPair").path("default").asInt()).isEqualTo(config.gamesPerPair());
        assertThat(top.path("seed").path("default").asLong()).isEqualTo(config.seed());
        assertThat(top.path("stderrCapBytes").path("default").asLong()).isEqualTo(config.stderrCapBytes());
        assertThat(sandbox.path("memoryMb").path("default").asInt()).isEqualTo(SandboxSpec.DEFAULT_MEMORY_MB);
        assertThat(sandbox.path("processes").path("default").asInt()).isEqualTo(SandboxSpec.DEFAULT_PROCESSES);
        assertThat(sandbox.path("cpuSeconds").path("default").asInt()).isEqualTo(SandboxSpec.DEFAULT_CPU_SECONDS);
        assertThat(sandbox.path("fileSizeMb").path("default").asInt()).isEqualTo(SandboxSpec.DEFAULT_FILE_SIZE_MB);
        assertThat(sandbox.path("openFiles").path("default").asInt()).isEqualTo(SandboxSpec.DEFAULT_OPEN_FILES);
        assertThat(sandbox.path("tmpMb").path("default").asInt()).isEqualTo(SandboxSpec.DEFAULT_TMP_MB);
    }

    @Test
    void unknownField_isRefusedByTheSchemaAndTheLoader() throws IOException {
        Path file = ConfigFiles.write(
                dir.resolve("t.json"),
                java.util.Map.of("moveMz", 100),
                ConfigFiles.bots("a", "builtin:random", "b", "builtin:random"));
        assertThat(schema().validate(MAPPER.readTree(file.toFile()))).isNotEmpty();
        assertThatThrownBy(() -> ConfigLoader.load(file)).hasMessageContaining("unknown field 'moveMz'");
    }

    @Test
    void schemaField_isAcceptedByTheLoader_andMustBeText() throws IOException {
        Path named = ConfigFiles.write(
                dir.resolve("named.json"),
                java.util.Map.of("$schema", "schema/tournament.schema.json"),
                ConfigFiles.bots("a", "builtin:random", "b", "builtin:random"));
        assertThat(ConfigLoader.load(named).bots()).hasSize(2);
        Path number = ConfigFiles.write(
                dir.resolve("number.json"),
                java.util.Map.of("$schema", 7),
                ConfigFiles.bots("a", "builtin:random", "b", "builtin:random"));
        assertThatThrownBy(() -> ConfigLoader.load(number)).hasMessageContaining("$schema: must be a string");
    }
}
