#include "byte_occurrences.h"

#include "byte_search.h"

#include <QByteArray>

#include <algorithm>

#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>
#endif

namespace u8i::ui {

namespace {

// The most continuation bytes a lead absorbs (FC and FD declare 6 bytes).
constexpr Offset kMaxAbsorbed = 5;

} // namespace

OccurrenceList listOccurrences(Bytes data, std::uint8_t value, Offset from, Offset to,
                               std::size_t maxListed, const std::atomic<bool> *cancel)
{
    OccurrenceList out;
    to = std::min<Offset>(to, data.size());
    out.end = std::max(from, to);
    if (from >= to || maxListed == 0) {
        out.end = from;
        return out;
    }
    const Bytes window = data.first(to);
    const QByteArray pattern(1, static_cast<char>(value));
    Offset pos = from;
    while (pos < to) {
        const Offset hit = findBytes(window, pattern, pos, true, false, cancel);
        if (hit == kNoOffset) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                out.cancelled = true;
                out.end = pos;
            }
            return out;
        }
        out.offsets.push_back(hit);
        pos = hit + 1;
        if (out.offsets.size() >= maxListed) {
            out.end = pos;
            return out;
        }
    }
    return out;
}

Offset countByte(Bytes data, std::uint8_t value)
{
    const std::uint8_t *p = data.data();
    const std::size_t n = data.size();
    std::size_t i = 0;
    Offset total = 0;
#if defined(__SSE2__) && defined(__x86_64__)
    const __m128i needle = _mm_set1_epi8(static_cast<char>(value));
    const __m128i zero = _mm_setzero_si128();
    while (n - i >= 16) {
        // Each lane counts up to 255 matches (a compare gives -1 per match), then the lanes are
        // summed with SAD.
        __m128i lanes = zero;
        const std::size_t blocks = std::min<std::size_t>((n - i) / 16, 255);
        for (std::size_t b = 0; b < blocks; ++b, i += 16) {
            const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
            lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(x, needle));
        }
        const __m128i sums = _mm_sad_epu8(lanes, zero);
        total += static_cast<Offset>(_mm_cvtsi128_si64(sums)) +
                 static_cast<Offset>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
    }
#endif
    for (; i < n; ++i)
        total += p[i] == value ? 1U : 0U;
    return total;
}

OccurrenceRole occurrenceRole(Bytes data, Offset offset)
{
    OccurrenceRole r;
    const std::uint8_t byte = data[offset];
    if (!isContinuation(byte)) {
        // Every other byte starts an item: ASCII, the lead of a sequence, or an ill-formed group.
        r.item = decodeItemAt(data, offset);
        r.role = r.item.wellFormed ? (byte < 0x80 ? ByteRole::Ascii : ByteRole::Lead)
                                   : ByteRole::Invalid;
        return r;
    }
    // A continuation byte belongs to the nearest lead before it when the lead absorbed it.
    const Offset lookBack = std::min(offset, kMaxAbsorbed);
    for (Offset k = 1; k <= lookBack; ++k) {
        const Offset start = offset - k;
        if (isContinuation(data[start]))
            continue;
        const Item item = decodeItemAt(data, start);
        if (offset < item.end()) {
            r.item = item;
            r.index = static_cast<int>(k);
            r.role = item.wellFormed ? ByteRole::Continuation : ByteRole::Invalid;
            return r;
        }
        break;
    }
    r.role = ByteRole::Invalid;
    r.strayRun = true;
    r.item.wellFormed = false;
    r.item.kind = ErrorKind::UnexpectedContinuation;
    return r;
}

} // namespace u8i::ui
