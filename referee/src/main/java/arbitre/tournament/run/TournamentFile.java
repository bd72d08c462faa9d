package arbitre.tournament.run;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLogs;
import arbitre.tournament.config.ConfigException;
import arbitre.tournament.config.Format;
import arbitre.tournament.config.TournamentConfig;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * {@code tournament.json}: what an output folder holds (the tournament's name, rules, clock and
 * bots), so that a second run into the same folder can tell a resume from a mix-up, and
 * {@code standings} can tell which tournament a folder of logs is.
 */
public final class TournamentFile {
    public static final String NAME = "tournament.json";
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private TournamentFile() {}

    @JsonPropertyOrder({
        "format",
        "name",
        "game",
        "start",
        "openings",
        "rules",
        "timeControl",
        "gamesPerPair",
        "seed",
        "config",
        "bots",
        "description",
        "eloAnchor",
        "pairing"
    })
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Contents(
            int format,
            String name,
            String game,
            String start,
            String openings,
            String rules,
            TimeControl timeControl,
            int gamesPerPair,
            long seed,
            String config,
            List<BotEntry> bots,
            @JsonInclude(JsonInclude.Include.NON_NULL) String description,
            @JsonInclude(JsonInclude.Include.NON_NULL) String eloAnchor,
            @JsonInclude(JsonInclude.Include.NON_NULL) String pairing) {}

    /**
     * A bot as it was when its matches were played: its command lines, its folder, and a digest of
     * its environment (the values may be secrets, and the folder may be published).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    @JsonPropertyOrder({"name", "command", "commandAsPlayer1", "commandAsPlayer2", "workdir", "env"})
    public record BotEntry(
            String name, String command, String commandAsPlayer1, String commandAsPlayer2, String workdir, String env) {

        /**
         * The entry of a bot. Its folder is kept relative to the config's folder when it lies
         * under it, so that moving the whole tree (or mounting it elsewhere on a cluster's nodes)
         * is no change of the bot. A bot without a folder (it runs in its own) has none here.
         */
        static BotEntry of(TournamentConfig.Bot bot, TournamentConfig config) {
            String where = null;
            if (bot.workdir() != null) {
                Path workdir = bot.workdir().toAbsolutePath().normalize();
                Path base = config.file().toAbsolutePath().normalize().getParent();
                String relative =
                        workdir.startsWith(base) ? base.relativize(workdir).toString() : workdir.toString();
                where = relative.isEmpty() ? "." : relative;
            }
            return new BotEntry(
                    bot.name(),
                    bot.command(),
                    bot.commandAsPlayer1(),
                    bot.commandAsPlayer2(),
                    where,
                    envDigest(bot.env()));
        }

        /** What differs from {@code now}, such as {@code command 'a' → 'b'}, or {@code null}. */
        String change(BotEntry now) {
            List<String> changes = new java.util.ArrayList<>();
            differ(changes, "command", command, now.command);
            differ(changes, "commandAsPlayer1", commandAsPlayer1, now.commandAsPlayer1);
            differ(changes, "commandAsPlayer2", commandAsPlayer2, now.commandAsPlayer2);
            if (workdir != null) {
                differ(changes, "workdir", workdir, now.workdir);
            }
            if (env != null && !env.equals(now.env)) {
                changes.add("env changed");
            }
            return changes.isEmpty() ? null : String.join(", ", changes);
        }

        private static void differ(List<String> changes, String field, String was, String is) {
            if (!Objects.equals(was, is)) {
                changes.add(field + " " + (was == null ? "(none)" : "'" + was + "'") + " → "
                        + (is == null ? "(none)" : "'" + is + "'"));
            }
        }
    }

    private static String envDigest(java.util.Map<String, String> env) {
        StringBuilder all = new StringBuilder();
        new java.util.TreeMap<>(env)
                .forEach((k, v) -> all.append(k).append('=').append(v).append('\0'));
        try {
            byte[] hash = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(all.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return "sha256:" + java.util.HexFormat.of().formatHex(hash, 0, 8);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java", e);
        }
    }

    /**
     * What {@code file} says, or {@code null} when it cannot be read (it then says nothing, and a
     * run writes it anew).
     */
    public static Contents read(Path file) {
        try {
            return MAPPER.readValue(file.toFile(), Contents.class);
        } catch (IOException e) {
            return null;
        }
    }

    static Contents of(TournamentConfig config) {
        return new Contents(
                1,
                config.name(),
                config.game(),
                config.start(),
                config.openings(),
                config.rules(),
                config.timeControl(),
                config.gamesPerPair(),
                config.seed(),
                config.file().toAbsolutePath().normalize().toString(),
                config.bots().stream().map(b -> BotEntry.of(b, config)).toList(),
                config.description(),
                config.eloAnchor(),
                config.format().kind() == Format.Kind.ROUND_ROBIN
                        ? null
                        : config.format().kind().configName());
    }

    /**
     * Refuses a folder that holds another tournament: another name, game, rule set, clock, start or
     * openings (with their seed), since its games could not be counted with this one's.
     */
    static void check(Path folder, TournamentConfig config) {
        Path file = folder.resolve(NAME);
        if (!Files.exists(file)) {
            return;
        }
        Contents there = read(file);
        if (there == null) {
            return; // Unreadable: it says nothing, and is written anew.
        }
        String what = null;
        if (!Objects.equals(there.name(), config.name())) {
            what = "tournament '" + there.name() + "'";
        } else if (there.game() != null && !Objects.equals(there.game(), config.game())) {
            what = "games of " + there.game();
        } else if (!Objects.equals(there.rules(), config.rules())) {
            what = "games under the " + there.rules() + " rules";
        } else if (!Objects.equals(there.timeControl(), config.timeControl())) {
            what = "games with another clock (" + config.timeControl().differences(there.timeControl()) + ")";
        } else if (there.start() != null && !Objects.equals(there.start(), config.start())) {
            what = "games from the start " + there.start();
        } else if (!Objects.equals(there.openings(), config.openings())
                || (there.openings() != null && there.seed() != config.seed())) {
            // The openings of a suite are drawn with the seed: another suite or seed, other games.
            what = "games from other openings (" + (there.openings() == null ? "none" : there.openings()) + ", seed "
                    + there.seed() + ")";
        }
        if (what != null) {
            throw new ConfigException(folder + " already holds " + what + "; give another --output (or \"output\") "
                    + "to start afresh, or the same config to resume");
        }
    }

    /**
     * The bots of the config that differ from what the folder says they were when their matches
     * were played, by name, with what changed; empty for a new folder.
     */
    static java.util.Map<String, String> changedBots(Path folder, TournamentConfig config) {
        java.util.Map<String, String> changed = new java.util.LinkedHashMap<>();
        Path file = folder.resolve(NAME);
        if (!Files.exists(file)) {
            return changed;
        }
        Contents there = read(file);
        if (there == null || there.bots() == null) {
            return changed;
        }
        for (TournamentConfig.Bot bot : config.bots()) {
            BotEntry now = BotEntry.of(bot, config);
            there.bots().stream()
                    .filter(b -> bot.name().equals(b.name()))
                    .findFirst()
                    .map(was -> was.change(now))
                    .ifPresent(change -> changed.put(bot.name(), change));
        }
        return changed;
    }

    static void write(Path folder, TournamentConfig config) throws IOException {
        MatchLogs.writeAtomically(folder.resolve(NAME), MAPPER.writeValueAsBytes(of(config)));
    }
}
