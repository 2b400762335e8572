// Files of UTF-8 mixed with a legacy encoding, run through the real program (issue 23, items 2
// and 3): in 12 languages and their legacy encodings, mixed by line, CSV field and JSON value,
// with the legacy cells at the start, in the middle or at the end. --detect names each legacy
// run's encoding; --decode --from auto and --fix-mojibake keep every run written in UTF-8 byte for
// byte, in order, and restore the file. The negatives: a file all in UTF-8, a file all in the
// legacy encoding (named as it, as a whole), and UTF-8 with damage (explained, not repaired).
// The words come from Debian's word lists and hunspell dictionaries (word_lists.h).
#include "cli_run.h"
#include "temp_file.h"
#include "word_lists.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>

namespace {

struct LanguageEncodings {
    const char *language;
    QStringList encodings;
};

const LanguageEncodings kLanguages[] = {
    {"de", {"Windows-1252", "ISO-8859-1"}}, {"fr", {"Windows-1252", "ISO-8859-15"}},
    {"es", {"Windows-1252", "ISO-8859-1"}}, {"pt", {"Windows-1252", "ISO-8859-1"}},
    {"pl", {"Windows-1250", "ISO-8859-2"}}, {"cs", {"Windows-1250", "ISO-8859-2"}},
    {"hu", {"Windows-1250", "ISO-8859-2"}}, {"ru", {"Windows-1251", "KOI8-R"}},
    {"uk", {"Windows-1251", "KOI8-U"}},     {"bg", {"Windows-1251"}},
    {"el", {"Windows-1253", "ISO-8859-7"}}, {"tr", {"Windows-1254", "ISO-8859-9"}},
};

enum class Layout { Lines, Csv, Json };
enum class Position { Start, Middle, End };

// A piece of the file: its text, and whether it is written in the legacy encoding.
struct Cell {
    QString text;
    bool legacy = false;
};

struct MixedFile {
    QByteArray bytes;
    QByteArray utf8;            // the same file all in UTF-8
    QList<QByteArray> utf8Runs; // the bytes of consecutive cells written in UTF-8
    QList<QByteArray> legacy;   // each legacy cell as written
    QStringList legacyTexts;    // and its text
};

QByteArray inCharset(const QString &text, const QString &charset)
{
    const u8i::LegacyCharset *c = u8i::charsets::legacyCharset(charset.toStdString());
    const std::optional<std::string> b = c ? c->encode(text.toStdU32String()) : std::nullopt;
    return b ? QByteArray::fromStdString(*b) : QByteArray();
}

// A text of `words` of the pool, at least one of them beyond ASCII.
QString phrase(QRandomGenerator &rng, const QStringList &pool, int words)
{
    QStringList out;
    bool beyondAscii = false;
    while (out.size() < words || !beyondAscii) {
        const QString w = pool[rng.bounded(static_cast<int>(pool.size()))];
        for (const QChar c : w)
            beyondAscii = beyondAscii || c.unicode() >= 0x80;
        out << w;
    }
    return out.join(QLatin1Char(' '));
}

MixedFile assemble(const QList<Cell> &cells, Layout layout, const QString &charset)
{
    MixedFile f;
    QByteArray run;
    const auto plain = [&](const QByteArray &b) {
        f.bytes += b;
        f.utf8 += b;
        run += b;
    };
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (layout == Layout::Csv)
            plain(QByteArray::number(i) + ",\"");
        if (layout == Layout::Json)
            plain("{\"id\": " + QByteArray::number(i) + ", \"text\": \"");
        const QByteArray good = cells[i].text.toUtf8();
        if (cells[i].legacy) {
            const QByteArray written = inCharset(cells[i].text, charset);
            f.legacy << written;
            f.legacyTexts << cells[i].text;
            f.bytes += written;
            f.utf8 += good;
            if (!run.isEmpty())
                f.utf8Runs << run;
            run.clear();
        } else {
            plain(good);
        }
        plain(layout == Layout::Lines ? "\n" : layout == Layout::Csv ? "\"\n" : "\"}\n");
    }
    if (!run.isEmpty())
        f.utf8Runs << run;
    return f;
}

// 12 cells, a third of them (at the start, in the middle or at the end) in the legacy charset.
MixedFile makeMixedFile(const QStringList &pool, Layout layout, Position position,
                        const QString &charset, quint32 seed)
{
    QRandomGenerator rng(seed);
    constexpr int kCells = 12;
    const int first = position == Position::Start ? 0 : position == Position::Middle ? 4 : 8;
    QList<Cell> cells;
    for (int i = 0; i < kCells; ++i)
        cells << Cell{phrase(rng, pool, layout == Layout::Lines ? 8 : 2),
                      i >= first && i < first + kCells / 3};
    return assemble(cells, layout, charset);
}

