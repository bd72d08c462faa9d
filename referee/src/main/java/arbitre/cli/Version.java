package arbitre.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version of the build, read from the resource Maven writes at build time. */
public final class Version implements IVersionProvider {

    /** The project version, such as {@code 0.1.0}. */
    public static String number() {
        try (InputStream in = Version.class.getResourceAsStream("/arbitre/version.properties")) {
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

    @Override
    public String[] getVersion() {
        return new String[] {
            "arbitre " + number(),
            "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")",
        };
    }
}
