package arbitre.game.kalah;

import arbitre.engine.kalah.FairKalahOpenings;
import arbitre.engine.kalah.KalahEndReason;
import arbitre.engine.kalah.KalahMoves;
import arbitre.engine.kalah.KalahPerft;
import arbitre.engine.kalah.KalahStart;
import arbitre.game.Game;
import arbitre.game.GameType;
import arbitre.game.OpeningSuite;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Kalah and FairKalah (docs/kalah.md): one variant, {@code kalah}; the starts {@code standard} and
 * {@code fair:0} to {@code fair:253}. Both bots are told the start position's 14 numbers before
 * the first request, and a game ends one way by the rules, {@code empty-side}.
 */
public final class KalahType implements GameType {
    public static final String NAME = "kalah";
    public static final KalahType INSTANCE = new KalahType();

    private static final List<String> STARTS = starts(FairKalahOpenings.COUNT);

    /** The instance {@link java.util.ServiceLoader} makes; the others use {@link #INSTANCE}. */
    public KalahType() {}

    private static List<String> starts(int fair) {
        List<String> names = new ArrayList<>(fair + 1);
        names.add(KalahStart.STANDARD.name());
        for (int n = 0; n < fair; n++) {
            names.add(KalahStart.fair(n).name());
        }
        return List.copyOf(names);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> variants() {
        return List.of(NAME);
    }

    /** {@code standard}, then {@code fair:0} to {@code fair:253}. */
    @Override
    public List<String> starts() {
        return STARTS;
    }

    @Override
    public List<String> endReasons() {
        return Arrays.stream(KalahEndReason.values())
                .map(KalahEndReason::wireName)
                .toList();
    }

    @Override
    public Game start(String variant, String start) {
        GameType.known("variant of " + NAME, variantOrDefault(variant), variants());
        return new KalahGame(KalahStart.parse(startOrDefault(start)));
    }

    @Override
    public long perft(String variant, String start, int depth) {
        return KalahPerft.count(((KalahGame) start(variant, start)).board(), depth);
    }

    @Override
    public Codec codec() {
        return KalahCodec.INSTANCE;
    }

    @Override
    public List<Integer> startPosition(String start) {
        return Arrays.stream(KalahStart.parse(startOrDefault(start)).vector())
                .boxed()
                .toList();
    }

    /** {@code POSITION} with the start's 14 numbers. */
    @Override
    public List<Message> briefing(String start) {
        return List.of(new Message.Position(startPosition(start)));
    }

    /** One character per ply: the pit, 1 to 6, as the alphabet's character of that index. */
    @Override
    public String viewerMoves(List<String> moves) {
        StringBuilder out = new StringBuilder(moves.size());
        for (String move : moves) {
            try {
                out.append(VIEWER_ALPHABET.charAt(KalahMoves.parse(move)));
            } catch (arbitre.engine.MoveFormatException e) {
                throw new IllegalArgumentException("'" + move + "' is not a Kalah move: " + e.getMessage(), e);
            }
        }
        return out.toString();
    }

    @Override
    public String openingSuites() {
        return FairKalahSuite.NAME + " (a FairKalah opening per pair)";
    }

    @Override
    public OpeningSuite openingSuite(String text, Path base, String variant, long seed, int maxEval) {
        if (!text.equals(FairKalahSuite.NAME)) {
            throw new IllegalArgumentException(
                    "'" + text + "' is not an opening suite of " + NAME + " (known: " + FairKalahSuite.NAME + ")");
        }
        return new FairKalahSuite(seed);
    }
}
