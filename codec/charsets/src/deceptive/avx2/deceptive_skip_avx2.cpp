// The deceptive-text line skipper, 32 bytes at a time with AVX2 (see deceptive_skip.h).
#include "deceptive/deceptive_skip.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

#include "u8i/simd/isa.h" // U8I_SIMD_TARGET_*

#define U8I_SKIP_TARGET __attribute__((target(U8I_SIMD_TARGET_AVX2)))

namespace u8i::charsets::detail {

#if defined(__x86_64__) || defined(__i386__)

namespace {

U8I_SKIP_TARGET inline __m256i splat(std::uint8_t b)
{
    return _mm256_set1_epi8(static_cast<char>(b));
}
U8I_SKIP_TARGET inline __m256i atLeast(__m256i v, std::uint8_t b)
{
    return _mm256_cmpeq_epi8(_mm256_max_epu8(v, splat(b)), v);
}
U8I_SKIP_TARGET inline __m256i atMost(__m256i v, std::uint8_t b)
{
    return _mm256_cmpeq_epi8(_mm256_min_epu8(v, splat(b)), v);
}
U8I_SKIP_TARGET inline __m256i between(__m256i v, std::uint8_t lo, std::uint8_t hi)
{
    return _mm256_and_si256(atLeast(v, lo), atMost(v, hi));
}
U8I_SKIP_TARGET inline std::uint32_t bits(__m256i m)
{
    return static_cast<std::uint32_t>(_mm256_movemask_epi8(m));
}
// `v` moved up by K bytes, the top K bytes of `before` coming in at the bottom.
template <int K> U8I_SKIP_TARGET inline __m256i shiftIn(__m256i v, __m256i before)
{
    const __m256i joined = _mm256_permute2x128_si256(before, v, 0x21);
    if constexpr (K == 16)
        return joined;
    else
        return _mm256_alignr_epi8(v, joined, 16 - K);
}
U8I_SKIP_TARGET inline __m256i table16(const std::uint8_t *t)
{
    return _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i *>(t)));
}

// A prefix's 64 entries, 16 in each register, and its bytes.
struct Prefix {
    __m256i entries[4];
    __m256i lead, second;
};

// The tables in registers.
struct Lookup {
    __m256i asciiHigh, asciiLow, asciiClass; // by nibbles, and the class of the kind they give
    __m256i latin, lead2Low, lead2High, lead3, plane1;
    Prefix prefixes[kNarrowPrefixes]; // a lead byte, then lead and second bytes
};

// A key byte's low 6 bits, and its bits 4 and 5 at the top of each byte.
struct Key {
    __m256i low, bit4, bit5;
};
U8I_SKIP_TARGET inline Key keyOf(__m256i bytes)
{
    const __m256i low = _mm256_and_si256(bytes, splat(0x3F));
    return {low, _mm256_slli_epi16(low, 3), _mm256_slli_epi16(low, 2)};
}

// The entries at `key`.
U8I_SKIP_TARGET inline __m256i lookup64(const __m256i *entries, const Key &key)
{
    const __m256i lower = _mm256_blendv_epi8(_mm256_shuffle_epi8(entries[0], key.low),
                                             _mm256_shuffle_epi8(entries[1], key.low), key.bit4);
    const __m256i upper = _mm256_blendv_epi8(_mm256_shuffle_epi8(entries[2], key.low),
                                             _mm256_shuffle_epi8(entries[3], key.low), key.bit4);
    return _mm256_blendv_epi8(lower, upper, key.bit5);
}

