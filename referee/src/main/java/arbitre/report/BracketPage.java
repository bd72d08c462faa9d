package arbitre.report;

import java.util.List;

/**
 * A knockout's bracket as a self-contained HTML page ({@code bracket.html} beside the report): one
 * column per round, each tie with its score and its games, each game a link into the report's
 * viewer ({@code report.html#game=ID}). Every name is escaped: bot names come from configs.
 */
public final class BracketPage {
    private BracketPage() {}

    /** A game of a tie: its match id and a short result ({@code alice won}, {@code draw}, or pending). */
    public record Game(String id, String result) {
        /** The result of a game not yet played. */
        public static final String PENDING = "\u2026";

        /** Whether the game is played: it has a replay in the report. */
        public boolean played() {
            return !result.equals(PENDING);
        }
    }

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
    public record Tie(String high, String low, String score, String winner, boolean bySeed, List<Game> games) {
        /**
         * The tie's state in words, naming whom its score favours: {@code alice 2–0} once decided (the
         * winner's points first), {@code alice leads 1–0} or {@code level 1–1} while it is played,
         * {@code alice: bye}, or empty before its first game. A bare {@code 2–0} would not say who won.
         */
        public String inWords() {
            if (low == null) {
                return unseeded(high) + ": bye";
            }
            String[] points = score.split("\u2013", 2);
            if (points.length != 2) {
                return "";
            }
            boolean highAhead = winner != null ? winner.equals(high) : compare(points[0], points[1]) > 0;
            String ahead = highAhead ? points[0] + "\u2013" + points[1] : points[1] + "\u2013" + points[0];
            if (winner != null) {
                return unseeded(winner) + " " + ahead + (bySeed ? ", through on seeding" : "");
            }
            if (compare(points[0], points[1]) == 0) {
                return "level " + ahead;
            }
            return unseeded(highAhead ? high : low) + " leads " + ahead;
        }

        private static int compare(String a, String b) {
            return Double.compare(Double.parseDouble(a), Double.parseDouble(b));
        }
    }

    /** A round's title by how many are left after it: Final, Semi-finals, Quarter-finals, else Round N. */
    public static String roundTitle(int round, int totalRounds) {
        int left = totalRounds - round;
        return left == 0 ? "Final" : left == 1 ? "Semi-finals" : left == 2 ? "Quarter-finals" : "Round " + round;
    }

    /** A name without the seed the bracket puts before it: {@code (3) alice} is alice. */
    public static String unseeded(String seeded) {
        return seeded.replaceFirst("^\\(\\d+\\) ", "");
    }

    /** A round, titled. */
    public record Round(String title, List<Tie> ties) {}

    /**
     * A bracket as far as it is known.
     *
     * @param rounds the rounds known: the first that is not decided is the last
     * @param totalRounds how many rounds the whole bracket has, known from the start
     * @param champion the winner, or {@code null}
     */
    public record Bracket(List<Round> rounds, int totalRounds, String champion) {}

    /**
     * The page, made to be read on a projector: large type, the rounds side by side with their
     * headings in a line and a line from each tie to the next round, each side's points beside its
     * name, the games as links of their own, and a link back to the report.
     */
    public static String html(String name, List<Round> rounds, String champion) {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>")
                .append(escape(name))
                .append(" bracket</title>\n<style>" + STYLE + "</style></head><body>\n")
                .append("<p class=\"back\"><a href=\"report.html\">\u2190 the report</a></p>\n<h1>")
                .append(escape(name))
                .append(" \u2014 bracket</h1>\n");
        if (champion != null) {
            h.append("<p class=\"champion\">Winner: <b>")
                    .append(escape(champion))
                    .append("</b></p>\n");
        }
        h.append("<div class=\"rounds\">\n");
        for (Round round : rounds) {
            h.append("<section class=\"round\"><h2>")
                    .append(escape(round.title()))
                    .append("</h2><div class=\"ties\">\n");
            for (Tie tie : round.ties()) {
                String[] points = tie.score().split("\u2013", 2);
                boolean scored = points.length == 2;
                h.append("<div class=\"tie\">");
                side(h, tie.high(), tie.winner(), scored ? points[0] : "");
                if (tie.low() == null) {
                    h.append("<div class=\"side bye\"><span class=\"name\">bye</span></div>");
                } else {
                    side(h, tie.low(), tie.winner(), scored ? points[1] : "");
                }
                if (tie.bySeed()) {
                    h.append("<div class=\"note\">level: the higher seed goes through</div>");
                }
                if (!tie.games().isEmpty()) {
                    h.append("<div class=\"games\">");
                    int number = 0;
                    for (Game game : tie.games()) {
                        number++;
                        h.append("<a href=\"report.html#game=")
                                .append(escape(
                                        java.net.URLEncoder.encode(game.id(), java.nio.charset.StandardCharsets.UTF_8)))
                                .append("&amp;ply=0\" title=\"")
                                .append(escape(game.id()))
                                .append("\">game ")
                                .append(number)
                                .append(": ")
                                .append(escape(game.result()))
                                .append("</a>");
                    }
                    h.append("</div>");
                }
                h.append("</div>\n");
            }
            h.append("</div></section>\n");
        }
        return h.append("</div>\n</body></html>\n").toString();
    }

    /** Read from the back of a room; the connector of each tie to the next round is its right edge's line. */
    private static final String STYLE = "body{font:20px/1.35 system-ui,sans-serif;margin:1em 1.5em;color:#111}"
            + "h1{font-size:1.8em;margin:.2em 0}.back a{font-size:1em}.champion{font-size:1.4em}"
            + ".rounds{display:flex;gap:3em;align-items:stretch}"
            + ".round{display:flex;flex-direction:column;min-width:15em}"
            + ".round h2{font-size:1.15em;margin:0 0 .6em;color:#0b5394;height:1.4em;white-space:nowrap}"
            + ".ties{display:flex;flex-direction:column;justify-content:space-around;gap:1em;flex:1}"
            + ".tie{position:relative;border:2px solid #666;border-radius:6px;padding:.35em .6em;background:#fff}"
            + ".round:not(:last-child) .tie::after{content:\"\";position:absolute;left:100%;top:50%;"
            + "width:3em;border-top:2px solid #666}"
            + ".side{display:flex;justify-content:space-between;gap:1em}.side .points{font-weight:700;"
            + "font-variant-numeric:tabular-nums}.win{font-weight:700}.win .name::after{content:\" \\2713\"}"
            + ".bye{font-style:italic;color:#555}.note{font-size:.8em;color:#444}"
            + ".games{margin-top:.3em;display:flex;flex-wrap:wrap;gap:.3em}"
            + ".games a{font-size:.8em;padding:.1em .4em;border:1px solid #0b5394;border-radius:4px;"
            + "text-decoration:none;color:#0b5394}";

    private static void side(StringBuilder h, String name, String winner, String points) {
        boolean won = name.equals(winner) || (winner != null && name.endsWith(" " + winner));
        h.append(won ? "<div class=\"side win\">" : "<div class=\"side\">")
                .append("<span class=\"name\">")
                .append(escape(name))
                .append("</span><span class=\"points\">")
                .append(escape(points))
                .append("</span></div>");
    }

    static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replace("'", "&#39;");
    }
}
