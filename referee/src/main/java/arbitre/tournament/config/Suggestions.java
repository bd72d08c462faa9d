package arbitre.tournament.config;

import java.util.Collection;
import java.util.Locale;

/** The known word a mistyped one was most likely meant to be ({@code moveMz}: {@code moveMs}). */
final class Suggestions {

    private Suggestions() {}

    /**
     * The known word closest to {@code word} by edit distance (case ignored), or {@code null} when
     * none is close enough to be a likely typo: at most a third of the word's letters differ.
     */
    static String nearest(String word, Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known.stream().sorted().toList()) {
            int d = distance(word.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= Math.max(1, word.length() / 3) ? best : null;
    }

    /**
     * {@code " (did you mean KNOWN?)"} for the known word {@code word} was most likely meant to be,
     * or an empty string when none is close enough.
     */
    static String didYouMean(String word, Collection<String> known) {
        String nearest = nearest(word, known);
        return nearest == null ? "" : " (did you mean " + nearest + "?)";
    }

    /** Levenshtein distance, with a swap of two neighbours counted as one edit. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
