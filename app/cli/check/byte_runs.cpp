// Runs of one repeated byte: a comparison 64 bytes at a time (SSE2), and the ranges noted during
// a scan.
#include "cli/check/byte_runs.h"

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace u8i::cli {

Offset sameBytes(Bytes data, Offset pos, Offset end, std::uint8_t byte)
{
    const Offset start = pos;
#if defined(__SSE2__)
    const __m128i want = _mm_set1_epi8(static_cast<char>(byte));
    for (; pos + 64 <= end; pos += 64) { // 64 bytes compared, tested once
        const auto same = [&](Offset i) {
            return _mm_cmpeq_epi8(
                _mm_loadu_si128(reinterpret_cast<const __m128i *>(data.data() + pos + i)), want);
        };
        const __m128i all =
            _mm_and_si128(_mm_and_si128(same(0), same(16)), _mm_and_si128(same(32), same(48)));
        if (_mm_movemask_epi8(all) != 0xFFFF)
            break;
    }
#endif
    const std::uint64_t word = 0x0101010101010101ULL * byte;
    for (; pos + 8 <= end; pos += 8) {
        std::uint64_t w = 0;
        std::memcpy(&w, data.data() + pos, 8);
        if (w != word)
            break;
    }
    while (pos < end && data[pos] == byte)
        ++pos;
    return pos - start;
}

std::optional<std::uint8_t> UniformRanges::note(Offset begin, Offset end)
{
    if (begin >= end)
        return std::nullopt;
    const bool zeros = m_zeros.covers(begin, end);
    const std::uint8_t byte = zeros ? 0 : m_data[begin];
    if (byte >= 0x80 || (!zeros && sameBytes(m_data, begin, end, byte) != end - begin))
        return std::nullopt;
    const std::lock_guard lock(m_mutex);
    m_ranges[begin] = {end, byte};
    return byte;
}

bool UniformRanges::holds(Offset begin, Offset end, std::uint8_t byte) const
{
    const std::lock_guard lock(m_mutex);
    auto it = m_ranges.upper_bound(begin);
    if (it == m_ranges.begin())
        return false;
    --it; // the range that starts at or before `begin`, then the ones that follow it
    for (Offset at = begin; it != m_ranges.end() && it->first <= at; ++it) {
        if (it->second.byte != byte)
            return false;
        at = std::max(at, it->second.end);
        if (at >= end)
            return true;
    }
    return false;
}

} // namespace u8i::cli
