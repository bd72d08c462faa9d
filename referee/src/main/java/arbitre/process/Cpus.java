package arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The CPUs this process may run on, so that matches played at once can each be given one. */
public final class Cpus {

    private Cpus() {}

    /**
     * The CPUs this process may use, by number, from {@code Cpus_allowed_list} in
     * {@code /proc/self/status} (such as {@code 0-3,8}); where that cannot be read, 0 to the number
     * of processors less one.
     */
    public static List<Integer> allowed() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return parse(line.substring(line.indexOf(':') + 1).trim());
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or /proc not mounted
        }
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) {
            all.add(i);
        }
        return all;
    }

    /** Reads a CPU list such as {@code 0-3,8,10-11}. */
    static List<Integer> parse(String list) {
        List<Integer> cpus = new ArrayList<>();
        for (String part : list.split(",")) {
            String range = part.trim();
            if (range.isEmpty()) {
                continue;
            }
            int dash = range.indexOf('-');
            int from = Integer.parseInt(dash < 0 ? range : range.substring(0, dash));
            int to = dash < 0 ? from : Integer.parseInt(range.substring(dash + 1));
            for (int cpu = from; cpu <= to; cpu++) {
                cpus.add(cpu);
            }
        }
        if (cpus.isEmpty()) {
            throw new IllegalArgumentException("no CPU in '" + list + "'");
        }
        return cpus;
    }
}
