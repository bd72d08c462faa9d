package arbitre.tournament;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLogs;
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
 * bots), so that a second run into the same folder can tell a resume from a mix-up.
 */
final class TournamentFile {
    static final String NAME = "tournament.json";
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private TournamentFile() {
    }

    @JsonPropertyOrder({"format", "name", "game", "start", "openings", "rules", "timeControl", "gamesPerPair", "seed", "config", "bots"})
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Contents(int format, String name, String game, String start, String openings, String rules, TimeControl timeControl, int gamesPerPair, long seed,
            String config, List<BotEntry> bots) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"name", "command", "commandAsPlayer1", "commandAsPlayer2"})
    record BotEntry(String name, String command, String commandAsPlayer1, String commandAsPlayer2) {
    }

    static Contents of(TournamentConfig config) {
        return new Contents(1, config.name(), config.game(), config.start(), config.openings(), config.rules(), config.timeControl(), config.gamesPerPair(),
                config.seed(), config.file().toAbsolutePath().normalize().toString(),
                config.bots().stream().map(b -> new BotEntry(b.name(), b.command(), b.commandAsPlayer1(),
                        b.commandAsPlayer2())).toList());
    }

    /**
     * Refuses a folder that holds another tournament: another name, rule set or clock, since its
     * games could not be counted with this one's.
     */
    static void check(Path folder, TournamentConfig config) {
        Path file = folder.resolve(NAME);
        if (!Files.exists(file)) {
            return;
        }
        Contents there;
        try {
            there = MAPPER.readValue(file.toFile(), Contents.class);
        } catch (IOException e) {
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
            what = "games with another clock (" + there.timeControl() + ")";
        }
        if (what != null) {
            throw new ConfigException(folder + " already holds " + what + "; give another --output (or \"output\") "
                    + "to start afresh, or the same config to resume");
        }
    }

    static void write(Path folder, TournamentConfig config) throws IOException {
        MatchLogs.writeAtomically(folder.resolve(NAME), MAPPER.writeValueAsBytes(of(config)));
    }
}
