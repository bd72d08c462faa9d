package arbitre.cli.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The README is short and leads to every reader's page; every relative link of the docs lands. */
class DocLinksTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#+\\s+(.*)$");

    @Test
    void readme_isShort_andLinksEveryReadersPage() throws IOException {
        List<String> readme = Files.readAllLines(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        assertThat(readme).as("README.md lines").hasSizeLessThan(200);
        assertThat(String.join("\n", readme))
                .contains(
                        "(docs/students.md)",
                        "(docs/protocol.md)",
                        "(docs/instructors.md)",
                        "(docs/awale.md)",
                        "(docs/kalah.md)",
                        "(docs/fenix.md)",
                        "(docs/reference/README.md)",
                        "(docs/contributors.md)",
                        "(docs/images/report.png)");
    }

    @Test
    void everyRelativeLink_landsOnAFileAndHeading() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(f -> f.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
            boolean code = false;
            for (int i = 0; i < lines.size(); i++) {
                code ^= lines.get(i).startsWith("```");
                Matcher link = LINK.matcher(lines.get(i));
                while (!code && link.find()) {
                    String target = link.group(1);
                    if (target.startsWith("http")) {
                        continue;
                    }
                    String where = ROOT.relativize(page) + ":" + (i + 1) + ": " + target;
                    int hash = target.indexOf('#');
                    String file = hash < 0 ? target : target.substring(0, hash);
                    Path resolved = file.isEmpty()
                            ? page
                            : page.getParent().resolve(file).normalize();
                    if (!Files.exists(resolved)) {
                        broken.add(where + ": no such file");
                    } else if (hash >= 0 && !anchors(resolved).contains(target.substring(hash + 1))) {
                        broken.add(where + ": no such heading");
                    }
                }
            }
        }
        assertThat(broken).isEmpty();
    }

    /** The anchors GitHub gives the headings of a page. */
    private static Set<String> anchors(Path page) throws IOException {
        Set<String> anchors = new HashSet<>();
        for (String line : Files.readAllLines(page, StandardCharsets.UTF_8)) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                anchors.add(heading.group(1)
                        .strip()
                        .toLowerCase(Locale.ROOT)
                        .replaceAll("[^\\p{L}\\p{N}_\\- ]", "")
                        .replace(' ', '-'));
            }
        }
        return anchors;
    }
}