// The runs, each in order, found as they are in `output`; the first that is not, or -1.
qsizetype firstRunChanged(const QList<QByteArray> &runs, const QByteArray &output)
{
    qsizetype at = 0;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const qsizetype found = output.indexOf(runs[i], at);
        if (found < 0)
            return i;
        at = found + runs[i].size();
    }
    return -1;
}

// A seed from the row's name, the same in every run (qHash's is not).
quint32 seedOf(const char *tag)
{
    return qChecksum(QByteArrayView(tag));
}

// A row for each language and kind: the language, its first legacy encoding, the kind.
void addLanguageKindRows(std::initializer_list<const char *> kinds)
{
    for (const LanguageEncodings &l : kLanguages)
        for (const char *kind : kinds)
            QTest::addRow("%s_%s", l.language, kind)
                << QString::fromLatin1(l.language) << l.encodings.first()
                << QString::fromLatin1(kind);
}

// How many mixed files came back exactly, of how many.
int g_files = 0;
int g_restored = 0;
int g_named = 0; // files whose every legacy run is named as an encoding that reads it as written

} // namespace

class TestCliMixedFiles : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void mixedFile_data();
    void mixedFile();
    void mostRestoredExactly();
    void singleKindFile_data();
    void singleKindFile();
    void punctuationPasted_data();
    void punctuationPasted();

  private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        return u8i::testing::writeTempFile(m_dir, name, bytes);
    }
    QTemporaryDir m_dir;
};

void TestCliMixedFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(U8I_PROGRAM)).isExecutable(), U8I_PROGRAM);
}

void TestCliMixedFiles::mixedFile_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("charset");
    QTest::addColumn<int>("layout");   // Layout
    QTest::addColumn<int>("position"); // Position
    const std::pair<const char *, Layout> layouts[] = {
        {"lines", Layout::Lines}, {"csv", Layout::Csv}, {"json", Layout::Json}};
    const char *positions[] = {"start", "middle", "end"};
    int row = 0;
    for (const LanguageEncodings &l : kLanguages)
        for (const QString &charset : l.encodings)
            for (const auto &[name, layout] : layouts) {
                const int position = row++ % 3;
                QTest::addRow("%s_%s_%s_%s", l.language, qPrintable(charset), name,
                              positions[position])
                    << QString::fromLatin1(l.language) << charset << static_cast<int>(layout)
                    << position;
            }
}

// Every run written in UTF-8 comes out byte for byte, in order, from both repairs; the legacy
// runs are named in --detect --json as an encoding that reads them as written.
void TestCliMixedFiles::mixedFile()
{
    QFETCH(QString, language);
    QFETCH(QString, charset);
    QFETCH(int, layout);
    QFETCH(int, position);
    const QStringList pool = u8i::testing::wordsOf(qPrintable(language), {charset});
    QVERIFY2(pool.size() > 100, "the word list of the language is installed");
    const MixedFile f =
        makeMixedFile(pool, static_cast<Layout>(layout), static_cast<Position>(position), charset,
                      seedOf(QTest::currentDataTag()));
    const QString path = write(QStringLiteral("mixed.txt"), f.bytes);

    const Run detect = run({QStringLiteral("--detect"), QStringLiteral("--json"), path});
    const QJsonObject o = QJsonDocument::fromJson(detect.out).object();
    QCOMPARE(o.value("class").toString(), QStringLiteral("utf-8-with-errors"));
    const QJsonArray runs = o.value("runs").toArray();
    bool allNamed = true;
    for (qsizetype i = 0; i < f.legacy.size(); ++i) {
        // The cell's bytes from its first to its last beyond ASCII (a run starts and ends there).
        qsizetype first = 0;
        while (static_cast<quint8>(f.legacy[i][first]) < 0x80)
            ++first;
        qsizetype last = f.legacy[i].size() - 1;
        while (static_cast<quint8>(f.legacy[i][last]) < 0x80)
            --last;
        const qsizetype at = f.bytes.indexOf(f.legacy[i]) + first;
        const qsizetype span = last - first + 1;
        bool named = false;
        for (const QJsonValue &r : runs) {
            const auto offset = r.toObject().value("offset").toInteger();
            const auto length = r.toObject().value("length").toInteger();
            const u8i::LegacyCharset *c = u8i::charsets::legacyCharsetByAlias(
                r.toObject().value("encoding").toString().toStdString());
            named = named || (c && offset <= at && at + span <= offset + length &&
                              QString::fromStdU32String(
                                  c->decode(u8i::Bytes(reinterpret_cast<const std::uint8_t *>(
                                                           f.legacy[i].constData()),
                                                       f.legacy[i].size()))
                                      .text) == f.legacyTexts[i]);
        }
        if (!named)
            qInfo("legacy run %d not named", int(i));
        allNamed = allNamed && named;
    }
    g_named += allNamed ? 1 : 0;
    bool exact = true;
    for (const QStringList &mode :
         {QStringList{QStringLiteral("--decode"), QStringLiteral("--from"), QStringLiteral("auto")},
          QStringList{QStringLiteral("--fix-mojibake")}}) {
        const Run r = run(mode + QStringList{path});
        QVERIFY2(!r.out.isEmpty(), r.err.constData());
        QCOMPARE(firstRunChanged(f.utf8Runs, r.out), qsizetype(-1));
        if (exact && r.out != f.utf8) {
            const QList<QByteArray> want = f.utf8.split('\n');
            const QList<QByteArray> got = r.out.split('\n');
            for (qsizetype i = 0; i < std::min(want.size(), got.size()); ++i)
                if (want[i] != got[i]) {
                    qInfo("%s, line %lld: \"%s\", not \"%s\"", qPrintable(mode.first()),
                          static_cast<long long>(i), got[i].constData(), want[i].constData());
                    break;
                }
        }
        exact = exact && r.out == f.utf8;
    }
    ++g_files;
    g_restored += exact ? 1 : 0;
}

