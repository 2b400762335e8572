// The deceptive-text line skipper, 64 bytes at a time with AVX-512 (see deceptive_skip.h): the
// AVX2 kernel's steps on registers twice as wide, with mask registers for its comparisons.
#include "deceptive_skip.h"

// GCC 12's AVX-512 headers fill unused lanes from a variable it then calls uninitialized.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

#include <cstring>

#define U8I_SKIP_TARGET                                                                            \
    __attribute__((target("avx512f,avx512bw,avx512vl,avx2,bmi,bmi2,popcnt,lzcnt")))

namespace u8i::charsets::detail {

bool avx512Skipper()
{
#if defined(__x86_64__) || defined(__i386__)
    return avx2Skipper() && __builtin_cpu_supports("avx512f") &&
           __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl");
#else
    return false;
#endif
}

#if defined(__x86_64__) || defined(__i386__)

namespace {

using Mask = __mmask64;

U8I_SKIP_TARGET inline __m512i splat(std::uint8_t b)
{
    return _mm512_set1_epi8(static_cast<char>(b));
}
U8I_SKIP_TARGET inline Mask between(__m512i v, std::uint8_t lo, std::uint8_t hi)
{
    return _mm512_cmpge_epu8_mask(v, splat(lo)) & _mm512_cmple_epu8_mask(v, splat(hi));
}
// `v` moved up by K bytes, the top K bytes of `before` coming in at the bottom.
template <int K> U8I_SKIP_TARGET inline __m512i shiftIn(__m512i v, __m512i before)
{
    // (permutex2var rather than alignr_epi64, which GCC 12 takes for a use of an uninitialized
    // value)
    if constexpr (K == 32) {
        return _mm512_permutex2var_epi64(before, _mm512_setr_epi64(4, 5, 6, 7, 8, 9, 10, 11), v);
    } else {
        const __m512i up16 =
            _mm512_permutex2var_epi64(before, _mm512_setr_epi64(6, 7, 8, 9, 10, 11, 12, 13), v);
        if constexpr (K == 16)
            return up16;
        else
            return _mm512_alignr_epi8(v, up16, 16 - K);
    }
}
U8I_SKIP_TARGET inline __m512i table16(const std::uint8_t *t)
{
    alignas(64) std::uint8_t lanes[64];
    for (int lane = 0; lane < 4; ++lane)
        std::memcpy(lanes + 16 * lane, t, 16);
    return _mm512_load_si512(lanes);
}

struct Lookup {
    __m512i latin, lead2Low, lead2High, lead3, plane1;
};

// The classes of the characters starting in the 64 bytes `v` (0 at continuation bytes).
U8I_SKIP_TARGET inline __m512i classes(__m512i v, __m512i next, const Lookup &t)
{
    const __m512i low = _mm512_and_si512(v, splat(0x0F));
    const Mask letter = between(_mm512_or_si512(v, splat(0x20)), 'a', 'z');
    const Mask inWord = between(v, '0', '9') | _mm512_cmpeq_epi8_mask(v, splat('_'));
    __m512i cls = _mm512_mask_mov_epi8(splat(kSkipBreak), letter, t.latin);
    cls = _mm512_mask_mov_epi8(cls, inWord, _mm512_setzero_si512());
    const __m512i lead2 = _mm512_mask_mov_epi8(_mm512_shuffle_epi8(t.lead2Low, low),
                                               _mm512_test_epi8_mask(v, splat(0x10)),
                                               _mm512_shuffle_epi8(t.lead2High, low));
    cls = _mm512_mask_mov_epi8(cls, between(v, 0xC0, 0xDF), lead2);
    cls = _mm512_mask_mov_epi8(cls, between(v, 0xE0, 0xEF), _mm512_shuffle_epi8(t.lead3, low));
    const Mask plane1 =
        _mm512_cmpeq_epi8_mask(v, splat(0xF0)) & _mm512_cmpeq_epi8_mask(next, splat(0x9F));
    cls = _mm512_mask_mov_epi8(cls, _mm512_cmpge_epu8_mask(v, splat(0xF0)),
                               _mm512_mask_mov_epi8(splat(kSkipAsk), plane1, t.plane1));
    return _mm512_mask_mov_epi8(cls, between(v, 0x80, 0xBF), _mm512_setzero_si512());
}

// Each class 0 takes the nearest other class before it, `carry` before the first. Two steps
// fill the continuation bytes of every character; longer runs (digits, marks) take four more.
U8I_SKIP_TARGET inline __m512i fill(__m512i cls, __m512i carry)
{
    const __m512i zero = _mm512_setzero_si512();
    cls = _mm512_mask_mov_epi8(cls, _mm512_cmpeq_epi8_mask(cls, zero), shiftIn<1>(cls, carry));
    cls = _mm512_mask_mov_epi8(cls, _mm512_cmpeq_epi8_mask(cls, zero), shiftIn<2>(cls, carry));
    if (_mm512_cmpeq_epi8_mask(cls, zero) == 0) [[likely]]
        return cls;
    cls = _mm512_mask_mov_epi8(cls, _mm512_cmpeq_epi8_mask(cls, zero), shiftIn<4>(cls, carry));
    cls = _mm512_mask_mov_epi8(cls, _mm512_cmpeq_epi8_mask(cls, zero), shiftIn<8>(cls, carry));
    cls = _mm512_mask_mov_epi8(cls, _mm512_cmpeq_epi8_mask(cls, zero), shiftIn<16>(cls, carry));
    cls = _mm512_mask_mov_epi8(cls, _mm512_cmpeq_epi8_mask(cls, zero), shiftIn<32>(cls, carry));
    return _mm512_mask_mov_epi8(cls, _mm512_cmpeq_epi8_mask(cls, zero), carry); // all were 0
}

// Moves the line start over the line feeds `lineFeeds` of the block at `i`.
inline void passLines(std::size_t &lineStart, Offset &feeds, std::size_t i, std::uint64_t lineFeeds)
{
    if (lineFeeds != 0) {
        lineStart = i + 64 - static_cast<std::size_t>(__builtin_clzll(lineFeeds));
        feeds += static_cast<Offset>(__builtin_popcountll(lineFeeds));
    }
}

} // namespace

U8I_SKIP_TARGET void skipAvx512(const std::uint8_t *p, std::size_t end, std::size_t readable,
                                const SkipTables &t, Skip &s)
{
    const Lookup lookup{splat(t.latin), table16(t.lead2), table16(t.lead2 + 16), table16(t.lead3),
                        splat(t.plane1)};
    __m512i carry = splat(s.word);
    std::size_t lineStart = s.lineStart;
    Offset feeds = s.feeds;
    std::size_t i = s.pos;
    int stopAt = -1; // where in the block at i the skipper stopped
    std::uint64_t lineFeeds = 0;
    for (; i + 64 <= end && i + 67 <= readable; i += 64) {
        const __m512i v = _mm512_loadu_si512(p + i);
        __m512i cls = classes(v, _mm512_loadu_si512(p + i + 1), lookup);
        lineFeeds = _mm512_cmpeq_epi8_mask(v, splat('\n'));
        // A character a rule looks at stops the skipper, and so does a word of two scripts
        // before it: the classes before the first such character are all asked for.
        Mask suspect = 0;
        for (Mask asked = _mm512_cmpeq_epi8_mask(cls, splat(kSkipAsk)); asked != 0;
             asked &= asked - 1) {
            const int at = __builtin_ctzll(asked);
            const std::uint8_t c = askClass(p + i + static_cast<std::size_t>(at), t);
            if (c == kSkipAsk) {
                suspect = Mask{1} << at;
                break;
            }
            cls = _mm512_mask_mov_epi8(cls, Mask{1} << at, splat(c));
        }
        const __m512i filled = fill(cls, carry);
        const __m512i previous = shiftIn<1>(filled, carry);
        const Mask stops =
            suspect | (between(cls, 2, kSkipLastFamily) & between(previous, 2, kSkipLastFamily) &
                       _mm512_cmpneq_epi8_mask(cls, previous));
        if (stops != 0) {
            stopAt = __builtin_ctzll(stops);
            break;
        }
        passLines(lineStart, feeds, i, lineFeeds);
        carry = _mm512_shuffle_epi8(_mm512_shuffle_i32x4(filled, filled, 0xFF), splat(15));
    }
    if (stopAt >= 0) {
        passLines(lineStart, feeds, i,
                  stopAt == 0 ? 0 : lineFeeds & (~std::uint64_t{0} >> (64 - stopAt)));
        s.stopped = true;
    }
    s.lineStart = lineStart;
    s.feeds = feeds;
    s.word = static_cast<std::uint8_t>(_mm_extract_epi8(_mm512_castsi512_si128(carry), 0));
    s.pos = i;
}

#else // no x86: never called (the CPU check says no)

void skipAvx512(const std::uint8_t *, std::size_t, std::size_t, const SkipTables &, Skip &) {}

#endif

} // namespace u8i::charsets::detail
