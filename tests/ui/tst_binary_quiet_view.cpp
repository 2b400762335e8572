// The quiet view of binary data, on an ELF the compiler built with strings that are not UTF-8
// (errors_sample.h): the diagnostics list starts on the errors in text, runs joined, and its filter
// goes back to every error (the choice remembered); the text pane shows runs of control bytes as
// one badge in binary data, and View ▸ Runs of Control Bytes changes that (remembered too).
#include "control_run_badges.h"
#include "diagnostics_model.h"
#include "diagnostics_panel.h"
#include "encoding_offer/encoding_offer.h"
#include "encoding_offer/encoding_offer_feature.h"
#include "error_runs_model.h"
#include "errors_sample.h"
#include "main_window.h"
#include "text_view.h"

#include "byte_view.h"
#include "isolated_settings.h"
#include "main_window_testing.h"
#include "sparse_file.h"
#include "temp_file.h"

#include <u8i/charsets/detection/errors_in_text.h>

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace u8i;
using u8i::testing::bytesOf;
using u8i::ui::ControlRunBadges;
using u8i::ui::DiagnosticsChoice;
using u8i::ui::DiagnosticsPanel;
using u8i::ui::MainWindow;

namespace {

QByteArray sampleBytes()
{
    QFile f(QStringLiteral(U8I_ERRORS_SAMPLE));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The diagnostics list has listed the errors in text (its combo offers them).
bool listedErrorsInText(MainWindow &w)
{
    QComboBox *combo = w.diagnosticsPanel()->kindCombo();
    return QTest::qWaitFor(
        [&] { return combo->findData(DiagnosticsChoice::errorsInText().key()) >= 0; }, 30000);
}

} // namespace

class TestBinaryQuietView : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void startsOnErrorsInText_data();
    void startsOnErrorsInText();
    void runsAreJoinedGroups();
    void filterShowsEverythingAndIsRemembered();
    void textStartsOnAllErrors();
    void controlRunBadges();
    void oneRepeatedByte_data();
    void oneRepeatedByte();
    void judgedWhileScanned();

  private:
    testing::IsolatedSettings m_settings;
    QTemporaryDir m_dir;
    QString m_elf;
};

void TestBinaryQuietView::initTestCase()
{
    QVERIFY(m_settings.isolate(QStringLiteral("tst_binary_quiet_view")));
    QVERIFY(m_dir.isValid());
    const QByteArray elf = sampleBytes();
    QVERIFY2(elf.startsWith("\x7F"
                            "ELF"),
             U8I_ERRORS_SAMPLE);
    m_elf = testing::writeTempFile(m_dir, QStringLiteral("errors_sample"), elf);
}

void TestBinaryQuietView::startsOnErrorsInText_data()
{
    QTest::addColumn<QByteArray>("bytes"); // ill-formed bytes of a literal
    QTest::addColumn<int>("kind");
    QTest::newRow("Latin-1 ü") << QByteArray("\xFC\xDF"
                                             "e aus") // Gr?? + e aus
                               << int(ErrorKind::ObsoleteForm);
    QTest::newRow("Latin-1 ö") << QByteArray("K\xF6ln") << int(ErrorKind::OutOfRange);
    QTest::newRow("cut at the end") << QByteArray("Jos\xC3") << int(ErrorKind::Truncated);
    QTest::newRow("CESU-8") << QByteArray("\xED\xA0\xBD") << int(ErrorKind::Surrogate);
}

