// A file that is not UTF-8, opened in the main window: the status bar names what it is, the
// message bar offers Show as <its encoding> and Convert to UTF-8…, Show as UTF-8 goes back, and
// the conversion writes UTF-8 (or says why it could not, leaving no file behind).
#include "background_task.h"
#include "document.h"
#include "encoding_offer/encoding_offer.h"
#include "encoding_offer/encoding_offer_feature.h"
#include "main_window.h"
#include "message_bar.h"
#include "temp_file.h"
#include "text_view.h"

#include <u8i/charsets/detection/legacy_charsets.h>

#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace u8i;
using namespace u8i::ui;

namespace {

QByteArray encoded(const QString &text, const char *charset)
{
    const std::optional<std::string> bytes =
        charsets::legacyCharset(charset)->encode(text.toStdU32String());
    if (!bytes)
        qFatal("cannot encode in %s", charset);
    return QByteArray::fromStdString(*bytes);
}

QPushButton *button(MainWindow &w, const char *name)
{
    for (QPushButton *b : w.messageBar()->actionButtons())
        if (b->objectName() == QLatin1String(name))
            return b;
    return nullptr;
}

} // namespace

class TestEncodingOffer : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void verdictAndOffer_data();
    void verdictAndOffer();
    void binaryGetsNoOffer();
    void conversionFailsCleanly();
    void mixedFileConverts_data();
    void mixedFileConverts();

  private:
    // Opens `path` and waits for the scan and the detector.
    static bool openAndDetect(MainWindow &w, const QString &path)
    {
        QSignalSpy verdict(w.feature<u8i::ui::EncodingOfferFeature>()->offer(),
                           &EncodingOffer::verdictChanged);
        return w.openFile(path) && verdict.wait(20000);
    }
    QTemporaryDir m_dir;
};

void TestEncodingOffer::verdictAndOffer_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("charset");
    QTest::addColumn<QString>("verdict");
    QTest::newRow("Russian in Windows-1251")
        << QStringLiteral("В саду растут яблоки и сливы.\nДети бегут через луг к реке.\n")
        << "Windows-1251"
        << "not UTF-8: Windows-1251 text (Russian)";
    QTest::newRow("Czech in Windows-1250")
        << QStringLiteral("Děti běží přes louku k řece, včera pršelo.\n") << "Windows-1250"
        << "not UTF-8: Windows-1250 text (Czech)";
    QTest::newRow("Japanese in Shift_JIS")
        << QStringLiteral("子供たちは野原を走って川へ行きます。\n") << "Shift_JIS"
        << "not UTF-8: Shift_JIS text (Japanese)";
}

void TestEncodingOffer::verdictAndOffer()
{
    QFETCH(QString, text);
    QFETCH(QString, charset);
    QFETCH(QString, verdict);
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("legacy.txt"),
                                                encoded(text, charset.toLatin1().constData()));
    MainWindow w;
    w.resize(1000, 600);
    w.show();
    QVERIFY(openAndDetect(w, path));
    QCOMPARE(w.verdict(), verdict);

    QPushButton *show = button(w, "showAsDetected");
    QVERIFY(show);
    QCOMPARE(show->text(), QStringLiteral("Show as %1").arg(charset));
    QVERIFY(button(w, "convertToUtf8"));
    QTest::mouseClick(show, Qt::LeftButton);
    QCOMPARE(QString::fromStdString(w.model()->reading()->name()), charset);
    QCOMPARE(w.textView()->toPlainText().remove(QChar(0x240A)), text);

    // Convert while shown as the charset: the new file is the text in UTF-8.
    const QString out = m_dir.filePath(QStringLiteral("converted.txt"));
    QSignalSpy converted(w.feature<u8i::ui::EncodingOfferFeature>()->offer(),
                         &EncodingOffer::converted);
    w.feature<u8i::ui::EncodingOfferFeature>()->offer()->convertTo(out);
    QVERIFY(converted.wait(20000));
    QVERIFY(converted.front().at(0).toBool());
    QFile result(out);
    QVERIFY(result.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(result.readAll()), text);

    QPushButton *back = button(w, "showAsUtf8");
    QVERIFY(back);
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(w.model()->reading(), nullptr);
    QVERIFY(button(w, "showAsDetected"));
}

