// When the encoding detector calls data binary: a binary format libmagic names, or NULs and
// controls (but TAB, LF, CR, FF and ESC) above 5% of the bytes; never for a stray NUL or libmagic's
// "data" alone. A file of one byte repeated says so, with its size, and a sparse file is checked
// through its data extents.
#include "byte_view.h"
#include "ci_skip.h"
#include "temp_file.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/uniform_bytes.h"

#include "ci_skip.h"
#include <QFile>
#include <QTemporaryDir>

#include <QTest>

#include <fcntl.h>
#include <unistd.h>

using namespace u8i;
using namespace u8i::charsets;
using u8i::testing::bytesOf;

namespace {

// Text of the program's own sentences, `controls` of every 100 bytes replaced by `control`.
QByteArray textWithControls(int controls, char control)
{
    QByteArray text;
    while (text.size() < 4000)
        text +=
            "Gr\xC3\xBC\xC3\x9F"
            "e aus K\xC3\xB6ln: the quick brown fox jumps over the lazy dog, again and again.\n";
    for (qsizetype at = 0; at + 100 <= text.size(); at += 100)
        for (int k = 0; k < controls; ++k)
            text[at + 10 + 7 * k] = control;
    return text;
}

} // namespace

class TestBinaryVerdict : public QObject {
    Q_OBJECT

  private slots:
    void controlShare_data();
    void controlShare();
    void strayNulsInAShortLine();
    void kuhnTestFileIsText();
    void executableIsBinary();
    void uniform_data();
    void uniform();
    void sparseFile_data();
    void sparseFile();
};

void TestBinaryVerdict::controlShare_data()
{
    QTest::addColumn<int>("perHundred");
    QTest::addColumn<char>("control");
    QTest::addColumn<bool>("binary");
    QTest::addRow("one_nul_in_100") << 1 << '\0' << false;
    QTest::addRow("five_nuls_in_100") << 5 << '\0' << false;
    QTest::addRow("seven_nuls_in_100") << 7 << '\0' << true;
    QTest::addRow("seven_bels_in_100") << 7 << '\a' << true;
    QTest::addRow("four_soh_in_100") << 4 << '\x01' << false;
    QTest::addRow("nine_form_feeds_in_100") << 9 << '\f' << false;
    QTest::addRow("nine_escapes_in_100") << 9 << '\x1B' << false;
    QTest::addRow("nine_tabs_in_100") << 9 << '\t' << false;
}

void TestBinaryVerdict::controlShare()
{
    QFETCH(int, perHundred);
    QFETCH(char, control);
    QFETCH(bool, binary);
    const QByteArray text = textWithControls(perHundred, control);
    const EncodingVerdict v = detectEncoding(bytesOf(text));
    QCOMPARE(v.kind == EncodingClass::Binary, binary);
}

// Markus Kuhn's UTF-8-test.txt: one NUL among 22,781 bytes, and its errors. Text with errors.
// A short line with a stray NUL or two is text, though they are more than 5% of its bytes.
void TestBinaryVerdict::strayNulsInAShortLine()
{
    for (const QByteArray &text : {QByteArray("Gr\xC3\xBC\xC3\x9F"
                                              "e\0",
                                              8),
                                   QByteArray("K\xC3\xB6ln\0und\0Bonn", 14)}) {
        const EncodingVerdict v = detectEncoding(bytesOf(text));
        QCOMPARE(className(v.kind), std::string_view("utf-8"));
    }
}

void TestBinaryVerdict::kuhnTestFileIsText()
{
    QFile f(QStringLiteral(U8I_TESTDATA "/utf8/UTF-8-test.txt"));
    if (!f.open(QIODevice::ReadOnly))
        U8I_SKIP_OUTSIDE_CI("the shared test data (U8I_TESTDATA_DIR) is not beside the sources");
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.contains('\0'));
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(className(v.kind), std::string_view("utf-8-with-errors"));
}

void TestBinaryVerdict::executableIsBinary()
{
    QFile f(QStringLiteral("/proc/self/exe"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.read(4 << 20);
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    QCOMPARE(className(v.kind), std::string_view("binary"));
    QVERIFY(!v.uniformByte);
}

void TestBinaryVerdict::uniform_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<char>("byte");
    QTest::addColumn<QString>("verdict"); // empty: not "binary data: ... all ..."
    QTest::addRow("nul_4096") << 4096 << '\0' << "binary data: 4,096 bytes, all 00 (NUL)";
    QTest::addRow("ff_3000000") << 3000000 << '\xFF' << "binary data: 3,000,000 bytes, all FF";
    QTest::addRow("bel_7") << 7 << '\a' << "binary data: 7 bytes, all 07 (BEL)";
    QTest::addRow("spaces_are_text") << 5000 << ' ' << "";
    QTest::addRow("letters_are_text") << 5000 << 'a' << "";
}

void TestBinaryVerdict::uniform()
{
    QFETCH(int, size);
    QFETCH(char, byte);
    QFETCH(QString, verdict);
    const QByteArray bytes(size, byte);
    const EncodingVerdict v = detectEncoding(bytesOf(bytes));
    if (verdict.isEmpty()) {
        QVERIFY(!v.uniformByte);
        QCOMPARE(className(v.kind), std::string_view("utf-8"));
    } else {
        QCOMPARE(QString::fromStdString(describe(v)), verdict);
    }
    QByteArray notQuite = bytes;
    notQuite[size / 2] = static_cast<char>(byte ^ 1);
    QVERIFY(!uniformByte(bytesOf(notQuite)));
}

void TestBinaryVerdict::sparseFile_data()
{
    QTest::addColumn<qint64>("size");
    QTest::addColumn<qint64>("dataAt"); // -1: none
    QTest::addColumn<char>("byte");
    QTest::addColumn<bool>("uniform");
    QTest::addRow("all_hole") << (qint64{1} << 34) << qint64{-1} << '\0' << true;
    QTest::addRow("nul_block_in_hole") << (qint64{1} << 30) << (qint64{1} << 29) << '\0' << true;
    QTest::addRow("one_x_in_hole") << (qint64{1} << 30) << (qint64{1} << 29) << 'x' << false;
    QTest::addRow("one_x_at_the_end") << (qint64{1} << 30) << (qint64{1} << 30) - 1 << 'x' << false;
}

// A sparse file of gigabytes: only its data extents are read.
void TestBinaryVerdict::sparseFile()
{
    QFETCH(qint64, size);
    QFETCH(qint64, dataAt);
    QFETCH(char, byte);
    QFETCH(bool, uniform);
    const QTemporaryDir dir;
    const QString path = u8i::testing::writeTempFile(dir, QStringLiteral("sparse"), QByteArray());
    const int fd = ::open(path.toLocal8Bit().constData(), O_RDWR);
    QVERIFY(fd >= 0);
    QCOMPARE(::ftruncate(fd, size), 0);
    if (dataAt >= 0) {
        const QByteArray block(dataAt + 4096 <= size ? 4096 : 1, byte);
        QCOMPARE(::pwrite(fd, block.constData(), static_cast<size_t>(block.size()), dataAt),
                 block.size());
    }
    const std::optional<std::uint8_t> found = uniformFileByte(fd, static_cast<Offset>(size));
    ::close(fd);
    QCOMPARE(found.has_value(), uniform);
    if (uniform)
        QCOMPARE(*found, std::uint8_t{0});
}

QTEST_GUILESS_MAIN(TestBinaryVerdict)
#include "tst_binary_verdict.moc"
