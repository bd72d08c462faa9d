package arbitre.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class ArbitreVersionTest {

    private static Properties build(String commit, String dirty) {
        Properties properties = new Properties();
        properties.setProperty("version", "1.2.3");
        properties.setProperty("commit", commit);
        properties.setProperty("dirty", dirty);
        return properties;
    }

    @Test
    void commit_cleanCheckout_namesTheCommit() {
        assertThat(ArbitreVersion.commit(build("1a2b3c4d5e6f", "false"))).isEqualTo("commit 1a2b3c4d5e6f");
    }

    @Test
    void commit_changedCheckout_saysSo() {
        assertThat(ArbitreVersion.commit(build("1a2b3c4d5e6f", "true")))
                .isEqualTo("commit 1a2b3c4d5e6f with local changes");
    }

    @Test
    void commit_builtWithoutGit_placeholdersLeftUnfilled_saysUnknown() {
        assertThat(ArbitreVersion.commit(build("${git.commit.id.abbrev}", "${git.dirty}")))
                .isEqualTo("commit unknown (built outside a git checkout)");
    }

    @Test
    void buildOfThisTree_hasAVersionNumber() {
        assertThat(ArbitreVersion.number()).matches("\\d+\\.\\d+\\.\\d+.*");
    }
}
