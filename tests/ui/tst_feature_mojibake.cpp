// The mojibake feature inside the main window: the Mojibake and View-as docks analyse a selection
// once it rests, choosing a finding selects its bytes in the hex view, and a selection ended by a
// click is not analysed when the tab is raised later. The shell always installs them: a
// main window without them fails. Docks and panels are found by the type of what they hold, not by
// object name.
#include "diagnostics_panel.h"
#include "hex_view.h"
#include "main_window.h"
#include "mojibake/mojibake_feature.h"
#include "mojibake/mojibake_panel.h"
#include "mojibake/view_as_panel.h"

#include "isolated_settings.h"
#include "main_window_testing.h"
#include "posted_events.h"

#include <QDockWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>

using namespace u8i;
using u8i::ui::DiagnosticsPanel;
using u8i::ui::MainWindow;
using u8i::ui::MojibakePanel;
using u8i::ui::ViewAsPanel;

namespace {

const QString kDemo = QStringLiteral(U8I_SOURCE_DIR "/resources/demo/mojibake.csv");

// Once the document's scan has ended (its thread is done) and no selection waits for the docks'
// rest delay, the panels hold all they will be given: a negative assertion after this is proof.
bool settled(const MainWindow &window)
{
    const auto *docks = window.findChild<ui::MojibakeFeature *>();
    return docks && testing::waitForScan(window) && testing::drainPostedEvents() &&
           QTest::qWaitFor([docks] { return docks->settled(); });
}

// The dock whose widget is a Panel, or nullptr.
template <typename Panel> QDockWidget *dockHolding(const MainWindow &window)
{
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        if (dock->findChild<Panel *>())
            return dock;
    return nullptr;
}

} // namespace

class TestFeatureMojibake : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;

  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_feature_mojibake"))); }
    void selectionIsAnalysedAndFindingsSelectBytes();
    void hiddenTabIsFedWhenShown();
    void viewAsPagesThroughALargeSelection();
    void staleSelectionIsNotAnalysed();
};

void TestFeatureMojibake::selectionIsAnalysedAndFindingsSelectBytes()
{
    MainWindow window;
    QVERIFY2(dockHolding<MojibakePanel>(window), "the main window has no Mojibake dock");
    QVERIFY2(dockHolding<ViewAsPanel>(window), "the main window has no View As dock");
    auto *panel = window.findChild<MojibakePanel *>();
    auto *viewAs = window.findChild<ViewAsPanel *>();
    QVERIFY(panel && viewAs);

    const QByteArray clean = "clean first line\n";
    const QByteArray garbled =
        QString::fromLatin1(QString("Le café, c’est très bon\n").toUtf8()).toUtf8();
    window.openBytes(clean + garbled, QStringLiteral("scratch"));
    // The whole (short) input is analysed at once.
    QTRY_COMPARE(panel->findingsView()->topLevelItemCount(), 3);

    // A selection of the first line alone has nothing to repair.
    window.hexView()->select(0, Offset(clean.size()));
    QTRY_COMPARE(panel->rangeEnd(), Offset(clean.size()));
    QCOMPARE(panel->findingsView()->topLevelItemCount(), 0);
    QCOMPARE(viewAs->utf8View()->toPlainText(), QString::fromUtf8(clean));

    // The second line: its findings, and choosing one selects its bytes, range kept.
    window.hexView()->select(Offset(clean.size()), Offset(clean.size() + garbled.size()));
    QTRY_COMPARE(panel->findingsView()->topLevelItemCount(), 3);
    panel->findingsView()->setCurrentItem(panel->findingsView()->topLevelItem(1));
    const MojibakeFinding &f = panel->report().findings[1];
    QCOMPARE(window.hexView()->selectionBegin(), Offset(clean.size()) + f.offset);
    QCOMPARE(window.hexView()->selectionEnd(), Offset(clean.size()) + f.offset + f.length);
    QVERIFY(settled(window)); // choosing a finding did not ask for its bytes to be analysed
    QCOMPARE(panel->rangeBegin(), Offset(clean.size()));
    QCOMPARE(panel->findingsView()->topLevelItemCount(), 3);
}

