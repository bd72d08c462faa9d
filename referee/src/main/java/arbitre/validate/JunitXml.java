package arbitre.validate;

import arbitre.log.MatchLogs;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Validation reports as JUnit XML, the test-report format CI systems display natively: one
 * {@code testsuite} per bot, one {@code testcase} per check. A failed check is a {@code failure}
 * whose message is its reason and whose text is its evidence; a skipped one is {@code skipped}; a
 * warning passes, its reason in {@code system-out}.
 */
public final class JunitXml {
    private JunitXml() {}

    /** Writes the reports to a file, atomically. */
    public static void write(Path file, List<BotReport> reports) throws IOException {
        MatchLogs.writeAtomically(file, toBytes(reports));
    }

    static byte[] toBytes(List<BotReport> reports) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(bytes, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("testsuites");
            xml.writeAttribute("name", "arbitre validate");
            xml.writeAttribute(
                    "tests",
                    Long.toString(
                            reports.stream().mapToLong(r -> r.checks().size()).sum()));
            xml.writeAttribute(
                    "failures",
                    Long.toString(reports.stream()
                            .mapToLong(r -> count(r, Status.FAIL))
                            .sum()));
            xml.writeAttribute("errors", "0");
            xml.writeAttribute(
                    "skipped",
                    Long.toString(reports.stream()
                            .mapToLong(r -> count(r, Status.SKIP))
                            .sum()));
            xml.writeAttribute(
                    "time",
                    seconds(reports.stream().mapToLong(BotReport::millis).sum()));
            for (BotReport report : reports) {
                suite(xml, report);
            }
            xml.writeCharacters("\n");
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write the JUnit XML: " + e.getMessage(), e);
        }
        return bytes.toByteArray();
    }

    private static void suite(XMLStreamWriter xml, BotReport report) throws XMLStreamException {
        xml.writeCharacters("\n  ");
        xml.writeStartElement("testsuite");
        xml.writeAttribute("name", clean(report.name()));
        xml.writeAttribute("tests", Integer.toString(report.checks().size()));
        xml.writeAttribute("failures", Long.toString(count(report, Status.FAIL)));
        xml.writeAttribute("errors", "0");
        xml.writeAttribute("skipped", Long.toString(count(report, Status.SKIP)));
        xml.writeAttribute("time", seconds(report.millis()));
        xml.writeCharacters("\n    ");
        xml.writeStartElement("properties");
        property(xml, "command", report.command());
        property(xml, "commandAsPlayer2", report.commandAsPlayer2());
        property(xml, "logDir", report.logDir().toString());
        xml.writeEndElement();
        for (CheckResult result : report.checks()) {
            xml.writeCharacters("\n    ");
            xml.writeStartElement("testcase");
            xml.writeAttribute("classname", "validate." + clean(report.name()));
            xml.writeAttribute(
                    "name", result.check().number() + ". " + result.check().title());
            xml.writeAttribute("time", "0");
            switch (result.status()) {
                case FAIL -> {
                    xml.writeStartElement("failure");
                    xml.writeAttribute("message", clean(result.reason()));
                    xml.writeAttribute("type", "FAIL");
                    xml.writeCharacters(clean(String.join("\n", result.evidence())));
                    xml.writeEndElement();
                }
                case SKIP -> {
                    xml.writeEmptyElement("skipped");
                    xml.writeAttribute("message", clean(result.reason()));
                }
                default -> {
                    xml.writeStartElement("system-out");
                    xml.writeCharacters(clean(result.status() + " " + result.reason()
                            + (result.evidence().isEmpty() ? "" : "\n" + String.join("\n", result.evidence()))));
                    xml.writeEndElement();
                }
            }
            xml.writeEndElement();
        }
        xml.writeCharacters("\n  ");
        xml.writeEndElement();
    }

    private static void property(XMLStreamWriter xml, String name, String value) throws XMLStreamException {
        xml.writeEmptyElement("property");
        xml.writeAttribute("name", name);
        xml.writeAttribute("value", clean(value));
    }

    private static long count(BotReport report, Status status) {
        return report.checks().stream().filter(c -> c.status() == status).count();
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }

    /** Drops the characters XML 1.0 cannot hold; a bot may print anything. */
    static String clean(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            boolean allowed = c == 0x9
                    || c == 0xA
                    || c == 0xD
                    || (c >= 0x20 && c <= 0xD7FF)
                    || (c >= 0xE000 && c <= 0xFFFD)
                    || (c >= 0x10000 && c <= 0x10FFFF);
            out.appendCodePoint(allowed ? c : '?');
        });
        return out.toString();
    }
}
