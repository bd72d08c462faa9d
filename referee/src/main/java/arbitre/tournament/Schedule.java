package arbitre.tournament;

import arbitre.engine.kalah.FairKalahOpenings;
import arbitre.engine.kalah.KalahStart;
import java.util.ArrayList;
import java.util.List;

/**
 * The list of matches of a tournament: a pure function of its config (and of the gauntlet bot, if
 * any), so that every run of the same config, on any machine, agrees on which matches there are,
 * in which order, and what each is called. That is what makes resuming and sharding safe.
 *
 * <p>Double round robin: each two bots play {@code gamesPerPair} games, half with each one first.
 * The order goes round by round: every pairing once with the earlier bot of the config first, then
 * once the other way, then the next round, so that an interrupted run has spread its games over
 * every pair. A match is named {@code <first>-vs-<second>-<round>}, which stays the same when
 * bots are added to the config.
 *
 * <p>A gauntlet keeps only the pairs that include one bot: a new bot measured against the field.
 *
 * <p>Each match has its start position: the config's, or with an opening suite (FairKalah) one
 * opening per pair and round, drawn from the tournament's seed and the pair's names, so that the
 * two games of a round between two bots start from the same opening with the sides swapped, and
 * the draw stays the same whatever other bots the config lists.
 */
public final class Schedule {

    private Schedule() {
    }

    /** One match of the schedule. */
    public record Match(int index, String id, TournamentConfig.Bot player1, TournamentConfig.Bot player2, int round,
            String start) {
    }

    /** Every match of a double round robin between all the bots. */
    public static List<Match> roundRobin(TournamentConfig config) {
        return build(config, null);
    }

    /** Every match between {@code gauntletBot} and each of the others. */
    public static List<Match> gauntlet(TournamentConfig config, String gauntletBot) {
        if (config.bot(gauntletBot) == null) {
            throw new IllegalArgumentException("no bot named '" + gauntletBot + "' in " + config.file());
        }
        return build(config, gauntletBot);
    }

    private static List<Match> build(TournamentConfig config, String gauntletBot) {
        List<TournamentConfig.Bot> bots = config.bots();
        List<Match> matches = new ArrayList<>();
        for (int round = 1; round <= config.gamesPerPair() / 2; round++) {
            for (int side = 0; side < 2; side++) {
                for (int i = 0; i < bots.size(); i++) {
                    for (int j = i + 1; j < bots.size(); j++) {
                        TournamentConfig.Bot a = bots.get(i);
                        TournamentConfig.Bot b = bots.get(j);
                        if (gauntletBot != null && !a.name().equals(gauntletBot) && !b.name().equals(gauntletBot)) {
                            continue;
                        }
                        TournamentConfig.Bot first = side == 0 ? a : b;
                        TournamentConfig.Bot second = side == 0 ? b : a;
                        String id = first.name() + "-vs-" + second.name() + "-" + round;
                        matches.add(new Match(matches.size(), id, first, second, round, start(config, a, b, round)));
                    }
                }
            }
        }
        return List.copyOf(matches);
    }

    /** The start of the games of a round between two bots ({@code a} listed first in the config). */
    static String start(TournamentConfig config, TournamentConfig.Bot a, TournamentConfig.Bot b, int round) {
        if (config.openings() == null) {
            return config.start();
        }
        long draw = TournamentRunner.seed(config.seed(), a.name() + "-and-" + b.name() + "-" + round);
        return KalahStart.fair((int) (draw % FairKalahOpenings.COUNT)).name();
    }

    /** The matches of one shard: every {@code shard.count()}-th, from the {@code shard.number()}-th. */
    public static List<Match> shard(List<Match> schedule, Shard shard) {
        return schedule.stream().filter(m -> m.index() % shard.count() == shard.number() - 1).toList();
    }
}
