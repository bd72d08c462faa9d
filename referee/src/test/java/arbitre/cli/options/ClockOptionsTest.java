package arbitre.cli.options;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.cli.exit.UsageException;
import arbitre.clock.TimeControl;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;

class ClockOptionsTest {

    private static ClockOptions parse(String... args) {
        return CommandLine.populateCommand(new ClockOptions(), args);
    }

    @Test
    void timeControl_timesNear2To63_areRefusedNamingTheOption() {
        ClockOptions options =
                parse("--move-ms", "4611686018427387904", "--first-move-grace-ms", "4611686018427387904");

        assertThatThrownBy(options::timeControl)
                .isInstanceOf(UsageException.class)
                .hasMessage("--move-ms: must be at most 604,800,000 ms (a week), got 4,611,686,018,427,387,904:"
                        + " not a real time");
    }

    @Test
    void over_aMarginNear2To63_isRefused() {
        assertThatThrownBy(() -> parse("--time-margin", "9223372036854775807").timeControl())
                .isInstanceOf(UsageException.class)
                .hasMessageStartingWith("--time-margin: must be at most 604,800,000 ms");
        assertThatThrownBy(() -> parse("--bank-ms", "604800001").over(TimeControl.perMove(1000), "--bank-ms"::equals))
                .hasMessageStartingWith("--bank-ms: must be at most");
    }

    @Test
    void timeControl_aWeek_isAccepted() {
        assertThat(parse("--move-ms", "604800000").timeControl().moveMs()).isEqualTo(604_800_000L);
    }

    /** A command that takes the clock options as the commands do: an argument group. */
    @Command
    static final class Host {
        @ArgGroup(validate = false, heading = "Clock:%n")
        ClockOptions clock = new ClockOptions();
    }

    @Test
    void timeControl_noClockOptionGiven_isTheDefaultClock() {
        Host host = CommandLine.populateCommand(new Host());

        assertThat(host.clock.timeControl())
                .isEqualTo(new TimeControl(TimeControl.DEFAULT_MOVE_MS, 0, 0, 0, TimeControl.DEFAULT_END_GRACE_MS, 0));
    }

    @Test
    void over_aLimitAndAMarginGiven_replaceThoseAndKeepTheLogsClock() {
        TimeControl log = new TimeControl(500, 9000, 10, 0, 1000, 0, 2000, "cpu", true, "count");
        Host host = new Host();
        CommandLine.ParseResult parsed = new CommandLine(host).parseArgs("--move-ms", "80", "--time-margin", "15");

        assertThat(host.clock.over(log, parsed::hasMatchedOption))
                .isEqualTo(new TimeControl(80, 9000, 10, 0, 1000, 15, 2000, "cpu", true, "count"));
    }
}
