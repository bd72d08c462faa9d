package arbitre.cli.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the cheap example commands of the documentation with the packaged jar, as a reader would
 * from the repository's folder: the games, small perfts, positions, validation and a match of
 * instant bots (a C example bot built first, as the example says). Each must exit 0. Examples that take long (a tournament, a searching bot at its
 * full clock, a benchmark) are only parsed, by {@link DocExamplesTest}.
 */
class DocExamplesIT {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void cheapExamples_runAndExitZero() throws IOException, InterruptedException {
        for (String folder : List.of("bots", "configs")) {
            Files.createSymbolicLink(dir.resolve(folder), ROOT.resolve(folder));
        }
        List<DocExamples.Example> run = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        java.util.Set<List<String>> seen = new java.util.HashSet<>();
        int n = 0;
        for (DocExamples.Example example : DocExamples.all(ROOT)) {
            if (example.program().equals("gcc")) {
                // Builds an example bot that the next example plays (the binary is ignored by git).
                String outcome = run(example.words());
                if (outcome != null) {
                    failed.add(example + ": " + outcome);
                }
                continue;
            }
            List<String> args = cheap(example);
            if (args == null || !seen.add(args)) {
                continue;
            }
            run.add(example);
            if (args.get(0).equals("match")) {
                args.addAll(List.of(
                        "--log", dir.resolve("logs/match-" + n++ + ".json").toString()));
            } else if (args.get(0).equals("validate")) {
                args.addAll(List.of("--output", dir.resolve("validate-" + n++).toString()));
            }
            long start = System.nanoTime();
            String outcome = run(arbitre(args));
            System.out.printf("%s: %d ms%n", example, (System.nanoTime() - start) / 1_000_000);
            if (outcome != null) {
                failed.add(example + ": " + outcome);
            }
        }
        for (String folder : List.of("bots", "configs")) {
            Files.delete(dir.resolve(folder));
        }
        assertThat(run.stream().map(e -> e.arguments().get(0)).distinct())
                .contains("games", "perft", "position", "validate", "match");
        assertThat(failed).isEmpty();
    }

    /** The arguments of an example quick enough to run here, or {@code null}. */
    private static List<String> cheap(DocExamples.Example example) {
        if (!example.program().equals("./arbitre") || example.arguments().isEmpty()) {
            return null;
        }
        List<String> args = new ArrayList<>(example.arguments());
        String joined = String.join(" ", args);
        // A bar of --min-level plays the bundled search bot, which a reader's own bot is to beat.
        boolean instantBots =
                !joined.contains("iddfs") && !joined.contains("--bank-ms") && !joined.contains("--min-level");
        return switch (args.get(0)) {
            case "games", "position" -> args;
            case "perft" ->
                Integer.parseInt(args.get(args.size() - 1)) <= (joined.contains("fenix") ? 3 : 4) ? args : null;
            // A match --from needs a log of a game played before: the docs' are the reader's own.
            case "match" ->
                instantBots && !args.contains("--games") && !args.contains("--from") && !joined.contains("--sandbox")
                        ? args
                        : null;
            case "validate" -> instantBots && args.contains("--bot") ? args : null;
            default -> null;
        };
    }

    /** The packaged command line with these arguments, as {@code ./arbitre} would run it. */
    private static List<String> arbitre(List<String> args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar",
                Path.of(System.getProperty("arbitre.jar", "target/arbitre.jar"))
                        .toAbsolutePath()
                        .toString()));
        command.addAll(args);
        return command;
    }

    /** Runs a command in the folder; {@code null} when it exits 0, else what went wrong. */
    private String run(List<String> command) throws IOException, InterruptedException {
        Path output = dir.resolve("output.txt");
        Process process = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            return "still running after 120 s";
        }
        return process.exitValue() == 0
                ? null
                : "exit code " + process.exitValue() + ": " + Files.readString(output, StandardCharsets.UTF_8);
    }
}
