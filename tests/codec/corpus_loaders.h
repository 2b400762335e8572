// Readers for the corpora in ../shared/testdata/utf8 (its README.md describes each file). Each
// returns named vectors; a reader that meets a file it cannot parse fails the test through QFAIL
// in the caller (an empty list or a null optional), never by skipping rows silently.
#pragma once

#include "corpus_vector.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace corpus {

struct Named {
    QString name;
    Vector vector;
};

inline QString dataDir()
{
    return QStringLiteral(U8I_TESTDATA "/utf8");
}

inline std::optional<QByteArray> readFile(const QString &relative)
{
    QFile file(dataDir() + QLatin1Char('/') + relative);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

inline std::optional<QJsonObject> readJson(const QString &relative)
{
    const std::optional<QByteArray> text = readFile(relative);
    if (!text)
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*text, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return doc.object();
}

// ["0061", "FFFD"] -> the UTF-8 of those code points.
inline QByteArray utf8OfCodePoints(const QJsonArray &codePoints)
{
    QByteArray out;
    for (const QJsonValue &v : codePoints)
        out += utf8Of(char32_t(v.toString().toUInt(nullptr, 16)));
    return out;
}

inline QByteArray hexField(const QJsonObject &o, const char *key)
{
    return parseHex(o.value(QLatin1String(key)).toString().toLatin1()).value_or(QByteArray());
}

// unicode_utf8_tables.json: the U+FFFD substitution examples of chapter 3.
inline QList<Named> unicodeSubstitutionExamples()
{
    QList<Named> out;
    const std::optional<QJsonObject> root = readJson(QStringLiteral("unicode_utf8_tables.json"));
    if (!root)
        return out;
    for (const QJsonValue &e :
         root->value(QLatin1String("u_fffd_substitution_examples")).toArray()) {
        const QJsonObject o = e.toObject();
        const QString table = o.value(QLatin1String("table")).toString();
        Vector v;
        v.input = hexField(o, "input_hex");
        v.replace = utf8OfCodePoints(o.value(QLatin1String("expected_output")).toArray());
        v.valid = false;
        v.embed = true;
        if (o.contains(QLatin1String("maximal_subparts"))) {
            QList<Unit> units;
            for (const QJsonValue &s : o.value(QLatin1String("maximal_subparts")).toArray())
                units.append({-1, parseHex(s.toString().toLatin1()).value_or(QByteArray())});
            v.units = units;
        }
        // The tables that are about one kind of ill-formed sequence.
        if (table.contains(QLatin1String("Non-Shortest")))
            v.everyKind = u8i::ErrorKind::Overlong;
        else if (table.contains(QLatin1String("Surrogates")))
            v.everyKind = u8i::ErrorKind::Surrogate;
        else if (table.contains(QLatin1String("Truncated")))
            v.everyKind = u8i::ErrorKind::Truncated;
        const QString title = table.section(QLatin1String(" ("), 0, 0);
        out.append({QStringLiteral("unicode %1: %2")
                        .arg(title, o.value(QLatin1String("input_hex")).toString()),
                    v});
    }
    return out;
}

// A row of Table 3-7: the byte ranges of each position, and the code points they spell, in order.
struct WellFormedRow {
    QList<QPair<int, int>> ranges;
    char32_t first = 0;
    char32_t last = 0;
};

inline QList<QPair<QString, WellFormedRow>> table37()
{
    QList<QPair<QString, WellFormedRow>> out;
    const std::optional<QJsonObject> root = readJson(QStringLiteral("unicode_utf8_tables.json"));
    if (!root)
        return out;
    const QJsonObject table =
        root->value(QLatin1String("table_3_7_well_formed_utf8_byte_sequences")).toObject();
    for (const QJsonValue &r : table.value(QLatin1String("rows")).toArray()) {
        const QJsonObject o = r.toObject();
        const QString points = o.value(QLatin1String("code_points")).toString(); // "U+0800..U+0FFF"
        const QStringList ends = points.split(QLatin1String(".."));
        WellFormedRow row;
        if (ends.size() != 2)
            return {};
        row.first = char32_t(ends[0].mid(2).toUInt(nullptr, 16));
        row.last = char32_t(ends[1].mid(2).toUInt(nullptr, 16));
        for (const QJsonValue &b : o.value(QLatin1String("byte_ranges")).toArray()) {
            const QJsonObject range = b.toObject();
            row.ranges.append({range.value(QLatin1String("first")).toString().toInt(nullptr, 16),
                               range.value(QLatin1String("last")).toString().toInt(nullptr, 16)});
        }
        out.append({QStringLiteral("table 3-7 ") + points, row});
    }
    return out;
}

// wpt_utf8_decoding.json: TextDecoder vectors (fatal, replacement, streaming).
inline QList<Named> wptVectors()
{
    QList<Named> out;
    const std::optional<QJsonObject> root = readJson(QStringLiteral("wpt_utf8_decoding.json"));
    if (!root)
        return out;
    for (const QJsonValue &g : root->value(QLatin1String("groups")).toArray()) {
        const QJsonObject group = g.toObject();
        for (const QJsonValue &e : group.value(QLatin1String("vectors")).toArray()) {
            const QJsonObject o = e.toObject();
            Vector v;
            v.input = hexField(o, "input_hex");
            if (o.value(QLatin1String("expected_fatal_error")).toBool())
                v.valid = false;
            if (o.contains(QLatin1String("well_formed")))
                v.valid = o.value(QLatin1String("well_formed")).toBool();
            if (o.contains(QLatin1String("expected_output"))) {
                v.replace = utf8OfCodePoints(o.value(QLatin1String("expected_output")).toArray());
                v.embed = true;
            }
            const QString label = o.value(QLatin1String("name")).toString();
            out.append({QStringLiteral("wpt %1%2")
                            .arg(o.value(QLatin1String("id")).toString(),
                                 label.isEmpty() ? QString() : QLatin1Char(' ') + label),
                        v});
        }
        // Streaming: the chunks as the test feeds them, and the concatenation of all outputs.
        for (const QJsonValue &e : group.value(QLatin1String("streaming_cases")).toArray()) {
            const QJsonObject o = e.toObject();
            Vector v;
            v.input = hexField(o, "input_hex_concatenated");
            QByteArray all;
            for (const QJsonValue &c : o.value(QLatin1String("calls")).toArray()) {
                const QJsonObject call = c.toObject();
                if (call.value(QLatin1String("chunk_hex")).isString())
                    v.chunks.append(hexField(call, "chunk_hex"));
                all += utf8OfCodePoints(call.value(QLatin1String("expected_output")).toArray());
            }
            v.replace = all;
            out.append({QStringLiteral("wpt %1").arg(o.value(QLatin1String("id")).toString()), v});
        }
    }
    return out;
}

// cpython_utf8_vectors.json: 'replace' outputs and the reason of the first error.
inline QList<Named> cpythonVectors()
{
    QList<Named> out;
    const std::optional<QJsonObject> root = readJson(QStringLiteral("cpython_utf8_vectors.json"));
    if (!root)
        return out;
    for (const QJsonValue &g : root->value(QLatin1String("groups")).toArray()) {
        const QJsonObject group = g.toObject();
        const QString test = group.value(QLatin1String("test")).toString();
        const QJsonArray vectors = group.value(QLatin1String("vectors")).toArray();
        for (qsizetype i = 0; i < vectors.size(); ++i) {
            const QJsonObject o = vectors.at(i).toObject();
            Vector v;
            v.input = hexField(o, "input_hex");
            v.replace = utf8OfCodePoints(o.value(QLatin1String("expected_output")).toArray());
            v.valid = test == QLatin1String("test_utf8_decode_valid_sequences");
            v.errorReason = group.value(QLatin1String("error_reason")).toString();
            v.embed = true;
            out.append({QStringLiteral("cpython %1 #%2 %3")
                            .arg(test)
                            .arg(i + 1)
                            .arg(o.value(QLatin1String("input_hex")).toString()),
                        v});
        }
    }
    return out;
}

// rust_utf8error_vectors.json: Utf8Error's valid_up_to and error_len, is_utf8, from_utf8_lossy.
inline QList<Named> rustVectors()
{
    QList<Named> out;
    const std::optional<QJsonObject> root = readJson(QStringLiteral("rust_utf8error_vectors.json"));
    if (!root)
        return out;
    const auto errorVector = [](const QJsonObject &o) {
        Vector v;
        v.input = hexField(o, "input_hex");
        v.valid = false;
        v.validUpTo = o.value(QLatin1String("valid_up_to")).toInteger();
        if (o.contains(QLatin1String("error_len")))
            v.errorLen = o.value(QLatin1String("error_len")).isNull()
                             ? kErrorLenNone
                             : o.value(QLatin1String("error_len")).toInt();
        return v;
    };
    const QJsonObject semantics = root->value(QLatin1String("utf8error_semantics")).toObject();
    out.append({QStringLiteral("rust doc example"),
                errorVector(semantics.value(QLatin1String("doc_example")).toObject())});
    for (const QJsonValue &e : root->value(QLatin1String("from_utf8_error"))
                                   .toObject()
                                   .value(QLatin1String("vectors"))
                                   .toArray())
        out.append(
            {QStringLiteral("rust %1").arg(e.toObject().value(QLatin1String("id")).toString()),
             errorVector(e.toObject())});
    out.append({QStringLiteral("rust from_utf8 hello"),
                errorVector(root->value(QLatin1String("from_utf8_hello")).toObject())});
    const QJsonObject isUtf8 = root->value(QLatin1String("test_is_utf8")).toObject();
    for (const char *key : {"must_be_error", "must_be_ok"}) {
        for (const QJsonValue &e : isUtf8.value(QLatin1String(key)).toArray()) {
            Vector v;
            v.input = parseHex(e.toString().toLatin1()).value_or(QByteArray());
            v.valid = QByteArrayView(key) == "must_be_ok";
            out.append(
                {QStringLiteral("rust is_utf8 %1 %2").arg(QLatin1String(key), e.toString()), v});
        }
    }
    for (const QJsonValue &e : root->value(QLatin1String("from_utf8_lossy"))
                                   .toObject()
                                   .value(QLatin1String("vectors"))
                                   .toArray()) {
        const QJsonObject o = e.toObject();
        Vector v;
        v.input = hexField(o, "input_hex");
        v.replace = utf8OfCodePoints(o.value(QLatin1String("expected_output")).toArray());
        v.embed = true;
        out.append({QStringLiteral("rust %1").arg(o.value(QLatin1String("id")).toString()), v});
    }
    return out;
}

// utf8tests.txt (Flenniken): "num:valid:ASCII", "num:valid hex:HEX" and
// "num:invalid hex:HEX:SKIP-HEX:REPLACE-HEX", where "nothing" is the empty string.
inline QList<Named> flennikenVectors()
{
    QList<Named> out;
    const std::optional<QByteArray> text = readFile(QStringLiteral("utf8tests.txt"));
    if (!text)
        return out;
    const QList<QByteArray> lines = text->split('\n');
    const auto hexOrNothing = [](const QByteArray &field) {
        const QByteArray f = field.trimmed();
        return f == "nothing" ? std::optional<QByteArray>(QByteArray()) : parseHex(f);
    };
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QByteArray line = lines[n].trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> f = line.split(':');
        const QByteArray kind = f.value(1).trimmed();
        const QString name = QStringLiteral("flenniken %1 (line %2)")
                                 .arg(QString::fromLatin1(f[0].trimmed()))
                                 .arg(n + 1);
        Vector v;
        if (kind == "valid" && f.size() >= 3) {
            v.input = line.mid(line.indexOf(':', line.indexOf(':') + 1) + 1); // ASCII, may hold ':'
            v.valid = true;
            v.replace = v.input;
            v.ignore = v.input;
        } else if (kind == "valid hex" && f.size() == 3) {
            const std::optional<QByteArray> bytes = parseHex(f[2]);
            if (!bytes)
                return {};
            v.input = *bytes;
            v.valid = true;
            v.replace = v.input;
            v.ignore = v.input;
        } else if (kind == "invalid hex" && f.size() == 5) {
            const std::optional<QByteArray> bytes = parseHex(f[2]);
            v.ignore = hexOrNothing(f[3]);
            v.replace = hexOrNothing(f[4]);
            if (!bytes || !v.ignore || !v.replace)
                return {};
            v.input = *bytes;
            v.valid = false;
        } else {
            return {}; // a line this reader does not understand: fail loudly
        }
        out.append({name, v});
    }
    return out;
}

