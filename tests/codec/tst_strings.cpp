// The strings finder (u8i/strings/strings.h) with the codec's own character classes: which runs are
// strings, where they start and end, their characters, gaps, UTF-16 at both parities, overlaps
// between readings settled, 64-bit offsets, and results that do not depend on the chunks.
#include "byte_view.h"
#include "utf16_bytes.h"

#include <u8i/strings/strings.h>

#include <QtTest>

#include <random>

using namespace u8i;

using u8i::testing::utf16;

namespace {

using u8i::testing::bytesOf;

// "OFFSET+LENGTH/CHARS ENCODING TEXT", and " gaps OFFSET+LENGTH..." when it has gaps.
QString describe(const FoundString &s)
{
    QString line = QStringLiteral("%1+%2/%3 %4 %5")
                       .arg(s.offset)
                       .arg(s.length)
                       .arg(s.characters)
                       .arg(QString::fromLatin1(name(s.encoding)))
                       .arg(QString::fromStdString(s.text));
    for (const ByteRange &g : s.gaps)
        line += QStringLiteral(" gap %1+%2").arg(g.begin).arg(g.end - g.begin);
    return line;
}

StringsOptions optionsFor(const QString &encodings, int min, bool gaps)
{
    StringsOptions o;
    o.minCharacters = static_cast<Offset>(min);
    o.gaps = gaps;
    std::fill(std::begin(o.encodings), std::end(o.encodings), false);
    for (const QString &e : encodings.split(QLatin1Char(',')))
        o.encodings[static_cast<int>(*textEncodingFromName(e.toStdString()))] = true;
    return o;
}

// Feeds `data` in chunks of `chunk` bytes (0: all at once) from offset `start`.
QStringList find(const QByteArray &data, const StringsOptions &o, std::size_t chunk = 0,
                 Offset start = 0)
{
    QStringList found;
    StringFinder finder(
        o, [&found](const FoundString &s) { found << describe(s); }, start);
    const Bytes bytes = bytesOf(data);
    const std::size_t step = chunk == 0 ? std::max<std::size_t>(bytes.size(), 1) : chunk;
    for (std::size_t at = 0; at < bytes.size(); at += step)
        finder.feed(bytes.subspan(at, std::min(step, bytes.size() - at)));
    finder.finish();
    return found;
}

} // namespace

class TestStrings : public QObject {
    Q_OBJECT
  private slots:
    void strings_data();
    void strings();
    void chunkBoundariesDoNotMatter_data();
    void chunkBoundariesDoNotMatter();
    void offsetsBeyond4GiB();
    void encodingNames();
    void implausibleUtf16KeepsItsAsciiPieces();
};

