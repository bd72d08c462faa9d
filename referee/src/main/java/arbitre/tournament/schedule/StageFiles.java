package arbitre.tournament.schedule;

import arbitre.log.MatchLogs;
import arbitre.report.BracketPage;
import arbitre.report.HtmlReport;
import arbitre.standings.GameRecord;
import arbitre.standings.TieBreaks;
import arbitre.tournament.config.TournamentConfig;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tables of a staged tournament, beside its standings: {@code swiss.json} and {@code swiss.md}
 * (score, Buchholz, Sonneborn-Berger, byes, after the complete rounds), and for a knockout {@code
 * bracket.md} and {@code bracket.html}. Each written whole, then moved into place.
 */
public final class StageFiles {
    public static final String SWISS_MARKDOWN = HtmlReport.StageLink.SWISS_TABLE.file();
    public static final String BRACKET_HTML = HtmlReport.StageLink.BRACKET.file();
    public static final String BRACKET_MARKDOWN = "bracket.md";
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private StageFiles() {}

    /** Writes the tables of a plan into the tournament's folder. */
    public static void write(TournamentConfig config, TournamentPlan.Step step, Path folder) throws IOException {
        Files.createDirectories(folder);
        if (step.swiss() != null) {
            List<TieBreaks.Row> table = step.swissTable();
            atomically(folder.resolve("swiss.json"), MAPPER.writeValueAsString(table));
            atomically(folder.resolve(SWISS_MARKDOWN), swissMarkdown(config, step, table));
        }
        if (step.bracket() != null) {
            Results results = TournamentPlan.read(folder);
            List<BracketPage.Round> rounds = rounds(step.bracket(), results);
            String champion = step.bracket().champion() == null
                    ? null
                    : step.bracket().champion().bot().name();
            atomically(folder.resolve(BRACKET_HTML), BracketPage.html(config.name(), rounds, champion));
            atomically(folder.resolve(BRACKET_MARKDOWN), bracketMarkdown(config, rounds, champion));
        }
    }

    /**
     * Where a tournament is now, for its live page.
     *
     * @param stage what is being played ({@code knockout round 1 of 3}), or {@code finished}
     * @param bracket its knockout's bracket, or {@code null} before a knockout (or without one)
     */
    public record Now(String stage, BracketPage.Bracket bracket) {}

    /** Where the tournament whose logs lie under {@code root} is now: the same model as {@code bracket.html}'s. */
    public static Now now(TournamentConfig config, Path root) throws IOException {
        Results results = TournamentPlan.read(root);
        TournamentPlan.Step step = TournamentPlan.of(config, results);
        BracketPage.Bracket bracket = step.bracket() == null
                ? null
                : new BracketPage.Bracket(
                        rounds(step.bracket(), results), step.bracket().totalRounds(), step.champion());
        return new Now(step.finished() ? "finished" : step.stage(), bracket);
    }

    /** The Swiss table as text (also what the command prints). */
    public static String swissMarkdown(TournamentConfig config, TournamentPlan.Step step, List<TieBreaks.Row> table) {
        int complete = step.swiss().playing() == 0
                ? step.swiss().rounds().size()
                : step.swiss().playing() - 1;
        StringBuilder md = new StringBuilder("# " + markdownName(config.name()) + ": Swiss after " + complete + " of "
                + config.format().rounds() + " rounds\n\n");
        md.append("| # | bot | score | Buchholz | Sonneborn-Berger | opponents | byes | placed by |\n");
        md.append("|---:|---|---:|---:|---:|---:|---:|---|\n");
        for (TieBreaks.Row r : table) {
            md.append(String.format(
                    Locale.ROOT,
                    "| %d | %s | %s | %s | %s | %d | %d | %s |%n",
                    r.rank(),
                    markdownName(r.name()),
                    number(r.score()),
                    number(r.buchholz()),
                    number(r.sonnebornBerger()),
                    r.opponents(),
                    r.byes(),
                    r.placedBy() == null ? "" : r.placedBy()));
        }
        md.append("\nThe order is the tournament's one official order (standings.md, report.html and the"
                + " command's table follow it): " + TieBreaks.ORDER + "; \"placed by\" names the tie-break that put a"
                + " bot below the one above it with the same score.\n");
        md.append("\nScore: points of games (a win 1, a draw ½), a bye worth a mini-match won. Buchholz: the sum"
                + " of the opponents' scores. Sonneborn-Berger: the opponents' scores, each weighted by the share"
                + " of the mini-match won. The Elo estimate of every bot is in standings.md.\n");
        return md.toString();
    }

    private static List<BracketPage.Round> rounds(Knockout.Bracket bracket, Results results) {
        List<BracketPage.Round> rounds = new ArrayList<>();
        for (List<Knockout.Tie> ties : bracket.rounds()) {
            String title = BracketPage.roundTitle(ties.get(0).round(), bracket.totalRounds());
            List<BracketPage.Tie> page = new ArrayList<>();
            for (Knockout.Tie t : ties) {
                List<BracketPage.Game> games = new ArrayList<>();
                for (Schedule.Match m : t.matches()) {
                    GameRecord g = results.games().get(m.id());
                    // Whose game it was, not "1-0", which reads as the tie's score.
                    games.add(new BracketPage.Game(
                            m.id(),
                            g == null
                                    ? BracketPage.Game.PENDING
                                    : g.winner() == 0 ? "draw" : g.name(g.winner()) + " won"));
                }
                boolean started = games.stream().anyMatch(BracketPage.Game::played);
                page.add(new BracketPage.Tie(
                        seeded(t.high()),
                        t.low() == null ? null : seeded(t.low()),
                        started ? number(t.highPoints()) + "–" + number(t.lowPoints()) : "",
                        t.winner() == null ? null : seeded(t.winner()),
                        t.bySeed(),
                        games));
            }
            rounds.add(new BracketPage.Round(title, page));
        }
        return rounds;
    }

    private static String bracketMarkdown(TournamentConfig config, List<BracketPage.Round> rounds, String champion) {
        StringBuilder md = new StringBuilder("# " + markdownName(config.name()) + ": bracket\n\n");
        for (BracketPage.Round round : rounds) {
            md.append("## ").append(round.title()).append("\n\n");
            for (BracketPage.Tie t : round.ties()) {
                md.append("- ")
                        .append(markdownName(t.high()))
                        .append(t.low() == null ? " (bye)" : " vs " + markdownName(t.low()))
                        .append(t.score().isEmpty() ? "" : ": " + t.score())
                        .append(t.winner() == null ? "" : ", " + markdownName(t.winner()) + " goes through")
                        .append(t.bySeed() ? " (level after the extra games: by seed)" : "")
                        .append('\n');
            }
            md.append('\n');
        }
        if (champion != null) {
            md.append("Winner: ").append(markdownName(champion)).append('\n');
        }
        return md.toString();
    }

    private static String seeded(Knockout.Seeded s) {
        return "(" + s.seed() + ") " + s.bot().name();
    }

    /** A name as Markdown text, escaped as the standings escape it: a bot's name may hold markup. */
    private static String markdownName(String name) {
        return arbitre.standings.StandingsFiles.markdownText(name);
    }

    static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }

    /** Several shards may write the same table at once: each through a temporary file of its own. */
    private static void atomically(Path file, String text) throws IOException {
        MatchLogs.writeAtomically(file, text.getBytes(StandardCharsets.UTF_8));
    }
}
