// Comparing two buffers byte for byte ("this export differs from that one"): the next and the
// previous run of differing bytes, and how many bytes and runs differ in all. memcmp over 1 MiB
// chunks, polling a cancel flag between them, so that a comparison of two 100 GB files can run off
// the GUI thread and be stopped. Bytes past the end of the shorter buffer all differ.
#pragma once

#include <u8i/types.h>

#include <atomic>

namespace u8i::ui {

struct DifferenceRun {
    Offset offset = kNoOffset; // first differing byte; kNoOffset when none (or cancelled)
    Offset length = 0;         // differing bytes from there (at most kMaxRunLength)
    [[nodiscard]] bool found() const { return offset != kNoOffset; }
};
inline constexpr Offset kMaxRunLength = Offset{16} << 20;

// The first run starting at or after `from`. A run that began before `from` is found from `from`.
[[nodiscard]] DifferenceRun nextDifference(Bytes a, Bytes b, Offset from,
                                           const std::atomic<bool> *cancel = nullptr);
// The last run that starts before `before` (strictly), found from its first byte.
[[nodiscard]] DifferenceRun previousDifference(Bytes a, Bytes b, Offset before,
                                               const std::atomic<bool> *cancel = nullptr);

struct DifferenceCount {
    Offset bytes = 0; // differing bytes, those past the shorter end included
    Offset runs = 0;  // maximal runs of them
    bool cancelled = false;
};
// `done` (optional) counts the bytes compared so far.
[[nodiscard]] DifferenceCount countDifferences(Bytes a, Bytes b,
                                               const std::atomic<bool> *cancel = nullptr,
                                               std::atomic<Offset> *done = nullptr);

} // namespace u8i::ui
