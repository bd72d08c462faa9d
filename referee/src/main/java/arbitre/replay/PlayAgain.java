package arbitre.replay;

import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.InvalidMoveException;
import arbitre.log.MatchLog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A game of a match log played again from the position after one of its plies: the plies up to
 * there, as the log recorded them, and the one command that does it ({@code arbitre match --from
 * LOG --ply N}), printed for each lost or forfeited game so that a student can play that position
 * again with a fixed bot.
 */
public final class PlayAgain {
    /** How many plies before a game's end the printed command starts. */
    public static final int PLIES_BEFORE_THE_END = 5;

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=@%+,-]+");

    private PlayAgain() {}

    /**
     * The first ply a bot of the log played ({@code 1}, or the first after an opening start or
     * after the plies of an earlier game it started from).
     */
    public static int firstPly(MatchLog log) {
        return log.moves().isEmpty()
                ? log.result().plies() + 1
                : log.moves().get(0).ply();
    }

    /**
     * The plies a game played again from ply {@code ply} of the log starts after, and where they
     * came from: every ply from the log's start up to there, those it started after itself first.
     *
     * @param source the log, as the person who names it does
     * @throws IllegalArgumentException naming the ply and why it cannot be played from
     */
    public static MatchLog.From from(String source, MatchLog log, int ply) {
        List<String> plies = new ArrayList<>();
        if (log.from() != null) {
            plies.addAll(log.from().moves());
        }
        pliesUpTo(log, ply).forEach(move -> plies.add(move.move()));
        return new MatchLog.From(source, ply, plies);
    }

    /**
     * The log's own moves up to ply {@code ply}, checked: each is played from the log's start
     * (after the plies it started after, if any), and the game must still be going on after them,
     * in a position its bots can be told.
     *
     * @throws IllegalArgumentException naming the ply and why it cannot be played from
     */
    static List<MatchLog.Move> pliesUpTo(MatchLog log, int ply) {
        int first = firstPly(log);
        int last = log.moves().isEmpty()
                ? first - 1
                : log.moves().get(log.moves().size() - 1).ply();
        if (ply < first - 1 || ply > last) {
            throw new IllegalArgumentException("ply " + ply + " is not in the log: its plies run from " + first + " to "
                    + last + " (" + (first - 1) + " for its start)");
        }
        List<MatchLog.Move> kept =
                log.moves().stream().filter(m -> m.ply() <= ply).toList();
        GameType type = GameRegistry.get(log.game());
        Game game = type.start(String.valueOf(log.rules().get("name")), log.start());
        List<String> plies = new ArrayList<>();
        if (log.from() != null) {
            for (String move : log.from().moves()) {
                try {
                    game.play(move);
                } catch (InvalidMoveException e) {
                    throw new IllegalArgumentException(
                            "the plies it started after (" + log.from().log() + "): " + move + ": " + e.getMessage(),
                            e);
                }
                plies.add(move);
            }
        }
        for (MatchLog.Move move : kept) {
            try {
                game.play(move.move());
            } catch (InvalidMoveException e) {
                throw new IllegalArgumentException(
                        "ply " + move.ply() + " (" + move.move() + "): " + e.getMessage(), e);
            }
            plies.add(move.move());
        }
        if (game.isOver()) {
            throw new IllegalArgumentException("the game is over after ply " + ply);
        }
        if (!plies.isEmpty()) {
            type.resumption(log.start(), game, plies);
        }
        return kept;
    }

    /**
     * The ply the printed command starts after: {@value #PLIES_BEFORE_THE_END} plies before the
     * log's last one, or earlier where the game cannot tell its bots that position (a Kalah
     * position with North to move), never before the log's start.
     */
    public static int suggestedPly(MatchLog log) {
        int first = firstPly(log);
        int last = log.moves().isEmpty()
                ? first - 1
                : log.moves().get(log.moves().size() - 1).ply();
        for (int ply = Math.max(first - 1, last - PLIES_BEFORE_THE_END); ply >= first; ply--) {
            try {
                pliesUpTo(log, ply);
                return ply;
            } catch (IllegalArgumentException e) {
                // an earlier ply, then
            }
        }
        return first - 1;
    }

    /**
     * The command that plays the log's game again from {@link #suggestedPly} between the same
     * bots, with the same names and seeds (the seeds come from the log), for a shell.
     *
     * @param logFile the log, as the person who runs the command reaches it
     */
    public static String command(Path logFile, MatchLog log) {
        return launcher() + " match --from " + quoted(logFile.toString()) + " " + arguments(log);
    }

    /**
     * The command of {@link #arguments} for the log at {@code logFile}, as a page or a file of
     * results gives it, to be run from its own folder: the launcher by its whole path.
     */
    public static String command(String logFile, String arguments) {
        return launcherFromAnywhere() + " match --from " + quoted(logFile) + " " + arguments;
    }

    /** The launcher by its whole path, for a command run from any folder; without it, the project's own name. */
    static String launcherFromAnywhere() {
        String launcher = System.getProperty("arbitre.launcher");
        return launcher == null || launcher.isBlank()
                ? "./arbitre"
                : quoted(Path.of(launcher).toAbsolutePath().normalize().toString());
    }

    /**
     * The launcher as the person who ran this one reaches it: the project's {@code ./arbitre} in
     * a checkout, {@code bin/arbitre} in the folder of a release, its whole path elsewhere. The
     * launcher says where it is ({@code arbitre.launcher}); without it, the project's own name.
     */
    static String launcher() {
        return launcher(System.getProperty("arbitre.launcher"), Path.of("").toAbsolutePath());
    }

    static String launcher(String launcher, Path workdir) {
        if (launcher == null || launcher.isBlank()) {
            return "./arbitre";
        }
        Path path = Path.of(launcher).toAbsolutePath().normalize();
        if (path.startsWith(workdir.normalize())) {
            String relative = workdir.normalize().relativize(path).toString();
            return quoted(relative.contains("/") ? relative : "./" + relative);
        }
        return quoted(path.toString());
    }

    /**
     * What follows the log in {@link #command}: the ply, both bots' commands and names, and the
     * sandbox with its limits when the game was played in one (a bot may lose there only).
     */
    public static String arguments(MatchLog log) {
        MatchLog.Player p1 = log.players().get(0);
        MatchLog.Player p2 = log.players().get(1);
        return "--ply " + suggestedPly(log) + " --p1 " + quoted(runnable(p1)) + " --name1 " + quoted(p1.name())
                + " --p2 " + quoted(runnable(p2)) + " --name2 " + quoted(p2.name()) + sandbox(log.sandbox());
    }

    /**
     * A bot's command as it can be run from anywhere: the files and folders it names in the
     * folder it ran in (a config's {@code workdir}) by their whole path, so that {@code match},
     * which runs a bot in its program's folder, finds them.
     */
    static String runnable(MatchLog.Player player) {
        if (player.workdir() == null
                || player.command() == null
                || player.command().startsWith("builtin:")) {
            return player.command();
        }
        Path folder = Path.of(player.workdir());
        List<String> words;
        try {
            words = new ArrayList<>(arbitre.process.CommandWords.split(player.command()));
        } catch (IllegalArgumentException e) {
            return player.command();
        }
        boolean changed = false;
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (word.isEmpty() || word.startsWith("-") || word.startsWith("/")) {
                continue;
            }
            try {
                Path there = folder.resolve(word).normalize();
                if (java.nio.file.Files.exists(there)) {
                    words.set(i, there.toString());
                    changed = true;
                }
            } catch (java.nio.file.InvalidPathException e) {
                // not a file's name
            }
        }
        return changed ? arbitre.process.CommandWords.join(words) : player.command();
    }

    /** The options that play in the sandbox of {@code limits}, those that differ from the defaults; empty for none. */
    static String sandbox(arbitre.sandbox.SandboxSpec limits) {
        if (limits == null) {
            return "";
        }
        arbitre.sandbox.SandboxSpec usual = arbitre.sandbox.SandboxSpec.DEFAULT;
        StringBuilder out = new StringBuilder(" --sandbox");
        limit(out, "--sandbox-memory-mb", limits.memoryMb(), usual.memoryMb());
        limit(out, "--sandbox-processes", limits.processes(), usual.processes());
        limit(out, "--sandbox-cpu-s", limits.cpuSeconds(), usual.cpuSeconds());
        limit(out, "--sandbox-file-mb", limits.fileSizeMb(), usual.fileSizeMb());
        limit(out, "--sandbox-open-files", limits.openFiles(), usual.openFiles());
        limit(out, "--sandbox-tmp-mb", limits.tmpMb(), usual.tmpMb());
        return out.toString();
    }

    private static void limit(StringBuilder out, String option, int value, int usual) {
        if (value != usual) {
            out.append(' ').append(option).append(' ').append(value);
        }
    }

    /**
     * What a game played again cannot repeat when a bot of the log played on a process kept from
     * earlier games: a fresh process does not remember them (its random numbers, say, are drawn
     * afresh from the seed). Empty when every bot was started for the game.
     */
    public static java.util.Optional<String> keptCaveat(MatchLog log) {
        List<String> kept = new ArrayList<>();
        for (MatchLog.Player p : log.players()) {
            if (p != null && p.kept()) {
                kept.add(p.name() + " after " + p.gamesBefore() + (p.gamesBefore() == 1 ? " game" : " games"));
            }
        }
        if (kept.isEmpty()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(
                "this game was played on a process kept from earlier games (" + String.join(", ", kept)
                        + "); started afresh, a bot that remembers its earlier games may not play as it did");
    }

    /** Whether a player lost the log's game, by the rules or by a forfeit: what is worth playing again. */
    public static boolean lost(MatchLog log) {
        return log.result() != null
                && (log.result().winner() != 0 || log.result().forfeit() != null);
    }

    /** The variables that give each bot the seed the log says it received ({@code ARBITRE_SEED}). */
    public static Map<String, String> seed(MatchLog log, int player) {
        String seed = log.players().get(player - 1).seed();
        return seed == null ? Map.of() : Map.of("ARBITRE_SEED", seed);
    }

    /** A word for a POSIX shell: as it is when plain, else in single quotes. */
    static String quoted(String word) {
        if (PLAIN.matcher(word).matches()) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
