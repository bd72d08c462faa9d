package arbitre.game.nim;

import arbitre.game.Game;
import arbitre.game.GameType;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import java.util.List;

/**
 * Nim, a toy game that plugs into the referee from the test sources alone: heaps of counters, a
 * move takes one or more counters from one heap ({@code 2:3}, three from heap 2), and whoever takes
 * the last counter wins. One variant, {@code normal}; one named start, {@code standard} (heaps of
 * 3, 4 and 5), or any heaps written {@code heaps:1,2,3}. Both bots are told the heaps with {@code
 * POSITION} before the first request.
 */
public final class NimType implements GameType {
    static final String NAME = "nim";
    static final String STANDARD = "standard";
    static final String HEAPS_PREFIX = "heaps:";
    static final String LAST_TAKE = "last-take";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> variants() {
        return List.of("normal");
    }

    @Override
    public List<String> starts() {
        return List.of(STANDARD);
    }

    @Override
    public String otherStarts() {
        return HEAPS_PREFIX + "N,N,... (up to 8 heaps of up to 9)";
    }

    @Override
    public List<String> endReasons() {
        return List.of(LAST_TAKE);
    }

    @Override
    public String scoreUnit() {
        return "counters";
    }

    @Override
    public Game start(String variant, String start) {
        GameType.known("variant of " + NAME, variantOrDefault(variant), variants());
        return new NimGame(heaps(startOrDefault(start)));
    }

    @Override
    public long perft(String variant, String start, int depth) {
        return count((NimGame) start(variant, start), depth);
    }

    private static long count(NimGame game, int depth) {
        if (depth == 0) {
            return 1;
        }
        long nodes = 0;
        for (String move : game.legalMoves()) {
            NimGame next = game.copy();
            next.playLegal(move);
            nodes += count(next, depth - 1);
        }
        return nodes;
    }

    @Override
    public Codec codec() {
        return Codec.LINES_ARE_MOVES;
    }

    @Override
    public List<Integer> startPosition(String start) {
        return heaps(startOrDefault(start));
    }

    @Override
    public List<Message> briefing(String start) {
        return List.of(new Message.Position(startPosition(start)));
    }

    /**
     * The heaps of a start.
     *
     * @throws IllegalArgumentException for an unknown start, naming it
     */
    static List<Integer> heaps(String start) {
        if (start.equals(STANDARD)) {
            return List.of(3, 4, 5);
        }
        if (start.startsWith(HEAPS_PREFIX)) {
            try {
                List<Integer> heaps = java.util.Arrays.stream(
                                start.substring(HEAPS_PREFIX.length()).split(","))
                        .map(Integer::valueOf)
                        .toList();
                if (!heaps.isEmpty() && heaps.size() <= 8 && heaps.stream().allMatch(h -> h >= 1 && h <= 9)) {
                    return heaps;
                }
            } catch (NumberFormatException e) {
                // told below
            }
        }
        throw new IllegalArgumentException("unknown start position of " + NAME + " '" + start + "' (known: " + STANDARD
                + ", or " + HEAPS_PREFIX + "N,N,...)");
    }
}
