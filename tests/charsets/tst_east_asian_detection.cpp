// The East Asian charsets told apart by the text they decode to: Japanese, Korean and Chinese
// (simplified and traditional) in each of their charsets and Windows variants, one message or a
// page of them, named by the charset that wrote them. Every other East Asian charset reads such
// bytes as letters too (Japanese Shift_JIS as rare GBK hanzi, Korean EUC-KR as common hanzi with
// spaces between them); the detector must not take those readings. The text is the gettext
// catalogs' of this machine, taken with a stride of their own (not the benchmark's choice).
#include "byte_view.h"
#include "catalog_samples.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/legacy_charsets.h"

#include <QTest>

using namespace u8i;
using namespace u8i::charsets;
using u8i::testing::bytesOf;

class TestEastAsianDetection : public QObject {
    Q_OBJECT

  private slots:
    void named_data();
    void named();
};

namespace {

struct Case {
    const char *name;
    const char *language; // the catalogs'
    const char *charset;  // written in
    const char *expected; // the name the detector must give
    const char *extra;    // characters put into each message (only the variant writes them)
};

// Windows-31J's own characters: NEC row 13 (① ㈱ Ⅱ), IBM extensions (髙 﨑), and the JIS X 0208
// characters Windows maps to other code points than Shift_JIS does (～ ∥ －), whose bytes are
// Shift_JIS's too.
constexpr Case kCases[] = {
    {"ja_shift_jis", "ja", "Shift_JIS", "Shift_JIS", ""},
    {"ja_cp932_circled_digits", "ja", "Windows-31J", "Windows-31J", "①②"},
    {"ja_cp932_kabushiki", "ja", "Windows-31J", "Windows-31J", "㈱"},
    {"ja_cp932_ibm_kanji", "ja", "Windows-31J", "Windows-31J", "髙﨑"},
    {"ja_cp932_fullwidth_tilde", "ja", "Windows-31J", "Windows-31J", "～"},
    {"ja_cp932_parallel_minus", "ja", "Windows-31J", "Windows-31J", "∥－"},
    {"ja_euc_jp", "ja", "EUC-JP", "EUC-JP", ""},
    {"ko_euc_kr", "ko", "EUC-KR", "EUC-KR", ""},
    {"ko_cp949_uhc_syllables", "ko", "CP949", "CP949", "똠방"},
    {"ko_cp949_uhc_syllable", "ko", "CP949", "CP949", "갂"},
    {"zh_CN_gb18030", "zh_CN", "GB18030", "GB18030", ""},
    {"zh_TW_big5", "zh_TW", "Big5", "Big5", ""},
    {"zh_TW_big5_hkscs", "zh_TW", "Big5-HKSCS", "Big5-HKSCS", "佢哋嘅"},
};

constexpr int kPage = 16; // messages in a long text
constexpr int kStride = 11;

} // namespace

void TestEastAsianDetection::named_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("charset");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("extra");
    QTest::addColumn<int>("first"); // the first message of the sample used
    QTest::addColumn<int>("count"); // and how many
    for (const Case &c : kCases) {
        const auto row = [&](const char *length, int first, int count) {
            QTest::addRow("%s_%s", c.name, length)
                << QString::fromLatin1(c.language) << QString::fromLatin1(c.charset)
                << QString::fromLatin1(c.expected) << QString::fromUtf8(c.extra) << first << count;
        };
        row("one_message", 3, 1);
        row("another_message", 9, 1);
        row("three_messages", 5, 3);
        row("page", 0, kPage);
    }
}

// The text is named by the charset it is written in, and that charset decodes it.
void TestEastAsianDetection::named()
{
    QFETCH(QString, language);
    QFETCH(QString, charset);
    QFETCH(QString, expected);
    QFETCH(QString, extra);
    QFETCH(int, first);
    QFETCH(int, count);
    const QByteArray charsetName = charset.toLatin1();
    QStringList messages =
        u8i::testing::catalogSample(language, charsetName.constData(), kPage, kStride);
    QVERIFY2(messages.size() == kPage, "the catalogs of this language are installed");
    messages = messages.mid(first, count);
    for (QString &m : messages)
        m.insert(m.size() / 2, extra);
    const QString text = messages.join(QLatin1Char('\n')) + QLatin1Char('\n');
    const std::optional<QByteArray> bytes = u8i::testing::inCharset(text, charsetName.constData());
    QVERIFY(bytes);
    const EncodingVerdict v = detectEncoding(bytesOf(*bytes));
    QCOMPARE(className(v.kind), std::string_view("legacy"));
    QCOMPARE(QString::fromStdString(v.encoding), expected);
    const LegacyCharset *named = legacyCharset(v.encoding);
    QVERIFY(named);
    const LegacyDecoding decoded = named->decode(bytesOf(*bytes));
    QVERIFY(decoded.undefinedBytes.empty());
    QCOMPARE(QString::fromStdU32String(decoded.text), text);
}

QTEST_GUILESS_MAIN(TestEastAsianDetection)
#include "tst_east_asian_detection.moc"
