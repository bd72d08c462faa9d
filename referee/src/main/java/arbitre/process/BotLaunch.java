package arbitre.process;

import arbitre.sandbox.SandboxSpec;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.BlockingQueue;

/**
 * What starting a bot takes ({@link BotProcess#start}).
 *
 * @param spec the bot; a {@code builtin:} command is expanded first
 * @param player 1 or 2, the tag of its events
 * @param hints environment variables the referee adds (the {@code ARBITRE_*} hints)
 * @param stderrFile where its standard error goes ({@code null}: dropped)
 * @param stderrCap the most bytes of standard error kept
 * @param events the queue its output goes to
 * @param sandbox the sandbox's limits ({@link arbitre.sandbox.Sandbox}: the command line is
 *     wrapped, nothing else changes), or {@code null} to run the bot as it is
 * @param cpu the CPU the bot and every process it starts are bound to ({@code taskset}), or {@code
 *     null} for any; ignored where {@code taskset} is missing
 */
public record BotLaunch(
        BotSpec spec,
        int player,
        Map<String, String> hints,
        Path stderrFile,
        long stderrCap,
        BlockingQueue<BotEvent> events,
        SandboxSpec sandbox,
        Integer cpu) {}
