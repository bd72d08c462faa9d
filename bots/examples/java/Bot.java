import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A minimal Arbitre bot in Java: it keeps the board and answers a uniformly random legal move.
 *
 * <p>Start from here. The rules are in docs/awale.md and the protocol in docs/protocol.md; in
 * short: the referee sends START (you move first) or the opponent's move (e.g. 14TB), you answer
 * one move per line on standard output and flush; RESULT ... or END means the game is over. A
 * game may start from an opening: OPENING 3R 14B ... comes first, the moves both players already
 * made; play them on your board and wait for START or the opponent's move. Offered
 * ARBITRE_STAY_UP=1, it says STAY-UP first and plays each next game, opened by GAME 1 or GAME 2,
 * on the same process: no JVM start per game. Debug output goes to standard error, never to
 * standard output.
 *
 * <p>One file, standard library only: run it as it is with {@code java bots/examples/java/Bot.java}
 * (Java 11 or later compiles it at each start, about a second, off the clock), or compile it once
 * with {@code javac -d bots/examples/java/classes bots/examples/java/Bot.java} and run {@code java
 * -cp bots/examples/java/classes Bot}.
 */
public final class Bot {
    static final int HOLES = 16;
    static final int MOVE_LIMIT = 400;

    /** Holes 1..16 are indices 0..15; players are 1 and 2. */
    static final class Board {
        final String rules;
        final int[] red = new int[HOLES];
        final int[] blue = new int[HOLES];
        final int[] transparent = new int[HOLES];
        final int[] captured = new int[3];
        int toMove = 1;
        int ply;
        boolean over;

        Board(String rules) {
            if (!rules.equals("official") && !rules.equals("report")) {
                throw new IllegalArgumentException("unknown rule set " + rules);
            }
            this.rules = rules;
            java.util.Arrays.fill(red, 2);
            java.util.Arrays.fill(blue, 2);
            java.util.Arrays.fill(transparent, 2);
        }

        int owner(int i) {
            if (rules.equals("official")) {
                return i % 2 == 0 ? 1 : 2; // odd holes (1, 3, ...) are player 1's
            }
            return i < 8 ? 1 : 2; // holes 1-8 are player 1's
        }

        int seeds(int i) {
            return red[i] + blue[i] + transparent[i];
        }

        List<String> legalMoves() {
            List<String> moves = new ArrayList<>();
            if (over) {
                return moves;
            }
            for (int i = 0; i < HOLES; i++) {
                if (owner(i) != toMove) {
                    continue;
                }
                if (red[i] > 0) {
                    moves.add((i + 1) + "R");
                }
                if (blue[i] > 0) {
                    moves.add((i + 1) + "B");
                }
                if (transparent[i] > 0) {
                    moves.add((i + 1) + "TR");
                    moves.add((i + 1) + "TB");
                }
            }
            return moves;
        }

        /** Plays a move in canonical form (e.g. 3R, 14TB); throws if it is illegal. */
        void play(String move) {
            if (!legalMoves().contains(move)) {
                throw new IllegalArgumentException("illegal move " + move);
            }
            boolean withTransparent = move.contains("T");
            int digits = move.length() - (withTransparent ? 2 : 1);
            int origin = Integer.parseInt(move.substring(0, digits)) - 1;
            char color = move.charAt(move.length() - 1);
            int mover = toMove;

            // Take the seeds: the transparent ones (for TR/TB) and those of the color.
            int countT = withTransparent ? transparent[origin] : 0;
            transparent[origin] -= countT;
            int countC;
            if (color == 'R') {
                countC = red[origin];
                red[origin] = 0;
            } else {
                countC = blue[origin];
                blue[origin] = 0;
            }

            // Sow, transparent seeds first. Red-like seeds go into every hole, blue-like seeds only
            // into the opponent's holes; the origin is always skipped.
            int pos = origin;
            for (int s = 0; s < countT + countC; s++) {
                do {
                    pos = (pos + 1) % HOLES;
                } while (pos == origin || (color == 'B' && owner(pos) == mover));
                if (s < countT) {
                    transparent[pos]++;
                } else if (color == 'R') {
                    red[pos]++;
                } else {
                    blue[pos]++;
                }
            }

            // Capture: from the last hole backwards, while holes hold 2 or 3 seeds.
            int gained = 0;
            while (seeds(pos) == 2 || seeds(pos) == 3) {
                gained += seeds(pos);
                red[pos] = blue[pos] = transparent[pos] = 0;
                pos = (pos + HOLES - 1) % HOLES;
            }
            captured[mover] += gained;
            toMove = 3 - mover;
            ply++;

            // End of game, in the order of the rules.
            int onBoard = 0;
            int opponentSeeds = 0;
            for (int i = 0; i < HOLES; i++) {
                onBoard += seeds(i);
                opponentSeeds += owner(i) == toMove ? seeds(i) : 0;
            }
            if (opponentSeeds == 0) { // starvation: the mover takes every seed left
                captured[mover] += onBoard;
                java.util.Arrays.fill(red, 0);
                java.util.Arrays.fill(blue, 0);
                java.util.Arrays.fill(transparent, 0);
                over = true;
            } else if (onBoard < 10) {
                over = true;
            } else if (rules.equals("official") && Math.max(captured[1], captured[2]) >= 49) {
                over = true;
            } else if (ply >= MOVE_LIMIT) {
                over = true;
            }
        }
    }

    public static void main(String[] args) throws IOException {
        String rules = System.getenv().getOrDefault("ARBITRE_RULES", "official").strip().toLowerCase();
        String ruleSet = rules.isEmpty() ? "official" : rules;
        Board board = new Board(ruleSet);
        String seed = System.getenv("ARBITRE_SEED"); // set by tournaments; none: seeded from the clock
        Random rng = seed == null ? new Random() : new Random(seed.hashCode());
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        // A referee that can keep this process for its next game offers it; say so before reading.
        boolean stayUp = "1".equals(System.getenv("ARBITRE_STAY_UP"));
        if (stayUp) {
            System.out.println("STAY-UP");
            System.out.flush();
        }
        String line;
        while ((line = in.readLine()) != null) {
            line = line.strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("RESULT") || line.startsWith("END")) {
                if (line.startsWith("RESULT")) {
                    System.err.println("game over: " + line);
                }
                if (!stayUp) {
                    return;
                }
                continue; // wait for GAME <side> (the next game) or the end of input
            }
            if (line.startsWith("GAME")) {
                board = new Board(ruleSet); // a new game, from the start
                continue;
            }
            try {
                if (line.startsWith("OPENING")) {
                    String[] words = line.split("\\s+");
                    for (int i = 1; i < words.length; i++) {
                        board.play(words[i].toUpperCase());
                    }
                    continue; // the request follows
                }
                if (!line.equals("START")) {
                    board.play(line.toUpperCase());
                }
            } catch (IllegalArgumentException e) {
                System.err.println("cannot follow '" + line + "': " + e.getMessage());
                System.exit(1);
            }
            if (board.over) {
                continue; // wait for RESULT
            }
            List<String> moves = board.legalMoves();
            String move = moves.get(rng.nextInt(moves.size()));
            board.play(move);
            System.out.println(move);
            System.out.flush(); // the referee reads one whole line per move: flush it
        }
    }
}
