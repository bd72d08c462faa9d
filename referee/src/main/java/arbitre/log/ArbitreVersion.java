package arbitre.log;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The version of this build of Arbitre and the commit it was built from, read once from the resource
 * Maven writes at build time.
 */
public final class ArbitreVersion {
    private static final Properties BUILD = read();
    private static final String NUMBER = value(BUILD, "version");

    private ArbitreVersion() {}

    /** The project version, such as {@code 0.1.0}; {@code unknown} outside a build. */
    public static String number() {
        return NUMBER;
    }

    /**
     * The commit of this build, such as {@code commit 1a2b3c4d5e6f}, {@code commit 1a2b3c4d5e6f with
     * local changes}, or {@code commit unknown} for a build made outside a git checkout.
     */
    public static String commit() {
        return commit(BUILD);
    }

    static String commit(Properties build) {
        String id = value(build, "commit");
        if (id.equals("unknown")) {
            return "commit unknown (built outside a git checkout)";
        }
        return "commit " + id + (value(build, "dirty").equals("true") ? " with local changes" : "");
    }

    /** A property, or {@code unknown} when it is missing or was left unfilled by the build. */
    private static String value(Properties build, String key) {
        String value = build.getProperty(key, "").strip();
        return value.isEmpty() || value.startsWith("${") ? "unknown" : value;
    }

    private static Properties read() {
        Properties properties = new Properties();
        try (InputStream in = ArbitreVersion.class.getResourceAsStream("/arbitre/version.properties")) {
            if (in != null) {
                properties.load(in);
            }
            return properties;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
