// The hex-editor basics driven as a user would (issue 16): the character column and its View menu
// toggle, Go to Line (Ctrl+L and its dialog), the Find bar's meaning modes, the context menus, the
// bookmarks and their dock, the comparison with another file (F7), and generated exercises.
#include "bookmarks.h"
#include "bookmarks_panel.h"
#include "compare_session.h"
#include "document.h"
#include "document_tabs.h"
#include "editor_basics.h"
#include "exercises.h"
#include "find_bar.h"
#include "go_to_line.h"
#include "hex_view.h"
#include "main_window.h"
#include "view_context_menus.h"

#include "isolated_settings.h"
#include "main_window_testing.h"
#include "random_utf8.h"
#include "temp_file.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using u8i::Offset;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

namespace {

std::unique_ptr<MainWindow> shownWindow()
{
    return u8i::testing::shownWindow({1200, 760});
}

// Answers the next modal input dialog with `text` and Enter, once it shows.
void answerNextDialog(const QString &text)
{
    QTimer::singleShot(0, [text] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        auto *edit = dialog->findChild<QLineEdit *>();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    });
}

// Chooses the entry named `text` of the next context menu, once it pops up.
void chooseFromNextMenu(const QString &text)
{
    QTimer::singleShot(0, [text] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        for (QAction *a : menu->actions())
            if (a->text() == text) {
                menu->setActiveAction(a);
                QTest::keyClick(menu, Qt::Key_Return);
                return;
            }
        menu->close();
    });
}

// Random lines of text of every kind (seeded), with some ill-formed bytes, joined by LF.
QByteArray randomLines(std::uint64_t seed, int lines)
{
    std::mt19937_64 rng(seed);
    QByteArray out;
    for (int i = 0; i < lines; ++i) {
        auto line = u8i::testing::randomUtf8(rng, 80 + rng() % 120, 0.05);
        for (auto &b : line)
            if (b == '\n')
                b = ' ';
        out += QByteArray(reinterpret_cast<const char *>(line.data()), qsizetype(line.size()));
        out += '\n';
    }
    return out;
}

} // namespace

