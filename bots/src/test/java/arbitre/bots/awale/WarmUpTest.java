package arbitre.bots.awale;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.BotMain;
import arbitre.bots.protocol.Conversation;
import arbitre.bots.protocol.Game;
import arbitre.bots.protocol.GameSelection;
import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.SearchResult;
import arbitre.bots.search.TranspositionTable;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class WarmUpTest {
    private static Search<AwaleNode> search() {
        return AwaleNode.search(
                RuleSet.OFFICIAL, new TranspositionTable(1 << 16), EvaluationWeights.DEFAULT, SearchOptions.PLAIN);
    }

    private static Board midgame() {
        Board board = Board.start(RuleSet.OFFICIAL);
        for (String move : List.of("1R", "2B", "3R", "4TR", "5B", "6R")) {
            board.play(Moves.parse(move));
        }
        return board;
    }

    @Test
    void warmUp_leavesNothingBehind_theNextSearchIsTheSameAsAFreshOne() {
        SearchLimits limits = SearchLimits.nodes(20_000);
        SearchResult fresh = search().search(AwaleNode.of(midgame()), limits, System.nanoTime());

        Search<AwaleNode> warmed = search();
        warmed.warmUp(AwaleNode.of(Board.start(RuleSet.OFFICIAL)), 30_000_000L);
        SearchResult after = warmed.search(AwaleNode.of(midgame()), limits, System.nanoTime());

        // The same nodes in the same order: no table entry, killer or history score survived.
        assertThat(after.move()).isEqualTo(fresh.move());
        assertThat(after.score()).isEqualTo(fresh.score());
        assertThat(after.nodes()).isEqualTo(fresh.nodes());
        assertThat(after.depth()).isEqualTo(fresh.depth());
    }

    @Test
    void gameSelection_namedGame_isMadeAndWarmedBeforeTheFirstLine() {
        List<String> calls = new ArrayList<>();
        GameSelection selection = new GameSelection(Game.KALAH, conversations(calls));

        selection.warmUp(5_000_000L);

        assertThat(calls).containsExactly("made kalah", "warmed kalah for 5000000 ns");
        assertThat(selection.game()).isEqualTo(Game.KALAH);
        selection.reply("START", System.nanoTime());
        assertThat(calls).containsExactly("made kalah", "warmed kalah for 5000000 ns", "kalah: START");
    }

    @Test
    void gameSelection_gameNotNamed_waitsForTheFirstLine() {
        List<String> calls = new ArrayList<>();
        GameSelection selection = new GameSelection(null, conversations(calls));

        selection.warmUp(5_000_000L);
        selection.reply("POSITION 4 4 4 4 4 4 0 4 4 4 4 4 4 0", System.nanoTime());

        assertThat(calls).containsExactly("made kalah", "kalah: POSITION 4 4 4 4 4 4 0 4 4 4 4 4 4 0");
    }

    @Test
    void iddfs_withAWarmUp_stillAnswersItsFirstMove() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = BotMain.run(
                new String[] {"iddfs", "--warm-up-ms", "50", "--move-ms", "200"},
                Map.of("ARBITRE_GAME", "awale"),
                new ByteArrayInputStream("START\nEND\n".getBytes(StandardCharsets.US_ASCII)),
                out,
                new PrintStream(err, true),
                System.nanoTime(),
                true);

        assertThat(code).isZero();
        String move = out.toString(StandardCharsets.US_ASCII).strip();
        assertThat(Board.start(RuleSet.OFFICIAL).isLegal(Moves.parse(move))).isTrue();
    }

    @Test
    void awaleConversation_warmUp_talksOnACopy_andLeavesTheGameWhereItWas() {
        List<String> seen = new ArrayList<>();
        AwaleConversation conversation = new AwaleConversation(RuleSet.OFFICIAL, new Player() {
            @Override
            public int chooseMove(Board position, long turnStartNanos) {
                int[] legal = new int[Moves.MAX_LEGAL];
                position.legalMoves(legal);
                return legal[0];
            }

            @Override
            public void warmUp(Board start, long nanos) {
                seen.add(start.ply() + " " + nanos);
            }
        });

        conversation.warmUp(0);
        conversation.warmUp(7);

        assertThat(seen)
                .as("the player warms up only when given time, from the start")
                .containsExactly("0 7");
        assertThat(conversation.ply()).isZero();
        assertThat(conversation.reply("START", System.nanoTime())).isEqualTo("1R");
        assertThat(conversation.ply()).isEqualTo(1);
    }

    @Test
    void iddfs_badWarmUp_isAUsageError() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = BotMain.run(
                new String[] {"iddfs", "--warm-up-ms", "-1"},
                Map.of(),
                new ByteArrayInputStream(new byte[0]),
                new ByteArrayOutputStream(),
                new PrintStream(err, true),
                System.nanoTime(),
                true);

        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("warm-up-ms");
    }

    private static Map<Game, Supplier<Conversation>> conversations(List<String> calls) {
        Map<Game, Supplier<Conversation>> makers = new EnumMap<>(Game.class);
        for (Game game : Game.values()) {
            String name = game.wireName();
            makers.put(game, () -> {
                calls.add("made " + name);
                return new Conversation() {
                    @Override
                    public String reply(String line, long turnStartNanos) {
                        calls.add(name + ": " + line);
                        return null;
                    }

                    @Override
                    public int ply() {
                        return 0;
                    }

                    @Override
                    public void warmUp(long nanos) {
                        calls.add("warmed " + name + " for " + nanos + " ns");
                    }

                    @Override
                    public Conversation nextGame() {
                        calls.add("next " + name);
                        return this;
                    }
                };
            });
        }
        return makers;
    }
}
