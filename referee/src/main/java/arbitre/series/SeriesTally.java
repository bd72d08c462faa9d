package arbitre.series;

import arbitre.log.MatchLog;
import arbitre.standings.ForfeitShare;
import arbitre.stats.Pentanomial;
import arbitre.stats.Sprt;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The results of a series so far, from A's side: each finished game's log is added once, in any
 * order. Wins, draws and losses count every finished game; the pentanomial counts the pairs whose
 * two games are both finished, since a pair is the unit the Elo interval and the SPRT rest on.
 */
final class SeriesTally {
    private final String nameA;
    private final String nameB;
    /** A's half-points in each game, by game number; -1 for a game not finished. */
    private final Map<Integer, Integer> halfPoints = new TreeMap<>();

    private final Map<String, Map<String, Integer>> forfeits = new LinkedHashMap<>();
    private final Map<String, long[]> thinking = new LinkedHashMap<>();
    private final Sprt sprt;
    private int wins;
    private int draws;
    private int losses;
    private int forfeited;
    private Sprt.Verdict verdict = Sprt.Verdict.INCONCLUSIVE;
    private long verdictPairs;
    private double verdictLlr;

    /** A tally that asks {@code sprt} ({@code null} for none) about the finished pairs as each pair finishes. */
    SeriesTally(String nameA, String nameB, Sprt sprt) {
        this.nameA = nameA;
        this.nameB = nameB;
        this.sprt = sprt;
        for (String name : new String[] {nameA, nameB}) {
            forfeits.put(name, new TreeMap<>());
            thinking.put(name, new long[3]); // moves, total ms, max ms
        }
    }

    /** Adds finished game {@code number}. */
    void add(int number, MatchLog log) {
        boolean aFirst = SeriesSpec.aMovesFirst(number);
        int playerA = aFirst ? 1 : 2;
        int winner = log.result().winner();
        int half = winner == 0 ? 1 : winner == playerA ? 2 : 0;
        halfPoints.put(number, half);
        if (sprt != null && verdict == Sprt.Verdict.INCONCLUSIVE && pairDone(SeriesSpec.pairOf(number))) {
            Pentanomial pairs = pairs();
            verdict = sprt.verdict(pairs);
            verdictPairs = pairs.pairs();
            verdictLlr = sprt.llr(pairs);
        }
        if (half == 2) {
            wins++;
        } else if (half == 1) {
            draws++;
        } else {
            losses++;
        }
        Integer offender = log.result().forfeit();
        if (offender != null) {
            forfeited++;
            for (int p = 1; p <= 2; p++) {
                if (offender == 0 || offender == p) {
                    forfeits.get(p == playerA ? nameA : nameB)
                            .merge(log.result().reason(), 1, Integer::sum);
                }
            }
        }
        for (MatchLog.Move move : log.moves()) {
            long[] times = thinking.get(move.player() == playerA ? nameA : nameB);
            times[0]++;
            times[1] += move.ms();
            times[2] = Math.max(times[2], move.ms());
        }
    }

    int games() {
        return halfPoints.size();
    }

    boolean has(int number) {
        return halfPoints.containsKey(number);
    }

    /** Whether both games of a pair are finished. */
    boolean pairDone(int pair) {
        return halfPoints.containsKey(2 * pair + 1) && halfPoints.containsKey(2 * pair + 2);
    }

    int wins() {
        return wins;
    }

    int draws() {
        return draws;
    }

    int losses() {
        return losses;
    }

    /** A's mean points per game, 0.5 before any game. */
    double score() {
        int games = games();
        return games == 0 ? 0.5 : (wins + draws / 2.0) / games;
    }

    /** The finished pairs' counts of A's half-points, 0 to 4. */
    Pentanomial pairs() {
        Pentanomial pairs = Pentanomial.empty();
        for (Map.Entry<Integer, Integer> game : halfPoints.entrySet()) {
            int number = game.getKey();
            if (SeriesSpec.aMovesFirst(number) && halfPoints.containsKey(number + 1)) {
                pairs = pairs.plus(game.getValue() + halfPoints.get(number + 1));
            }
        }
        return pairs;
    }

    /**
     * The first verdict the SPRT reached, asked as each pair finished (in the order they were
     * added); {@link Sprt.Verdict#INCONCLUSIVE} until then, or without an SPRT. It stands once
     * reached: the pairs that were under way then are counted, but do not take it back.
     */
    Sprt.Verdict verdict() {
        return verdict;
    }

    /** How many pairs were finished when the {@link #verdict} was reached. */
    long verdictPairs() {
        return verdictPairs;
    }

    /** The log-likelihood ratio when the {@link #verdict} was reached. */
    double verdictLlr() {
        return verdictLlr;
    }

    /** Each bot's forfeits by reason. */
    Map<String, Map<String, Integer>> forfeits() {
        Map<String, Map<String, Integer>> copy = new LinkedHashMap<>();
        forfeits.forEach((name, reasons) -> copy.put(name, new TreeMap<>(reasons)));
        return copy;
    }

    /** The finished games that ended by a forfeit, with each bot's forfeits by reason. */
    ForfeitShare forfeitShare() {
        return ForfeitShare.of(games(), forfeited, forfeits);
    }

    /** How many moves a bot has played. */
    long moves(String name) {
        return thinking.get(name)[0];
    }

    /** A bot's mean thinking time per move, in milliseconds (0 before any move). */
    double meanMs(String name) {
        long[] times = thinking.get(name);
        return times[0] == 0 ? 0 : (double) times[1] / times[0];
    }

    /** A bot's longest thinking time for a move, in milliseconds. */
    long maxMs(String name) {
        return thinking.get(name)[2];
    }
}
