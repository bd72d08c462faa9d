package arbitre.log;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Properties;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

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
        // Not with +, which costs a short run (the version) the JVM's generated classes for concatenation.
        return String.join("", "commit ", id, value(build, "dirty").equals("true") ? " with local changes" : "");
    }

    /** A property, or {@code unknown} when it is missing or was left unfilled by the build. */
    private static String value(Properties build, String key) {
        String value = build.getProperty(key, "").strip();
        return value.isEmpty() || value.startsWith("${") ? "unknown" : value;
    }

    private static final String RESOURCE = "arbitre/version.properties";

    private static Properties read() {
        Properties properties = new Properties();
        try (InputStream in = open()) {
            if (in != null) {
                properties.load(in);
            }
            return properties;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The resource, read from the jar (or folder) of this class itself where it can be: through the
     * class loader, it is looked for among the JDK's own modules first, which opens the JDK's image
     * of modules by reflection, a good part of a short run such as the version's. This jar's file is
     * open already, and opened again without reading it anew.
     */
    private static InputStream open() throws IOException {
        Path own = ownLocation();
        if (own != null && Files.isDirectory(own)) {
            Path file = own.resolve(RESOURCE);
            if (Files.isRegularFile(file)) {
                return Files.newInputStream(file);
            }
        } else if (own != null && Files.isRegularFile(own)) {
            ZipFile jar = new ZipFile(own.toFile());
            ZipEntry entry = jar.getEntry(RESOURCE);
            if (entry != null) {
                return new FilterInputStream(jar.getInputStream(entry)) {
                    @Override
                    public void close() throws IOException {
                        try {
                            super.close();
                        } finally {
                            jar.close();
                        }
                    }
                };
            }
            jar.close();
        }
        return ArbitreVersion.class.getResourceAsStream("/" + RESOURCE);
    }

    /** The jar or class folder this class was loaded from, or {@code null} when it cannot be told. */
    private static Path ownLocation() {
        try {
            CodeSource source = ArbitreVersion.class.getProtectionDomain().getCodeSource();
            return source == null || source.getLocation() == null
                    ? null
                    : Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
