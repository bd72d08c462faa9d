package arbitre.match;

import arbitre.clock.TimeControl;
import arbitre.game.GameRegistry;
import arbitre.process.BotSpec;
import arbitre.sandbox.SandboxSpec;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Everything needed to play one match.
 *
 * @param player1 the bot that moves first
 * @param player2 the other bot
 * @param game the game's name, as registered in {@link arbitre.game.GameRegistry}
 * @param start the start position's name, one of the game's
 * @param rules the name of the game's variant (rule set)
 * @param timeControl the clock
 * @param logFile where the match log goes; each bot's standard error is saved beside it
 * @param stderrCapBytes the most bytes of each bot's standard error kept
 * @param sandbox the sandbox both bots run in, or {@code null} to run them as they are
 * @param cpu the one CPU both bots (and what they start) run on, or {@code null} for any, for a
 *     match played alone; an arena that plays several matches at once binds each match's bots
 *     to its slot's CPU instead ({@link MatchPool.Slot#take}), so that one match's bots starting
 *     up never take the time of another's thinking bot
 */
public record MatchSpec(
        String game,
        String start,
        BotSpec player1,
        BotSpec player2,
        String rules,
        TimeControl timeControl,
        Path logFile,
        long stderrCapBytes,
        SandboxSpec sandbox,
        Integer cpu) {
    /** One MiB of standard error per bot and match. */
    public static final long DEFAULT_STDERR_CAP = 1 << 20;

    public MatchSpec {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(player1, "player1");
        Objects.requireNonNull(player2, "player2");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(timeControl, "timeControl");
        Objects.requireNonNull(logFile, "logFile");
    }

    /**
     * A match of the default game from its standard start, without a sandbox, on any CPU ({@link
     * #withSandbox} and {@link #onCpu} change those).
     */
    public MatchSpec(
            BotSpec player1,
            BotSpec player2,
            String rules,
            TimeControl timeControl,
            Path logFile,
            long stderrCapBytes) {
        this(
                GameRegistry.DEFAULT_GAME,
                GameRegistry.defaultGame().starts().get(0),
                player1,
                player2,
                rules,
                timeControl,
                logFile,
                stderrCapBytes,
                null,
                null);
    }

    /** The same match with both bots in a sandbox ({@code null}: none). */
    public MatchSpec withSandbox(SandboxSpec limits) {
        return new MatchSpec(game, start, player1, player2, rules, timeControl, logFile, stderrCapBytes, limits, cpu);
    }

    /** The same match with both bots on one CPU ({@code null}: any). */
    public MatchSpec onCpu(Integer number) {
        return new MatchSpec(
                game, start, player1, player2, rules, timeControl, logFile, stderrCapBytes, sandbox, number);
    }

    public BotSpec bot(int player) {
        return player == 1 ? player1 : player2;
    }

    /** Where a player's standard error is saved: beside the log, named after it. */
    public Path stderrFile(int player) {
        String name = logFile.getFileName().toString();
        String base = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        return logFile.resolveSibling(base + ".p" + player + ".stderr.txt");
    }
}
