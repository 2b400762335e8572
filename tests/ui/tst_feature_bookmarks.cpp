// The bookmarks feature driven as a user would: Ctrl+B on the selection and the caret, the dock's
// rows, F2 and Shift+F2, labels edited in the list, and bookmarks kept per file across restarts.
#include "bookmarks/bookmarks.h"
#include "bookmarks/bookmarks_feature.h"
#include "bookmarks/bookmarks_panel.h"
#include "hex_view.h"
#include "main_window.h"

#include "main_window_testing.h"
#include "temp_file.h"

#include <QDockWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using u8i::Offset;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

class TestFeatureBookmarks : public u8i::testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_feature_bookmarks"))); }

    // Ctrl+B bookmarks the selection and the character at the caret; the dock lists them with
    // line:column and preview; F2 and Shift+F2 go round them; the label is edited in the list; and
    // reopening the file brings them back.
    void bookmarks()
    {
        const QString path = u8i::testing::writeTempFile(
            m_dir, QStringLiteral("marks.txt"),
            QByteArray("first line\nsecond \xe2\x82\xac line\nthird\n"));
        {
            auto w = u8i::testing::shownWindow({1200, 760});
            QVERIFY(w);
            QVERIFY(w->openFile(path));
            QVERIFY(waitForScan(*w));
            auto *bookmarks = w->feature<u8i::ui::BookmarksFeature>();
            w->model()->select(0, 5);
            QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
            w->model()->setCaret(18);
            QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
            QCOMPARE(bookmarks->bookmarks()->list().size(), 2);
            QVERIFY(bookmarks->dock()->isVisible());
            const u8i::ui::BookmarksPanel *panel = bookmarks->panel();
            QCOMPARE(panel->cellText(0, 0), QStringLiteral("0x0"));
            QCOMPARE(panel->cellText(0, 2), QStringLiteral("1:1"));
            QCOMPARE(panel->cellText(0, 3), QStringLiteral("first"));
            QCOMPARE(panel->cellText(1, 1), QStringLiteral("3"));
            QCOMPARE(panel->cellText(1, 2), QStringLiteral("2:8"));
            QCOMPARE(panel->cellText(1, 3), QStringLiteral("€"));
            QVERIFY(w->hexView()->marked(QStringLiteral("bookmarks"), 19));
            QVERIFY(!w->hexView()->marked(QStringLiteral("bookmarks"), 8));
            w->model()->setCaret(30);
            QTest::keyClick(w.get(), Qt::Key_F2);
            QCOMPARE(w->model()->selectionBegin(), Offset(0)); // wrapped round
            QTest::keyClick(w.get(), Qt::Key_F2);
            QCOMPARE(w->model()->selectionBegin(), Offset(18));
            QTest::keyClick(w.get(), Qt::Key_F2, Qt::ShiftModifier);
            QCOMPARE(w->model()->selectionBegin(), Offset(0));
            panel->list()->topLevelItem(1)->setText(4, QStringLiteral("the euro"));
            QCOMPARE(bookmarks->bookmarks()->list().at(1).label, QStringLiteral("the euro"));
            // Ctrl+B on a bookmarked byte removes that bookmark.
            w->model()->setCaret(2);
            QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
            QCOMPARE(bookmarks->bookmarks()->list().size(), 1);
        }
        auto again = u8i::testing::shownWindow({1200, 760});
        QVERIFY(again);
        QVERIFY(again->openFile(path));
        const auto &list = again->feature<u8i::ui::BookmarksFeature>()->bookmarks()->list();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).offset, Offset(18));
        QCOMPARE(list.at(0).label, QStringLiteral("the euro"));
        again->feature<u8i::ui::BookmarksFeature>()->bookmarks()->clear();
        QVERIFY(
            !QSettings().contains(u8i::ui::Bookmarks::settingsKey(path) + QStringLiteral("/list")));
    }
};

QTEST_MAIN(TestFeatureBookmarks)
#include "tst_feature_bookmarks.moc"
