package arbitre.validate;

import arbitre.terminal.Terminal;
import java.util.ArrayList;
import java.util.List;

/** Validation reports as text for a terminal: the numbered checks of a bot, and a table for many bots. */
public final class TextReport {
    private TextReport() {}

    /** One bot: a heading, a line per check (with its evidence, indented, when it failed or warned), a total. */
    public static List<String> bot(BotReport report) {
        List<String> lines = new ArrayList<>();
        String commands = report.command().equals(report.commandAsPlayer2())
                ? report.command()
                : report.command() + " (as player 2: " + report.commandAsPlayer2() + ")";
        lines.add("validating " + shown(report.name()) + ": " + shown(commands));
        for (CheckResult result : report.checks()) {
            lines.add(String.format(
                    "%2d %-4s %s: %s",
                    result.check().number(), result.status(), result.check().title(), shown(result.reason())));
            if (result.status() == Status.FAIL || result.status() == Status.WARN) {
                result.evidence().forEach(line -> lines.add("          " + shown(line)));
            }
        }
        lines.add(shown(report.name()) + ": " + report.passedCount() + " of "
                + report.checks().size() + " checks passed" + (report.passed() ? "" : ", FAILED") + "; match logs in "
                + report.logDir());
        return lines;
    }

    /** Many bots: bot, checks passed, first failure. */
    public static List<String> table(List<BotReport> reports) {
        int width = Math.max(
                3,
                reports.stream().mapToInt(r -> shown(r.name()).length()).max().orElse(3));
        List<String> lines = new ArrayList<>();
        String format = "%-" + width + "s  %-6s  %s";
        lines.add(String.format(format, "bot", "passed", "first failure"));
        for (BotReport report : reports) {
            String failure = report.firstFailure()
                    .map(f -> f.check().number() + " " + f.check().title() + ": " + shown(f.reason()))
                    .orElse("-");
            lines.add(String.format(
                    format,
                    shown(report.name()),
                    report.passedCount() + "/" + report.checks().size(),
                    failure));
        }
        long passed = reports.stream().filter(BotReport::passed).count();
        lines.add(passed + " of " + reports.size() + " bots passed every check");
        return lines;
    }

    /**
     * Text that came from a bot or a list (names, commands, what a bot said) as one line safe for a
     * terminal: the one escaper's form, line ends included.
     */
    private static String shown(String text) {
        return Terminal.printable(text).replace("\n", "\\n");
    }
}
