package arbitre.bench;

import arbitre.process.RelayPriority;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A TCP proxy on the loopback that holds every chunk it reads for a fixed delay before it writes
 * it on, each way, in order: a network with that much latency, where the machine has no netem.
 */
public final class DelayProxy implements AutoCloseable {
    private record Chunk(byte[] bytes, long due) {}

    private static final Chunk EOF = new Chunk(new byte[0], 0);

    private final ServerSocket server;
    private final int targetPort;
    private final long delayNanos;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    /** Listens on a free port of the loopback and forwards to {@code targetPort}, {@code delayMs} late each way. */
    public DelayProxy(int targetPort, long delayMs) throws IOException {
        this.server = new ServerSocket(0, 16, InetAddress.getLoopbackAddress());
        this.targetPort = targetPort;
        this.delayNanos = TimeUnit.MILLISECONDS.toNanos(delayMs);
        Thread accept = new Thread(this::accept, "arbitre-delay-proxy");
        accept.setDaemon(true);
        accept.start();
    }

    public int port() {
        return server.getLocalPort();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                Socket target = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                client.setTcpNoDelay(true);
                target.setTcpNoDelay(true);
                sockets.add(client);
                sockets.add(target);
                pipe(client, target);
                pipe(target, client);
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    /** One direction: a thread reads and stamps the chunks, another writes each when it is due. */
    private void pipe(Socket from, Socket to) {
        BlockingQueue<Chunk> held = new LinkedBlockingQueue<>();
        Thread reader = new Thread(
                () -> {
                    // The network it stands for is not slower when this machine is busy.
                    RelayPriority.raiseThisThread();
                    byte[] buffer = new byte[16 * 1024];
                    try (InputStream in = from.getInputStream()) {
                        int n;
                        while ((n = in.read(buffer)) >= 0) {
                            held.add(new Chunk(Arrays.copyOf(buffer, n), System.nanoTime() + delayNanos));
                        }
                    } catch (IOException e) {
                        // the connection is gone
                    }
                    held.add(EOF);
                },
                "arbitre-delay-proxy-read");
        Thread writer = new Thread(
                () -> {
                    RelayPriority.raiseThisThread();
                    try {
                        OutputStream out = to.getOutputStream();
                        while (true) {
                            Chunk chunk = held.take();
                            if (chunk == EOF) {
                                to.shutdownOutput();
                                return;
                            }
                            long wait = chunk.due() - System.nanoTime();
                            if (wait > 0) {
                                TimeUnit.NANOSECONDS.sleep(wait);
                            }
                            out.write(chunk.bytes());
                            out.flush();
                        }
                    } catch (IOException | InterruptedException e) {
                        // the connection is gone
                    }
                },
                "arbitre-delay-proxy-write");
        reader.setDaemon(true);
        writer.setDaemon(true);
        reader.start();
        writer.start();
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (Socket socket : sockets) {
            socket.close();
        }
    }
}
