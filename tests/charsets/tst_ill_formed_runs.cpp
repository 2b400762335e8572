// The verdict per run (u8i/mojibake/ill_formed_runs.h) and its consumers, the encoding detector
// and the mojibake analysis: files that are UTF-8 with a field or line in a legacy encoding, in 12
// languages, by line, CSV field and JSON value; UTF-8 with damage of each kind at the start, in
// the middle and at the end; and the negatives, whole legacy files and clean UTF-8. The text comes
// from the gettext catalogs installed on this machine.
#include "byte_view.h"
#include "catalog_samples.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/charsets/detection/run_encoding.h"
#include "u8i/mojibake/ill_formed_runs.h"
#include "u8i/mojibake/mojibake.h"

#include <QFile>
#include <QTest>

using namespace u8i;
using namespace u8i::charsets;
using u8i::testing::bytesOf;
using u8i::testing::Layout;

Q_DECLARE_METATYPE(u8i::testing::Layout)

namespace {

struct LanguageCharset {
    const char *language;
    const char *charset;
};

// Twelve languages, each in the legacy charsets its files were written in.
const LanguageCharset kLegacy[] = {
    {"de", "Windows-1252"}, {"fr", "Windows-1252"}, {"es", "Windows-1252"}, {"pt", "Windows-1252"},
    {"pl", "Windows-1250"}, {"cs", "Windows-1250"}, {"cs", "ISO-8859-2"},   {"hu", "Windows-1250"},
    {"ru", "Windows-1251"}, {"ru", "KOI8-R"},       {"uk", "Windows-1251"}, {"bg", "Windows-1251"},
    {"el", "Windows-1253"}, {"tr", "Windows-1254"},
};

// The repair as the GUI's Mojibake panel and --fix-mojibake make it: a file that is UTF-8, with
// errors or not, line by line with the options its verdict gives (runByRunRepairOptions).
MojibakeReport repaired(const QByteArray &bytes)
{
    const auto &all = mojibakeCharsets();
    const std::optional<MojibakeOptions> options = runByRunRepairOptions(bytesOf(bytes));
    if (!options)
        QTest::qFail("a file that is not UTF-8 is not repaired run by run", __FILE__, __LINE__);
    return repairMojibakeByLine(bytesOf(bytes), LegacyCharsets(all.data(), all.size()),
                                options.value_or(MojibakeOptions{}));
}

// The two charsets read `bytes` as the same text.
bool sameText(const QByteArray &bytes, const std::string &a, const std::string &b)
{
    const LegacyCharset *x = legacyCharset(a);
    const LegacyCharset *y = legacyCharset(b);
    return x && y && x->decode(bytesOf(bytes)).text == y->decode(bytesOf(bytes)).text;
}

// Damage as a program makes it, at `at` of `text` (a character boundary).
QByteArray damaged(const QByteArray &text, qsizetype at, const QByteArray &kind)
{
    if (kind == "overlong")
        return text.left(at) + "\xC0\xAF" + text.mid(at);
    if (kind == "surrogate")
        return text.left(at) + "\xED\xA0\x80" + text.mid(at);
    if (kind == "truncated-euro")
        return text.left(at) + "\xE2\x82" + text.mid(at);
    // A character of the text itself loses its last byte, or its first.
    qsizetype c = at;
    while (c < text.size() && static_cast<quint8>(text[c]) < 0xC0)
        ++c;
    if (c == text.size())
        while (c > 0 && static_cast<quint8>(text[--c]) < 0xC0) {
        }
    qsizetype n = 1;
    while (c + n < text.size() && (static_cast<quint8>(text[c + n]) & 0xC0) == 0x80)
        ++n;
    if (kind == "cut-character")
        return text.left(c + n - 1) + text.mid(c + n);
    return text.left(c) + text.mid(c + 1); // lost-lead
}

} // namespace

class TestIllFormedRuns : public QObject {
    Q_OBJECT

