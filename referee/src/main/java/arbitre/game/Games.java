package arbitre.game;

import arbitre.engine.RuleSet;
import java.util.List;

/** The games the referee can run, by rule-set name. */
public final class Games {

    private Games() {
    }

    /** The names accepted by {@link #start}. */
    public static List<String> names() {
        return List.of(RuleSet.OFFICIAL.wireName(), RuleSet.REPORT.wireName());
    }

    /**
     * A new game at its start position.
     *
     * @throws IllegalArgumentException for an unknown name, listing the known ones
     */
    public static Game start(String rulesName) {
        return new AwaleGame(RuleSet.fromName(rulesName));
    }
}
