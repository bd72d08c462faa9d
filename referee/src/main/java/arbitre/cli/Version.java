package arbitre.cli;

import arbitre.log.ArbitreVersion;
import picocli.CommandLine.IVersionProvider;

/** The version of the build, the commit it was built from and the Java it runs on, for {@code --version}. */
public final class Version implements IVersionProvider {

    /** The project version, such as {@code 0.1.0}. */
    public static String number() {
        return ArbitreVersion.number();
    }

    /**
     * Joined with {@link String#join} rather than {@code +}: the first {@code +} of a run has the JVM
     * generate classes for string concatenation (a few hundred loaded), more than the rest of the
     * version's run.
     */
    @Override
    public String[] getVersion() {
        return new String[] {
            String.join("", "arbitre ", number(), " (", ArbitreVersion.commit(), ")"),
            String.join("", "Java ", javaVersion(), " (", String.valueOf(System.getProperty("java.vendor")), ")"),
        };
    }

    /**
     * The version of the running Java, as {@link Runtime#version()} writes it; read from the property
     * it is made from, since writing it takes a stream and lambdas that a short run pays for.
     */
    static String javaVersion() {
        String property = System.getProperty("java.runtime.version");
        return property != null ? property : Runtime.version().toString();
    }
}
