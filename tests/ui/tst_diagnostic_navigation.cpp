// The diagnostics list and F8 in the main window, as the user meets them: with the list filtered to
// one kind, F8 visits that kind only and the list highlights its row; a single click jumps; Ctrl+C
// copies the chosen rows; the status bar shows the group's first byte.
#include "diagnostics_model.h"
#include "diagnostics_panel.h"
#include "hex_view.h"
#include "main_window.h"

#include "main_window_testing.h"
#include "temp_file.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QTableView>
#include <QTest>

using u8i::Offset;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

class TestDiagnosticNavigation : public u8i::testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_diagnostic_navigation"))); }

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
        auto w = u8i::testing::shownWindow(
            {1200, 800}, u8i::testing::writeTempFile(m_dir, QStringLiteral("kinds.txt"), data));
        QVERIFY(w);
        auto *panel = w->findChild<u8i::ui::DiagnosticsPanel *>();
        QVERIFY(panel);
        QComboBox *kinds = panel->kindCombo();
        const int overlong =
            kinds->findData(u8i::ui::DiagnosticsChoice::of(u8i::ErrorKind::Overlong).key());
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
};

QTEST_MAIN(TestDiagnosticNavigation)
#include "tst_diagnostic_navigation.moc"
