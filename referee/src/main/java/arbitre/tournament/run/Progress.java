package arbitre.tournament.run;

import arbitre.standings.GameRecord;
import arbitre.terminal.Terminal;
import arbitre.tournament.schedule.Schedule;
import java.io.PrintWriter;
import java.time.Duration;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * What a tournament shows while it runs: on a terminal, a progress bar with the games done, running
 * and left and the time to go; elsewhere (a log file, CI), one line per finished game.
 */
public interface Progress extends AutoCloseable {

    /** A match has started. */
    void started(Schedule.Match match);

    /**
     * A match has ended.
     *
     * @param game its record, or {@code null} when it produced none
     * @param forfeitDetail for a forfeit, what the referee saw (the cause of a {@code no-start},
     *     the refused line), else {@code null}
     */
    void finished(Schedule.Match match, GameRecord game, String forfeitDetail);

    @Override
    void close();

    /** Shows nothing. */
    Progress NONE = new Progress() {
        @Override
        public void started(Schedule.Match match) {}

        @Override
        public void finished(Schedule.Match match, GameRecord game, String forfeitDetail) {}

        @Override
        public void close() {}
    };

    /** A bar on the terminal's standard error, or else a line per game on {@code err}. */
    static Progress on(PrintWriter err, int total, int alreadyDone, boolean terminal) {
        return terminal ? new Bar(total, alreadyDone) : new Lines(err, total, alreadyDone);
    }

    /** One line for a finished game: who won and how. */
    static String describe(GameRecord g) {
        String outcome = g.winner() == 0 ? "draw" : g.name(g.winner()) + " wins";
        return outcome + " (" + g.reason() + ", " + g.plies() + " plies, "
                + g.captured().get(0) + "-" + g.captured().get(1) + ")";
    }

    /** The first line of a detail, at most 200 characters, escaped for the terminal (it quotes bots). */
    private static String firstLine(String detail) {
        String line = detail.lines().findFirst().orElse("");
        return Terminal.printable(line.length() > 200 ? line.substring(0, 200) + "…" : line);
    }

    /** A progress bar redrawn in place. */
    final class Bar implements Progress {
        private final ProgressBar bar;
        private int running;

        Bar(int total, int alreadyDone) {
            bar = new ProgressBarBuilder()
                    .setTaskName("games")
                    .setInitialMax(total)
                    .setStyle(ProgressBarStyle.ASCII)
                    .setUpdateIntervalMillis(500)
                    .setConsumer(new ConsoleProgressBarConsumer(System.err, 110))
                    .startsFrom(alreadyDone, Duration.ZERO)
                    .build();
        }

        @Override
        public synchronized void started(Schedule.Match match) {
            running++;
            bar.setExtraMessage(running + " running");
        }

        @Override
        public synchronized void finished(Schedule.Match match, GameRecord game, String forfeitDetail) {
            running--;
            bar.step();
            bar.setExtraMessage(running + " running");
        }

        @Override
        public void close() {
            bar.close();
        }
    }

    /** A line per finished game, for output that is not a terminal. */
    final class Lines implements Progress {
        private final PrintWriter err;
        private final int total;
        private int done;

        Lines(PrintWriter err, int total, int alreadyDone) {
            this.err = err;
            this.total = total;
            this.done = alreadyDone;
        }

        @Override
        public void started(Schedule.Match match) {}

        @Override
        public synchronized void finished(Schedule.Match match, GameRecord game, String forfeitDetail) {
            done++;
            err.println("[" + done + "/" + total + "] " + match.id() + ": "
                    + (game == null ? "no result" : describe(game))
                    + (forfeitDetail == null ? "" : ": " + firstLine(forfeitDetail)));
            err.flush();
        }

        @Override
        public void close() {}
    }
}
