// The GUI's saves onto a full disk (a 64 KiB tmpfs filled to its last byte): "Save a Copy" of the
// repair preview, the Mojibake dock's "Save the whole file repaired as…" and "Convert to UTF-8…"
// each save over a file that exists there. The file stays as it was (they write a temporary file
// beside it and rename it over: QSaveFile), no temporary file is left, and the user is told which
// file could not be written and why.
#include "ci_skip.h"
#include "encoding_offer/encoding_offer.h"
#include "encoding_offer/encoding_offer_feature.h"
#include "full_filesystem.h"
#include "main_window.h"
#include "main_window_testing.h"
#include "message_bar.h"
#include "mojibake/mojibake_feature.h"
#include "mojibake/mojibake_panel.h"
#include "mojibake/mojibake_repair_offer.h"
#include "mojibake/mojibake_repair_preview.h"
#include "temp_file.h"

#include <u8i/charsets/detection/legacy_charsets.h>

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace u8i;

namespace {

// "café crème" read as Windows-1252 once too often: mojibake that the GUI offers to repair.
QByteArray garbled()
{
    QByteArray text;
    for (int i = 0; i < 200; ++i)
        text +=
            QString::fromLatin1(QStringLiteral("%1;café crème;Zürich\n").arg(i).toUtf8()).toUtf8();
    return text;
}

QByteArray koi8(const QString &text)
{
    const std::optional<std::string> bytes =
        charsets::legacyCharset("KOI8-R")->encode(text.toStdU32String());
    if (!bytes)
        qFatal("cannot encode in KOI8-R");
    return QByteArray::fromStdString(*bytes);
}

// The target on the full disk kept its content, and nothing else was left there.
QString untouched(const testing::FullFilesystem &full, const QString &target)
{
    QFile f(target);
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("the target is gone");
    if (f.readAll() != testing::FullFilesystem::previousContent())
        return QStringLiteral("the target was changed");
    if (!full.leftBehind().isEmpty())
        return QStringLiteral("left behind: ") + full.leftBehind().join(QLatin1Char(' '));
    return {};
}

} // namespace

class TestSavesOnFullDisk : public testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_saves_on_full_disk"))); }
    void repairPreviewSaveACopy();
    void mojibakeDockSaveWholeFile();
    void convertToUtf8();
};

// The message bar's "Repair N runs…", then "Save a Copy" over the file on the full disk.
void TestSavesOnFullDisk::repairPreviewSaveACopy()
{
    const testing::FullFilesystem full;
    if (!full.error().isEmpty())
        U8I_SKIP_OUTSIDE_CI(qPrintable(full.error()));
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("garbled.csv"), garbled());
    const auto window = testing::shownWindow(QSize(1200, 800));
    QVERIFY(window);
    auto *feature = window->findChild<ui::MojibakeFeature *>();
    QVERIFY(feature);
    QVERIFY(window->openFile(path));
    QTRY_VERIFY_WITH_TIMEOUT(feature->repairOffer()->repairs() > 0, 20000);
    feature->repairOffer()->openPreview();
    ui::MojibakeRepairPreview *preview = feature->repairOffer()->preview();
    QVERIFY(preview);
    const QString target = full.previousPath();
    preview->pathEdit()->setText(target);
    QSignalSpy saved(feature->repairOffer(), &ui::MojibakeRepairOffer::saved);
    QTest::mouseClick(preview->saveButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 20000);
    QVERIFY(!saved.first().at(1).toString().isEmpty());
    const QString status = preview->statusLabel()->text();
    QVERIFY2(status.contains(target) && status.contains(QStringLiteral("No space left on device")),
             qPrintable(status));
    const QString kept = untouched(full, target);
    QVERIFY2(kept.isEmpty(), qPrintable(kept));
}

// The Mojibake dock's "Save the whole file repaired as…": a warning names the file and the reason.
void TestSavesOnFullDisk::mojibakeDockSaveWholeFile()
{
    const testing::FullFilesystem full;
    if (!full.error().isEmpty())
        U8I_SKIP_OUTSIDE_CI(qPrintable(full.error()));
    const QByteArray data = garbled();
    ui::MojibakePanel panel;
    panel.setDocument(
        Bytes(reinterpret_cast<const std::uint8_t *>(data.constData()), std::size_t(data.size())));
    panel.show();
    const QString target = full.previousPath();
    // The warning is modal: read it and close it when it shows.
    QString warning;
    QTimer closer;
    connect(&closer, &QTimer::timeout, this, [&warning] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            warning = box->text();
            box->accept();
        }
    });
    closer.start(20);
    QSignalSpy saved(&panel, &ui::MojibakePanel::repairedFileSaved);
    panel.startSavingRepaired(target);
    QTRY_VERIFY_WITH_TIMEOUT(!warning.isEmpty(), 20000);
    QCOMPARE(saved.count(), 1);
    QVERIFY2(warning.contains(target) &&
                 warning.contains(QStringLiteral("No space left on device")),
             qPrintable(warning));
    const QString kept = untouched(full, target);
    QVERIFY2(kept.isEmpty(), qPrintable(kept));
}

// "Convert to UTF-8…" of a KOI8-R file: the message bar names the file and the reason.
void TestSavesOnFullDisk::convertToUtf8()
{
    const testing::FullFilesystem full;
    if (!full.error().isEmpty())
        U8I_SKIP_OUTSIDE_CI(qPrintable(full.error()));
    QString russian;
    for (int i = 0; i < 100; ++i)
        russian += QStringLiteral("Привет, мир! Как дела?\n");
    const QString path = testing::writeTempFile(m_dir, QStringLiteral("koi8.txt"), koi8(russian));
    ui::MainWindow w;
    ui::EncodingOffer *offer = w.feature<ui::EncodingOfferFeature>()->offer();
    QSignalSpy verdict(offer, &ui::EncodingOffer::verdictChanged);
    QVERIFY(w.openFile(path));
    QVERIFY(verdict.wait(20000));
    const QString target = full.previousPath();
    QSignalSpy converted(offer, &ui::EncodingOffer::converted);
    offer->convertTo(target);
    QTRY_COMPARE_WITH_TIMEOUT(converted.count(), 1, 20000);
    QVERIFY(!converted.front().at(0).toBool());
    const QString message = w.messageBar()->text();
    QVERIFY2(message.contains(target) &&
                 message.contains(QStringLiteral("No space left on device")),
             qPrintable(message));
    const QString kept = untouched(full, target);
    QVERIFY2(kept.isEmpty(), qPrintable(kept));
}

QTEST_MAIN(TestSavesOnFullDisk)
#include "tst_saves_on_full_disk.moc"
