// The translation mechanism, end to end: the German translation is compiled in, installing it turns
// the main window's menus and the dialogs into German, English (or an unknown language) leaves
// them in English, and switching back removes the German.
#include "about_dialog.h"
#include "isolated_settings.h"
#include "kind_texts.h"
#include "main_window.h"
#include "settings_dialog.h"
#include "translations.h"

#include <QCheckBox>
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

    // The codec's descriptions of every kind (u8i/utf8/kind_descriptors.h) are German in the
    // German GUI, and English again in the English one.
    void kindTextsAreTranslated_data()
    {
        QTest::addColumn<bool>("notice");
        QTest::addColumn<int>("kind");
        for (const auto &d : u8i::kErrorKindDescriptors)
            QTest::newRow(d.name.data()) << false << static_cast<int>(d.kind);
        for (const auto &d : u8i::kNoticeKindDescriptors)
            QTest::newRow(d.name.data()) << true << static_cast<int>(d.kind);
    }
    void kindTextsAreTranslated()
    {
        QFETCH(bool, notice);
        QFETCH(int, kind);
        const auto texts = [&] {
            using namespace u8i::ui;
            const auto n = static_cast<u8i::NoticeKind>(kind);
            const auto e = static_cast<u8i::ErrorKind>(kind);
            return notice ? QStringList{kindLabel(n), kindRule(n), kindDescription(n)}
                          : QStringList{kindLabel(e), kindRule(e), kindDescription(e)};
        };
        const QStringList english = texts();
        QCOMPARE(u8i::ui::installTranslations(QStringLiteral("de")).left(2), QStringLiteral("de"));
        const QStringList german = texts();
        for (qsizetype i = 0; i < english.size(); ++i) {
            QVERIFY(!english[i].isEmpty());
            QVERIFY2(!german[i].isEmpty() && german[i] != english[i], qPrintable(english[i]));
        }
        if (notice) { // the settings dialog's check box shows the German label
            u8i::ui::SettingsDialog settings({}, {}, {});
            QCOMPARE(settings.noticeBox(static_cast<u8i::NoticeKind>(kind))->text(), german[0]);
        }
        u8i::ui::installTranslations(QStringLiteral("en"));
        QCOMPARE(texts(), english);
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
