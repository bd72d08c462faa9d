package arbitre.testbots;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * A bot with one behaviour, good or bad, run as a real process by the referee's tests:
 * {@code java -cp <test class path> arbitre.testbots.TestBot BEHAVIOUR [ARG]}.
 *
 * <p>It keeps the board with the engine and, unless its behaviour says otherwise, answers the first
 * legal move of the position. {@code delay MS [COUNT [FROM]]} sleeps MS before COUNT answers from
 * its FROM-th (default: all of them, from the first), and {@code busy MS [COUNT [FROM]]} spends that
 * time computing instead; {@code exit-mid N} and {@code close-stdout N} misbehave at the N-th answer,
 * {@code empty-color} at the second; the other misbehaviours happen at the first answer
 * ({@code chatty} writes a line of debug text before its first move); {@code slow-start MS}
 * computes for MS before it first reads its input, {@code never-ready} for ten minutes;
 * {@code spin-children} plays legally with two children spinning all game;
 * {@code flood-result} plays legally, then floods its standard output with false results after
 * the game until it is stopped; {@code abort-after-result} plays legally, then aborts (exit code
 * 134, as an uncaught exception in a C++ bot) when it reads {@code RESULT}.
 */
public final class TestBot {
    private final String behaviour;
    private final long arg;
    private final long count;
    private final long from;
    private final PrintStream out = new PrintStream(
            new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.ISO_8859_1);
    private final Board board;
    private final int[] moves = new int[Moves.MAX_LEGAL];
    private int answers;

    private TestBot(String behaviour, long arg, long count, long from) {
        this.behaviour = behaviour;
        this.arg = arg;
        this.count = count;
        this.from = from;
        String rules = System.getenv("ARBITRE_RULES");
        this.board = Board.start(RuleSet.fromName(rules));
    }

    public static void main(String[] args) throws Exception {
        String behaviour = args.length > 0 ? args[0] : "legal";
        if (Probe.NAMES.contains(behaviour)) {
            new TestBot("legal", -1, Long.MAX_VALUE, 1)
                    .runProbe(behaviour, java.util.Arrays.copyOfRange(args, 1, args.length));
            return;
        }
        long arg = args.length > 1 ? Long.parseLong(args[1]) : -1;
        long count = args.length > 2 ? Long.parseLong(args[2]) : Long.MAX_VALUE;
        long from = args.length > 3 ? Long.parseLong(args[3]) : 1;
        new TestBot(behaviour, arg, count, from).run();
    }

