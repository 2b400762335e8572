// The message bar: its text, its Reload button and the buttons of the actions it offers, which
// trigger their actions and are replaced by the next message.
#include "message_bar.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using u8i::ui::MessageBar;

class TestMessageBar : public QObject {
    Q_OBJECT
  private slots:
    void offers_data();
    void offers();
    void actionReplacesItsOwnMessage();
    void nextMessageReplacesButtons();
    void tintFollowsApplicationPalette_data();
    void tintFollowsApplicationPalette();
};

void TestMessageBar::offers_data()
{
    QTest::addColumn<bool>("reload");
    QTest::addColumn<QStringList>("actions");
    QTest::newRow("text only") << false << QStringList{};
    QTest::newRow("reload") << true << QStringList{};
    QTest::newRow("one action") << false << QStringList{"Show as Windows-1251"};
    QTest::newRow("three actions")
        << false << QStringList{"Show as Windows-1251", "Convert to UTF-8…", "Show as UTF-8"};
}

void TestMessageBar::offers()
{
    QFETCH(bool, reload);
    QFETCH(QStringList, actions);
    QWidget window;
    auto *bar = new MessageBar(&window);
    window.show();
    QList<QAction *> offered;
    for (const QString &text : actions) {
        auto *a = new QAction(text, &window);
        a->setObjectName(QStringLiteral("action ") + text);
        offered.append(a);
    }
    bar->showMessage(QStringLiteral("not UTF-8"), MessageBar::Level::Info, reload, offered);
    QCOMPARE(bar->text(), QStringLiteral("not UTF-8"));
    QCOMPARE(bar->reloadOffered(), reload);
    const QList<QPushButton *> buttons = bar->actionButtons();
    QCOMPARE(buttons.size(), actions.size());
    for (int i = 0; i < buttons.size(); ++i) {
        QCOMPARE(buttons[i]->text(), actions[i]);
        QCOMPARE(buttons[i]->objectName(), offered[i]->objectName());
        QVERIFY(buttons[i]->isVisible());
        QSignalSpy triggered(offered[i], &QAction::triggered);
        QTest::mouseClick(buttons[i], Qt::LeftButton);
        QCOMPARE(triggered.count(), 1);
    }
}

// An action whose click puts up the next message (Show as … → Show as UTF-8) removes its own
// button safely.
void TestMessageBar::actionReplacesItsOwnMessage()
{
    QWidget window;
    auto *bar = new MessageBar(&window);
    window.show();
    QAction back(QStringLiteral("Show as UTF-8"));
    QAction show(QStringLiteral("Show as KOI8-R"));
    connect(&show, &QAction::triggered, bar, [&] {
        bar->showMessage(QStringLiteral("read as KOI8-R"), MessageBar::Level::Info, false, {&back});
    });
    bar->showMessage(QStringLiteral("not UTF-8"), MessageBar::Level::Info, false, {&show});
    QTest::mouseClick(bar->actionButtons().front(), Qt::LeftButton);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(bar->text(), QStringLiteral("read as KOI8-R"));
    QCOMPARE(bar->actionButtons().size(), 1);
    QCOMPARE(bar->actionButtons().front()->text(), QStringLiteral("Show as UTF-8"));
}

void TestMessageBar::nextMessageReplacesButtons()
{
    QWidget window;
    auto *bar = new MessageBar(&window);
    window.show();
    QAction show(QStringLiteral("Show as KOI8-R"));
    bar->showMessage(QStringLiteral("first"), MessageBar::Level::Info, false, {&show});
    QCOMPARE(bar->actionButtons().size(), 1);
    bar->showMessage(QStringLiteral("second"), MessageBar::Level::Error, false);
    QVERIFY(bar->actionButtons().isEmpty());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(bar->findChildren<QPushButton *>().size(), 1); // only Reload is left
    QCOMPARE(bar->text(), QStringLiteral("second"));
}

void TestMessageBar::tintFollowsApplicationPalette_data()
{
    QTest::addColumn<MessageBar::Level>("level");
    QTest::addColumn<bool>("darkFirst");
    QTest::newRow("info, light to dark") << MessageBar::Level::Info << false;
    QTest::newRow("warning, light to dark") << MessageBar::Level::Warning << false;
    QTest::newRow("error, dark to light") << MessageBar::Level::Error << true;
}

// Issue 27, defect 7: after a switch to a dark theme the bar kept its light tint, with the dark
// theme's light text on it: unreadable until a restart.
void TestMessageBar::tintFollowsApplicationPalette()
{
    QFETCH(MessageBar::Level, level);
    QFETCH(bool, darkFirst);
    const QPalette original = QApplication::palette();
    const auto themed = [](bool dark) {
        QPalette p;
        p.setColor(QPalette::Window, dark ? QColor(0x20, 0x20, 0x20) : QColor(0xf0, 0xf0, 0xf0));
        p.setColor(QPalette::WindowText,
                   dark ? QColor(0xe0, 0xe0, 0xe0) : QColor(0x10, 0x10, 0x10));
        return p;
    };
    QApplication::setPalette(themed(darkFirst));
    QWidget window;
    auto *bar = new MessageBar(&window);
    window.show();
    bar->showMessage(QStringLiteral("not UTF-8"), level, false);
    const auto readable = [bar] {
        const QPalette &p = bar->palette();
        return std::abs(p.color(QPalette::Window).lightness() -
                        p.color(QPalette::WindowText).lightness()) > 96;
    };
    QVERIFY(readable());
    const bool wasDark = bar->palette().color(QPalette::Window).lightness() < 128;
    QCOMPARE(wasDark, darkFirst);
    QApplication::setPalette(themed(!darkFirst));
    // The new palette reaches the widgets by posted events.
    QTRY_COMPARE(bar->palette().color(QPalette::Window).lightness() < 128, !darkFirst);
    QVERIFY(readable());
    QApplication::setPalette(original);
}

QTEST_MAIN(TestMessageBar)
#include "tst_message_bar.moc"
