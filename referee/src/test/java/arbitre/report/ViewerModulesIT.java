package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.fenix.FenixPosition;
import arbitre.engine.fenix.Squares;
import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.awale.AwaleGame;
import arbitre.game.fenix.FenixGame;
import arbitre.game.kalah.KalahGame;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each game's page in headless Chromium, from a start other than the standard position: the board
 * the viewer draws at a ply is the one the engine computes, numbered as the game numbers its plies;
 * and a game the viewer has no module for shows each position as the game writes it.
 */
class ViewerModulesIT {
    private static final Path SCREENSHOTS = Path.of("target", "report-screenshots");

    @TempDir
    Path dir;

    @Test
    void awale_fromAnOpening_drawsTheEnginesHoles() throws Exception {
        String start = "opening:1R 2B 3R 4B";
        Played played = play(GameRegistry.get("awale"), "official", start, 7);
        assertThat(played.first).isEqualTo(4);

        String dom = page(played, "awale");

        Board engine = board -> {
            arbitre.engine.awale.Board b = ((AwaleGame) board).board();
            List<String> holes = new ArrayList<>();
            for (int hole = 1; hole <= 16; hole++) {
                holes.add(hole + ":" + b.red(hole) + "/" + b.blue(hole) + "/" + b.transparent(hole));
            }
            return holes;
        };
        assertThat(shown(
                        dom,
                        "data-hole=\"(\\d+)\" data-red=\"(\\d+)\" data-blue=\"(\\d+)\" data-transparent=\"(\\d+)\"",
                        "%s:%s/%s/%s"))
                .isEqualTo(engine.cells(played.at()));
        assertThat(dom).contains("start " + start).contains("ply " + played.ply() + " \u2014");
    }

