// Ranges of a buffer known to hold zero bytes only, without reading them: the holes of a sparse
// file. The scan summarizes their pieces from the summary of zeros, exactly as if it had read them.
#pragma once

#include "u8i/scan/scan.h"

#include <functional>
#include <utility>
#include <vector>

namespace u8i {

class ZeroRanges {
  public:
    ZeroRanges() = default;

    // Notes [begin, end), which must start after every range noted before.
    void add(Offset begin, Offset end);
    [[nodiscard]] bool empty() const { return m_ranges.empty(); }

    // True when [begin, end) lies inside one noted range (an empty range never does).
    [[nodiscard]] bool covers(Offset begin, Offset end) const;

  private:
    std::vector<std::pair<Offset, Offset>> m_ranges; // [begin, end), in order, apart
};

// The summary of [begin, end), at most kBlockSize bytes, when every byte there is zero:
// summarizeBlock over zeros, with its offsets moved to `begin`.
[[nodiscard]] BlockSummary summarizeZeros(Offset begin, Offset end);

// Called from the scan's worker threads just before they read [begin, end) (4 MiB at most, never
// a range that `zeros` covers), so that the owner of a mapping may bring its pages in at once
// (madvise MADV_POPULATE_READ) instead of taking a page fault every 64 KiB or less.
using ReadingHook = std::function<void(Offset begin, Offset end)>;

// scan(), where the pieces that `zeros` covers are summarized without being read.
[[nodiscard]] ScanResult scan(Bytes data, const ZeroRanges &zeros, const ScanOptions &options = {},
                              const ReadingHook &reading = {});

} // namespace u8i
