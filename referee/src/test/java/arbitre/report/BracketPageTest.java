package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class BracketPageTest {
    private static String page() {
        BracketPage.Tie played = new BracketPage.Tie(
                "1 alice",
                "4 <b>bob</b>",
                "2–0",
                "1 alice",
                false,
                List.of(
                        new BracketPage.Game("k1-alice-vs-bob-1", "1-0"),
                        new BracketPage.Game("k1-bob-vs-alice-1", "0-1")));
        BracketPage.Tie bye = new BracketPage.Tie("2 carol", null, "", "2 carol", false, List.of());
        return BracketPage.html("room", List.of(new BracketPage.Round("round 1 of 2", List.of(played, bye))), null);
    }

    @Test
    void html_eachSideHasItsOwnPoints_theWinnerMarked_namesEscaped() {
        String html = page();

        assertThat(html)
                .contains("<div class=\"side win\"><span class=\"name\">1 alice</span><span class=\"points\">2</span>")
                .contains("<span class=\"name\">4 &lt;b&gt;bob&lt;/b&gt;</span><span class=\"points\">0</span>")
                .doesNotContain("<b>bob</b>")
                .contains("<span class=\"name\">bye</span>");
    }

    @Test
    void html_linksBackToTheReport_andEachGameIsALinkThatSaysWhichGame() {
        String html = page();

        assertThat(html)
                .contains("<a href=\"report.html\">")
                .contains(
                        "<a href=\"report.html#game=k1-alice-vs-bob-1&amp;ply=0\" title=\"k1-alice-vs-bob-1\">game 1: 1-0</a>")
                .contains(">game 2: 0-1</a>")
                .contains("<style>");
    }

    @Test
    void inWords_decidedTie_namesTheWinnerWithItsPointsFirst() {
        BracketPage.Tie tie = new BracketPage.Tie("(1) alice", "(4) bob", "0.5–1.5", "(4) bob", false, List.of());

        assertThat(tie.inWords()).isEqualTo("bob 1.5–0.5");
    }

    @Test
    void inWords_levelAfterTheExtraGames_saysTheSeedingDecided() {
        BracketPage.Tie tie = new BracketPage.Tie("(1) alice", "(4) bob", "1–1", "(1) alice", true, List.of());

        assertThat(tie.inWords()).isEqualTo("alice 1–1, through on seeding");
    }

    @Test
    void inWords_underWay_saysWhoLeadsOrThatItIsLevel_andNothingBeforeItsFirstGame() {
        assertThat(new BracketPage.Tie("(1) alice", "(4) bob", "0–1", null, false, List.of()).inWords())
                .isEqualTo("bob leads 1–0");
        assertThat(new BracketPage.Tie("(1) alice", "(4) bob", "1–1", null, false, List.of()).inWords())
                .isEqualTo("level 1–1");
        assertThat(new BracketPage.Tie("(1) alice", "(4) bob", "", null, false, List.of()).inWords())
                .isEmpty();
        assertThat(new BracketPage.Tie("(1) alice", null, "", "(1) alice", false, List.of()).inWords())
                .isEqualTo("alice: bye");
    }
}
