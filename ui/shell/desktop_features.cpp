#include "desktop_features.h"

#include "about_dialog.h"
#include "appearance.h"
#include "hex_view.h"
#include "main_window.h"
#include "settings_dialog.h"
#include "text_view.h"
#include "translations.h"
#include "user_guide.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>

#include <map>

namespace u8i::ui {

namespace {

constexpr Offset kHeadBytes = 4096;

// The View menu's own radio groups for the bytes per row (data 8/16/32) and the offset base
// (hexadecimal, decimal, no data): checked to match what the settings set.
void syncViewMenuChecks(QMenu *viewMenu, const AppSettings &s)
{
    if (!viewMenu)
        return;
    for (QAction *a : viewMenu->actions()) {
        if (!a->isCheckable() || !a->actionGroup())
            continue;
        if (a->data().isValid()) {
            if (a->data().toInt() == s.bytesPerRow)
                a->setChecked(true);
        } else if (const auto group = a->actionGroup()->actions();
                   group.size() == 2 && group.first() == a) {
            group.at(s.decimalOffsets ? 1 : 0)->setChecked(true);
        }
    }
}

} // namespace

DesktopFeatures::DesktopFeatures(MainWindow *window, QMenu *viewMenu)
    : QObject(window), m_window(window), m_viewMenu(viewMenu), m_settings(AppSettings::load())
{
    m_appearance = new Appearance(window->textView(), this);

    if (m_viewMenu) {
        m_viewMenu->addSeparator();
        if (Appearance::hasSyntaxHighlighting())
            buildSyntaxMenu(m_viewMenu->addMenu(tr("S&yntax")));
        buildThemeMenu(m_viewMenu->addMenu(tr("&Theme")));
    }
    QMenu *settings = window->menuBar()->addMenu(tr("&Settings"));
    QAction *configure = settings->addAction(tr("&Configure UTF-8 Inspector…"), this,
                                             &DesktopFeatures::showSettings);
    configure->setShortcut(QKeySequence::Preferences);
    configure->setMenuRole(QAction::PreferencesRole);

    QMenu *help = window->menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&User Guide"), QKeySequence::HelpContents, this,
                    &DesktopFeatures::showUserGuide);
    help->addSeparator();
    help->addAction(tr("&About UTF-8 Inspector"), this, &DesktopFeatures::showAbout)
        ->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)
        ->setMenuRole(QAction::AboutQtRole);

    connect(window, &MainWindow::documentChanged, this, &DesktopFeatures::onDocumentChanged);
    connect(m_appearance, &Appearance::syntaxChanged, this, &DesktopFeatures::syncSyntaxMenu);
    apply(m_settings);
    onDocumentChanged();
}

void DesktopFeatures::apply(const AppSettings &s)
{
    m_settings = s;
    m_window->hexView()->setFont(s.font);
    m_window->textView()->setFont(s.font);
    m_window->hexView()->setBytesPerRow(s.bytesPerRow);
    m_window->hexView()->setOffsetBase(s.decimalOffsets ? HexView::OffsetBase::Decimal
                                                        : HexView::OffsetBase::Hex);
    syncViewMenuChecks(m_viewMenu, s);
    if (s.theme != m_appearance->theme() || s.theme.isEmpty())
        m_appearance->setTheme(s.theme);
    m_appearance->setShownNotices(s.notices);
    syncThemeMenu();
}