void TestEncodingOffer::binaryGetsNoOffer()
{
    QFile self(QCoreApplication::applicationFilePath());
    QVERIFY(self.open(QIODevice::ReadOnly));
    const QString path =
        testing::writeTempFile(m_dir, QStringLiteral("program.bin"), self.read(1 << 20));
    MainWindow w;
    QVERIFY(openAndDetect(w, path));
    // The quiet verdict of binary data: its type, the share ill-formed, its strings
    // (binary_verdict.h).
    QVERIFY2(w.verdict().startsWith(QStringLiteral("ELF ")), qPrintable(w.verdict()));
    QVERIFY2(w.verdict().contains(QStringLiteral("% of bytes ill-formed as UTF-8 · ")),
             qPrintable(w.verdict()));
    QTRY_VERIFY2(w.verdict().endsWith(QStringLiteral(" strings")), qPrintable(w.verdict()));
    QVERIFY(!button(w, "showAsDetected"));
}

// A folder that does not exist: an error in the message bar, and no file.
void TestEncodingOffer::conversionFailsCleanly()
{
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("koi8.txt"),
                                                encoded(QStringLiteral("Привет, мир\n"), "KOI8-R"));
    MainWindow w;
    QVERIFY(openAndDetect(w, path));
    const QString out = m_dir.filePath(QStringLiteral("no/such/folder/out.txt"));
    QSignalSpy converted(w.feature<u8i::ui::EncodingOfferFeature>()->offer(),
                         &EncodingOffer::converted);
    w.feature<u8i::ui::EncodingOfferFeature>()->offer()->convertTo(out);
    QVERIFY(converted.wait(20000));
    QVERIFY(!converted.front().at(0).toBool());
    QVERIFY2(w.messageBar()->text().contains(QStringLiteral("Could not save")),
             qPrintable(w.messageBar()->text()));
    QVERIFY(!QFile::exists(out));
}

void TestEncodingOffer::mixedFileConverts_data()
{
    QTest::addColumn<QString>("utf8Field");
    QTest::addColumn<QString>("legacyField");
    QTest::addColumn<QString>("charset");
    QTest::newRow("German, Latin-1 field")
        << QStringLiteral("Müller") << QStringLiteral("Köln") << "Windows-1252";
    QTest::newRow("Russian, Windows-1251 field")
        << QStringLiteral("Пётр Ильич") << QStringLiteral("Санкт-Петербург") << "Windows-1251";
    QTest::newRow("Ukrainian, KOI8-U field")
        << QStringLiteral("Київ і Львів") << QStringLiteral("Житомир, Чернігів") << "KOI8-U";
}

// UTF-8 with a field another program wrote in a legacy encoding: the message bar offers Convert to
// UTF-8, which writes the legacy field as UTF-8 and keeps the UTF-8 byte for byte (the file comes
// out as --decode --from auto writes it).
void TestEncodingOffer::mixedFileConverts()
{
    QFETCH(QString, utf8Field);
    QFETCH(QString, legacyField);
    QFETCH(QString, charset);
    QByteArray bytes;
    QByteArray utf8;
    for (int i = 0; i < 4; ++i) {
        const QByteArray head = "{\"id\": " + QByteArray::number(i) + ", \"name\": \"";
        const QByteArray middle = "\", \"city\": \"";
        bytes += head + utf8Field.toUtf8() + middle +
                 encoded(legacyField, charset.toLatin1().constData()) + "\"}\n";
        utf8 += head + utf8Field.toUtf8() + middle + legacyField.toUtf8() + "\"}\n";
    }
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("mixed.json"), bytes);
    MainWindow w;
    w.resize(1000, 600);
    w.show();
    QVERIFY(w.openFile(path));
    QTRY_VERIFY_WITH_TIMEOUT(button(w, "convertToUtf8"), 20000);
    QVERIFY2(w.messageBar()->text().contains(QStringLiteral(" as ") + charset),
             qPrintable(w.messageBar()->text()));
    // The status bar's verdict says it too, after the scan's count of errors (one run a line).
    const QString runs = QStringLiteral("; 4 runs read as ") + charset;
    QTRY_VERIFY2(w.verdict().startsWith(QStringLiteral("UTF-8 with ")) &&
                     w.verdict().endsWith(runs),
                 qPrintable(w.verdict()));

    const QString out = m_dir.filePath(QStringLiteral("mixed.utf8.json"));
    QSignalSpy converted(w.feature<u8i::ui::EncodingOfferFeature>()->offer(),
                         &EncodingOffer::converted);
    w.feature<u8i::ui::EncodingOfferFeature>()->offer()->convertTo(out);
    QVERIFY(converted.wait(20000));
    QVERIFY2(converted.front().at(0).toBool(), qPrintable(converted.front().at(1).toString()));
    QFile result(out);
    QVERIFY(result.open(QIODevice::ReadOnly));
    QCOMPARE(result.readAll(), utf8);
}

QTEST_MAIN(TestEncodingOffer)
#include "tst_encoding_offer.moc"
