package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arbitre games}: the games the referee runs, their variants, start positions and end reasons. */
@Command(
        name = "games",
        mixinStandardHelpOptions = true,
        description = {
            "Lists the games the referee runs: their variants (--rules), start positions (--start), end reasons and"
                    + " suites of openings (--openings).",
            "The first variant and start of each game are its defaults.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:listed", "2:bad usage"})
public final class GamesCommand implements Callable<Integer> {
    private static final Pattern NUMBERED = Pattern.compile("(.*:)(\\d+)");

    @Spec
    private CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object, every start position listed, for programs.")
    private boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectNode root = new ObjectMapper().createObjectNode();
            ArrayNode games = root.putArray("games");
            for (String name : GameRegistry.names()) {
                GameType type = GameRegistry.get(name);
                ObjectNode game = games.addObject();
                game.put("name", name);
                game.put("default", name.equals(GameRegistry.DEFAULT_GAME));
                type.variants().forEach(game.putArray("variants")::add);
                type.starts().forEach(game.putArray("starts")::add);
                if (type.otherStarts() != null) {
                    game.put("otherStarts", type.otherStarts());
                }
                type.endReasons().forEach(game.putArray("endReasons")::add);
                if (type.openingSuites() != null) {
                    game.put("openings", type.openingSuites());
                }
            }
            out.println(root);
        } else {
            for (String name : GameRegistry.names()) {
                GameType type = GameRegistry.get(name);
                out.println(name + (name.equals(GameRegistry.DEFAULT_GAME) ? " (default)" : ""));
                out.println("  variants:    " + String.join(", ", type.variants()));
                out.println("  starts:      " + String.join(", ", summary(type.starts()))
                        + (type.otherStarts() == null ? "" : ", or " + type.otherStarts()));
                out.println("  end reasons: " + String.join(", ", type.endReasons()));
                if (type.openingSuites() != null) {
                    out.println("  openings:    " + type.openingSuites());
                }
            }
        }
        out.flush();
        return ExitCode.OK;
    }

    /** Names listed as they are, except runs of numbered ones ({@code fair:0} … {@code fair:253}) as one range. */
    static List<String> summary(List<String> names) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < names.size()) {
            Matcher first = NUMBERED.matcher(names.get(i));
            int j = i;
            if (first.matches()) {
                long from = Long.parseLong(first.group(2));
                while (j + 1 < names.size() && names.get(j + 1).equals(first.group(1) + (from + j + 1 - i))) {
                    j++;
                }
                if (j > i) {
                    out.add(names.get(i) + ".." + (from + j - i) + " (" + (j - i + 1) + " positions)");
                    i = j + 1;
                    continue;
                }
            }
            out.add(names.get(i));
            i++;
        }
        return out;
    }
}