// Each literal's error is a row of the list, which shows the errors in text from the start.
void TestBinaryQuietView::startsOnErrorsInText()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, kind);
    const QByteArray elf = sampleBytes();
    const qsizetype at = elf.indexOf(bytes);
    QVERIFY(at >= 0);
    const qsizetype error =
        at +
        std::find_if(bytes.begin(), bytes.end(),
                     [](char c) { return static_cast<unsigned char>(c) >= 0x80; }) -
        bytes.begin();
    MainWindow w;
    w.resize(1200, 800);
    w.show(); // the docks behind Diagnostics (Mojibake) wait until they are shown
    QVERIFY(w.openFile(m_elf));
    QVERIFY(listedErrorsInText(w));
    DiagnosticsPanel *panel = w.diagnosticsPanel();
    QCOMPARE(panel->kindCombo()->currentData().toString(), DiagnosticsChoice::errorsInText().key());
    QCOMPARE(panel->view()->model(), panel->errorRunsModel());
    QAbstractItemModel *rows = panel->view()->model();
    int found = -1;
    for (int r = 0; r < rows->rowCount(); ++r)
        if (rows->index(r, 0).data(ui::FindingsTableModel::OffsetRole).toLongLong() == error)
            found = r;
    QVERIFY2(found >= 0, qPrintable(QStringLiteral("no row at 0x%1").arg(error, 0, 16)));
    QCOMPARE(rows->index(found, 0).data(ui::FindingsTableModel::KindRole).toInt(), kind);
    // Fewer rows than errors: the machine code's are left out.
    QVERIFY(panel->errorRunsModel()->listing().groups < panel->model()->countOf(std::nullopt));
    // A click selects the run's bytes.
    const QRect cell = panel->view()->visualRect(rows->index(found, 1));
    panel->view()->scrollTo(rows->index(found, 1));
    QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, {},
                      panel->view()->visualRect(rows->index(found, 1)).center());
    QVERIFY(cell.isValid());
    QCOMPARE(w.model()->selectionBegin(), static_cast<Offset>(error));
}

// Every row is a run of adjacent groups of one kind, in text by the codec's rule, and every group
// in text lies in a row.
void TestBinaryQuietView::runsAreJoinedGroups()
{
    const QByteArray elf = sampleBytes();
    const Bytes data = bytesOf(elf);
    MainWindow w;
    QVERIFY(w.openFile(m_elf));
    QVERIFY(listedErrorsInText(w));
    const charsets::ErrorsInText &listing = w.diagnosticsPanel()->errorRunsModel()->listing();
    QVERIFY(!listing.runs.empty());
    Offset groups = 0;
    Offset previousEnd = 0;
    for (const charsets::ErrorRun &run : listing.runs) {
        QVERIFY(run.offset >= previousEnd);
        Offset at = run.offset;
        for (Offset g = 0; g < run.count; ++g) {
            const Item item = decodeItemAt(data, at);
            QVERIFY(!item.wellFormed);
            QCOMPARE(item.kind, run.kind);
            at = item.end();
        }
        QCOMPARE(at, run.offset + run.length);
        groups += run.count;
        previousEnd = at;
        // The cluster around the run (its adjacent ill-formed groups) is in text.
        Offset begin = run.offset;
        while (begin > 0 && !decodeItemAt(data, itemStartContaining(data, begin - 1)).wellFormed)
            begin = itemStartContaining(data, begin - 1);
        Offset end = at;
        while (end < data.size() && !decodeItemAt(data, end).wellFormed)
            end = decodeItemAt(data, end).end();
        QVERIFY(charsets::inText(data, begin, end));
    }
    QCOMPARE(groups, listing.groups);
    // A run of two groups of one kind in a row is one row ("×2").
    const QByteArray cesu("\xED\xA0\xBD\xED\xB8\x80");
    const auto at = static_cast<Offset>(elf.indexOf(cesu));
    const auto row = std::find_if(listing.runs.begin(), listing.runs.end(),
                                  [&](const charsets::ErrorRun &r) { return r.offset == at; });
    QVERIFY(row != listing.runs.end());
    QCOMPARE(row->count, Offset{2});
    QCOMPARE(row->length, Offset{6});
}

