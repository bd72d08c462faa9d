package arbitre.tournament.run;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a run can write where it will write, asked before its first game: a file is created in
 * the folder and deleted again, so that a folder that cannot take a log stops the run at once
 * instead of after a game whose log is then lost.
 */
public final class WritableFolder {
    private WritableFolder() {}

    /**
     * Why {@code folder} (created when missing) cannot take files, or empty when it can.
     *
     * @param what what goes there, for the message ("the match logs")
     */
    public static Optional<String> problem(Path folder, String what) {
        try {
            Files.createDirectories(folder);
            Path probe = Files.createTempFile(folder, ".arbitre-probe-", ".tmp");
            Files.delete(probe);
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of(folder + " cannot be written (" + reason(e) + "), and " + what
                    + " go there: make it writable by this user, or give another output folder");
        }
    }

    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
}
