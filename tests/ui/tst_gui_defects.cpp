// The defects of issue 16, each driven as the user met it: a Find error then Esc (the layout
// stays, the input keeps its room, the mode hint does not stick), a stale selection in the
// Mojibake and View As tabs, the filtered F8 with the list's row, a single click, Ctrl+C of the
// chosen rows and the first byte in the status bar, a missing file or a folder in the status bar,
// and an emoji ZWJ sequence shown as one cluster.
#include "diagnostics_model.h"
#include "diagnostics_panel.h"
#include "find_bar.h"
#include "hex_view.h"
#include "main_window.h"
#include "mojibake_panel.h"
#include "text_view.h"
#include "text_window.h"
#include "view_as_panel.h"

#include "isolated_settings.h"
#include "main_window_testing.h"
#include "posted_events.h"
#include "temp_file.h"

#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBoundaryFinder>

using u8i::Offset;
using u8i::testing::drainPostedEvents;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

namespace {

const QString kDemo = QStringLiteral(U8I_SOURCE_DIR "/resources/demo/mojibake.csv");

std::unique_ptr<MainWindow> shown(const QString &path)
{
    auto w = u8i::testing::shownWindow({1200, 800}, path); // scanned: no thread runs after it
    if (!w || !drainPostedEvents())
        return nullptr;
    return w;
}

QDockWidget *dock(const MainWindow &w, const char *name)
{
    return w.findChild<QDockWidget *>(QLatin1String(name));
}

} // namespace

