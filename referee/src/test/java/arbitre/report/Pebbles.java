package arbitre.report;

import arbitre.game.Game;
import arbitre.game.GameType;
import arbitre.game.InvalidMoveException;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A game the report has no drawing for: one pile of pebbles, each player takes 1 to 3 in turn, and
 * who takes the last wins. It gives the viewer no module, so the report shows its positions as the
 * game writes them.
 */
final class Pebbles implements GameType {
    static final Pebbles INSTANCE = new Pebbles();

    private Pebbles() {}

    @Override
    public String name() {
        return "pebbles";
    }

    @Override
    public List<String> variants() {
        return List.of("take-three");
    }

    @Override
    public List<String> starts() {
        return List.of("ten");
    }

    @Override
    public List<String> endReasons() {
        return List.of("last-pebble");
    }

    @Override
    public Game start(String variant, String start) {
        GameType.known("start of pebbles", startOrDefault(start), starts());
        return new Pile(10);
    }

    @Override
    public long perft(String variant, String start, int depth) {
        throw new UnsupportedOperationException();
    }

    @Override
    public Codec codec() {
        throw new UnsupportedOperationException();
    }

    @Override
    public List<Message> briefing(String start) {
        return List.of();
    }

    /** The pile: its pebbles, the plies played, and what each player took. */
    static final class Pile implements Game {
        private int pebbles;
        private int ply;
        private final int[] taken = new int[2];

        Pile(int pebbles) {
            this.pebbles = pebbles;
        }

        @Override
        public Map<String, Object> rules() {
            return Map.of("name", "take-three", "game", "pebbles");
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
            if (!text.matches("[123]")) {
                throw new InvalidMoveException("take 1, 2 or 3", true);
            }
            return text;
        }

        @Override
        public void play(String move) throws InvalidMoveException {
            int n = Integer.parseInt(canonical(move));
            if (n > pebbles || isOver()) {
                throw new InvalidMoveException("only " + pebbles + " left", false);
            }
            taken[toMove() - 1] += n;
            pebbles -= n;
            ply++;
        }

        @Override
        public List<String> legalMoves() {
            List<String> moves = new ArrayList<>();
            for (int n = 1; n <= Math.min(3, pebbles); n++) {
                moves.add(String.valueOf(n));
            }
            return moves;
        }

        @Override
        public boolean isOver() {
            return pebbles == 0;
        }

        @Override
        public int winner() {
            return isOver() ? 2 - ply % 2 : 0;
        }

        @Override
        public String endReason() {
            return isOver() ? "last-pebble" : null;
        }

        @Override
        public int score(int player) {
            return taken[player - 1];
        }

        @Override
        public ObjectNode position() {
            return new ObjectMapper().createObjectNode().put("pebbles", pebbles);
        }

        @Override
        public String render() {
            return "pile: " + "o".repeat(pebbles) + " (" + pebbles + " left)" + System.lineSeparator() + "taken: "
                    + taken[0] + " and " + taken[1];
        }
    }
}
