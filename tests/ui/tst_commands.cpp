// The logic behind the commands: search patterns and search, copy formats, offsets, scratch
// input and the verdict line.
#include "byte_search.h"
#include "byte_view.h"
#include "copy_formats.h"
#include "input_parsing.h"
#include "verdict.h"

#include <u8i/scan/scan.h>

#include <QTest>

using u8i::Offset;
using namespace u8i::ui;

using u8i::testing::bytesOf;

class TestCommands : public QObject {
    Q_OBJECT

  private slots:
    void search_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("mode");
        QTest::addColumn<qulonglong>("from");
        QTest::addColumn<bool>("forward");
        QTest::addColumn<qulonglong>("expected");
        // Searched in "price: 10€, 20€." (€ at 9 and 16).
        const auto none = qulonglong(u8i::kNoOffset);
        QTest::newRow("text") << QString::fromUtf8("€") << int(SearchMode::Text) << 0ull << true
                              << 9ull;
        QTest::newRow("text after the first")
            << QString::fromUtf8("€") << int(SearchMode::Text) << 10ull << true << 16ull;
        QTest::newRow("hex bytes") << "E2 82 AC" << int(SearchMode::Hex) << 0ull << true << 9ull;
        QTest::newRow("escapes") << "\\xe2\\x82\\xac" << int(SearchMode::Hex) << 0ull << true
                                 << 9ull;
        QTest::newRow("code point")
            << "U+20AC" << int(SearchMode::CodePoint) << 0ull << true << 9ull;
        QTest::newRow("wraps forward") << "price" << int(SearchMode::Text) << 5ull << true << 0ull;
        QTest::newRow("backward") << QString::fromUtf8("€") << int(SearchMode::Text) << 20ull
                                  << false << 16ull;
        QTest::newRow("backward before the second")
            << QString::fromUtf8("€") << int(SearchMode::Text) << 15ull << false << 9ull;
        QTest::newRow("backward wraps") << "." << int(SearchMode::Text) << 3ull << false << 19ull;
        QTest::newRow("not found") << "yen" << int(SearchMode::Text) << 0ull << true << none;
    }

    void search()
    {
        QFETCH(QString, query);
        QFETCH(int, mode);
        QFETCH(qulonglong, from);
        QFETCH(bool, forward);
        QFETCH(qulonglong, expected);
        const QByteArray data = "price: 10\xe2\x82\xac, 20\xe2\x82\xac.";
        QString error;
        const QByteArray pattern = searchPattern(query, SearchMode(mode), error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(findBytes(bytesOf(data), pattern, from, forward, true), Offset(expected));
    }

    void searchAcrossChunks()
    {
        // A match that straddles the 4 MiB chunk boundary is found both ways.
        QByteArray data((8 << 20) + 10, 'x');
        const qsizetype at = (4 << 20) - 2;
        data.replace(at, 4, "NEED");
        QCOMPARE(findBytes(bytesOf(data), "NEED", 0, true, false), Offset(at));
        QCOMPARE(findBytes(bytesOf(data), "NEED", Offset(data.size() - 1), false, false),
                 Offset(at));
        std::atomic<bool> cancel{true};
        QCOMPARE(findBytes(bytesOf(data), "NEED", 0, true, false, &cancel), u8i::kNoOffset);
    }

    void badPatterns_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("mode");
        QTest::newRow("empty") << "" << int(SearchMode::Text);
        QTest::newRow("not hex") << "zz" << int(SearchMode::Hex);
        QTest::newRow("not a code point") << "U+XYZ" << int(SearchMode::CodePoint);
        QTest::newRow("above U+10FFFF") << "U+110000" << int(SearchMode::CodePoint);
    }

    void badPatterns()
    {
        QFETCH(QString, query);
        QFETCH(int, mode);
        QString error;
        QVERIFY(searchPattern(query, SearchMode(mode), error).isEmpty());
        QVERIFY(!error.isEmpty());
    }

    void copyFormats_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("expected");
        const QByteArray euro("a\xe2\x82\xac");
        QTest::newRow("hex") << euro << int(CopyFormat::Hex) << "61 E2 82 AC";
        QTest::newRow("text") << euro << int(CopyFormat::Text) << QString::fromUtf8("a€");
        QTest::newRow("text with an error") << QByteArray("a\xc0\xaf") << int(CopyFormat::Text)
                                            << QString::fromUtf8("a\uFFFD\uFFFD");
        QTest::newRow("c escapes") << euro << int(CopyFormat::CEscapes) << "a\\xe2\\x82\\xac";
        QTest::newRow("c escapes keep a hex digit apart")
            << QByteArray("\xe2"
                          "a")
            << int(CopyFormat::CEscapes) << "\\xe2\\x61";
        QTest::newRow("python bytes")
            << euro << int(CopyFormat::PythonBytes) << "b'a\\xe2\\x82\\xac'";
        QTest::newRow("python quote")
            << QByteArray("it's") << int(CopyFormat::PythonBytes) << "b'it\\'s'";
        QTest::newRow("newline") << QByteArray("a\nb") << int(CopyFormat::CEscapes) << "a\\nb";
    }

    void copyFormats()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, format);
        QFETCH(QString, expected);
        QCOMPARE(formatBytes(bytesOf(data), CopyFormat(format)), expected);
    }

    void offsets_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qulonglong>("value");
        QTest::newRow("decimal") << "500" << true << 500ull;
        QTest::newRow("hex 0x") << "0x1F4" << true << 500ull;
        QTest::newRow("hex h suffix") << "1f4h" << true << 500ull;
        QTest::newRow("grouped") << "1,000" << true << 1000ull;
        QTest::newRow("beyond 4 GiB") << "0x1_0000_0000" << true << 4294967296ull;
        QTest::newRow("junk") << "abc" << false << 0ull;
        QTest::newRow("empty") << " " << false << 0ull;
    }

    void offsets()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(qulonglong, value);
        const auto parsed = parseOffset(text);
        QCOMPARE(parsed.has_value(), ok);
        if (ok)
            QCOMPARE(*parsed, Offset(value));
    }

    void scratch_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("hex") << "E2 82 AC" << int(ScratchMode::HexOrEscapes) << true
                             << QByteArray("\xe2\x82\xac");
        QTest::newRow("escapes") << "\\xe2\\x82\\xac" << int(ScratchMode::HexOrEscapes) << true
                                 << QByteArray("\xe2\x82\xac");
        QTest::newRow("code point")
            << "U+20AC" << int(ScratchMode::CodePoints) << true << QByteArray("\xe2\x82\xac");
        QTest::newRow("code points and a surrogate")
            << "U+41, U+D800" << int(ScratchMode::CodePoints) << true
            << QByteArray("A\xed\xa0\x80");
        QTest::newRow("text") << QString::fromUtf8("€") << int(ScratchMode::Text) << true
                              << QByteArray("\xe2\x82\xac");
        QTest::newRow("bad hex") << "E2 8" << int(ScratchMode::HexOrEscapes) << false
                                 << QByteArray();
        QTest::newRow("bad code point")
            << "U+G" << int(ScratchMode::CodePoints) << false << QByteArray();
    }

    void scratch()
    {
        QFETCH(QString, input);
        QFETCH(int, mode);
        QFETCH(bool, ok);
        QFETCH(QByteArray, bytes);
        QString error;
        const auto parsed = parseScratchInput(input, ScratchMode(mode), error);
        QCOMPARE(parsed.has_value(), ok);
        QCOMPARE(error.isEmpty(), ok);
        if (ok)
            QCOMPARE(*parsed, bytes);
    }

    void verdict_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << QString::fromUtf8("empty · valid UTF-8");
        QTest::newRow("valid") << QByteArray("caf\xc3\xa9")
                               << QString::fromUtf8("valid UTF-8 · 4 characters");
        QTest::newRow("one character")
            << QByteArray("\xc3\xa9") << QString::fromUtf8("valid UTF-8 · 1 character");
        QTest::newRow("one error") << QByteArray("ab\xc0\xaf"
                                                 "cdefgh")
                                   << "UTF-8 with 1 error";
        QTest::newRow("three errors")
            << QByteArray("\xffxxxxx\xffxxxxxx\xffxxxxxxxxx") << "UTF-8 with 3 errors";
        QTest::newRow("binary") << QByteArray(100, '\xff') << "binary: 100% of bytes ill-formed";
        QByteArray thousands(1234567, 'a');
        QTest::newRow("grouped count")
            << thousands << QString::fromUtf8("valid UTF-8 · 1,234,567 characters");
        // UTF-16 from the data: a byte order mark, or NULs in every other byte (ASCII text in
        // UTF-16 is valid UTF-8, and still UTF-16).
        QTest::newRow("UTF-16LE with BOM") << QByteArray("\xff\xfeh\0i\0", 6) << "likely UTF-16LE";
        QTest::newRow("UTF-16BE with BOM") << QByteArray("\xfe\xff\0h\0i", 6) << "likely UTF-16BE";
        QTest::newRow("UTF-16LE ASCII text without BOM")
            << QByteArray("t\0e\0x\0t\0\n\0", 10) << "likely UTF-16LE";
        QTest::newRow("UTF-16BE ASCII text without BOM")
            << QByteArray("\0t\0e\0x\0t\0\n", 10) << "likely UTF-16BE";
        QTest::newRow("UTF-32LE is not UTF-16")
            << QByteArray("a\0\0\0b\0\0\0", 8) << QString::fromUtf8("valid UTF-8 · 8 characters");
    }

    void verdict()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, expected);
        const auto result = u8i::scan(bytesOf(data));
        QCOMPARE(verdictText(result.index.totals(), bytesOf(data)), expected);
    }
};

QTEST_GUILESS_MAIN(TestCommands)
#include "tst_commands.moc"
