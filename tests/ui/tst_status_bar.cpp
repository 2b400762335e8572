// The main window's status bar, as the user meets it: a missing file or a folder that could not be
// opened is said in the verdict (not "valid UTF-8" of the empty stand-in), and a file that opens
// afterwards has its own verdict again.
#include "main_window.h"

#include "main_window_testing.h"
#include "posted_events.h"

#include <QTest>

using u8i::Offset;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

namespace {

const QString kDemo = QStringLiteral(U8I_SOURCE_DIR "/resources/demo/mojibake.csv");

} // namespace

class TestStatusBar : public u8i::testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_status_bar"))); }

    void failedOpenShowsInStatusBar_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("missing file") << m_dir.filePath(QStringLiteral("missing.txt"));
        QTest::newRow("folder") << m_dir.path();
    }

    void failedOpenShowsInStatusBar()
    {
        QFETCH(QString, path);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.openFile(path));
        QVERIFY(waitForScan(w));
        QVERIFY(u8i::testing::drainPostedEvents());
        QVERIFY2(!w.verdict().contains(QStringLiteral("valid UTF-8")), qPrintable(w.verdict()));
        QVERIFY2(w.verdict().startsWith(QStringLiteral("not opened")), qPrintable(w.verdict()));
        QVERIFY(!w.caretStatus().contains(QStringLiteral("0 bytes")));
        // A file that opens afterwards has its own verdict again.
        QVERIFY(w.openFile(kDemo));
        QVERIFY(waitForScan(w));
        QTRY_VERIFY(w.verdict().startsWith(QStringLiteral("valid UTF-8")));
    }
};

QTEST_MAIN(TestStatusBar)
#include "tst_status_bar.moc"