void DesktopFeatures::showSettings()
{
    // The bytes per row and the offset base may have changed through the View menu since.
    m_settings.bytesPerRow = m_window->hexView()->bytesPerRow();
    m_settings.decimalOffsets = m_window->hexView()->offsetBase() == HexView::OffsetBase::Decimal;
    auto *dialog =
        new SettingsDialog(m_settings, Appearance::themeNames(), availableLanguages(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettingsDialog::settingsChanged, this, &DesktopFeatures::apply);
    dialog->open();
}

void DesktopFeatures::showUserGuide()
{
    auto *guide = m_window->findChild<UserGuide *>();
    if (!guide) {
        guide = new UserGuide(m_window);
        guide->setWindowFlag(Qt::Window);
    }
    guide->show();
    guide->raise();
    guide->activateWindow();
}

void DesktopFeatures::showAbout()
{
    auto *about = new AboutDialog(m_window);
    about->setAttribute(Qt::WA_DeleteOnClose);
    about->open();
}

void DesktopFeatures::buildThemeMenu(QMenu *menu)
{
    m_themeGroup = new QActionGroup(this);
    const auto add = [this, menu](const QString &label, const QString &theme) {
        QAction *a = menu->addAction(label);
        a->setCheckable(true);
        a->setData(theme);
        m_themeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, theme] {
            m_settings.theme = theme;
            m_settings.save();
            m_appearance->setTheme(theme);
        });
    };
    add(tr("&Default (follows the system palette)"), QString());
    menu->addSeparator();
    for (const QString &name : Appearance::themeNames())
        add(name, name);
}

void DesktopFeatures::syncThemeMenu()
{
    if (!m_themeGroup)
        return;
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == m_appearance->theme());
}

void DesktopFeatures::buildSyntaxMenu(QMenu *menu)
{
    m_syntaxGroup = new QActionGroup(this);
    QAction *automatic = menu->addAction(tr("&Automatic (by file type)"), this,
                                         [this] { m_appearance->setSyntaxAutomatic(); });
    automatic->setCheckable(true);
    automatic->setObjectName(QStringLiteral("syntaxAutomatic"));
    QAction *none = menu->addAction(tr("&None"), this, [this] { m_appearance->setSyntax({}); });
    none->setCheckable(true);
    none->setData(QString());
    m_syntaxGroup->addAction(automatic);
    m_syntaxGroup->addAction(none);
    menu->addSeparator();
    // The definitions load on first use: building several hundred actions at start-up is not free.
    connect(menu, &QMenu::aboutToShow, this, [this, menu] {
        if (menu->property("u8iFilled").toBool())
            return;
        menu->setProperty("u8iFilled", true);
        std::map<QString, QMenu *> sections;
        for (const SyntaxEntry &e : Appearance::syntaxes()) {
            QMenu *&section = sections[e.section];
            if (!section)
                section = menu->addMenu(e.section.isEmpty() ? tr("Other") : e.section);
            QAction *a = section->addAction(e.translatedName);
            a->setCheckable(true);
            a->setData(e.name);
            m_syntaxGroup->addAction(a);
            connect(a, &QAction::triggered, this,
                    [this, name = e.name] { m_appearance->setSyntax(name); });
        }
        syncSyntaxMenu();
    });
    syncSyntaxMenu();
}

void DesktopFeatures::syncSyntaxMenu()
{
    if (!m_syntaxGroup)
        return;
    const QString current = m_appearance->syntax();
    for (QAction *a : m_syntaxGroup->actions()) {
        if (a->objectName() == QLatin1String("syntaxAutomatic")) {
            a->setChecked(m_appearance->syntaxAutomatic());
            a->setText(
                tr("&Automatic (by file type): %1").arg(current.isEmpty() ? tr("none") : current));
        } else if (!m_appearance->syntaxAutomatic() && a->data().toString() == current)
            a->setChecked(true);
    }
}

void DesktopFeatures::onDocumentChanged()
{
    Document *doc = m_window->document();
    if (!doc) {
        m_appearance->documentOpened({}, {});
        return;
    }
    QByteArrayView head;
    if (doc->checkAccess()) {
        const Bytes bytes = doc->bytes();
        head = QByteArrayView(reinterpret_cast<const char *>(bytes.data()),
                              static_cast<qsizetype>(std::min<Offset>(bytes.size(), kHeadBytes)));
    }
    m_appearance->documentOpened(doc->displayName(), head);
}

} // namespace u8i::ui