void TestStrings::strings_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("encodings");
    QTest::addColumn<int>("min");
    QTest::addColumn<bool>("gaps");
    QTest::addColumn<QStringList>("expected");

    const QByteArray nul(1, '\0');
    QTest::newRow("ASCII between NULs")
        << (nul + "hello" + nul + "abc" + nul + "world!") << "utf-8" << 4 << false
        << QStringList{"1+5/5 utf-8 hello", "11+6/6 utf-8 world!"};
    QTest::newRow("min 3 takes the short one")
        << (nul + "hello" + nul + "abc" + nul) << "utf-8" << 3 << false
        << QStringList{"1+5/5 utf-8 hello", "7+3/3 utf-8 abc"};
    QTest::newRow("4-byte character whole")
        << QByteArray("\x01\xF0\x9F\x98\x80 ok\x02") << "utf-8" << 4 << false
        << QStringList{"1+7/4 utf-8 \xF0\x9F\x98\x80 ok"};
    QTest::newRow("multi-byte counts characters")
        << QByteArray("\xFF\xD0\x9F\xD1\x80\xD0\xB8\xFF") << "utf-8" << 3 << false
        << QStringList{"1+6/3 utf-8 \xD0\x9F\xD1\x80\xD0\xB8"};
    QTest::newRow("LF and CR end a string, TAB does not")
        << QByteArray("line one\nline\ttwo\r\n") << "utf-8" << 4 << false
        << QStringList{"0+8/8 utf-8 line one", "9+8/8 utf-8 line\ttwo"};
    QTest::newRow("C1 control ends a string")
        << QByteArray("abcd\xC2\x85"
                      "efgh")
        << "utf-8" << 4 << false << QStringList{"0+4/4 utf-8 abcd", "6+4/4 utf-8 efgh"};
    QTest::newRow("ill-formed byte ends a string without gaps")
        << QByteArray("abcd\xFF"
                      "efgh")
        << "utf-8" << 4 << false << QStringList{"0+4/4 utf-8 abcd", "5+4/4 utf-8 efgh"};
    QTest::newRow("truncated sequence kept as a gap") << QByteArray("abcd\xE2\x82"
                                                                    "efgh")
                                                      << "utf-8" << 4 << true
                                                      << QStringList{"0+10/8 utf-8 abcd\xEF\xBF\xBD"
                                                                     "efgh gap 4+2"};
    QTest::newRow("gap too long ends the string")
        << QByteArray("abcd\xFF\xFF\xFF\xFF\xFF"
                      "efgh")
        << "utf-8" << 4 << true << QStringList{"0+4/4 utf-8 abcd", "9+4/4 utf-8 efgh"};
    QTest::newRow("gap then control: no gap")
        << QByteArray("abcd\xFF\x01"
                      "efgh")
        << "utf-8" << 4 << true << QStringList{"0+4/4 utf-8 abcd", "6+4/4 utf-8 efgh"};
    QTest::newRow("surrogate in UTF-8 is ill-formed")
        << QByteArray("ab\xED\xA0\x80"
                      "cdef")
        << "utf-8" << 4 << false << QStringList{"5+4/4 utf-8 cdef"};
    QTest::newRow("UTF-16LE ASCII")
        << (QByteArray(3, '\0') + utf16(QStringLiteral("Open"), true) + QByteArray(2, '\0'))
        << "utf-16le" << 4 << false << QStringList{"3+8/4 utf-16le Open"};
    QTest::newRow("UTF-16BE Cyrillic")
        << (QByteArray(2, '\0') + utf16(QStringLiteral("Файл"), false) + QByteArray(2, '\0'))
        << "utf-16be" << 4 << false << QStringList{"2+8/4 utf-16be Файл"};
    QTest::newRow("UTF-16LE surrogate pair")
        << (QByteArray(2, '\0') + utf16(QStringLiteral("ab\U0001F600cdef"), true) +
            QByteArray(2, '\0'))
        << "utf-16le" << 4 << false
        << QStringList{"2+16/7 utf-16le ab\xF0\x9F\x98\x80"
                       "cdef"};
    QTest::newRow("UTF-16LE lone surrogate as a gap")
        << (QByteArray(2, '\0') + utf16(QStringLiteral("ab"), true) + QByteArray("\x00\xDC", 2) +
            utf16(QStringLiteral("cd"), true) + QByteArray(2, '\0'))
        << "utf-16le" << 4 << true
        << QStringList{"2+10/4 utf-16le ab\xEF\xBF\xBD"
                       "cd gap 6+2"};
    QTest::newRow("UTF-8 wins over its UTF-16 reading")
        << (nul + "readable text" + nul) << "utf-8,utf-16le,utf-16be" << 4 << false
        << QStringList{"1+13/13 utf-8 readable text"};
    QTest::newRow("UTF-16 wins over the UTF-8 pieces")
        << (QByteArray(2, '\0') + utf16(QStringLiteral("Settings"), true) + QByteArray(2, '\0'))
        << "utf-8,utf-16le" << 4 << false << QStringList{"2+16/8 utf-16le Settings"};
    QTest::newRow("both readings in order")
        << (QByteArray("first one") + QByteArray(3, '\0') + utf16(QStringLiteral("second"), true) +
            QByteArray(2, '\0'))
        << "utf-8,utf-16le" << 4 << false
        << QStringList{"0+9/9 utf-8 first one", "12+12/6 utf-16le second"};
    QTest::newRow("UTF-16LE between long NUL runs of odd length")
        << (QByteArray(37, '\0') + utf16(QStringLiteral("Open"), true) + QByteArray(51, '\0') +
            utf16(QStringLiteral("Save"), true) + QByteArray(33, '\0'))
        << "utf-16le" << 4 << false << QStringList{"37+8/4 utf-16le Open", "96+8/4 utf-16le Save"};
    QTest::newRow("UTF-16LE high surrogate before NULs")
        << (QByteArray(2, '\0') + utf16(QStringLiteral("abcd"), true) + QByteArray("\x00\xD8", 2) +
            QByteArray(40, '\0') + utf16(QStringLiteral("efgh"), true))
        << "utf-16le" << 4 << true << QStringList{"2+8/4 utf-16le abcd", "52+8/4 utf-16le efgh"};
    QTest::newRow("nothing in NULs")
        << QByteArray(100, '\0') << "utf-8,utf-16le,utf-16be" << 1 << false << QStringList{};
}

