package arbitre.validate;

import arbitre.clock.TimeControl;
import arbitre.sandbox.SandboxSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * How bots are validated.
 *
 * @param game the game's name
 * @param start the start position's name
 * @param rules the rule set's name
 * @param timeControl the clock of every validation game
 * @param games how many games against the random bot, alternating sides, player 1 first; at least 2
 * @param minScore the share of the points (0..1) the bot must take, or {@code null} for no score check
 * @param seed the random bot's seed in the first game; game {@code g} uses {@code seed + g - 1}
 * @param outputDir the folder that receives one folder of match logs per bot
 * @param sandbox the limits the bots run under, or {@code null} to run them unconfined
 * @param openings whether to check, with two more games from a short opening, that the bot plays
 *     from an opening ({@code OPENING} before its first request)
 * @param minLevel the level of the bundled bot ({@code builtin:iddfs --level N}) the bot must
 *     hold its own against, or {@code null}: with a level, every game is played against that level
 *     rather than the random bot, and the score check requires {@code minScore}, half of the
 *     points unless it says otherwise
 */
public record ValidationSettings(
        String game,
        String start,
        String rules,
        TimeControl timeControl,
        int games,
        Double minScore,
        long seed,
        Path outputDir,
        SandboxSpec sandbox,
        boolean openings,
        Integer minLevel) {
    public static final int DEFAULT_GAMES = 4;
    /** The plies of the openings the openings check plays from. */
    public static final int OPENING_PLIES = 3;
    /** The share of the points a bot must take against the level of {@code --min-level}, unless told another. */
    public static final double MIN_LEVEL_SCORE = 0.5;

    public ValidationSettings {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(timeControl, "timeControl");
        Objects.requireNonNull(outputDir, "outputDir");
        if (games < 2) {
            throw new IllegalArgumentException("games must be at least 2 (one on each side), got " + games);
        }
        if (minScore != null && !(minScore >= 0 && minScore <= 1)) {
            throw new IllegalArgumentException(
                    "the minimum score is a share of the points from 0 to 1, got " + minScore);
        }
        if (minLevel != null) {
            int levels = arbitre.bots.Ladders.of(arbitre.bots.protocol.Game.fromName(game))
                    .size();
            if (minLevel < 1 || minLevel > levels) {
                throw new IllegalArgumentException(
                        "a level of " + game + " is 1.." + levels + " (see docs/students.md), got " + minLevel);
            }
            minScore = minScore == null ? MIN_LEVEL_SCORE : minScore;
        }
        if (openings && arbitre.game.GameRegistry.get(game).opening(List.of()).isEmpty()) {
            throw new IllegalArgumentException(
                    "--openings checks that a bot reads OPENING; " + game + " bots are told their start otherwise");
        }
    }

    /** Validation against the random bot. */
    public ValidationSettings(
            String game,
            String start,
            String rules,
            TimeControl timeControl,
            int games,
            Double minScore,
            long seed,
            Path outputDir,
            SandboxSpec sandbox,
            boolean openings) {
        this(game, start, rules, timeControl, games, minScore, seed, outputDir, sandbox, openings, null);
    }

    /** The opponent's name in the match logs and the report: {@code random}, or the level's bot. */
    public String opponentName() {
        return minLevel == null ? "random" : "iddfs-level-" + minLevel;
    }

    /** The opponent in game {@code number} (1 for the first), seeded from {@link #seed} and the game's number. */
    public String opponentCommand(int number) {
        long gameSeed = seed + number - 1;
        return minLevel == null
                ? "builtin:random --seed " + gameSeed
                : "builtin:iddfs --level " + minLevel + " --seed " + gameSeed;
    }

    /** Validation of an Awale bot from the standard start, run without a sandbox nor the openings check. */
    public ValidationSettings(
            String rules, TimeControl timeControl, int games, Double minScore, long seed, Path outputDir) {
        this(
                arbitre.game.GameRegistry.DEFAULT_GAME,
                arbitre.game.GameRegistry.defaultGame().startOrDefault(null),
                rules,
                timeControl,
                games,
                minScore,
                seed,
                outputDir,
                null,
                false);
    }

    /** The same validation with the openings check, or without. */
    public ValidationSettings withOpenings(boolean check) {
        return new ValidationSettings(
                game, start, rules, timeControl, games, minScore, seed, outputDir, sandbox, check, minLevel);
    }
}
