package arbitre.tournament.schedule;

import arbitre.game.OpeningSuite;
import arbitre.series.Openings;
import arbitre.tournament.config.BotNames;
import arbitre.tournament.config.TournamentConfig;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The list of matches of a tournament: a pure function of its config (and of the gauntlet bot, if
 * any), so that every run of the same config, on any machine, agrees on which matches there are,
 * in which order, and what each is called. That is what makes resuming and sharding safe.
 *
 * <p>Double round robin: each two bots play {@code gamesPerPair} games, half with each one first.
 * The order goes round by round: every pairing once with the earlier bot of the config first, then
 * once the other way, then the next round, so that an interrupted run has spread its games over
 * every pair. A match is named {@code <first>-vs-<second>-<round>} from the bots' slugs
 * ({@link BotNames#slug}), which stays the same when bots are added to the config, and is never the
 * name of another match, even on a disk that ignores case: each id is one log file.
 *
 * <p>A gauntlet keeps only the pairs that include one bot: a new bot measured against the field.
 *
 * <p>Each match has its start position: the config's, or with an opening suite (FairKalah) one
 * opening per pair and round, drawn from the tournament's seed and the pair's names, so that the
 * two games of a round between two bots start from the same opening with the sides swapped, and
 * the draw stays the same whatever other bots the config lists. With Awale openings (random ones
 * drawn from the seed, or a file's in turn), round {@code r} of every pairing starts from the
 * r-th opening, again the same whatever other bots the config lists.
 */
public final class Schedule {

    private Schedule() {}

    /** One match of the schedule. */
    public record Match(
            int index,
            String id,
            TournamentConfig.Bot player1,
            TournamentConfig.Bot player2,
            int round,
            String start) {}

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
        List<String> slugs = bots.stream().map(b -> BotNames.slug(b.name())).toList();
        long size = (long) bots.size() * (bots.size() - 1) / 2 * config.gamesPerPair();
        if (size > TournamentConfig.MAX_MATCHES) {
            throw new IllegalArgumentException(config.file() + ": " + bots.size() + " bots playing "
                    + config.gamesPerPair() + " games per pair make " + size + " matches, more than the "
                    + TournamentConfig.MAX_MATCHES + " a tournament can hold");
        }
        OpeningSuite suite = suite(config);
        List<Match> matches = new ArrayList<>();
        Map<String, Match> ids = new HashMap<>();
        for (int round = 1; round <= config.gamesPerPair() / 2; round++) {
            for (int side = 0; side < 2; side++) {
                for (int i = 0; i < bots.size(); i++) {
                    for (int j = i + 1; j < bots.size(); j++) {
                        TournamentConfig.Bot a = bots.get(i);
                        TournamentConfig.Bot b = bots.get(j);
                        if (gauntletBot != null
                                && !a.name().equals(gauntletBot)
                                && !b.name().equals(gauntletBot)) {
                            continue;
                        }
                        TournamentConfig.Bot first = side == 0 ? a : b;
                        TournamentConfig.Bot second = side == 0 ? b : a;
                        String id = join(slugs.get(side == 0 ? i : j), slugs.get(side == 0 ? j : i), round);
                        Match match = new Match(
                                matches.size(),
                                id,
                                first,
                                second,
                                round,
                                suite != null ? suite.start(round - 1, draw(config, a, b, round)) : config.start());
                        Match clash = ids.putIfAbsent(id.toLowerCase(Locale.ROOT), match);
                        if (clash != null) {
                            throw new IllegalArgumentException(
                                    "matches " + clash.player1().name() + " vs "
                                            + clash.player2().name() + " and " + first.name() + " vs " + second.name()
                                            + " would share the log file " + id + ".json: rename one of these bots");
                        }
                        matches.add(match);
                    }
                }
            }
        }
        return List.copyOf(matches);
    }

    /** The id of the match between two bots, by their names, in a round. */
    public static String id(String first, String second, int round) {
        return join(BotNames.slug(first), BotNames.slug(second), round);
    }

    /**
     * The ids of every match of a round robin between bots of these names, for a reader that has
     * the names of a tournament's bots but not its config (such as {@code standings}).
     */
    public static java.util.Set<String> ids(List<String> names, int gamesPerPair) {
        java.util.Set<String> ids = new java.util.HashSet<>();
        for (String first : names) {
            for (String second : names) {
                for (int round = 1; round <= gamesPerPair / 2 && !first.equals(second); round++) {
                    ids.add(id(first, second, round));
                }
            }
        }
        return ids;
    }

    /**
     * The games of one mini-match of a staged format (Swiss, knockout): pairs {@code fromPair} to
     * {@code toPair}, each two games from one start with the sides swapped, {@code a} first in the
     * first of them. Named {@code <stage>-<first>-vs-<second>-<pair>}: a stage (such as {@code r3},
     * the Swiss's third round) makes the name unique though the same two bots meet again later.
     */
    static List<Match> miniMatch(
            TournamentConfig config,
            OpeningSuite suite,
            String stage,
            TournamentConfig.Bot a,
            TournamentConfig.Bot b,
            int fromPair,
            int toPair,
            int firstIndex) {
        List<Match> matches = new ArrayList<>();
        for (int pair = fromPair; pair <= toPair; pair++) {
            String start = suite != null ? suite.start(pair - 1, draw(config, a, b, pair)) : config.start();
            for (int side = 0; side < 2; side++) {
                TournamentConfig.Bot first = side == 0 ? a : b;
                TournamentConfig.Bot second = side == 0 ? b : a;
                String id = stage + "-" + join(BotNames.slug(first.name()), BotNames.slug(second.name()), pair);
                matches.add(new Match(firstIndex + matches.size(), id, first, second, pair, start));
            }
        }
        return matches;
    }

    /** The config's suite of openings, or {@code null} when every match starts from the config's start. */
    static OpeningSuite suite(TournamentConfig config) {
        return config.openings() == null
                ? null
                : Openings.parse(
                        config.openings(),
                        config.file().toAbsolutePath().getParent(),
                        config.game(),
                        config.start(),
                        config.rules(),
                        config.seed(),
                        OpeningSuite.DEFAULT_MAX_EVAL);
    }

    private static String join(String firstSlug, String secondSlug, int round) {
        return firstSlug + "-vs-" + secondSlug + "-" + round;
    }

    /**
     * The number a tournament draws for the games of a round between two bots ({@code a} listed
     * first in the config), from which a suite may pick their start ({@link OpeningSuite#start(long,
     * long)}).
     */
    static long draw(TournamentConfig config, TournamentConfig.Bot a, TournamentConfig.Bot b, int round) {
        return seed(config.seed(), a.name() + "-and-" + b.name() + "-" + round);
    }

    /** The matches of one shard: every {@code shard.count()}-th, from the {@code shard.number()}-th. */
    public static List<Match> shard(List<Match> schedule, Shard shard) {
        return schedule.stream()
                .filter(m -> m.index() % shard.count() == shard.number() - 1)
                .toList();
    }

    /** The seed of one match: the tournament's seed mixed with the match's name (SplitMix64's finalizer). */
    public static long seed(long tournamentSeed, String id) {
        long z = tournamentSeed + 0x9E37_79B9_7F4A_7C15L * id.hashCode();
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return (z ^ (z >>> 31)) & Long.MAX_VALUE;
    }
}
