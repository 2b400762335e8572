// The user's preferences, as the Settings dialog edits them and QSettings stores them: the font of
// the views, the hex view's layout, the colour theme, which notices are marked, and the language.
#pragma once

#include <u8i/types.h>

#include <QFont>
#include <QString>

#include <array>

namespace u8i::ui {

struct AppSettings {
    QFont font;                  // the hex and text views' font, monospace
    int bytesPerRow = 16;        // 8, 16 or 32
    bool decimalOffsets = false; // the offset column in decimal rather than hexadecimal
    QString theme;               // a theme name; empty: the default, which follows the palette
    std::array<bool, kNoticeKindCount> notices{}; // by NoticeKind: marked in the views
    QString language;                             // "de", "en", ...; empty: the system's language
    bool reopenFiles = true; // at a start without a file, open the tabs of the last session

    AppSettings();

    [[nodiscard]] bool showsNotice(NoticeKind kind) const
    {
        return notices[static_cast<std::size_t>(kind)];
    }
    void setShowsNotice(NoticeKind kind, bool shown)
    {
        notices[static_cast<std::size_t>(kind)] = shown;
    }

    // From the application's QSettings; missing or malformed values give the defaults.
    [[nodiscard]] static AppSettings load();
    void save() const;

    friend bool operator==(const AppSettings &, const AppSettings &) = default;
};

// The keys in QSettings, shared with the main window (which also stores the layout it shows).
namespace settings_keys {
inline constexpr const char *font = "view/font";
inline constexpr const char *bytesPerRow = "view/bytesPerRow";
inline constexpr const char *offsetBase = "view/offsetBase"; // "hex" or "decimal"
inline constexpr const char *theme = "appearance/theme";
inline constexpr const char *hiddenNotices = "view/hiddenNotices"; // names, e.g. "private-use"
inline constexpr const char *language = "ui/language";
inline constexpr const char *reopenFiles = "session/reopenFiles";
inline constexpr const char *openFiles = "session/openFiles";     // an array: path, caret, top
inline constexpr const char *currentFile = "session/currentFile"; // its index in openFiles
} // namespace settings_keys

} // namespace u8i::ui
