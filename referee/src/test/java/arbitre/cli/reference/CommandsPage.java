package arbitre.cli.reference;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;

/** Every command's help, as {@code --help} prints it, in one Markdown page with an index. */
final class CommandsPage {
    private CommandsPage() {}

    static String of(CommandLine root, int width) {
        List<CommandLine> commands = new ArrayList<>();
        collect(root, commands);
        StringBuilder page = new StringBuilder();
        page.append("# Commands\n\n")
                .append("<!-- Generated from the commands by ReferenceGenerator: do not edit. -->\n\n")
                .append("Every command and option, as `--help` prints them. The pages by reader explain when to use")
                .append(" them: [students](../students.md), [instructors](../instructors.md).\n\n");
        for (CommandLine command : commands) {
            String name = command.getCommandSpec().qualifiedName();
            page.append("- [`").append(name).append("`](#").append(anchor(name)).append(")\n");
        }
        for (CommandLine command : commands) {
            String name = command.getCommandSpec().qualifiedName();
            command.setUsageHelpWidth(width);
            command.setUsageHelpAutoWidth(false);
            String usage = command.getUsageMessage(Ansi.OFF);
            page.append("\n## ").append(name).append("\n\n```text\n");
            page.append(usage.stripTrailing()).append("\n```\n");
        }
        return page.toString();
    }

    private static void collect(CommandLine command, List<CommandLine> into) {
        if (command.getCommandSpec().name().equals("help")) {
            return;
        }
        into.add(command);
        command.getSubcommands().values().forEach(sub -> collect(sub, into));
    }

    /** The anchor GitHub gives a heading: lower case, spaces as dashes. */
    private static String anchor(String heading) {
        return heading.toLowerCase(java.util.Locale.ROOT).replace(' ', '-');
    }
}
