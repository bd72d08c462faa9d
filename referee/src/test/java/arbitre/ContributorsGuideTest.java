package arbitre;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.game.GameListsTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/contributors.md's list of the files a new game touches is the layout of the games there
 * are: each folder it names for {@code <game>} exists for every bundled game, each file it names
 * exists, each example it gives from the toy game Nim is in the test sources, and each class that
 * {@link ArchitectureTest} lets keep a list of the games is among the lists it names.
 */
class ContributorsGuideTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    private static String section() throws IOException {
        String guide = Files.readString(ROOT.resolve("docs/contributors.md"));
        int start = guide.indexOf("### The files a new game touches");
        assertThat(start).as("the section of docs/contributors.md").isNotNegative();
        int end = guide.indexOf("\n## ", start);
        return guide.substring(start, end < 0 ? guide.length() : end);
    }

    /** The paths in code spans of the given cell (0: the first, -1: the last) of each table row. */
    private static List<String> paths(String section, int cell) {
        List<String> paths = new ArrayList<>();
        for (String line : section.lines().toList()) {
            if (!line.startsWith("| `")) {
                continue;
            }
            String[] cells = line.split("\\|");
            Matcher code = CODE.matcher(cells[cell < 0 ? cells.length + cell : cell + 1]);
            while (code.find()) {
                if (code.group(1).contains("/") || code.group(1).endsWith(".md")) {
                    paths.add(code.group(1));
                }
            }
        }
        return paths;
    }

    @Test
    void filesOfANewGame_existForEveryBundledGame() throws IOException {
        List<String> paths = paths(section(), 0);

        assertThat(paths).hasSizeGreaterThan(10);
        for (String path : paths) {
            if (path.contains("<game>")) {
                for (String game : GameListsTest.bundledGames()) {
                    assertThat(ROOT.resolve(path.replace("<game>", game)))
                            .as(path + " for " + game)
                            .exists();
                }
            } else {
                assertThat(ROOT.resolve(path)).as(path).exists();
            }
        }
    }

    @Test
    void nimExamples_areInTheTestSources() throws IOException {
        List<String> examples = paths(section(), -1);

        assertThat(examples).isNotEmpty().allSatisfy(path -> assertThat(path).contains("/src/test/"));
        examples.forEach(path -> assertThat(ROOT.resolve(path)).as(path).exists());
    }

    @Test
    void listsOfGames_includeEveryClassAllowedToNameAGame() throws IOException {
        List<String> lists = paths(section(), 0);

        for (String file : ArchitectureTest.GAME_LISTS) {
            assertThat(lists)
                    .as("the lists of docs/contributors.md")
                    .anySatisfy(path -> assertThat(path).endsWith("/src/main/java/" + file));
        }
    }
}
