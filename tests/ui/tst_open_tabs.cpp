// The open tabs as a user lives with them: the files open at the last close come back at the next
// start (each with its caret, the shown tab shown), unless Settings says not to; files gone since
// are named in the message bar while the others open; standard input and typed bytes are not
// remembered. Opening a file that is open already shows its tab instead of adding one, however
// the file is reached (its path again, a relative path, a symbolic link, Open Recent, a drop).
#include "app_settings.h"
#include "document_tabs.h"
#include "goto/goto_feature.h"
#include "hex_view.h"
#include "main_window.h"
#include "message_bar.h"
#include "open_files_session.h"

#include "isolated_settings.h"
#include "main_window_testing.h"
#include "temp_file.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using u8i::Offset;
using u8i::testing::shownWindow;
using u8i::testing::waitForScan;
using u8i::ui::DocumentTabs;
using u8i::ui::MainWindow;
using u8i::ui::OpenFilesSession;

namespace {

DocumentTabs *tabsOf(const MainWindow &w)
{
    return w.tabs();
}

// The file names on the tab bar, in order.
QStringList tabTexts(const MainWindow &w)
{
    QStringList out;
    for (int i = 0; i < tabsOf(w)->count(); ++i)
        out << tabsOf(w)->tabBar()->tabText(i);
    return out;
}

// Where the caret of file `i` is left before the restart: somewhere of its own, far enough into
// the file that the view scrolls.
Offset caretOf(int i)
{
    return Offset(6000 + 37 * i);
}

// The entry `text` of the menu titled `menu`, or null.
QAction *menuEntry(const MainWindow &w, const QString &menu, const QString &text)
{
    for (QMenu *m : w.findChildren<QMenu *>())
        if (m->title() == menu)
            for (QAction *a : m->actions())
                if (a->text() == text)
                    return a;
    return nullptr;
}

} // namespace

