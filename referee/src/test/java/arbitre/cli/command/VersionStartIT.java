package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.testbots.TestBots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code arbitre --version} from the packaged jar, as the JVM sees it: which classes it loads, from
 * where (no timing is asserted).
 */
class VersionStartIT {

    @Test
    void version_fromTheJar_loadsOnlyItsOwnClassesAndGeneratesNone() throws Exception {
        String jar = Path.of("target/arbitre.jar").toAbsolutePath().toString();
        Process version = new ProcessBuilder(TestBots.javaBin(), "-Xlog:class+load", "-jar", jar, "--version")
                .redirectErrorStream(true)
                .start();
        String out = new String(version.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(version.waitFor(1, TimeUnit.MINUTES)).isTrue();

        assertThat(version.exitValue()).as(out).isZero();
        assertThat(out).contains("arbitre ");
        List<String> fromFiles =
                out.lines().filter(line -> line.contains("source: file:")).toList();
        assertThat(fromFiles).isNotEmpty().allSatisfy(line -> assertThat(line).endsWith("/arbitre.jar"));
        // Classes made at run time: those of string concatenation or lambdas, hundreds more loaded.
        assertThat(out).doesNotContain("__JVM_LookupDefineClass__").doesNotContain("$$Lambda");
        // Nor the command line's classes: picocli's own, its largest first.
        assertThat(out).doesNotContain("picocli.CommandLine source:").doesNotContain("arbitre.cli.Main source:");
        // The logger an exit through System.exit looks up (Java 21 on), by opening every jar.
        assertThat(out).doesNotContain("jdk.internal.logger.");
    }
}
