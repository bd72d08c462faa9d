package arbitre.log;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version of this build of Arbitre, read once from the resource Maven writes at build time. */
public final class ArbitreVersion {
    private static final String NUMBER = read();

    private ArbitreVersion() {}

    /** The project version, such as {@code 0.1.0}; {@code unknown} outside a build. */
    public static String number() {
        return NUMBER;
    }

    private static String read() {
        try (InputStream in = ArbitreVersion.class.getResourceAsStream("/arbitre/version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
