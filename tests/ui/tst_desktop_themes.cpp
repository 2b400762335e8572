// Themes and the text view's markers through Appearance, in whichever build this is (built-in light
// and dark palettes, or KSyntaxHighlighting's themes): a theme sets the application palette and the
// role colours follow it; light and dark themes give different role colours; the default restores
// the system palette; markers of hidden notices are not drawn. A theme chosen in the Settings
// dialog darkens every part of the main window at once and after a restart, is drawn by Fusion in
// place of the platform's style, and stays whole when the desktop's theme gives widget classes
// palettes of their own again.
#include "appearance.h"
#include "application_theme.h"
#include "builtin_palettes.h"
#include "character_inspector.h"
#include "document_model.h"
#include "isolated_settings.h"
#include "main_window.h"
#include "role_colors.h"
#include "settings_dialog.h"
#include "text_formats.h"
#include "text_view.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

#include <memory>

using namespace u8i;
using u8i::ui::Appearance;
using u8i::ui::ApplicationTheme;
using u8i::ui::DocumentModel;
using u8i::ui::RoleColors;
using u8i::ui::TextView;

namespace {

bool isDark(const QPalette &p)
{
    return p.color(QPalette::Base).lightness() < p.color(QPalette::Text).lightness();
}

// A light and a dark theme of this build.
std::pair<QString, QString> lightAndDark()
{
    QString light;
    QString dark;
    for (const QString &name : Appearance::themeNames()) {
        const bool wantsDark = name.contains(QLatin1String("Dark"));
        const bool wantsLight = name.contains(QLatin1String("Light"));
        if (wantsDark && dark.isEmpty())
            dark = name;
        if (wantsLight && light.isEmpty())
            light = name;
    }
    return {light, dark};
}

// The parts of the main window that stayed light on X11 (issue 27), and the views, each with
// whether its palette is dark; empty when all of them are as `dark` says.
QString partsNotMatching(const ui::MainWindow &w, bool dark)
{
    const auto *diagnostics = w.findChild<QDockWidget *>(QStringLiteral("diagnosticsDock"));
    const QList<const QWidget *> parts{
        w.menuBar(),
        w.statusBar(),
        diagnostics,
        diagnostics ? diagnostics->findChild<QAbstractItemView *>() : nullptr,
        w.findChild<QDockWidget *>(QStringLiteral("inspectorDock")),
        w.inspector(),
        w.inspector() ? w.inspector()->findChild<QLabel *>() : nullptr,
        w.textView()};
    QStringList wrong;
    for (const QWidget *part : parts) {
        if (!part)
            return QStringLiteral("a part is missing");
        // What the part paints its background with, and its text: item views their base.
        const QPalette &p = part->palette();
        const bool view = qobject_cast<const QAbstractItemView *>(part);
        const QColor back = p.color(view ? QPalette::Base : QPalette::Window);
        const QColor ink = p.color(view ? QPalette::Text : QPalette::WindowText);
        if ((back.lightness() < ink.lightness()) != dark)
            wrong << QString::fromLatin1(part->metaObject()->className()) + QLatin1Char(' ') +
                         part->objectName();
    }
    return wrong.join(QStringLiteral(", "));
}

// What a platform theme (gtk3 in Qt 6.5 and later, KDE's) does when the desktop's theme changes:
// Qt gives the classes it names palettes of their own again (`desktop`'s), and tells the windows.
void desktopThemeChanges(const ui::MainWindow &w, const QPalette &desktop)
{
    for (const char *className : {"QMenuBar", "QLabel", "QAbstractItemView", "QTabBar"})
        QApplication::setPalette(desktop, className);
    QEvent change(QEvent::ThemeChange);
    QCoreApplication::sendEvent(w.windowHandle(), &change);
}

// Chooses `theme` in Settings ▸ Configure as a user would: the dialog from the menu, the theme
// combo box by keys, OK.
bool chooseThemeInSettings(ui::MainWindow &w, const QString &theme)
{
    QAction *configure = nullptr;
    for (QAction *menu : w.menuBar()->actions())
        for (QAction *a : menu->menu() ? menu->menu()->actions() : QList<QAction *>{})
            if (a->menuRole() == QAction::PreferencesRole)
                configure = a;
    if (!configure)
        return false;
    configure->trigger();
    auto *dialog = w.findChild<ui::SettingsDialog *>();
    if (!dialog || !QTest::qWaitForWindowExposed(dialog))
        return false;
    QComboBox *box = dialog->themeBox();
    box->setFocus();
    const int wanted = box->findData(theme);
    if (wanted < 0)
        return false;
    const Qt::Key key = wanted > box->currentIndex() ? Qt::Key_Down : Qt::Key_Up;
    while (box->currentIndex() != wanted)
        QTest::keyClick(box, key);
    const QPointer<QDialog> closing(dialog);
    dialog->buttons()->button(QDialogButtonBox::Ok)->click();
    // Gone (it deletes itself on close) before the next one is looked for.
    return QTest::qWaitFor([&closing] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        return closing.isNull();
    });
}

