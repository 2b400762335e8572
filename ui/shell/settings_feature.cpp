#include "settings_feature.h"

#include "about_dialog.h"
#include "appearance.h"
#include "document_model.h"
#include "feature_host.h"
#include "hex_view.h"
#include "settings_dialog.h"
#include "text_view.h"
#include "translations.h"
#include "user_guide.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenu>

#include <map>

namespace u8i::ui {

namespace {
constexpr Offset kHeadBytes = 4096;
} // namespace

void SettingsFeature::install(FeatureHost &host)
{
    m_host = &host;
    m_window = host.window();
    m_settings = AppSettings::load();
    m_appearance = new Appearance(host.textView(), this);
    if (Appearance::hasSyntaxHighlighting()) {
        auto *syntax = new QMenu(tr("S&yntax"), m_window);
        buildSyntaxMenu(syntax);
        host.addAction(MenuAnchor::ViewAppearance, syntax->menuAction());
    }
    auto *theme = new QMenu(tr("&Theme"), m_window);
    buildThemeMenu(theme);
    host.addAction(MenuAnchor::ViewAppearance, theme->menuAction());
    host.addMenuEntry(MenuAnchor::Settings, tr("&Configure UTF-8 Inspector…"),
                      QKeySequence::Preferences, this, [this] { showSettings(); })
        ->setMenuRole(QAction::PreferencesRole);
    host.addMenuEntry(MenuAnchor::Help, tr("&User Guide"), QKeySequence::HelpContents, this,
                      [this] { showUserGuide(); });
    host.addMenuEntry(MenuAnchor::HelpAbout, tr("&About UTF-8 Inspector"), {}, this,
                      [this] { showAbout(); })
        ->setMenuRole(QAction::AboutRole);
    host.addMenuEntry(MenuAnchor::HelpAbout, tr("About &Qt"), {}, qApp,
                      [] { QApplication::aboutQt(); })
        ->setMenuRole(QAction::AboutQtRole);
    connect(&host, &FeatureHost::documentChanged, this, &SettingsFeature::onDocumentChanged);
    connect(m_appearance, &Appearance::syntaxChanged, this, &SettingsFeature::syncSyntaxMenu);
    apply(m_settings);
    onDocumentChanged();
}

void SettingsFeature::apply(const AppSettings &s)
{
    m_settings = s;
    m_host->hexView()->setFont(s.font);
    m_host->textView()->setFont(s.font);
    m_host->hexView()->setBytesPerRow(s.bytesPerRow);
    m_host->hexView()->setOffsetBase(s.decimalOffsets ? HexView::OffsetBase::Decimal
                                                      : HexView::OffsetBase::Hex);
    emit applied(s);
    if (s.theme != m_appearance->theme() || s.theme.isEmpty())
        m_appearance->setTheme(s.theme);
    m_appearance->setShownNotices(s.notices);
    syncThemeMenu();
}

void SettingsFeature::showSettings()
{
    // The bytes per row and the offset base may have changed through the View menu since.
    m_settings.bytesPerRow = m_host->hexView()->bytesPerRow();
    m_settings.decimalOffsets = m_host->hexView()->offsetBase() == HexView::OffsetBase::Decimal;
    auto *dialog =
        new SettingsDialog(m_settings, Appearance::themeNames(), availableLanguages(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettingsDialog::settingsChanged, this, &SettingsFeature::apply);
    dialog->open();
}

void SettingsFeature::showUserGuide()
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

void SettingsFeature::showAbout()
{
    auto *about = new AboutDialog(m_window);
    about->setAttribute(Qt::WA_DeleteOnClose);
    about->open();
}

void SettingsFeature::buildThemeMenu(QMenu *menu)
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

void SettingsFeature::syncThemeMenu()
{
    if (!m_themeGroup)
        return;
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == m_appearance->theme());
}

void SettingsFeature::buildSyntaxMenu(QMenu *menu)
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

void SettingsFeature::syncSyntaxMenu()
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

void SettingsFeature::onDocumentChanged()
{
    Document *doc = m_host->model()->document();
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