void TestStrings::strings()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, encodings);
    QFETCH(int, min);
    QFETCH(bool, gaps);
    QFETCH(QStringList, expected);
    QCOMPARE(find(data, optionsFor(encodings, min, gaps)), expected);
}

void TestStrings::chunkBoundariesDoNotMatter_data()
{
    QTest::addColumn<QString>("encodings");
    QTest::addColumn<bool>("gaps");
    QTest::newRow("utf-8") << "utf-8" << false;
    QTest::newRow("utf-8 with gaps") << "utf-8" << true;
    QTest::newRow("utf-16le") << "utf-16le" << false;
    QTest::newRow("all, with gaps") << "utf-8,utf-16le,utf-16be" << true;
}

// Text of several scripts and UTF-16 pieces among random bytes and NUL runs, cut into chunks of
// every size from 1 to 17 bytes: the same strings as all at once.
void TestStrings::chunkBoundariesDoNotMatter()
{
    QFETCH(QString, encodings);
    QFETCH(bool, gaps);
    std::mt19937 random(15);
    const QStringList words{QStringLiteral("binary"), QStringLiteral("Привет мир"),
                            QStringLiteral("日本語のテキスト"), QStringLiteral("emoji \U0001F600!"),
                            QStringLiteral("Ελληνικά")};
    QByteArray data;
    for (int i = 0; i < 200; ++i) {
        const QString &w = words[static_cast<qsizetype>(random() % words.size())];
        switch (random() % 5) {
        case 0: data += w.toUtf8(); break;
        case 1: data += utf16(w, true); break;
        case 2: data += utf16(w, false); break;
        case 3: data += QByteArray(static_cast<qsizetype>(random() % 41), '\0'); break;
        default:
            for (int k = 0; k < 6; ++k)
                data += static_cast<char>(random() & 0xFF);
        }
    }
    const StringsOptions o = optionsFor(encodings, 4, gaps);
    const QStringList whole = find(data, o);
    QVERIFY(whole.size() > 20);
    for (std::size_t chunk = 1; chunk <= 17; ++chunk)
        QCOMPARE(find(data, o, chunk), whole);
}

void TestStrings::offsetsBeyond4GiB()
{
    const Offset start = (Offset{5} << 32) + 3;
    const QStringList found = find(QByteArray("\x00\x00text here\x00", 12),
                                   optionsFor(QStringLiteral("utf-8"), 4, false), 5, start);
    QCOMPARE(found, QStringList{QStringLiteral("%1+9/9 utf-8 text here").arg(start + 2)});
}

void TestStrings::encodingNames()
{
    for (int e = 0; e < kTextEncodingCount; ++e)
        QCOMPARE(textEncodingFromName(name(static_cast<TextEncoding>(e))),
                 std::optional(static_cast<TextEncoding>(e)));
    QVERIFY(!textEncodingFromName("utf-32"));
}

// UTF-16 classes whose judge takes ASCII only: a string with a character beyond ASCII goes, and
// its ASCII pieces of the minimum length or more stay, at their offsets (GNU strings -e l finds
// them).
void TestStrings::implausibleUtf16KeepsItsAsciiPieces()
{
    const CharacterClasses asciiOnly([](char32_t) { return CharacterClasses::kAnyFamily; },
                                     [](std::string_view text) {
                                         return std::all_of(text.begin(), text.end(), [](char c) {
                                             return static_cast<unsigned char>(c) < 0x80;
                                         });
                                     });
    StringsOptions o = optionsFor(QStringLiteral("utf-16le"), 4, false);
    o.utf16Classes = &asciiOnly;
    const QByteArray data = QByteArray(2, '\0') +
                            utf16(QStringLiteral("abcd\u00E9ef\U0001F600ghij"), true) +
                            QByteArray(2, '\0');
    QCOMPARE(find(data, o), (QStringList{"2+8/4 utf-16le abcd", "20+8/4 utf-16le ghij"}));
}

QTEST_GUILESS_MAIN(TestStrings)
#include "tst_strings.moc"
