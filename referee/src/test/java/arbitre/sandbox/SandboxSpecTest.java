package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SandboxSpecTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void json_missingFields_takeTheDefaults() throws Exception {
        assertThat(JSON.readValue("{}", SandboxSpec.class)).isEqualTo(SandboxSpec.DEFAULT);
        assertThat(JSON.readValue("{\"memoryMb\": 256, \"cpuSeconds\": 60}", SandboxSpec.class))
                .isEqualTo(SandboxSpec.DEFAULT.withMemoryMb(256).withCpuSeconds(60));
    }

    @Test
    void json_roundTrip_keepsEveryField() throws Exception {
        SandboxSpec spec = new SandboxSpec(100, 10, 20, 3, 40, 5);
        assertThat(JSON.readValue(JSON.writeValueAsString(spec), SandboxSpec.class))
                .isEqualTo(spec);
    }

    @Test
    void json_unknownField_isRefusedEvenByALenientReader() {
        ObjectMapper lenient = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        assertThatThrownBy(() -> lenient.readValue("{\"memoryMB\": 1}", SandboxSpec.class))
                .hasMessageContaining("unknown sandbox setting 'memoryMB'");
        assertThatThrownBy(() -> JSON.readValue("{\"network\": true}", SandboxSpec.class))
                .hasMessageContaining("network");
    }

    @Test
    void constructor_nonPositiveLimit_isRefused() {
        assertThatThrownBy(() -> SandboxSpec.DEFAULT.withProcesses(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("processes must be positive, not 0");
    }

    @Test
    void command_jvmBot_getsAHeapLimitAfterItsOwnOptionsAndNoAddressSpaceLimit() {
        List<String> command = Sandbox.command(
                SandboxSpec.DEFAULT,
                List.of("/usr/bin/java", "-Xmx4g", "-cp", "a.jar", "Main", "-Xmx1m"),
                Path.of("/tmp/bot"));

        assertThat(command)
                .doesNotContain("--as=536870912")
                .containsSubsequence(
                        "bwrap",
                        "--die-with-parent",
                        "--new-session",
                        "--tmpfs",
                        "/tmp",
                        "--ro-bind",
                        "/tmp/bot",
                        "/tmp/bot",
                        "--chdir",
                        "/tmp/bot",
                        "--");
        assertThat(command.subList(command.indexOf("/usr/bin/java"), command.size()))
                .containsExactly(
                        "/usr/bin/java",
                        "-Xmx4g",
                        "-cp",
                        "a.jar",
                        "-Xmx512m",
                        "-XX:+ExitOnOutOfMemoryError",
                        "-XX:+DisplayVMOutputToStderr",
                        "Main",
                        "-Xmx1m");
    }

    @Test
    void command_nativeBot_getsEveryLimit() {
        List<String> command = Sandbox.command(SandboxSpec.DEFAULT, List.of("./bot"), Path.of("/tmp/bot"));

        assertThat(command.get(0)).isEqualTo("prlimit");
        assertThat(command)
                .contains(
                        "--as=536870912",
                        "--cpu=600:602",
                        "--fsize=16777216",
                        "--nofile=256",
                        "--die-with-parent",
                        "--new-session");
        assertThat(command.get(command.size() - 1)).isEqualTo("./bot");
        assertThat(command.contains("--nproc=64")).isEqualTo(Sandbox.isRoot());
    }

    @Test
    void command_onThisMachine_handsBubblewrapTheFilterOfMemoryCalls() throws Exception {
        List<String> command = Sandbox.command(SandboxSpec.DEFAULT, List.of("./bot"), Path.of("/tmp/bot"));

        Path filter = MemoryCallsFilter.file().orElseThrow();
        assertThat(command)
                .containsSubsequence("sh", "-c", "exec \"$@\" 3< \"$0\"", filter.toString(), "bwrap", "--seccomp", "3");
        assertThat(Files.readAllBytes(filter)).isEqualTo(MemoryCallsFilter.program(MemoryCallsFilter.forThisMachine()));
    }

    @Test
    void readOnlyPaths_anAgentNamedWithItsClass_bindsTheAgentsFolder(@TempDir Path dir) throws Exception {
        Path agents = Files.createDirectories(dir.resolve("students/bob"));
        Path agent = Files.writeString(agents.resolve("my_agent.py"), "class Agent: pass\n");
        Path workdir = Files.createDirectories(dir.resolve("referee"));

        for (String word : List.of(agent + ":Agent", "--agent=" + agent + ":Agent", "--agent=" + agent)) {
            assertThat(Sandbox.readOnlyPaths(List.of("/usr/bin/python3", "fenix_agent.py", "--agent", word), workdir))
                    .as(word)
                    .contains(agents);
        }
        assertThat(Sandbox.readOnlyPaths(
                        List.of("/usr/bin/python3", "fenix_agent.py", "--agent", agent + ":not a class"), workdir))
                .as("only a class name after the colon")
                .doesNotContain(agents);
    }

    @Test
    void memoryCallsFilterFile_writtenAgainByAnotherReferee_isTheSameFile_andNothingElseIsLeft(@TempDir Path dir)
            throws Exception {
        byte[] program = MemoryCallsFilter.program(MemoryCallsFilter.X86_64);

        Path first = MemoryCallsFilter.written(dir, program);
        Path second = MemoryCallsFilter.written(dir, program);

        assertThat(second).isEqualTo(first);
        assertThat(Files.readAllBytes(first)).isEqualTo(program);
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(first);
        }
    }

    @Test
    void memoryCallsFilterFile_whoseNameHoldsSomethingElse_isNotUsedAsItIs(@TempDir Path dir) throws Exception {
        byte[] program = MemoryCallsFilter.program(MemoryCallsFilter.X86_64);
        Path name = MemoryCallsFilter.written(dir, program);
        Files.write(name, new byte[program.length]); // a filter that allows nothing useful

        Path used = MemoryCallsFilter.written(dir, program);

        assertThat(Files.readAllBytes(used)).isEqualTo(program);
    }

    @Test
    void memoryCallsFilterFile_whoseNameIsALink_isNotFollowed(@TempDir Path dir) throws Exception {
        byte[] program = MemoryCallsFilter.program(MemoryCallsFilter.X86_64);
        Path name = MemoryCallsFilter.written(dir, program);
        Files.delete(name);
        Path elsewhere = Files.writeString(dir.resolve("elsewhere"), "not a filter");
        Files.createSymbolicLink(name, elsewhere);

        Path used = MemoryCallsFilter.written(dir, program);

        assertThat(Files.isSymbolicLink(used)).isFalse();
        assertThat(Files.readAllBytes(used)).isEqualTo(program);
        assertThat(Files.readString(elsewhere)).isEqualTo("not a filter");
    }

    @Test
    void memoryCallsFilter_deniesEachCallOfEachArchitecture_allowsTheRest() {
        // Instructions: per architecture, load and compare it, load the call (x86-64: mask it), one
        // comparison per call, allow; then allow (other architectures), deny.
        byte[] program = MemoryCallsFilter.program(MemoryCallsFilter.X86_64);
        ByteBuffer code = ByteBuffer.wrap(program).order(ByteOrder.nativeOrder());
        int instructions = program.length / 8;
        assertThat(instructions).isEqualTo((2 + 2 + 3 + 1) + (2 + 1 + 4 + 1) + 2);
        int deny = instructions - 1;
        assertThat(code.getInt(deny * 8 + 4)).isEqualTo(0x00050000 | 38);
        assertThat(code.getInt((deny - 1) * 8 + 4)).isEqualTo(0x7fff0000);
        List<Integer> denied = new ArrayList<>();
        for (int at = 0; at < instructions; at++) {
            int jumpIfEqual = code.get(at * 8 + 2) & 0xff;
            if (code.getShort(at * 8) == 0x15 && at + 1 + jumpIfEqual == deny) {
                denied.add(code.getInt(at * 8 + 4));
            }
        }
        assertThat(denied).containsExactly(319, 447, 29, 356, 447, 395, 117);
        // An architecture that is not the block's skips to the next block's first instruction.
        assertThat(code.get(1 * 8 + 3) & 0xff).isEqualTo(6);
        assertThat(code.getInt(8 * 8 + 4)).isEqualTo(4);
    }

    @Test
    void explainExit_namesTheLimitBehindASignal() {
        assertThat(Sandbox.explainExit(152, false)).contains("killed by signal 24 (CPU time limit)");
        assertThat(Sandbox.explainExit(153, false)).contains("killed by signal 25 (file size limit)");
        assertThat(Sandbox.explainExit(1, false)).isEmpty();
    }

    @Test
    void command_nativeProgramNamedJava_isNoJvmAndGetsTheAddressSpaceLimit(@TempDir Path dir) throws Exception {
        Path fake = Files.copy(Path.of("/bin/true"), dir.resolve("java"));

        List<String> command = Sandbox.command(SandboxSpec.DEFAULT, List.of("./java", "-cp", ".", "Main"), dir);

        assertThat(Sandbox.isJvm(List.of(fake.toString()))).isFalse();
        assertThat(Sandbox.isJvm(List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString())))
                .isTrue();
        assertThat(command).contains("--as=536870912").doesNotContain("-Xmx512m");
        assertThat(command.subList(command.size() - 4, command.size()))
                .containsExactly(fake.toString(), "-cp", ".", "Main");
    }

    @Test
    void command_fileNamedOutsideTheBotsFolder_bindsItsFolderReadOnly(@TempDir Path dir) throws Exception {
        Path adapters = Files.createDirectories(dir.resolve("adapters"));
        Path agent = Files.writeString(
                Files.createDirectories(dir.resolve("students/alice")).resolve("agent.py"), "");

        List<String> command = Sandbox.command(
                SandboxSpec.DEFAULT,
                List.of("python3", adapters.resolve("fenix_agent.py").toString(), "--agent", agent.toString()),
                adapters);

        String line = String.join(" ", command);
        assertThat(line)
                .contains("--ro-bind " + agent.getParent() + " " + agent.getParent())
                .contains("--ro-bind " + adapters + " " + adapters)
                .doesNotContain("--ro-bind " + dir + " ");
    }

    @Test
    void environment_keepsPathLangAndTheBotsOwn_dropsTheRestAndTheReferees() {
        Map<String, String> referee = Map.of(
                "PATH",
                "/usr/bin",
                "LANG",
                "C.UTF-8",
                "ARBITRE_SEED",
                "7",
                "ARBITRE_DEPLOY_TOKEN",
                "secret",
                "CI_JOB_TOKEN",
                "secret",
                "AWS_SECRET_ACCESS_KEY",
                "secret",
                "HOME",
                "/root",
                "TMPDIR",
                "/var/tmp");

        Map<String, String> env = Sandbox.environment(referee, Map.of("LEVEL", "3", "ARBITRE_PLAYER", "2"));

        // The referee's own ARBITRE_* settings stay out: its hints come with the bot's variables.
        assertThat(env)
                .containsOnly(
                        Map.entry("PATH", "/usr/bin"),
                        Map.entry("LANG", "C.UTF-8"),
                        Map.entry("LEVEL", "3"),
                        Map.entry("ARBITRE_PLAYER", "2"),
                        Map.entry("HOME", "/tmp"),
                        Map.entry("TMPDIR", "/tmp"));
    }

    @Test
    void covers_resultsInsideTheBotsFolder_areCoveredAtTheirTop() {
        Set<Path> covers = Sandbox.covers(
                new LinkedHashSet<>(List.of(Path.of("/srv/class"), Path.of("/opt/jdk"))),
                Path.of("/srv/class/results/final/matches"));

        assertThat(covers).containsExactly(Path.of("/srv/class/results"));
        assertThat(Sandbox.covers(Set.of(Path.of("/srv/bots/alice")), Path.of("/srv/results")))
                .isEmpty();
    }

    @Test
    void covers_resultsInTheBotsOwnFolder_areRefused() {
        assertThatThrownBy(() -> Sandbox.covers(Set.of(Path.of("/srv/class/matches")), Path.of("/srv/class/matches")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the bot's folder /srv/class/matches")
                .hasMessageContaining("a folder of its own");
    }

    @Test
    void command_resultsUnderTheBotsFolder_areCoveredByAnEmptyReadOnlyFolder(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("results/matches"));

        List<String> command =
                Sandbox.command(SandboxSpec.DEFAULT, List.of("/bin/true"), dir, dir.resolve("results/matches"));

        String cover = dir.resolve("results").toString();
        assertThat(command)
                .containsSubsequence(
                        "--ro-bind",
                        dir.toString(),
                        dir.toString(),
                        "--tmpfs",
                        cover,
                        "--remount-ro",
                        cover,
                        "--chdir");
    }

    @Test
    void notApplied_ordinaryUser_namesTheProcessLimit_rootNone() {
        assertThat(Sandbox.notApplied(false)).containsExactly("processes");
        assertThat(Sandbox.notApplied(true)).isEmpty();
    }

    @Test
    void json_limitsNotApplied_roundTripAndAreLeftOutWhenNone() throws Exception {
        SandboxSpec recorded = new SandboxSpec(100, 10, 20, 3, 40, 5, List.of("processes"));

        assertThat(JSON.readValue(JSON.writeValueAsString(recorded), SandboxSpec.class))
                .isEqualTo(recorded);
        assertThat(JSON.writeValueAsString(SandboxSpec.DEFAULT)).doesNotContain("notApplied");
    }

    @Test
    void optionsThroughFile_movesBubblewrapsOptionsIntoTheFile_andKeepsTheRest(
            @org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("options");
        List<String> command = List.of(
                "prlimit",
                "--nofile=256",
                "bwrap",
                "--unshare-pid",
                "--ro-bind",
                "/usr",
                "/usr",
                "--",
                "bot",
                "--",
                "x");

        List<String> through = Sandbox.optionsThroughFile(command, file, false);

        assertThat(through)
                .containsExactly(
                        "prlimit",
                        "--nofile=256",
                        "sh",
                        "-c",
                        Sandbox.OPEN_REMOVE_EXEC,
                        file.toString(),
                        "bwrap",
                        "--args",
                        "4",
                        "--",
                        "bot",
                        "--",
                        "x");
        assertThat(java.nio.file.Files.readString(file)).isEqualTo("--unshare-pid\0--ro-bind\0/usr\0/usr\0");
    }

    @Test
    void optionsThroughFile_openedByTheStarter_isBubblewrapItselfReadingDescriptor4(
            @org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("options");
        List<String> command = List.of("prlimit", "--nofile=256", "bwrap", "--unshare-pid", "--", "bot", "--", "x");

        List<String> through = Sandbox.optionsThroughFile(command, file, true);

        assertThat(through).containsExactly("prlimit", "--nofile=256", "bwrap", "--args", "4", "--", "bot", "--", "x");
        assertThat(java.nio.file.Files.readString(file)).isEqualTo("--unshare-pid\0");
    }

    @Test
    void optionsThroughFile_run_givesTheOptionsOnDescriptor4AndLeavesNoFile(@org.junit.jupiter.api.io.TempDir Path tmp)
            throws Exception {
        Path file = tmp.resolve("options");
        Path read = tmp.resolve("read");
        // A stand-in for bubblewrap that copies what it reads on descriptor 4.
        Path bwrap = tmp.resolve("bwrap");
        java.nio.file.Files.writeString(bwrap, "#!/bin/sh\ncat <&4 > \"$READ\"\n");
        bwrap.toFile().setExecutable(true);
        List<String> through = Sandbox.optionsThroughFile(
                List.of("bwrap", "--unshare-pid", "--die-with-parent", "--", "bot"), file, false);

        ProcessBuilder run = new ProcessBuilder(through).redirectErrorStream(true);
        run.environment().put("PATH", tmp + ":" + System.getenv("PATH"));
        run.environment().put("READ", read.toString());
        Process process = run.start();
        String output = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);

        assertThat(process.waitFor()).as(output).isZero();
        assertThat(java.nio.file.Files.readString(read)).isEqualTo("--unshare-pid\0--die-with-parent\0");
        assertThat(file).doesNotExist();
    }
}
