package arbitre.play;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.game.Game;
import arbitre.game.awale.AwaleType;
import arbitre.game.kalah.KalahType;
import arbitre.process.BotEvent;
import arbitre.protocol.Message;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The person's seat with scripted input: what they are shown, and what the referee gets from them. */
class PersonSeatTest {
    private final StringWriter out = new StringWriter();
    private final BlockingQueue<BotEvent> events = new LinkedBlockingQueue<>();

    private static Game newGame() {
        return AwaleType.INSTANCE.start("official", "standard");
    }

    /** A table whose undo answers as given and where these plies were played. */
    private static PersonSeat.Table table(Supplier<Optional<String>> undo, List<String> plies) {
        return new PersonSeat.Table() {
            @Override
            public Optional<String> undo() {
                return undo.get();
            }

            @Override
            public List<String> plies() {
                return plies;
            }
        };
    }

    private static PersonSeat.Table noUndo() {
        return table(Optional::empty, List.of());
    }

    private PersonSeat seat(int player, String input, Supplier<Optional<String>> undo) {
        return new PersonSeat(
                player,
                newGame(),
                "bot",
                new BufferedReader(new StringReader(input)),
                new Screen(new PrintWriter(out), false),
                events,
                table(undo, List.of()));
    }

    private PersonSeat seat(int player, String input) {
        return seat(player, input, () -> Optional.of("no undo here"));
    }

    @Test
    void handle_moveFromTheOpponentsHole_explainsWhoseHoleItIsAndAsksAgain() {
        BotEvent answer = seat(1, "2R\n3r\n").handle(new Message.Start());

        assertThat(answer).isInstanceOfSatisfying(BotEvent.Line.class, line -> {
            assertThat(line.player()).isEqualTo(1);
            assertThat(line.text()).isEqualTo("3R");
        });
        assertThat(out.toString())
                .contains("2R is illegal: hole 2 belongs to player 2, and player 1 is to move (you are player 1)")
                .contains("You played 3R");
    }

    @Test
    void handle_colourTheHoleLacks_namesTheMissingSeeds() {
        Game game = newGame();
        BotEvent answer = new PersonSeat(
                        1,
                        game,
                        "bot",
                        new BufferedReader(new StringReader("1R\n")),
                        new Screen(new PrintWriter(out), false),
                        events,
                        noUndo())
                .handle(new Message.Start());

        assertThat(((BotEvent.Line) answer).text()).isEqualTo("1R");
        // The same seat, later in the game: hole 1 has lost its red seeds.
        BotEvent second = new PersonSeat(
                        1,
                        game,
                        "bot",
                        new BufferedReader(new StringReader("2R\n1R\n1B\n")),
                        new Screen(new PrintWriter(out), false),
                        events,
                        noUndo())
                .handle(new Message.Plies(List.of(game.legalMoves().get(0))));

        assertThat(((BotEvent.Line) second).text()).isEqualTo("1B");
        assertThat(out.toString()).contains("1R is illegal: hole 1 has no red seeds");
    }

    @Test
    void handle_kalahExtraTurn_asksAgainAndExplainsAnEmptyPit() {
        Game kalah = KalahType.INSTANCE.start(null, "standard");
        BotEvent first = new PersonSeat(
                        1,
                        kalah,
                        "bot",
                        new BufferedReader(new StringReader("3\n")),
                        new Screen(new PrintWriter(out), false),
                        events,
                        noUndo())
                .handle(new Message.Start());
        BotEvent again = new PersonSeat(
                        1,
                        kalah,
                        "bot",
                        new BufferedReader(new StringReader("3\n1\n")),
                        new Screen(new PrintWriter(out), false),
                        events,
                        noUndo())
                .handle(new Message.Again());

        assertThat(((BotEvent.Line) first).text()).isEqualTo("3");
        assertThat(((BotEvent.Line) again).text()).isEqualTo("1");
        assertThat(out.toString())
                .contains("Your ply ended in your store: play again.")
                .contains("3 is illegal: pit 3 of South (player 1, to move) is empty");
    }

    @Test
    void handle_textThatIsNoMove_explainsWithTheNotationsSentence() {
        BotEvent answer = seat(1, "xyz\n1R\n").handle(new Message.Start());

        assertThat(((BotEvent.Line) answer).text()).isEqualTo("1R");
        assertThat(out.toString())
                .contains("'xyz' is not a move: it must start with a hole number 1-16")
                .contains("Type hint for your moves, help for the commands.");
    }

    @Test
    void handle_hint_listsExactlyTheLegalMoves() {
        seat(1, "hint\nresign\n").handle(new Message.Start());

        List<String> legal = newGame().legalMoves();
        assertThat(legal).contains("1R", "15TB").doesNotContain("2R");
        assertThat(out.toString()).contains("Your moves: " + String.join(" ", legal) + System.lineSeparator());
    }

