package arbitre.report;

import arbitre.log.MatchLog;
import java.io.IOException;
import java.nio.file.Path;

/** Placeholder until the viewer lands. */
public final class HtmlReport {
    private HtmlReport() {
    }

    public static void writeGame(Path htmlFile, MatchLog log, String title) throws IOException {
        throw new UnsupportedOperationException("not yet");
    }
}
