package arbitre.match;

import arbitre.log.MatchLog;
import java.util.ArrayList;
import java.util.List;

/**
 * What one bot left behind in a match, kept within fixed bounds whatever the bot writes: the lines
 * that were logged and ignored (at most {@link #LINES} of them and {@link #BYTES} bytes; the rest
 * are only counted) and the scores it claimed that the game does not confirm (at most
 * {@link #CLAIMS}). A course bot prints one {@code RESULT} line per game; a bot that prints a
 * million of them costs a counter, not a million entries in the log and the referee's heap.
 */
final class Leftovers {
    /** The most ignored lines kept per bot. */
    static final int LINES = 100;
    /** The most bytes of ignored lines kept per bot (each line is already cut for printing). */
    static final int BYTES = 16 * 1024;
    /** The most unconfirmed claims kept per bot. */
    static final int CLAIMS = 10;

    private final List<MatchLog.IgnoredLine> ignored = new ArrayList<>();
    private final List<MatchLog.Claim> claims = new ArrayList<>();
    private int bytes;
    private int ignoredDropped;
    private int claimsDropped;

    /** Keeps an ignored line if there is room; returns whether it was kept. */
    boolean ignore(MatchLog.IgnoredLine line) {
        int size = line.line().length();
        if (ignored.size() >= LINES || bytes + size > BYTES) {
            ignoredDropped++;
            return false;
        }
        ignored.add(line);
        bytes += size;
        return true;
    }

    /** Keeps a claim if there is room. */
    void claim(MatchLog.Claim claim) {
        if (claims.size() >= CLAIMS) {
            claimsDropped++;
        } else {
            claims.add(claim);
        }
    }

    List<MatchLog.IgnoredLine> ignored() {
        return List.copyOf(ignored);
    }

    List<MatchLog.Claim> claims() {
        return List.copyOf(claims);
    }

    int ignoredDropped() {
        return ignoredDropped;
    }

    int claimsDropped() {
        return claimsDropped;
    }
}