  private slots:
    void mixedFile_data();
    void mixedFile();
    void mixedFilesMostlyRestored();
    void damage_data();
    void damage();
    void damageInMostlyAscii_data();
    void damageInMostlyAscii();
    void wholeLegacyFile_data();
    void wholeLegacyFile();
    void reportedCases_data();
    void reportedCases();
    void continuationStandingApart_data();
    void continuationStandingApart();
    void standingApartStillText_data();
    void standingApartStillText();
    void oneLetterBesideEncoderForm_data();
    void oneLetterBesideEncoderForm();
    void bundledTourNamesNoCharset();
};

void TestIllFormedRuns::mixedFile_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("charset");
    QTest::addColumn<Layout>("layout");
    const std::pair<const char *, Layout> layouts[] = {
        {"lines", Layout::Lines}, {"csv", Layout::Csv}, {"json", Layout::Json}};
    for (const LanguageCharset &lc : kLegacy)
        for (const auto &[name, layout] : layouts)
            QTest::addRow("%s_%s_%s", lc.language, lc.charset, name)
                << QString::fromLatin1(lc.language) << QString::fromLatin1(lc.charset) << layout;
}

namespace {
// Across the rows of mixedFile: how many had every run named as its charset, and how many were
// restored exactly. Exact restoration of every file is the aim (bench/first_verdict_vs_peers.py
// measures it on held-out data); what each row must hold is below.
struct MixedTally {
    int rows = 0;
    int runsNamed = 0;
    int restored = 0;
};
MixedTally g_mixed;
} // namespace

// A third of the fields in the legacy charset: UTF-8 with errors, with runs; the repair keeps every
// line that was well-formed UTF-8 byte for byte. Whether the runs are named as the charset and the
// file restored exactly is counted for mixedFilesMostlyRestored().
void TestIllFormedRuns::mixedFile()
{
    QFETCH(QString, language);
    QFETCH(QString, charset);
    QFETCH(Layout, layout);
    const QByteArray cs = charset.toLatin1();
    const QStringList messages = u8i::testing::catalogSample(language, cs.constData(), 9);
    QVERIFY2(messages.size() == 9, "the catalogs of this language are installed");
    QByteArray utf8;
    const QByteArray bytes = u8i::testing::mixedFile(messages, layout, cs.constData(), 3, utf8);

    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(className(v.kind), std::string_view("utf-8-with-errors"));
    QVERIFY(!v.runs.empty());
    bool named = true;
    for (const LegacyRun &r : v.runs) {
        const QByteArray run =
            bytes.mid(static_cast<qsizetype>(r.offset), static_cast<qsizetype>(r.length));
        named = named && sameText(run, r.encoding, cs.toStdString());
    }
    QVERIFY(QString::fromStdString(describe(v)).contains(QStringLiteral(" as ")));

    const MojibakeReport report = repaired(bytes);
    const QByteArray out = QByteArray::fromStdString(report.repaired);
    const QList<QByteArray> inLines = bytes.split('\n');
    const QList<QByteArray> outLines = out.split('\n');
    QCOMPARE(outLines.size(), inLines.size());
    for (qsizetype i = 0; i < inLines.size(); ++i)
        if (QString::fromUtf8(inLines[i]).toUtf8() == inLines[i]) // well-formed UTF-8
            QCOMPARE(outLines[i], inLines[i]);
    ++g_mixed.rows;
    g_mixed.runsNamed += named ? 1 : 0;
    g_mixed.restored += out == utf8 ? 1 : 0;
    if (!named || out != utf8)
        qInfo("not %s", !named ? "named as its charset" : "restored exactly");
}

// At least three files in four are read and restored exactly (Debian 12's catalogs: all of them;
// Debian 13's: 33 of 42, French and Spanish Windows-1252 lines and Polish named Windows-1252 miss).
void TestIllFormedRuns::mixedFilesMostlyRestored()
{
    QVERIFY(g_mixed.rows > 0);
    qInfo("%d mixed files: %d with every run named as its charset, %d restored exactly",
          g_mixed.rows, g_mixed.runsNamed, g_mixed.restored);
    QVERIFY(4 * g_mixed.runsNamed >= 3 * g_mixed.rows);
    QVERIFY(4 * g_mixed.restored >= 3 * g_mixed.rows);
}