// The classes at the 32 bytes at `p` where `cls` asks, of the characters whose lead byte is one of
// the lead-byte prefixes after the first, by their second byte; `cls` as it is when there is none
// (a branch: text where the script changes word by word has them in most blocks, other text
// rarely, and the lookups would cost every block). Only where a class is asked: a lead's entries
// ask for the groups that a three-byte prefix settles.
U8I_SKIP_TARGET inline __m256i byLeads(__m256i cls, const std::uint8_t *p, const Lookup &t)
{
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
    __m256i leads = _mm256_setzero_si256();
    for (int k = 1; k < kNarrowLeads; ++k)
        leads = _mm256_or_si256(leads, _mm256_cmpeq_epi8(v, t.prefixes[k].lead));
    const __m256i asked = _mm256_and_si256(leads, _mm256_cmpeq_epi8(cls, splat(kSkipAsk)));
    if (bits(asked) == 0)
        return cls;
    const Key second = keyOf(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(p + 1)));
    for (int k = 1; k < kNarrowLeads; ++k) {
        const Prefix &x = t.prefixes[k];
        cls = _mm256_blendv_epi8(cls, lookup64(x.entries, second),
                                 _mm256_and_si256(asked, _mm256_cmpeq_epi8(v, x.lead)));
    }
    return cls;
}

// The classes of the characters with the prefixes at the 32 bytes `v` (`next`, `after`: at the
// bytes after them) put into `cls`.
U8I_SKIP_TARGET inline __m256i byPrefixes(__m256i cls, __m256i v, __m256i next, __m256i after,
                                          const Lookup &t)
{
    const Prefix &two = t.prefixes[0];
    cls =
        _mm256_blendv_epi8(cls, lookup64(two.entries, keyOf(next)), _mm256_cmpeq_epi8(v, two.lead));
    const Key third = keyOf(after);
    for (int k = kNarrowLeads; k < kNarrowPrefixes; ++k) {
        const Prefix &x = t.prefixes[k];
        const __m256i here =
            _mm256_and_si256(_mm256_cmpeq_epi8(v, x.lead), _mm256_cmpeq_epi8(next, x.second));
        cls = _mm256_blendv_epi8(cls, lookup64(x.entries, third), here);
    }
    return cls;
}

// The classes of the ASCII bytes of `v` (`low`: their low nibbles): a letter, a digit or '_' by
// the two nibbles, else a word end.
U8I_SKIP_TARGET inline __m256i asciiClasses(__m256i v, __m256i low, const Lookup &t)
{
    const __m256i high = _mm256_and_si256(_mm256_srli_epi16(v, 4), splat(0x0F));
    const __m256i kind = _mm256_and_si256(_mm256_shuffle_epi8(t.asciiHigh, high),
                                          _mm256_shuffle_epi8(t.asciiLow, low));
    return _mm256_shuffle_epi8(t.asciiClass, kind);
}

// The classes of the characters starting in the 32 bytes at `p` (0 at continuation bytes). An
// ASCII byte's kind comes from its two nibbles (letter, digit or '_', else a word end), a lead
// byte's class from its low bits, chosen by its top bits without a comparison.
U8I_SKIP_TARGET inline __m256i classes(const std::uint8_t *p, const Lookup &t)
{
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
    const __m256i next = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p + 1));
    const __m256i low = _mm256_and_si256(v, splat(0x0F));
    const __m256i ascii = asciiClasses(v, low, t);
    const __m256i bit4 = _mm256_slli_epi16(v, 3); // each byte's bit 4 at its top
    const __m256i lead2 = _mm256_blendv_epi8(_mm256_shuffle_epi8(t.lead2Low, low),
                                             _mm256_shuffle_epi8(t.lead2High, low), bit4);
    const __m256i plane1 =
        _mm256_and_si256(_mm256_cmpeq_epi8(v, splat(0xF0)), _mm256_cmpeq_epi8(next, splat(0x9F)));
    const __m256i lead4 = _mm256_blendv_epi8(splat(kSkipAsk), t.plane1, plane1);
    const __m256i lead34 = _mm256_blendv_epi8(_mm256_shuffle_epi8(t.lead3, low), lead4, bit4);
    const __m256i lead = _mm256_blendv_epi8(lead2, lead34, _mm256_slli_epi16(v, 2)); // bit 5
    const __m256i nonAscii =
        _mm256_blendv_epi8(_mm256_setzero_si256(), lead, _mm256_slli_epi16(v, 1)); // bit 6
    const __m256i cls = _mm256_blendv_epi8(ascii, nonAscii, v);
    // The prefixes are looked up in every block, without a branch: in text whose script changes
    // word by word, blocks that need them and blocks that do not alternate, and a guess is
    // missed often (AVX2 on 256 MiB: 1.9 GB per CPU-second with the branch, 2.3 without; text
    // with one script per paragraph loses a little, 3.2 to 2.7).
    return byPrefixes(cls, v, next, _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p + 2)),
                      t);
}

