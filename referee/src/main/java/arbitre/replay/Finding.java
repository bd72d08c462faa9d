package arbitre.replay;

/**
 * One way a match log disagrees with the engine.
 *
 * @param ply the ply it concerns, or 0 for the log as a whole
 * @param field the log's field, such as {@code result.winner} or {@code moves[11].move}
 * @param message what the log says and what the engine says
 */
public record Finding(int ply, String field, String message) {

    @Override
    public String toString() {
        return (ply > 0 ? "ply " + ply + ": " : "") + field + ": " + message;
    }
}