// The filter goes back to every error with the keyboard; the next binary file starts there, and
// choosing the errors in text again is remembered too.
void TestBinaryQuietView::filterShowsEverythingAndIsRemembered()
{
    {
        MainWindow w;
        QVERIFY(w.openFile(m_elf));
        QVERIFY(listedErrorsInText(w));
        DiagnosticsPanel *panel = w.diagnosticsPanel();
        QComboBox *combo = panel->kindCombo();
        QCOMPARE(combo->currentIndex(), 0);
        QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentData().toString(),
                 DiagnosticsChoice::allErrors().key()); // All errors
        QCOMPARE(panel->view()->model(), panel->model());
        QCOMPARE(static_cast<Offset>(panel->view()->model()->rowCount()),
                 panel->model()->countOf(std::nullopt));
        QCOMPARE(QSettings().value("diagnostics/binaryFilter").toString(), QStringLiteral("all"));
    }
    {
        MainWindow w;
        QVERIFY(w.openFile(m_elf));
        QVERIFY(listedErrorsInText(w));
        QComboBox *combo = w.diagnosticsPanel()->kindCombo();
        QCOMPARE(combo->currentData().toString(), DiagnosticsChoice::allErrors().key());
        QTest::keyClick(combo, Qt::Key_Up);
        QCOMPARE(combo->currentData().toString(), DiagnosticsChoice::errorsInText().key());
        QCOMPARE(QSettings().value("diagnostics/binaryFilter").toString(),
                 QStringLiteral("errors-in-text"));
    }
}

// Text that is not UTF-8 (Latin-1 prose) has no such entry: the list shows every error.
void TestBinaryQuietView::textStartsOnAllErrors()
{
    const QString path = testing::writeTempFile(
        m_dir, QStringLiteral("latin1.txt"),
        QStringLiteral("Grüße aus Köln, sagte der Bräutigam.\nÇa va très bien.\n").toLatin1());
    MainWindow w;
    QVERIFY(w.openFile(path));
    QVERIFY(QTest::qWaitFor([&] { return w.model()->index() != nullptr; }, 20000));
    QVERIFY(QTest::qWaitFor(
        [&] {
            return !w.feature<u8i::ui::EncodingOfferFeature>()->offer()->detection()->running();
        },
        20000));
    QComboBox *combo = w.diagnosticsPanel()->kindCombo();
    QCOMPARE(combo->findData(DiagnosticsChoice::errorsInText().key()), -1);
    QCOMPARE(combo->currentData().toString(), DiagnosticsChoice::allErrors().key());
}

// Badges in binary data by default; every byte in text; the View menu's choice is remembered.
void TestBinaryQuietView::controlRunBadges()
{
    const QString badge = QStringLiteral("‹␀ × ");
    {
        MainWindow w;
        QVERIFY(w.openFile(m_elf));
        QTRY_VERIFY_WITH_TIMEOUT(w.textView()->toPlainText().contains(badge), 20000);
        w.openBytes(QByteArray("bell") + QByteArray(32, '\a') + "text", QStringLiteral("bells"));
        QTRY_VERIFY(w.textView()->toPlainText().contains(QString(32, QChar(0x2407))));
        QVERIFY(!w.textView()->toPlainText().contains(QStringLiteral("‹")));
        auto *always = w.findChild<QAction *>(QStringLiteral("controlRuns-always"));
        QVERIFY(always);
        always->trigger();
        QVERIFY(w.textView()->toPlainText().contains(QStringLiteral("‹␇ × 32›")));
        QCOMPARE(QSettings().value("view/controlRunBadges").toString(), QStringLiteral("always"));
        auto *never = w.findChild<QAction *>(QStringLiteral("controlRuns-never"));
        QVERIFY(never);
        never->trigger();
        QVERIFY(never->isChecked() && !always->isChecked());
    }
    MainWindow w;
    QCOMPARE(w.controlRunBadges()->policy(), ControlRunBadges::Policy::Never);
    QVERIFY(w.openFile(m_elf));
    QVERIFY(listedErrorsInText(w)); // judged binary by now
    QVERIFY(!w.textView()->toPlainText().contains(badge));
    QVERIFY(w.textView()->toPlainText().contains(QString(16, QChar(0x2400))));
}

