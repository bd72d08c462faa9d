package arbitre.validate;

import java.util.List;
import java.util.Objects;

/**
 * The outcome of one check.
 *
 * @param check which check
 * @param status how it came out
 * @param reason one line: why
 * @param evidence for a failure or a warning: where it happened (game, side, ply, move), the match
 *     log, and the last lines the bot wrote on standard output and standard error; empty otherwise
 */
public record CheckResult(Check check, Status status, String reason, List<String> evidence) {

    public CheckResult {
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(reason, "reason");
        evidence = evidence == null ? List.of() : List.copyOf(evidence);
    }

    static CheckResult pass(Check check, String reason) {
        return new CheckResult(check, Status.PASS, reason, List.of());
    }

    static CheckResult skip(Check check, String reason) {
        return new CheckResult(check, Status.SKIP, reason, List.of());
    }
}
