package arbitre.log;

import arbitre.clock.TimeControl;
import arbitre.sandbox.SandboxSpec;
import java.util.List;
import java.util.Map;

/**
 * Match logs for tests, written with only the fields a test cares about: the others are those of
 * an Awale log from the standard start with no players, moves, result or warnings, clocked at
 * 100 ms a move, no sandbox, no version, no late moves, and no clocking. {@link #from} starts from
 * a log's every field instead, for a test that changes one.
 */
public final class MatchLogBuilder {
    private int format = MatchLog.FORMAT;
    private String game;
    private String start;
    private List<Integer> startPosition;
    private Map<String, Object> rules = Map.of();
    private TimeControl timeControl = TimeControl.perMove(100);
    private String startedAt = "2026-01-01T00:00:00Z";
    private String finishedAt = "2026-01-01T00:00:10Z";
    private List<MatchLog.Player> players = List.of();
    private List<MatchLog.Move> moves = List.of();
    private MatchLog.Result result;
    private List<String> warnings = List.of();
    private List<MatchLog.IgnoredLine> ignored = List.of();
    private List<MatchLog.Claim> claims = List.of();
    private MatchLog.Overhead overhead = new MatchLog.Overhead(0, 0, 0);
    private SandboxSpec sandbox;
    private String arbitre;
    private List<MatchLog.LateMove> lateMoves = List.of();
    private MatchLog.Clocking clocking;
    private MatchLog.From startedFrom;

    private MatchLogBuilder() {}

    /** A log with the defaults of the class comment. */
    public static MatchLogBuilder log() {
        return new MatchLogBuilder();
    }

    /** A log with every field of {@code log}. */
    public static MatchLogBuilder from(MatchLog log) {
        return log().format(log.format())
                .game(log.game())
                .start(log.start())
                .startPosition(log.startPosition())
                .rules(log.rules())
                .timeControl(log.timeControl())
                .startedAt(log.startedAt())
                .finishedAt(log.finishedAt())
                .players(log.players())
                .moves(log.moves())
                .result(log.result())
                .warnings(log.warnings())
                .ignored(log.ignored())
                .claims(log.claims())
                .overhead(log.overhead())
                .sandbox(log.sandbox())
                .arbitre(log.arbitre())
                .lateMoves(log.lateMoves())
                .clocking(log.clocking())
                .startedFrom(log.from());
    }

    public MatchLog build() {
        return new MatchLog(
                format,
                game,
                start,
                startPosition,
                rules,
                timeControl,
                startedAt,
                finishedAt,
                players,
                moves,
                result,
                warnings,
                ignored,
                claims,
                overhead,
                sandbox,
                arbitre,
                lateMoves,
                clocking,
                List.of(),
                startedFrom);
    }

    /** The plies of an earlier game this one started after ({@code null}: none). */
    public MatchLogBuilder startedFrom(MatchLog.From startedFrom) {
        this.startedFrom = startedFrom;
        return this;
    }

    public MatchLogBuilder format(int format) {
        this.format = format;
        return this;
    }

    public MatchLogBuilder game(String game) {
        this.game = game;
        return this;
    }

    public MatchLogBuilder start(String start) {
        this.start = start;
        return this;
    }

    public MatchLogBuilder startPosition(List<Integer> startPosition) {
        this.startPosition = startPosition;
        return this;
    }

    public MatchLogBuilder rules(Map<String, Object> rules) {
        this.rules = rules;
        return this;
    }

    public MatchLogBuilder timeControl(TimeControl timeControl) {
        this.timeControl = timeControl;
        return this;
    }

    public MatchLogBuilder startedAt(String startedAt) {
        this.startedAt = startedAt;
        return this;
    }

    public MatchLogBuilder finishedAt(String finishedAt) {
        this.finishedAt = finishedAt;
        return this;
    }

    public MatchLogBuilder players(List<MatchLog.Player> players) {
        this.players = players;
        return this;
    }

    public MatchLogBuilder moves(List<MatchLog.Move> moves) {
        this.moves = moves;
        return this;
    }

    public MatchLogBuilder result(MatchLog.Result result) {
        this.result = result;
        return this;
    }

    public MatchLogBuilder warnings(List<String> warnings) {
        this.warnings = warnings;
        return this;
    }

    public MatchLogBuilder ignored(List<MatchLog.IgnoredLine> ignored) {
        this.ignored = ignored;
        return this;
    }

    public MatchLogBuilder claims(List<MatchLog.Claim> claims) {
        this.claims = claims;
        return this;
    }

    public MatchLogBuilder overhead(MatchLog.Overhead overhead) {
        this.overhead = overhead;
        return this;
    }

    public MatchLogBuilder sandbox(SandboxSpec sandbox) {
        this.sandbox = sandbox;
        return this;
    }

    public MatchLogBuilder arbitre(String arbitre) {
        this.arbitre = arbitre;
        return this;
    }

    public MatchLogBuilder lateMoves(List<MatchLog.LateMove> lateMoves) {
        this.lateMoves = lateMoves;
        return this;
    }

    public MatchLogBuilder clocking(MatchLog.Clocking clocking) {
        this.clocking = clocking;
        return this;
    }
}