// Issue 27: a file of nothing but NUL (a sparse file of holes) or of one byte repeated was "valid
// UTF-8 · N characters" over a wall of ␀. The verdict says what it is, as --detect does, and the
// text pane shows the run as one badge; the diagnostics list has one row for the run.
void TestBinaryQuietView::oneRepeatedByte_data()
{
    QTest::addColumn<bool>("sparse");
    QTest::addColumn<QByteArray>("bytes"); // when not sparse
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("badge");
    QTest::newRow("sparse, 256 MiB of holes")
        << true << QByteArray() << QStringLiteral("binary data: 268,435,456 bytes, all 00 (NUL)")
        << QStringLiteral("‹␀ × 268,435,456›");
    QTest::newRow("3 MiB of BEL") << false << QByteArray(3 << 20, '\a')
                                  << QStringLiteral("binary data: 3,145,728 bytes, all 07 (BEL)")
                                  << QStringLiteral("‹␇ × 3,145,728›");
}

void TestBinaryQuietView::oneRepeatedByte()
{
    QFETCH(bool, sparse);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, verdict);
    QFETCH(QString, badge);
    QTemporaryDir dir;
    const QString path = sparse ? testing::writeSparseFile(dir, qint64{256} << 20)
                                : testing::writeTempFile(dir, QStringLiteral("bells"), bytes);
    MainWindow w;
    w.resize(1000, 700);
    w.show();
    QVERIFY(w.openFile(path));
    QTRY_VERIFY2_WITH_TIMEOUT(w.verdict().startsWith(verdict), qPrintable(w.verdict()), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(w.textView()->toPlainText().contains(badge), 20000);
    QVERIFY(!w.textView()->toPlainText().contains(QString(16, QChar(0x2400))));
    // The notices: the run is one row, however long.
    QComboBox *combo = w.diagnosticsPanel()->kindCombo();
    QTRY_VERIFY_WITH_TIMEOUT(combo->findText(QStringLiteral("Other notices (1)")) >= 0, 30000);
    // The scan's own verdict ("valid UTF-8 · N characters") does not replace it.
    QVERIFY(testing::waitForScan(w));
    QVERIFY2(w.verdict().startsWith(verdict), qPrintable(w.verdict()));
}

// Issue 27: a 16 GiB file of NUL showed a wall of ␀ while it was scanned, and was judged only
// once the scan was done. It is judged as it opens, from its data extents: the verdict and one
// badge come whether the scan goes on or not, here with the scan stopped from the status bar.
void TestBinaryQuietView::judgedWhileScanned()
{
    QTemporaryDir dir;
    const QString path = testing::writeSparseFile(dir, qint64{16} << 30);
    MainWindow w;
    w.resize(1000, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(path));
    QToolButton *cancel = nullptr;
    for (QToolButton *b : w.statusBar()->findChildren<QToolButton *>())
        if (b->text() == QLatin1String("Cancel") && b->isVisible())
            cancel = b;
    QVERIFY(cancel != nullptr);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(testing::waitForScan(w));
    QVERIFY(w.model()->index() == nullptr); // stopped, not finished
    QTRY_VERIFY2_WITH_TIMEOUT(
        w.verdict().startsWith(QStringLiteral("binary data: 17,179,869,184 bytes, all 00 (NUL)")),
        qPrintable(w.verdict()), 30000);
    // The badge says the whole run, not the text pane's part of it (issue 27: "‹␀ × 8,192›").
    QTRY_VERIFY2_WITH_TIMEOUT(
        w.textView()->toPlainText().contains(QStringLiteral("‹␀ × 17,179,869,184›")),
        qPrintable(w.textView()->toPlainText().left(80)), 20000);
    QVERIFY(!w.textView()->toPlainText().contains(QString(16, QChar(0x2400))));
}

QTEST_MAIN(TestBinaryQuietView)
#include "tst_binary_quiet_view.moc"
