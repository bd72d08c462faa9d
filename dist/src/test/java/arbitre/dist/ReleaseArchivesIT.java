package arbitre.dist;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.dist.Machine.Run;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each release archive, unpacked in an empty folder and used as a person who downloads it would: a
 * machine with a Java runtime (or none, for the archive with its own) and the system's tools, no
 * Maven, no Maven repository, no network.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class ReleaseArchivesIT {
    static final Path DIST = Path.of(System.getProperty("arbitre.dist", "target"));
    static final String VERSION = System.getProperty("arbitre.version", "unknown");

    @TempDir
    Path dir;

    static Path archive(String suffix) {
        return DIST.resolve("arbitre-" + VERSION + suffix);
    }

    @Test
    void tarGz_javaOnThePath_runsVersionDemoAndValidate() throws Exception {
        Machine machine = new Machine(dir);
        Path release = machine.unpack(archive(".tar.gz"), dir.resolve("unpacked"));

        usesTheRelease(machine, release, List.of(machine.javaOnly()), Map.of(), false);
    }

    @Test
    void zip_javaInJavaHome_runsVersionDemoAndValidate() throws Exception {
        Machine machine = new Machine(dir);
        Path release = machine.unpack(archive(".zip"), dir.resolve("unpacked"));

        usesTheRelease(machine, release, List.of(), Map.of("JAVA_HOME", System.getProperty("java.home")), false);
    }

    @Test
    void linuxX64_noJavaOnTheMachine_runsWithItsOwnRuntime() throws Exception {
        Machine machine = new Machine(dir);
        Path release = machine.unpack(archive("-linux-x64.tar.gz"), dir.resolve("unpacked"));

        Run noJava = machine.run(dir, List.of(), Map.of(), true, "sh", "-c", "command -v java || ls /usr/lib/jvm");
        assertThat(noJava.out())
                .as("the machine seen by the release has no Java")
                .isBlank();
        usesTheRelease(machine, release, List.of(), Map.of(), true);
    }

    @Test
    void tarGz_java25InJavaHome_keepsAnAheadOfTimeCacheAndUsesItButForTheVersion() throws Exception {
        Path jdk = java25();
        Machine machine = new Machine(dir);
        Path release = machine.unpack(archive(".tar.gz"), dir.resolve("unpacked"));
        Map<String, String> java25 = Map.of("JAVA_HOME", jdk.toString());

        Run first = machine.run(release, List.of(), java25, false, "bin/arbitre", "--version");

        assertThat(first.exitCode()).as(first.all()).isZero();
        assertThat(first.out()).contains("Java " + feature(jdk) + ".");
        try (Stream<Path> cache = Files.list(release.resolve("lib/cache"))) {
            List<Path> caches = cache.filter(p -> p.toString().endsWith(".aot")).toList();
            assertThat(caches).as(first.all()).hasSize(1);
            assertThat(Files.size(caches.get(0))).isPositive();
        }
        // The next start loads it: the JVM, asked to, says so.
        Map<String, String> saying = Map.of("JAVA_HOME", jdk.toString(), "ARBITRE_JAVA_OPTS", "-Xlog:aot=info");
        Run second = machine.run(release, List.of(), saying, false, "bin/arbitre", "games");
        assertThat(second.exitCode()).as(second.all()).isZero();
        assertThat(second.out()).contains("Using AOT-linked classes: true");
        // But for the version alone, which the whole cache would slow down.
        Run version = machine.run(release, List.of(), saying, false, "bin/arbitre", "--version");
        assertThat(version.exitCode()).as(version.all()).isZero();
        assertThat(version.out()).contains("Using AOT-linked classes: false").contains("Java " + feature(jdk) + ".");
    }

    /** The machine's JDK of Java 25 or newer (its second JDK, beside the one that builds). */
    private static Path java25() throws Exception {
        try (Stream<Path> jdks = Files.list(Path.of("/usr/lib/jvm"))) {
            return jdks.filter(jdk -> Files.isExecutable(jdk.resolve("bin/java")))
                    .filter(jdk -> feature(jdk) >= 25)
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no JDK 25 or newer under /usr/lib/jvm"));
        }
    }

    /** A JDK's feature version, from its release file (0 when it has none). */
    private static int feature(Path jdk) {
        try {
            for (String line : Files.readAllLines(jdk.resolve("release"), StandardCharsets.UTF_8)) {
                if (line.startsWith("JAVA_VERSION=")) {
                    String version = line.substring("JAVA_VERSION=".length()).replace("\"", "");
                    return Integer.parseInt(version.split("[.+-]")[0]);
                }
            }
        } catch (java.io.IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }

    @Test
    void tarGz_withoutItsRuntime_withoutJava_saysWhatToInstall() throws Exception {
        Machine machine = new Machine(dir);
        Path release = machine.unpack(archive(".tar.gz"), dir.resolve("unpacked"));

        Run run = machine.run(release, List.of(), Map.of(), true, "bin/arbitre", "--version");

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("no Java found", "linux-x64");
    }

    @Test
    void manPage_rendersWithManL() throws Exception {
        Machine machine = new Machine(dir);
        Path release = machine.unpack(archive(".tar.gz"), dir.resolve("unpacked"));
        assertThat(Machine.systemTool("man"))
                .as("man (Debian's man-db) must be installed")
                .isPresent();

        Run main = machine.run(
                release,
                List.of(),
                Map.of("MANWIDTH", "80"),
                false,
                "man",
                "-P",
                "cat",
                "-l",
                "share/man/man1/arbitre.1");
        Run validate = machine.run(
                release, List.of(), Map.of(), false, "man", "-P", "cat", "-l", "share/man/man1/arbitre-validate.1");

        assertThat(main.exitCode()).as(main.err()).isZero();
        assertThat(main.out())
                .contains("ARBITRE(1)", "NAME", "SYNOPSIS", "arbitre - ")
                .doesNotContain("==", "*arbitre*");
        assertThat(validate.out()).contains("ARBITRE-VALIDATE(1)", "--bot-p2");
    }

    @Test
    void everyArchive_hasItsSha256_inTheFormatOfSha256sum() throws Exception {
        for (String suffix : List.of(".tar.gz", ".zip", "-linux-x64.tar.gz")) {
            Path archive = archive(suffix);
            String digest = HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(archive)));

            assertThat(Files.readString(
                                    archive.resolveSibling(archive.getFileName() + ".sha256"), StandardCharsets.UTF_8)
                            .strip())
                    .isEqualTo(digest + "  " + archive.getFileName());
        }
    }

    /** --version, the demo tournament of the archive, and validate of a starter bot. */
    private void usesTheRelease(
            Machine machine, Path release, List<Path> path, Map<String, String> variables, boolean withoutJava)
            throws Exception {
        assertThat(release.getFileName()).hasToString("arbitre-" + VERSION);
        assertThat(release.resolve("share/bash-completion/completions/arbitre")).isRegularFile();
        // arbitre.jar is the referee's classes; its libraries are beside it, each under the name
        // its Class-Path gives.
        try (java.util.jar.JarFile jar =
                new java.util.jar.JarFile(release.resolve("lib/arbitre.jar").toFile())) {
            String classPath = jar.getManifest().getMainAttributes().getValue("Class-Path");
            assertThat(classPath).isNotBlank();
            for (String library : classPath.trim().split(" +")) {
                assertThat(release.resolve("lib").resolve(library)).isRegularFile();
            }
        }

        Run bare = machine.run(release, path, variables, withoutJava, "sh", "-c", "command -v mvn; ls -A \"$HOME\"");
        assertThat(bare.all()).as("no Maven and an empty home").isBlank();

        Run version = machine.run(release, path, variables, withoutJava, "bin/arbitre", "--version");
        assertThat(version.exitCode()).as(version.all()).isZero();
        assertThat(version.out()).startsWith("arbitre " + VERSION + " (commit ").contains("Java ");
        if (withoutJava) {
            assertThat(version.out()).contains("Java " + Runtime.version().feature() + ".");
        }
        // The first start made what the next ones load: a class-data archive, or from Java 25 on
        // an ahead-of-time cache (beside an empty class-data file that marks it made).
        try (Stream<Path> cache = Files.list(release.resolve("lib/cache"))) {
            List<Path> made = new java.util.ArrayList<>();
            for (Path file : cache.toList()) {
                String name = file.getFileName().toString();
                if ((name.endsWith(".jsa") || name.endsWith(".aot")) && Files.size(file) > 0) {
                    made.add(file);
                }
            }
            assertThat(made).as(version.all()).hasSize(1);
        }

        // The README's first command, as written.
        Run demo = machine.run(release, path, variables, withoutJava, "./arbitre", "tournament", "configs/demo.json");
        assertThat(demo.exitCode()).as(demo.all()).isZero();
        JsonNode standings = new ObjectMapper()
                .readTree(release.resolve("results/demo/standings.json").toFile());
        assertThat(standings.path("games").asInt()).as(demo.all()).isEqualTo(20);
        // Every bot starts and keeps the protocol; only a move late on a busy machine may forfeit.
        for (JsonNode forfeit : standings.path("forfeitShare").path("counts")) {
            assertThat(forfeit.path("reason").asText()).as(demo.all()).isEqualTo("timeout");
        }
        assertThat(demo.out()).contains("c-example", "python-example", "iddfs");

        Run validate = machine.run(
                release.resolve("bots/examples/python"),
                path,
                variables,
                withoutJava,
                "../../../bin/arbitre",
                "validate",
                "--bot",
                "python3 bot.py",
                "--games",
                "2",
                "--output",
                dir.resolve("validate").toString());
        assertThat(validate.exitCode()).as(validate.all()).isZero();
        assertThat(validate.out()).contains("PASS starts").doesNotContain("FAIL");
    }
}
