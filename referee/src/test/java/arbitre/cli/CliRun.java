package arbitre.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** One in-process run of the command line, with its exit code and what it printed. */
public record CliRun(int exitCode, String out, String err) {

    public static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new CliRun(code, out.toString(), err.toString());
    }
}
