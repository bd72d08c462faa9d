package arbitre.dist;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.dist.Machine.Run;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The GitHub Action's script (configs/ci/arbitre-validate.sh), run for real on a starter bot. */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class ValidateActionIT {
    private static final Path ROOT =
            Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
    private static final Path SCRIPT = ROOT.resolve("configs/ci/arbitre-validate.sh");

    @TempDir
    Path dir;

    private Path starterBot(String name) throws Exception {
        Path bot = Files.createDirectories(dir.resolve("student-bot"));
        Files.copy(ROOT.resolve("bots/examples/python/bot.py"), bot.resolve(name));
        return bot;
    }

    @Test
    void script_localArchive_validatesTheBotInTheSandbox_andWritesTheJUnitReport() throws Exception {
        Machine machine = new Machine(dir);
        Path bot = starterBot("bot.py");

        Run run = machine.run(
                bot,
                List.of(),
                Map.of(
                        "ARBITRE_BOT", "python3 bot.py",
                        "ARBITRE_ARCHIVE",
                                ReleaseArchivesIT.archive("-linux-x64.tar.gz").toString(),
                        "ARBITRE_OPTIONS", "--games 2",
                        "ARBITRE_HOME", dir.resolve("arbitre").toString(),
                        "GITHUB_OUTPUT", dir.resolve("github-output").toString()),
                true,
                "bash",
                SCRIPT.toString());

        assertThat(run.exitCode()).as(run.all()).isZero();
        assertThat(run.out()).contains("sandbox: on");
        Element suites = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(bot.resolve("validate-report.xml").toFile())
                .getDocumentElement();
        assertThat(suites.getTagName()).isEqualTo("testsuites");
        assertThat(Integer.parseInt(suites.getAttribute("tests"))).isGreaterThanOrEqualTo(7);
        assertThat(suites.getAttribute("failures")).isEqualTo("0");
        assertThat(suites.getAttribute("errors")).isEqualTo("0");
        NodeList cases = suites.getElementsByTagName("testcase");
        List<String> names = new ArrayList<>();
        for (int i = 0; i < cases.getLength(); i++) {
            names.add(((Element) cases.item(i)).getAttribute("name"));
        }
        assertThat(names).contains("1. starts", "5. full games", "7. clean exit");
        assertThat(bot.resolve("validate-report.json")).isRegularFile();
        assertThat(bot.resolve("validate-logs")).isDirectory();
        assertThat(Files.readString(dir.resolve("github-output"), StandardCharsets.UTF_8))
                .contains("report=validate-report.xml");
    }

    @Test
    void script_botThatBreaksTheProtocol_failsWithTheFailureInTheReport() throws Exception {
        Machine machine = new Machine(dir);
        Path bot = Files.createDirectories(dir.resolve("student-bot"));
        Files.writeString(bot.resolve("bot.py"), "print('hello, referee', flush=True)\n");

        Run run = machine.run(
                bot,
                List.of(),
                Map.of(
                        "ARBITRE_BOT",
                        "python3 bot.py",
                        "ARBITRE_ARCHIVE",
                        ReleaseArchivesIT.archive("-linux-x64.tar.gz").toString(),
                        "ARBITRE_SANDBOX",
                        "false",
                        "ARBITRE_HOME",
                        dir.resolve("arbitre").toString()),
                true,
                "bash",
                SCRIPT.toString());

        assertThat(run.exitCode()).as(run.all()).isEqualTo(1);
        Element suites = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(bot.resolve("validate-report.xml").toFile())
                .getDocumentElement();
        assertThat(Integer.parseInt(suites.getAttribute("failures"))).isPositive();
    }

    /** A folder laid out as the releases' downloads: v<VERSION>/<archive> and its SHA-256 file. */
    private Path releases(boolean corrupt) throws Exception {
        Path tag = Files.createDirectories(dir.resolve("releases/v" + ReleaseArchivesIT.VERSION));
        Path archive = ReleaseArchivesIT.archive("-linux-x64.tar.gz");
        Files.createSymbolicLink(tag.resolve(archive.getFileName()), archive);
        Path sha = archive.resolveSibling(archive.getFileName() + ".sha256");
        String checksum = Files.readString(sha, StandardCharsets.UTF_8);
        Files.writeString(tag.resolve(sha.getFileName()), corrupt ? checksum.replaceFirst("^.", "x") : checksum);
        return dir.resolve("releases");
    }

    @Test
    void script_noArchive_downloadsThePinnedReleaseAndChecksIt() throws Exception {
        Machine machine = new Machine(dir);
        Path bot = starterBot("bot.py");

        Run run = machine.run(
                bot,
                List.of(),
                Map.of(
                        "ARBITRE_BOT", "python3 bot.py",
                        "ARBITRE_RELEASES", releases(false).toUri().toString(),
                        "ARBITRE_SANDBOX", "false",
                        "ARBITRE_OPTIONS", "--games 2",
                        "ARBITRE_HOME", dir.resolve("arbitre").toString()),
                true,
                "bash",
                SCRIPT.toString());

        assertThat(run.exitCode()).as(run.all()).isZero();
        assertThat(run.out()).contains("downloading arbitre-" + ReleaseArchivesIT.VERSION + "-linux-x64.tar.gz");
        assertThat(bot.resolve("validate-report.xml")).isRegularFile();
    }

    @Test
    void script_downloadThatDoesNotMatchItsSha256_stopsBeforeRunningIt() throws Exception {
        Machine machine = new Machine(dir);
        Path bot = starterBot("bot.py");

        Run run = machine.run(
                bot,
                List.of(),
                Map.of(
                        "ARBITRE_BOT", "python3 bot.py",
                        "ARBITRE_RELEASES", releases(true).toUri().toString(),
                        "ARBITRE_HOME", dir.resolve("arbitre").toString()),
                true,
                "bash",
                SCRIPT.toString());

        assertThat(run.exitCode()).as(run.all()).isEqualTo(2);
        assertThat(run.err()).contains("does not match its SHA-256");
        assertThat(bot.resolve("validate-report.xml")).doesNotExist();
    }

    @Test
    void script_noBot_saysWhatToSet() throws Exception {
        Machine machine = new Machine(dir);

        Run run = machine.run(dir, List.of(), Map.of(), false, "bash", SCRIPT.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("ARBITRE_BOT is not set");
    }

    @Test
    void script_downloadsTheReleaseOfItsOwnVersion() throws Exception {
        Matcher pinned = Pattern.compile("(?m)^default_version=(\\S+)$")
                .matcher(Files.readString(SCRIPT, StandardCharsets.UTF_8));

        assertThat(pinned.find()).isTrue();
        assertThat(pinned.group(1)).isEqualTo(ReleaseArchivesIT.VERSION);
    }

    @Test
    void action_isACompositeActionThatHandsEveryInputToTheScript() throws Exception {
        JsonNode action = new ObjectMapper(new YAMLFactory())
                .readTree(ROOT.resolve("action.yml").toFile());

        assertThat(action.path("name").asText()).isNotBlank();
        assertThat(action.path("description").asText()).isNotBlank();
        assertThat(action.path("runs").path("using").asText()).isEqualTo("composite");
        assertThat(action.path("inputs").path("bot").path("required").asBoolean())
                .isTrue();
        assertThat(action.path("inputs").has("bot-p2")).isTrue();
        String steps = action.path("runs").path("steps").toString();
        action.path("inputs").fieldNames().forEachRemaining(input -> {
            assertThat(action.path("inputs").path(input).path("description").asText())
                    .as(input)
                    .isNotBlank();
            assertThat(steps).as("input %s is used", input).contains("inputs." + input);
        });
        for (JsonNode step : action.path("runs").path("steps")) {
            // A composite action's run step must name its shell; a step either runs or uses.
            assertThat(step.has("run") ^ step.has("uses")).as(step.toString()).isTrue();
            if (step.has("run")) {
                assertThat(step.path("shell").asText()).as(step.toString()).isEqualTo("bash");
            }
        }
        assertThat(steps).contains("configs/ci/arbitre-validate.sh");
    }
}
