package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The viewer's core knows no game: each game's board is drawn by the module its type names. */
class ViewerCoreTest {

    @Test
    void core_namesNoGame() throws IOException {
        for (String resource :
                new String[] {"viewer.js", "viewer.css", "page.html", "boards/kit.js", "boards/boards.css"}) {
            String text = resource(resource).toLowerCase(Locale.ROOT);
            for (String game : GameRegistry.names()) {
                assertThat(text).as("%s names %s", resource, game).doesNotContain(game);
            }
            assertThat(text)
                    .as(resource)
                    .doesNotContain("awale")
                    .doesNotContain("kalah")
                    .doesNotContain("fenix");
        }
    }

    @Test
    void eachBundledGame_namesAModuleThatRegistersUnderItsName_andThePageCarriesItBeforeTheCore() throws IOException {
        for (String name : GameRegistry.names()) {
            GameType type = GameRegistry.get(name);
            if (type.viewerModule() == null) {
                // A game from the class path without a board of its own (the test sources' Nim):
                // the core shows its positions as text, and only the core is on the page.
                assertThat(type.getClass().getPackageName()).as(name).isEqualTo("arbitre.game.nim");
                assertThat(HtmlReport.script(type)).isEqualTo(core());
                continue;
            }
            String module;
            try (InputStream in = type.getClass().getResourceAsStream(type.viewerModule())) {
                assertThat(in).as(type.viewerModule()).isNotNull();
                module = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            assertThat(module).contains("(window.arbitreBoards = window.arbitreBoards || {})." + name + " = ");
            String script = HtmlReport.script(type);
            assertThat(script.indexOf(module)).isZero();
            assertThat(script).endsWith(core());
        }
        assertThat(HtmlReport.script(null)).isEqualTo(core());
        assertThat(HtmlReport.script(Pebbles.INSTANCE)).isEqualTo(core());
    }

    /** The kit the boards draw with, then the viewer's core: on every page, with or without a module. */
    private static String core() throws IOException {
        return resource("boards/kit.js") + "\n" + resource("viewer.js");
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = HtmlReport.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