class TestGuiDefects : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;
    QTemporaryDir m_dir;

  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_settings.isolate(QStringLiteral("tst_gui_defects")));
    }

    // Ctrl+F, hex bytes, `C3 ?? A9`, Enter: the error is said, in full in its tooltip, and
    // nothing else moves; Esc closes the bar and gives back exactly the layout before.
    void findErrorThenEscape()
    {
        auto w = shown(kDemo);
        QVERIFY(w);
        QWidget *central = w->centralWidget();
        const int inspectorWidth = dock(*w, "inspectorDock")->width();
        const QSize centralSize = central->size();
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(w->findBar()->isVisible());
        auto *input = w->findBar()->findChild<QLineEdit *>(QStringLiteral("findInput"));
        auto *mode = w->findBar()->findChild<QComboBox *>();
        QVERIFY(input && mode && input->hasFocus());
        const int inputWidth = input->width();
        mode->setCurrentIndex(mode->findData(int(u8i::ui::SearchMode::Hex)));
        emit mode->activated(mode->currentIndex()); // as the user's choice
        QTest::keyClicks(input, QStringLiteral("C3 ?? A9"));
        QTest::keyClick(input, Qt::Key_Return);
        QVERIFY(!w->findBar()->status().isEmpty());
        QVERIFY(drainPostedEvents());
        QCOMPARE(dock(*w, "inspectorDock")->width(), inspectorWidth);
        QCOMPARE(central->width(), centralSize.width());
        QVERIFY2(input->width() >= inputWidth - 2,
                 qPrintable(QStringLiteral("%1 then %2").arg(inputWidth).arg(input->width())));
        QTest::keyClick(input, Qt::Key_Escape);
        QVERIFY(!w->findBar()->isVisible());
        QVERIFY(drainPostedEvents());
        QCOMPARE(central->size(), centralSize);
        QCOMPARE(dock(*w, "inspectorDock")->width(), inspectorWidth);
    }

    // A code point switches the mode as a hint; other input goes back to the chosen mode, so hex
    // after U+FFFD is searched as hex.
    void findModeHintDoesNotStick()
    {
        auto w = shown(kDemo);
        QVERIFY(w);
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier);
        auto *input = w->findBar()->findChild<QLineEdit *>(QStringLiteral("findInput"));
        auto *mode = w->findBar()->findChild<QComboBox *>();
        mode->setCurrentIndex(mode->findData(int(u8i::ui::SearchMode::Hex)));
        emit mode->activated(mode->currentIndex());
        QTest::keyClicks(input, QStringLiteral("U+FFFD"));
        QCOMPARE(w->findBar()->mode(), u8i::ui::SearchMode::CodePoint);
        input->selectAll();
        QTest::keyClicks(input, QStringLiteral("C3 83"));
        QCOMPARE(w->findBar()->mode(), u8i::ui::SearchMode::Hex);
        QSignalSpy done(w.get(), &MainWindow::findFinished);
        QTest::keyClick(input, Qt::Key_Return);
        QTRY_COMPARE(done.count(), 1);
        QVERIFY(done.first().first().value<Offset>() != u8i::kNoOffset);
        QCOMPARE(w->document()->bytes()[w->hexView()->selectionBegin()], std::uint8_t{0xC3});
    }

    // Select bytes, click elsewhere, then open the tab: it shows the text window, not the old
    // selection.
    void staleSelectionIsNotAnalysed()
    {
        auto w = shown(kDemo);
        QVERIFY(w);
        auto *mojibake = w->findChild<u8i::ui::MojibakePanel *>();
        auto *viewAs = w->findChild<u8i::ui::ViewAsPanel *>();
        QVERIFY(mojibake && viewAs);
        u8i::ui::HexView *hex = w->hexView();
        const QPoint from = hex->cellRect(0x12).center();
        const QPoint to = hex->cellRect(0x17).center();
        QTest::mousePress(hex->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(hex->viewport(), to);
        QTest::mouseRelease(hex->viewport(), Qt::LeftButton, {}, to);
        QVERIFY(hex->hasSelection());
        dock(*w, "mojibakeDock")->raise();
        QTRY_COMPARE(mojibake->rangeBegin(), Offset{0x12});
        dock(*w, "diagnosticsDock")->raise();
        QTest::mouseClick(hex->viewport(), Qt::LeftButton, {}, hex->cellRect(0x40).center());
        QVERIFY(!hex->hasSelection());
        QVERIFY(drainPostedEvents());
        dock(*w, "mojibakeDock")->raise();
        QTRY_COMPARE(mojibake->rangeBegin(), Offset{0});
        QCOMPARE(mojibake->rangeEnd(), w->document()->size());
        dock(*w, "viewAsDock")->raise();
        QTRY_COMPARE(viewAs->totalSize(), w->document()->size());
    }

    // With the list filtered to one kind, F8 visits that kind only and the list highlights its
    // row; a single click jumps; Ctrl+C copies the chosen rows; the status bar shows the group's
    // first byte.
    void filteredDiagnostics()
    {
        // Overlong C0 AF, invalid FF, overlong E0 80 80, truncated E2 82 then x, invalid FE.
        const QByteArray data("ab\xc0\xaf"
                              "cd\xff"
                              "ef\xe0\x80\x80"
                              "gh\xe2\x82x\xfe.\n");
        auto w = shown(u8i::testing::writeTempFile(m_dir, QStringLiteral("kinds.txt"), data));
        QVERIFY(w);
        auto *panel = w->findChild<u8i::ui::DiagnosticsPanel *>();
        QVERIFY(panel);
        QComboBox *kinds = panel->kindCombo();
        const int overlong = kinds->findData(int(u8i::ErrorKind::Overlong));
        QVERIFY(overlong > 0);
        kinds->setCurrentIndex(overlong);
        w->hexView()->setFocus();
        QList<Offset> visited;
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(w.get(), Qt::Key_F8);
            visited << w->hexView()->selectionBegin();
            const QModelIndexList rows = panel->view()->selectionModel()->selectedRows();
            QCOMPARE(rows.size(), 1);
            QCOMPARE(rows.first().data(u8i::ui::DiagnosticsModel::OffsetRole).toULongLong(),
                     w->hexView()->selectionBegin());
        }
        QCOMPARE(visited, (QList<Offset>{2, 9, 9})); // the second F8 has no further overlong
        QVERIFY(w->caretStatus().startsWith(QStringLiteral("Offset 9 ")));

        kinds->setCurrentIndex(0); // all kinds
        QTableView *view = panel->view();
        const QModelIndex third = panel->model()->index(2, u8i::ui::DiagnosticsModel::KindColumn);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(third).center());
        QCOMPARE(w->hexView()->selectionBegin(), Offset{9});
        QCOMPARE(w->hexView()->caret(), Offset{9}); // the group's first byte
        QVERIFY(w->caretStatus().startsWith(QStringLiteral("Offset 9 ")));
        const QModelIndex first = panel->model()->index(0, 0);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::ControlModifier,
                          view->visualRect(first).center());
        QCOMPARE(view->selectionModel()->selectedRows().size(), 2);
        QVERIFY(view->hasFocus());
        QGuiApplication::clipboard()->clear();
        QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
        const QStringList lines =
            QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith(QStringLiteral("overlong\t0x2\t1:3\t")), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QStringLiteral("overlong\t0x9\t")), qPrintable(lines[1]));
    }

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
        QVERIFY(drainPostedEvents());
        QVERIFY2(!w.verdict().contains(QStringLiteral("valid UTF-8")), qPrintable(w.verdict()));
        QVERIFY2(w.verdict().startsWith(QStringLiteral("not opened")), qPrintable(w.verdict()));
        QVERIFY(!w.caretStatus().contains(QStringLiteral("0 bytes")));
        // A file that opens afterwards has its own verdict again.
        QVERIFY(w.openFile(kDemo));
        QVERIFY(waitForScan(w));
        QTRY_VERIFY(w.verdict().startsWith(QStringLiteral("valid UTF-8")));
    }

    // 👨‍👩‍👧‍👦: one grapheme cluster in the text pane, no ‹ZWJ› badge; a
    // joiner elsewhere keeps its badge.
    void emojiZwjSequenceIsOneCluster_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("clusters");
        QTest::addColumn<int>("badges");
        QTest::newRow("family") << QStringLiteral("a 👨‍👩‍👧‍👦 b") << 5 << 0;
        QTest::newRow("rainbow flag") << QStringLiteral("🏳️‍🌈") << 1 << 0;
        // The badge ‹ZWJ› is five clusters of its own.
        QTest::newRow("between letters") << QStringLiteral("a\u200Db") << 7 << 1;
        QTest::newRow("at the end") << QStringLiteral("👨\u200D") << 6 << 1;
    }

    void emojiZwjSequenceIsOneCluster()
    {
        QFETCH(QString, text);
        QFETCH(int, clusters);
        QFETCH(int, badges);
        const QByteArray utf8 = text.toUtf8();
        auto w = shown(u8i::testing::writeTempFile(m_dir, QStringLiteral("emoji.txt"), utf8));
        QVERIFY(w);
        const QString shownText = w->textView()->toPlainText();
        QCOMPARE(shownText.count(QStringLiteral("‹ZWJ›")), badges);
        QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, shownText);
        int count = 0;
        while (finder.toNextBoundary() >= 0)
            ++count;
        QCOMPARE(count, clusters);
    }
};

QTEST_MAIN(TestGuiDefects)
#include "tst_gui_defects.moc"
