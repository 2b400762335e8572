// Private to the codec (and its tests and benchmarks): how the scan builds its index.
#pragma once

#include "u8i/scan/scan_index.h"

#include <mutex>
#include <vector>

namespace u8i {

// Builds a ScanIndex from the exact summaries of the pieces of a buffer. The scan summarizes
// pieces of pieceSize() bytes (a whole block, or less for small buffers whose overview segments
// are smaller than a block) and adds them from its worker threads.
class ScanIndexBuilder {
  public:
    explicit ScanIndexBuilder(Offset size);

    // A power of two, at most kBlockSize: pieces never straddle a block or an overview segment.
    [[nodiscard]] Offset pieceSize() const;

    // Adds the summary of [begin, end): begin a multiple of pieceSize(), end at most a piece
    // further. Safe from several threads at once; the pieces of one super-block are added in
    // order, by one thread.
    void add(Offset begin, Offset end, const BlockSummary &summary);

    // The index, once every piece has been added. The builder is empty afterwards.
    [[nodiscard]] ScanIndex finish();

  private:
    // What a super-block adds to the positions and diagnostics while the scan runs.
    struct Tally {
        std::uint32_t newlines = 0;
        std::uint32_t units = 0;
        std::uint32_t unitsAfterLastNewline = 0;
        std::array<std::uint32_t, kErrorKindCount> diagnostics{};
        std::array<std::uint16_t, kBlocksPerSuperBlock> firstInBlock{};
    };

    std::mutex m_mutex;
    ScanIndex m_index;
    std::vector<Tally> m_tallies;
};

} // namespace u8i