    @Test
    void handle_help_listsEveryCommand() {
        seat(1, "help\nresign\n").handle(new Message.Start());

        assertThat(out.toString()).contains(PersonSeat.HELP);
    }

    @Test
    void handle_resign_isTheResignationOfThePerson() {
        BotEvent answer = seat(2, "  Resign \n").handle(new Message.Plies(List.of("1R")));

        assertThat(answer)
                .isInstanceOfSatisfying(
                        BotEvent.Resigned.class, r -> assertThat(r.player()).isEqualTo(2));
        assertThat(out.toString()).contains("bot played 1R").contains("You resign.");
    }

    @Test
    void handle_endOfInput_resigns() {
        BotEvent answer = seat(1, "\n\n").handle(new Message.Start());

        assertThat(answer).isInstanceOf(BotEvent.Resigned.class);
        assertThat(out.toString()).contains("End of the input: you resign.");
    }

    @Test
    void handle_undoRefused_saysWhyAndAsksAgain() {
        BotEvent answer = seat(1, "undo\n5B\n", () -> Optional.of("Nothing to take back: you have not moved yet."))
                .handle(new Message.Start());

        assertThat(((BotEvent.Line) answer).text()).isEqualTo("5B");
        assertThat(out.toString()).contains("Nothing to take back: you have not moved yet.");
    }

    @Test
    void handle_undoAccepted_answersNothingAndReadsNoFurther() {
        AtomicInteger asked = new AtomicInteger();
        BotEvent answer = seat(1, "undo\n5B\n", () -> {
                    asked.incrementAndGet();
                    return Optional.empty();
                })
                .handle(new Message.Start());

        assertThat(answer).isNull();
        assertThat(asked).hasValue(1);
        assertThat(out.toString()).doesNotContain("5B");
    }

    @Test
    void handle_opening_bringsThePersonsGameToItsPosition() throws Exception {
        PersonSeat seat = seat(1, "hint\nresign\n");

        assertThat(seat.handle(new Message.Opening(List.of("1R", "2R")))).isNull();
        seat.handle(new Message.Start());

        Game expected = newGame();
        expected.play("1R");
        expected.play("2R");
        assertThat(out.toString())
                .contains("The game goes on after 2 plies.")
                .contains("Your moves: " + String.join(" ", expected.legalMoves()) + System.lineSeparator())
                .contains("ply 3, your move (player 1)");
    }

    @Test
    void handle_result_saysWhoWonAndTheScore() {
        assertThat(seat(2, "").handle(new Message.Result(Message.Outcome.WIN, 30, 12, "few-seeds")))
                .isNull();

        assertThat(out.toString()).contains("Game over (few-seeds): you win, 30 to 12.");
    }

    @Test
    void handle_resultAfterTheBotsLastPly_showsThePlyTheProtocolDoesNotTell() {
        Game game = newGame();
        PersonSeat.Table table = table(Optional::empty, List.of("1R", "2R"));
        new PersonSeat(
                        1,
                        game,
                        "bot",
                        new BufferedReader(new StringReader("1R\n")),
                        new Screen(new PrintWriter(out), false),
                        events,
                        table)
                .handle(new Message.Start());
        new PersonSeat(
                        1,
                        game,
                        "bot",
                        new BufferedReader(new StringReader("")),
                        new Screen(new PrintWriter(out), false),
                        events,
                        table)
                .handle(new Message.Result(Message.Outcome.LOSS, 0, 0, "resignation"));

        String shown = out.toString();
        assertThat(game.ply()).isEqualTo(2);
        assertThat(shown).contains("bot played 2R").doesNotContain("bot played 1R");
        assertThat(shown.indexOf("bot played 2R")).isLessThan(shown.indexOf("Game over"));
    }

    @Test
    void started_request_answersOnTheQueueAndEndStopsIt() throws Exception {
        PersonSeat seat = PersonSeat.started(
                1,
                newGame(),
                "bot",
                new BufferedReader(new StringReader("7TB\n")),
                new Screen(new PrintWriter(out), false),
                events,
                noUndo());

        seat.deliver(new Message.Start(), "START");
        BotEvent answer = events.poll(30, TimeUnit.SECONDS);
        seat.deliver(new Message.Result(Message.Outcome.LOSS, 0, 3, "resignation"), "RESULT LOSS 0 3 resignation");
        seat.deliver(new Message.End(), "END");
        seat.closeInput();

        assertThat(answer)
                .isInstanceOfSatisfying(
                        BotEvent.Line.class, l -> assertThat(l.text()).isEqualTo("7TB"));
        assertThat(seat.stop(30_000, 0)).isTrue();
        assertThat(out.toString()).contains("Game over (resignation): you lose, 0 to 3.");
        assertThat(seat.isAlive()).isFalse();
    }
}