// The aim of issue 23: 90% of mixed files restored exactly by both.
void TestCliMixedFiles::mostRestoredExactly()
{
    QVERIFY(g_files > 0);
    qInfo("%d mixed files, %d restored exactly, %d with every legacy run named", g_files,
          g_restored, g_named);
    QVERIFY(10 * g_restored >= 9 * g_files);
    QVERIFY(10 * g_named >= 9 * g_files);
}

void TestCliMixedFiles::singleKindFile_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("charset");
    QTest::addColumn<QString>("kind"); // utf-8, legacy, damaged
    addLanguageKindRows({"utf-8", "legacy", "damaged"});
}

// The negatives: all UTF-8 is UTF-8 and left alone; all legacy is that encoding as a whole;
// UTF-8 with an overlong and a cut character is UTF-8 with errors, no run read as an encoding,
// and no repair makes letters of it.
void TestCliMixedFiles::singleKindFile()
{
    QFETCH(QString, language);
    QFETCH(QString, charset);
    QFETCH(QString, kind);
    const QStringList pool = u8i::testing::wordsOf(qPrintable(language), {charset});
    QVERIFY2(pool.size() > 100, "the word list of the language is installed");
    QRandomGenerator rng(seedOf(QTest::currentDataTag()));
    QString text;
    for (int i = 0; i < 6; ++i)
        text += phrase(rng, pool, 8) + QLatin1Char('\n');
    QByteArray bytes = kind == QLatin1String("legacy") ? inCharset(text, charset) : text.toUtf8();
    if (kind == QLatin1String("damaged")) {
        bytes.insert(bytes.indexOf(' ', bytes.size() / 3), "\xC0\xAF");
        bytes.insert(bytes.size() - 1, "\xE2\x82");
    }
    const QString path = write(QStringLiteral("single.txt"), bytes);
    const Run detect = run({QStringLiteral("--detect"), QStringLiteral("--json"), path});
    const QJsonObject o = QJsonDocument::fromJson(detect.out).object();
    const Run fixed = run({QStringLiteral("--fix-mojibake"), path});
    if (kind == QLatin1String("utf-8")) {
        QCOMPARE(o.value("class").toString(), QStringLiteral("utf-8"));
        QCOMPARE(fixed.out, bytes);
    } else if (kind == QLatin1String("legacy")) {
        QCOMPARE(o.value("class").toString(), QStringLiteral("legacy"));
        QCOMPARE(fixed.out, text.toUtf8());
    } else {
        QCOMPARE(o.value("class").toString(), QStringLiteral("utf-8-with-errors"));
        QVERIFY(o.value("runs").toArray().isEmpty());
        QCOMPARE(fixed.out, bytes);
    }
}

namespace {

// The quotation marks a language opens and closes a quotation with.
QString quotesOf(const QString &language)
{
    if (language == QLatin1String("de") || language == QLatin1String("cs") ||
        language == QLatin1String("bg"))
        return QStringLiteral("„“");
    if (language == QLatin1String("pl") || language == QLatin1String("hu"))
        return QStringLiteral("„”");
    if (language == QLatin1String("pt") || language == QLatin1String("tr"))
        return QStringLiteral("“”");
    return QStringLiteral("«»");
}

} // namespace

