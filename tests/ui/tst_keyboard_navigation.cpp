// The main window from the keyboard alone, as issue 27 found it wanting: Tab and Shift+Tab leave
// the Diagnostics table and come back to the views; Ctrl+A and Ctrl+C in the list are the list's;
// Home, End and Shift+End move in its rows; the docks, Show As, Exercises and Compare have keys;
// and a dock or tool window opened by its key has the keyboard.
#include "decoder_stepper.h"
#include "diagnostics_panel.h"
#include "document_model.h"
#include "encoder_tool.h"
#include "exercises.h"
#include "hex_view.h"
#include "learn/learn_feature.h"
#include "main_window.h"
#include "shell_host.h"
#include "text_view.h"

#include "main_window_testing.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QFile>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace u8i;
using namespace u8i::ui;

namespace {

// Six ill-formed groups, one a line: six rows in the Diagnostics list.
const QByteArray kSixErrors("a \xC0\xAF\nb \xFF\nc \x80\nd \xE2\x82\ne \xED\xA0\x80\nf \xF8\x88\n");
constexpr int kRows = 6;

QWidget *focused()
{
    return QApplication::focusWidget();
}

bool inViews(const MainWindow &w)
{
    return focused() == w.hexView() || focused() == w.textView();
}

} // namespace

class TestKeyboardNavigation : public u8i::testing::WindowSuite {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    // The window with kSixErrors scanned, the Diagnostics list shown and focused on its first row.
    QTableView *focusedList()
    {
        m_window = u8i::testing::shownWindow({1200, 800});
        if (!m_window)
            return nullptr;
        m_window->openBytes(kSixErrors, QStringLiteral("errors.txt"));
        if (!u8i::testing::waitForScan(*m_window))
            return nullptr;
        QTableView *list = m_window->diagnosticsPanel()->view();
        if (!QTest::qWaitFor([list] { return list->model()->rowCount() == kRows; }))
            return nullptr;
        list->setFocus();
        list->setCurrentIndex(list->model()->index(0, 0));
        if (!QTest::qWaitFor([list] { return focused() == list; }))
            return nullptr;
        return list;
    }

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_keyboard_navigation"))); }
    void cleanup() { m_window.reset(); }

    // Tab and Shift+Tab leave the table at once (it walked its cells before, for ever), and going
    // on reaches the hex or the text view again.
    void tabLeavesTheList_data()
    {
        QTest::addColumn<bool>("backwards");
        QTest::newRow("Tab") << false;
        QTest::newRow("Shift+Tab") << true;
    }
    void tabLeavesTheList()
    {
        QFETCH(bool, backwards);
        QTableView *list = focusedList();
        QVERIFY(list);
        const Qt::Key key = backwards ? Qt::Key_Backtab : Qt::Key_Tab;
        const Qt::KeyboardModifiers mods = backwards ? Qt::ShiftModifier : Qt::NoModifier;
        QTest::keyClick(list, key, mods);
        QTRY_VERIFY(focused() != list);
        for (int i = 0; i < 60 && !inViews(*m_window); ++i)
            QTest::keyClick(focused(), key, mods);
        QVERIFY2(inViews(*m_window), focused() ? focused()->metaObject()->className() : "none");
    }

