// The codec's mojibake analysis on its own, with ISO-8859-1 as the one legacy charset: a charset
// that needs no table (byte b is U+00bb), so that the codec is tested without ICU. CESU-8,
// modified UTF-8, UTF-16, chains through ISO-8859-1 (C1 controls included), options and names.
#include "byte_view.h"
#include "u8i/mojibake/mojibake.h"

#include <QTest>

using namespace u8i;

namespace {

class Latin1 final : public LegacyCharset {
  public:
    std::string name() const override { return "ISO-8859-1"; }
    bool isSingleByte() const override { return true; }
    LegacyDecoding decode(Bytes bytes) const override
    {
        LegacyDecoding d;
        for (std::size_t i = 0; i < bytes.size(); ++i) {
            d.text.push_back(bytes[i]);
            d.sourceOffsets.push_back(i);
        }
        return d;
    }
    std::optional<std::string> encode(std::u32string_view text) const override
    {
        std::string out;
        for (char32_t c : text) {
            if (c > 0xFF)
                return std::nullopt;
            out.push_back(static_cast<char>(c));
        }
        return out;
    }
};

const Latin1 kLatin1;
const LegacyCharset *const kCharsets[] = {&kLatin1};

using u8i::testing::bytesOf;

MojibakeReport analyze(const QByteArray &data, const MojibakeOptions &options = {})
{
    return analyzeMojibake(bytesOf(data), LegacyCharsets(kCharsets), options);
}

// UTF-8 read as ISO-8859-1 and written back as UTF-8, `times` times.
QByteArray garble(QByteArray utf8, int times)
{
    for (int i = 0; i < times; ++i)
        utf8 = QString::fromLatin1(utf8).toUtf8();
    return utf8;
}

QByteArray repairedOf(const MojibakeReport &r)
{
    return QByteArray(r.repaired.data(), static_cast<qsizetype>(r.repaired.size()));
}

} // namespace

class TestMojibake : public QObject {
    Q_OBJECT

  private slots:
    void repairsLatin1Chains_data();
    void repairsLatin1Chains();
    void maxChainLimitsTheUndoing();
    void largeInputsAreAnalysedInChunks();
    void repairsCesu8();
    void leavesCesu8InsideAWordAlone();
    void leavesALoneSurrogateAlone();
    void repairsModifiedUtf8Nul();
    void detectsUtf16_data();
    void detectsUtf16();
    void wholeInputCanBeSwitchedOff();
    void describesChains_data();
    void describesChains();
    void namesKinds();
};

void TestMojibake::repairsLatin1Chains_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("times");
    for (int times = 1; times <= 3; ++times) {
        const QByteArray n = QByteArray::number(times);
        QTest::newRow("French x" + n) << "Le café est très bon, à bientôt." << times;
        QTest::newRow("quotes (C1 controls) x" + n) << "It’s “quoted” — isn’t it…" << times;
        QTest::newRow("Greek x" + n) << "Καλημέρα κόσμε" << times;
        QTest::newRow("Cyrillic x" + n) << "Привет, мир" << times;
        QTest::newRow("CJK x" + n) << "日本語と中文" << times;
        QTest::newRow("emoji x" + n) << "ok 😀 👍 ok" << times;
    }
}

void TestMojibake::repairsLatin1Chains()
{
    QFETCH(QString, text);
    QFETCH(int, times);
    const MojibakeReport report = analyze(garble(text.toUtf8(), times));
    QCOMPARE(QString::fromUtf8(repairedOf(report)), text);
    QVERIFY(report.changed);
    QVERIFY(!report.findings.empty());
    for (const MojibakeFinding &f : report.findings) {
        QCOMPARE(f.kind, MojibakeKind::Misdecoded);
        QCOMPARE(f.source, std::string("UTF-8"));
        QCOMPARE(f.chain, std::vector<std::string>(static_cast<std::size_t>(times), "ISO-8859-1"));
    }
}

void TestMojibake::maxChainLimitsTheUndoing()
{
    const QByteArray twice = garble("It’s “quoted” — isn’t it…", 2);
    MojibakeOptions options;
    options.maxChain = 1;
    const MojibakeReport report = analyze(twice, options);
    QCOMPARE(repairedOf(report), garble("It’s “quoted” — isn’t it…", 1));
}

