// Whether the GUI has a display to open its window on: without one, Qt's platform plugin aborts
// the program (exit 134) instead of saying what is missing.
#pragma once

#include <string>

namespace u8i::ui {

// Why the platform the GUI would use cannot start here ("DISPLAY is not set ..."), or empty when
// it can: the platform named by -platform or QT_QPA_PLATFORM (a ';'-separated list: any usable
// entry will do), else xcb or wayland, whichever display is set. Platforms that need no display
// (offscreen, minimal, vnc, eglfs, linuxfb, ...) can always start.
[[nodiscard]] std::string missingDisplay(int argc, char **argv);

} // namespace u8i::ui
