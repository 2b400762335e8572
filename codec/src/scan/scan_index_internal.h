// Private to the codec (and its tests): what the scan index keeps per super-block where ill-formed
// groups start, and the block-by-block navigation over it that the diagnostic cursor builds on.
#pragma once

#include "u8i/scan/scan_index.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace u8i {

// The ill-formed groups starting in one super-block, by kind, and the first one of each block. A
// super-block has 2^20 bytes, so 32-bit counts are exact.
struct SuperBlockDiagnostics {
    Offset superBlock = 0;
    std::array<std::uint32_t, kErrorKindCount> byKind{};
    // Offset of the first group in each block, from the block's start (0 where none starts).
    std::array<std::uint16_t, kBlocksPerSuperBlock> firstInBlock{};

    // Groups of one kind, or of all kinds (std::nullopt).
    [[nodiscard]] Offset count(std::optional<ErrorKind> kind = std::nullopt) const;
    bool operator==(const SuperBlockDiagnostics &) const = default;
};

// The parts of a ScanIndex that only the codec reads.
class ScanIndexInternals {
  public:
    explicit ScanIndexInternals(const ScanIndex &index) : m_index(index) {}

    // The super-blocks where groups start, ascending.
    [[nodiscard]] const std::vector<SuperBlockDiagnostics> &diagnosticSuperBlocks() const
    {
        return m_index.m_diagnostics;
    }
    // The first block at or after `block` where a group starts, or kNoOffset.
    [[nodiscard]] Offset nextBlockWithDiagnostics(Offset block) const
    {
        return m_index.nextBlockWithDiagnostics(block);
    }
    // The last block at or before `block` where a group starts, or kNoOffset.
    [[nodiscard]] Offset previousBlockWithDiagnostics(Offset block) const
    {
        return m_index.previousBlockWithDiagnostics(block);
    }

  private:
    const ScanIndex &m_index;
};

} // namespace u8i
