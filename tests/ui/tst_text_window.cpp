// The text window: markers, control pictures, badges, the text <-> byte map, and its bounds.
#include "byte_view.h"
#include "text_window.h"

#include <QTest>

using u8i::Offset;
using u8i::ui::TextMarker;
using u8i::ui::TextWindow;

namespace {

using u8i::testing::bytesOf;

int count(const TextWindow &w, TextMarker::Kind kind)
{
    return int(std::count_if(w.markers.begin(), w.markers.end(),
                             [kind](const TextMarker &m) { return m.kind == kind; }));
}

} // namespace

class TestTextWindow : public QObject {
    Q_OBJECT

  private slots:
    void text_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("replacements");
        QTest::addColumn<int>("controls");
        QTest::addColumn<int>("badges");
        QTest::newRow("ascii") << QByteArray("hi") << "hi" << 0 << 0 << 0;
        QTest::newRow("line feed is pictured and breaks")
            << QByteArray("a\nb") << QString::fromUtf8("a\u240A\nb") << 0 << 1 << 0;
        QTest::newRow("nul") << QByteArray("\0", 1) << QString::fromUtf8("\u2400") << 0 << 1 << 0;
        QTest::newRow("tab and cr")
            << QByteArray("\t\r") << QString::fromUtf8("\u2409\u240D") << 0 << 2 << 0;
        QTest::newRow("delete") << QByteArray("\x7f") << QString::fromUtf8("\u2421") << 0 << 1 << 0;
        QTest::newRow("two-byte") << QByteArray("caf\xc3\xa9") << QString::fromUtf8("caf\u00e9")
                                  << 0 << 0 << 0;
        QTest::newRow("overlong: two units")
            << QByteArray("\xc0\xaf") << QString::fromUtf8("\uFFFD\uFFFD") << 2 << 0 << 0;
        QTest::newRow("truncated at end: one unit")
            << QByteArray("\xe2\x82") << QString::fromUtf8("\uFFFD") << 1 << 0 << 0;
        QTest::newRow("surrogate: three units")
            << QByteArray("\xed\xa0\x80") << QString::fromUtf8("\uFFFD\uFFFD\uFFFD") << 3 << 0 << 0;
        QTest::newRow("zwsp badge") << QByteArray("a\xe2\x80\x8b"
                                                  "b")
                                    << QString::fromUtf8("a\u2039ZWSP\u203Ab") << 0 << 0 << 1;
        QTest::newRow("rlo badge")
            << QByteArray("\xe2\x80\xae") << QString::fromUtf8("\u2039RLO\u203A") << 0 << 0 << 1;
        QTest::newRow("c1 control badge")
            << QByteArray("\xc2\x85") << QString::fromUtf8("\u203985\u203A") << 0 << 0 << 1;
        QTest::newRow("noncharacter FDD0 badge (a frame marker to Qt)")
            << QByteArray("a\xef\xb7\x90"
                          "b")
            << QString::fromUtf8("a\u2039FDD0\u203Ab") << 0 << 0 << 1;
        QTest::newRow("noncharacter FFFE badge")
            << QByteArray("\xef\xbf\xbe") << QString::fromUtf8("\u2039FFFE\u203A") << 0 << 0 << 1;
        QTest::newRow("object replacement badge")
            << QByteArray("\xef\xbf\xbc") << QString::fromUtf8("\u2039OBJ\u203A") << 0 << 0 << 1;
        QTest::newRow("emoji is two UTF-16 units")
            << QByteArray("\xf0\x9f\x90\x9a") << QString::fromUtf8("\U0001F41A") << 0 << 0 << 0;
    }

    void text()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, text);
        QFETCH(int, replacements);
        QFETCH(int, controls);
        QFETCH(int, badges);
        const TextWindow w = u8i::ui::buildTextWindow(bytesOf(data), 0, 1024);
        QCOMPARE(w.text, text);
        QCOMPARE(w.begin, Offset(0));
        QCOMPARE(w.end, Offset(data.size()));
        QCOMPARE(count(w, TextMarker::Kind::Replacement), replacements);
        QCOMPARE(count(w, TextMarker::Kind::Control), controls);
        QCOMPARE(count(w, TextMarker::Kind::Badge), badges);
        QCOMPARE(w.offsets.size(), std::size_t(w.text.size()) + 1);
        QVERIFY(std::is_sorted(w.offsets.begin(), w.offsets.end()));
    }

    void mapping_data()
    {
        // "aé€b": a=0, é=1..2, €=3..5, b=6
        QTest::addColumn<qulonglong>("offset");
        QTest::addColumn<int>("position");
        QTest::addColumn<int>("after");
        QTest::newRow("a") << 0ull << 0 << 1;
        QTest::newRow("lead of é") << 1ull << 1 << 2;
        QTest::newRow("continuation of é") << 2ull << 1 << 2;
        QTest::newRow("middle of €") << 4ull << 2 << 3;
        QTest::newRow("b") << 6ull << 3 << 4;
        QTest::newRow("range end past the window") << 9ull << 3 << 4;
    }

    void mapping()
    {
        QFETCH(qulonglong, offset);
        QFETCH(int, position);
        QFETCH(int, after);
        const QByteArray data("a\xc3\xa9\xe2\x82\xac"
                              "b");
        const TextWindow w = u8i::ui::buildTextWindow(bytesOf(data), 0, 1024);
        QCOMPARE(w.positionOf(offset), position);
        QCOMPARE(w.positionAfter(offset + 1), after);
        QCOMPARE(w.offsetAt(position) <= offset, true);
        QVERIFY(w.offsetAt(after) > offset || after == w.text.size());
    }

    void windowIsBounded_data()
    {
        QTest::addColumn<char>("fill");
        QTest::addColumn<bool>("lines");
        QTest::newRow("plain text") << 'a' << false;
        QTest::newRow("text with lines") << 'a' << true;
        QTest::newRow("a run of continuation bytes") << char(0x80) << false;
        QTest::newRow("invalid bytes") << char(0xff) << false;
    }

    void windowIsBounded()
    {
        QFETCH(char, fill);
        QFETCH(bool, lines);
        QByteArray data(1 << 20, fill);
        if (lines)
            for (int i = 99; i < data.size(); i += 100)
                data[i] = '\n';
        const Offset around = 500000;
        const Offset radius = 4096;
        const TextWindow w = u8i::ui::buildTextWindow(bytesOf(data), around, radius);
        QVERIFY(w.begin <= around && w.end > around);
        QVERIFY(w.begin + radius + 1024 + 8 >= around);
        QVERIFY(w.end <= around + radius + 8);
        QVERIFY(w.text.size() <= qsizetype(3 * radius + 2048));
        if (lines)
            QCOMPARE(data[qsizetype(w.begin) - 1], '\n'); // starts at a line start
        // Every byte of the window is in the map, in order.
        QCOMPARE(w.offsets.front(), w.begin);
        QCOMPARE(w.offsets.back(), w.end);
    }

    void longLinesAreBroken_data()
    {
        QTest::addColumn<char>("fill");
        QTest::newRow("one long word") << 'x';
        QTest::newRow("invalid bytes") << char(0xff);
    }

    void longLinesAreBroken()
    {
        QFETCH(char, fill);
        const QByteArray data(5000, fill);
        const TextWindow w = u8i::ui::buildTextWindow(bytesOf(data), 0, 8192);
        const QStringList lines = w.text.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 5);
        for (const QString &line : lines)
            QVERIFY(line.size() <= 1001);
        // The break belongs to the unit after it: byte 1000 starts the second line.
        QCOMPARE(w.offsetAt(w.positionOf(1000)), Offset(1000));
        QCOMPARE(w.text.at(w.positionOf(1000)), QChar(0x21A9));
        QCOMPARE(w.positionAfter(1000), w.positionOf(1000));
    }

    // A character the fonts lack is its code point in a badge, mapped to its own bytes; the
    // characters around it, and every character without a check, are themselves.
    void missingGlyphIsLabelled_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<bool>("checked"); // a glyph check that lacks only U+1F41A
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("badges");
        const QByteArray shell("a\xF0\x9F\x90\x9A"
                               "b");
        QTest::newRow("emoji without a glyph")
            << shell << true << QString::fromUtf8("a‹U+1F41A›b") << 1;
        QTest::newRow("emoji without a check")
            << shell << false << QString::fromUtf8("a\U0001F41Ab") << 0;
        QTest::newRow("other characters drawn")
            << QByteArray("\xE2\x82\xAC\xC3\xA9") << true << QString::fromUtf8("€é") << 0;
    }

    void missingGlyphIsLabelled()
    {
        QFETCH(QByteArray, data);
        QFETCH(bool, checked);
        QFETCH(QString, text);
        QFETCH(int, badges);
        const u8i::ui::GlyphCheck lacksShell = [](char32_t c) { return c != 0x1F41A; };
        const TextWindow w = u8i::ui::buildTextWindow(bytesOf(data), 0, 1024, true,
                                                      checked ? lacksShell : u8i::ui::GlyphCheck{});
        QCOMPARE(w.text, text);
        QCOMPARE(count(w, TextMarker::Kind::Badge), badges);
        if (badges == 1) { // the whole label is the emoji's four bytes
            QCOMPARE(w.markers.front().codePoint, char32_t(0x1F41A));
            QCOMPARE(w.offsetAt(w.markers.front().position), Offset(1));
            QCOMPARE(w.positionOf(5), w.markers.front().position + w.markers.front().length);
        }
    }

    void empty()
    {
        const TextWindow w = u8i::ui::buildTextWindow({}, 0, 100);
        QVERIFY(w.text.isEmpty());
        QCOMPARE(w.positionOf(5), 0);
    }
};

QTEST_GUILESS_MAIN(TestTextWindow)
#include "tst_text_window.moc"
