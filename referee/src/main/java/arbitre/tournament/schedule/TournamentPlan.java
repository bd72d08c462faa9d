package arbitre.tournament.schedule;

import arbitre.log.MatchLogs;
import arbitre.log.UnreadableLogException;
import arbitre.standings.GameRecord;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import arbitre.standings.TieBreaks;
import arbitre.tournament.config.ConfigException;
import arbitre.tournament.config.Format;
import arbitre.tournament.config.TournamentConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What a tournament has played and what it plays next, worked out from its config and the match
 * logs finished so far, in its output folder and in the shard folders inside it. A round robin is
 * known whole from the start; a Swiss round by round; a knockout tie by tie; a Swiss with a final
 * goes on to the final once its last round is complete, with its best as the final's seeds.
 *
 * <p>Being a function of the logs and nothing else, a plan is the same for every run and every
 * shard that sees the same logs: a run resumes after any kill, and the shards of a round (on other
 * machines) agree on its pairings, provided the rounds before it are complete in the folders they see.
 */
public final class TournamentPlan {
    private TournamentPlan() {}

    /**
     * A plan.
     *
     * @param known every match the tournament has so far: finished ones and the next ones
     * @param next the matches of the stage being played (some may be finished), empty when the
     *     tournament is over
     * @param stage what is being played, such as {@code Swiss round 3 of 8}
     * @param swiss the Swiss's state, or {@code null}
     * @param bracket the knockout's bracket, or {@code null}
     * @param finalists a round-robin final's players, or empty
     * @param stillToPlay what is left to play once the stage being played is over ({@code the
     *     knockout}), or {@code null} when it is the tournament's last
     */
    public record Step(
            List<Schedule.Match> known,
            List<Schedule.Match> next,
            String stage,
            SwissPlan.State swiss,
            Knockout.Bracket bracket,
            List<String> finalists,
            String stillToPlay) {

        /** The knockout's winner, or {@code null} while there is none. */
        public String champion() {
            return bracket == null || bracket.champion() == null
                    ? null
                    : bracket.champion().bot().name();
        }

        /** Whether nothing is left to play. */
        public boolean finished() {
            return next.isEmpty();
        }

        /** The Swiss's table so far (complete rounds), or empty when there is no Swiss. */
        public List<TieBreaks.Row> swissTable() {
            return swiss == null ? List.of() : swiss.field().table();
        }

        /**
         * What the standings of this stage are, in words, when they are not the tournament's last:
         * while its games are played ({@code standings during Swiss round 2 of 2; still to play
         * after it: the knockout}), and once they all are, when other stages follow ({@code
         * standings after the Swiss stage (Swiss round 2 of 2); still to play: the knockout}).
         * {@code null} once the last stage is over: its standings are the tournament's.
         *
         * @param stageOver whether the stage's games are all played (else they are being played)
         */
        public String notFinal(boolean stageOver) {
            if (stageOver || finished()) {
                if (stillToPlay == null || finished()) {
                    return null;
                }
                boolean swissEnds = swiss != null && swiss.playing() == swiss.total();
                return "standings after " + (swissEnds ? "the Swiss stage (" + stage + ")" : stage)
                        + "; still to play: " + stillToPlay;
            }
            return "standings during " + stage
                    + (stillToPlay == null ? "" : "; still to play after it: " + stillToPlay);
        }

        /**
         * The order of the Swiss's table as the order of standings, with the tie-break that placed
         * each bot tied on score: the very order that qualifies the Swiss's best for its final.
         * {@code null} when there is no Swiss.
         */
        public Standings.Ranking swissRanking() {
            if (swiss == null) {
                return null;
            }
            return TieBreaks.ranking(
                    swissTable(), swiss.playing() == 0 ? swiss.total() : swiss.playing() - 1, swiss.total());
        }
    }

    /** The plan of a tournament whose logs lie under {@code root} (and its shard folders). */
    public static Step of(TournamentConfig config, Path root) throws IOException {
        return of(config, read(root));
    }

    static Step of(TournamentConfig config, Results results) {
        Format format = config.format();
        switch (format.kind()) {
            case ROUND_ROBIN -> {
                List<Schedule.Match> all = Schedule.roundRobin(config);
                return new Step(
                        all, results.allDone(all) ? List.of() : all, "round robin", null, null, List.of(), null);
            }
            case KNOCKOUT -> {
                Knockout.Bracket bracket = Knockout.plan(config, seeds(config), "", format.extraPairs(), results);
                return knockoutStep(List.of(), bracket, null, results);
            }
            default -> {
                SwissPlan.State swiss = SwissPlan.plan(config, format.rounds(), results);
                List<Schedule.Match> swissMatches = swiss.matches();
                if (swiss.playing() != 0) {
                    List<Schedule.Match> round =
                            swiss.rounds().get(swiss.playing() - 1).matches();
                    String fin = format.then() == null
                            ? null
                            : format.then().kind() == Format.Kind.KNOCKOUT ? "the knockout" : "the round-robin final";
                    String rest = swiss.playing() == format.rounds()
                            ? fin
                            : (swiss.playing() + 1 == format.rounds()
                                            ? "Swiss round " + format.rounds()
                                            : "Swiss rounds " + (swiss.playing() + 1) + " to " + format.rounds())
                                    + (fin == null ? "" : ", then " + fin);
                    return new Step(
                            swissMatches,
                            round,
                            "Swiss round " + swiss.playing() + " of " + format.rounds(),
                            swiss,
                            null,
                            List.of(),
                            rest);
                }
                if (format.then() == null) {
                    return new Step(swissMatches, List.of(), "Swiss", swiss, null, List.of(), null);
                }
                List<TournamentConfig.Bot> qualified = swiss.field().table().stream()
                        .limit(format.then().qualifiers())
                        .map(r -> config.bot(r.name()))
                        .toList();
                if (format.then().kind() == Format.Kind.KNOCKOUT) {
                    Knockout.Bracket bracket = Knockout.plan(config, qualified, "final-", format.extraPairs(), results);
                    return knockoutStep(swissMatches, bracket, swiss, results);
                }
                List<Schedule.Match> fin = new ArrayList<>();
                for (int i = 0; i < qualified.size(); i++) {
                    for (int j = i + 1; j < qualified.size(); j++) {
                        fin.addAll(Schedule.miniMatch(
                                config,
                                Schedule.suite(config),
                                "final",
                                qualified.get(i),
                                qualified.get(j),
                                1,
                                config.gamesPerPair() / 2,
                                fin.size()));
                    }
                }
                List<Schedule.Match> known = new ArrayList<>(swissMatches);
                known.addAll(fin);
                return new Step(
                        List.copyOf(known),
                        results.allDone(fin) ? List.of() : List.copyOf(fin),
                        "round-robin final",
                        swiss,
                        null,
                        qualified.stream().map(TournamentConfig.Bot::name).toList(),
                        null);
            }
        }
    }