// A main window shown from a configuration that holds only `theme` (empty: the default).
std::unique_ptr<ui::MainWindow> shownWithTheme(const QString &theme)
{
    QSettings().clear();
    QSettings().setValue(QStringLiteral("appearance/theme"), theme);
    auto w = std::make_unique<ui::MainWindow>();
    w->resize(1000, 700);
    w->show();
    return QTest::qWaitForWindowExposed(w.get()) ? std::move(w) : nullptr;
}

// The format the highlighter gave text position `position` of the view, if any.
std::optional<QTextCharFormat> formatAt(const TextView &view, int position)
{
    return u8i::testing::formatAt(*view.document(), position);
}

} // namespace

class TestDesktopThemes : public QObject {
    Q_OBJECT
    u8i::testing::IsolatedSettings m_settings;
    QString m_systemStyle; // the platform's style, as a desktop's (not Fusion)

  private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isolate(QStringLiteral("tst_desktop_themes")));
        // A platform style that is not Fusion, as on a desktop (Adwaita, gtk3, Breeze): a chosen
        // theme must not be drawn by it.
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Windows")));
        m_systemStyle = QApplication::style()->name();
        QVERIFY(m_systemStyle.compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0);
        QCOMPARE(ApplicationTheme::instance().systemStyle(), m_systemStyle);
    }
    // Each test starts from the system's palette and style.
    void cleanup() { ApplicationTheme::instance().apply(std::nullopt); }

    // Issue 27: after switching to Dark in Settings the menu bar, the docks, the inspector and
    // the status bar stayed light, at once and after a restart, while a fresh configuration with
    // the theme was dark throughout.
    void settingsThemeReachesEveryPart_data()
    {
        const auto [light, dark] = lightAndDark();
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<bool>("dark");
        QTest::newRow("default to dark") << QString() << dark << true;
        QTest::newRow("light to dark") << light << dark << true;
        QTest::newRow("dark to light") << dark << light << false;
    }
    void settingsThemeReachesEveryPart()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(bool, dark);
        {
            const auto w = shownWithTheme(from);
            QVERIFY(w);
            QVERIFY(chooseThemeInSettings(*w, to));
            const QString now = partsNotMatching(*w, dark);
            QVERIFY2(now.isEmpty(), qPrintable(QStringLiteral("at once: ") + now));
            w->close(); // saves the layout, as quitting does
        }
        ApplicationTheme::instance().apply(std::nullopt); // a new process starts with the system's
        ui::MainWindow again;                             // the restart
        again.resize(1000, 700);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        const QString restarted = partsNotMatching(again, dark);
        QVERIFY2(restarted.isEmpty(), qPrintable(QStringLiteral("after a restart: ") + restarted));
    }

    // Issue 27: a platform style (Adwaita, gtk3) draws parts of the window in the desktop's own
    // colours; a chosen theme is drawn by Fusion, and the default brings the platform's style back.
    void chosenThemeIsDrawnByFusion()
    {
        const auto [light, dark] = lightAndDark();
        const auto w = shownWithTheme(QString());
        QVERIFY(w);
        QCOMPARE(QApplication::style()->name(), m_systemStyle);
        for (const QString &theme : {dark, light}) {
            QVERIFY(chooseThemeInSettings(*w, theme));
            QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
            QCOMPARE(w->menuBar()->style(), QApplication::style());
            QCOMPARE(w->inspector()->style(), QApplication::style());
        }
        QVERIFY(chooseThemeInSettings(*w, QString()));
        QCOMPARE(QApplication::style()->name(), m_systemStyle);
        const QString parts =
            partsNotMatching(*w, isDark(ApplicationTheme::instance().systemPalette()));
        QVERIFY2(parts.isEmpty(), qPrintable(parts));
    }

    // Issue 27: when the desktop's theme changes, Qt gives the widget classes a platform theme
    // names their own palettes again, which the application palette does not override: the menu
    // bar, the labels and the lists went back to the desktop's colours.
    void chosenThemeOutlivesDesktopThemeChange_data()
    {
        const auto [light, dark] = lightAndDark();
        QTest::addColumn<QString>("theme");
        QTest::addColumn<bool>("dark");
        QTest::addColumn<QString>("desktop");
        QTest::newRow("dark theme, light desktop") << dark << true << QStringLiteral("Light");
        QTest::newRow("light theme, dark desktop") << light << false << QStringLiteral("Dark");
    }
    void chosenThemeOutlivesDesktopThemeChange()
    {
        QFETCH(QString, theme);
        QFETCH(bool, dark);
        QFETCH(QString, desktop);
        const auto w = shownWithTheme(theme);
        QVERIFY(w);
        QCOMPARE(partsNotMatching(*w, dark), QString());
        desktopThemeChanges(*w, ui::builtinPalette(desktop, QPalette()));
        QTRY_COMPARE(partsNotMatching(*w, dark), QString());
    }

    void themesExist()
    {
        const auto [light, dark] = lightAndDark();
        QVERIFY2(!light.isEmpty(), qPrintable(Appearance::themeNames().join(QLatin1String(", "))));
        QVERIFY2(!dark.isEmpty(), qPrintable(Appearance::themeNames().join(QLatin1String(", "))));
    }

    void themeSetsPaletteAndRoleColours_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<bool>("dark");
        const auto [light, dark] = lightAndDark();
        QTest::newRow("light") << light << false;
        QTest::newRow("dark") << dark << true;
    }
    void themeSetsPaletteAndRoleColours()
    {
        QFETCH(QString, theme);
        QFETCH(bool, dark);
        DocumentModel model;
        TextView view(&model);
        Appearance appearance(&view);
        appearance.setTheme(theme);
        QCOMPARE(appearance.theme(), theme);
        QCOMPARE(isDark(QApplication::palette()), dark);
        QCOMPARE(isDark(view.palette()), dark);
        const RoleColors colors = appearance.roleColors();
        QCOMPARE(colors.text, view.palette().color(QPalette::Text));
        // On a dark theme the role colours are light, and the other way round.
        QCOMPARE(colors.multibyte.value() > view.palette().color(QPalette::Base).value(), dark);
        appearance.setTheme({});
    }

    void lightAndDarkGiveDifferentRoleColours()
    {
        const auto [light, dark] = lightAndDark();
        DocumentModel model;
        TextView view(&model);
        Appearance appearance(&view);
        appearance.setTheme(light);
        const RoleColors a = appearance.roleColors();
        appearance.setTheme(dark);
        const RoleColors b = appearance.roleColors();
        QVERIFY(a.text != b.text);
        QVERIFY(a.multibyte != b.multibyte);
        QVERIFY(a.invalid != b.invalid);
        QVERIFY(a.invalidFill != b.invalidFill);
        for (int k = 0; k < kErrorKindCount; ++k)
            QVERIFY(a.kind[static_cast<std::size_t>(k)] != b.kind[static_cast<std::size_t>(k)]);
        appearance.setTheme({});
    }

    void defaultRestoresSystemPalette_data()
    {
        QTest::addColumn<QString>("theme");
        const auto [light, dark] = lightAndDark();
        QTest::newRow("from light") << light;
        QTest::newRow("from dark") << dark;
        QTest::newRow("unknown name") << QStringLiteral("No Such Theme");
    }
    void defaultRestoresSystemPalette()
    {
        QFETCH(QString, theme);
        const QColor systemBase = QApplication::palette().color(QPalette::Base);
        DocumentModel model;
        TextView view(&model);
        Appearance appearance(&view);
        appearance.setTheme(theme);
        appearance.setTheme({});
        QVERIFY(appearance.theme().isEmpty());
        QCOMPARE(QApplication::palette().color(QPalette::Base), systemBase);
    }

    void replacementMarkerUsesThemeColour()
    {
        const auto [light, dark] = lightAndDark();
        const QByteArray data("ab\xC0\xAF"
                              "cd");
        DocumentModel model;
        TextView view(&model);
        Appearance appearance(&view);
        model.setBytes(data);
        const auto marker = std::find_if(
            view.window().markers.begin(), view.window().markers.end(),
            [](const ui::TextMarker &m) { return m.kind == ui::TextMarker::Kind::Replacement; });
        QVERIFY(marker != view.window().markers.end());
        for (const QString &theme : {light, dark}) {
            appearance.setTheme(theme);
            const auto format = formatAt(view, marker->position);
            QVERIFY(format.has_value());
            QCOMPARE(format->foreground().color(), appearance.roleColors().invalid);
            QCOMPARE(format->background().color(), appearance.roleColors().invalidFill);
        }
        appearance.setTheme({});
    }

    void hiddenNoticesAreNotMarked_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("notice");
        QTest::newRow("c1-control") << QByteArray("a\xC2\x85z") << int(NoticeKind::C1Control);
        QTest::newRow("control") << QByteArray("a\x01z") << int(NoticeKind::Control);
        QTest::newRow("private-use") << QByteArray("a\xEE\x80\x80z") << int(NoticeKind::PrivateUse);
        QTest::newRow("noncharacter U+FFFE")
            << QByteArray("a\xEF\xBF\xBEz") << int(NoticeKind::Noncharacter);
        QTest::newRow("replacement-character")
            << QByteArray("a\xEF\xBF\xBDz") << int(NoticeKind::ReplacementCharacter);
        QTest::newRow("zwnbsp") << QByteArray("a\xEF\xBB\xBFz") << int(NoticeKind::Zwnbsp);
        QTest::newRow("bom") << QByteArray("\xEF\xBB\xBFz") << int(NoticeKind::Bom);
    }
    void hiddenNoticesAreNotMarked()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, notice);
        DocumentModel model;
        TextView view(&model);
        Appearance appearance(&view);
        model.setBytes(data);
        QVERIFY(!view.window().markers.empty());
        const int position = view.window().markers.front().position;
        std::array<bool, kNoticeKindCount> shown{};
        shown.fill(true);
        appearance.setShownNotices(shown);
        QVERIFY2(formatAt(view, position).has_value(), "a shown notice is marked");
        shown[static_cast<std::size_t>(notice)] = false;
        appearance.setShownNotices(shown);
        QVERIFY2(!formatAt(view, position).has_value(), "a hidden notice is not");
        // Hiding another kind leaves this one marked.
        shown.fill(true);
        shown[static_cast<std::size_t>((notice + 1) % kNoticeKindCount)] = false;
        appearance.setShownNotices(shown);
        QVERIFY(formatAt(view, position).has_value());
    }
};

QTEST_MAIN(TestDesktopThemes)
#include "tst_desktop_themes.moc"
