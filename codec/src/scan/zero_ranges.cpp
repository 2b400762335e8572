// Ranges known to hold zeros, and the summary of zeros: summarizeBlock over a block of zeros, so
// that what a zero byte is (a Control notice) has its one home in the codec's rules.
#include "u8i/scan/zero_ranges.h"

#include <algorithm>
#include <array>

namespace u8i {

void ZeroRanges::add(Offset begin, Offset end)
{
    if (begin >= end)
        return;
    if (!m_ranges.empty() && m_ranges.back().second >= begin) {
        m_ranges.back().second = std::max(m_ranges.back().second, end);
        return;
    }
    m_ranges.emplace_back(begin, end);
}

bool ZeroRanges::covers(Offset begin, Offset end) const
{
    if (begin >= end)
        return false;
    // The last range that starts at or before `begin`.
    auto it = std::upper_bound(m_ranges.begin(), m_ranges.end(), begin,
                               [](Offset at, const auto &range) { return at < range.first; });
    if (it == m_ranges.begin())
        return false;
    --it;
    return end <= it->second;
}

BlockSummary summarizeZeros(Offset begin, Offset end)
{
    static const std::array<std::uint8_t, kBlockSize> zeros{};
    const auto of = [](Offset n) { return summarizeBlock(Bytes(zeros.data(), n), 0, n); };
    static const BlockSummary wholeBlock = of(kBlockSize); // the usual piece, summarized once
    const Offset n = end - begin;
    BlockSummary s = n == kBlockSize ? wholeBlock : of(n);
    for (Offset *offset : {&s.firstDiagnostic, &s.lastDiagnostic, &s.firstNotice})
        if (*offset != kNoOffset)
            *offset += begin;
    return s;
}

} // namespace u8i
