package arbitre.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The groups of bots that games connect: two bots are in one group when a chain of games links
 * them. Ratings compare only within a group; standings merged from unrelated tournaments (no game
 * between the groups) rank bots that never met, even indirectly.
 */
public final class Groups {

    private Groups() {}

    /** Each group's bots, in the order first seen, the groups by their first bot. */
    public static List<List<String>> of(List<GameRecord> games) {
        Map<String, String> parent = new LinkedHashMap<>();
        for (GameRecord game : games) {
            parent.putIfAbsent(game.player1(), game.player1());
            parent.putIfAbsent(game.player2(), game.player2());
            String a = root(parent, game.player1());
            String b = root(parent, game.player2());
            if (!a.equals(b)) {
                parent.put(b, a);
            }
        }
        Map<String, List<String>> groups = new LinkedHashMap<>();
        Map<String, String> roots = new HashMap<>();
        for (String bot : parent.keySet()) {
            roots.put(bot, root(parent, bot));
        }
        for (String bot : parent.keySet()) {
            groups.computeIfAbsent(roots.get(bot), r -> new ArrayList<>()).add(bot);
        }
        return List.copyOf(groups.values());
    }

    private static String root(Map<String, String> parent, String bot) {
        String r = bot;
        while (!parent.get(r).equals(r)) {
            r = parent.get(r);
        }
        return r;
    }
}
