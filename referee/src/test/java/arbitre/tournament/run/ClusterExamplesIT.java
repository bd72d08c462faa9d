package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.log.MatchLogs;
import arbitre.standings.GameRecord;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import arbitre.testbots.TestBots;
import arbitre.tournament.config.ConfigLoader;
import arbitre.tournament.schedule.Schedule;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped cluster examples, run as the cluster would run them: the Slurm scripts as array
 * tasks, and the commands of the Kubernetes Indexed Job's pods, each shard, then the merge.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ClusterExamplesIT {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private String run(Map<String, String> env, String... command) throws Exception {
        ProcessBuilder builder =
                new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true);
        builder.environment().putAll(env);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(output).isZero();
        return output;
    }

    private Path config() throws Exception {
        Path config = dir.resolve("class.json");
        Files.write(
                config,
                MatchLogs.mapper()
                        .writeValueAsBytes(Map.of(
                                "name",
                                "class",
                                "moveMs",
                                2000,
                                "firstMoveGraceMs",
                                3000,
                                "output",
                                "out",
                                "bots",
                                List.of(
                                        Map.of("name", "a", "command", TestBots.command("legal")),
                                        Map.of("name", "b", "command", TestBots.command("random")),
                                        Map.of("name", "c", "command", TestBots.command("legal"))))));
        return config;
    }

    private void assertWholeTournament(Path out, Path config) throws Exception {
        Standings standings = StandingsFiles.read(out.resolve("standings.json"));
        assertThat(standings.name()).isEqualTo("class");
        assertThat(standings.matches())
                .extracting(GameRecord::id)
                .containsExactlyInAnyOrderElementsOf(Schedule.roundRobin(ConfigLoader.load(config)).stream()
                        .map(Schedule.Match::id)
                        .toList());
        assertThat(out.resolve("report.html")).exists();
    }

    @Test
    void kubernetesIndexedJob_podsThenMerge_giveTheWholeTournament() throws Exception {
        Path config = config();
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        JsonNode job = yaml.readTree(
                ROOT.resolve("configs/kubernetes/tournament-job.yaml").toFile());
        JsonNode container = job.at("/spec/template/spec/containers/0");
        Map<String, String> env = new java.util.HashMap<>();
        container
                .get("env")
                .forEach(e -> env.put(e.get("name").asText(), e.get("value").asText()));
        int shards = Integer.parseInt(env.get("SHARDS"));
        assertThat(job.at("/spec/completionMode").asText()).isEqualTo("Indexed");
        assertThat(job.at("/spec/completions").asInt()).isEqualTo(shards);
        assertThat(job.at("/spec/parallelism").asInt()).isEqualTo(shards);
        Path results = dir.resolve("results");

        for (int index = 0; index < shards; index++) {
            run(
                    Map.of(
                            "JOB_COMPLETION_INDEX",
                            Integer.toString(index),
                            "SHARDS",
                            Integer.toString(shards),
                            "CONFIG",
                            config.toString()),
                    "sh",
                    "-c",
                    podCommand(container, results));
        }
        JsonNode merge = yaml.readTree(
                        ROOT.resolve("configs/kubernetes/standings-job.yaml").toFile())
                .at("/spec/template/spec/containers/0");
        run(Map.of(), "sh", "-c", podCommand(merge, results));

        assertWholeTournament(results, config);
    }

    /** A container's shell command as this machine runs it: "$$" unescaped, no package installs, our folders. */
    private static String podCommand(JsonNode container, Path results) {
        String script = container.get("args").get(0).asText().replace("$$", "$");
        script = script.substring(script.indexOf("./arbitre"));
        return script.replace("/results", results.toString());
    }

    @Test
    void slurmArray_shardsThenMerge_giveTheWholeTournament() throws Exception {
        Path config = config();

        for (int task = 1; task <= 2; task++) {
            run(
                    Map.of(
                            "SLURM_ARRAY_TASK_ID",
                            Integer.toString(task),
                            "SLURM_ARRAY_TASK_COUNT",
                            "2",
                            "SLURM_CPUS_PER_TASK",
                            "1"),
                    "bash",
                    "configs/slurm/tournament.sbatch",
                    config.toString());
        }
        String merged = run(Map.of(), "bash", "configs/slurm/standings.sbatch", config.toString());

        Path out = dir.resolve("out");
        assertThat(out.resolve("shard-1-of-2/matches")).isDirectory();
        assertThat(out.resolve("shard-2-of-2/matches")).isDirectory();
        assertWholeTournament(out, config);
        assertThat(merged).contains("6 games");
    }
}