void TestIllFormedRuns::damage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<int>("position"); // 0 start, 1 middle, 2 end
    const char *kinds[] = {"overlong", "surrogate", "truncated-euro", "cut-character", "lost-lead"};
    const char *positions[] = {"start", "middle", "end"};
    const char *languages[] = {"de", "fr", "es", "pt", "pl", "cs",
                               "hu", "ru", "uk", "bg", "el", "tr"};
    for (const char *language : languages)
        for (const char *kind : kinds)
            for (int p = 0; p < 3; ++p)
                QTest::addRow("%s_%s_%s", language, kind, positions[p])
                    << QString::fromLatin1(language) << QByteArray(kind) << p;
}

// UTF-8 with a broken character or two is UTF-8 with errors, whatever the language; damage is
// never read as letters, and the repair leaves it as it is.
void TestIllFormedRuns::damage()
{
    QFETCH(QString, language);
    QFETCH(QByteArray, kind);
    QFETCH(int, position);
    const QStringList messages = u8i::testing::catalogSample(language, nullptr, 3, 11);
    QVERIFY2(messages.size() == 3, "the catalogs of this language are installed");
    const QByteArray text = messages.join(QLatin1Char('\n')).toUtf8();
    qsizetype at = position == 0   ? 0
                   : position == 2 ? text.size()
                                   : text.indexOf(' ', text.size() / 2);
    at = at < 0 ? text.size() / 2 : at;
    const QByteArray bytes = damaged(text, at, kind);

    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(className(v.kind), std::string_view("utf-8-with-errors"));
    const MojibakeReport report = repaired(bytes);
    if (kind == "lost-lead") {
        // A continuation byte that lost its lead, where the text never uses the character it
        // was part of, is the very byte a legacy field would have (B3 is "ł" in Windows-1250):
        // it may be read so, but nothing well-formed around it is touched.
        for (const MojibakeFinding &f : report.findings)
            QVERIFY(f.kind != MojibakeKind::LegacyEncoding || f.length <= 3);
        return;
    }
    QVERIFY2(v.runs.empty(), qPrintable(QString::fromStdString(describe(v))));
    for (const MojibakeFinding &f : report.findings)
        QVERIFY2(!f.applied || f.kind != MojibakeKind::LegacyEncoding,
                 qPrintable(QString::fromStdString(f.repaired)));
    QCOMPARE(QByteArray::fromStdString(report.repaired), bytes);
}

void TestIllFormedRuns::damageInMostlyAscii_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const char *languages[] = {"de", "fr", "es", "pt", "pl", "cs",
                               "hu", "ru", "uk", "bg", "el", "tr"};
    // Stray bytes glued inside ASCII words (a continuation byte that lost its lead, a byte UTF-8
    // never uses), which a multi-byte charset reads with the next letter as one character; and
    // one of each classic form of damage between the words of a short text; beside one line of
    // a language's well-formed UTF-8.
    for (const char *language : languages) {
        const QStringList messages =
            u8i::testing::catalogSample(QString::fromLatin1(language), nullptr, 1, 5);
        const QByteArray line = messages.value(0).toUtf8();
        if (line.isEmpty()) { // the catalogs of this language are missing: the row fails
            QTest::addRow("%s", language) << QByteArray();
            continue;
        }
        QTest::addRow("%s_stray_bytes_inside_words", language)
            << "Damnedes\xA9t diffusion " + line + " pr\xF5omotes impurity permed gyros.\n";
        QTest::addRow("%s_four_kinds_between_words", language)
            << "A line with an overlong slash \xC0\xAF here.\n" + line +
                   "\nA cut character \xE2\x82 and a stray \x80 byte.\n"
                   "Surrogate \xED\xA0\x80 encoded.\n";
    }
    // As they were found: Windows-1251 (Serbian) and GB18030 read these whole, as clean text.
    QTest::addRow("four_kinds_beside_German_words")
        << QByteArray("Gr\xC3\xBC\xC3\x9F"
                      "e aus K\xC3\xB6ln.\nA line with an overlong slash \xC0\xAF here.\n"
                      "A cut character \xE2\x82 and a stray \x80 byte.\n"
                      "Surrogate \xED\xA0\x80 encoded.\n");
    QTest::addRow("stray_bytes_inside_words_beside_a_Russian_word")
        << QByteArray("Damnedes\xA9t diffusion \xD0\xBE\xD0\xBF\xD1\x8F\xD1\x82\xD1\x8C "
                      "pr\xF5omotes impurity permed gyros sublime.\n");
}

