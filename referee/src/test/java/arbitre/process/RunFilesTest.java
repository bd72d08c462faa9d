package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunFilesTest {
    @TempDir
    Path tmp;

    @Test
    void sweep_filesOfAGoneReferee_areRemovedWithWhatItsBotsLeft_withoutFollowingTheirLinks() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        assertThat(gone.waitFor(10, TimeUnit.SECONDS)).isTrue();
        Path outside = Files.writeString(tmp.resolve("outside.txt"), "not the bot's");
        Path folder = Files.createDirectories(tmp.resolve("arbitre-bot-" + gone.pid() + "-1700000000000-123/sub"))
                .getParent();
        Files.writeString(folder.resolve("sub/weights.bin"), "left by the bot");
        Files.createSymbolicLink(folder.resolve("link"), outside);
        Path options = Files.writeString(tmp.resolve("arbitre-sandbox-" + gone.pid() + "-1700000000000-9.args"), "x");

        assertThat(RunFiles.sweep(tmp)).isEqualTo(2);

        assertThat(folder).doesNotExist();
        assertThat(options).doesNotExist();
        assertThat(outside).hasContent("not the bot's");
    }

    @Test
    void sweep_filesOfALiveReferee_ofThisOne_andOthers_areKept() throws Exception {
        Process live = new ProcessBuilder("sleep", "30").start();
        try {
            String liveTag =
                    live.pid() + "-" + live.info().startInstant().orElseThrow().toEpochMilli() + "-";
            Path ofLive = Files.createDirectory(tmp.resolve("arbitre-bot-" + liveTag + "1"));
            Path ofThis = Files.createDirectory(tmp.resolve("arbitre-bot-" + RunFiles.OWN_TAG + "1"));
            Path oldNaming = Files.createDirectory(tmp.resolve("arbitre-bot123456"));
            Path unrelated = Files.createDirectory(tmp.resolve("arbitre-report-1-2-3"));
            // The number of a live process, but another start: a referee gone, its number reused.
            Path reused = Files.createDirectory(tmp.resolve("arbitre-bot-" + live.pid() + "-1-1"));

            assertThat(RunFiles.sweep(tmp)).isEqualTo(1);

            assertThat(ofLive).isDirectory();
            assertThat(ofThis).isDirectory();
            assertThat(oldNaming).isDirectory();
            assertThat(unrelated).isDirectory();
            assertThat(Files.exists(reused, LinkOption.NOFOLLOW_LINKS)).isFalse();
        } finally {
            live.destroyForcibly().waitFor();
        }
    }

    @Test
    void newFolder_isNamedAfterThisReferee() throws Exception {
        Path folder = RunFiles.newFolder("arbitre-bot-");
        try {
            assertThat(folder.getFileName().toString()).startsWith("arbitre-bot-" + RunFiles.OWN_TAG);
            assertThat(RunFiles.stale(folder.getFileName().toString())).isFalse();
        } finally {
            Files.delete(folder);
        }
    }
}
