// guessUtf16: UTF-16 recognised from a byte order mark or from NULs in the high byte of the code
// units, and not from UTF-32, ASCII, UTF-8, binary with many zeros or data too short to tell.
#include "byte_view.h"
#include "u8i/strings/utf16_guess.h"
#include "utf16_bytes.h"

#include <QtTest>

using namespace u8i;

using u8i::testing::utf16;

namespace {

QByteArray utf32(const QString &text, bool little)
{
    QByteArray out;
    for (const char32_t c : text.toUcs4()) {
        for (int i = 0; i < 4; ++i)
            out.append(static_cast<char>((c >> (8 * (little ? i : 3 - i))) & 0xFF));
    }
    return out;
}

const QString kEnglish =
    QStringLiteral("The quick brown fox jumps over the lazy dog.\r\nLine two, 42 items.\n");

using u8i::testing::bytesOf;

} // namespace

class TestUtf16Guess : public QObject {
    Q_OBJECT
  private slots:
    void guess_data();
    void guess();
    void evidence_data();
    void evidence();
};

void TestUtf16Guess::guess_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected"); // "UTF-16LE", "UTF-16BE", or empty: not UTF-16
    QTest::addColumn<bool>("bom");

    QTest::newRow("BOM LE") << QByteArray("\xFF\xFEh\0i\0", 6) << "UTF-16LE" << true;
    QTest::newRow("BOM BE") << QByteArray("\xFE\xFF\0h\0i", 6) << "UTF-16BE" << true;
    QTest::newRow("BOM LE before Cyrillic")
        << QByteArray("\xFF\xFE").append(utf16(QStringLiteral("Привет"), true)) << "UTF-16LE"
        << true;
    QTest::newRow("BOM LE alone") << QByteArray("\xFF\xFE", 2) << "UTF-16LE" << true;
    QTest::newRow("BOM BE alone") << QByteArray("\xFE\xFF", 2) << "UTF-16BE" << true;
    QTest::newRow("BOM-less LE English")
        << utf16(kEnglish.repeated(20), true) << "UTF-16LE" << false;
    QTest::newRow("BOM-less BE English")
        << utf16(kEnglish.repeated(20), false) << "UTF-16BE" << false;
    QTest::newRow("BOM-less LE with Latin-1 letters")
        << utf16(QStringLiteral("café naïve façade "), true) << "UTF-16LE" << false;
    QTest::newRow("BOM-less LE, four bytes") << QByteArray("A\0B\0", 4) << "UTF-16LE" << false;
    QTest::newRow("BOM-less BE, four bytes") << QByteArray("\0A\0B", 4) << "UTF-16BE" << false;
    QTest::newRow("LE English past the window is not looked at")
        << QByteArray(static_cast<qsizetype>(kUtf16GuessWindow), 'a').append(utf16(kEnglish, true))
        << QString() << false;

    QTest::newRow("UTF-32LE English") << utf32(kEnglish, true) << QString() << false;
    QTest::newRow("UTF-32BE English") << utf32(kEnglish, false) << QString() << false;
    QTest::newRow("UTF-32LE BOM") << QByteArray("\xFF\xFE\0\0", 4).append(utf32(kEnglish, true))
                                  << QString() << false;
    QTest::newRow("plain ASCII") << kEnglish.toLatin1() << QString() << false;
    QTest::newRow("UTF-8 text") << QStringLiteral("Grüße, 世界 🐚").toUtf8() << QString() << false;
    QTest::newRow("all NULs") << QByteArray(4096, '\0') << QString() << false;

    QByteArray noisy; // every other byte 00 at random positions: NULs in both bytes of the pairs
    quint32 seed = 12345;
    for (int i = 0; i < 8192; ++i) {
        seed = seed * 1103515245U + 12345U;
        noisy.append((seed >> 16) & 1 ? '\0' : static_cast<char>((seed >> 8) & 0xFF));
    }
    QTest::newRow("binary with many zeros") << noisy << QString() << false;
    QByteArray
        words; // 16-bit integers 0..255, little-endian: high byte always 00, low bytes any value
    for (int round = 0; round < 8; ++round)
        for (int v = 0; v < 256; ++v)
            words.append(static_cast<char>(v)).append('\0');
    QTest::newRow("16-bit small integers LE") << words << QString() << false;

    QTest::newRow("empty") << QByteArray() << QString() << false;
    QTest::newRow("one byte") << QByteArray("\0", 1) << QString() << false;
    QTest::newRow("two bytes A NUL") << QByteArray("A\0", 2) << QString() << false;
    QTest::newRow("three bytes") << QByteArray("A\0B", 3) << QString() << false;
}

void TestUtf16Guess::guess()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    QFETCH(bool, bom);
    const std::optional<Utf16Guess> g = guessUtf16(bytesOf(data));
    if (expected.isEmpty()) {
        QVERIFY2(!g, g ? g->name() : "");
        return;
    }
    QVERIFY(g);
    QCOMPARE(QString::fromLatin1(g->name()), expected);
    QCOMPARE(g->bom, bom);
    QCOMPARE(g->skip(), bom ? Offset{2} : Offset{0});
    if (!bom) {
        QCOMPARE(g->pairs,
                 std::min<Offset>(static_cast<Offset>(data.size()), kUtf16GuessWindow) / 2);
        QVERIFY(g->highNuls * 10 >= g->pairs * 3);
    }
}

void TestUtf16Guess::evidence_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("evidence");
    QTest::newRow("BOM LE") << QByteArray("\xFF\xFEh\0", 4)
                            << "the data starts with FF FE, the UTF-16LE byte order mark";
    QTest::newRow("BOM BE") << QByteArray("\xFE\xFF\0h", 4)
                            << "the data starts with FE FF, the UTF-16BE byte order mark";
    QTest::newRow("NULs LE")
        << QByteArray("t\0e\0x\0t\0", 8)
        << "4 of the first 4 byte pairs have a NUL in the second byte, as text in UTF-16LE has";
    QTest::newRow("NULs BE, 3 of 4")
        << QByteArray("\0t\0e\0x\x04\x10", 8)
        << "3 of the first 4 byte pairs have a NUL in the first byte, as text in UTF-16BE has";
}

void TestUtf16Guess::evidence()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, evidence);
    const std::optional<Utf16Guess> g = guessUtf16(bytesOf(data));
    QVERIFY(g);
    QCOMPARE(QString::fromStdString(describeUtf16Evidence(*g)), evidence);
}

QTEST_APPLESS_MAIN(TestUtf16Guess)
#include "tst_utf16_guess.moc"
