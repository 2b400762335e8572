// Opt-in measurements for the README and bench/ (U8I_TIMING=1): time from launch to the first
// painted hex view, the scan's duration, resident memory after the scan, and the time to jump to
// the last diagnostic from the end of the file. Printed on stderr, one "u8i-timing:" line each.
#pragma once

#include <QElapsedTimer>

namespace u8i::ui {

class MainWindow;

[[nodiscard]] bool timingRequested();
// Call right after the window opened its file; `sinceLaunch` was started at the top of runGui.
void installTiming(MainWindow &window, const QElapsedTimer &sinceLaunch);

} // namespace u8i::ui
