package arbitre.standings;

import arbitre.log.MatchLog;
import arbitre.replay.PlayAgain;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the standings need of one finished match, taken from its log.
 *
 * @param id the match's name: its log's file name without {@code .json}
 * @param file where its log is, relative to the standings' folder when it lies under it
 * @param player1 the name of the bot that moved first
 * @param player2 the other
 * @param winner 1, 2, or 0 for a draw
 * @param reason how it ended ({@code majority}, {@code timeout}, …)
 * @param forfeit the player who broke the protocol, 0 when both did, {@code null} when none did
 * @param plies moves played
 * @param captured what player 1 and player 2 captured, as the game scores (seeds, pieces)
 * @param round the round of the schedule the match belongs to (see {@link #roundOf}), 0 when its
 *     name carries none and the standings number it ({@link Standings#compute})
 * @param start the start position's name ({@code standard}, an opening)
 * @param stderr each player's saved standard error, as {@code file} is given (relative to the
 *     standings' folder when it lies under it), {@code null} for a bot that saved none
 * @param thinking each player's thinking times in this game
 * @param diagnosis the likely cause of a forfeit, as the log gives it ({@code machine-overloaded},
 *     {@code memory-limit}, …); {@code null} when none
 * @param playAgain for a forfeit, the command that plays the game again from a few plies before its
 *     end, from the standings' folder ({@code arbitre match --from}); absent otherwise
 */
@JsonPropertyOrder({
    "id",
    "file",
    "player1",
    "player2",
    "winner",
    "reason",
    "forfeit",
    "plies",
    "captured",
    "round",
    "start",
    "stderr",
    "thinking",
    "diagnosis",
    "playAgain"
})
public record GameRecord(
        String id,
        String file,
        String player1,
        String player2,
        int winner,
        String reason,
        Integer forfeit,
        int plies,
        List<Integer> captured,
        int round,
        String start,
        List<String> stderr,
        List<Thinking> thinking,
        @JsonInclude(JsonInclude.Include.NON_NULL) String diagnosis,
        @JsonInclude(JsonInclude.Include.NON_NULL) String playAgain) {

    /** A match name that ends in its round: {@code <first>-vs-<second>-<round>}. */
    private static final Pattern ROUND = Pattern.compile("-([1-9][0-9]{0,8})$");
    /**
     * A Swiss's or a knockout's match name, which starts with its stage ({@code r<round>-} or
     * {@code k<round>-}) and ends in the game's number within its mini-match, not the round.
     */
    private static final Pattern STAGE = Pattern.compile("^(?:final-)?[rk]([1-9][0-9]{0,8})-.+-vs-");
    /** A Swiss round's match name: {@code r<round>-…}. */
    private static final Pattern SWISS = Pattern.compile("^r[1-9][0-9]{0,8}-.+-vs-");
    /**
     * The match name of a Swiss's final, which follows its rounds: {@code final-k<round>-…} (a
     * knockout) or {@code final-<first>-vs-<second>-<pair>} (a round robin).
     */
    private static final Pattern FINAL = Pattern.compile("^final-.+-vs-");

    public GameRecord {
        captured = List.copyOf(captured);
        stderr = stderr == null
                ? java.util.Arrays.asList(null, null)
                : java.util.Collections.unmodifiableList(new ArrayList<>(stderr));
        thinking = thinking == null ? List.of(Thinking.NONE, Thinking.NONE) : List.copyOf(thinking);
    }

    /** A record without a diagnosis or the command that plays it again. */
    public GameRecord(
            String id,
            String file,
            String player1,
            String player2,
            int winner,
            String reason,
            Integer forfeit,
            int plies,
            List<Integer> captured,
            int round,
            String start,
            List<String> stderr,
            List<Thinking> thinking) {
        this(
                id, file, player1, player2, winner, reason, forfeit, plies, captured, round, start, stderr, thinking,
                null, null);
    }

    /** A record without round, start, standard error files or thinking times. */
    public GameRecord(
            String id,
            String file,
            String player1,
            String player2,
            int winner,
            String reason,
            Integer forfeit,
            int plies,
            List<Integer> captured) {
        this(
                id,
                file,
                player1,
                player2,
                winner,
                reason,
                forfeit,
                plies,
                captured,
                roundOf(id),
                MatchLog.DEFAULT_START,
                null,
                null);
    }

    /**
     * One player's thinking times in one game.
     *
     * @param moves how many moves it played
     * @param meanMs their mean thinking time, in milliseconds, to a tenth
     * @param maxMs the longest
     * @param ms every move's time, in order; kept in memory for percentiles, not written
     */
    @JsonPropertyOrder({"moves", "meanMs", "maxMs"})
    public record Thinking(
            int moves,
            double meanMs,
            long maxMs,
            @JsonIgnore long[] ms) {
        static final Thinking NONE = new Thinking(0, 0, 0, new long[0]);

        public Thinking {
            ms = ms == null ? new long[0] : ms;
        }

        static Thinking of(long[] ms) {
            long sum = 0;
            long max = 0;
            for (long m : ms) {
                sum += m;
                max = Math.max(max, m);
            }
            return new Thinking(ms.length, ms.length == 0 ? 0 : Math.round(sum * 10.0 / ms.length) / 10.0, max, ms);
        }
    }

    /** The record of a log found at {@code file}. */
    public static GameRecord of(String id, String file, MatchLog log) {
        MatchLog.Result result = log.result();
        // An absolute path (a log outside the standings' folder) may use the platform's separator.
        int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf(java.io.File.separatorChar));
        String folder = slash < 0 ? "" : file.substring(0, slash + 1);
        List<String> stderr = new ArrayList<>();
        List<Thinking> thinking = new ArrayList<>();
        for (int p = 1; p <= 2; p++) {
            String saved = log.players().get(p - 1).stderr();
            stderr.add(saved == null ? null : folder + saved);
            int player = p;
            thinking.add(Thinking.of(
                    log.moves() == null
                            ? new long[0]
                            : log.moves().stream()
                                    .filter(m -> m.player() == player)
                                    .mapToLong(MatchLog.Move::ms)
                                    .toArray()));
        }
        return new GameRecord(
                id,
                file,
                log.players().get(0).name(),
                log.players().get(1).name(),
                result.winner(),
                result.reason(),
                result.forfeit(),
                result.plies(),
                result.captured(),
                roundOf(id),
                log.start(),
                stderr,
                thinking,
                result.diagnosis(),
                result.forfeit() == null ? null : playAgain(file, log));
    }

    /** The command that plays a forfeited game again, from the standings' folder; {@code null} when none can. */
    private static String playAgain(String file, MatchLog log) {
        try {
            return PlayAgain.command(file, PlayAgain.arguments(log));
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * The round of a match by its name, as the schedule names matches ({@code <first>-vs-<second>-<round>};
     * a Swiss's {@code r<round>-…} and a knockout's {@code k<round>-…}, a Swiss's knockout final's
     * {@code final-k<round>-…}), or 0 when the name ends in no number. The rounds of a Swiss's
     * final are its own: the standings number them after the Swiss's ({@link #inSwissRound}, {@link
     * #inSwissFinal}).
     */
    public static int roundOf(String id) {
        Matcher stage = STAGE.matcher(id);
        if (stage.find()) {
            return Integer.parseInt(stage.group(1));
        }
        Matcher m = ROUND.matcher(id);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    /** Whether a match, by its name, is of a Swiss round ({@code r<round>-…}). */
    static boolean inSwissRound(String id) {
        return id != null && SWISS.matcher(id).find();
    }

    /** Whether a match, by its name, is of the final that follows a Swiss ({@code final-…}). */
    static boolean inSwissFinal(String id) {
        return id != null && FINAL.matcher(id).find();
    }

    /** The same record in another round. */
    GameRecord inRound(int other) {
        return new GameRecord(
                id, file, player1, player2, winner, reason, forfeit, plies, captured, other, start, stderr, thinking,
                diagnosis, playAgain);
    }

    /** The name of player 1 or 2. */
    public String name(int player) {
        return player == 1 ? player1 : player2;
    }

    /** Whether player 1 or 2 broke the protocol. */
    public boolean forfeited(int player) {
        return forfeit != null && (forfeit == 0 || forfeit == player);
    }

    /**
     * Player 1's or 2's points: 1 a win, ½ a draw, 0 a loss; a bot that broke the protocol scores
     * nothing, also when both did and the game counts as a draw.
     */
    public double points(int player) {
        if (forfeited(player)) {
            return 0;
        }
        return winner == player ? 1 : winner == 0 ? 0.5 : 0;
    }
}