// A short text, mostly ASCII, with some well-formed UTF-8 and a few damaged bytes is UTF-8 with
// errors, not the legacy charset that happens to read all its bytes as text.
void TestIllFormedRuns::damageInMostlyAscii()
{
    QFETCH(QByteArray, bytes);
    QVERIFY2(!bytes.isEmpty(), "the catalogs of the language are installed");
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QVERIFY2(className(v.kind) == std::string_view("utf-8-with-errors"),
             qPrintable(QString::fromStdString(describe(v))));
}

void TestIllFormedRuns::wholeLegacyFile_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("charset");
    for (const LanguageCharset &lc : kLegacy)
        QTest::addRow("%s_%s", lc.language, lc.charset)
            << QString::fromLatin1(lc.language) << QString::fromLatin1(lc.charset);
}

// The negative: a file all in one legacy charset reads as one whole, not as runs.
void TestIllFormedRuns::wholeLegacyFile()
{
    QFETCH(QString, language);
    QFETCH(QString, charset);
    const QByteArray cs = charset.toLatin1();
    const QStringList messages = u8i::testing::catalogSample(language, cs.constData(), 6);
    QVERIFY(messages.size() == 6);
    const QByteArray bytes =
        u8i::testing::inCharset(messages.join(QLatin1Char('\n')), cs.constData()).value();
    const IllFormedRuns runs = illFormedRunJudge().judge(bytesOf(bytes));
    QVERIFY(!runs.utf8WithErrors());
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(className(v.kind), std::string_view("legacy"));
    QVERIFY2(sameText(bytes, v.encoding, cs.toStdString()), v.encoding.c_str());
}

void TestIllFormedRuns::reportedCases_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("legacyRuns"); // the encoding of each legacy run, comma-separated
    QTest::addRow("overlong_and_surrogate")
        << QByteArray("Caf\xC3\xA9 \xC0\xAF und \xED\xA0\x80 Ende") << QString();
    QTest::addRow("overlong_on_second_line")
        << QByteArray("caf\xC3\xA9 first part\nsecond part \xC0\xAF") << QString();
    QTest::addRow("overlong_in_a_sentence")
        << QByteArray("Die Datei enth\xC3\xA4lt \xC0\xAF einen Fehler.") << QString();
    QTest::addRow("latin1_json_field")
        << QByteArray("{\"name\": \"M\xC3\xBCller\", \"city\": \"K\xF6ln\"}")
        << QStringLiteral("Windows-1252");
    QTest::addRow("truncated_euro_at_end") << QByteArray("Der Preis: 10 \xE2\x82") << QString();
    // A no-break space (FF in CP437) with nothing beside it, and a letter the text never uses
    // standing alone ("ÿ" in Windows-1252), are no evidence of a charset.
    QTest::addRow("lone_byte_on_the_last_line") << QByteArray("Gr\xC3\xBC\xC3\x9F"
                                                              "e aus der Pipe, line 1\n"
                                                              "Gr\xC3\xBC\xC3\x9F"
                                                              "e aus der Pipe, line 2\n\xFF")
                                                << QString();
    QTest::addRow("lone_bytes_on_lines_of_their_own") << QByteArray("Gr\xC3\xBC\xC3\x9F"
                                                                    "e\n\xFF\n\xFE\nEnde")
                                                      << QString();
    // Continuation bytes inside a word spell no word whose case changes inside ("aÇÇb").
    QTest::addRow("continuation_bytes_in_a_word_and_a_byte_beside_a_blank")
        << QByteArray("Caf\xC3\xA9 a\x80\x80"
                      "b Ende\nzweite Zeile \xFF\n")
        << QString();
}