void TestCliMixedFiles::punctuationPasted_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("charset");
    QTest::addColumn<QString>("kind");
    addLanguageKindRows({"quotation", "dash", "ellipsis", "euro", "no-break space"});
}

// UTF-8 text with a quotation mark, a dash, an ellipsis, a euro sign or a no-break space pasted
// in from a program that wrote the language's Windows code page: UTF-8 with errors whose runs
// read as that code page, restored exactly by both repairs.
void TestCliMixedFiles::punctuationPasted()
{
    QFETCH(QString, language);
    QFETCH(QString, charset);
    QFETCH(QString, kind);
    const QStringList pool = u8i::testing::wordsOf(qPrintable(language), {charset});
    QVERIFY2(pool.size() > 100, "the word list of the language is installed");
    QRandomGenerator rng(seedOf(QTest::currentDataTag()));
    QStringList words = phrase(rng, pool, 8).split(QLatin1Char(' '));
    const QString quotes = quotesOf(language);
    const QList<std::pair<QString, bool>> pasted =
        kind == QLatin1String("quotation")
            ? QList<std::pair<QString, bool>>{{words.mid(0, 3).join(' ') + ' ', false},
                                              {quotes.left(1), true},
                                              {words[3], false},
                                              {quotes.mid(1), true},
                                              {' ' + words.mid(4).join(' ') + '.', false}}
        : kind == QLatin1String("dash")
            ? QList<std::pair<QString, bool>>{{words.mid(0, 4).join(' ') + ' ', false},
                                              {QStringLiteral("–"), true},
                                              {' ' + words.mid(4).join(' ') + '.', false}}
        : kind == QLatin1String("ellipsis")
            ? QList<std::pair<QString, bool>>{{words.join(' '), false}, {QStringLiteral("…"), true}}
        : kind == QLatin1String("euro")
            ? QList<std::pair<QString, bool>>{{words.mid(0, 4).join(' ') + " 12,50 ", false},
                                              {QStringLiteral("€"), true},
                                              {' ' + words.mid(4).join(' ') + '.', false}}
            : QList<std::pair<QString, bool>>{{words.mid(0, 4).join(' ') + " 25", false},
                                              {QString(QChar(0xA0)), true},
                                              {"km " + words.mid(4).join(' ') + '.', false}};
    QByteArray bytes = (phrase(rng, pool, 8) + QLatin1Char('\n')).toUtf8();
    QByteArray utf8 = bytes;
    for (const auto &[text, legacy] : pasted) {
        bytes += legacy ? inCharset(text, charset) : text.toUtf8();
        utf8 += text.toUtf8();
    }
    const QByteArray last = (QLatin1Char('\n') + phrase(rng, pool, 8) + QLatin1Char('\n')).toUtf8();
    bytes += last;
    utf8 += last;
    const QString path = write(QStringLiteral("punctuation.txt"), bytes);

    const Run detect = run({QStringLiteral("--detect"), QStringLiteral("--json"), path});
    const QJsonObject o = QJsonDocument::fromJson(detect.out).object();
    QCOMPARE(o.value("class").toString(), QStringLiteral("utf-8-with-errors"));
    const QJsonArray runs = o.value("runs").toArray();
    QVERIFY2(!runs.isEmpty(), detect.out.constData());
    for (const QJsonValue &r : runs) {
        const u8i::LegacyCharset *c = u8i::charsets::legacyCharsetByAlias(
            r.toObject().value("encoding").toString().toStdString());
        QVERIFY2(c, detect.out.constData());
        const QByteArray span = bytes.mid(r.toObject().value("offset").toInteger(),
                                          r.toObject().value("length").toInteger());
        const std::u32string read =
            c->decode(u8i::Bytes(reinterpret_cast<const std::uint8_t *>(span.constData()),
                                 static_cast<std::size_t>(span.size())))
                .text;
        QVERIFY2(utf8.contains(QString::fromStdU32String(read).toUtf8()), detect.out.constData());
    }
    for (const QStringList &mode :
         {QStringList{QStringLiteral("--decode"), QStringLiteral("--from"), QStringLiteral("auto")},
          QStringList{QStringLiteral("--fix-mojibake")}})
        QCOMPARE(run(mode + QStringList{path}).out, utf8);
}

QTEST_GUILESS_MAIN(TestCliMixedFiles)
#include "tst_cli_mixed_files.moc"
