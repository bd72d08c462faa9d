package arbitre.game.nim;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A Nim bot that runs as its own process ({@code java -cp <test classpath> arbitre.game.nim.NimBot
 * [perfect|first]}): {@code perfect} leaves a nim-sum of zero when it can, {@code first} takes one
 * counter from the first heap that has any. It reads {@code POSITION}, {@code START}, the
 * opponent's moves, {@code RESULT} and {@code END}, and writes one move a line.
 */
public final class NimBot {
    private NimBot() {}

    public static void main(String[] args) throws IOException {
        boolean perfect = args.length == 0 || args[0].equals("perfect");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int[] heaps = new int[0];
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] words = line.strip().split(" ");
            if (words[0].equals("POSITION")) {
                heaps = Arrays.stream(words).skip(1).mapToInt(Integer::parseInt).toArray();
            } else if (words[0].equals("END")) {
                return;
            } else if (words[0].equals("RESULT")) {
                continue;
            } else {
                if (!words[0].equals("START")) {
                    take(heaps, words[0]);
                }
                String move = perfect ? perfect(heaps) : first(heaps);
                take(heaps, move);
                System.out.println(move);
                System.out.flush();
            }
        }
    }

    private static void take(int[] heaps, String move) {
        heaps[move.charAt(0) - '1'] -= move.charAt(2) - '0';
    }

    private static String first(int[] heaps) {
        for (int h = 0; h < heaps.length; h++) {
            if (heaps[h] > 0) {
                return (h + 1) + ":1";
            }
        }
        throw new IllegalStateException("no counter left");
    }

    private static String perfect(int[] heaps) {
        int sum = Arrays.stream(heaps).reduce(0, (a, b) -> a ^ b);
        for (int h = 0; h < heaps.length && sum != 0; h++) {
            int target = heaps[h] ^ sum;
            if (target < heaps[h]) {
                return (h + 1) + ":" + (heaps[h] - target);
            }
        }
        return first(heaps);
    }
}
