// Settings ▸ Configure: the font (monospace), bytes per row, offset base, colour theme, which
// notices are marked, whether the last session's files open again at start, and the language. OK
// and Apply store the values in QSettings and emit settingsChanged.
#pragma once

#include "app_settings.h"

#include <QDialog>

#include <array>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFontComboBox;
class QGroupBox;
class QSpinBox;

namespace u8i::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    // `themes`: the names to offer besides the default; `languages`: language codes with a
    // translation.
    SettingsDialog(const AppSettings &current, const QStringList &themes,
                   const QStringList &languages, QWidget *parent = nullptr);

    // The values the widgets show now.
    [[nodiscard]] AppSettings settings() const;
    void setSettings(const AppSettings &settings);

    // The widgets, for tests.
    [[nodiscard]] QFontComboBox *fontBox() const { return m_font; }
    [[nodiscard]] QSpinBox *fontSizeBox() const { return m_fontSize; }
    [[nodiscard]] QComboBox *rowsBox() const { return m_rows; }
    [[nodiscard]] QComboBox *offsetBaseBox() const { return m_base; }
    [[nodiscard]] QComboBox *themeBox() const { return m_theme; }
    [[nodiscard]] QComboBox *languageBox() const { return m_language; }
    [[nodiscard]] QCheckBox *reopenFilesBox() const { return m_reopenFiles; }
    [[nodiscard]] QCheckBox *noticeBox(NoticeKind kind) const
    {
        return m_notices[static_cast<std::size_t>(kind)];
    }
    [[nodiscard]] QDialogButtonBox *buttons() const { return m_buttons; }

  signals:
    void settingsChanged(const u8i::ui::AppSettings &settings);

  private:
    [[nodiscard]] QGroupBox *makeViewGroup(const QStringList &themes);
    [[nodiscard]] QGroupBox *makeNoticeGroup();
    [[nodiscard]] QGroupBox *makeStartGroup();
    [[nodiscard]] QGroupBox *makeLanguageGroup(const QStringList &languages);
    void apply();

    QFontComboBox *m_font = nullptr;
    QSpinBox *m_fontSize = nullptr;
    QComboBox *m_rows = nullptr;
    QComboBox *m_base = nullptr;
    QComboBox *m_theme = nullptr;
    QComboBox *m_language = nullptr;
    QCheckBox *m_reopenFiles = nullptr;
    std::array<QCheckBox *, kNoticeKindCount> m_notices{};
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace u8i::ui
