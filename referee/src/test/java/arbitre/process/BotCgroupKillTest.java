package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How a group is killed under cgroup v2, on folders laid out as the kernel has them (this machine
 * may be v1): the files are plain files here, so what {@link BotCgroup#killAll} writes can be read
 * back.
 */
class BotCgroupKillTest {
    @TempDir
    Path root;

    /** A v2 group of another referee (one that is gone), its bot at a waiting weight. */
    private Path staleV2Group() throws IOException {
        Path group = Files.createDirectory(root.resolve("arbitre-1-1"));
        Files.writeString(group.resolve("cgroup.procs"), "4194303\n");
        Files.writeString(group.resolve("cpu.weight"), "1");
        Files.writeString(group.resolve("cgroup.kill"), "");
        return group;
    }

    @Test
    void killAll_v2WithCgroupKill_givesTheUsualWeightBackBeforeKilling() throws IOException {
        Path group = staleV2Group();

        BotCgroup.over(true, Map.of("cpu", group)).killAll();

        assertThat(Files.readString(group.resolve("cgroup.kill"))).isEqualTo("1");
        assertThat(Files.readString(group.resolve("cpu.weight"))).isEqualTo("100");
    }

    @Test
    void killAll_v2EmptyGroup_writesNothing() throws IOException {
        Path group = staleV2Group();
        Files.writeString(group.resolve("cgroup.procs"), "");

        BotCgroup.over(true, Map.of("cpu", group)).killAll();

        assertThat(Files.readString(group.resolve("cgroup.kill"))).isEmpty();
        assertThat(Files.readString(group.resolve("cpu.weight"))).isEqualTo("1");
    }
}