// Each class 0 takes the nearest other class before it, the splat `carry` before the first.
// Three steps fill runs of up to 7 (the continuation bytes of every character, an emoji of no
// script) and leave 0 only at the start; longer runs (digits, marks) take two more. The carry
// comes in last: the steps do not wait for the block before.
U8I_SKIP_TARGET inline __m256i fill(__m256i cls, __m256i carry)
{
    const __m256i zero = _mm256_setzero_si256();
    cls = _mm256_blendv_epi8(cls, shiftIn<1>(cls, zero), _mm256_cmpeq_epi8(cls, zero));
    cls = _mm256_blendv_epi8(cls, shiftIn<2>(cls, zero), _mm256_cmpeq_epi8(cls, zero));
    cls = _mm256_blendv_epi8(cls, shiftIn<4>(cls, zero), _mm256_cmpeq_epi8(cls, zero));
    __m256i zeros = _mm256_cmpeq_epi8(cls, zero);
    if (const std::uint32_t z = bits(zeros); (z & (z + 1)) != 0) [[unlikely]] { // not only first
        cls = _mm256_blendv_epi8(cls, shiftIn<8>(cls, zero), zeros);
        cls = _mm256_blendv_epi8(cls, shiftIn<16>(cls, zero), _mm256_cmpeq_epi8(cls, zero));
        zeros = _mm256_cmpeq_epi8(cls, zero);
    }
    return _mm256_blendv_epi8(cls, carry, zeros);
}

U8I_SKIP_TARGET inline __m256i family(__m256i cls)
{
    return between(cls, 2, kSkipLastFamily);
}

// Moves the line start over the line feeds `lineFeeds` of the block at `i` (without a branch:
// lines of text end in most blocks, not all).
U8I_SKIP_TARGET inline void passLines(std::size_t &lineStart, Offset &feeds, std::size_t i,
                                      std::uint32_t lineFeeds)
{
    const std::size_t after = i + 32 - static_cast<std::size_t>(std::countl_zero(lineFeeds));
    lineStart = lineFeeds != 0 ? after : lineStart;
    feeds += static_cast<Offset>(std::popcount(lineFeeds));
}

// The line feeds before the byte `at` of a block.
inline std::uint32_t before(std::uint32_t lineFeeds, int at)
{
    return at == 0 ? 0 : lineFeeds & (0xFFFFFFFFU >> (32 - at));
}

// 0, 1, .. 31.
U8I_SKIP_TARGET inline __m256i lanes()
{
    return _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                            20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
}

// The 32 bytes at `p`, some from 0x80, after a word of class `word`: the bytes where the skipper
// must stop (a character a rule looks at, a word of two scripts before it); the classes before
// the first such character are all asked for. `word` becomes the class the block ends with.
U8I_SKIP_TARGET inline std::uint32_t mixedBlock(const std::uint8_t *p, const Lookup &lookup,
                                                const SkipTables &t, std::uint8_t &word)
{
    __m256i cls = byLeads(classes(p, lookup), p, lookup);
    std::uint32_t suspect = 0;
    for (auto asked = bits(_mm256_cmpeq_epi8(cls, splat(kSkipAsk))); asked != 0;
         asked &= asked - 1) {
        const int at = __builtin_ctz(asked);
        const std::uint8_t c = askClass(p + at, t);
        if (c == kSkipAsk) {
            suspect = 1U << at;
            break;
        }
        // (in the register: bytes stored over it would stall the load that follows)
        const __m256i here = _mm256_cmpeq_epi8(lanes(), splat(static_cast<std::uint8_t>(at)));
        cls = _mm256_blendv_epi8(cls, splat(c), here);
    }
    const __m256i carry = splat(word);
    const __m256i filled = fill(cls, carry);
    const __m256i previous = shiftIn<1>(filled, carry);
    word = static_cast<std::uint8_t>(_mm256_extract_epi8(filled, 31));
    const __m256i mixed = _mm256_andnot_si256(_mm256_cmpeq_epi8(cls, previous),
                                              _mm256_and_si256(family(cls), family(previous)));
    return suspect | bits(mixed);
}

