package arbitre.tournament.config;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a config's {@code format} fields: {@code "format"} ({@code roundrobin}, {@code swiss},
 * {@code knockout}), {@code "rounds"} (a Swiss's), {@code "seeding"} (a knockout's: a list of
 * names, or the path of an earlier tournament's {@code standings.json}, by rank, or by Elo when
 * written {@code elo:PATH}), {@code "extraPairs"} (a knockout's tie-break games), and {@code
 * "final"}: {@code {"format": "knockout", "qualifiers": 8}} after a Swiss.
 */
final class FormatReader {
    /** Raises a config error at a JSON pointer. */
    interface Errors {
        ConfigException error(String pointer, String message);
    }

    /** The fields of a Swiss's final. */
    static final Set<String> FINAL_FIELDS = Set.of("format", "qualifiers");

    private FormatReader() {}

    static Format read(JsonNode root, List<TournamentConfig.Bot> bots, Path folder, Errors errors) {
        Format.Kind kind = kind(root.get("format"), "/format", errors);
        if (kind == Format.Kind.ROUND_ROBIN) {
            for (String field : List.of("rounds", "seeding", "extraPairs", "final")) {
                if (root.has(field)) {
                    throw errors.error("/" + field, "only a swiss or a knockout has '" + field + "'");
                }
            }
            return Format.ROUND_ROBIN;
        }
        if (bots.size() < 2) {
            throw errors.error("/bots", "a " + kind.configName() + " needs two bots at least");
        }
        int rounds = 0;
        if (kind == Format.Kind.SWISS) {
            rounds = integer(root, "", "rounds", Format.defaultRounds(bots.size()), errors);
            if (rounds < 1 || rounds > bots.size() - 1 + bots.size() % 2) {
                throw errors.error(
                        "/rounds",
                        rounds + " rounds: a Swiss of " + bots.size() + " bots has 1 to "
                                + (bots.size() - 1 + bots.size() % 2) + " (no pair meets twice)");
            }
        } else if (root.has("rounds")) {
            throw errors.error("/rounds", "a knockout has as many rounds as its bracket: give no 'rounds'");
        }
        int extraPairs = integer(root, "", "extraPairs", Format.DEFAULT_EXTRA_PAIRS, errors);
        if (extraPairs < 0 || extraPairs > 50) {
            throw errors.error("/extraPairs", extraPairs + " is not between 0 and 50");
        }
        List<String> seeding = new ArrayList<>();
        Path seedingFile = null;
        boolean byElo = false;
        JsonNode seed = root.get("seeding");
        if (seed != null && kind != Format.Kind.KNOCKOUT) {
            throw errors.error("/seeding", "only a knockout is seeded (a Swiss's final is seeded by its places)");
        }
        if (seed != null && seed.isTextual()) {
            String text = seed.asText();
            byElo = text.startsWith("elo:");
            seedingFile = folder.resolve(byElo ? text.substring(4) : text).normalize();
        } else if (seed != null && seed.isArray()) {
            Set<String> names = new HashSet<>();
            bots.forEach(b -> names.add(b.name()));
            for (int i = 0; i < seed.size(); i++) {
                String name = seed.get(i).asText();
                if (!names.contains(name)) {
                    throw errors.error("/seeding/" + i, "'" + name + "' is not the name of any bot");
                }
                if (seeding.contains(name)) {
                    throw errors.error("/seeding/" + i, "'" + name + "' is seeded twice");
                }
                seeding.add(name);
            }
        } else if (seed != null) {
            throw errors.error("/seeding", "a list of bot names, or the path of a standings.json (elo:PATH by Elo)");
        }
        Format.Final then = null;
        JsonNode fin = root.get("final");
        if (fin != null) {
            if (kind != Format.Kind.SWISS) {
                throw errors.error("/final", "only a swiss has a final");
            }
            if (!fin.isObject()) {
                throw errors.error("/final", "an object such as {\"format\": \"knockout\", \"qualifiers\": 8}");
            }
            fin.fieldNames().forEachRemaining(f -> {
                if (!FINAL_FIELDS.contains(f)) {
                    throw errors.error("/final/" + f, "unknown field (known: format, qualifiers)");
                }
            });
            Format.Kind finalKind = kind(fin.get("format"), "/final/format", errors);
            if (finalKind == Format.Kind.SWISS) {
                throw errors.error("/final/format", "a final is a knockout or a roundrobin");
            }
            int qualifiers = integer(fin, "/final", "qualifiers", 8, errors);
            if (qualifiers < 2 || qualifiers > bots.size()) {
                throw errors.error(
                        "/final/qualifiers", qualifiers + " qualifiers: between 2 and the " + bots.size() + " bots");
            }
            then = new Format.Final(finalKind, qualifiers);
        }
        return new Format(kind, rounds, seeding, seedingFile, byElo, extraPairs, then);
    }

    private static Format.Kind kind(JsonNode node, String at, Errors errors) {
        if (node == null || node.isNull()) {
            return Format.Kind.ROUND_ROBIN;
        }
        Format.Kind kind = node.isTextual() ? Format.Kind.named(node.asText()) : null;
        if (kind == null) {
            List<String> known = java.util.Arrays.stream(Format.Kind.values())
                    .map(Format.Kind::configName)
                    .toList();
            throw errors.error(
                    at,
                    node + " is not a format"
                            + (node.isTextual() ? Suggestions.didYouMean(node.asText(), known) : "")
                            + " (known: " + String.join(", ", known) + ")");
        }
        return kind;
    }

    private static int integer(JsonNode node, String at, String field, int fallback, Errors errors) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.canConvertToInt() || !value.isIntegralNumber()) {
            throw errors.error(at + "/" + field, value + " is not a whole number");
        }
        return value.asInt();
    }
}
