// The application's small font: the least size for notes and captions drawn in tight places (the
// byte map's cells), so that they stay readable on a small screen (issue 27: 4 pt at 800 × 600).
#pragma once

#include <QFont>

namespace u8i::ui {

// The application's general font at 80 % of its size, as desktops size their small font (KDE: 8 of
// 10 pt).
[[nodiscard]] QFont applicationSmallFont();

// `font` no smaller than the application's small font.
[[nodiscard]] bool readable(const QFont &font);

} // namespace u8i::ui
