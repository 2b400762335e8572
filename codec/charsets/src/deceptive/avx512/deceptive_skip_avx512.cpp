// The deceptive-text line skipper, 64 bytes at a time with AVX-512, VBMI and VBMI2 (see
// deceptive_skip.h): each character's class is looked up by its first byte, then by its second and
// third where the tables say so, with byte permutes over tables of 128 entries; only the characters
// that the tables leave open are asked one by one; the classes are then packed side by side
// (vpcompressb) to compare each with the one before it. A block of ASCII takes a few mask
// operations.
#include "deceptive/deceptive_skip.h"

// GCC 12's AVX-512 headers fill unused lanes from a variable it then calls uninitialized.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

#include <array>

#include "u8i/simd/isa.h" // U8I_SIMD_TARGET_*

#define U8I_SKIP_TARGET __attribute__((target(U8I_SIMD_TARGET_AVX512)))

namespace u8i::charsets::detail {

#if defined(__x86_64__) || defined(__i386__)

namespace {

using Mask = __mmask64;

// (hidden from the compiler, which would otherwise build each constant again in every block)
U8I_SKIP_TARGET inline __m512i splat(std::uint8_t b)
{
    __m512i v = _mm512_set1_epi8(static_cast<char>(b));
    asm("" : "+v"(v));
    return v;
}
U8I_SKIP_TARGET inline Mask between(__m512i v, std::uint8_t lo, std::uint8_t hi)
{
    return _mm512_cmpge_epu8_mask(v, splat(lo)) & _mm512_cmple_epu8_mask(v, splat(hi));
}
// The index that moves bytes up by K.
template <int K> U8I_SKIP_TARGET inline __m512i upIndex()
{
    alignas(64) static constexpr std::array<std::uint8_t, 64> down = [] {
        std::array<std::uint8_t, 64> index{};
        for (int i = 0; i < 64; ++i)
            index[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>((i - K) & 63);
        return index;
    }();
    return _mm512_load_si512(down.data());
}
// `v` moved up by K bytes, `carry`'s bytes coming in at the bottom.
template <int K> U8I_SKIP_TARGET inline __m512i shiftIn(__m512i v, __m512i carry)
{
    return _mm512_mask_permutexvar_epi8(carry, ~Mask{0} << K, upIndex<K>(), v);
}
U8I_SKIP_TARGET inline __m512i load(const std::uint8_t *p)
{
    return _mm512_loadu_si512(p);
}

// 128 entries of a table in two registers, looked up by the low 7 bits of an index.
struct Table128 {
    __m512i low, high;
};
U8I_SKIP_TARGET inline __m512i lookup(const Table128 &t, __m512i index)
{
    return _mm512_permutex2var_epi8(t.low, index, t.high);
}
U8I_SKIP_TARGET inline Table128 table128(const std::uint8_t *t)
{
    return {load(t), load(t + 64)};
}

struct Lookup {
    Table128 ascii, high;
    Table128 second[kSecondSlots / 2];
    Table128 third[kThirdSlots / 2];
};

// The entries of `Pairs` register pairs of tables (two slots of 64 each) at `index`: the slot's
// bits from 1 up in `markers` choose the pair. The first `lower` pairs (a power of two) are
// told from the others by the slot's bit `2 * lower`.
template <int Pairs>
U8I_SKIP_TARGET inline __m512i pick(const Table128 *tables, __m512i index, __m512i markers)
{
    if constexpr (Pairs == 1) {
        return lookup(tables[0], index);
    } else {
        constexpr int lower = std::bit_floor(static_cast<unsigned>(Pairs - 1));
        const Mask upper = _mm512_test_epi8_mask(markers, splat(2 * lower));
        return _mm512_mask_mov_epi8(pick<lower>(tables, index, markers), upper,
                                    pick<Pairs - lower>(tables + lower, index, markers));
    }
}

// The index of the byte `key` (its low 6 bits) in the pairs of tables of the slots in `markers`
// (slot in the low bits): bit 6 is the slot's bit 0.
U8I_SKIP_TARGET inline __m512i slotIndex(__m512i markers, __m512i key)
{
    return _mm512_ternarylogic_epi32(_mm512_slli_epi16(markers, 6), key, splat(0x3F), 0xD8);
}

// The entries of the slots in `markers` for the byte `key`.
template <int Pairs>
U8I_SKIP_TARGET inline __m512i bySlot(const Table128 *tables, __m512i markers, __m512i key)
{
    return pick<Pairs>(tables, slotIndex(markers, key), markers);
}

// The entries of the second-byte slots in `markers` for the byte `key`: the first kCommonSlots
// in every block, the others only where the block has one (bit 3 of their slot).
U8I_SKIP_TARGET inline __m512i bySecond(const Table128 *tables, __m512i markers, __m512i key,
                                        Mask second)
{
    static_assert(kCommonSlots == 8 && kSecondSlots > kCommonSlots);
    const __m512i index = slotIndex(markers, key);
    const __m512i common = pick<kCommonSlots / 2>(tables, index, markers);
    const Mask rare = second & _mm512_test_epi8_mask(markers, splat(kCommonSlots));
    if (rare == 0)
        return common;
    return _mm512_mask_mov_epi8(
        common, rare,
        pick<(kSecondSlots - kCommonSlots) / 2>(tables + kCommonSlots / 2, index, markers));
}

// The classes of the characters starting in the 64 bytes `v` (0 at continuation bytes), with
// kSkipAsk where the tables do not settle them; `high` marks the bytes from 0x80.
U8I_SKIP_TARGET inline __m512i classes(const std::uint8_t *p, __m512i v, Mask high, const Lookup &t)
{
    __m512i cls = _mm512_mask_mov_epi8(lookup(t.ascii, v), high, lookup(t.high, v));
    const Mask second = between(cls, kSkipSecond, kSkipSecond + kSecondSlots - 1);
    if (second == 0)
        return cls;
    cls = _mm512_mask_mov_epi8(cls, second, bySecond(t.second, cls, load(p + 1), second));
    // (no branch: where the script changes word by word, some blocks have CJK punctuation and
    // some have not, and a guess is missed often)
    const Mask third = between(cls, kSkipThird, kSkipThird + kThirdSlots - 1);
    return _mm512_mask_mov_epi8(cls, third, bySlot<kThirdSlots / 2>(t.third, cls, load(p + 2)));
}

// The class in each byte of `carry`.
U8I_SKIP_TARGET inline std::uint8_t wordOf(__m512i carry)
{
    return static_cast<std::uint8_t>(_mm_cvtsi128_si32(_mm512_castsi512_si128(carry)));
}

// Moves the line start over the line feeds `lineFeeds` of the block at `i` (without a branch:
// lines of text end in most blocks, not all).
inline void passLines(std::size_t &lineStart, Offset &feeds, std::size_t i, std::uint64_t lineFeeds)
{
    const std::size_t after = i + 64 - static_cast<std::size_t>(std::countl_zero(lineFeeds));
    lineStart = lineFeeds != 0 ? after : lineStart;
    feeds += static_cast<Offset>(std::popcount(lineFeeds));
}

// The 64 bytes at `p` with some from 0x80 (`high`), after a word of class `carry` (in each byte):
// the bytes where the skipper must stop (a character a rule looks at, a word of two scripts
// before it); the classes before the first such character are all asked for. `carry` becomes
// the class the block ends with.
U8I_SKIP_TARGET inline Mask mixedBlock(const std::uint8_t *p, __m512i v, Mask high,
                                       const Lookup &lookup, const SkipTables &t, __m512i &carry)
{
    __m512i cls = classes(p, v, high, lookup);
    Mask suspect = 0;
    for (Mask asked = _mm512_cmpeq_epi8_mask(cls, splat(kSkipAsk)); asked != 0;
         asked &= asked - 1) {
        const int at = __builtin_ctzll(asked);
        const std::uint8_t c = askClass(p + at, t);
        if (c == kSkipAsk) {
            suspect = Mask{1} << at;
            break;
        }
        cls = _mm512_mask_mov_epi8(cls, Mask{1} << at, splat(c));
    }
    // The classes other than 0 side by side, each with the one before it (`carry` before the
    // first): the classes of no script between them take no work, however long their run.
    const Mask classed = _mm512_test_epi8_mask(cls, cls);
    const __m512i packed = _mm512_maskz_compress_epi8(classed, cls);
    const __m512i previous = shiftIn<1>(packed, carry);
    if (classed != 0)
        carry = _mm512_permutexvar_epi8(
            _mm512_set1_epi8(static_cast<char>(std::popcount(classed) - 1)), packed);
    // (kSkipAsk, taken for a family here, is left only after a suspect character)
    const Mask families = _mm512_cmpge_epu8_mask(packed, splat(2)) &
                          _mm512_cmpge_epu8_mask(previous, splat(2)) &
                          _mm512_cmpneq_epi8_mask(packed, previous);
    return suspect | _pdep_u64(families, classed);
}

} // namespace

U8I_SKIP_TARGET void skipAvx512(const std::uint8_t *p, std::size_t end, std::size_t readable,
                                const SkipTables &t, Skip &s)
{
    Lookup tables{table128(t.byteClass), table128(t.byteClass + 128), {}, {}};
    for (int k = 0; k < kSecondSlots / 2; ++k)
        tables.second[k] = table128(t.second + 128 * k);
    for (int k = 0; k < kThirdSlots / 2; ++k)
        tables.third[k] = table128(t.third + 128 * k);
    // The class of the word carried into the next block: in `word` after a block of ASCII, in
    // each byte of `carry` after another.
    std::uint8_t word = s.word;
    __m512i carry = splat(word);
    bool inWord = true;
    std::size_t lineStart = s.lineStart;
    Offset feeds = s.feeds;
    std::size_t i = s.pos;
    int stopAt = -1; // where in the block at i the skipper stopped
    std::uint64_t lineFeeds = 0;
    for (; i + 64 <= end && i + 67 <= readable; i += 64) {
        const __m512i v = load(p + i);
        lineFeeds = _mm512_cmpeq_epi8_mask(v, splat('\n'));
        const Mask high = _mm512_movepi8_mask(v);
        if (high == 0) { // ASCII: only the word carried in can be of two scripts
            const __m512i cls = lookup(tables.ascii, v);
            word = inWord ? word : wordOf(carry);
            inWord = true;
            stopAt = asciiBlockStop(_mm512_cmpeq_epi8_mask(cls, splat(t.latin)),
                                    _mm512_cmpeq_epi8_mask(cls, splat(kSkipBreak)), t.latin, word);
        } else {
            carry = inWord ? splat(word) : carry;
            inWord = false;
            if (const Mask stops = mixedBlock(p + i, v, high, tables, t, carry); stops != 0)
                stopAt = __builtin_ctzll(stops);
        }
        if (stopAt >= 0)
            break;
        passLines(lineStart, feeds, i, lineFeeds);
    }
    if (stopAt >= 0) {
        passLines(lineStart, feeds, i,
                  stopAt == 0 ? 0 : lineFeeds & (~std::uint64_t{0} >> (64 - stopAt)));
        s.stopped = true;
    }
    s.lineStart = lineStart;
    s.feeds = feeds;
    s.word = inWord ? word : wordOf(carry);
    s.pos = i;
}

#else // no x86: never called (the CPU check says no)

void skipAvx512(const std::uint8_t *, std::size_t, std::size_t, const SkipTables &, Skip &) {}

#endif

} // namespace u8i::charsets::detail
