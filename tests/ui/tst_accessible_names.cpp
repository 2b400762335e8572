// Every control of the main window has a name a screen reader can say, in English and in German:
// the window is walked through QAccessible as an assistive tool walks it, with every dock shown
// (each in turn in front of the docks tabbed with it), the find bar, the message bar, two tabs and
// the Learn tools open, and every interactive element without a name is listed.
#include "accessibility.h"
#include "main_window.h"
#include "message_bar.h"
#include "shell_host.h"
#include "translations.h"

#include "main_window_testing.h"

#include <QAccessible>
#include <QApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QSet>
#include <QTest>

using namespace u8i::ui;

namespace {

const QString kTour = QStringLiteral(U8I_SOURCE_DIR "/resources/demo/tour.txt");
const QString kMojibake = QStringLiteral(U8I_SOURCE_DIR "/resources/demo/mojibake.csv");

// What a user acts on, and so must be named. (Rows, cells and list items are named by their
// content; scroll bars and panes are not controls of the program.)
bool interactive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::Dial:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::PageTabList:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::ButtonDropGrid:
    case QAccessible::HotkeyField: return true;
    default: return false;
    }
}

// Whose items are named by their content: not walked into.
bool itemContainer(QAccessible::Role role)
{
    return role == QAccessible::List || role == QAccessible::Table || role == QAccessible::Tree ||
           role == QAccessible::ComboBox || role == QAccessible::PageTabList ||
           role == QAccessible::MenuBar;
}

// "QLineEdit 'textFilter' in StringsPanel in QDockWidget 'stringsDock'".
QString describe(QObject *object)
{
    QStringList parts;
    for (QObject *o = object; o && parts.size() < 4; o = o->parent())
        parts << QStringLiteral("%1 '%2'").arg(QLatin1String(o->metaObject()->className()),
                                               o->objectName());
    return parts.join(QStringLiteral(" in "));
}

// Walks `iface` and its visible descendants; the unnamed interactive ones go to `unnamed`.
void walk(QAccessibleInterface *iface, QSet<QString> &unnamed, int depth = 0)
{
    if (!iface || !iface->isValid() || iface->state().invisible || depth > 60)
        return;
    const QAccessible::Role role = iface->role();
    if (interactive(role) && iface->text(QAccessible::Name).trimmed().isEmpty())
        unnamed.insert(describe(iface->object()));
    if (itemContainer(role))
        return;
    for (int i = 0; i < iface->childCount(); ++i)
        walk(iface->child(i), unnamed, depth + 1);
}

} // namespace

class TestAccessibleNames : public u8i::testing::WindowSuite {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(isolate(QStringLiteral("tst_accessible_names")));
        installAccessibility();
        QAccessible::setActive(true);
    }
    void cleanup() { installTranslations(QStringLiteral("en")); }

    void everyControlIsNamed_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << "en";
        QTest::newRow("German") << "de";
    }
    void everyControlIsNamed()
    {
        QFETCH(QString, language);
        installTranslations(language);
        auto w = u8i::testing::shownWindow({1400, 900}, kTour);
        QVERIFY(w);
        QVERIFY(w->openFile(kMojibake)); // a second tab: the tabs' close buttons
        QVERIFY(u8i::testing::waitForScan(*w));
        for (QAction *a : w->host()->actionsAt(MenuAnchor::Learn))
            a->trigger();
        w->host()->actionsAt(MenuAnchor::EditFind).first()->trigger(); // the find bar
        w->messageBar()->showMessage(QStringLiteral("changed on disk"), MessageBar::Level::Warning,
                                     true); // its close button and Reload
        // Text in every input: their clear buttons show.
        for (QLineEdit *edit : w->findChildren<QLineEdit *>())
            if (edit->isClearButtonEnabled())
                edit->setText(QStringLiteral("E2"));
        QList<QDockWidget *> docks = w->findChildren<QDockWidget *>();
        for (QDockWidget *d : docks)
            d->show();
        QSet<QString> unnamed;
        for (QDockWidget *front : docks) {
            front->raise();
            QTRY_VERIFY(front->isVisible());
            walk(QAccessible::queryAccessibleInterface(w.get()), unnamed);
            for (QDockWidget *d : docks)
                if (d->isFloating())
                    walk(QAccessible::queryAccessibleInterface(d), unnamed);
        }
        QStringList list = unnamed.values();
        list.sort();
        QVERIFY2(list.isEmpty(), qPrintable(QStringLiteral("%1 without a name:\n  %2")
                                                .arg(list.size())
                                                .arg(list.join(QStringLiteral("\n  ")))));
    }

    // The names that were missing are there, and German in German.
    void namesAreTranslated_data()
    {
        QTest::addColumn<QString>("objectName");
        QTest::newRow("the text pane") << "textView";
        QTest::newRow("the Strings filter") << "textFilter";
        QTest::newRow("the Strings spin box") << "minLength";
    }
    void namesAreTranslated()
    {
        QFETCH(QString, objectName);
        QString english;
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
            installTranslations(language);
            MainWindow w;
            auto *widget = w.findChild<QWidget *>(objectName);
            QVERIFY(widget);
            const QString name =
                QAccessible::queryAccessibleInterface(widget)->text(QAccessible::Name);
            QVERIFY2(!name.isEmpty(), qPrintable(language));
            if (language == QLatin1String("en"))
                english = name;
            else
                QVERIFY2(name != english, qPrintable(name));
        }
    }
};

QTEST_MAIN(TestAccessibleNames)
#include "tst_accessible_names.moc"
