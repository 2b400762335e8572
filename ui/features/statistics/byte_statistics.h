// Byte statistics of a range: how often each byte value occurs, the share of each UTF-8 byte role
// (ASCII, lead, continuation, ill-formed), and the Shannon entropy in bits per byte; and the
// entropy of a file part by part, for the entropy strip. Plain logic over the bytes in blocks, with
// a cancel flag, progress and the pages read released behind; the roles of a whole file come from
// the scan's block summaries (its totals) when the index is there.
#pragma once

#include <u8i/scan/scan_index.h>

#include <array>
#include <atomic>
#include <functional>
#include <vector>

namespace u8i::ui {

struct StatisticsControl {
    const std::atomic<bool> *cancel = nullptr;
    std::atomic<Offset> *done = nullptr;
    std::function<void(Offset, Offset)> release; // may be empty
};

struct ByteStatistics {
    Offset begin = 0;
    Offset end = 0;
    std::array<Offset, 256> counts{};
    std::array<Offset, 4> roles{}; // bytes per ByteRole
    bool cancelled = false;
    [[nodiscard]] Offset size() const { return end - begin; }
    [[nodiscard]] double entropy() const; // bits per byte, 0 to 8
    [[nodiscard]] double share(ByteRole role) const;
};

// The statistics of [begin, end) of `data`; `index` (may be null) is the scan of all of `data`.
[[nodiscard]] ByteStatistics byteStatistics(Bytes data, Offset begin, Offset end,
                                            const ScanIndex *index, const StatisticsControl &c);

// The entropy of each of `parts` equal parts of `data` (fewer for a small file), 0 to 8; empty when
// cancelled.
[[nodiscard]] std::vector<float> entropyProfile(Bytes data, int parts, const StatisticsControl &c);

// The entropy of a histogram of `total` bytes, in bits per byte.
[[nodiscard]] double entropyOf(const std::array<Offset, 256> &counts, Offset total);

} // namespace u8i::ui
