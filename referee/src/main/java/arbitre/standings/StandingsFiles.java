package arbitre.standings;

import arbitre.log.MatchLogs;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Writes the standings of a folder: {@code standings.json} (the machine-readable table, read back by
 * the report) and {@code standings.md} (for a course page), each atomically, so that a reader never
 * sees half a file; and renders the same table as text for the terminal.
 */
public final class StandingsFiles {
    public static final String JSON = "standings.json";
    public static final String MARKDOWN = "standings.md";

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private StandingsFiles() {
    }

    /** Writes {@code standings.json} and {@code standings.md} into {@code folder}. */
    public static void write(Standings standings, Path folder) throws IOException {
        java.nio.file.Files.createDirectories(folder);
        MatchLogs.writeAtomically(folder.resolve(JSON), MAPPER.writeValueAsBytes(standings));
        MatchLogs.writeAtomically(folder.resolve(MARKDOWN), markdown(standings).getBytes(StandardCharsets.UTF_8));
    }

    /** Reads a {@code standings.json} back. */
    public static Standings read(Path file) throws IOException {
        return MAPPER.readValue(file.toFile(), Standings.class);
    }

    /** The standings as Markdown: the table, the crosstable and the forfeits by reason. */
    public static String markdown(Standings s) {
        StringBuilder out = new StringBuilder();
        out.append("# Standings: ").append(s.name()).append("\n\n");
        out.append(summary(s)).append("\n\n");
        out.append("| # | bot | points | W | D | L | games | seeds for | seeds against | Elo | ± 95% | forfeits |\n");
        out.append("|--:|:----|------:|--:|--:|--:|------:|----------:|--------------:|----:|------:|---------:|\n");
        for (Standings.Row r : s.standings()) {
            out.append("| ").append(r.rank()).append(" | ").append(markdownText(r.name())).append(" | ").append(points(r.points()))
                    .append(" | ").append(r.wins()).append(" | ").append(r.draws()).append(" | ").append(r.losses())
                    .append(" | ").append(r.games()).append(" | ").append(r.seedsFor()).append(" | ")
                    .append(r.seedsAgainst()).append(" | ").append(elo(r.elo())).append(" | ")
                    .append(Math.round(r.eloError())).append(" | ").append(r.forfeitCount()).append(" |\n");
        }
        List<String> names = s.crosstable().names();
        out.append("\n## Crosstable\n\nPoints of the bot on the left against the bot on top, out of the games they played.\n\n");
        out.append("| | bot |");
        for (int c = 0; c < names.size(); c++) {
            out.append(' ').append(c + 1).append(" |");
        }
        out.append("\n|--:|:--|");
        out.append("--:|".repeat(names.size())).append('\n');
        for (int r = 0; r < names.size(); r++) {
            out.append("| ").append(r + 1).append(" | ").append(markdownText(names.get(r))).append(" |");
            for (int c = 0; c < names.size(); c++) {
                out.append(' ').append(cell(s, r, c)).append(" |");
            }
            out.append('\n');
        }
        out.append("\n## Forfeits by reason\n\n| bot |");
        for (String reason : Standings.FORFEIT_REASONS) {
            out.append(' ').append(reason).append(" |");
        }
        out.append("\n|:--|").append("--:|".repeat(Standings.FORFEIT_REASONS.size())).append('\n');
        for (Standings.Row r : s.standings()) {
            out.append("| ").append(markdownText(r.name())).append(" |");
            for (String reason : Standings.FORFEIT_REASONS) {
                out.append(' ').append(r.forfeits().get(reason)).append(" |");
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * A bot's name as the text of a Markdown table cell: a name may be any printable text, and a
     * {@code |} would end the cell, a {@code <} open an HTML tag, a {@code *} or {@code _} start
     * emphasis. Each such character is escaped with a backslash, which shows it as it is.
     */
    static String markdownText(String name) {
        StringBuilder out = new StringBuilder(name.length());
        for (char c : name.toCharArray()) {
            if ("\\|<>*_`[]#&".indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }

    /** The standings as a plain text table for the terminal, with forfeits by reason where there are any. */
    public static String text(Standings s) {
        int width = Math.max(3, s.standings().stream().mapToInt(r -> r.name().length()).max().orElse(3));
        StringBuilder out = new StringBuilder();
        out.append(summary(s)).append('\n');
        out.append(String.format(Locale.ROOT, "%3s  %-" + width + "s %7s %5s %5s %5s %7s %7s %6s %5s  %s%n", "#",
                "bot", "points", "W", "D", "L", "seeds+", "seeds-", "Elo", "±", "forfeits"));
        for (Standings.Row r : s.standings()) {
            out.append(String.format(Locale.ROOT, "%3d  %-" + width + "s %7s %5d %5d %5d %7d %7d %6s %5d  %s%n",
                    r.rank(), r.name(), points(r.points()), r.wins(), r.draws(), r.losses(), r.seedsFor(),
                    r.seedsAgainst(), elo(r.elo()), Math.round(r.eloError()), forfeitText(r)));
        }
        List<String> names = s.crosstable().names();
        if (names.isEmpty()) {
            return out.toString();
        }
        if (names.size() > TEXT_CROSSTABLE_MAX) {
            out.append("\ncrosstable: ").append(names.size()).append(" bots, see ").append(MARKDOWN).append('\n');
            return out.toString();
        }
        out.append("\ncrosstable (points of the bot on the left against the bot on top / games):\n");
        out.append(String.format(Locale.ROOT, "%3s  %-" + width + "s", "", ""));
        for (int c = 0; c < names.size(); c++) {
            out.append(String.format(Locale.ROOT, " %7d", c + 1));
        }
        out.append('\n');
        for (int r = 0; r < names.size(); r++) {
            out.append(String.format(Locale.ROOT, "%3d  %-" + width + "s", r + 1, names.get(r)));
            for (int c = 0; c < names.size(); c++) {
                out.append(String.format(Locale.ROOT, " %7s", cell(s, r, c)));
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** Beyond this many bots the terminal gets no crosstable: it would not fit. */
    static final int TEXT_CROSSTABLE_MAX = 12;

    private static String summary(Standings s) {
        return s.games() + " games, " + s.rules() + " rules, Elo "
                + (s.eloAnchor() == null ? "relative to the mean" : "relative to " + s.eloAnchor())
                + " with 95% margins; " + s.generatedAt();
    }

    private static String forfeitText(Standings.Row r) {
        StringBuilder out = new StringBuilder();
        r.forfeits().forEach((reason, count) -> {
            if (count > 0) {
                out.append(out.length() == 0 ? "" : ", ").append(count).append(' ').append(reason);
            }
        });
        return out.length() == 0 ? "-" : out.toString();
    }

    private static String cell(Standings s, int r, int c) {
        if (r == c) {
            return "·";
        }
        int games = s.crosstable().games().get(r).get(c);
        return games == 0 ? "" : points(s.crosstable().points().get(r).get(c)) + "/" + games;
    }

    static String points(double p) {
        return p == Math.floor(p) ? Long.toString((long) p) : String.format(Locale.ROOT, "%.1f", p);
    }

    private static String elo(double e) {
        return String.format(Locale.ROOT, "%+.0f", e);
    }
}
