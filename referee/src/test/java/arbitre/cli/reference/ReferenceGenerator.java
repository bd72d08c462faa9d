package arbitre.cli.reference;

import arbitre.cli.Main;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Makes the reference that must not drift from the code: a man page per command (AsciiDoc, by
 * picocli's {@link ManPageGenerator}), every command's help in one Markdown page, the shell
 * completion (picocli's {@link AutoComplete}), and the config fields in Markdown from the config's
 * JSON Schema.
 *
 * <p>The build runs {@link #main} after compiling the tests, into {@code target/reference};
 * {@code ReferenceDocsTest} compares the committed {@code docs/reference} with what this makes now.
 * Nothing here depends on the machine or the JDK: the version shown is the project's alone.
 */
public final class ReferenceGenerator {
    /** Where the generated files lie in the repository. */
    public static final String DOCS = "docs/reference";
    /** The schema that {@code config.md} is made from, relative to the repository. */
    public static final String SCHEMA = "configs/schema/tournament.schema.json";
    /** How to write the generated files again, for messages. */
    public static final String REGENERATE = "./mvnw -B -q -pl referee -am process-test-classes -Dreference.update=true";

    private static final int WIDTH = 100;

    private ReferenceGenerator() {}

    /**
     * Writes the reference into {@code args[0]}; with {@code args[2]} {@code true}, into the
     * repository {@code args[1]}'s {@code docs/reference} as well.
     */
    public static void main(String[] args) throws IOException {
        Path repository = Path.of(args[1]).toAbsolutePath().normalize();
        Map<String, String> files = generate(repository);
        write(files, Path.of(args[0]));
        if (args.length > 2 && Boolean.parseBoolean(args[2])) {
            write(files, repository.resolve(DOCS));
            System.out.println("reference: wrote " + files.size() + " files into " + DOCS);
        }
    }

    /** Every generated file, by its path under {@code docs/reference}. */
    public static Map<String, String> generate(Path repository) {
        CommandLine cli = Main.commandLine();
        // The version would tie every page to a release and the JDK that made it: the pages name none.
        cli.getCommandSpec().versionProvider(() -> new String[0]);
        Map<String, String> files = new TreeMap<>();
        manPages(cli, files);
        files.put("commands.md", CommandsPage.of(cli, WIDTH));
        files.put("completion/arbitre.bash", CompletionScript.of(cli));
        files.put("config.md", ConfigPage.of(readSchema(repository.resolve(SCHEMA))));
        return files;
    }

    private static void manPages(CommandLine cli, Map<String, String> files) {
        CommandSpec spec = cli.getCommandSpec();
        StringWriter page = new StringWriter();
        try (PrintWriter out = new PrintWriter(page)) {
            ManPageGenerator.writeSingleManPage(out, spec);
        }
        files.put("man/" + spec.qualifiedName("-") + ".adoc", page.toString());
        for (Iterator<CommandLine> it = cli.getSubcommands().values().iterator(); it.hasNext(); ) {
            CommandLine sub = it.next();
            if (!sub.getCommandSpec().name().equals("help")) {
                manPages(sub, files);
            }
        }
    }

    static JsonNode readSchema(Path schema) {
        try {
            return new ObjectMapper().readTree(schema.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the config schema " + schema, e);
        }
    }

    private static void write(Map<String, String> files, Path dir) throws IOException {
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path path = dir.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue(), StandardCharsets.UTF_8);
        }
    }
}
