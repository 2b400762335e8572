// What makes the GUI process a desktop application: its names (for QSettings and the window
// manager), the desktop file id shared with the .desktop file, the AppStream metainfo and the icon,
// the window icon, the translations for the chosen or system language, and the accessibility of
// the custom-painted views. Call once, right after the QApplication is created.
#pragma once

class QApplication;

namespace u8i::ui {

inline constexpr const char *kApplicationId = "io.github.utf8inspector.Utf8Inspector";

void initDesktopApplication(QApplication &app);

} // namespace u8i::ui