// The cases of issue 23, as they were reported.
void TestIllFormedRuns::reportedCases()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, legacyRuns);
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(className(v.kind), std::string_view("utf-8-with-errors"));
    QStringList encodings;
    for (const LegacyRun &r : v.runs)
        encodings << QString::fromStdString(r.encoding);
    QCOMPARE(encodings.join(QLatin1Char(',')), legacyRuns);
    const MojibakeReport report = repaired(bytes);
    if (legacyRuns.isEmpty()) {
        QCOMPARE(QByteArray::fromStdString(report.repaired), bytes);
    } else {
        // The UTF-8 is kept byte for byte, the legacy run converted.
        QVERIFY(QByteArray::fromStdString(report.repaired).contains("M\xC3\xBCller"));
        QVERIFY(QByteArray::fromStdString(report.repaired).contains("K\xC3\xB6ln"));
    }
}

void TestIllFormedRuns::continuationStandingApart_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const std::pair<const char *, QByteArray> texts[] = {
        {"de", QByteArray("Die Datei enth\xC3\xA4lt einen Fehler")},
        {"fr", QByteArray("Le caf\xC3\xA9 est tr\xC3\xA8s bon")},
        {"pl", QByteArray("Za\xC5\xBC\xC3\xB3\xC5\x82\xC4\x87 g\xC4\x99\xC5\x9Bl\xC4\x85 "
                          "ja\xC5\xBA\xC5\x84 dzisiaj")},
        {"ru",
         QByteArray("\xD0\xAD\xD1\x82\xD0\xBE \xD0\xBF\xD1\x80\xD0\xBE\xD1\x81\xD1\x82\xD0\xBE "
                    "\xD1\x82\xD0\xB5\xD0\xBA\xD1\x81\xD1\x82")},
        {"en", QByteArray("The price is low, said M\xC3\xBCller")},
    };
    for (const auto &[language, text] : texts)
        for (int b = 0x80; b <= 0xBF; ++b) {
            if (b == 0x96 || b == 0x97)
                continue; // a dash in every Windows code page: standingApartStillText
            const QByteArray byte(1, static_cast<char>(b));
            const qsizetype middle = text.indexOf(' ', text.size() / 2);
            QTest::addRow("%s_%02X_between_words", language, b)
                << text.left(middle) + ' ' + byte + text.mid(middle);
            QTest::addRow("%s_%02X_line_start", language, b) << text + '\n' + byte + " Ende";
            QTest::addRow("%s_%02X_line_end", language, b) << text + ' ' + byte + "\nEnde";
        }
}

// A lone continuation byte standing apart between words, in a file whose other non-ASCII is
// well-formed UTF-8, is a stray byte: no run reads as a legacy charset ("<80>" is no "€"), and the
// repair leaves it as it is.
void TestIllFormedRuns::continuationStandingApart()
{
    QFETCH(QByteArray, bytes);
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(className(v.kind), std::string_view("utf-8-with-errors"));
    QVERIFY2(v.runs.empty(), qPrintable(QString::fromStdString(describe(v))));
    QCOMPARE(QByteArray::fromStdString(repaired(bytes).repaired), bytes);
}

void TestIllFormedRuns::standingApartStillText_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("converted"); // what the byte standing apart becomes
    // The file's own Windows-1252 words show its code page: a byte standing apart is its too.
    const QByteArray legacy("M\xC3\xBCller aus K\xF6ln, Gr\xFC\xDF"
                            "e\n");
    QTest::addRow("beside_legacy_words_euro") << legacy + "Preis 5 \x80 netto\n"
                                              << QByteArray("5 \xE2\x82\xAC netto");
    QTest::addRow("beside_legacy_words_dash") << legacy + "Hamburg \x96 Berlin\n"
                                              << QByteArray("Hamburg \xE2\x80\x93 Berlin");
    // Alone in a UTF-8 file, a reading that fits the place: a dash between words, a currency
    // sign beside a number (what a program pastes in).
    const QByteArray de("Gr\xC3\xBC\xC3\x9F"
                        "e aus der Stadt\n");
    QTest::addRow("en_dash") << de + "Hamburg \x96 Berlin\n"
                             << QByteArray("Hamburg \xE2\x80\x93 Berlin");
    QTest::addRow("em_dash") << de + "jetzt \x97 oder nie\n"
                             << QByteArray("jetzt \xE2\x80\x94 oder nie");
    QTest::addRow("euro_after_a_price") << de + "kostet 5,90 \x80 netto\n"
                                        << QByteArray("5,90 \xE2\x82\xAC netto");
    QTest::addRow("euro_before_a_price") << de + "kostet \x80 12 netto\n"
                                         << QByteArray("kostet \xE2\x82\xAC 12");
}

