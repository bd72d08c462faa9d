package arbitre.series;

import arbitre.clock.TimeControl;
import arbitre.game.OpeningSuite;
import arbitre.match.MatchSpec;
import arbitre.process.BotSpec;
import arbitre.sandbox.SandboxSpec;
import arbitre.stats.Sprt;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A series of games between two bots, A and B, played in pairs: both games of a pair start from
 * the same opening, A moving first in the first and B in the second.
 *
 * @param botA the bot whose results the series reports
 * @param botB its opponent
 * @param game the game's name
 * @param rules the variant's name
 * @param timeControl the clock of every game
 * @param sandbox the limits both bots run under, or {@code null}
 * @param games the most games played, even
 * @param concurrency games played at once
 * @param folder where the games' logs go ({@code games/game-00001.json}, …)
 * @param openings the start of each pair
 * @param sprt the test that stops the series early, or {@code null} to play every game
 * @param botAAsPlayer2 how A is started when it moves second, or {@code null} as {@code botA}
 * @param botBAsPlayer1 how B is started when it moves first, or {@code null} as {@code botB}
 */
public record SeriesSpec(
        BotSpec botA,
        BotSpec botB,
        String game,
        String rules,
        TimeControl timeControl,
        SandboxSpec sandbox,
        int games,
        int concurrency,
        Path folder,
        OpeningSuite openings,
        Sprt sprt,
        BotSpec botAAsPlayer2,
        BotSpec botBAsPlayer1) {

    public SeriesSpec {
        Objects.requireNonNull(botA, "botA");
        Objects.requireNonNull(botB, "botB");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(openings, "openings");
        if (games < 2 || games % 2 != 0) {
            throw new IllegalArgumentException(
                    "--games must be even and at least 2 (games come in pairs), not " + games);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("--concurrency must be at least 1, not " + concurrency);
        }
    }

    /** The pair of game {@code number} (1-based), 0-based. */
    public static int pairOf(int number) {
        return (number - 1) / 2;
    }

    /** Whether A moves first in game {@code number}: the first game of each pair. */
    public static boolean aMovesFirst(int number) {
        return number % 2 == 1;
    }

    /** Where game {@code number}'s log goes. */
    public Path logFile(int number) {
        return folder.resolve("games").resolve(String.format(java.util.Locale.ROOT, "game-%05d.json", number));
    }

    /** Game {@code number}; the slot it is played in binds its bots to a CPU. */
    MatchSpec match(int number) {
        boolean aFirst = aMovesFirst(number);
        return new MatchSpec(
                game,
                openings.start(pairOf(number)),
                aFirst ? botA : botBAsPlayer1 != null ? botBAsPlayer1 : botB,
                aFirst ? botB : botAAsPlayer2 != null ? botAAsPlayer2 : botA,
                rules,
                timeControl,
                logFile(number),
                MatchSpec.DEFAULT_STDERR_CAP,
                sandbox,
                null);
    }
}
