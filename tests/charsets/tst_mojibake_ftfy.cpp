// ftfy's public mojibake cases (../shared/testdata/utf8/ftfy/*.json) through our analysis.
// Each case's `original` is repaired and compared with `fixed-encoding` where the case has it
// (ftfy's fix of the encoding alone), else with `fixed`. The pass counts per file are printed;
// the test asserts that no text of negative.json is changed beyond what ftfy itself expects (one
// case holds a lone C1 control that ftfy, like us, reads as Windows-1252; a "Sort of negative"
// case may get the repair its label says was meant), and that each file
// keeps at least the count reached when this test was written (a floor, not a target).
#include "ci_skip.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/mojibake/mojibake.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace u8i;

namespace {

QString ftfyDir()
{
    return QStringLiteral(U8I_TESTDATA "/utf8/ftfy");
}

QString repair(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    const auto &all = charsets::mojibakeCharsets();
    const MojibakeReport report =
        analyzeMojibake(Bytes(reinterpret_cast<const std::uint8_t *>(utf8.constData()),
                              static_cast<std::size_t>(utf8.size())),
                        LegacyCharsets(all.data(), all.size()), charsets::mojibakeOptions());
    return QString::fromUtf8(report.repaired.data(),
                             static_cast<qsizetype>(report.repaired.size()));
}

// ftfy labels some cases "Sort of negative": mojibake that it leaves on purpose, though the label
// says what was meant. Undoing it word by word is then right too.
bool sortOfNegative(const QJsonObject &c)
{
    return c["label"].toString().startsWith("Sort of negative");
}

// The text with each word that is UTF-8 read as Latin-1 read back as UTF-8.
QString meantReading(const QJsonObject &c)
{
    QStringList words = c["original"].toString().split(' ');
    for (QString &word : words) {
        bool latin1 = true;
        for (QChar ch : word)
            latin1 = latin1 && ch.unicode() <= 0xFF;
        if (!latin1)
            continue;
        const QByteArray bytes = word.toLatin1();
        const QString decoded = QString::fromUtf8(bytes);
        if (!decoded.contains(QChar::ReplacementCharacter))
            word = decoded;
    }
    return words.join(' ');
}

} // namespace

class TestMojibakeFtfy : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void casesOfEachFile_data();
    void casesOfEachFile();
    void negativeCasesStayUnchanged();

  private:
    QJsonArray load(const QString &file)
    {
        QFile f(ftfyDir() + "/" + file);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(f.fileName()));
        return QJsonDocument::fromJson(f.readAll()).array();
    }
};

void TestMojibakeFtfy::initTestCase()
{
    // In CI (CI=true) the cases must be there; elsewhere the suite may skip without them.
    if (!QDir(ftfyDir()).exists())
        U8I_SKIP_OUTSIDE_CI(
            qPrintable(QStringLiteral("the ftfy cases are not here: %1").arg(ftfyDir())));
}

void TestMojibakeFtfy::casesOfEachFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("floor");
    // The counts reached when this test was written (see the README); ftfy itself passes
    // in-the-wild 70, language-names 20, negative 31, synthetic 30 and known-failures 0.
    QTest::newRow("in-the-wild") << "in-the-wild.json" << 69;
    QTest::newRow("language-names") << "language-names.json" << 20;
    QTest::newRow("negative") << "negative.json" << 31;
    QTest::newRow("synthetic") << "synthetic.json" << 30;
    QTest::newRow("known-failures") << "known-failures.json" << 3;
}

void TestMojibakeFtfy::casesOfEachFile()
{
    QFETCH(QString, file);
    QFETCH(int, floor);
    const QJsonArray cases = load(file);
    QVERIFY(!cases.isEmpty());
    int passed = 0;
    int ftfyPasses = 0;
    for (const QJsonValue &v : cases) {
        const QJsonObject c = v.toObject();
        const QString expected =
            c.contains("fixed-encoding") ? c["fixed-encoding"].toString() : c["fixed"].toString();
        const QString repaired = repair(c["original"].toString());
        const bool ok = repaired == expected || (sortOfNegative(c) && repaired == meantReading(c));
        passed += ok ? 1 : 0;
        ftfyPasses += c["expect"].toString() == "pass" ? 1 : 0;
        if (!ok && c["expect"].toString() == "pass")
            qInfo("  not repaired like ftfy: %s", qPrintable(c["label"].toString()));
    }
    qInfo("ftfy %s: %d of %d repaired as expected (ftfy passes %d)", qPrintable(file), passed,
          int(cases.size()), ftfyPasses);
    QVERIFY2(passed >= floor, qPrintable(QString("%1 < %2").arg(passed).arg(floor)));
}

void TestMojibakeFtfy::negativeCasesStayUnchanged()
{
    const QJsonArray cases = load("negative.json");
    QVERIFY(!cases.isEmpty());
    for (const QJsonValue &v : cases) {
        const QJsonObject c = v.toObject();
        const QString original = c["original"].toString();
        const QString expected =
            c.contains("fixed-encoding") ? c["fixed-encoding"].toString() : c["fixed"].toString();
        if (sortOfNegative(c)) {
            // Mojibake that ftfy leaves on purpose: unchanged, or the reading its label names.
            const QString repaired = repair(original);
            QVERIFY2(repaired == original || repaired == meantReading(c),
                     qPrintable(c["label"].toString()));
        } else if (expected == original) {
            QCOMPARE(repair(original), original);
        } else { // only a C1 control may change, into its Windows-1252 character
            QCOMPARE(repair(original), expected);
            QCOMPARE(original.size(), expected.size());
        }
    }
}

QTEST_GUILESS_MAIN(TestMojibakeFtfy)
#include "tst_mojibake_ftfy.moc"
