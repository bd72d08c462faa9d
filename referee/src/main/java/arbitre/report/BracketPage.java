package arbitre.report;

import java.util.List;

/**
 * A knockout's bracket as a self-contained HTML page ({@code bracket.html} beside the report): one
 * column per round, each tie with its score and its games, each game a link into the report's
 * viewer ({@code report.html#game=ID}). Every name is escaped: bot names come from configs.
 */
public final class BracketPage {
    private BracketPage() {}

    /** A game of a tie: its match id and a short result ({@code 1-0}, {@code ½-½}, or pending). */
    public record Game(String id, String result) {}

    /**
     * A tie.
     *
     * @param high the higher seed, with its seed
     * @param low the other, or {@code null} for a bye
     * @param score the points, higher seed first, or empty while none is played
     * @param winner who went through, or {@code null}
     * @param bySeed whether the seeding decided it after the extra games
     * @param games its games
     */
    public record Tie(String high, String low, String score, String winner, boolean bySeed, List<Game> games) {}

    /** A round, titled. */
    public record Round(String title, List<Tie> ties) {}

    /** The page. */
    public static String html(String name, List<Round> rounds, String champion) {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(escape(name))
                .append(" bracket</title>\n<style>body{font-family:sans-serif;margin:1em}"
                        + ".rounds{display:flex;gap:1.5em;align-items:center}.round{display:flex;flex-direction:column;"
                        + "gap:1em}.tie{border:1px solid #999;border-radius:4px;padding:.3em .5em;min-width:12em}"
                        + ".win{font-weight:bold}.games{font-size:80%;color:#555}.games a{margin-right:.4em}"
                        + "h2{font-size:100%}</style></head><body>\n<h1>")
                .append(escape(name))
                .append("</h1>\n");
        if (champion != null) {
            h.append("<p>Winner: <b>").append(escape(champion)).append("</b></p>\n");
        }
        h.append("<div class=\"rounds\">\n");
        for (Round round : rounds) {
            h.append("<div class=\"round\"><h2>").append(escape(round.title())).append("</h2>\n");
            for (Tie tie : round.ties()) {
                h.append("<div class=\"tie\">");
                side(h, tie.high(), tie.winner());
                h.append("<br>");
                if (tie.low() == null) {
                    h.append("<i>bye</i>");
                } else {
                    side(h, tie.low(), tie.winner());
                }
                if (!tie.score().isEmpty()) {
                    h.append("<div>")
                            .append(escape(tie.score()))
                            .append(tie.bySeed() ? " (level: the higher seed goes through)" : "")
                            .append("</div>");
                }
                if (!tie.games().isEmpty()) {
                    h.append("<div class=\"games\">");
                    for (Game game : tie.games()) {
                        h.append("<a href=\"report.html#game=")
                                .append(escape(
                                        java.net.URLEncoder.encode(game.id(), java.nio.charset.StandardCharsets.UTF_8)))
                                .append("&amp;ply=0\" title=\"")
                                .append(escape(game.id()))
                                .append("\">")
                                .append(escape(game.result()))
                                .append("</a>");
                    }
                    h.append("</div>");
                }
                h.append("</div>\n");
            }
            h.append("</div>\n");
        }
        return h.append("</div>\n</body></html>\n").toString();
    }

    private static void side(StringBuilder h, String name, String winner) {
        boolean won = name.equals(winner) || (winner != null && name.endsWith(" " + winner));
        h.append(won ? "<span class=\"win\">" : "<span>").append(escape(name)).append("</span>");
    }

    static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replace("'", "&#39;");
    }
}
