package arbitre.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TokensTest {
    @TempDir
    Path dir;

    @Test
    void generate_twoTokens_areLongAndDifferent() {
        String one = Tokens.generate();
        String two = Tokens.generate();
        assertThat(one).hasSizeGreaterThanOrEqualTo(22).matches("[A-Za-z0-9_-]+");
        assertThat(one).isNotEqualTo(two);
    }

    @Test
    void matches_onlyTheSameToken_andNeverAMissingOne() {
        assertThat(Tokens.matches("alice-token-0123456789", "alice-token-0123456789"))
                .isTrue();
        assertThat(Tokens.matches("alice-token-0123456789", "alice-token-012345678"))
                .isFalse();
        assertThat(Tokens.matches("alice-token-0123456789", "")).isFalse();
        assertThat(Tokens.matches("alice-token-0123456789", null)).isFalse();
        assertThat(Tokens.matches(null, null)).isFalse();
    }

    @Test
    void write_tokensFile_isReadableByItsOwnerOnly_andReadsBack() throws Exception {
        Map<String, String> tokens = new LinkedHashMap<>();
        tokens.put("alice", "alice-token-0123456789");
        tokens.put("bob", Tokens.generate());

        Path file = Tokens.write(dir.resolve("out"), tokens);

        assertThat(Files.getPosixFilePermissions(file))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        assertThat(Tokens.read(dir.resolve("out"))).isEqualTo(tokens);
        assertThat(file).content().startsWith("alice alice-token-0123456789\nbob ");
    }

    @Test
    void read_namesWithSpaces_comeBackWithTheirTokens() throws Exception {
        Map<String, String> tokens = new LinkedHashMap<>();
        tokens.put("Jean Dupont", Tokens.generate());
        tokens.put("R&D / 2 #1", Tokens.generate());
        tokens.put("Élodie", Tokens.generate());

        Tokens.write(dir.resolve("out"), tokens);

        assertThat(Tokens.read(dir.resolve("out"))).isEqualTo(tokens);
    }
}