void TestMojibake::largeInputsAreAnalysedInChunks()
{
    // Over 256 KiB: analysed in chunks cut after line feeds; the result is the same as for
    // each line alone, and the offsets point into the whole input and the whole repair.
    QByteArray correct;
    for (int i = 0; correct.size() < 700 * 1024; ++i)
        correct += QString("Line %1: It’s “quoted” — café, naïve, 😀\n").arg(i).toUtf8();
    const QByteArray garbled = garble(correct, 1);
    const MojibakeReport report = analyze(garbled);
    QCOMPARE(repairedOf(report), correct);
    QVERIFY(report.findings.size() > 1000);
    for (const MojibakeFinding &f : report.findings) {
        QCOMPARE(garbled.mid(qsizetype(f.offset), qsizetype(f.length)),
                 QByteArray(f.original.data(), qsizetype(f.original.size())));
        QCOMPARE(report.repaired.substr(f.repairedOffset, f.repairedLength), f.repaired);
    }
}

void TestMojibake::repairsCesu8()
{
    const QByteArray data("A \xED\xA0\xBD\xED\xB8\x80"
                          " B");
    const MojibakeReport report = analyze(data);
    QCOMPARE(repairedOf(report), QByteArray("A \xF0\x9F\x98\x80"
                                            " B"));
    QCOMPARE(report.findings.size(), std::size_t{1});
    const MojibakeFinding &f = report.findings.front();
    QCOMPARE(f.kind, MojibakeKind::Cesu8);
    QCOMPARE(f.offset, Offset{2});
    QCOMPARE(f.length, Offset{6});
    QCOMPARE(f.repairedOffset, Offset{2});
    QCOMPARE(f.repairedLength, Offset{4});
    QVERIFY(QString::fromStdString(f.evidence).contains("U+D83D U+DE00"));
}

// A CESU-8 pair glued to the start of a word, of a character that is no letter, is damage:
// "he😀rab" is no word (the damage of issue 23's bench: a pair put in front of a letter).
void TestMojibake::leavesCesu8InsideAWordAlone()
{
    const QByteArray data("Editoren he\xED\xA0\xBD\xED\xB8\x80"
                          "rabgezogener\n");
    const MojibakeReport report = analyze(data);
    QCOMPARE(repairedOf(report), data);
}

void TestMojibake::leavesALoneSurrogateAlone()
{
    const QByteArray data("A\xED\xA0\xBD"
                          "B");
    const MojibakeReport report = analyze(data);
    QCOMPARE(repairedOf(report), data);
    QVERIFY(!report.changed);
}

void TestMojibake::repairsModifiedUtf8Nul()
{
    const QByteArray data("a\xC0\x80"
                          "b");
    const MojibakeReport report = analyze(data);
    QCOMPARE(repairedOf(report), QByteArray("a\0b", 3));
    QCOMPARE(report.findings.size(), std::size_t{1});
    QCOMPARE(report.findings.front().kind, MojibakeKind::ModifiedUtf8);
    QCOMPARE(QString::fromStdString(describeChain(report.findings.front())),
             QStringLiteral("Java modified UTF-8 (U+0000 as C0 80) instead of UTF-8"));
}

void TestMojibake::detectsUtf16_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QByteArray>("repaired");
    QTest::addColumn<bool>("lossy");
    QTest::newRow("LE with BOM") << QByteArray("\xFF\xFEh\0i\0", 6) << "UTF-16LE"
                                 << QByteArray("hi") << false;
    QTest::newRow("BE with BOM") << QByteArray("\xFE\xFF\0h\0i", 6) << "UTF-16BE"
                                 << QByteArray("hi") << false;
    QTest::newRow("LE without BOM")
        << QByteArray("t\0e\0x\0t\0", 8) << "UTF-16LE" << QByteArray("text") << false;
    QTest::newRow("BE without BOM")
        << QByteArray("\0t\0e\0x\0t", 8) << "UTF-16BE" << QByteArray("text") << false;
    QTest::newRow("LE surrogate pair") << QByteArray("\xFF\xFE=\xD8\x00\xDE", 6) << "UTF-16LE"
                                       << QByteArray("\xF0\x9F\x98\x80") << false;
    QTest::newRow("LE lone surrogate") << QByteArray("\xFF\xFE=\xD8"
                                                     "a\0",
                                                     6)
                                       << "UTF-16LE"
                                       << QByteArray("\xEF\xBF\xBD"
                                                     "a")
                                       << true;
    QTest::newRow("LE odd last byte")
        << QByteArray("\xFF\xFEh\0i", 5) << "UTF-16LE" << QByteArray("h\xEF\xBF\xBD") << true;
}

