package arbitre.bots.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.bots.protocol.Game;
import arbitre.engine.awale.RuleSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ArgumentsTest {
    private static final Set<String> KNOWN = Set.of("depth", "rules", "move-ms");

    private static Arguments parse(Map<String, String> environment, String... args) {
        return Arguments.parse("iddfs", List.of(args), KNOWN, environment);
    }

    @Test
    void parse_spaceAndEqualsForms_bothGiveTheValue() {
        Arguments arguments = parse(Map.of(), "--depth", "7", "--move-ms=250");

        assertThat(arguments.intValue("depth", 1, 64, 0)).isEqualTo(7);
        assertThat(arguments.moveMillis()).isEqualTo(250);
    }

    @Test
    void parse_absentOptions_fallBackToVariablesThenDefaults() {
        assertThat(parse(Map.of()).variant(RuleSet::fromName)).isEqualTo(RuleSet.OFFICIAL);
        assertThat(parse(Map.of()).moveMillis()).isEqualTo(3000);
        assertThat(parse(Map.of()).intValue("depth", 1, 64, 0)).isZero();
        Map<String, String> environment = Map.of("ARBITRE_RULES", "Report", "ARBITRE_MOVE_MS", "1200");
        assertThat(parse(environment).variant(RuleSet::fromName)).isEqualTo(RuleSet.REPORT);
        assertThat(parse(environment).moveMillis()).isEqualTo(1200);
    }

    @Test
    void parse_optionAndVariable_optionWins() {
        Arguments arguments = parse(
                Map.of("ARBITRE_RULES", "report", "ARBITRE_MOVE_MS", "1200"), "--rules", "official", "--move-ms", "90");

        assertThat(arguments.variant(RuleSet::fromName)).isEqualTo(RuleSet.OFFICIAL);
        assertThat(arguments.moveMillis()).isEqualTo(90);
    }

    @Test
    void parse_unknownOption_namesItAndTheKnownOnes() {
        assertThatThrownBy(() -> parse(Map.of(), "--speed", "3"))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("--speed")
                .hasMessageContaining("--depth");
    }

    @Test
    void parse_strayArgumentMissingValueOrRepeat_isRefused() {
        assertThatThrownBy(() -> parse(Map.of(), "7"))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("'7'");
        assertThatThrownBy(() -> parse(Map.of(), "--depth"))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("needs a value");
        assertThatThrownBy(() -> parse(Map.of(), "--depth", "2", "--depth", "3"))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("twice");
    }

    @Test
    void intValue_outOfRangeOrNotANumber_isRefused() {
        assertThatThrownBy(() -> parse(Map.of(), "--depth", "65").intValue("depth", 1, 64, 0))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("1..64")
                .hasMessageContaining("65");
        assertThatThrownBy(() -> parse(Map.of(), "--depth", "x").intValue("depth", 1, 64, 0))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("'x'");
    }

    @Test
    void moveMillis_badVariable_namesTheVariable() {
        assertThatThrownBy(() -> parse(Map.of("ARBITRE_MOVE_MS", "0")).moveMillis())
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("ARBITRE_MOVE_MS");
    }

    @Test
    void rules_unknownName_namesTheSource() {
        assertThatThrownBy(() -> parse(Map.of(), "--rules", "abapa").variant(RuleSet::fromName))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("--rules")
                .hasMessageContaining("abapa");
    }

    @Test
    void seed_optionThenVariableThenFallback() {
        Set<String> known = Set.of("seed");
        assertThat(Arguments.parse("random", List.of("--seed", "5"), known, Map.of("ARBITRE_SEED", "9"))
                        .seed(1))
                .isEqualTo(5);
        assertThat(Arguments.parse("random", List.of(), known, Map.of("ARBITRE_SEED", "9"))
                        .seed(1))
                .isEqualTo(9);
        assertThat(Arguments.parse("random", List.of(), known, Map.of()).seed(1))
                .isEqualTo(1);
        assertThatThrownBy(() -> Arguments.parse("random", List.of(), known, Map.of("ARBITRE_SEED", "x"))
                        .seed(1))
                .hasMessageContaining("ARBITRE_SEED");
    }

    @Test
    void game_optionThenVariable_elseNotSaid() {
        Set<String> known = Set.of("game", "bank-ms", "increment-ms");
        assertThat(Arguments.parse("iddfs", List.of(), known, Map.of()).game()).isNull();
        assertThat(Arguments.parse("iddfs", List.of(), known, Map.of("ARBITRE_GAME", "Kalah"))
                        .game())
                .isEqualTo(Game.KALAH);
        assertThat(Arguments.parse("iddfs", List.of("--game", "awale"), known, Map.of("ARBITRE_GAME", "kalah"))
                        .game())
                .isEqualTo(Game.AWALE);
        assertThatThrownBy(() -> Arguments.parse("iddfs", List.of(), known, Map.of("ARBITRE_GAME", "chess"))
                        .game())
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("ARBITRE_GAME")
                .hasMessageContaining("chess");
    }

    @Test
    void bankAndIncrement_optionThenVariable_elseZero() {
        Set<String> known = Set.of("bank-ms", "increment-ms");
        Arguments none = Arguments.parse("iddfs", List.of(), known, Map.of());
        assertThat(none.bankMillis()).isZero();
        assertThat(none.incrementMillis()).isZero();
        Arguments fromEnvironment = Arguments.parse(
                "iddfs", List.of(), known, Map.of("ARBITRE_BANK_MS", "150000", "ARBITRE_INCREMENT_MS", "100"));
        assertThat(fromEnvironment.bankMillis()).isEqualTo(150_000);
        assertThat(fromEnvironment.incrementMillis()).isEqualTo(100);
        assertThat(Arguments.parse("iddfs", List.of("--bank-ms=900"), known, Map.of("ARBITRE_BANK_MS", "5"))
                        .bankMillis())
                .isEqualTo(900);
        assertThatThrownBy(() -> Arguments.parse("iddfs", List.of(), known, Map.of("ARBITRE_BANK_MS", "-3"))
                        .bankMillis())
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("ARBITRE_BANK_MS")
                .hasMessageContaining("-3");
    }

    @Test
    void startupOffTheClock_onlyForAPositiveWholeNumber() {
        assertThat(Arguments.startupOffTheClock(Map.of("ARBITRE_STARTUP_MS", "10000")))
                .isTrue();
        assertThat(Arguments.startupOffTheClock(Map.of("ARBITRE_STARTUP_MS", " 250 ")))
                .isTrue();
        // Anything else keeps the safe assumption: the first line may have come as the process started.
        assertThat(Arguments.startupOffTheClock(Map.of())).isFalse();
        assertThat(Arguments.startupOffTheClock(Map.of("ARBITRE_STARTUP_MS", "0")))
                .isFalse();
        assertThat(Arguments.startupOffTheClock(Map.of("ARBITRE_STARTUP_MS", "soon")))
                .isFalse();
        assertThat(Arguments.startupOffTheClock(Map.of("ARBITRE_STARTUP_MS", "")))
                .isFalse();
    }
}
