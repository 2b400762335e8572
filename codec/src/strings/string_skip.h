// The two loops the strings finder spends its time in, 16 bytes at a time where SSE2 is there:
// over the text ASCII of a string, and over bytes that cannot start one.
#pragma once

#include "u8i/utf8/character_classes.h"

#include <bit>
#include <cstddef>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace u8i::strings_detail {

// The first index at or after i whose byte is not text ASCII (isTextAscii), or n.
[[nodiscard]] inline std::size_t skipTextAscii(const std::uint8_t *p, std::size_t i, std::size_t n)
{
#if defined(__SSE2__)
    const __m128i below = _mm_set1_epi8(0x1F);
    const __m128i above = _mm_set1_epi8(0x7F);
    const __m128i tab = _mm_set1_epi8(0x09);
    for (; i + 16 <= n; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        // Signed compares: bytes 80-FF are negative, so neither above 1F nor text.
        const __m128i text =
            _mm_or_si128(_mm_and_si128(_mm_cmpgt_epi8(v, below), _mm_cmplt_epi8(v, above)),
                         _mm_cmpeq_epi8(v, tab));
        const unsigned other = ~static_cast<unsigned>(_mm_movemask_epi8(text)) & 0xFFFFU;
        if (other != 0)
            return i + static_cast<std::size_t>(std::countr_zero(other));
    }
#endif
    while (i < n && isTextAscii(p[i]))
        ++i;
    return i;
}

// The first index at or after i whose byte may start a string (text ASCII or a lead C2-F4), or n.
[[nodiscard]] inline std::size_t skipToPossibleStart(const std::uint8_t *p, std::size_t i,
                                                     std::size_t n)
{
    auto possible = [](std::uint8_t b) { return isTextAscii(b) || (b >= 0xC2 && b <= 0xF4); };
#if defined(__SSE2__)
    const __m128i below = _mm_set1_epi8(0x1F);
    const __m128i above = _mm_set1_epi8(0x7F);
    const __m128i tab = _mm_set1_epi8(0x09);
    const __m128i leadLow = _mm_set1_epi8(static_cast<char>(0xC1));
    const __m128i leadHigh = _mm_set1_epi8(static_cast<char>(0xF5));
    for (; i + 16 <= n; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        const __m128i text =
            _mm_or_si128(_mm_and_si128(_mm_cmpgt_epi8(v, below), _mm_cmplt_epi8(v, above)),
                         _mm_cmpeq_epi8(v, tab));
        const __m128i lead = _mm_and_si128(_mm_cmpgt_epi8(v, leadLow), _mm_cmplt_epi8(v, leadHigh));
        const unsigned start = static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(text, lead)));
        if (start != 0)
            return i + static_cast<std::size_t>(std::countr_zero(start));
    }
#endif
    while (i < n && !possible(p[i]))
        ++i;
    return i;
}

// The first index at or after i whose byte is not zero, or n (runs of NUL bytes, such as the holes
// of sparse files, are skipped 16 bytes at a time).
[[nodiscard]] inline std::size_t skipZeros(const std::uint8_t *p, std::size_t i, std::size_t n)
{
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    for (; i + 16 <= n; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        const unsigned nonZero =
            ~static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, zero))) & 0xFFFFU;
        if (nonZero != 0)
            return i + static_cast<std::size_t>(std::countr_zero(nonZero));
    }
#endif
    while (i < n && p[i] == 0)
        ++i;
    return i;
}

// The first index at or after i where `k` (1 to 8) bytes in a row may all belong to text (text
// ASCII, a continuation byte 80-BF or a lead C2-F4; with `gaps`, any byte 80-FF): a string of k
// characters or more starts at such an index, so nothing before it can start one. May return an
// index before the first such window near the end of the data (the caller reads from there byte by
// byte), never after it.
[[nodiscard]] inline std::size_t skipToPossibleRun(const std::uint8_t *p, std::size_t i,
                                                   std::size_t n, unsigned k, bool gaps)
{
#if defined(__SSE2__)
    const __m128i below = _mm_set1_epi8(0x1F);
    const __m128i above = _mm_set1_epi8(0x7F);
    const __m128i tab = _mm_set1_epi8(0x09);
    const __m128i continuationEnd = _mm_set1_epi8(static_cast<char>(0xC0));
    const __m128i leadLow = _mm_set1_epi8(static_cast<char>(0xC1));
    const __m128i leadHigh = _mm_set1_epi8(static_cast<char>(0xF5));
    auto possible = [&](const std::uint8_t *q) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(q));
        const __m128i text =
            _mm_or_si128(_mm_and_si128(_mm_cmpgt_epi8(v, below), _mm_cmplt_epi8(v, above)),
                         _mm_cmpeq_epi8(v, tab));
        const __m128i continuation = _mm_cmplt_epi8(v, continuationEnd); // 80-BF (and below)
        const __m128i nonAscii = _mm_cmplt_epi8(v, _mm_setzero_si128());
        const __m128i lead = _mm_and_si128(_mm_cmpgt_epi8(v, leadLow), _mm_cmplt_epi8(v, leadHigh));
        const __m128i high =
            gaps ? nonAscii : _mm_or_si128(_mm_and_si128(continuation, nonAscii), lead);
        const __m128i any = _mm_or_si128(text, high);
        return static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(any)));
    };
    const unsigned step = 64 - (k - 1);
    for (; i + 64 <= n; i += step) {
        const std::uint64_t m = possible(p + i) | possible(p + i + 16) << 16 |
                                possible(p + i + 32) << 32 | possible(p + i + 48) << 48;
        std::uint64_t runs = m;
        for (unsigned s = 1; s < k; ++s)
            runs &= m >> s;
        runs &= ~std::uint64_t{0} >> (k - 1); // windows wholly inside these 64 bytes
        if (runs != 0)
            return i + static_cast<std::size_t>(std::countr_zero(runs));
    }
#else
    (void)p;
    (void)n;
    (void)k;
    (void)gaps;
#endif
    return i;
}

} // namespace u8i::strings_detail
