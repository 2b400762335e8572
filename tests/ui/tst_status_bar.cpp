// The main window's status bar, as the user meets it: a missing file or a folder that could not be
// opened is said in the verdict (not "valid UTF-8" of the empty stand-in), and a file that opens
// afterwards has its own verdict again. Every jump (F8, F2, F7 and their Shift forms) leaves the
// caret on the first byte it selects, and the status bar names the selection's first and last byte.
#include "compare/compare_feature.h"
#include "compare/compare_session.h"
#include "main_window.h"
#include "mojibake/mojibake_panel.h"

#include "main_window_testing.h"
#include "posted_events.h"
#include "temp_file.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using u8i::Offset;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

namespace {

const QString kDemo = QStringLiteral(U8I_SOURCE_DIR "/resources/demo/mojibake.csv");

// A truncated "€" (E2 82) at 8..9; the other copy differs at 20..23 ("stuv" → "STUV").
const QByteArray kJumps("abcdefgh\xE2\x82ijklmnopqrstuvwxyz\n");
const QByteArray kJumpsOther("abcdefgh\xE2\x82ijklmnopqrSTUVwxyz\n");
constexpr Offset kBookmarkBegin = 12; // "klmn"
constexpr Offset kBookmarkEnd = 16;

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

    void jumpPutsCaretAtSelectionStart_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<bool>("shift"); // backwards, from the last byte
        QTest::addColumn<qulonglong>("begin");
        QTest::addColumn<QString>("selection");
        const QString diagnostic = QString::fromUtf8("Selection: 0x8–0x9 (2 bytes)");
        const QString bookmark = QString::fromUtf8("Selection: 0xc–0xf (4 bytes)");
        const QString difference = QString::fromUtf8("Selection: 0x14–0x17 (4 bytes)");
        QTest::newRow("F8 next diagnostic") << int(Qt::Key_F8) << false << 8ull << diagnostic;
        QTest::newRow("Shift+F8 previous diagnostic")
            << int(Qt::Key_F8) << true << 8ull << diagnostic;
        QTest::newRow("F2 next bookmark") << int(Qt::Key_F2) << false << 12ull << bookmark;
        QTest::newRow("Shift+F2 previous bookmark") << int(Qt::Key_F2) << true << 12ull << bookmark;
        QTest::newRow("F7 next difference") << int(Qt::Key_F7) << false << 20ull << difference;
        QTest::newRow("Shift+F7 previous difference")
            << int(Qt::Key_F7) << true << 20ull << difference;
    }

    void jumpPutsCaretAtSelectionStart()
    {
        QFETCH(int, key);
        QFETCH(bool, shift);
        QFETCH(qulonglong, begin);
        QFETCH(QString, selection);
        auto w = jumpsWindow();
        QVERIFY(w);
        const Offset from = shift ? Offset(kJumps.size() - 1) : 0;
        w->model()->setCaret(from);
        QTest::keyClick(w.get(), Qt::Key(key), shift ? Qt::ShiftModifier : Qt::NoModifier);
        QTRY_COMPARE(w->model()->selectionBegin(), Offset(begin));
        QCOMPARE(w->model()->caret(), Offset(begin));
        QCOMPARE(w->selectionStatus(), selection);
        QVERIFY2(w->caretStatus().contains(QStringLiteral("(0x%1)").arg(begin, 0, 16)),
                 qPrintable(w->caretStatus()));
    }

    // A click on a Mojibake finding selects its bytes with the caret on the first.
    void mojibakeFindingPutsCaretAtSelectionStart()
    {
        auto w = u8i::testing::shownWindow({1200, 800}, kDemo);
        QVERIFY(w);
        auto *panel = w->findChild<u8i::ui::MojibakePanel *>();
        QVERIFY(panel);
        for (QDockWidget *dock : w->findChildren<QDockWidget *>())
            if (dock->findChild<u8i::ui::MojibakePanel *>())
                dock->raise();
        QTreeWidget *findings = panel->findingsView();
        QTRY_VERIFY(findings->isVisible() && findings->topLevelItemCount() > 0);
        QTreeWidgetItem *first = findings->topLevelItem(0);
        QTest::mouseClick(findings->viewport(), Qt::LeftButton, {},
                          findings->visualItemRect(first).center());
        QTRY_VERIFY(w->model()->hasSelection());
        const Offset begin = w->model()->selectionBegin();
        QCOMPARE(w->model()->caret(), begin);
        const QString expected = QString::fromUtf8("Selection: 0x%1–0x%2 (")
                                     .arg(begin, 0, 16)
                                     .arg(w->model()->selectionEnd() - 1, 0, 16);
        QVERIFY2(w->selectionStatus().startsWith(expected), qPrintable(w->selectionStatus()));
    }

  private:
    // kJumps open, with a bookmark on "klmn" (Ctrl+B) and compared with kJumpsOther.
    std::unique_ptr<MainWindow> jumpsWindow()
    {
        // A file of its own per row: bookmarks are kept per path, and a second Ctrl+B removes one.
        const QString name =
            QStringLiteral("%1.txt").arg(QString::fromLatin1(QTest::currentDataTag()));
        const QString a = u8i::testing::writeTempFile(m_dir, name, kJumps);
        const QString b = u8i::testing::writeTempFile(m_dir, QStringLiteral("b.txt"), kJumpsOther);
        auto w = u8i::testing::shownWindow({1000, 700}, a);
        if (!w)
            return nullptr;
        w->model()->select(kBookmarkBegin, kBookmarkEnd);
        QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
        u8i::ui::CompareSession *compare = w->feature<u8i::ui::CompareFeature>()->session();
        QSignalSpy counted(compare, &u8i::ui::CompareSession::counted);
        if (!compare->compareWith(b) || !(counted.count() == 1 || counted.wait(10000)))
            return nullptr;
        return w;
    }
};

QTEST_MAIN(TestStatusBar)
#include "tst_status_bar.moc"
