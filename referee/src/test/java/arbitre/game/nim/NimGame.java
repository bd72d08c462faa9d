package arbitre.game.nim;

import arbitre.game.Game;
import arbitre.game.InvalidMoveException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A game of Nim in progress: the heaps, whose turn it is, and what each player has taken. */
final class NimGame implements Game {
    private final int[] heaps;
    private final int[] taken = new int[3];
    private int ply;
    private int lastMover;

    NimGame(List<Integer> heaps) {
        this.heaps = heaps.stream().mapToInt(Integer::intValue).toArray();
    }

    NimGame copy() {
        NimGame copy = new NimGame(java.util.Arrays.stream(heaps).boxed().toList());
        copy.taken[1] = taken[1];
        copy.taken[2] = taken[2];
        copy.ply = ply;
        copy.lastMover = lastMover;
        return copy;
    }

    /**
     * A move's heap (1-based) and count.
     *
     * @throws IllegalArgumentException when the text is not {@code HEAP:COUNT} with both 1 to 9
     */
    static int[] parse(String text) {
        if (text.length() == 3 && text.charAt(1) == ':') {
            int heap = text.charAt(0) - '0';
            int count = text.charAt(2) - '0';
            if (heap >= 1 && heap <= 9 && count >= 1 && count <= 9) {
                return new int[] {heap, count};
            }
        }
        throw new IllegalArgumentException("a move is HEAP:COUNT, both 1 to 9, such as 2:3");
    }

    @Override
    public Map<String, Object> rules() {
        return Map.of("name", "normal");
    }

    @Override
    public int toMove() {
        return ply % 2 + 1;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public String canonical(String text) throws InvalidMoveException {
        try {
            parse(text);
            return text;
        } catch (IllegalArgumentException e) {
            throw new InvalidMoveException(e.getMessage(), true);
        }
    }

    @Override
    public void play(String move) throws InvalidMoveException {
        int[] parsed;
        try {
            parsed = parse(move);
        } catch (IllegalArgumentException e) {
            throw new InvalidMoveException(e.getMessage(), true);
        }
        if (isOver()) {
            throw new InvalidMoveException("the game is over", false);
        }
        if (parsed[0] > heaps.length || heaps[parsed[0] - 1] < parsed[1]) {
            throw new InvalidMoveException(
                    "heap " + parsed[0] + " holds "
                            + (parsed[0] > heaps.length ? "nothing" : heaps[parsed[0] - 1] + " counters"),
                    false);
        }
        playLegal(move);
    }

    void playLegal(String move) {
        int[] parsed = parse(move);
        heaps[parsed[0] - 1] -= parsed[1];
        taken[toMove()] += parsed[1];
        lastMover = toMove();
        ply++;
    }

    @Override
    public List<String> legalMoves() {
        List<String> moves = new ArrayList<>();
        for (int h = 0; h < heaps.length; h++) {
            for (int n = 1; n <= heaps[h]; n++) {
                moves.add((h + 1) + ":" + n);
            }
        }
        return moves;
    }

    @Override
    public boolean isOver() {
        return java.util.Arrays.stream(heaps).allMatch(h -> h == 0);
    }

    @Override
    public int winner() {
        return lastMover;
    }

    @Override
    public String endReason() {
        return NimType.LAST_TAKE;
    }

    @Override
    public int score(int player) {
        return taken[player];
    }

    @Override
    public String scoreName() {
        return "taken";
    }

    @Override
    public ObjectNode position() {
        ObjectNode root = new ObjectMapper().createObjectNode();
        java.util.Arrays.stream(heaps).forEach(root.putArray("heaps")::add);
        root.put("toMove", toMove());
        root.put("ply", ply);
        Game.putOutcome(root, isOver(), isOver() ? winner() : 0, isOver() ? endReason() : null);
        return root;
    }

    @Override
    public String render() {
        StringBuilder out = new StringBuilder();
        for (int h = 0; h < heaps.length; h++) {
            out.append("heap ")
                    .append(h + 1)
                    .append(": ")
                    .append("|".repeat(heaps[h]))
                    .append('\n');
        }
        out.append(isOver() ? "player " + winner() + " took the last counter" : "player " + toMove() + " to move");
        return out.append('\n').toString();
    }
}
