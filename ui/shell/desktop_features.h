// The desktop features of the main window, in one place: Settings ▸ Configure (the settings dialog,
// applied to the views), View ▸ Syntax and View ▸ Theme (with KSyntaxHighlighting; Theme also
// without it), Help ▸ User Guide and Help ▸ About. The main window creates one of these once its
// menus exist.
#pragma once

#include "app_settings.h"

#include <QObject>

class QActionGroup;
class QMenu;

namespace u8i::ui {

class Appearance;
class MainWindow;

class DesktopFeatures : public QObject {
    Q_OBJECT
  public:
    // Adds the menus (Syntax and Theme to `viewMenu`), applies the stored settings to the views.
    DesktopFeatures(MainWindow *window, QMenu *viewMenu);

    [[nodiscard]] Appearance *appearance() const { return m_appearance; }
    [[nodiscard]] const AppSettings &settings() const { return m_settings; }
    // Applies settings to the window's views (font, layout, theme, notices); does not store them.
    void apply(const AppSettings &settings);

    void showSettings();
    void showUserGuide();
    void showAbout();

  private:
    void buildThemeMenu(QMenu *menu);
    void buildSyntaxMenu(QMenu *menu);
    void syncThemeMenu();
    void syncSyntaxMenu();
    void onDocumentChanged();

    MainWindow *m_window;
    QMenu *m_viewMenu;
    Appearance *m_appearance = nullptr;
    AppSettings m_settings;
    QActionGroup *m_themeGroup = nullptr;
    QActionGroup *m_syntaxGroup = nullptr;
};

} // namespace u8i::ui
