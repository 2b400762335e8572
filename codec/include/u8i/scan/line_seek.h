// Where a line and column is (1-based, DESIGN.md section 4: a column is a character or one
// replacement unit): the line's start comes from the scan index, and the column is counted from
// there, skipping whole 64 KiB blocks by their summaries, so that a line of gigabytes costs what
// the block kernel reads, not a decode of every character.
#pragma once

#include "u8i/scan/scan_index.h"

#include <atomic>

namespace u8i {

struct LinePosition {
    Offset offset = 0;      // first byte of the character or unit at the position
    bool lineExists = true; // false: the data has fewer lines; offset is the end of the data
    bool columnClamped =
        false; // the line is shorter: offset is its end (its LF, or the data's end)
    bool cancelled = false;
};

// `index` must be the scan of `data`. Column 0 counts as 1.
[[nodiscard]] LinePosition offsetOfLineColumn(const ScanIndex &index, Bytes data, LineColumn at,
                                              const std::atomic<bool> *cancel = nullptr);

} // namespace u8i
