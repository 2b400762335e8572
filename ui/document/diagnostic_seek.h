// Next/previous diagnostic straight from the bytes, for when the scan's index is not there yet
// (the scan still runs, or was cancelled). Walks 64 KiB blocks outward from the caret with the
// codec's block summary, so it stops at the nearest ill-formed group however far the file goes.
// Plain C++ over the codec: safe to run in a worker thread.
#pragma once

#include <u8i/scan.h>

#include <atomic>

namespace u8i::ui {

struct SeekControl {
    const std::atomic<bool> *cancel = nullptr; // set to stop: the seek then returns kNoOffset
    std::atomic<Offset> *done = nullptr;       // bytes looked at so far
};

// The first ill-formed group that starts at or after `from`, or kNoOffset.
// (ScanIndex::nextDiagnostic(data, o) equals seekDiagnosticForward(data, o + 1).)
[[nodiscard]] Offset seekDiagnosticForward(Bytes data, Offset from, SeekControl control = {});

// The last ill-formed group that starts before `before` (strictly), or kNoOffset.
// (Equals ScanIndex::previousDiagnostic(data, before).)
[[nodiscard]] Offset seekDiagnosticBackward(Bytes data, Offset before, SeekControl control = {});

} // namespace u8i::ui
