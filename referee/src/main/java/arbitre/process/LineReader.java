package arbitre.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;

/**
 * Turns a bot's standard output into {@link BotEvent}s on the referee's queue, on its own thread,
 * so that output at any time is seen at once and the pipe never fills.
 *
 * <p>Memory stays bounded whatever the bot prints: a line is kept up to {@code cap} bytes; a longer
 * one becomes one {@link BotEvent.Overlong} and the rest of it is read and dropped. Once the
 * referee stops listening, everything is read and dropped until the stream ends.
 */
final class LineReader implements Runnable {
    private final int player;
    private final InputStream in;
    private final BlockingQueue<BotEvent> events;
    private final int cap;
    private volatile boolean listening = true;

    LineReader(int player, InputStream in, BlockingQueue<BotEvent> events, int cap) {
        this.player = player;
        this.in = in;
        this.events = events;
        this.cap = cap;
    }

    void stopListening() {
        listening = false;
    }

    @Override
    public void run() {
        byte[] chunk = new byte[8192];
        byte[] line = new byte[cap];
        int length = 0;
        boolean dropping = false;
        try {
            int read;
            while ((read = in.read(chunk)) > 0) {
                long now = System.nanoTime();
                for (int i = 0; i < read; i++) {
                    byte b = chunk[i];
                    if (b == '\n') {
                        if (!dropping) {
                            int end = length > 0 && line[length - 1] == '\r' ? length - 1 : length;
                            emit(new BotEvent.Line(player, new String(line, 0, end, StandardCharsets.UTF_8), now));
                        }
                        length = 0;
                        dropping = false;
                    } else if (!dropping) {
                        if (length == cap) {
                            emit(new BotEvent.Overlong(player, cap, now));
                            dropping = true;
                        } else {
                            line[length++] = b;
                        }
                    }
                }
            }
        } catch (IOException e) {
            // The pipe broke: the same as the end of the output.
        }
        emit(new BotEvent.OutputClosed(player, System.nanoTime()));
    }

    private void emit(BotEvent event) {
        if (listening) {
            events.add(event);
        }
    }
}
