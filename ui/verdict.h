// The file's verdict for the status bar, from the scan's totals (DESIGN.md section 6):
// "valid UTF-8 · 1,204,311 characters", "UTF-8 with 3 errors", "binary: 61% of bytes ill-formed".
#pragma once

#include <u8i/scan.h>

#include <QString>

namespace u8i::ui {

// Above this share of ill-formed bytes a file is called binary.
inline constexpr double kBinaryShare = 0.25;

[[nodiscard]] QString verdictText(const Totals &totals);

} // namespace u8i::ui
