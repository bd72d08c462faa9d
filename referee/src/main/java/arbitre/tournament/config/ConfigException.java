package arbitre.tournament.config;

/** A tournament config that cannot be used; the message names the file, the place and the field. */
public final class ConfigException extends RuntimeException {
    public ConfigException(String message) {
        super(message);
    }
}
