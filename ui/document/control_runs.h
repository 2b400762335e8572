// Runs of one control byte in the text pane: binary data holds kilobytes of NUL (and of other
// control bytes) between its strings; such a run is shown as one badge, "‹␀ × 4,096›", so that the
// text around it stands out. Private to the document room (text_window.cpp).
#pragma once

#include "text_window_builder.h"

namespace u8i::ui {

// A run of this many identical control bytes or more is one badge.
inline constexpr Offset kCompactControlRun = 16;

// The length of the run of control byte data[pos] (a C0 control other than TAB, LF and CR, or
// DEL) from `pos`, looking no further than `limit`; 0 when data[pos] is not such a byte.
[[nodiscard]] Offset controlRunLength(Bytes data, Offset pos, Offset limit);

// Appends the badge of `count` bytes of control `c` from byte `offset`.
void addControlRun(TextWindowBuilder &b, char32_t c, Offset offset, Offset count);

} // namespace u8i::ui
