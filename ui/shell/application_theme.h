// The palette and style of the whole application, for a chosen colour theme or the system's.
//
// A chosen theme is drawn by Fusion, which paints every widget (menu bar, docks, status bar, item
// views) from the palette; a platform's style (Adwaita, gtk3, Breeze) draws some of them in the
// desktop's own colours. A platform theme may also give widget classes palettes of their own
// (QMenuBar, QLabel, item views ...), which the application palette does not reach once Qt
// re-reads them (when the style is set or the desktop's theme changes): the chosen palette is
// given to those classes too, and again after each change of the desktop's theme. The system's
// palette and style are captured at the first use, before any theme is applied, and the default
// theme restores them.
//
// Apply the saved theme before the first widget is created (runGui does), so that every widget is
// made with it; a later change reaches the existing widgets through the style and the palette.
#pragma once

#include <QObject>
#include <QPalette>
#include <QString>

#include <optional>

namespace u8i::ui {

class ApplicationTheme : public QObject {
    Q_OBJECT
  public:
    // The one instance, a child of the application.
    [[nodiscard]] static ApplicationTheme &instance();

    [[nodiscard]] const QPalette &systemPalette() const { return m_systemPalette; }
    [[nodiscard]] const QString &systemStyle() const { return m_systemStyle; }
    // A chosen palette with Fusion; nullopt: the system's palette and style.
    void apply(const std::optional<QPalette> &palette);
    [[nodiscard]] bool chosen() const { return m_chosen.has_value(); }

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    ApplicationTheme();
    void setStyle(const QString &name);
    void applyPalette();

    QPalette m_systemPalette;
    QString m_systemStyle; // the name of the style before any theme, as QStyleFactory knows it
    std::optional<QPalette> m_chosen;
    bool m_reapplyQueued = false;
};

} // namespace u8i::ui
