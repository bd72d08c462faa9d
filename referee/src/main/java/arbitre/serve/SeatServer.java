package arbitre.serve;

import arbitre.process.BotProcess;
import arbitre.report.HtmlReport;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.http.UriCompliance;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.FutureCallback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server of a served tournament (Jetty): the live page at {@code /}, its events at {@code
 * /events}, and the remote seats at {@code /seat/NAME} (WebSocket, the name encoded as {@link
 * SeatPath} says, the seat's token as {@code Authorization: Bearer TOKEN}). Every read has a time
 * limit: a client that never finishes its request, or stops answering pings, is cut.
 */
public final class SeatServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SeatServer.class);
    /** The timers of the remote seats: pings, and the wait for a lost connection. */
    static final ScheduledExecutorService TIMERS = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "arbitre-seat-timers");
        t.setDaemon(true);
        return t;
    });
    /** A client that has not sent its whole request (or anything at all) in this time is cut. */
    static final long HANDSHAKE_MS = 10_000;
    /** How often a connected seat is pinged when nothing else happens. */
    static final long PING_EVERY_MS = 2_000;
    /** A seat whose client answers no ping for this long is cut (a half-open connection). */
    static final long PONG_MISSING_MS = 15_000;
    /** How long the server waits for its clients to be told the tournament is over, before it stops. */
    static final long OVER_WAIT_MS = 3_000;
    /** The most pages following the live events at once. */
    static final int PAGES_MAX = 500;
    /** The report's board drawings, which the live page draws its games with, and their style. */
    private static final String BOARDS_SCRIPT = HtmlReport.boardsScript();

    private static final String BOARDS_STYLE = HtmlReport.boardsStyle();

    private final boolean secure;
    private final Server server;
    private final ServerConnector connector;
    private final RemoteSeats seats;
    private final LiveFeed feed;

    private SeatServer(Server server, ServerConnector connector, RemoteSeats seats, LiveFeed feed, boolean secure) {
        this.secure = secure;
        this.server = server;
        this.connector = connector;
        this.seats = seats;
        this.feed = feed;
    }

    /** Starts serving on {@code host:port} (port 0: any free one), in plain HTTP. */
    public static SeatServer start(String host, int port, RemoteSeats seats, LiveFeed feed) throws Exception {
        return start(host, port, seats, feed, null, null);
    }

    /**
     * Starts serving on {@code host:port} (port 0: any free one); with a key store, in HTTPS and
     * WSS only, its key and certificate from it.
     *
     * @param keyStore a PKCS12 or JKS key store, or {@code null} for plain HTTP
     * @param password the key store's password
     */
    public static SeatServer start(
            String host, int port, RemoteSeats seats, LiveFeed feed, java.nio.file.Path keyStore, String password)
            throws Exception {
        QueuedThreadPool threads = new QueuedThreadPool(64, 4);
        threads.setName("arbitre-server");
        threads.setDaemon(true);
        Server server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setRequestHeaderSize(8192);
        // A seat's name may hold any printable character, and its path is read as it was sent
        // (SeatPath): the encodings refused by default as ambiguous (an encoded /, %, . or \) are let
        // through. Nothing here maps a path to a file; the pages are found by their exact paths.
        http.setUriCompliance(UriCompliance.DEFAULT.with(
                "seat names",
                UriCompliance.Violation.AMBIGUOUS_PATH_SEPARATOR,
                UriCompliance.Violation.AMBIGUOUS_PATH_ENCODING,
                UriCompliance.Violation.AMBIGUOUS_PATH_SEGMENT,
                UriCompliance.Violation.SUSPICIOUS_PATH_CHARACTERS));
        ServerConnector connector;
        if (keyStore == null) {
            connector = new ServerConnector(server, new HttpConnectionFactory(http));
        } else {
            org.eclipse.jetty.util.ssl.SslContextFactory.Server tls =
                    new org.eclipse.jetty.util.ssl.SslContextFactory.Server();
            tls.setKeyStorePath(keyStore.toAbsolutePath().toString());
            tls.setKeyStorePassword(password);
            org.eclipse.jetty.server.SecureRequestCustomizer secure =
                    new org.eclipse.jetty.server.SecureRequestCustomizer();
            // The room connects by address as often as by name: the certificate's name is the client's to check.
            secure.setSniHostCheck(false);
            http.addCustomizer(secure);
            connector = new ServerConnector(
                    server,
                    new org.eclipse.jetty.server.SslConnectionFactory(tls, "http/1.1"),
                    new HttpConnectionFactory(http));
        }
        connector.setHost(host);
        connector.setPort(port);
        connector.setIdleTimeout(HANDSHAKE_MS);
        server.addConnector(connector);
        SeatServer seatServer = new SeatServer(server, connector, seats, feed, keyStore != null);
        WebSocketUpgradeHandler ws = WebSocketUpgradeHandler.from(server, container -> {
            // One protocol line per frame: anything longer is no line, and the connection is cut.
            container.setMaxTextMessageSize(4L * BotProcess.LINE_CAP);
            container.setMaxBinaryMessageSize(64);
            container.setIdleTimeout(Duration.ofMillis(PONG_MISSING_MS));
            // Every upgrade, not only those under /seat/: a name of dots only is a path that
            // normalizes to another, and upgrade() reads the path as it was sent.
            container.addMapping("/*", seatServer::upgrade);
        });
        ws.setHandler(seatServer.new Pages());
        server.setHandler(ws);
        server.start();
        TIMERS.scheduleWithFixedDelay(seatServer::keepAlive, PING_EVERY_MS, PING_EVERY_MS, TimeUnit.MILLISECONDS);
        return seatServer;
    }

    public int port() {
        return connector.getLocalPort();
    }

    public String host() {
        return connector.getHost();
    }

    private void keepAlive() {
        for (RemoteSeat seat : seats.all()) {
            Session s = seat.session();
            if (s == null) {
                continue;
            }
            if (seat.sinceLastPongNanos() > TimeUnit.MILLISECONDS.toNanos(PONG_MISSING_MS)) {
                seat.cut(s, "no answer to pings for " + PONG_MISSING_MS / 1000 + " s");
            } else {
                seat.ping();
            }
        }
    }

    /** A client asks for a seat: its token decides, compared in constant time and never written anywhere. */
    private Object upgrade(
            org.eclipse.jetty.websocket.server.ServerUpgradeRequest request,
            org.eclipse.jetty.websocket.server.ServerUpgradeResponse response,
            Callback callback) {
        String path = request.getHttpURI().getPath();
        if (path == null || !path.startsWith(SeatPath.PREFIX)) {
            Response.writeError(request, response, callback, 404);
            return null;
        }
        String name = SeatPath.name(path);
        RemoteSeat seat = name == null ? null : seats.seat(name);
        String auth = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        String token = auth != null && auth.startsWith("Bearer ") ? auth.substring("Bearer ".length()) : null;
        String from = String.valueOf(Request.getRemoteAddr(request));
        if (seat == null || !seat.accepts(token)) {
            LOG.warn(
                    "refused a connection to seat '{}' from {}: {}",
                    printable(name != null ? name : path),
                    from,
                    seat == null ? "no such seat" : token == null ? "no token" : "wrong token");
            Response.writeError(request, response, callback, 401, "wrong or missing token for this seat");
            return null;
        }
        if (!seat.hold()) {
            LOG.warn("refused a connection to seat '{}' from {}: the seat is in use", seat.name(), from);
            Response.writeError(request, response, callback, 409, "this seat is in use by another connection");
            return null;
        }
        LOG.info("seat '{}' connected from {}", seat.name(), from);
        return new Endpoint(seat);
    }

    /** A name as written in a log: printable characters only, and not too many. */
    static String printable(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length() && out.length() < 64; i++) {
            char c = text.charAt(i);
            out.append(c >= 0x20 && c < 0x7f ? c : '?');
        }
        return out.toString();
    }

    /** One client's WebSocket on a seat. */
    public static final class Endpoint implements Session.Listener.AutoDemanding {
        private final RemoteSeat seat;
        private Session session;

        Endpoint(RemoteSeat seat) {
            this.seat = seat;
        }

        @Override
        public void onWebSocketOpen(Session s) {
            session = s;
            if (!seat.attach(s)) {
                s.close(
                        1008,
                        "this seat is in use by another connection",
                        org.eclipse.jetty.websocket.api.Callback.NOOP);
                return;
            }
            if (seat.tellIfOver(s)) {
                return;
            }
            seat.ping();
        }

        @Override
        public void onWebSocketText(String text) {
            seat.text(session, text);
        }

        @Override
        public void onWebSocketBinary(ByteBuffer payload, org.eclipse.jetty.websocket.api.Callback callback) {
            callback.succeed();
            seat.cut(session, "binary frames are not part of the protocol");
        }

        @Override
        public void onWebSocketPong(ByteBuffer payload) {
            seat.pong(payload);
        }

        @Override
        public void onWebSocketClose(int code, String reason) {
            if (session == null) {
                seat.unhold();
                return;
            }
            seat.detach(session, "closed with code " + code);
        }

        @Override
        public void onWebSocketError(Throwable cause) {
            if (session == null) {
                seat.unhold();
                return;
            }
            seat.detach(
                    session,
                    printable(
                            cause.getMessage() != null
                                    ? cause.getMessage()
                                    : cause.getClass().getSimpleName()));
        }
    }

    /** The live page, read-only: GET and HEAD only. */
    private final class Pages extends Handler.Abstract {
        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            String method = request.getMethod();
            if (!HttpMethod.GET.is(method) && !HttpMethod.HEAD.is(method)) {
                response.getHeaders().put(HttpHeader.ALLOW, "GET, HEAD");
                Response.writeError(request, response, callback, 405);
                return true;
            }
            String path = Request.getPathInContext(request);
            response.getHeaders().put("X-Content-Type-Options", "nosniff");
            response.getHeaders()
                    .put(
                            "Content-Security-Policy",
                            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
                                    + " connect-src 'self'");
            switch (path) {
                case "/", "/index.html" -> resource(response, callback, "live.html", "text/html; charset=utf-8");
                case "/live.js" -> resource(response, callback, "live.js", "text/javascript; charset=utf-8");
                case "/live.css" -> resource(response, callback, "live.css", "text/css; charset=utf-8");
                case "/boards.js" -> text(response, callback, BOARDS_SCRIPT, "text/javascript; charset=utf-8");
                case "/boards.css" -> text(response, callback, BOARDS_STYLE, "text/css; charset=utf-8");
                case "/events" -> events(response, callback);
                case "/report.html", "/bracket.html" -> report(request, response, callback, path.substring(1));
                case "/snapshot.js" ->
                    text(
                            response,
                            callback,
                            "window.arbitreSnapshot = " + feed.snapshot() + ";\n",
                            "text/javascript; charset=utf-8");
                default -> Response.writeError(request, response, callback, 404);
            }
            return true;
        }

        private void resource(Response response, Callback callback, String name, String type) {
            byte[] bytes;
            try (InputStream in = SeatServer.class.getResourceAsStream("/arbitre/live/" + name)) {
                bytes = in.readAllBytes();
            } catch (IOException | NullPointerException e) {
                callback.failed(new IOException("missing resource " + name));
                return;
            }
            response.setStatus(200);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            response.write(true, ByteBuffer.wrap(bytes), callback);
        }

        /**
         * The tournament's report (or its bracket) as it was last written, so that the live bracket's
         * links open each game's replay. Only these two names, from the tournament's folder: a page of
         * its own, with its scripts inline, that reads nothing from any network.
         */
        private void report(Request request, Response response, Callback callback, String name) {
            java.nio.file.Path folder = feed.reports();
            byte[] bytes;
            try {
                bytes = folder == null ? null : java.nio.file.Files.readAllBytes(folder.resolve(name));
            } catch (IOException e) {
                bytes = null;
            }
            if (bytes == null) {
                Response.writeError(request, response, callback, 404);
                return;
            }
            response.getHeaders()
                    .put(
                            "Content-Security-Policy",
                            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline';"
                                    + " img-src data:");
            response.setStatus(200);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/html; charset=utf-8");
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            response.write(true, ByteBuffer.wrap(bytes), callback);
        }

        private void text(Response response, Callback callback, String text, String type) {
            response.setStatus(200);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            response.write(true, ByteBuffer.wrap(utf8(text)), callback);
        }

        /**
         * Server-sent events: the snapshot, then each change, and a comment between them (the feed's
         * empty text), written one at a time on the feed's thread. A page that cannot keep up is
         * dropped: its response ends, and its browser connects again.
         */
        private void events(Response response, Callback callback) {
            if (feed.pages() >= PAGES_MAX) {
                response.setStatus(503);
                response.write(true, ByteBuffer.allocate(0), callback);
                return;
            }
            response.setStatus(200);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            Consumer<String>[] self = new Consumer[1];
            self[0] = data -> {
                FutureCallback written = new FutureCallback();
                String event = data.isEmpty() ? ": still here\n\n" : "data: " + data + "\n\n";
                Content.Sink.write(response, false, event, written);
                try {
                    written.get(5, TimeUnit.SECONDS);
                } catch (Exception e) {
                    feed.unsubscribe(self[0]);
                    callback.failed(e);
                }
            };
            feed.subscribe(self[0]);
        }
    }

    /** Where the server listens, as a user reads it. */
    public String address() {
        return (secure ? "https://" : "http://") + (host().contains(":") ? "[" + host() + "]" : host()) + ":" + port()
                + "/";
    }

    /**
     * The tournament is over: every seat's client is told so ({@code @OVER GAMES}, then a normal
     * close), so that it stops instead of trying to connect again. Waits a little for those frames
     * to go out: the server stops next.
     */
    public void tournamentOver() {
        java.util.concurrent.CompletableFuture<?>[] told =
                seats.all().stream().map(RemoteSeat::over).toArray(java.util.concurrent.CompletableFuture[]::new);
        try {
            java.util.concurrent.CompletableFuture.allOf(told).get(OVER_WAIT_MS, TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            LOG.debug("telling the seats the tournament is over: {}", e.toString());
        }
    }

    @Override
    public void close() {
        try {
            server.stop();
        } catch (Exception e) {
            LOG.debug("stopping the server: {}", e.getMessage());
        }
    }

    /** Parses {@code [HOST:]PORT}; the host is 127.0.0.1 unless given. */
    public static InetSocketAddress parseAddress(String text) {
        String host = "127.0.0.1";
        String port = text;
        int colon = text.lastIndexOf(':');
        if (colon >= 0) {
            host = text.substring(0, colon);
            port = text.substring(colon + 1);
            if (host.startsWith("[") && host.endsWith("]")) {
                host = host.substring(1, host.length() - 1);
            }
        }
        int number;
        try {
            number = Integer.parseInt(port);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--serve: '" + text + "' is not [HOST:]PORT");
        }
        if (number < 0 || number > 65535 || host.isEmpty()) {
            throw new IllegalArgumentException("--serve: '" + text + "' is not [HOST:]PORT");
        }
        return InetSocketAddress.createUnresolved(host, number);
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
