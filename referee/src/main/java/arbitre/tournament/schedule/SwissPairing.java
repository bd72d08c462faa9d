package arbitre.tournament.schedule;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.MatchingAlgorithm;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

/**
 * One round of a Swiss tournament: pairs the field by a minimum-cost perfect matching (JGraphT's
 * Blossom V, after Kolmogorov), so that the whole round is optimal at once rather than built
 * greedily from the top, which can leave the last players with only rematches.
 *
 * <p>Every two players are joined by an edge whose cost is, from heaviest to lightest:
 * <ul>
 *   <li>{@value #REMATCH} when they have met already: a rematch is taken only when no pairing
 *       without one exists (which happens only when the rounds outnumber what the field allows);
 *   <li>the square of their score difference, in half points, times {@value #SCORE}: equal scores
 *       meet, and a player floats to the next score group only when its group is odd;
 *   <li>{@value #SAME_SIDE} when both have had the first move more often than the second (or both
 *       less often): one of them cannot be given the side it is owed;
 *   <li>the distance of their places in the table (score, then seed), so that within a score group
 *       neighbours meet, as in the Monrad system: it makes the order of the table finer each round.
 * </ul>
 * With an odd field, the bye goes first, as in chess: to the lowest placed player who has not had
 * one, unless the rest could then be paired only with a rematch. The pairing is a pure function of
 * the entrants and their order.
 */
public final class SwissPairing {
    static final double REMATCH = 1e9;
    static final double SCORE = 1000;
    static final double SAME_SIDE = 50;

    private SwissPairing() {}

    /**
     * A player as the round sees it.
     *
     * @param name its name
     * @param halfPoints its score so far, in half points (a bye counts as won games)
     * @param firstBalance pairings it opened as the first player, minus those it opened second
     * @param met the names of the players it has met
     * @param hadBye whether it has had the bye
     */
    public record Entrant(String name, int halfPoints, int firstBalance, Set<String> met, boolean hadBye) {
        public Entrant {
            met = Set.copyOf(met);
        }
    }

    /** Two players who meet; {@code first} opens the first game of their mini-match. */
    public record Pairing(String first, String second) {}

    /**
     * A round's pairings, best placed first, and the player with the bye ({@code null} when none).
     */
    public record Round(List<Pairing> pairings, String bye) {}

    /**
     * Pairs a field given in seed order (the order that breaks ties of score): the first entrant is
     * the top seed.
     */
    public static Round pair(List<Entrant> seeded) {
        if (seeded.size() < 2) {
            throw new IllegalArgumentException("a Swiss round needs two players at least, got " + seeded.size());
        }
        List<Entrant> table = new ArrayList<>(seeded);
        // Stable: equal scores keep the seed order.
        table.sort(Comparator.comparingInt(Entrant::halfPoints).reversed());
        if (table.size() % 2 == 0) {
            return pairEven(table, null).round();
        }
        // The bye goes to the lowest placed who has not had one, unless the others could then be
        // paired only with a rematch: then to the next lowest.
        Paired fallback = null;
        for (int i = table.size() - 1; i >= 0; i--) {
            if (table.get(i).hadBye()) {
                continue;
            }
            List<Entrant> rest = new ArrayList<>(table);
            Entrant bye = rest.remove(i);
            Paired paired = pairEven(rest, bye.name());
            if (!paired.rematch()) {
                return paired.round();
            }
            if (fallback == null) {
                fallback = paired;
            }
        }
        if (fallback == null) { // everyone has had a bye: the lowest has another
            List<Entrant> rest = new ArrayList<>(table);
            fallback = pairEven(rest, rest.remove(rest.size() - 1).name());
        }
        return fallback.round();
    }

    /** A round, and whether it had to pair two players who had met. */
    private record Paired(Round round, boolean rematch) {}

    private static Paired pairEven(List<Entrant> table, String bye) {
        int n = table.size();
        Graph<Integer, DefaultWeightedEdge> graph = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        for (int i = 0; i < n; i++) {
            graph.addVertex(i);
        }
        for (int i = 0; i < n; i++) {
            Entrant a = table.get(i);
            for (int j = i + 1; j < n; j++) {
                Entrant b = table.get(j);
                double diff = a.halfPoints() - b.halfPoints();
                double cost = SCORE * diff * diff + (j - i);
                if (Integer.signum(a.firstBalance()) != 0
                        && Integer.signum(a.firstBalance()) == Integer.signum(b.firstBalance())) {
                    cost += SAME_SIDE;
                }
                if (a.met().contains(b.name())) {
                    cost += REMATCH;
                }
                graph.setEdgeWeight(graph.addEdge(i, j), cost);
            }
        }
        MatchingAlgorithm.Matching<Integer, DefaultWeightedEdge> matching =
                new KolmogorovWeightedPerfectMatching<>(graph, ObjectiveSense.MINIMIZE).getMatching();
        List<int[]> pairs = new ArrayList<>();
        boolean rematch = false;
        for (DefaultWeightedEdge edge : matching.getEdges()) {
            int u = Math.min(graph.getEdgeSource(edge), graph.getEdgeTarget(edge));
            int v = Math.max(graph.getEdgeSource(edge), graph.getEdgeTarget(edge));
            pairs.add(new int[] {u, v});
            rematch |= table.get(u).met().contains(table.get(v).name());
        }
        pairs.sort(Comparator.comparingInt(p -> p[0]));
        List<Pairing> pairings = new ArrayList<>();
        for (int[] p : pairs) {
            Entrant higher = table.get(p[0]);
            Entrant lower = table.get(p[1]);
            // The one owed the first move gets it; when neither is, the higher placed.
            boolean lowerFirst = lower.firstBalance() < higher.firstBalance();
            pairings.add(
                    lowerFirst ? new Pairing(lower.name(), higher.name()) : new Pairing(higher.name(), lower.name()));
        }
        return new Paired(new Round(List.copyOf(pairings), bye), rematch);
    }
}
