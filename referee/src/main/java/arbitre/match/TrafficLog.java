package arbitre.match;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Shows a match's traffic through the {@code arbitre.traffic} logger: what the referee sends
 * ({@code >}), what each bot writes ({@code <}, with its thinking time), and notes ({@code !}).
 */
public final class TrafficLog implements MatchListener {
    private static final Logger TRAFFIC = LoggerFactory.getLogger("arbitre.traffic");

    private final String[] names;

    public TrafficLog(String name1, String name2) {
        this.names = new String[] {null, name1, name2};
    }

    @Override
    public void sent(int player, String line) {
        TRAFFIC.info("P{} {} > {}", player, names[player], line);
    }

    @Override
    public void received(int player, String line, long ms) {
        if (ms >= 0) {
            TRAFFIC.info("P{} {} < {} ({} ms)", player, names[player], MatchLoop.printable(line), ms);
        } else {
            TRAFFIC.info("P{} {} < {} (not its turn)", player, names[player], MatchLoop.printable(line));
        }
    }

    @Override
    public void note(String message) {
        TRAFFIC.info("! {}", message);
    }
}