    private void run() throws Exception {
        if (behaviour.equals("ignore-term")) {
            sun.misc.Signal.handle(new sun.misc.Signal("TERM"), signal -> System.err.println("ignoring SIGTERM"));
        }
        if (behaviour.equals("child")) {
            // A child that would outlive its parent, sharing nothing with the referee.
            new ProcessBuilder("sleep", "600")
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
        }
        if (behaviour.equals("slow-start") || behaviour.equals("never-ready")) {
            // Start-up work before the first read of its input: tables, a model, a JIT warming up.
            long until = System.nanoTime() + (behaviour.equals("slow-start") ? arg : 600_000L) * 1_000_000L;
            long spins = 0;
            while (System.nanoTime() - until < 0) {
                spins++;
            }
            System.err.println("started after " + spins + " spins");
        }
        if (behaviour.equals("spin-children")) {
            // Two children that keep a CPU busy all game, during the opponent's turns too.
            for (int i = 0; i < 2; i++) {
                new ProcessBuilder("sh", "-c", "while :; do :; done")
                        .redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .start();
            }
        }
        if (behaviour.equals("early") && "2".equals(System.getenv("ARBITRE_PLAYER"))) {
            out.print("1R\n");
            out.flush();
        }
        if (behaviour.equals("flood-stderr")) {
            Thread flood = new Thread(() -> {
                byte[] junk = "debug output that nobody reads, again and again and again\n"
                        .repeat(100)
                        .getBytes(StandardCharsets.US_ASCII);
                while (true) {
                    System.err.write(junk, 0, junk.length);
                }
            });
            flood.setDaemon(true);
            flood.start();
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.startsWith("RESULT") || line.startsWith("END")) {
                if (behaviour.equals("flood-result")) {
                    floodResults();
                }
                if (behaviour.equals("abort-after-result") && line.startsWith("RESULT")) {
                    System.err.println("terminate called after throwing an instance of 'std::out_of_range'");
                    Runtime.getRuntime().halt(134);
                }
                if (line.startsWith("END")) {
                    break;
                }
                continue;
            }
            if (!line.equals("START")) {
                board.play(Moves.parse(line));
            }
            answer();
        }
        if (behaviour.equals("ignore-term") || behaviour.equals("linger")) {
            Thread.sleep(600_000);
        }
    }

    /**
     * A probe of the sandbox: at its first turn it tries one forbidden thing; what it cannot do is
     * reported as its move ({@code DENIED …}, a malformed line that forfeits the game and lands in
     * the match log), what it could do as {@code ESCAPED …}. Probes that the sandbox must stop
     * rather than deny never answer. {@code detach} plays on after its grandchild is detached.
     */
    private void runProbe(String probe, String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        String line = in.readLine();
        if (line == null) {
            return;
        }
        if (!line.equals("START")) {
            board.play(Moves.parse(line));
        }
        String report = Probe.run(probe, args);
        if (report != null) {
            // The referee keeps 40 characters of a bad line: the verdict goes there, the details to stderr.
            System.err.println(report);
            System.err.flush();
            int colon = report.indexOf(':');
            say(colon < 0 ? report : report.substring(0, colon));
        } else {
            answer();
        }
        while ((line = in.readLine()) != null && !line.startsWith("END")) {
            if (!line.startsWith("RESULT")) {
                board.play(Moves.parse(line));
                answer();
            }
        }
    }

    /** Claims a false result, again and again, until it is stopped: a flood after the game. */
    private void floodResults() {
        byte[] claim = "RESULT 1R 99 99\n".repeat(64).getBytes(StandardCharsets.US_ASCII);
        while (true) {
            out.write(claim, 0, claim.length);
            out.flush();
        }
    }

    private void answer() throws Exception {
        answers++;
        boolean now = arg < 0 ? answers == 1 : answers == arg;
        board.legalMoves(moves);
        int move = moves[0];
        String text = Moves.format(move);
        switch (behaviour) {
            case "silent" -> {
                Thread.sleep(600_000);
                return;
            }
            case "delay" -> {
                if (answers >= from && answers - from < count) {
                    Thread.sleep(arg);
                }
            }
            case "busy" -> {
                // As delay, but thinking: the CPU is kept busy the whole time.
                if (answers >= from && answers - from < count) {
                    long until = System.nanoTime() + arg * 1_000_000L;
                    long spins = 0;
                    while (System.nanoTime() - until < 0) {
                        spins++;
                    }
                    System.err.println("spun " + spins + " times");
                }
            }
            case "chatty" -> {
                // Debug output on standard output, before its first move.
                if (answers == 1) {
                    say("thinking about move " + answers + "...");
                }
            }
            case "garbage" -> {
                if (answers == 1) {
                    say("hello referee");
                    return;
                }
            }
            case "illegal" -> {
                if (answers == 1) {
                    say(wrongOwnerMove());
                    return;
                }
            }
            case "empty-color" -> {
                // Its first move (a hole's red seeds) leaves that hole without red.
                if (answers == 2) {
                    say(emptyColorMove());
                    return;
                }
            }
            case "huge-line" -> {
                if (answers == 1) {
                    byte[] chunk = new byte[1 << 20];
                    java.util.Arrays.fill(chunk, (byte) 'A');
                    for (int i = 0; i < 100; i++) {
                        out.write(chunk, 0, chunk.length);
                    }
                    out.flush();
                    Thread.sleep(600_000);
                    return;
                }
            }
            case "invalid-utf8" -> {
                if (answers == 1) {
                    out.write(new byte[] {'1', (byte) 0xC3, (byte) 0x28, 'R', '\n'});
                    out.flush();
                    return;
                }
            }
            case "two-lines" -> {
                if (answers == 1) {
                    board.playUnchecked(move);
                    say(text + "\n" + text);
                    return;
                }
            }
            case "talk" -> {
                // Says on standard error which ply it thinks about, with markup, and exits at answer arg.
                int player = "2".equals(System.getenv("ARBITRE_PLAYER")) ? 2 : 1;
                int ply = 2 * answers - (player == 1 ? 1 : 0);
                System.err.println(
                        "thinking at ply " + ply + " <b>" + text + "</b> & <script>x()</script> \u202etxt.exe");
                System.err.flush();
                if (now) {
                    System.exit(3);
                }
            }
            case "exit-mid" -> {
                if (now) {
                    System.exit(3);
                }
            }
            case "close-stdout" -> {
                if (now) {
                    out.close();
                    System.out.close();
                    Thread.sleep(600_000);
                }
            }
            case "crlf-lower" -> {
                board.playUnchecked(move);
                out.print("  " + text.toLowerCase(java.util.Locale.ROOT) + " \r\n");
                out.flush();
                return;
            }
            case "course-result" -> {
                board.playUnchecked(move);
                if (board.isOver()) {
                    say("RESULT " + text + " " + board.captured(1) + " " + board.captured(2));
                } else {
                    say(text);
                }
                return;
            }
            case "course-result-wrong" -> {
                board.playUnchecked(move);
                if (board.isOver()) {
                    say(text);
                    say("RESULT " + text + " " + (board.captured(1) + 5) + " " + board.captured(2));
                } else {
                    say(text);
                }
                return;
            }
            case "random" -> {
                int n = board.legalMoves(moves);
                move = moves[RANDOM.nextInt(n)];
                text = Moves.format(move);
            }
            default -> {}
        }
        board.playUnchecked(move);
        say(text);
    }

    private static final Random RANDOM = new Random(Long.getLong("seed", 1));

    private void say(String line) {
        out.print(line + "\n");
        out.flush();
    }

    /** A well-formed move from one of the opponent's holes. */
    private String wrongOwnerMove() {
        int mine = board.toMove();
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            if (board.rules().owner(hole) != mine && board.red(hole) > 0) {
                return hole + "R";
            }
        }
        throw new IllegalStateException("no opponent hole with red seeds");
    }

    /** A move from one of its own holes, of a color the hole does not hold. */
    private String emptyColorMove() {
        int mine = board.toMove();
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            if (board.rules().owner(hole) == mine) {
                if (board.red(hole) == 0) {
                    return hole + "R";
                }
                if (board.blue(hole) == 0) {
                    return hole + "B";
                }
                if (board.transparent(hole) == 0) {
                    return hole + "TR";
                }
            }
        }
        throw new IllegalStateException("every own hole holds every color");
    }
}