// The tables in registers.
U8I_SKIP_TARGET Lookup registers(const SkipTables &t)
{
    // An ASCII byte's kind: bits 0, 1 a letter (two ranges of low nibbles), 2 a digit, 3 '_'.
    static constexpr std::uint8_t kindHigh[16] = {0, 0, 0, 4, 1, 2 | 8, 1, 2};
    static constexpr std::uint8_t kindLow[16] = {2 | 4, 7, 7, 7, 7, 7, 7, 7,
                                                 7,     7, 3, 1, 1, 1, 1, 1 | 8};
    std::uint8_t kindClass[16];
    for (int k = 0; k < 16; ++k)
        kindClass[k] = (k & 3) != 0 ? t.latin : (k & 12) != 0 ? 0 : kSkipBreak;
    Lookup lookup;
    lookup.asciiHigh = table16(kindHigh);
    lookup.asciiLow = table16(kindLow);
    lookup.asciiClass = table16(kindClass);
    lookup.latin = splat(t.latin);
    lookup.lead2Low = table16(t.lead2);
    lookup.lead2High = table16(t.lead2 + 16);
    lookup.lead3 = table16(t.lead3);
    lookup.plane1 = splat(t.plane1);
    for (int k = 0; k < kNarrowPrefixes; ++k) {
        const SkipTables::Prefix &x = t.narrow[k];
        Prefix &in = lookup.prefixes[k];
        for (int q = 0; q < 4; ++q)
            in.entries[q] = table16(x.entries + 16 * q);
        in.lead = splat(x.lead);
        in.second = splat(x.second);
    }
    return lookup;
}

} // namespace

U8I_SKIP_TARGET void skipAvx2(const std::uint8_t *p, std::size_t end, std::size_t readable,
                              const SkipTables &t, Skip &s)
{
    const Lookup lookup = registers(t);
    std::uint8_t word = s.word;
    std::size_t lineStart = s.lineStart;
    Offset feeds = s.feeds;
    std::size_t i = s.pos;
    int stopAt = -1; // where in the block at i the skipper stopped
    std::uint32_t lineFeeds = 0;
    for (; i + 32 <= end && i + 35 <= readable; i += 32) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p + i));
        lineFeeds = bits(_mm256_cmpeq_epi8(v, splat('\n')));
        if (bits(v) == 0) { // ASCII: only the word carried in can be of two scripts
            const __m256i cls = asciiClasses(v, _mm256_and_si256(v, splat(0x0F)), lookup);
            stopAt = asciiBlockStop(bits(_mm256_cmpeq_epi8(cls, lookup.latin)),
                                    bits(_mm256_cmpeq_epi8(cls, splat(kSkipBreak))), t.latin, word);
        } else if (const std::uint32_t stops = mixedBlock(p + i, lookup, t, word); stops != 0) {
            stopAt = __builtin_ctz(stops);
        }
        if (stopAt >= 0)
            break;
        passLines(lineStart, feeds, i, lineFeeds);
    }
    if (stopAt >= 0) {
        passLines(lineStart, feeds, i, before(lineFeeds, stopAt));
        s.stopped = true;
    }
    s.lineStart = lineStart;
    s.feeds = feeds;
    s.word = word;
    s.pos = i;
}

#else // no x86: never called (the CPU check says no)

void skipAvx2(const std::uint8_t *, std::size_t, std::size_t, const SkipTables &, Skip &) {}

#endif

} // namespace u8i::charsets::detail
