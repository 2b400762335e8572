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

// How far beyond the window a run's bytes are counted, each way, for its badge.
inline constexpr Offset kControlRunLook = Offset{1} << 20;

// The whole length of a run, for its badge: `known` when the data is known to be that one byte
// throughout, else counted up to kControlRunLook beyond the window's part of it.
struct ControlRunLength {
    Offset count = 0;
    bool atLeast = false; // the run goes on beyond the bytes looked at: "‹␀ × 2,101,248+›"
};

// The whole run of data[pos] that holds the window's part [pos, pos + inWindow).
[[nodiscard]] ControlRunLength wholeControlRun(Bytes data, Offset pos, Offset inWindow);

// Appends the badge of control `c` from byte `offset`, saying the whole run's length.
void addControlRun(TextWindowBuilder &b, char32_t c, Offset offset, ControlRunLength length);

} // namespace u8i::ui