    private static Step knockoutStep(
            List<Schedule.Match> before, Knockout.Bracket bracket, SwissPlan.State swiss, Results results) {
        List<Schedule.Match> known = new ArrayList<>(before);
        known.addAll(bracket.matches());
        List<Schedule.Match> next = List.of();
        String stage = "knockout";
        String rest = null;
        if (bracket.champion() == null) {
            List<Knockout.Tie> last = bracket.rounds().get(bracket.rounds().size() - 1);
            next = last.stream()
                    .flatMap(t -> t.matches().stream())
                    .filter(m -> !results.games().containsKey(m.id()))
                    .toList();
            int round = last.get(0).round();
            stage = (swiss != null ? "final, " : "") + "knockout round " + round + " of " + bracket.totalRounds();
            rest = round == bracket.totalRounds()
                    ? null
                    : round + 1 == bracket.totalRounds()
                            ? "the knockout's last round"
                            : "knockout rounds " + (round + 1) + " to " + bracket.totalRounds();
        }
        List<Schedule.Match> indexed = new ArrayList<>();
        for (Schedule.Match m : next) {
            indexed.add(new Schedule.Match(indexed.size(), m.id(), m.player1(), m.player2(), m.round(), m.start()));
        }
        return new Step(List.copyOf(known), List.copyOf(indexed), stage, swiss, bracket, List.of(), rest);
    }

    /** A knockout's seeds: the config's list, or an earlier tournament's standings; the rest in the config's order. */
    static List<TournamentConfig.Bot> seeds(TournamentConfig config) {
        Format format = config.format();
        Set<String> order = new LinkedHashSet<>(format.seeding());
        if (format.seedingFile() != null) {
            Standings earlier;
            try {
                earlier = StandingsFiles.read(format.seedingFile());
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                // Not the parser's words: they quote the file, which may be anyone's (a seeding of /etc/shadow).
                var at = e.getLocation();
                throw new ConfigException(
                        config.file() + ": seeding: " + format.seedingFile() + ": not a standings.json: "
                                + (e instanceof com.fasterxml.jackson.databind.JsonMappingException
                                        ? "not the standings of a tournament"
                                        : "not JSON")
                                + (at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr()));
            } catch (IOException e) {
                throw new ConfigException(
                        config.file() + ": seeding: cannot read " + format.seedingFile() + ": " + e.getMessage());
            }
            List<Standings.Row> rows = new ArrayList<>(earlier.standings());
            if (format.seedByElo()) {
                rows.sort(Comparator.comparingDouble(Standings.Row::elo).reversed());
            }
            rows.forEach(r -> {
                if (config.bot(r.name()) != null) {
                    order.add(r.name());
                }
            });
        }
        config.bots().forEach(b -> order.add(b.name()));
        return order.stream().map(config::bot).toList();
    }

    /**
     * The finished games under {@code root}: {@code matches/} and each {@code shard-K-of-N/matches/}.
     * A log that cannot be read is left out (its match is played again).
     */
    static Results read(Path root) throws IOException {
        Map<String, GameRecord> games = new HashMap<>();
        List<Path> folders = new ArrayList<>();
        folders.add(root);
        if (Files.isDirectory(root)) {
            try (Stream<Path> list = Files.list(root)) {
                list.filter(p -> p.getFileName().toString().matches("shard-[0-9]+-of-[0-9]+"))
                        .sorted()
                        .forEach(folders::add);
            }
        }
        for (Path folder : folders) {
            Path matches = folder.resolve("matches");
            if (!Files.isDirectory(matches)) {
                continue;
            }
            List<Path> files;
            try (Stream<Path> list = Files.list(matches)) {
                files = list.filter(p -> p.getFileName().toString().endsWith(".json")
                                && !p.getFileName().toString().startsWith("."))
                        .sorted()
                        .toList();
            }
            for (Path file : files) {
                String id = file.getFileName().toString().replaceFirst("\\.json$", "");
                try {
                    games.putIfAbsent(id, GameRecord.of(id, file.toString(), MatchLogs.read(file)));
                } catch (UnreadableLogException e) {
                    // not finished, as far as the plan is concerned
                }
            }
        }
        return new Results(games);
    }
}
