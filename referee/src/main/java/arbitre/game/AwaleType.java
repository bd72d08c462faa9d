package arbitre.game;

import arbitre.engine.EndReason;
import arbitre.engine.Moves;
import arbitre.engine.RuleSet;
import arbitre.protocol.AwaleCodec;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The colored-seed Awale (the README, "The game in short"): two variants, {@code official} and {@code report}, and one
 * start, {@code standard}; bots are told nothing before their first request.
 */
public final class AwaleType implements GameType {
    public static final String NAME = "awale";
    public static final String STANDARD = "standard";
    public static final AwaleType INSTANCE = new AwaleType();

    private AwaleType() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> variants() {
        return List.of(RuleSet.OFFICIAL.wireName(), RuleSet.REPORT.wireName());
    }

    @Override
    public List<String> starts() {
        return List.of(STANDARD);
    }

    @Override
    public List<String> endReasons() {
        return Arrays.stream(EndReason.values()).map(EndReason::wireName).toList();
    }

    @Override
    public Game start(String variant, String start) {
        GameType.known("start position of " + NAME, startOrDefault(start), starts());
        return new AwaleGame(RuleSet.fromName(variantOrDefault(variant)));
    }

    @Override
    public long perft(String variant, String start, int depth) {
        start(variant, start);
        return arbitre.engine.Perft.count(arbitre.engine.Board.start(RuleSet.fromName(variantOrDefault(variant))), depth);
    }

    @Override
    public Codec codec() {
        return AwaleCodec.INSTANCE;
    }

    @Override
    public List<Message> briefing(String start) {
        return List.of();
    }

    @Override
    public Optional<Message> opening(List<String> plies) {
        return Optional.of(new Message.Opening(plies));
    }

    /**
     * One character per move: the engine's move code ({@code (hole - 1) * 4 + kind}, kind R 0, B 1,
     * TR 2, TB 3) as an index into the alphabet, which the viewer's port of the rules decodes.
     */
    @Override
    public String viewerMoves(List<String> moves) {
        StringBuilder out = new StringBuilder(moves.size());
        for (String move : moves) {
            try {
                out.append(VIEWER_ALPHABET.charAt(Moves.parse(move)));
            } catch (arbitre.engine.MoveFormatException e) {
                throw new IllegalArgumentException("'" + move + "' is not an Awale move: " + e.getMessage(), e);
            }
        }
        return out.toString();
    }
}
