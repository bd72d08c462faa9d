package arbitre.cli.reference;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/** The fields of a tournament config, one table per object, from the config's JSON Schema. */
final class ConfigPage {
    private ConfigPage() {}

    static String of(JsonNode schema) {
        StringBuilder page = new StringBuilder();
        page.append("# Tournament config\n\n")
                .append(
                        "<!-- Generated from configs/schema/tournament.schema.json by ReferenceGenerator: do not edit. -->\n\n")
                .append(text(schema, "description"))
                .append("\n\n")
                .append("Name the schema in a config, and an editor completes and checks it:\n\n")
                .append("```json\n{ \"$schema\": \"schema/tournament.schema.json\", \"bots\": [] }\n```\n\n")
                .append("(the path is relative to the config: `schema/…` for a config in `configs/`).")
                .append(" [instructors.md](../instructors.md) shows how a class is run from a config.\n");
        table(page, "The config", "", schema);
        JsonNode defs = schema.path("$defs");
        for (Iterator<Map.Entry<String, JsonNode>> it = defs.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> def = it.next();
            table(page, text(def.getValue(), "title"), def.getKey(), def.getValue());
        }
        return page.toString();
    }

    private static void table(StringBuilder page, String title, String anchor, JsonNode object) {
        page.append("\n## ").append(title).append("\n\n");
        if (!anchor.isEmpty()) {
            page.append(text(object, "description")).append("\n\n");
        }
        page.append("| field | type | default | meaning |\n|---|---|---|---|\n");
        JsonNode required = object.path("required");
        for (Iterator<Map.Entry<String, JsonNode>> it =
                        object.path("properties").fields();
                it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            JsonNode spec = field.getValue();
            boolean isRequired = false;
            for (JsonNode name : required) {
                isRequired |= name.asText().equals(field.getKey());
            }
            String defaultValue = isRequired
                    ? "required"
                    : spec.has("default") ? "`" + spec.get("default") + "`" : text(spec, "x-default");
            page.append("| `")
                    .append(field.getKey())
                    .append("` | ")
                    .append(type(spec))
                    .append(" | ")
                    .append(defaultValue)
                    .append(" | ")
                    .append(text(spec, "description").replace("|", "\\|"))
                    .append(" |\n");
        }
    }

    private static String type(JsonNode spec) {
        if (spec.has("$ref")) {
            String ref = spec.get("$ref").asText();
            String name = ref.substring(ref.lastIndexOf('/') + 1);
            return "[" + name + "](#" + name.toLowerCase(java.util.Locale.ROOT) + ")";
        }
        if (spec.has("oneOf") || spec.has("anyOf")) {
            StringBuilder types = new StringBuilder();
            for (JsonNode option : spec.has("oneOf") ? spec.get("oneOf") : spec.get("anyOf")) {
                types.append(types.length() == 0 ? "" : " or ").append(type(option));
            }
            return types.toString();
        }
        if (spec.has("enum")) {
            StringBuilder values = new StringBuilder();
            for (JsonNode value : spec.get("enum")) {
                values.append(values.length() == 0 ? "" : ", ")
                        .append('`')
                        .append(value.asText())
                        .append('`');
            }
            return "one of " + values;
        }
        if (spec.path("type").asText().equals("array") && spec.has("items")) {
            return "array of " + type(spec.get("items"));
        }
        return spec.path("type").asText("any");
    }

    private static String text(JsonNode node, String field) {
        return node.path(field).asText("");
    }
}
