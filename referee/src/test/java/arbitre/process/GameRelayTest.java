package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.Test;

class GameRelayTest {
    private final BlockingQueue<BotEvent> game = new LinkedBlockingQueue<>();

    @Test
    void add_declarationAsTheFirstLine_isTakenAndNeverReachesTheGame() {
        GameRelay relay = new GameRelay(game, 1);

        relay.add(new BotEvent.Line(1, "STAY-UP", 10));
        relay.add(new BotEvent.Line(1, "3R", 20));

        assertThat(relay.declared()).isTrue();
        assertThat(relay.startOnGameLine()).isFalse();
        assertThat(game).containsExactly(new BotEvent.Line(1, "3R", 20));
    }

    @Test
    void add_declarationWithStart_saysTheBotReadsEachGamesStartOnItsGameLine() {
        GameRelay relay = new GameRelay(game, 1);

        relay.add(new BotEvent.Line(1, "STAY-UP START", 10));

        assertThat(relay.declared()).isTrue();
        assertThat(relay.startOnGameLine()).isTrue();
        assertThat(game).isEmpty();
    }

    @Test
    void add_declarationWithAnotherWord_isAnOrdinaryLine() {
        GameRelay relay = new GameRelay(game, 1);

        relay.add(new BotEvent.Line(1, "STAY-UP LATER", 10));

        assertThat(relay.declared()).isFalse();
        assertThat(relay.startOnGameLine()).isFalse();
        assertThat(game).extracting(e -> ((BotEvent.Line) e).text()).containsExactly("STAY-UP LATER");
    }

    @Test
    void add_declarationAfterAnotherLine_isAnOrdinaryLine() {
        GameRelay relay = new GameRelay(game, 2);

        relay.add(new BotEvent.Line(2, "3R", 10));
        relay.add(new BotEvent.Line(2, "STAY-UP", 20));

        assertThat(relay.declared()).isFalse();
        assertThat(game).extracting(e -> ((BotEvent.Line) e).text()).containsExactly("3R", "STAY-UP");
    }

    @Test
    void attach_nextGameOnTheOtherSide_tagsTheBotsEventsWithItsNewSide() {
        GameRelay relay = new GameRelay(new LinkedBlockingQueue<>(), 1);
        relay.detach();

        relay.attach(game, 2);
        relay.add(new BotEvent.Line(1, "12B", 30, 4));
        relay.add(new BotEvent.Exited(1, 0, 40));

        assertThat(game).containsExactly(new BotEvent.Line(2, "12B", 30, 4), new BotEvent.Exited(2, 0, 40));
    }

    @Test
    void add_betweenGames_keepsTheFirstLineAndTheExit_andIgnoresACourseBotsResult() {
        GameRelay relay = new GameRelay(game, 1);
        relay.add(new BotEvent.Line(1, "STAY-UP", 1));
        relay.detach();

        relay.add(new BotEvent.Line(1, "RESULT 3R 25 20", 2));
        relay.add(new BotEvent.Line(1, "hello", 3));
        relay.add(new BotEvent.Line(1, "again", 4));
        relay.add(new BotEvent.Exited(1, 3, 5));

        assertThat(game).isEmpty();
        assertThat(relay.lineBetween()).isEqualTo("hello");
        assertThat(relay.exitBetween()).isEqualTo(3);
    }

    @Test
    void reattach_aBotNotKeptAfterAll_givesItsGameWhatItDidWhileDetached_andTheGameHasItsEventsAgain() {
        GameRelay relay = new GameRelay(game, 2);
        relay.add(new BotEvent.Line(2, "STAY-UP", 1));
        relay.detach();
        relay.add(new BotEvent.Line(2, "bye", 2));
        relay.add(new BotEvent.Exited(2, 1, 3));

        assertThat(game).isEmpty();
        relay.reattach();
        relay.add(new BotEvent.Line(2, "late", 4));

        assertThat(game).extracting(BotEvent::player).containsOnly(2);
        assertThat(game).hasSize(3);
        assertThat(game.stream().filter(e -> e instanceof BotEvent.Line).map(e -> ((BotEvent.Line) e).text()))
                .containsExactly("bye", "late");
        assertThat(game).anySatisfy(e -> assertThat(e).isInstanceOf(BotEvent.Exited.class));
        assertThat(relay.lineBetween()).isNull();
        assertThat(relay.exitBetween()).isNull();
    }

    @Test
    void reattach_afterTheNextGameTookTheBot_changesNothing() {
        GameRelay relay = new GameRelay(game, 1);
        relay.detach();
        BlockingQueue<BotEvent> next = new LinkedBlockingQueue<>();
        relay.attach(next, 2);

        relay.reattach();
        relay.add(new BotEvent.Line(2, "4R", 5));

        assertThat(game).isEmpty();
        assertThat(next).containsExactly(new BotEvent.Line(2, "4R", 5));
    }

    @Test
    void bot_linesTakenBeforeTheBotWasKnown_areGivenBackToItsReader() {
        GameRelay relay = new GameRelay(game, 1);
        relay.add(new BotEvent.Line(1, "STAY-UP", 1));
        int[] taken = {0};
        BotConnection bot = (BotConnection) java.lang.reflect.Proxy.newProxyInstance(
                BotConnection.class.getClassLoader(), new Class<?>[] {BotConnection.class}, (proxy, method, args) -> {
                    if (method.getName().equals("taken")) {
                        taken[0]++;
                    }
                    return null;
                });

        relay.bot(bot);

        assertThat(taken[0]).isEqualTo(1);
    }
}
