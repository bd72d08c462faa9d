package arbitre.replay;

import arbitre.log.UnreadableLogException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Finds match logs for replay and verification: the files named, folders searched. */
public final class LogFiles {

    private LogFiles() {}

    /**
     * The files named, with each folder replaced by the {@code .json} files under it (recursively,
     * sorted by path). Foreign JSON in a folder is told apart only when read.
     *
     * @throws UnreadableLogException for a path that does not exist
     */
    public static List<Path> expand(List<Path> paths) throws UnreadableLogException {
        List<Path> files = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    walk.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p))
                            .sorted()
                            .forEach(files::add);
                } catch (IOException e) {
                    throw new UnreadableLogException(path + ": cannot list: " + e.getMessage(), false);
                }
            } else if (Files.exists(path)) {
                files.add(path);
            } else {
                throw new UnreadableLogException(path + ": no such file or folder", false);
            }
        }
        return files;
    }
}