// wakaba-encodings/*.dat (HTCT): decode tests (#bc) with their input chunks (#b), the expected text
// (#c, with \u{...}) and the errors (#errors [fatal], "index;m;utf-8:bad bytes;\xHH..." per unit).
// The two UTF-16 BOM-sniffing tests are not UTF-8 decoding and are left out.
inline std::optional<QByteArray> unescape(const QByteArray &text)
{
    static const QRegularExpression escape(
        QStringLiteral(R"(\\x([0-9A-Fa-f]{2})|\\u\{([0-9A-Fa-f]+)\})"));
    QByteArray out;
    const QString s = QString::fromLatin1(text);
    qsizetype pos = 0;
    for (auto it = escape.globalMatch(s); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += s.mid(pos, m.capturedStart() - pos).toLatin1();
        if (m.capturedLength(1))
            out += char(m.captured(1).toUInt(nullptr, 16));
        else
            out += utf8Of(char32_t(m.captured(2).toUInt(nullptr, 16)));
        pos = m.capturedEnd();
    }
    out += s.mid(pos).toLatin1();
    if (out.contains('\\'))
        return std::nullopt;
    return out;
}

inline QList<Named> wakabaVectors()
{
    QList<Named> out;
    const QStringList files = QDir(dataDir() + QStringLiteral("/wakaba-encodings"))
                                  .entryList({QStringLiteral("*.dat")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const std::optional<QByteArray> text = readFile(QStringLiteral("wakaba-encodings/") + file);
        if (!text)
            return {};
        int index = 0;
        // Blocks are separated by blank lines; each holds sections that start with '#'.
        QList<QList<QByteArray>> blocks(1);
        for (const QByteArray &line : text->split('\n')) {
            if (line.trimmed().isEmpty()) {
                if (!blocks.last().isEmpty())
                    blocks.append(QList<QByteArray>());
            } else {
                blocks.last().append(line);
            }
        }
        for (const QList<QByteArray> &block : blocks) {
            QMap<QByteArray, QList<QByteArray>> sections;
            QByteArray bc, current;
            bool isDecodeTest = false;
            for (const QByteArray &line : block) {
                if (line.startsWith('#')) {
                    const QList<QByteArray> words = line.split(' ');
                    current = words[0];
                    sections[current]; // present, even when empty
                    if (current == "#bc") {
                        isDecodeTest = true;
                        bc = words.value(1);
                    } else if (current == "#errors") {
                        sections[current].append(words.value(1)); // "fatal" or ""
                    }
                    continue;
                }
                sections[current].append(line);
            }
            if (!isDecodeTest)
                continue;
            ++index;
            if (bc == "bomsniffing")
                continue;
            Vector v;
            for (const QByteArray &chunk : sections.value("#b")) {
                const std::optional<QByteArray> bytes =
                    unescape(chunk == "_" ? QByteArray() : chunk);
                if (!bytes)
                    return {};
                v.chunks.append(*bytes);
                v.input += *bytes;
            }
            const std::optional<QByteArray> expected = unescape(sections.value("#c").join('\n'));
            if (!expected)
                return {};
            v.replace = *expected;
            v.stripBom = bc == "bom";
            QList<Unit> units;
            const QList<QByteArray> errors = sections.value("#errors");
            v.valid = errors.value(0) != "fatal";
            for (qsizetype i = 1; i < errors.size(); ++i) {
                const QList<QByteArray> f = errors[i].split(';');
                if (f.value(2) != "utf-8:bad bytes")
                    continue; // e.g. "0;s;bom;": a signature, not an error
                const std::optional<QByteArray> bytes = unescape(f.value(3));
                if (!bytes || f.size() != 4)
                    return {};
                units.append({f[0].toLongLong(), *bytes});
            }
            v.units = units;
            const QString name = QString::fromUtf8(sections.value("#name").value(0));
            out.append({QStringLiteral("wakaba %1 #%2%3")
                            .arg(file)
                            .arg(index)
                            .arg(name.isEmpty() ? QString() : QLatin1Char(' ') + name),
                        v});
        }
    }
    return out;
}

// UTF-8-test.vte-whatwg-margins.txt: every line that ends in '|' and holds ill-formed bytes is 79
// code points long after a maximal-subpart 'replace' decoding. Lines are chosen with Qt's own
// validator, independently of the codec under test.
inline QList<Named> kuhnLines()
{
    QList<Named> out;
    const std::optional<QByteArray> text =
        readFile(QStringLiteral("UTF-8-test.vte-whatwg-margins.txt"));
    if (!text)
        return out;
    const QList<QByteArray> lines = text->split('\n');
    for (qsizetype n = 0; n < lines.size(); ++n) {
        if (!lines[n].endsWith('|') || QByteArrayView(lines[n]).isValidUtf8())
            continue;
        Vector v;
        v.input = lines[n];
        v.valid = false;
        v.codePoints = 79;
        out.append({QStringLiteral("kuhn line %1").arg(n + 1), v});
    }
    return out;
}

} // namespace corpus