// In a shown window the Mojibake and View-as tabs behind Diagnostics are left alone (on a big file
// their analysis and text layout slowed the first screen), and catch up when their tab is raised.
void TestFeatureMojibake::hiddenTabIsFedWhenShown()
{
    MainWindow window;
    QDockWidget *mojibakeDock = dockHolding<MojibakePanel>(window);
    QDockWidget *viewAsDock = dockHolding<ViewAsPanel>(window);
    QDockWidget *diagnosticsDock = dockHolding<DiagnosticsPanel>(window);
    QVERIFY2(mojibakeDock, "the main window has no Mojibake dock");
    QVERIFY2(viewAsDock, "the main window has no View As dock");
    QVERIFY2(diagnosticsDock, "the main window has no Diagnostics dock");
    auto *panel = mojibakeDock->findChild<MojibakePanel *>();
    auto *viewAs = viewAsDock->findChild<ViewAsPanel *>();
    // Behind the Diagnostics tab.
    QVERIFY(window.tabifiedDockWidgets(diagnosticsDock).contains(mojibakeDock));
    QVERIFY(window.tabifiedDockWidgets(diagnosticsDock).contains(viewAsDock));
    diagnosticsDock->raise();
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    const QByteArray garbled =
        QString::fromLatin1(QString("Le café, c’est très bon\n").toUtf8()).toUtf8();
    window.openBytes(garbled, QStringLiteral("scratch"));
    QVERIFY(settled(window)); // the rest delay is over, and the hidden tabs were left alone
    QCOMPARE(panel->findingsView()->topLevelItemCount(), 0);
    QCOMPARE(panel->rangeEnd(), Offset(0));
    QVERIFY(viewAs->utf8View()->toPlainText().isEmpty());

    mojibakeDock->raise();
    QTRY_COMPARE(panel->findingsView()->topLevelItemCount(), 3);
    QCOMPARE(panel->rangeEnd(), Offset(garbled.size()));
    QVERIFY(viewAs->utf8View()->toPlainText().isEmpty()); // still behind a tab

    viewAsDock->raise();
    QTRY_COMPARE(viewAs->utf8View()->toPlainText(), QString::fromUtf8(garbled));
}

void TestFeatureMojibake::viewAsPagesThroughALargeSelection()
{
    MainWindow window;
    QVERIFY2(dockHolding<ViewAsPanel>(window), "the main window has no View As dock");
    auto *viewAs = window.findChild<ViewAsPanel *>();
    QVERIFY(viewAs);
    // More than View as shows at once: its second window comes from the document on Next.
    const QByteArray bytes = QByteArray(1 << 20, 'a') + QByteArray(1000, 'b');
    window.openBytes(bytes, QStringLiteral("scratch"));
    window.hexView()->select(0, Offset(bytes.size()));
    QTRY_COMPARE_WITH_TIMEOUT(viewAs->totalSize(), Offset(bytes.size()), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!viewAs->isBusy(), 60000);
    QVERIFY(viewAs->nextButton()->isEnabled());
    viewAs->nextButton()->click();
    QTRY_COMPARE(viewAs->windowStart(), Offset(1) << 20);
    QTRY_VERIFY_WITH_TIMEOUT(!viewAs->isBusy(), 60000);
    QCOMPARE(viewAs->utf8View()->toPlainText().remove(QLatin1Char('\n')),
             QString(1000, QLatin1Char('b')));
    QVERIFY(!viewAs->nextButton()->isEnabled());
}

// Select bytes, click elsewhere, then open the tab: it shows the text window, not the old
// selection.
void TestFeatureMojibake::staleSelectionIsNotAnalysed()
{
    auto w = u8i::testing::shownWindow({1200, 800}, kDemo);
    QVERIFY(w);
    auto *mojibake = w->findChild<MojibakePanel *>();
    auto *viewAs = w->findChild<ViewAsPanel *>();
    QVERIFY(mojibake && viewAs);
    u8i::ui::HexView *hex = w->hexView();
    const QPoint from = hex->cellRect(0x12).center();
    const QPoint to = hex->cellRect(0x17).center();
    QTest::mousePress(hex->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(hex->viewport(), to);
    QTest::mouseRelease(hex->viewport(), Qt::LeftButton, {}, to);
    QVERIFY(hex->hasSelection());
    dockHolding<MojibakePanel>(*w)->raise();
    QTRY_COMPARE(mojibake->rangeBegin(), Offset{0x12});
    dockHolding<DiagnosticsPanel>(*w)->raise();
    QTest::mouseClick(hex->viewport(), Qt::LeftButton, {}, hex->cellRect(0x40).center());
    QVERIFY(!hex->hasSelection());
    QVERIFY(u8i::testing::drainPostedEvents());
    dockHolding<MojibakePanel>(*w)->raise();
    QTRY_COMPARE(mojibake->rangeBegin(), Offset{0});
    QCOMPARE(mojibake->rangeEnd(), w->document()->size());
    dockHolding<ViewAsPanel>(*w)->raise();
    QTRY_COMPARE(viewAs->totalSize(), w->document()->size());
}

QTEST_MAIN(TestFeatureMojibake)
#include "tst_feature_mojibake.moc"
