package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Headless Chromium, for tests that check a page as a browser renders it. */
public final class Chromium {
    private Chromium() {}

    /** Runs headless Chromium with {@code args} (its scratch files under {@code dir}) and returns its standard output. */
    public static String run(Path dir, String... args) throws IOException, InterruptedException {
        return run(true, dir, args);
    }

    private static String run(boolean budget, Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                binary(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--user-data-dir=" + Files.createTempDirectory(dir, "chromium")));
        if (budget) {
            command.add("--virtual-time-budget=3000");
        }
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "chromium", ".out");
        Process process = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!process.waitFor(90, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("chromium did not finish within 90 s: " + command);
        }
        assertThat(process.exitValue())
                .as("chromium's exit code for " + command)
                .isZero();
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /**
     * The page's DOM at its load event, its scripts run but no virtual time given: for a page that
     * streams events, under which virtual time hardly advances.
     */
    public static String domAtLoad(Path dir, String url) throws IOException, InterruptedException {
        return run(false, dir, "--timeout=10000", "--dump-dom", url);
    }

    /** The page's DOM after its scripts ran. */
    public static String dom(Path dir, String url) throws IOException, InterruptedException {
        return run(dir, "--dump-dom", url);
    }

    private static String binary() {
        for (String name : List.of("chromium", "chromium-browser")) {
            for (String folder : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
                Path candidate = Path.of(folder, name);
                if (Files.isExecutable(candidate)) {
                    return candidate.toString();
                }
            }
        }
        throw new AssertionError("chromium is not installed: the HTML report is tested in a real browser; "
                + "install it with 'apt-get install -y chromium' (.ci/run does so on CI)");
    }
}
