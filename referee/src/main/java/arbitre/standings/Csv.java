package arbitre.standings;

import java.util.List;
import java.util.Locale;

/**
 * Comma-separated values as RFC 4180 has them, for a gradebook or a spreadsheet: records end in
 * CRLF; a field that holds a comma, a double quote, a CR or a LF is put in double quotes, each
 * double quote in it doubled. The file starts with a UTF-8 byte order mark, which is how
 * spreadsheets tell UTF-8 (names with accents) from the local code page.
 *
 * <p>Bot names are any printable text and come from students, so a text field is also kept from
 * being taken for a formula: one that starts with {@code =}, {@code +}, {@code -}, {@code @}, a tab
 * or a CR (what spreadsheets read as the start of a formula) gets an apostrophe in front, which
 * spreadsheets show as text, not as part of the value. A text that starts with an apostrophe gets
 * one more, so that removing one leading apostrophe from a field that has one always gives the
 * text back. Numbers are written as they are (an Elo of {@code -35.2} stays a number).
 */
final class Csv {
    static final String BOM = "\uFEFF";
    private static final String FORMULA_STARTS = "=+-@\t\r'";

    private final StringBuilder out = new StringBuilder(BOM);
    private boolean lineStarted;

    /** Adds a text field, neutralised and quoted as needed. */
    Csv text(String value) {
        String v = value == null ? "" : value;
        if (!v.isEmpty() && FORMULA_STARTS.indexOf(v.charAt(0)) >= 0) {
            v = "'" + v;
        }
        return raw(v);
    }

    /** Adds a whole number. */
    Csv number(long value) {
        return raw(Long.toString(value));
    }

    /** Adds a number with at most one decimal, as {@code 1.5} or {@code 2}. */
    Csv number(double value) {
        return raw(value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value));
    }

    /** Adds a row of text fields. */
    Csv texts(List<String> values) {
        values.forEach(this::text);
        return this;
    }

    /** Ends the record. */
    Csv endRow() {
        out.append("\r\n");
        lineStarted = false;
        return this;
    }

    private Csv raw(String v) {
        if (lineStarted) {
            out.append(',');
        }
        lineStarted = true;
        if (v.indexOf(',') >= 0 || v.indexOf('"') >= 0 || v.indexOf('\r') >= 0 || v.indexOf('\n') >= 0) {
            out.append('"').append(v.replace("\"", "\"\"")).append('"');
        } else {
            out.append(v);
        }
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