    @Test
    void kalah_fromAFairStart_drawsTheEnginesPits() throws Exception {
        Played played = play(GameRegistry.get("kalah"), "kalah", "fair:7", 9);

        String dom = page(played, "kalah");

        int[] vector = ((KalahGame) played.at()).board().vector();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < vector.length; i++) {
            expected.add(i + ":" + vector[i]);
        }
        List<String> shown = shown(dom, "data-index=\"(\\d+)\" data-seeds=\"(\\d+)\"", "%s:%s");
        shown.sort(java.util.Comparator.comparingInt(s -> Integer.parseInt(s.substring(0, s.indexOf(':')))));
        assertThat(shown).isEqualTo(expected);
    }

    @Test
    void fenix_fromAPositionText_drawsTheEnginesStacks() throws Exception {
        Game setup = GameRegistry.get("fenix").start(null, null);
        Random random = new Random(5);
        while (setup.ply() < 12 && !setup.legalMoves().isEmpty()) {
            List<String> legal = setup.legalMoves();
            setup.play(legal.get(random.nextInt(legal.size())));
        }
        String start = FenixPosition.format(((FenixGame) setup).board());
        Played played = play(GameRegistry.get("fenix"), "course", start, 6);
        assertThat(played.first).isEqualTo(setup.ply()).isPositive();
        assertThat(played.moves).isPositive();

        String dom = page(played, "fenix");

        List<String> expected = new ArrayList<>();
        for (int square = 0; square < Squares.COUNT; square++) {
            expected.add(Squares.name(square) + "="
                    + ((FenixGame) played.at()).board().stack(square));
        }
        assertThat(shown(dom, "data-square=\"(\\d,\\d)\" data-stack=\"(-?\\d)\"", "%s=%s"))
                .isEqualTo(expected);
    }

    @Test
    void aGameWithoutAModule_showsEachPositionAsTheGameWritesIt() throws Exception {
        Played played = play(Pebbles.INSTANCE, null, "ten", 2);
        Path html = dir.resolve("pebbles.html");
        HtmlReport.writeGame(html, played.log, null, Pebbles.INSTANCE);

        String dom = Chromium.dom(dir, html.toUri() + "#ply=" + played.ply());

        String text = played.at().render();
        assertThat(dom)
                .contains("data-ready=\"true\"")
                .contains("<pre id=\"board-text\" data-ply=\"" + played.ply() + "\">" + text + "</pre>")
                .containsPattern("<tr class=\"p2\" data-ply=\"2\"><td>2</td>");
        screenshot(html, played.ply(), "pebbles");
    }

    @Test
    void tournament_aGameWithoutItsLog_isListedWithoutAReplay_andTheOthersReplay() throws Exception {
        Played played = play(GameRegistry.get("kalah"), "kalah", "standard", 12);
        arbitre.log.MatchLogs.write(dir.resolve("a.json"), played.log);
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode root = json.createObjectNode();
        root.put("format", 1).put("name", "two").put("rules", "kalah");
        root.putObject("header").put("game", "kalah");
        root.putArray("standings").addObject().put("name", "one");
        com.fasterxml.jackson.databind.node.ArrayNode matches = root.putArray("matches");
        for (String id : List.of("a", "gone")) {
            matches.addObject()
                    .put("id", id)
                    .put("file", id + ".json")
                    .put("player1", "one")
                    .put("player2", "two")
                    .put("winner", 0)
                    .put("reason", "unfinished")
                    .put("plies", 12)
                    .putArray("captured")
                    .add(0)
                    .add(0);
        }
        json.writeValue(dir.resolve("standings.json").toFile(), root);
        Path html = dir.resolve("report.html");
        HtmlReport.writeTournament(html, dir.resolve("standings.json"));

        String dom = Chromium.dom(dir, html.toUri() + "#game=gone&ply=3");

        assertThat(dom)
                .contains("data-ready=\"true\"")
                .containsPattern("<tr data-game=\"a\">.*<a href=\"#game=a&amp;ply=0\">replay</a>")
                .containsPattern("<tr data-game=\"gone\"[^>]*>.*<span class=\"note\">no replay</span>")
                .contains("no replay: the match log could not be read");
    }

    /** A game's first moves from a start, at random, and the engine's game after half of them. */
    private record Played(MatchLog log, int first, int moves, GameType type, String variant, String start) {
        int ply() {
            return first + (moves + 1) / 2;
        }

        Game at() throws Exception {
            Game game = type.start(variant, start);
            for (int k = 0; k < (moves + 1) / 2; k++) {
                game.play(log.moves().get(k).move());
            }
            return game;
        }
    }

    private interface Board {
        List<String> cells(Game game);
    }

    private static Played play(GameType type, String variant, String start, int plies) throws Exception {
        Game game = type.start(variant, start);
        int first = game.ply();
        Random random = new Random(plies);
        List<MatchLog.Move> moves = new ArrayList<>();
        while (moves.size() < plies && !game.isOver()) {
            List<String> legal = game.legalMoves();
            String move = legal.get(random.nextInt(legal.size()));
            int player = game.toMove();
            game.play(move);
            moves.add(new MatchLog.Move(game.ply(), player, move, 10 + moves.size()));
        }
        MatchLog.Result result = new MatchLog.Result(
                game.isOver() ? game.winner() : 0,
                game.isOver() ? game.endReason() : "unfinished",
                List.of(game.score(1), game.score(2)),
                game.ply(),
                null,
                null);
        List<MatchLog.Player> players = List.of(
                new MatchLog.Player(1, "one", "builtin:random", List.of(), "x.p1.stderr.txt", 0, true),
                new MatchLog.Player(2, "two", "builtin:random", List.of(), "x.p2.stderr.txt", 0, true));
        MatchLog log = MatchLogBuilder.log()
                .game(type.name())
                .start(start)
                .startPosition(type.startPosition(type.startOrDefault(start)))
                .rules(game.rules())
                .players(players)
                .moves(moves)
                .result(result)
                .build();
        return new Played(log, first, moves.size(), type, variant, start);
    }

    private String page(Played played, String name) throws Exception {
        Path html = dir.resolve(name + ".html");
        HtmlReport.writeGame(html, played.log);
        String dom = Chromium.dom(dir, html.toUri() + "#ply=" + played.ply());
        assertThat(dom).contains("data-ready=\"true\"").contains("data-ply=\"" + played.ply() + "\"");
        screenshot(html, played.ply(), name);
        return dom;
    }

    private void screenshot(Path html, int ply, String name) throws Exception {
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve("viewer-" + name + ".png").toAbsolutePath();
        Chromium.run(dir, "--screenshot=" + png, "--window-size=1200,900", html.toUri() + "#ply=" + ply);
        assertThat(png).isNotEmptyFile();
    }

    private static List<String> shown(String dom, String regex, String format) {
        Matcher m = Pattern.compile(regex).matcher(dom);
        List<String> out = new ArrayList<>();
        while (m.find()) {
            Object[] groups = new Object[m.groupCount()];
            for (int g = 0; g < groups.length; g++) {
                groups[g] = m.group(g + 1);
            }
            out.add(String.format(format, groups));
        }
        return out;
    }
}
