package arbitre.cli.reference;

import arbitre.process.CommandWords;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The example commands of the documentation: every line of a fenced {@code sh} block of the README
 * and of the pages under {@code docs/}, continuation lines joined and {@code &&} chains split.
 */
public final class DocExamples {
    /** The programs an example may run; anything else is a typo or an example nobody checks. */
    static final List<String> PROGRAMS = List.of(
            "./arbitre", "./mvnw", ".ci/run", "gcc", "python3", "java", "source", "sbatch", "sha256sum", "tar", "cd");

    /** One example command: the words it runs, and where it is written. */
    public record Example(Path file, int line, List<String> words) {
        public String program() {
            return words.get(0);
        }

        /** The arguments after the program. */
        public List<String> arguments() {
            return words.subList(1, words.size());
        }

        @Override
        public String toString() {
            return file.getFileName() + ":" + line + ": " + String.join(" ", words);
        }
    }

    private DocExamples() {}

    /** Every example of the README and of {@code docs/}, in file order. */
    public static List<Example> all(Path root) {
        List<Path> files = new ArrayList<>();
        files.add(root.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(f -> f.toString().endsWith(".md")).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Example> examples = new ArrayList<>();
        for (Path file : files) {
            examples.addAll(of(file));
        }
        return examples;
    }

    static List<Example> of(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Example> examples = new ArrayList<>();
        boolean inSh = false;
        StringBuilder command = new StringBuilder();
        int start = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!inSh) {
                inSh = line.equals("```sh");
                continue;
            }
            if (line.startsWith("```")) {
                inSh = false;
                continue;
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (command.length() == 0) {
                start = i + 1;
            }
            if (line.endsWith("\\")) {
                command.append(line, 0, line.length() - 1).append(' ');
                continue;
            }
            command.append(line);
            for (String part : command.toString().split("&&")) {
                examples.add(new Example(file, start, CommandWords.split(part.strip())));
            }
            command.setLength(0);
        }
        return examples;
    }
}