class TestOpenTabs : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;
    QTemporaryDir m_dir;

    // Files f0.txt … in a folder of their own, each different, a few hundred lines long.
    QStringList writeFiles(const QString &folder, int n)
    {
        QDir(m_dir.path()).mkpath(folder);
        QStringList paths;
        for (int i = 0; i < n; ++i) {
            QByteArray content;
            for (int line = 0; line < 300 + i; ++line)
                content += "file " + QByteArray::number(i) + " line " + QByteArray::number(line) +
                           " caf\xc3\xa9\n";
            paths << u8i::testing::writeTempFile(
                m_dir, QStringLiteral("%1/f%2.txt").arg(folder).arg(i), content);
        }
        return paths;
    }

  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_settings.isolate(QStringLiteral("tst_open_tabs")));
    }
    void init() { QSettings().clear(); }

    void restart_data()
    {
        QTest::addColumn<int>("files");       // opened, each in its tab
        QTest::addColumn<bool>("bytes");      // then new bytes in a tab of their own
        QTest::addColumn<int>("shown");       // the tab shown at the close
        QTest::addColumn<QList<int>>("gone"); // files deleted before the restart
        QTest::addColumn<bool>("reopen");     // the setting
        QTest::newRow("one file") << 1 << false << 0 << QList<int>{} << true;
        QTest::newRow("three files, the middle one shown")
            << 3 << false << 1 << QList<int>{} << true;
        QTest::newRow("three files, the last one shown") << 3 << false << 2 << QList<int>{} << true;
        QTest::newRow("typed bytes are not remembered") << 2 << true << 1 << QList<int>{} << true;
        QTest::newRow("typed bytes shown at the close") << 2 << true << 2 << QList<int>{} << true;
        QTest::newRow("a file gone since") << 3 << false << 2 << QList<int>{0} << true;
        QTest::newRow("the shown file gone since") << 3 << false << 1 << QList<int>{1} << true;
        QTest::newRow("every file gone since") << 2 << false << 0 << QList<int>{0, 1} << true;
        QTest::newRow("setting off") << 2 << false << 1 << QList<int>{} << false;
    }
    // Open files, leave each caret and first row somewhere, show one tab, quit; delete some files;
    // start again.
    void restart()
    {
        QFETCH(int, files);
        QFETCH(bool, bytes);
        QFETCH(int, shown);
        QFETCH(QList<int>, gone);
        QFETCH(bool, reopen);
        u8i::ui::AppSettings settings = u8i::ui::AppSettings::load();
        settings.reopenFiles = reopen;
        settings.save();
        const QStringList paths = writeFiles(QString::fromLatin1(QTest::currentDataTag()), files);
        QList<Offset> tops; // each file's first row, as left
        {
            auto w = shownWindow({1000, 700});
            QVERIFY(w);
            for (int i = 0; i < files; ++i) {
                QVERIFY(w->openFile(paths[i]));
                QVERIFY(waitForScan(*w));
                w->feature<u8i::ui::GoToFeature>()->goToOffset(caretOf(i));
                // A page up on the scroll bar: the first row is no longer where the caret put it.
                const Offset caretTop = w->model()->topOffset();
                w->hexView()->verticalScrollBar()->triggerAction(
                    QAbstractSlider::SliderPageStepSub);
                tops << w->model()->topOffset();
                QVERIFY(tops.last() > 0);
                QVERIFY(tops.last() < caretTop);
            }
            if (bytes)
                w->openBytes("typed \xff bytes", QStringLiteral("new bytes"));
            const int tabs = files + (bytes ? 1 : 0);
            QCOMPARE(tabsOf(*w)->count(), tabs);
            for (int i = tabsOf(*w)->current(); i != shown; i = (i + 1) % tabs)
                QTest::keyClick(w.get(), Qt::Key_Tab, Qt::ControlModifier);
            QCOMPARE(tabsOf(*w)->current(), shown);
            QAction *quit = menuEntry(*w, QStringLiteral("&File"), QStringLiteral("&Quit"));
            QVERIFY(quit);
            quit->trigger(); // File ▸ Quit saves the session
            QVERIFY(!w->isVisible());
        }
        for (const int i : gone)
            QVERIFY(QFile::remove(paths[i]));

        MainWindow w; // the next start, without a file on the command line
        const OpenFilesSession::Restored restored = OpenFilesSession::restore(w);
        w.resize(1000, 700);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));

        QStringList expected; // the files that come back, in their order
        QStringList missing;
        for (int i = 0; i < files; ++i)
            (gone.contains(i) ? missing : expected) << QFileInfo(paths[i]).fileName();
        if (!reopen) {
            expected.clear();
            missing.clear();
        }
        QCOMPARE(restored.opened, expected.size());
        QCOMPARE(restored.missing.size(), missing.size());
        if (expected.isEmpty()) {
            QCOMPARE(tabsOf(w)->count(), 1); // the empty start
            QCOMPARE(w.model()->size(), Offset(0));
        } else {
            QCOMPARE(tabTexts(w), expected);
        }
        // The shown tab is the one shown at the close, or the first when that is not a file
        // that came back.
        const QString shownName = shown < files && reopen && !gone.contains(shown)
                                      ? QFileInfo(paths[shown]).fileName()
                                      : expected.value(0);
        if (!shownName.isEmpty())
            QCOMPARE(tabsOf(w)->tabBar()->tabText(tabsOf(w)->current()), shownName);
        // Each file's caret is where it was left: tab by tab, through Ctrl+Tab.
        for (int t = 0; t < expected.size(); ++t) {
            const qsizetype file = paths.indexOf(w.document()->source().path());
            QVERIFY(file >= 0);
            QCOMPARE(w.model()->caret(), caretOf(int(file)));
            QCOMPARE(w.model()->topOffset(), tops[file]);
            QVERIFY(waitForScan(w));
            QVERIFY2(w.verdict().startsWith(QStringLiteral("valid UTF-8")),
                     qPrintable(w.verdict()));
            QTest::keyClick(&w, Qt::Key_Tab, Qt::ControlModifier);
        }
        // Files gone since are named, without a dialog in the way.
        QCOMPARE(w.messageBar()->isVisible(), !missing.isEmpty());
        for (const QString &name : missing)
            QVERIFY2(w.messageBar()->text().contains(name), qPrintable(w.messageBar()->text()));
        QVERIFY(!QApplication::activeModalWidget());
    }

    void openAgain_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("the same path") << QStringLiteral("same");
        QTest::newRow("a path through ..") << QStringLiteral("dots");
        QTest::newRow("a relative path") << QStringLiteral("relative");
        QTest::newRow("a symbolic link") << QStringLiteral("link");
        QTest::newRow("Open Recent") << QStringLiteral("recent");
        QTest::newRow("a drop") << QStringLiteral("drop");
    }
    // f0 and f1 open, f1 shown; f0 opened once more shows its tab, with its caret as left.
    void openAgain()
    {
        QFETCH(QString, how);
        const QString folder = QStringLiteral("again-") + how;
        const QStringList paths = writeFiles(folder, 2);
        auto w = shownWindow({1000, 700});
        QVERIFY(w);
        QVERIFY(w->openFile(paths[0]));
        QVERIFY(waitForScan(*w));
        w->feature<u8i::ui::GoToFeature>()->goToOffset(7);
        QVERIFY(w->openFile(paths[1]));
        QVERIFY(waitForScan(*w));
        QCOMPARE(tabsOf(*w)->count(), 2);
        QCOMPARE(tabsOf(*w)->current(), 1);
        QSignalSpy changed(w.get(), &MainWindow::documentChanged);

        const QString first = paths[0];
        const QString previous = QDir::currentPath();
        if (how == QLatin1String("same")) {
            QVERIFY(w->openFile(first));
        } else if (how == QLatin1String("dots")) {
            QVERIFY(w->openFile(QFileInfo(first).path() + QStringLiteral("/../") + folder +
                                QStringLiteral("/f0.txt")));
        } else if (how == QLatin1String("relative")) {
            QVERIFY(QDir::setCurrent(QFileInfo(first).path()));
            const bool opened = w->openFile(QStringLiteral("f0.txt"));
            QDir::setCurrent(previous);
            QVERIFY(opened);
        } else if (how == QLatin1String("link")) {
            const QString link = m_dir.filePath(folder + QStringLiteral("/link.txt"));
            QVERIFY(QFile::link(first, link));
            QVERIFY(w->openFile(link));
        } else if (how == QLatin1String("recent")) {
            QAction *entry =
                menuEntry(*w, QStringLiteral("Open &Recent"), QFileInfo(first).absoluteFilePath());
            QVERIFY(entry);
            entry->trigger();
        } else {
            QMimeData mime;
            mime.setUrls({QUrl::fromLocalFile(first)});
            const QPoint at = w->centralWidget()->geometry().center();
            QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(w.get(), &enter);
            QVERIFY(enter.isAccepted());
            QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(w.get(), &drop);
        }
        QCOMPARE(tabsOf(*w)->count(), 2); // no second tab of the same file
        QCOMPARE(tabsOf(*w)->current(), 0);
        QCOMPARE(w->document()->source().path(), QFileInfo(first).absoluteFilePath());
        QCOMPARE(w->model()->caret(), Offset(7));
        QCOMPARE(changed.count(), 1);
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("open already")));
        QCOMPARE(w->recentFiles().value(0), QFileInfo(first).absoluteFilePath());
        // The shown file once more: nothing changes.
        QVERIFY(w->openFile(first));
        QCOMPARE(tabsOf(*w)->count(), 2);
        QCOMPARE(tabsOf(*w)->current(), 0);
        QCOMPARE(changed.count(), 1);
    }

    // Opening a second file adds a tab; Ctrl+Tab goes back to the first, at once (its scan is
    // kept) and with its selection; reloading keeps the tab; File ▸ Open Recent of a file open
    // already shows its tab; Ctrl+W closes the shown tab and shows its neighbour.
    void tabs()
    {
        const QByteArray first("first \xc3\xa9 file\n");
        const QString a = u8i::testing::writeTempFile(m_dir, QStringLiteral("first.txt"), first);
        const QString b = u8i::testing::writeTempFile(m_dir, QStringLiteral("second.txt"),
                                                      QByteArray("second \xff file\n"));
        auto w = shownWindow({1200, 760});
        QVERIFY(w);
        u8i::ui::DocumentTabs *tabs = w->tabs();
        QVERIFY(w->openFile(a));
        QVERIFY(waitForScan(*w));
        QCOMPARE(tabs->count(), 1); // the empty start document gave its tab to the file
        w->model()->select(6, 8);
        QVERIFY(w->openFile(b));
        QVERIFY(waitForScan(*w));
        QCOMPARE(tabs->count(), 2);
        QVERIFY(tabs->tabBar()->isVisible());
        QCOMPARE(tabs->tabBar()->tabText(1), QStringLiteral("second.txt"));
        QTest::keyClick(w.get(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->current(), 0);
        QCOMPARE(w->hexView()->data().size(), std::size_t(first.size()));
        QVERIFY(w->model()->index()); // not scanned again
        QCOMPARE(w->model()->selectionBegin(), Offset(6));
        QCOMPARE(w->model()->selectionEnd(), Offset(8));
        QVERIFY(w->windowTitle().startsWith(QStringLiteral("first.txt")));
        QVERIFY(w->verdict().contains(QStringLiteral("valid UTF-8")));
        w->reload();
        QCOMPARE(tabs->count(), 2);
        QVERIFY(w->recentFiles().contains(QFileInfo(b).absoluteFilePath()));
        QMenu *recent = nullptr;
        for (QMenu *m : w->findChildren<QMenu *>())
            if (m->title() == QStringLiteral("Open &Recent"))
                recent = m;
        QVERIFY(recent);
        QAction *second = nullptr;
        for (QAction *action : recent->actions())
            if (action->text() == QFileInfo(b).absoluteFilePath())
                second = action;
        QVERIFY(second);
        second->trigger(); // second.txt is open already: its tab comes to the front
        QVERIFY(waitForScan(*w));
        QCOMPARE(tabs->count(), 2);
        QCOMPARE(tabs->current(), 1);
        QVERIFY(w->windowTitle().startsWith(QStringLiteral("second.txt")));
        QVERIFY(w->verdict().contains(QStringLiteral("error")));
        QTest::keyClick(w.get(), Qt::Key_W, Qt::ControlModifier);
        QCOMPARE(tabs->count(), 1);
        QVERIFY(w->windowTitle().startsWith(QStringLiteral("first.txt")));
        QTest::keyClick(w.get(), Qt::Key_W, Qt::ControlModifier);
        QCOMPARE(tabs->count(), 1);
        QCOMPARE(w->model()->size(), Offset(0));
    }

    void showAsStaysInItsTab_data()
    {
        QTest::addColumn<QString>("charset");
        QTest::newRow("Windows-1251") << QStringLiteral("Windows-1251");
        QTest::newRow("Shift_JIS") << QStringLiteral("Shift_JIS");
    }
    // View ▸ Show As belongs to the tab it was chosen in: the other tab shows UTF-8, and the
    // first shows the charset again when it comes back.
    void showAsStaysInItsTab()
    {
        QFETCH(QString, charset);
        const QString a = u8i::testing::writeTempFile(m_dir, QStringLiteral("shown-as.txt"),
                                                      QByteArray("\xcf\xf0\xe8\xe2\xe5\xf2\n"));
        const QString b = u8i::testing::writeTempFile(m_dir, QStringLiteral("utf8.txt"),
                                                      QByteArray("caf\xc3\xa9\n"));
        auto w = shownWindow({1200, 760});
        QVERIFY(w);
        DocumentTabs *tabs = w->tabs();
        QVERIFY(w->openFile(a));
        QVERIFY(waitForScan(*w));
        auto *showAs = w->findChild<QAction *>(QStringLiteral("showAs ") + charset);
        auto *utf8 = w->findChild<QAction *>(QStringLiteral("showAs UTF-8"));
        QVERIFY(showAs && utf8);
        showAs->trigger();
        QVERIFY(w->model()->reading());
        QVERIFY(w->openFile(b));
        QVERIFY(waitForScan(*w));
        QCOMPARE(tabs->count(), 2);
        QVERIFY(!w->model()->reading());
        QVERIFY(utf8->isChecked());
        QTest::keyClick(w.get(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->current(), 0);
        QVERIFY(w->model()->reading());
        QCOMPARE(QString::fromStdString(w->model()->reading()->name()), charset);
        QVERIFY(showAs->isChecked());
        QTest::keyClick(w.get(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->current(), 1);
        QVERIFY(!w->model()->reading());
        QVERIFY(utf8->isChecked());
    }
};

QTEST_MAIN(TestOpenTabs)
#include "tst_open_tabs.moc"