class TestEditorBasics : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;

  private:
    QTemporaryDir m_dir;

  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_settings.isolate(QStringLiteral("tst_editor_basics")));
    }

    void characterColumn_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("cells");
        const QString filler = QStringLiteral("\u00B7");
        const QString marker = QStringLiteral("\u00D7");
        QTest::newRow("ASCII and a 2-byte character")
            << QByteArray("A\xc3\xa9") << QStringList{"A", QStringLiteral("é"), filler};
        QTest::newRow("a 4-byte character")
            << QByteArray("\xf0\x9f\x90\x9a")
            << QStringList{QStringLiteral("🐚"), filler, filler, filler};
        QTest::newRow("ill-formed bytes")
            << QByteArray("\xc0\xaf\xff") << QStringList{marker, marker, marker};
        QTest::newRow("controls") << QByteArray("\t\x7f", 2) << QStringList{".", "."};
        QTest::newRow("a combining mark")
            << QByteArray("e\xcc\x81") << QStringList{"e", QStringLiteral("\u25CC\u0301"), filler};
        QTest::newRow("an invisible format character")
            << QByteArray("\xe2\x80\x8b") << QStringList{QStringLiteral("\u2022"), filler, filler};
        QTest::newRow("a truncated sequence before ASCII") << QByteArray("\xe2\x82"
                                                                         "A")
                                                           << QStringList{marker, marker, "A"};
    }
    // Each byte's cell in the character column: the character under its lead byte, a filler
    // under each continuation byte, a marker under each ill-formed byte.
    void characterColumn()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, cells);
        MainWindow w;
        w.openBytes(bytes, QStringLiteral("cells"));
        QVERIFY(w.hexView()->showsCharacters());
        for (int i = 0; i < cells.size(); ++i)
            QCOMPARE(w.hexView()->characterCellAt(Offset(i)).text, cells.at(i));
    }

    // Ctrl+Shift+H hides the column (the hex pane gets narrower), the choice survives a restart,
    // and clicking a character cell puts the caret on its byte.
    void characterColumnToggleIsRemembered()
    {
        {
            auto w = shownWindow();
            QVERIFY(w);
            w->openBytes(QByteArray("caf\xc3\xa9 \xe2\x82\xac"), QStringLiteral("toggle"));
            u8i::ui::HexView *hex = w->hexView();
            const int wide = hex->sizeHint().width();
            QTest::mouseClick(hex->viewport(), Qt::LeftButton, {}, hex->characterRect(5).center());
            QCOMPARE(hex->caret(), Offset(5));
            QTest::keyClick(w.get(), Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY(!hex->showsCharacters());
            QVERIFY(hex->sizeHint().width() < wide);
            QVERIFY(hex->characterRect(0).isNull());
            QCOMPARE(QSettings().value(QStringLiteral("view/characterColumn")).toBool(), false);
        }
        MainWindow again;
        QVERIFY(!again.hexView()->showsCharacters());
        QAction *toggle = again.findChild<QAction *>(QStringLiteral("characterColumnAction"));
        QVERIFY(toggle && !toggle->isChecked());
        toggle->trigger();
        QVERIFY(again.hexView()->showsCharacters());
    }

    void goToLine_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<qulonglong>("line");
        QTest::addColumn<qulonglong>("column");
        QTest::newRow("a line") << QStringLiteral("40") << 40ULL << 1ULL;
        QTest::newRow("line:column") << QStringLiteral("123:17") << 123ULL << 17ULL;
        QTest::newRow("line,column") << QStringLiteral("7, 3") << 7ULL << 3ULL;
        QTest::newRow("the last line") << QStringLiteral("300:1") << 300ULL << 1ULL;
    }
    // Ctrl+L asks for a line (and column), and the caret lands on the character that --check
    // would report there: its line and column, from the index, are the ones typed.
    void goToLine()
    {
        QFETCH(QString, typed);
        QFETCH(qulonglong, line);
        QFETCH(qulonglong, column);
        const QByteArray text = randomLines(line * 31 + column, 300);
        const QString path = u8i::testing::writeTempFile(m_dir, QStringLiteral("lines.txt"), text);
        auto w = shownWindow();
        QVERIFY(w);
        QVERIFY(w->openFile(path));
        QVERIFY(waitForScan(*w));
        QSignalSpy arrived(w->editorBasics()->goToLine(), &u8i::ui::GoToLine::arrived);
        answerNextDialog(typed);
        QTest::keyClick(w.get(), Qt::Key_L, Qt::ControlModifier);
        QVERIFY(arrived.wait(5000) || arrived.count() == 1);
        const Offset caret = w->model()->caret();
        const auto bytes = w->model()->bytes();
        const u8i::LineColumn at = w->model()->index()->lineColumnAt(bytes, caret);
        QCOMPARE(at.line, Offset(line));
        QCOMPARE(at.column, Offset(column));
        QCOMPARE(QSettings().value(QStringLiteral("go/lastLineColumn")).toString(),
                 typed.trimmed());
    }

    void goToLineRefusesMalformedInput()
    {
        MainWindow w;
        w.openBytes(QByteArray("a\nb\n"), QStringLiteral("short"));
        QVERIFY(waitForScan(w));
        QSignalSpy message(w.editorBasics()->goToLine(), &u8i::ui::GoToLine::message);
        QVERIFY(!w.editorBasics()->goToLine()->goTo(QStringLiteral("two")));
        QCOMPARE(message.count(), 1);
        QVERIFY(message.at(0).at(0).toString().contains(QStringLiteral("“two”")));
    }

    void findModes_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<qulonglong>("offset");
        QTest::addColumn<qulonglong>("length");
        // "Caf\xc3\xa9 CAFÉ: call 555-0199 \xe2\x82\xac \xc0\xaf \xed\xa0\x80"
        QTest::newRow("text in any case")
            << QStringLiteral("Text, any case") << QStringLiteral("café:") << 6ULL << 6ULL;
        QTest::newRow("regular expression") << QStringLiteral("Regular expression")
                                            << QStringLiteral("\\d{3}-\\d{4}") << 18ULL << 8ULL;
        QTest::newRow("character name")
            << QStringLiteral("Character name") << QStringLiteral("euro sign") << 27ULL << 3ULL;
        QTest::newRow("error kind")
            << QStringLiteral("Error kind") << QStringLiteral("surrogate") << 34ULL << 3ULL;
        QTest::newRow("any error kind")
            << QStringLiteral("Error kind") << QStringLiteral("any") << 31ULL << 2ULL;
    }
    // The mode is chosen in the combo box, the query typed, Enter pressed: the match is selected,
    // and the mode is remembered for the next start.
    void findModes()
    {
        QFETCH(QString, mode);
        QFETCH(QString, typed);
        QFETCH(qulonglong, offset);
        QFETCH(qulonglong, length);
        auto w = shownWindow();
        QVERIFY(w);
        w->openBytes(QByteArray("Caf\xc3\xa9 CAF\xc3\x89: call 555-0199 \xe2\x82\xac \xc0\xaf "
                                "\xed\xa0\x80"),
                     QStringLiteral("find"));
        QVERIFY(waitForScan(*w));
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier);
        auto *combo = w->findBar()->findChild<QComboBox *>();
        auto *input = w->findBar()->findChild<QLineEdit *>(QStringLiteral("findInput"));
        QVERIFY(combo && input);
        const int index = combo->findText(mode);
        QVERIFY(index >= 0);
        combo->setCurrentIndex(index);
        emit combo->activated(index); // as a user's choice
        input->clear();
        input->insert(typed); // as typed (QTest::keyClicks takes Latin-1 only)
        QSignalSpy finished(w.get(), &MainWindow::findFinished);
        QTest::keyClick(input, Qt::Key_Return);
        QVERIFY(finished.wait(5000) || finished.count() == 1);
        QCOMPARE(finished.at(0).at(0).value<Offset>(), Offset(offset));
        QCOMPARE(w->model()->selectionBegin(), Offset(offset));
        QCOMPARE(w->model()->selectionEnd(), Offset(offset + length));
        MainWindow again;
        QCOMPARE(again.findBar()->findChild<QComboBox *>()->currentText(), mode);
    }

    void findErrorsAreSaid()
    {
        auto w = shownWindow();
        QVERIFY(w);
        w->openBytes(QByteArray("abc"), QStringLiteral("find errors"));
        w->findBar()->setQuery(QStringLiteral("(unclosed"), u8i::ui::SearchMode::RegularExpression);
        w->findBar()->find(true);
        QVERIFY(w->findBar()->status().startsWith(QStringLiteral("Not a regular expression")));
        w->findBar()->setQuery(QStringLiteral("no such name xyzzy"),
                               u8i::ui::SearchMode::CharacterName);
        w->findBar()->find(true);
        QVERIFY(w->findBar()->status().contains(QStringLiteral("xyzzy")));
    }

    void contextMenu_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("clipboard");
        QTest::newRow("hex") << QStringLiteral("Copy as &Hex") << QStringLiteral("E2 82 AC");
        QTest::newRow("text") << QStringLiteral("Copy as &Text") << QStringLiteral("€");
        QTest::newRow("C escapes")
            << QStringLiteral("Copy as C &Escapes") << QStringLiteral("\\xe2\\x82\\xac");
        QTest::newRow("Python") << QStringLiteral("Copy as &Python Bytes")
                                << QStringLiteral("b'\\xe2\\x82\\xac'");
    }
    // A right click on a byte of "€" puts the caret there; the menu copies the character.
    void contextMenu()
    {
        QFETCH(QString, entry);
        QFETCH(QString, clipboard);
        auto w = shownWindow();
        QVERIFY(w);
        w->openBytes(QByteArray("ab \xe2\x82\xac cd"), QStringLiteral("menu"));
        u8i::ui::HexView *hex = w->hexView();
        QApplication::clipboard()->clear();
        const QPoint at = hex->cellRect(4).center();
        chooseFromNextMenu(entry);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, hex->viewport()->mapToGlobal(at));
        QApplication::sendEvent(hex->viewport(), &event);
        QCOMPARE(hex->caret(), Offset(4));
        QCOMPARE(QApplication::clipboard()->text(), clipboard);
    }

    // Find This from the hex view's menu: the selected bytes go into the find bar (as text, or
    // as hex when they are not well-formed text) and the next occurrence is selected.
    void findThisFromTheMenu()
    {
        auto w = shownWindow();
        QVERIFY(w);
        w->openBytes(QByteArray("na\xc3\xafve \xff\xfe, na\xc3\xafve \xff\xfe"),
                     QStringLiteral("this"));
        u8i::ui::HexView *hex = w->hexView();
        w->model()->select(0, 6);
        QSignalSpy finished(w.get(), &MainWindow::findFinished);
        chooseFromNextMenu(QStringLiteral("&Find This"));
        const QPoint at = hex->cellRect(2).center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, hex->viewport()->mapToGlobal(at));
        QApplication::sendEvent(hex->viewport(), &event);
        QVERIFY(finished.wait(5000) || finished.count() == 1);
        QCOMPARE(w->findBar()->mode(), u8i::ui::SearchMode::Text);
        QCOMPARE(w->model()->selectionBegin(), Offset(11));
        w->model()->select(7, 9);
        w->editorBasics()->contextMenus()->findThis();
        QVERIFY(finished.wait(5000) || finished.count() == 2);
        QCOMPARE(w->findBar()->mode(), u8i::ui::SearchMode::Hex);
        QCOMPARE(w->findBar()->query(), QStringLiteral("FF FE"));
        QCOMPARE(w->model()->selectionBegin(), Offset(18));
    }

    // Ctrl+B bookmarks the selection and the character at the caret; the dock lists them with
    // line:column and preview; F2 and Shift+F2 go round them; the label is edited in the list; and
    // reopening the file brings them back.
    void bookmarks()
    {
        const QString path = u8i::testing::writeTempFile(
            m_dir, QStringLiteral("marks.txt"),
            QByteArray("first line\nsecond \xe2\x82\xac line\nthird\n"));
        {
            auto w = shownWindow();
            QVERIFY(w);
            QVERIFY(w->openFile(path));
            QVERIFY(waitForScan(*w));
            u8i::ui::EditorBasics *basics = w->editorBasics();
            w->model()->select(0, 5);
            QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
            w->model()->setCaret(18);
            QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
            QCOMPARE(basics->bookmarks()->list().size(), 2);
            QVERIFY(basics->bookmarksDock()->isVisible());
            const u8i::ui::BookmarksPanel *panel = basics->bookmarksPanel();
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
            QCOMPARE(basics->bookmarks()->list().at(1).label, QStringLiteral("the euro"));
            // Ctrl+B on a bookmarked byte removes that bookmark.
            w->model()->setCaret(2);
            QTest::keyClick(w.get(), Qt::Key_B, Qt::ControlModifier);
            QCOMPARE(basics->bookmarks()->list().size(), 1);
        }
        auto again = shownWindow();
        QVERIFY(again);
        QVERIFY(again->openFile(path));
        const auto &list = again->editorBasics()->bookmarks()->list();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).offset, Offset(18));
        QCOMPARE(list.at(0).label, QStringLiteral("the euro"));
        again->editorBasics()->bookmarks()->clear();
        QVERIFY(
            !QSettings().contains(u8i::ui::Bookmarks::settingsKey(path) + QStringLiteral("/list")));
    }

    // File ▸ Compare With… on a copy of a program from /usr/bin with bytes changed: the dock
    // counts them, F7 and Shift+F7 select the runs in order, and the hex view marks them.
    void compareWithAnotherFile()
    {
        QFile program(QStringLiteral("/usr/bin/env"));
        QVERIFY(program.open(QIODevice::ReadOnly));
        const QByteArray original = program.readAll();
        QVERIFY(original.size() > 20000);
        QByteArray changed = original;
        const QList<qsizetype> runs{100, 5000, 5001, 5002, original.size() - 1};
        for (const qsizetype at : runs)
            changed[at] = char(changed[at] ^ 0x20);
        const QString a = u8i::testing::writeTempFile(m_dir, QStringLiteral("a.bin"), original);
        const QString b = u8i::testing::writeTempFile(m_dir, QStringLiteral("b.bin"), changed);
        auto w = shownWindow();
        QVERIFY(w);
        QVERIFY(w->openFile(a));
        u8i::ui::CompareSession *compare = w->editorBasics()->comparison();
        QSignalSpy counted(compare, &u8i::ui::CompareSession::counted);
        QVERIFY(compare->compareWith(b));
        QVERIFY(counted.wait(10000) || counted.count() == 1);
        QCOMPARE(compare->count().bytes, Offset(5));
        QCOMPARE(compare->count().runs, Offset(3));
        QVERIFY(compare->summary().contains(QStringLiteral("5 bytes differ")));
        QVERIFY(compare->dock()->isVisible());
        QSignalSpy moved(compare, &u8i::ui::CompareSession::moved);
        const QList<Offset> expected{100, 5000, Offset(original.size() - 1)};
        for (const Offset at : expected) {
            QTest::keyClick(w.get(), Qt::Key_F7);
            QVERIFY(moved.wait(5000));
            QCOMPARE(moved.last().at(0).value<Offset>(), at);
            QCOMPARE(w->model()->selectionBegin(), at);
            QVERIFY(w->hexView()->marked(QStringLiteral("differences"), at));
        }
        QVERIFY(w->model()->selectionEnd() - w->model()->selectionBegin() == 1);
        QTest::keyClick(w.get(), Qt::Key_F7, Qt::ShiftModifier);
        QVERIFY(moved.wait(5000));
        QCOMPARE(w->model()->selectionBegin(), Offset(5000));
        QCOMPARE(w->model()->selectionEnd(), Offset(5003));
        QVERIFY(!w->hexView()->marked(QStringLiteral("differences"), 99));
        compare->stop();
        QVERIFY(!w->hexView()->marked(QStringLiteral("differences"), 100));
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
        auto w = shownWindow();
        QVERIFY(w);
        u8i::ui::DocumentTabs *tabs = w->editorBasics()->tabs();
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

    void generatedExercises_data()
    {
        QTest::addColumn<int>("kind");
        for (int k = 0; k < u8i::ui::ExerciseGenerator::kKindCount; ++k)
            QTest::addRow("%s", qPrintable(u8i::ui::ExerciseGenerator::kindName(
                                    static_cast<u8i::ui::ExerciseGenerator::Kind>(k))))
                << k;
    }
    // "New Exercise" adds a random exercise of the chosen kind; its expected answer is right and
    // another answer is not; the kind is remembered.
    void generatedExercises()
    {
        QFETCH(int, kind);
        u8i::ui::Exercises exercises;
        const int builtIn = exercises.count();
        exercises.generatorKinds()->setCurrentIndex(kind);
        emit exercises.generatorKinds()->activated(kind);
        auto *make = exercises.findChild<QPushButton *>(QStringLiteral("newExercise"));
        QVERIFY(make);
        for (int round = 0; round < 5; ++round) {
            QTest::mouseClick(make, Qt::LeftButton);
            QCOMPARE(exercises.count(), builtIn + round + 1);
            QCOMPARE(exercises.current(), exercises.count() - 1);
            const u8i::ui::Exercise &e = exercises.exercise(exercises.current());
            const QString right = u8i::ui::ExerciseBook::expectedAnswer(e);
            QVERIFY(!right.isEmpty());
            QCOMPARE(u8i::ui::ExerciseBook::check(e, right).result,
                     u8i::ui::ExerciseVerdict::Result::Right);
            const QString wrong = e.kind == u8i::ui::Exercise::Kind::Decode
                                      ? QStringLiteral("U+0041")
                                      : QStringLiteral("41");
            QCOMPARE(u8i::ui::ExerciseBook::check(e, wrong).result,
                     u8i::ui::ExerciseVerdict::Result::Wrong);
            exercises.setAnswer(right);
            exercises.check();
            QVERIFY(exercises.verdictText().startsWith(QStringLiteral("Right")));
        }
        u8i::ui::Exercises again;
        QCOMPARE(again.generatorKinds()->currentIndex(), kind);
    }
};

QTEST_MAIN(TestEditorBasics)
#include "tst_editor_basics.moc"
