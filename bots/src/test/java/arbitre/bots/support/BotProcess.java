package arbitre.bots.support;

import arbitre.bots.BotMain;
import arbitre.engine.awale.Board;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Starts {@code arbitre.bots.BotMain} as a real JVM process, with the classes under test. */
public final class BotProcess {
    private BotProcess() {}

    /** The class path holding the bots and the engine, as the test runs them. */
    public static String classPath() {
        return location(BotMain.class) + File.pathSeparator + location(Board.class);
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate the classes of " + type, e);
        }
    }

    /** A started bot process; standard error goes to {@code stderr}. */
    public static Process start(Map<String, String> environment, File stderr, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(classPath());
        command.add(BotMain.class.getName());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(stderr);
        builder.environment().putAll(environment);
        return builder.start();
    }
}
