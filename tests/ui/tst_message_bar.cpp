// The message bar: its text, its Reload button and the buttons of the actions it offers, which
// trigger their actions and are replaced by the next message.
#include "message_bar.h"

#include <QAction>
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

QTEST_MAIN(TestMessageBar)
#include "tst_message_bar.moc"