    // Ctrl+A selects every row of the list (not the file), and Ctrl+C copies them all.
    void selectAllAndCopyRows()
    {
        QTableView *list = focusedList();
        QVERIFY(list);
        QSignalSpy fileSelected(m_window->model(), &DocumentModel::selectionChanged);
        QTest::keyClick(list, Qt::Key_A, Qt::ControlModifier);
        QTRY_COMPARE(list->selectionModel()->selectedRows().size(), kRows);
        QVERIFY(!m_window->model()->hasSelection() ||
                m_window->model()->selectionEnd() - m_window->model()->selectionBegin() <
                    m_window->model()->size());
        QApplication::clipboard()->clear();
        QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier);
        const QStringList lines =
            QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), kRows);
        QVERIFY2(lines.first().contains(QStringLiteral("overlong")), qPrintable(lines.first()));
    }

    // End goes to the last row, Home to the first, Shift+End selects from the current row down.
    void homeAndEndMoveInTheRows()
    {
        QTableView *list = focusedList();
        QVERIFY(list);
        QTest::keyClick(list, Qt::Key_End);
        QCOMPARE(list->currentIndex().row(), kRows - 1);
        QTest::keyClick(list, Qt::Key_Home);
        QCOMPARE(list->currentIndex().row(), 0);
        QTest::keyClick(list, Qt::Key_Down);
        QTest::keyClick(list, Qt::Key_End, Qt::ShiftModifier);
        QCOMPARE(list->currentIndex().row(), kRows - 1);
        QCOMPARE(list->selectionModel()->selectedRows().size(), kRows - 1);
    }

    // Each dock's key (Alt+1 … Alt+0, and the tools' Ctrl+Shift+…) shows it, in front, with the
    // keyboard in it where it has an input. On a dock that is open but has not the keyboard (the
    // Diagnostics list at the first start, a dock tabbed behind another) it does the same, and
    // pressed again from inside the dock it closes it; it closed an open dock at once before.
    void dockKeysOpenAndFocus_data()
    {
        QTest::addColumn<QString>("dock");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<QString>("focus"); // the object name of what gets the keyboard
        QTest::addColumn<bool>("open");     // the dock open before the key
        const int alt = Qt::AltModifier;
        const int ctrlShift = Qt::ControlModifier | Qt::ShiftModifier;
        for (const bool open : {false, true}) {
            const char *const was = open ? ", open" : ", closed";
            QTest::addRow("Strings%s", was)
                << "stringsDock" << int(Qt::Key_5) << alt << "textFilter" << open;
            QTest::addRow("Diagnostics%s", was)
                << "diagnosticsDock" << int(Qt::Key_6) << alt << "diagnosticsTable" << open;
            QTest::addRow("Find All%s", was)
                << "findAllDock" << int(Qt::Key_9) << alt << "findAllInput" << open;
            QTest::addRow("Checksums%s", was)
                << "checksumsDock" << int(Qt::Key_K) << ctrlShift << "" << open;
            QTest::addRow("Bookmarks%s", was)
                << "bookmarksDock" << int(Qt::Key_7) << alt << "bookmarkList" << open;
        }
    }
    void dockKeysOpenAndFocus()
    {
        QFETCH(QString, dock);
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QFETCH(QString, focus);
        QFETCH(bool, open);
        m_window = u8i::testing::shownWindow({1200, 800});
        QVERIFY(m_window);
        auto *d = m_window->findChild<QDockWidget *>(dock);
        QVERIFY(d);
        d->setVisible(open);
        m_window->hexView()->setFocus();
        QTRY_VERIFY(focused() == m_window->hexView());
        const auto press = [&] {
            QTest::keyClick(focused(), static_cast<Qt::Key>(key),
                            static_cast<Qt::KeyboardModifiers>(modifiers));
        };
        press();
        QTRY_VERIFY(d->isVisible());
        QVERIFY(!d->visibleRegion().isEmpty()); // in front of the docks tabbed with it
        QTRY_VERIFY2(focused() && d->isAncestorOf(focused()),
                     focused() ? qPrintable(focused()->objectName()) : "nothing focused");
        if (!focus.isEmpty())
            QCOMPARE(focused()->objectName(), focus);
        press(); // from inside it
        QTRY_VERIFY(d->isHidden());
    }

    // The Learn tools opened by their keys take what is typed next into their input.
    void toolWindowsTakeTheKeyboard_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<QString>("input");
        QTest::newRow("Encoder, Ctrl+Shift+E") << int(Qt::Key_E) << "encoderInput";
        QTest::newRow("Decoder Stepper, Ctrl+Shift+D") << int(Qt::Key_D) << "stepperInput";
        QTest::newRow("Exercises, Ctrl+Shift+X") << int(Qt::Key_X) << "exerciseAnswer";
    }
    void toolWindowsTakeTheKeyboard()
    {
        QFETCH(int, key);
        QFETCH(QString, input);
        m_window = u8i::testing::shownWindow({1200, 800});
        QVERIFY(m_window);
        QTest::keyClick(m_window.get(), static_cast<Qt::Key>(key),
                        Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(focused() && focused()->objectName() == input);
        QTest::keyClicks(focused(), QStringLiteral("E2"));
        QCOMPARE(qobject_cast<QLineEdit *>(focused())->text(), QStringLiteral("E2"));
    }

    // Ctrl+Shift+A opens Show As over the views, on the encoding shown; the arrow keys and Enter
    // choose another.
    void showAsFromTheKeyboard()
    {
        m_window = u8i::testing::shownWindow({1200, 800});
        QVERIFY(m_window);
        m_window->openBytes(QByteArray("\xF0\xD2\xC9\xD7\xC5\xD4"), QStringLiteral("koi8.txt"));
        QSignalSpy reading(m_window->model(), &DocumentModel::readingChanged);
        QTest::keyClick(m_window.get(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QMenu *menu = nullptr;
        QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
        QVERIFY(menu->activeAction());
        QCOMPARE(menu->activeAction()->objectName(), QStringLiteral("showAs UTF-8"));
        QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Return);
        QTRY_COMPARE(reading.count(), 1);
        QVERIFY(m_window->model()->reading() != nullptr);
    }

    // Exercises and Compare With… have keys, and they do not clash with another entry's.
    void keysAreUnique()
    {
        m_window = u8i::testing::shownWindow({1200, 800});
        QVERIFY(m_window);
        QHash<QKeySequence, QString> seen;
        for (QAction *a : m_window->findChildren<QAction *>()) {
            for (const QKeySequence &k : a->shortcuts()) {
                if (seen.contains(k) && seen.value(k) != a->text())
                    QFAIL(qPrintable(QStringLiteral("%1 is the key of both %2 and %3")
                                         .arg(k.toString(), seen.value(k), a->text())));
                seen.insert(k, a->text());
            }
        }
        QCOMPARE(seen.value(QKeySequence(QStringLiteral("Ctrl+Shift+X"))),
                 QStringLiteral("E&xercises"));
        QCOMPARE(seen.value(QKeySequence(QStringLiteral("Ctrl+Shift+O"))),
                 QStringLiteral("Co&mpare With…"));
        QCOMPARE(seen.value(QKeySequence(QStringLiteral("Ctrl+Shift+A"))),
                 QStringLiteral("&Show As"));
    }

    // The README's Keyboard table lists every key of every menu entry (issue 27: "The README lists
    // every shortcut"), in the menus' own spelling ("Ctrl+Shift+O").
    void readmeListsEveryKey()
    {
        QFile readme(QStringLiteral(U8I_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        const qsizetype from = text.indexOf(QStringLiteral("\n## Keyboard\n"));
        QVERIFY(from >= 0);
        const QString table =
            text.mid(from, text.indexOf(QStringLiteral("\n## "), from + 1) - from);
        m_window = u8i::testing::shownWindow({1200, 800});
        QVERIFY(m_window);
        QStringList missing;
        for (QAction *a : m_window->findChildren<QAction *>())
            for (const QKeySequence &k : a->shortcuts()) {
                // Qt spells Shift+Tab's second binding Shift+Backtab: the same keys.
                const QString key =
                    k.toString(QKeySequence::PortableText)
                        .replace(QStringLiteral("Shift+Backtab"), QStringLiteral("Shift+Tab"));
                const QRegularExpression listed(
                    QStringLiteral("(^|[ (/])%1($|[ )/,])").arg(QRegularExpression::escape(key)),
                    QRegularExpression::MultilineOption);
                if (!table.contains(listed))
                    missing << QStringLiteral("%1 (%2)").arg(key, a->text());
            }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(TestKeyboardNavigation)
#include "tst_keyboard_navigation.moc"
