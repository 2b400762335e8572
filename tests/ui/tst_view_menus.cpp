// The main window's own view entries driven as a user would: View ▸ Characters Beside Bytes (the
// character column, remembered) and the copy entries of the views' context menu.
#include "hex_view.h"
#include "main_window.h"

#include "gui_driving.h"
#include "main_window_testing.h"
#include "temp_file.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using u8i::Offset;
using u8i::testing::chooseFromNextMenu;
using u8i::testing::waitForScan;
using u8i::ui::MainWindow;

class TestViewMenus : public u8i::testing::WindowSuite {
    Q_OBJECT

  private slots:
    void initTestCase() { QVERIFY(isolate(QStringLiteral("tst_view_menus"))); }

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
            auto w = u8i::testing::shownWindow({1200, 760});
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
        auto w = u8i::testing::shownWindow({1200, 760});
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
};

QTEST_MAIN(TestViewMenus)
#include "tst_view_menus.moc"
