package arbitre.tournament.config;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.process.BotSpec;
import arbitre.sandbox.SandboxSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A tournament as its config file describes it, with every default filled in and every relative
 * path resolved against the config file's folder. Made by {@link ConfigLoader}, which refuses a
 * config that does not hold together.
 *
 * @param file the config file it was read from
 * @param name the tournament's name
 * @param game the game's name, as registered in {@link arbitre.game.GameRegistry}
 * @param start the start position of every match, when {@code openings} is {@code null}
 * @param playedFirst the plies every match starts after, from that start (a config's start after
 *     a ply of a match log), each bot told them; {@code null} for a game from its start
 * @param openings the suite of openings the matches start from, each pair of games between two
 *     bots from one of them with the sides swapped (the game's, such as a drawn suite), or {@code null}
 * @param rules the rule set's name
 * @param timeControl the clock of every match
 * @param gamesPerPair games between each two bots, half with each one first (even)
 * @param concurrency matches played at once
 * @param output the folder that receives match logs and standings
 * @param seed from which each match's {@code ARBITRE_SEED} is derived
 * @param eloAnchor the bot whose Elo is fixed at 0, or {@code null} for a mean of 0
 * @param stderrCapBytes the most bytes of a bot's standard error kept per match
 * @param sandbox the limits every bot runs under, or {@code null} to run bots unconfined
 * @param bots the players, in the file's order
 * @param description the config's free text about the tournament, or {@code null}
 * @param format how the bots meet: a round robin, a Swiss, a knockout, or a Swiss then a final
 * @param keepBotsUp whether a bot that says it can stay up keeps its process between its matches
 */
public record TournamentConfig(
        Path file,
        String name,
        String game,
        String start,
        MatchLog.From playedFirst,
        String openings,
        String rules,
        TimeControl timeControl,
        int gamesPerPair,
        int concurrency,
        Path output,
        long seed,
        String eloAnchor,
        long stderrCapBytes,
        SandboxSpec sandbox,
        List<Bot> bots,
        String description,
        Format format,
        boolean keepBotsUp) {
    /** The most games one pair may play: more is a typo, not a tournament. */
    public static final int MAX_GAMES_PER_PAIR = 10_000;
    /** The most matches one schedule may hold (each is a log file, and a line of the report). */
    public static final int MAX_MATCHES = 1_000_000;

    public TournamentConfig {
        bots = List.copyOf(bots);
    }

    /** The bot of that name, or {@code null}. */
    public Bot bot(String botName) {
        return bots.stream().filter(b -> b.name().equals(botName)).findFirst().orElse(null);
    }

    /** The same tournament written to another folder. */
    public TournamentConfig withOutput(Path folder) {
        return with(copy -> copy.output = folder);
    }

    /** The same tournament with another clock. */
    public TournamentConfig withTimeControl(TimeControl clock) {
        return with(copy -> copy.timeControl = clock);
    }

    /** The same tournament with another number of matches at once. */
    public TournamentConfig withConcurrency(int matches) {
        return with(copy -> copy.concurrency = matches);
    }

    /** The same tournament with its bots in a sandbox with these limits. */
    public TournamentConfig withSandbox(SandboxSpec limits) {
        return with(copy -> copy.sandbox = limits);
    }

    /** This tournament with what {@code change} changes in a copy of its fields. */
    private TournamentConfig with(Consumer<Fields> change) {
        Fields copy = new Fields(this);
        change.accept(copy);
        return copy.config();
    }

    /** The fields of a config, to change some and make another. */
    private static final class Fields {
        Path file;
        String name;
        String game;
        String start;
        MatchLog.From playedFirst;
        String openings;
        String rules;
        TimeControl timeControl;
        int gamesPerPair;
        int concurrency;
        Path output;
        long seed;
        String eloAnchor;
        long stderrCapBytes;
        SandboxSpec sandbox;
        List<Bot> bots;
        String description;
        Format format;
        boolean keepBotsUp;

        Fields(TournamentConfig config) {
            file = config.file;
            name = config.name;
            game = config.game;
            start = config.start;
            playedFirst = config.playedFirst;
            openings = config.openings;
            rules = config.rules;
            timeControl = config.timeControl;
            gamesPerPair = config.gamesPerPair;
            concurrency = config.concurrency;
            output = config.output;
            seed = config.seed;
            eloAnchor = config.eloAnchor;
            stderrCapBytes = config.stderrCapBytes;
            sandbox = config.sandbox;
            bots = config.bots;
            description = config.description;
            format = config.format;
            keepBotsUp = config.keepBotsUp;
        }

        TournamentConfig config() {
            return new TournamentConfig(
                    file,
                    name,
                    game,
                    start,
                    playedFirst,
                    openings,
                    rules,
                    timeControl,
                    gamesPerPair,
                    concurrency,
                    output,
                    seed,
                    eloAnchor,
                    stderrCapBytes,
                    sandbox,
                    bots,
                    description,
                    format,
                    keepBotsUp);
        }
    }

    /**
     * One player of the tournament.
     *
     * @param name its name in the standings, unique
     * @param command its command line
     * @param commandAsPlayer1 the command line when it moves first, or {@code null} for {@code command}
     * @param commandAsPlayer2 the command line when it moves second, or {@code null} for {@code command}
     * @param workdir where it runs; {@code null}: its own folder (see {@link arbitre.process.BotFolder})
     * @param env variables added to its environment
     */
    public record Bot(
            String name,
            String command,
            String commandAsPlayer1,
            String commandAsPlayer2,
            Path workdir,
            Map<String, String> env,
            Remote remote) {

        public Bot {
            env = Map.copyOf(env);
        }

        /** A bot whose program runs on the referee's machine. */
        public Bot(
                String name,
                String command,
                String commandAsPlayer1,
                String commandAsPlayer2,
                Path workdir,
                Map<String, String> env) {
            this(name, command, commandAsPlayer1, commandAsPlayer2, workdir, env, null);
        }

        /** A bot played from elsewhere, through a seat of the tournament's server. */
        public static Bot remote(String name, Remote remote) {
            String command = arbitre.serve.RemoteSeats.COMMAND_PREFIX + name;
            return new Bot(name, command, null, null, null, Map.of(), remote);
        }

        public boolean isRemote() {
            return remote != null;
        }

        /**
         * How a remote bot plays: its seat's token ({@code null}: one is made when the server
         * starts), how long a match waits for it to connect, and the most its moves may take
         * beyond their limit for the measured round trip.
         */
        public record Remote(String token, long connectMs, long lagCapMs) {}

        /** The command line it runs with as player 1 or 2. */
        public String commandAs(int player) {
            String specific = player == 1 ? commandAsPlayer1 : commandAsPlayer2;
            return specific != null ? specific : command;
        }

        /** How to start it as player 1 or 2, with extra variables for one match. */
        public BotSpec spec(int player, Map<String, String> matchEnv) {
            Map<String, String> all = new java.util.HashMap<>(env);
            all.putAll(matchEnv);
            return new BotSpec(name, commandAs(player), workdir, all);
        }
    }
}