void TestMojibake::detectsUtf16()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, source);
    QFETCH(QByteArray, repaired);
    QFETCH(bool, lossy);
    const MojibakeReport report = analyze(data);
    QCOMPARE(report.findings.size(), std::size_t{1});
    const MojibakeFinding &f = report.findings.front();
    QCOMPARE(f.kind, MojibakeKind::Utf16);
    QCOMPARE(QString::fromStdString(f.source), source);
    QCOMPARE(repairedOf(report), repaired);
    QCOMPARE(f.lossy, lossy);
    QVERIFY(!f.evidence.empty());
}

void TestMojibake::wholeInputCanBeSwitchedOff()
{
    MojibakeOptions options;
    options.wholeInput = false;
    const QByteArray data("t\0e\0x\0t\0", 8);
    const MojibakeReport report = analyze(data, options);
    QVERIFY(report.findings.empty());
    QCOMPARE(repairedOf(report), data);
}

void TestMojibake::describesChains_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QStringList>("chain");
    QTest::addColumn<QString>("description");
    const int misdecoded = int(MojibakeKind::Misdecoded);
    QTest::newRow("once") << misdecoded << "UTF-8" << QStringList{"Windows-1252"}
                          << "UTF-8 → decoded as Windows-1252 → encoded as UTF-8";
    QTest::newRow("twice") << misdecoded << "UTF-8" << QStringList{"Windows-1252", "Windows-1252"}
                           << "UTF-8 → decoded as Windows-1252 → encoded as UTF-8 (twice)";
    QTest::newRow("3 times") << misdecoded << "UTF-8"
                             << QStringList{"MacRoman", "MacRoman", "MacRoman"}
                             << "UTF-8 → decoded as MacRoman → encoded as UTF-8 (3 times)";
    QTest::newRow("mixed") << misdecoded << "UTF-8" << QStringList{"Windows-1252", "Windows-1251"}
                           << "UTF-8 → decoded as Windows-1252 → encoded as UTF-8 → decoded as "
                              "Windows-1251 → encoded as UTF-8";
    QTest::newRow("CESU-8 source") << misdecoded << "CESU-8" << QStringList{"Windows-1252"}
                                   << "CESU-8 → decoded as Windows-1252 → encoded as UTF-8";
    QTest::newRow("C1 controls") << int(MojibakeKind::C1Controls) << "Windows-1252"
                                 << QStringList{"ISO-8859-1"}
                                 << "Windows-1252 → decoded as ISO-8859-1 → encoded as UTF-8";
    QTest::newRow("legacy file") << int(MojibakeKind::LegacyEncoding) << "KOI8-R" << QStringList{}
                                 << "KOI8-R (the data is not UTF-8)";
    QTest::newRow("UTF-16") << int(MojibakeKind::Utf16) << "UTF-16BE" << QStringList{}
                            << "UTF-16BE (the data is not UTF-8)";
}

void TestMojibake::describesChains()
{
    QFETCH(int, kind);
    QFETCH(QString, source);
    QFETCH(QStringList, chain);
    QFETCH(QString, description);
    MojibakeFinding f;
    f.kind = static_cast<MojibakeKind>(kind);
    f.source = source.toStdString();
    for (const QString &c : chain)
        f.chain.push_back(c.toStdString());
    QCOMPARE(QString::fromStdString(describeChain(f)), description);
}

void TestMojibake::namesKinds()
{
    QCOMPARE(name(MojibakeKind::Misdecoded), std::string_view("misdecoded"));
    QCOMPARE(name(MojibakeKind::C1Controls), std::string_view("c1-controls"));
    QCOMPARE(name(MojibakeKind::Cesu8), std::string_view("cesu-8"));
    QCOMPARE(name(MojibakeKind::ModifiedUtf8), std::string_view("modified-utf-8"));
    QCOMPARE(name(MojibakeKind::Utf16), std::string_view("utf-16"));
    QCOMPARE(name(MojibakeKind::LegacyEncoding), std::string_view("legacy-encoding"));
}

QTEST_GUILESS_MAIN(TestMojibake)
#include "tst_mojibake.moc"
