package arbitre.standings;

import arbitre.clock.TimeControl;
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
 * the report), {@code standings.md} (for a course page), {@code standings.csv} (one line per bot,
 * for a gradebook) and {@code games.csv} (one line per game), each atomically, so that a reader
 * never sees half a file; and renders the same table as text for the terminal. The CSV files are
 * made as {@link Csv} says (RFC 4180, formula-looking names neutralised).
 */
public final class StandingsFiles {
    public static final String JSON = "standings.json";
    public static final String MARKDOWN = "standings.md";
    public static final String CSV = "standings.csv";
    public static final String GAMES_CSV = "games.csv";

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private StandingsFiles() {}

    /** Writes {@code standings.json}, {@code standings.md}, {@code standings.csv} and {@code games.csv} into a folder. */
    public static void write(Standings standings, Path folder) throws IOException {
        java.nio.file.Files.createDirectories(folder);
        MatchLogs.writeAtomically(folder.resolve(JSON), MAPPER.writeValueAsBytes(standings));
        MatchLogs.writeAtomically(folder.resolve(MARKDOWN), markdown(standings).getBytes(StandardCharsets.UTF_8));
        MatchLogs.writeAtomically(folder.resolve(CSV), csv(standings).getBytes(StandardCharsets.UTF_8));
        MatchLogs.writeAtomically(folder.resolve(GAMES_CSV), gamesCsv(standings).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The table as CSV, one line per bot, best first: rank, name, games, wins, draws, losses,
     * points, Elo and its 95% margin, one column {@code forfeits <reason>} per reason a bot can
     * forfeit (all of them, always, so that the columns stay put from one tournament to the next),
     * all forfeits, and the bot's mean thinking time in milliseconds.
     */
    public static String csv(Standings s) {
        Csv out = new Csv();
        out.texts(List.of("rank", "name", "games", "wins", "draws", "losses", "points", "elo", "elo_margin_95"));
        Standings.FORFEIT_REASONS.forEach(reason -> out.text("forfeits " + reason));
        out.text("forfeits").text("mean_thinking_ms").endRow();
        for (Standings.Row r : s.standings()) {
            out.number(r.rank())
                    .text(r.name())
                    .number(r.games())
                    .number(r.wins())
                    .number(r.draws())
                    .number(r.losses())
                    .number(r.points())
                    .number(r.elo())
                    .number(r.eloError());
            Standings.FORFEIT_REASONS.forEach(reason -> out.number(r.forfeits().get(reason)));
            out.number(r.forfeitCount()).number(r.thinking().meanMs()).endRow();
        }
        return out.toString();
    }

    /**
     * The games as CSV, one line per game in the order of {@code matches}: its match, round,
     * players, winner (a name, or {@code draw}; {@code winner_player} says 1, 2 or 0 without
     * doubt), reason, the bot that forfeited ({@code both} when both did; {@code forfeit_player}
     * says 1, 2 or 0 for both), what each captured, plies, start, log, and each player's mean
     * and longest thinking time in milliseconds.
     */
    public static String gamesCsv(Standings s) {
        Csv out = new Csv();
        out.texts(List.of(
                        "id",
                        "round",
                        "player1",
                        "player2",
                        "winner",
                        "winner_player",
                        "reason",
                        "forfeit",
                        "forfeit_player",
                        "score1",
                        "score2",
                        "plies",
                        "start",
                        "log",
                        "player1_mean_ms",
                        "player1_max_ms",
                        "player2_mean_ms",
                        "player2_max_ms"))
                .endRow();
        for (GameRecord g : s.matches()) {
            String forfeit = g.forfeit() == null ? "" : g.forfeit() == 0 ? "both" : g.name(g.forfeit());
            out.text(g.id())
                    .number(g.round())
                    .text(g.player1())
                    .text(g.player2())
                    .text(g.winner() == 0 ? "draw" : g.name(g.winner()))
                    .number(g.winner())
                    .text(g.reason())
                    .text(forfeit)
                    .text(g.forfeit() == null ? "" : g.forfeit().toString())
                    .number(g.captured().get(0))
                    .number(g.captured().get(1))
                    .number(g.plies())
                    .text(g.start())
                    .text(g.file());
            for (GameRecord.Thinking t : g.thinking()) {
                out.number(t.meanMs()).number(t.maxMs());
            }
            out.endRow();
        }
        return out.toString();
    }

    /** Reads a {@code standings.json} back. */
    public static Standings read(Path file) throws IOException {
        return MAPPER.readValue(file.toFile(), Standings.class);
    }

    /** The standings as Markdown: the table, the crosstable and the forfeits by reason. */
    public static String markdown(Standings s) {
        StringBuilder out = new StringBuilder();
        out.append("# Standings: ").append(s.name()).append("\n\n");
        out.append(headerText(s.header())).append("\n\n");
        out.append(summary(s)).append("\n\n");
        if (s.notFinal() != null) {
            out.append("**Not final:** ").append(markdownText(s.notFinal())).append(".\n\n");
        }
        String warning = forfeitWarning(s);
        if (warning != null) {
            out.append("> **Warning:** ").append(markdownText(warning)).append("\n\n");
        }
        String unit = scoreUnit(s);
        out.append("| # | bot | points | W | D | L | games | " + unit + " for | " + unit
                + " against | Elo | ± 95% | forfeits |\n");
        out.append("|--:|:----|------:|--:|--:|--:|------:|----------:|--------------:|----:|------:|---------:|\n");
        for (Standings.Row r : s.standings()) {
            out.append("| ")
                    .append(r.rank())
                    .append(" | ")
                    .append(markdownText(r.name()))
                    .append(" | ")
                    .append(points(r.points()))
                    .append(" | ")
                    .append(r.wins())
                    .append(" | ")
                    .append(r.draws())
                    .append(" | ")
                    .append(r.losses())
                    .append(" | ")
                    .append(r.games())
                    .append(" | ")
                    .append(r.capturedFor())
                    .append(" | ")
                    .append(r.capturedAgainst())
                    .append(" | ")
                    .append(elo(r.elo()))
                    .append(" | ")
                    .append(Math.round(r.eloError()))
                    .append(" | ")
                    .append(r.forfeitCount())
                    .append(" |\n");
        }
        if (s.ranking() != null) {
            out.append('\n').append(markdownText(rankingText(s.ranking()))).append('\n');
        }
        List<String> names = s.crosstable().names();
        out.append(
                "\n## Crosstable\n\nPoints of the bot on the left against the bot on top, out of the games they played.\n\n");
        out.append("| | bot |");
        for (int c = 0; c < names.size(); c++) {
            out.append(' ').append(c + 1).append(" |");
        }
        out.append("\n|--:|:--|");
        out.append("--:|".repeat(names.size())).append('\n');
        for (int r = 0; r < names.size(); r++) {
            out.append("| ")
                    .append(r + 1)
                    .append(" | ")
                    .append(markdownText(names.get(r)))
                    .append(" |");
            for (int c = 0; c < names.size(); c++) {
                out.append(' ').append(cell(s, r, c)).append(" |");
            }
            out.append('\n');
        }
        out.append("\n## Forfeits by reason\n\n| bot |");
        for (String reason : Standings.FORFEIT_REASONS) {
            out.append(' ').append(reason).append(" |");
        }
        out.append("\n|:--|")
                .append("--:|".repeat(Standings.FORFEIT_REASONS.size()))
                .append('\n');
        for (Standings.Row r : s.standings()) {
            out.append("| ").append(markdownText(r.name())).append(" |");
            for (String reason : Standings.FORFEIT_REASONS) {
                out.append(' ').append(r.forfeits().get(reason)).append(" |");
            }
            out.append('\n');
        }
        List<Standings.Forfeit> forfeited =
                s.standings().stream().flatMap(r -> r.forfeitGames().stream()).toList();
        if (!forfeited.isEmpty()) {
            out.append("\n## Forfeited games\n\n");
            long overloaded = forfeited.stream()
                    .filter(f -> f.reason().equals("timeout") && "machine-overloaded".equals(f.diagnosis()))
                    .count();
            if (overloaded > 0) {
                // Played again as often as the clock allows, then counted: the reader should know.
                out.append(overloaded)
                        .append(overloaded == 1 ? " timeout counted here was" : " timeouts counted here were")
                        .append(" diagnosed machine-overloaded (the bot was kept waiting for a CPU), and counted"
                                + " all the same: its game had been played again "
                                + TimeControl.OVERLOAD_REPLAYS
                                + " times, or the clock's 'overloaded' is 'count'. Each is marked below; to play one"
                                + " again, delete its log and run the same command on a quieter machine.\n\n");
            }
            out.append("Each command plays the game again from a few plies before its end, from this folder.\n\n"
                    + "| bot | match | reason | log | standard error | play it again |\n"
                    + "|:--|:--|:--|:--|:--|:--|\n");
            for (Standings.Row r : s.standings()) {
                for (Standings.Forfeit f : r.forfeitGames()) {
                    out.append("| ")
                            .append(markdownText(r.name()))
                            .append(" | ")
                            .append(markdownText(f.id()))
                            .append(" | ")
                            .append(f.reason())
                            .append(f.diagnosis() == null ? "" : " (" + markdownText(f.diagnosis()) + ")")
                            .append(" | ")
                            .append(markdownText(f.file()))
                            .append(" | ")
                            .append(f.stderr() == null ? "" : markdownText(f.stderr()))
                            .append(" | ")
                            .append(f.playAgain() == null ? "" : markdownCode(f.playAgain()))
                            .append(" |\n");
                }
            }
        }
        out.append(
                "\n## Sides and thinking time\n\nPoints/games as player 1 and as player 2; thinking time per move in "
                        + "ms, and as a share of the time the bot had (of the move limit, or with a bank of its even share "
                        + "of the bank).\n\n");
        out.append(
                "| bot | as player 1 | as player 2 | moves | mean ms | 95% ms | max ms | mean share | 95% share | max share |\n");
        out.append("|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
        for (Standings.Row r : s.standings()) {
            ThinkingStats t = r.thinking();
            out.append("| ")
                    .append(markdownText(r.name()))
                    .append(" | ")
                    .append(points(r.asPlayer1().points()))
                    .append('/')
                    .append(r.asPlayer1().games())
                    .append(" | ")
                    .append(points(r.asPlayer2().points()))
                    .append('/')
                    .append(r.asPlayer2().games())
                    .append(" | ")
                    .append(t.moves())
                    .append(" | ");
            if (t.moves() == 0) {
                // No move, no thinking time: dashes rather than zeros that would look measured.
                out.append("– | ".repeat(6).strip()).append('\n');
                continue;
            }
            out.append(String.format(Locale.ROOT, "%.1f", t.meanMs()))
                    .append(" | ")
                    .append(t.p95Ms())
                    .append(" | ")
                    .append(t.maxMs())
                    .append(" | ")
                    .append(share(t.meanShare()))
                    .append(" | ")
                    .append(share(t.p95Share()))
                    .append(" | ")
                    .append(share(t.maxShare()))
                    .append(" |\n");
        }
        return out.toString();
    }

    private static String share(Double share) {
        return share == null ? "" : String.format(Locale.ROOT, "%.0f%%", share * 100);
    }

    /** What was played, in one line: game, variant, starts, clock, then the description. */
    static String headerText(Standings.Header h) {
        StringBuilder out = new StringBuilder();
        out.append(h.game() == null ? "" : markdownText(h.game()) + ", ")
                .append(markdownText(h.variant()))
                .append(" rules");
        if (!h.starts().isEmpty()) {
            out.append(
                    h.starts().size() == 1
                            ? ", start " + markdownText(h.starts().get(0))
                            : ", " + h.starts().size() + " starts");
        }
        TimeControl c = h.timeControl();
        if (c != null) {
            out.append(", ").append(c.moveMs()).append(" ms a move");
            if (c.hasBank()) {
                out.append(", bank ")
                        .append(c.bankMs())
                        .append(" ms + ")
                        .append(c.incrementMs())
                        .append(" ms a move");
            }
            if (c.firstMoveGraceMs() > 0) {
                out.append(", first-move grace ").append(c.firstMoveGraceMs()).append(" ms");
            }
            if (c.timeMarginMs() > 0) {
                out.append(", margin ").append(c.timeMarginMs()).append(" ms");
            }
        }
        if (h.description() != null && !h.description().isBlank()) {
            out.append("\n\n").append(markdownText(h.description()));
        }
        return out.toString();
    }

    /**
     * A bot's name as the text of a Markdown table cell: a name may be any printable text, and a
     * {@code |} would end the cell, a {@code <} open an HTML tag, a {@code *} or {@code _} start
     * emphasis. Each such character is escaped with a backslash, which shows it as it is.
     */
    public static String markdownText(String name) {
        StringBuilder out = new StringBuilder(name.length());
        for (char c : name.toCharArray()) {
            if ("\\|<>*_`[]#&".indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }

    /**
     * A command as code in a table cell: on one line, its pipes escaped (a table cell ends at one),
     * its control characters replaced, between fences longer than any run of backticks in it.
     */
    static String markdownCode(String command) {
        StringBuilder clean = new StringBuilder(command.length());
        command.codePoints().forEach(c -> {
            if (c == '|') {
                clean.append("\\|");
            } else {
                clean.appendCodePoint(Character.isISOControl(c) ? '?' : c);
            }
        });
        int longest = 0;
        for (int i = 0, run = 0; i < clean.length(); i++) {
            run = clean.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(longest + 1);
        return fence + " " + clean + " " + fence;
    }

    /**
     * The order of the rows when it is not the table's own, and the tie-break that placed each bot
     * tied on score: {@code Ranked as the Swiss table: …. Placed by a tie-break: carl (seed).}
     */
    static String rankingText(Standings.Ranking ranking) {
        StringBuilder text =
                new StringBuilder("Ranked as ").append(ranking.rule()).append('.');
        if (!ranking.tieBreaks().isEmpty()) {
            text.append(" Placed by a tie-break: ");
            String sep = "";
            for (var e : ranking.tieBreaks().entrySet()) {
                text.append(sep)
                        .append(e.getKey())
                        .append(" (")
                        .append(e.getValue())
                        .append(')');
                sep = ", ";
            }
            text.append('.');
        }
        return text.toString();
    }

    /** What the game's scores count, for column headings. */
    private static String scoreUnit(Standings s) {
        return arbitre.game.GameRegistry.scoreUnit(
                s.header() == null ? null : s.header().game());
    }

    /** The standings as a plain text table for the terminal, with forfeits by reason where there are any. */
    public static String text(Standings s) {
        int width = Math.max(
                3, s.standings().stream().mapToInt(r -> r.name().length()).max().orElse(3));
        StringBuilder out = new StringBuilder();
        out.append(summary(s)).append('\n');
        if (s.notFinal() != null) {
            out.append("Not final: ").append(s.notFinal()).append(".\n");
        }
        String unit = scoreUnit(s);
        out.append(String.format(
                Locale.ROOT,
                "%3s  %-" + width + "s %7s %5s %5s %5s %7s %7s %6s %5s  %s%n",
                "#",
                "bot",
                "points",
                "W",
                "D",
                "L",
                unit + "+",
                unit + "-",
                "Elo",
                "±",
                "forfeits"));
        for (Standings.Row r : s.standings()) {
            out.append(String.format(
                    Locale.ROOT,
                    "%3d  %-" + width + "s %7s %5d %5d %5d %7d %7d %6s %5d  %s%n",
                    r.rank(),
                    r.name(),
                    points(r.points()),
                    r.wins(),
                    r.draws(),
                    r.losses(),
                    r.capturedFor(),
                    r.capturedAgainst(),
                    elo(r.elo()),
                    Math.round(r.eloError()),
                    forfeitText(r)));
        }
        if (s.ranking() != null) {
            out.append(rankingText(s.ranking())).append('\n');
        }
        List<String> names = s.crosstable().names();
        String warning = forfeitWarning(s);
        String closing = warning == null ? "" : "\nwarning: " + warning + '\n';
        if (names.isEmpty()) {
            return out.append(closing).toString();
        }
        if (names.size() > TEXT_CROSSTABLE_MAX) {
            out.append("\ncrosstable: ")
                    .append(names.size())
                    .append(" bots, see ")
                    .append(MARKDOWN)
                    .append('\n');
            return out.append(closing).toString();
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
        return out.append(closing).toString();
    }

    /**
     * The warning of standings in which a large share of the games ended by a forfeit, {@code null}
     * when there is none; standings written before it was recorded get it from their games.
     */
    private static String forfeitWarning(Standings s) {
        ForfeitShare share = s.forfeitShare() != null
                ? s.forfeitShare()
                : ForfeitShare.of(s.matches() == null ? List.of() : s.matches());
        return share.warning();
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
                out.append(out.length() == 0 ? "" : ", ")
                        .append(count)
                        .append(' ')
                        .append(reason);
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
