// Opt-in measurements for bench/bench_gui and the README, asked for with the environment variable
// U8I_TIMING: one machine-readable line each on stderr, "u8i-timing EVENT key=value ...":
//
//   u8i-timing first-paint ms=M clock-ns=N       the hex view's first paint
//   u8i-timing scan-finished ms=M clock-ns=N bytes=B cancelled=0|1
//   u8i-timing memory VmRSS-kB=R RssAnon-kB=A RssFile-kB=F VmHWM-kB=H   once the scan is done
//   u8i-timing last-diagnostic offset=O action-ms=T painted-ms=P         Ctrl+End, then Shift+F8
//   u8i-timing done
//
// ms counts from the start of runGui; clock-ns is CLOCK_MONOTONIC, so that a launcher can count
// from before it started the process. U8I_TIMING=exit quits the program after the "done" line.
#pragma once

#include <QElapsedTimer>

namespace u8i::ui {

class MainWindow;

[[nodiscard]] bool timingRequested();
// Call right after the window opened its file; `sinceLaunch` was started at the top of runGui.
void installTiming(MainWindow &window, const QElapsedTimer &sinceLaunch);

} // namespace u8i::ui
