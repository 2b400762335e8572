// The translation mechanism, end to end: the German translation is compiled in, installing it turns
// the main window's menus and the dialogs into German, English (or an unknown language) leaves
// them in English, and switching back removes the German.
#include "about_dialog.h"
#include "isolated_settings.h"
#include "main_window.h"
#include "settings_dialog.h"
#include "translations.h"

#include <QMenuBar>
#include <QTest>

using u8i::ui::MainWindow;

namespace {

QStringList menuTitles(const MainWindow &w)
{
    QStringList titles;
    for (QAction *a : w.menuBar()->actions())
        titles << a->text();
    return titles;
}

} // namespace

class TestDesktopTranslation : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;
  private slots:
    void initTestCase() { QVERIFY(m_settings.isolate(QStringLiteral("tst_desktop_translation"))); }
    void cleanup() { u8i::ui::installTranslations(QStringLiteral("en")); }

    void germanIsAvailable()
    {
        QVERIFY(u8i::ui::availableLanguages().contains(QStringLiteral("de")));
    }

    void menus_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("loaded");
        QTest::addColumn<QStringList>("expectedMenus");
        QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("de")
                                << QStringList{
                                       QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"),
                                       QStringLiteral("&Ansicht"), QStringLiteral("&Einstellungen"),
                                       QStringLiteral("&Hilfe")};
        QTest::newRow("German (Austria) falls back to German")
            << QStringLiteral("de_AT") << QStringLiteral("de")
            << QStringList{QStringLiteral("&Datei"), QStringLiteral("&Hilfe")};
        QTest::newRow("English") << QStringLiteral("en") << QString()
                                 << QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"),
                                                QStringLiteral("&View"),
                                                QStringLiteral("&Settings"),
                                                QStringLiteral("&Help")};
        QTest::newRow("a language without translation")
            << QStringLiteral("sw") << QString()
            << QStringList{QStringLiteral("&File"), QStringLiteral("&Help")};
    }
    void menus()
    {
        QFETCH(QString, language);
        QFETCH(QString, loaded);
        QFETCH(QStringList, expectedMenus);
        QCOMPARE(u8i::ui::installTranslations(language).left(2), loaded);
        MainWindow window;
        const QStringList titles = menuTitles(window);
        for (const QString &m : expectedMenus)
            QVERIFY2(titles.contains(m), qPrintable(titles.join(QLatin1String(", "))));
    }

    void dialogsAreTranslated()
    {
        u8i::ui::installTranslations(QStringLiteral("de"));
        u8i::ui::SettingsDialog settings({}, {}, {});
        QCOMPARE(settings.windowTitle(), QStringLiteral("UTF-8 Inspector einrichten"));
        QVERIFY(u8i::ui::AboutDialog::aboutText().contains(QLatin1String("Lizenz")));
    }

    void switchingBackRemovesGerman()
    {
        u8i::ui::installTranslations(QStringLiteral("de"));
        u8i::ui::installTranslations(QStringLiteral("en"));
        MainWindow window;
        QVERIFY(menuTitles(window).contains(QStringLiteral("&File")));
        QVERIFY(!menuTitles(window).contains(QStringLiteral("&Datei")));
    }
};

QTEST_MAIN(TestDesktopTranslation)
#include "tst_desktop_translation.moc"