// A byte standing apart that is text by the file's evidence or by its place is still converted,
// and the UTF-8 kept.
void TestIllFormedRuns::standingApartStillText()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, converted);
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(className(v.kind), std::string_view("utf-8-with-errors"));
    const QByteArray out = QByteArray::fromStdString(repaired(bytes).repaired);
    QVERIFY2(out.contains(converted), out.constData());
    QVERIFY(out.startsWith("M\xC3\xBCller aus K\xC3\xB6ln") || out.startsWith("Gr\xC3\xBC"));
}

void TestIllFormedRuns::oneLetterBesideEncoderForm_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const std::pair<const char *, QByteArray> texts[] = {
        {"de", QByteArray("Die Datei enth\xC3\xA4lt einen Fehler")},
        {"fr", QByteArray("Le caf\xC3\xA9 est tr\xC3\xA8s bon")},
        {"pl", QByteArray("Za\xC5\xBC\xC3\xB3\xC5\x82\xC4\x87 g\xC4\x99\xC5\x9Bl\xC4\x85 dzisiaj")},
        {"tr", QByteArray("Bug\xC3\xBCn hava \xC3\xA7ok g\xC3\xBCzel")},
        {"cs", QByteArray("P\xC5\x99\xC3\xADli\xC5\xA1 \xC5\xBElu\xC5\xA5ou\xC4\x8Dk\xC3\xBD "
                          "k\xC5\xAF\xC5\x88")},
    };
    const std::pair<const char *, QByteArray> forms[] = {{"overlong_C0_AF", "\xC0\xAF"},
                                                         {"overlong_E0_80_AF", "\xE0\x80\xAF"},
                                                         {"surrogate_ED_A0_80", "\xED\xA0\x80"}};
    for (const auto &[language, text] : texts)
        for (const char letter : {'\xFF', '\xF5', '\xBF', '\xFE', '\xE9'})
            for (const auto &[form, formBytes] : forms)
                QTest::addRow("%s_%02X_beside_%s", language, static_cast<quint8>(letter), form)
                    << text + " data" + letter + "base\nzweite " + formBytes + "Zeile";
}

// A form only a UTF-8 encoder writes shows the file was written as UTF-8 and damaged: a byte that
// a code page reads as one letter glued to a word ("data<FF>base") is damage too, and the repair
// leaves it. (Beside no such form, "K<F6>ln" still reads as Windows-1252: reportedCases.)
void TestIllFormedRuns::oneLetterBesideEncoderForm()
{
    QFETCH(QByteArray, bytes);
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(className(v.kind), std::string_view("utf-8-with-errors"));
    QVERIFY2(v.runs.empty(), qPrintable(QString::fromStdString(describe(v))));
    QCOMPARE(QByteArray::fromStdString(repaired(bytes).repaired), bytes);
}

// The demo that the README opens shows one example of each kind of damage, each on its own line:
// none of them is text in a legacy charset, so the first verdict names none and offers no
// conversion.
void TestIllFormedRuns::bundledTourNamesNoCharset()
{
    QFile file(QStringLiteral(U8I_SOURCE_DIR "/resources/demo/tour.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(className(v.kind), std::string_view("utf-8-with-errors"));
    QVERIFY2(v.runs.empty(), qPrintable(QString::fromStdString(describe(v))));
    QCOMPARE(illFormedRunJudge().judge(bytesOf(bytes)).count(RunReading::Legacy), std::size_t{0});
}

QTEST_GUILESS_MAIN(TestIllFormedRuns)
#include "tst_ill_formed_runs.moc"
