// The settings, the appearance and the help, as the shell's own feature: Settings ▸ Configure (the
// settings dialog, applied to the views), View ▸ Syntax and View ▸ Theme (with KSyntaxHighlighting;
// Theme also without it), Help ▸ User Guide and Help ▸ About.
#pragma once

#include "app_settings.h"
#include "feature.h"

class QActionGroup;
class QMenu;

namespace u8i::ui {

class Appearance;
class FeatureHost;

class SettingsFeature : public Feature {
    Q_OBJECT
  public:
    using Feature::Feature;
    // Adds the menus, applies the stored settings to the views.
    void install(FeatureHost &host) override;

    [[nodiscard]] Appearance *appearance() const { return m_appearance; }
    [[nodiscard]] const AppSettings &settings() const { return m_settings; }
    // Applies settings to the window's views (font, layout, theme, notices); does not store them.
    void apply(const AppSettings &settings);

    void showSettings();
    void showUserGuide();
    void showAbout();

  signals:
    // The settings were applied: the View menu's bytes per row and offset base follow them.
    void applied(const u8i::ui::AppSettings &settings);

  private:
    void buildThemeMenu(QMenu *menu);
    void buildSyntaxMenu(QMenu *menu);
    void syncThemeMenu();
    void syncSyntaxMenu();
    void onDocumentChanged();

    FeatureHost *m_host = nullptr;
    QWidget *m_window = nullptr;
    Appearance *m_appearance = nullptr;
    AppSettings m_settings;
    QActionGroup *m_themeGroup = nullptr;
    QActionGroup *m_syntaxGroup = nullptr;
};

} // namespace u8i::ui
