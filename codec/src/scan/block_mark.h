// Private to the codec (and its tests): what the scan index keeps of one 64 KiB block, in one
// byte. ScanIndex stores the bytes; the index builder writes them and the index reads them here.
#pragma once

#include "u8i/scan/scan_index.h"

#include <cstdint>

namespace u8i {

class BlockMark {
  public:
    // diagnostics() stops counting here: the value then means "this many or more".
    static constexpr Offset kMaxDiagnostics = kBlockDiagnosticsCap;

    BlockMark() = default;
    explicit BlockMark(std::uint8_t bits) : m_bits(bits) {}
    [[nodiscard]] std::uint8_t bits() const { return m_bits; }

    // Ill-formed groups starting in the block, at most kMaxDiagnostics.
    [[nodiscard]] Offset diagnostics() const { return m_bits & kCountMask; }
    [[nodiscard]] bool hasDiagnostics() const { return diagnostics() > 0; }
    // Whether a notice starts in the block.
    [[nodiscard]] bool hasNotices() const { return (m_bits & kNoticeBit) != 0; }

    // Counts in a piece of the block.
    void add(Offset diagnostics, bool notices);

  private:
    static constexpr std::uint8_t kCountMask = 0x7F;
    static constexpr std::uint8_t kNoticeBit = 0x80;
    static_assert(kMaxDiagnostics == kCountMask);
    std::uint8_t m_bits = 0;
};

} // namespace u8i
