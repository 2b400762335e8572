// The Windows variants of the East Asian charsets (Windows-31J beside Shift_JIS, CP949 beside
// EUC-KR, Big5-HKSCS beside Big5): listed, named by every alias, and detected where only the
// variant decodes every byte. The text is the gettext catalogs' of this machine, with characters
// only the variant has.
#include "byte_view.h"
#include "catalog_samples.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/legacy_charsets.h"

#include <QTest>

using namespace u8i;
using namespace u8i::charsets;
using u8i::testing::bytesOf;

class TestLegacyCharsetVariants : public QObject {
    Q_OBJECT

  private slots:
    void listed_data();
    void listed();
    void alias_data();
    void alias();
    void detected_data();
    void detected();
};

void TestLegacyCharsetVariants::listed_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"Windows-31J", "CP949", "Big5-HKSCS"})
        QTest::addRow("%s", name) << QString::fromLatin1(name);
}

// Show As and --decode --from list every charset of allLegacyCharsets().
void TestLegacyCharsetVariants::listed()
{
    QFETCH(QString, name);
    bool found = false;
    for (const LegacyCharset *c : allLegacyCharsets())
        found = found || c->name() == name.toStdString();
    QVERIFY(found);
}

void TestLegacyCharsetVariants::alias_data()
{
    QTest::addColumn<QString>("alias");
    QTest::addColumn<QString>("name");
    const std::pair<const char *, const char *> rows[] = {
        {"cp932", "Windows-31J"},
        {"CP932", "Windows-31J"},
        {"windows-31j", "Windows-31J"},
        {"Windows-31J", "Windows-31J"},
        {"ms932", "Windows-31J"},
        {"MS932", "Windows-31J"},
        {"cp949", "CP949"},
        {"CP949", "CP949"},
        {"uhc", "CP949"},
        {"windows-949", "CP949"},
        {"big5-hkscs", "Big5-HKSCS"},
        {"BIG5-HKSCS", "Big5-HKSCS"},
        {"shift_jis", "Shift_JIS"},
        {"euc-kr", "EUC-KR"},
        {"big5", "Big5"},
    };
    for (const auto &[alias, name] : rows)
        QTest::addRow("%s", alias) << QString::fromLatin1(alias) << QString::fromLatin1(name);
}

void TestLegacyCharsetVariants::alias()
{
    QFETCH(QString, alias);
    QFETCH(QString, name);
    const LegacyCharset *c = legacyCharsetByAlias(alias.toStdString());
    QVERIFY(c);
    QCOMPARE(QString::fromStdString(c->name()), name);
}

void TestLegacyCharsetVariants::detected_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("extra"); // characters only the variant writes
    QTest::addRow("japanese_circled_digits") << "ja"
                                             << "Shift_JIS"
                                             << "Windows-31J"
                                             << "①②③";
    QTest::addRow("japanese_kabushiki") << "ja"
                                        << "Shift_JIS"
                                        << "Windows-31J"
                                        << "㈱";
    QTest::addRow("japanese_all") << "ja"
                                  << "Shift_JIS"
                                  << "Windows-31J"
                                  << "～①㈱Ⅱ";
    QTest::addRow("korean_uhc_syllables") << "ko"
                                          << "EUC-KR"
                                          << "CP949"
                                          << "똠방각하";
    QTest::addRow("cantonese_hkscs") << "zh_TW"
                                     << "Big5"
                                     << "Big5-HKSCS"
                                     << "佢哋嘅";
}

// Text with characters that only the Windows variant has is that variant, not its base and never
// another script's charset (Japanese CP932 text was read as GB18030).
void TestLegacyCharsetVariants::detected()
{
    QFETCH(QString, language);
    QFETCH(QString, base);
    QFETCH(QString, variant);
    QFETCH(QString, extra);
    const QByteArray baseName = base.toLatin1();
    const QByteArray variantName = variant.toLatin1();
    QVERIFY2(!u8i::testing::inCharset(extra, baseName.constData()),
             "the base charset cannot write the extra characters");
    QStringList messages = u8i::testing::catalogSample(language, baseName.constData(), 4);
    QVERIFY2(messages.size() == 4, "the catalogs of this language are installed");
    for (QString &m : messages)
        m += QLatin1Char(' ') + extra;
    const std::optional<QByteArray> bytes =
        u8i::testing::inCharset(messages.join(QLatin1Char('\n')), variantName.constData());
    QVERIFY(bytes);
    const EncodingVerdict v = detectEncoding(bytesOf(*bytes));
    QCOMPARE(className(v.kind), std::string_view("legacy"));
    QCOMPARE(QString::fromStdString(v.encoding), variant);
}

QTEST_GUILESS_MAIN(TestLegacyCharsetVariants)
#include "tst_legacy_charset_variants.moc"
