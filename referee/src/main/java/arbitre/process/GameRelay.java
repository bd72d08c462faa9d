package arbitre.process;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The queue a bot that may stay up between games is started with: it holds nothing itself, but
 * passes each event of the bot's to the queue of the game the bot plays now, tagged with the side
 * it plays there. Between games, when no game listens, it keeps what the bot did instead: its
 * first line (output when nothing asked for any), and its exit; the next game the bot was to play
 * is charged with it (docs/protocol.md, "Staying up between games").
 *
 * <p>The bot's first line, when it is {@value #DECLARATION}, is the bot's word that it can play
 * another game on the same process: it is taken here and never reaches a game. {@value
 * #DECLARATION_WITH_START} says more: that the bot reads each next game's start on its {@code GAME}
 * line, so that it may play a game from another start than its first even where no line of the
 * game tells the start. A line that starts
 * with {@code RESULT} or {@code END} between games is a course bot's own announcement of the
 * result it was just told, and is dropped, as after any game.
 *
 * <p>Only {@link #add}, {@link #offer(Object)} and {@link #put} are used (by the bot's reading
 * threads); the queue itself stays empty.
 */
public final class GameRelay extends LinkedBlockingQueue<BotEvent> {
    private static final long serialVersionUID = 1L;

    /** The line by which a bot says it can stay up. */
    public static final String DECLARATION = "STAY-UP";

    /** The line by which a bot says it can stay up and reads each next game's start on its {@code GAME} line. */
    public static final String DECLARATION_WITH_START = "STAY-UP START";

    /** The variable that offers staying up to a bot; a bot that was not offered it must not declare. */
    public static final String OFFER = "ARBITRE_STAY_UP";

    private transient BlockingQueue<BotEvent> game;
    private int player;
    private boolean lineSeen;
    private boolean declared;
    private boolean startOnGameLine;
    /** Lines taken here before the bot's connection was known, to give back to its reader. */
    private int untaken;

    private transient BotConnection bot;
    /** What the bot did when no game was under way: its first line there, its exit. */
    private String lineBetween;

    private boolean overlongBetween;
    private Integer exitBetween;

    /** A relay whose events go to {@code game}, tagged {@code player}. */
    public GameRelay(BlockingQueue<BotEvent> game, int player) {
        this.game = game;
        this.player = player;
    }

    /** The bot's connection, once started: its lines taken here are given back to its reader. */
    public synchronized void bot(BotConnection connection) {
        this.bot = connection;
        for (; untaken > 0; untaken--) {
            connection.taken();
        }
    }

    /** Whether the bot said it can stay up. */
    public synchronized boolean declared() {
        return declared;
    }

    /** Whether the bot said it reads each next game's start on its {@code GAME} line ({@value #DECLARATION_WITH_START}). */
    public synchronized boolean startOnGameLine() {
        return startOnGameLine;
    }

    /** The game the relay was detached from, while the bot may still be given back to it. */
    private transient BlockingQueue<BotEvent> left;

    /** The game is over: what the bot does from now on is kept for its next game. */
    public synchronized void detach() {
        if (game != null) {
            left = game;
        }
        game = null;
    }

    /**
     * The bot is not kept after all (it died as its game ended): its game, which it was detached
     * from, has its events again, with what it did meanwhile.
     */
    public synchronized void reattach() {
        if (game != null || left == null) {
            return;
        }
        game = left;
        left = null;
        if (lineBetween != null) {
            game.add(new BotEvent.Line(player, lineBetween, System.nanoTime()));
            lineBetween = null;
        }
        if (exitBetween != null) {
            game.add(new BotEvent.Exited(player, exitBetween, System.nanoTime()));
            exitBetween = null;
        }
    }

    /** The bot's next game begins: its events go to {@code next}, tagged {@code side}. */
    public synchronized void attach(BlockingQueue<BotEvent> next, int side) {
        game = next;
        left = null;
        player = side;
        if (lineBetween != null) {
            // Written after its keeper looked, as its new game began: the new game sees it, out of turn.
            next.add(new BotEvent.Line(side, lineBetween, System.nanoTime()));
            lineBetween = null;
        }
    }

    /** The first line the bot wrote between games, or {@code null}. */
    public synchronized String lineBetween() {
        return lineBetween;
    }

    /** Whether the bot wrote an over-long line between games. */
    public synchronized boolean overlongBetween() {
        return overlongBetween;
    }

    /** The bot's exit code, when it exited between games; {@code null} else. */
    public synchronized Integer exitBetween() {
        return exitBetween;
    }

    @Override
    public boolean offer(BotEvent event) {
        return add(event);
    }

    @Override
    public void put(BotEvent event) {
        add(event);
    }

    @Override
    public synchronized boolean add(BotEvent event) {
        if (event instanceof BotEvent.Line line && !lineSeen) {
            lineSeen = true;
            String text = line.text().strip();
            if (text.equals(DECLARATION) || text.equals(DECLARATION_WITH_START)) {
                declared = true;
                startOnGameLine = text.equals(DECLARATION_WITH_START);
                taken();
                return true;
            }
        }
        if (game != null) {
            game.add(tagged(event, player));
            return true;
        }
        if (event instanceof BotEvent.Line line) {
            taken();
            String text = line.text().strip().toUpperCase(java.util.Locale.ROOT);
            if (lineBetween == null && !text.startsWith("RESULT") && !text.startsWith("END")) {
                lineBetween = line.text();
            }
        } else if (event instanceof BotEvent.Overlong) {
            taken();
            overlongBetween = true;
        } else if (event instanceof BotEvent.Exited exited) {
            exitBetween = exited.exitCode();
        }
        return true;
    }

    private void taken() {
        if (bot != null) {
            bot.taken();
        } else {
            untaken++;
        }
    }

    /** The event as one of player {@code side}'s. */
    static BotEvent tagged(BotEvent event, int side) {
        if (event.player() == side) {
            return event;
        }
        if (event instanceof BotEvent.Line line) {
            return new BotEvent.Line(side, line.text(), line.nanos(), line.readerWaitNanos());
        }
        if (event instanceof BotEvent.Overlong overlong) {
            return new BotEvent.Overlong(side, overlong.cap(), overlong.nanos());
        }
        if (event instanceof BotEvent.OutputClosed closed) {
            return new BotEvent.OutputClosed(side, closed.nanos());
        }
        if (event instanceof BotEvent.Exited exited) {
            return new BotEvent.Exited(side, exited.exitCode(), exited.nanos());
        }
        if (event instanceof BotEvent.Resigned resigned) {
            return new BotEvent.Resigned(side, resigned.nanos());
        }
        throw new IllegalArgumentException("an event of an unknown kind: " + event);
    }
}
