package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** Headless Chromium, for tests that check a page as a browser renders it. */
public final class Chromium {
    private Chromium() {}

    /** Runs headless Chromium with {@code args} (its scratch files under {@code dir}) and returns its standard output. */
    public static String run(Path dir, String... args) throws IOException, InterruptedException {
        return run(true, dir, args);
    }

    private static String run(boolean budget, Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = headless(Files.createTempDirectory(dir, "chromium"));
        if (budget) {
            command.add("--virtual-time-budget=3000");
        }
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "chromium", ".out");
        Process process = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!process.waitFor(90, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("chromium did not finish within 90 s: " + command);
        }
        assertThat(process.exitValue())
                .as("chromium's exit code for " + command)
                .isZero();
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /**
     * The page's DOM at its load event, its scripts run but no virtual time given: for a page that
     * streams events, under which virtual time hardly advances.
     */
    public static String domAtLoad(Path dir, String url) throws IOException, InterruptedException {
        return run(false, dir, "--timeout=10000", "--dump-dom", url);
    }

    /** The page's DOM after its scripts ran. */
    public static String dom(Path dir, String url) throws IOException, InterruptedException {
        return run(dir, "--dump-dom", url);
    }

    /**
     * A page kept open in headless Chromium and read as often as a test likes, never reloaded: for a
     * page that changes by itself. It speaks Chromium's DevTools protocol over a WebSocket.
     */
    public static final class Page implements AutoCloseable {
        private static final ObjectMapper JSON = new ObjectMapper();
        private final Process process;
        private final WebSocket socket;
        private final AtomicInteger ids = new AtomicInteger();
        private final Map<Integer, CompletableFuture<JsonNode>> answers = new ConcurrentHashMap<>();

        private Page(Process process, String debuggerUrl) throws Exception {
            this.process = process;
            StringBuilder parts = new StringBuilder();
            this.socket = HttpClient.newHttpClient()
                    .newWebSocketBuilder()
                    .buildAsync(URI.create(debuggerUrl), new WebSocket.Listener() {
                        @Override
                        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                            parts.append(data);
                            if (last) {
                                try {
                                    JsonNode message = JSON.readTree(parts.toString());
                                    CompletableFuture<JsonNode> answer =
                                            answers.remove(message.path("id").asInt(-1));
                                    if (answer != null) {
                                        answer.complete(message);
                                    }
                                } catch (IOException e) {
                                    // not an answer of ours
                                }
                                parts.setLength(0);
                            }
                            ws.request(1);
                            return null;
                        }
                    })
                    .get(30, TimeUnit.SECONDS);
        }

        /** Opens {@code url} in a window of {@code width}x{@code height}, its scratch files under {@code dir}. */
        public static Page open(Path dir, String url, int width, int height) throws Exception {
            Path profile = Files.createTempDirectory(dir, "chromium");
            List<String> command = headless(profile);
            command.addAll(List.of(
                    "--hide-scrollbars",
                    "--window-size=" + width + "," + height,
                    "--remote-debugging-port=0",
                    "--remote-allow-origins=*",
                    url));
            Process process = new ProcessBuilder(command)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            try {
                Path portFile = profile.resolve("DevToolsActivePort");
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (!Files.exists(portFile) || Files.readAllLines(portFile).isEmpty()) {
                    if (System.nanoTime() - until > 0 || !process.isAlive()) {
                        throw new AssertionError("chromium gave no DevTools port within 60 s");
                    }
                    Thread.sleep(100);
                }
                String port = Files.readAllLines(portFile).get(0).trim();
                String debuggerUrl = null;
                while (debuggerUrl == null) {
                    String list = HttpClient.newHttpClient()
                            .send(
                                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list"))
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString())
                            .body();
                    for (JsonNode target : JSON.readTree(list)) {
                        if (target.path("type").asText().equals("page")) {
                            debuggerUrl = target.path("webSocketDebuggerUrl").asText();
                        }
                    }
                    if (debuggerUrl == null) {
                        if (System.nanoTime() - until > 0) {
                            throw new AssertionError("chromium opened no page within 60 s");
                        }
                        Thread.sleep(100);
                    }
                }
                Page page = new Page(process, debuggerUrl);
                // The window's size is the browser's, frame included: the page itself gets exactly this.
                page.call(
                        "Emulation.setDeviceMetricsOverride",
                        Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", false));
                return page;
            } catch (Exception | AssertionError e) {
                process.destroyForcibly();
                throw e;
            }
        }

        private JsonNode call(String method, Map<String, Object> params) throws Exception {
            int id = ids.incrementAndGet();
            CompletableFuture<JsonNode> answer = new CompletableFuture<>();
            answers.put(id, answer);
            socket.sendText(JSON.writeValueAsString(Map.of("id", id, "method", method, "params", params)), true)
                    .get(30, TimeUnit.SECONDS);
            JsonNode message = answer.get(30, TimeUnit.SECONDS);
            if (message.has("error")) {
                throw new AssertionError(method + ": " + message.get("error"));
            }
            return message.path("result");
        }

        /** The value of a JavaScript expression in the page as it is now, as JSON. */
        public JsonNode evaluate(String expression) throws Exception {
            JsonNode result = call("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true));
            if (result.has("exceptionDetails")) {
                throw new AssertionError(expression + ": " + result.get("exceptionDetails"));
            }
            return result.path("result").path("value");
        }

        /** The page as it looks now, as a PNG. */
        public void screenshot(Path png) throws Exception {
            String data = call("Page.captureScreenshot", Map.of("format", "png"))
                    .path("data")
                    .asText();
            Files.write(png, java.util.Base64.getDecoder().decode(data));
        }

        @Override
        public void close() throws InterruptedException {
            socket.abort();
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** Headless Chromium, quiet, with its profile in {@code profile}: the words before a test's own. */
    private static List<String> headless(Path profile) {
        return new ArrayList<>(List.of(
                binary(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--user-data-dir=" + profile));
    }

    private static String binary() {
        for (String name : List.of("chromium", "chromium-browser")) {
            for (String folder : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
                Path candidate = Path.of(folder, name);
                if (Files.isExecutable(candidate)) {
                    return candidate.toString();
                }
            }
        }
        throw new AssertionError("chromium is not installed: the HTML report is tested in a real browser; "
                + "install it with 'apt-get install -y chromium' (.ci/run does so on CI)");
    }
}
