// The classifier of the dense way (simd_dense.h) on AVX2: a chunk is two 32-byte halves, and each
// mask is two movemasks joined. Error kinds, C1 controls, ASCII controls and line feeds are counted
// in the nibbles of byte lanes, emptied into 64-bit lanes every 7 chunks.
//
// Included by the AVX2 source after simd_dense.h.
#pragma once

#include "simd/simd_dense.h"

namespace u8i::fast {
namespace {

namespace dense {

// The constants of half(), each a whole vector in memory, loaded (a broadcast from a general
// register, which the compiler would otherwise make anew for each, costs more).
inline constexpr std::uint8_t kConstantBytes[] = {0x0F, 0x11, 0xC0};
struct Constants {
    alignas(32) std::uint8_t lanes[std::size(kConstantBytes)][32]{};
    constexpr Constants()
    {
        for (std::size_t i = 0; i < std::size(kConstantBytes); ++i)
            for (std::size_t j = 0; j < 32; ++j)
                lanes[i][j] = kConstantBytes[i];
    }
    static constexpr std::size_t indexOf(int byte)
    {
        for (std::size_t i = 0; i < std::size(kConstantBytes); ++i)
            if (kConstantBytes[i] == byte)
                return i;
        return std::size(kConstantBytes);
    }
};
inline constexpr Constants kConstants;

template <int byte> U8I_FAST_TARGET inline __m256i constant()
{
    __m256i v = _mm256_load_si256(
        reinterpret_cast<const __m256i *>(kConstants.lanes[Constants::indexOf(byte)]));
    asm("" : "+x"(v));
    return v;
}

// The continuation bytes of 32 bytes (signed: 80-BF are below C0, which is -64).
U8I_FAST_TARGET inline std::uint32_t contBits(const std::uint8_t *p)
{
    return static_cast<std::uint32_t>(
        _mm256_movemask_epi8(_mm256_cmpgt_epi8(constant<0xC0>(), load32(p))));
}

struct Avx2Classifier {
    __m256i bHigh = table(kBHigh), bLow = table(kBLow), bNext = table(kBNext),
            kHigh = table(kKHigh), kLow = table(kKLow), cHigh = table(kCHigh), cLow = table(kCLow),
            cTable = table(kCTable);
    // Byte-lane counters, 1 at most per half in each nibble, emptied every 7 chunks: out-of-range
    // leads (both nibbles), surrogates (low) and C1 controls (high), ASCII controls (low) and line
    // feeds (high); and their sums in 64-bit lanes.
    __m256i outOfRange = _mm256_setzero_si256(), surrogateC1 = outOfRange, controlLf = outOfRange;
    __m256i sumOutOfRange = outOfRange, sumSurrogate = outOfRange, sumC1 = outOfRange,
            sumControls = outOfRange, sumLf = outOfRange;

    int rounds = 0;

    U8I_FAST_TARGET Avx2Classifier() = default;

    U8I_FAST_TARGET static u64 cont(const std::uint8_t *p)
    {
        return u64{contBits(p)} | (u64{contBits(p + 32)} << 32);
    }

    // The sums of the low (high) nibbles of acc, in 64-bit lanes.
    U8I_FAST_TARGET static __m256i low(__m256i acc)
    {
        return _mm256_sad_epu8(_mm256_and_si256(acc, constant<0x0F>()), _mm256_setzero_si256());
    }
    U8I_FAST_TARGET static __m256i high(__m256i acc) { return low(_mm256_srli_epi16(acc, 4)); }
    U8I_FAST_TARGET void endBatch() {}
    U8I_FAST_TARGET void flush()
    {
        sumOutOfRange =
            _mm256_add_epi64(sumOutOfRange, _mm256_add_epi64(low(outOfRange), high(outOfRange)));
        sumSurrogate = _mm256_add_epi64(sumSurrogate, low(surrogateC1));
        sumC1 = _mm256_add_epi64(sumC1, high(surrogateC1));
        sumControls = _mm256_add_epi64(sumControls, low(controlLf));
        sumLf = _mm256_add_epi64(sumLf, high(controlLf));
        outOfRange = surrogateC1 = controlLf = _mm256_setzero_si256();
        rounds = 0;
    }

    // One half (32 bytes) of a chunk: its masks as 32-bit words into m (the low or high halves).
    template <bool counted>
    __attribute__((always_inline)) U8I_FAST_TARGET void half(const std::uint8_t *p,
                                                             std::uint32_t (&m)[5])
    {
        const __m256i v = load32(p), n1 = load32(p + 1);
        const __m256i nibble = constant<0x0F>();
        const __m256i low = _mm256_and_si256(v, nibble);
        const __m256i high = _mm256_and_si256(_mm256_srli_epi16(v, 4), nibble);
        const __m256i nextHigh = _mm256_and_si256(_mm256_srli_epi16(n1, 4), nibble);
        const __m256i b = _mm256_and_si256(
            _mm256_and_si256(_mm256_shuffle_epi8(bHigh, high), _mm256_shuffle_epi8(bLow, low)),
            _mm256_shuffle_epi8(bNext, nextHigh));
        const __m256i k =
            _mm256_min_epu8(_mm256_shuffle_epi8(kHigh, high), _mm256_shuffle_epi8(kLow, low));
        if constexpr (counted) {
            const __m256i pairs = constant<0x11>();
            outOfRange = _mm256_add_epi8(outOfRange, _mm256_and_si256(b, pairs));
            surrogateC1 =
                _mm256_add_epi8(surrogateC1, _mm256_and_si256(_mm256_srli_epi16(b, 3), pairs));
            const __m256i cls =
                _mm256_or_si256(_mm256_shuffle_epi8(cHigh, high), _mm256_shuffle_epi8(cLow, low));
            controlLf = _mm256_add_epi8(controlLf, _mm256_shuffle_epi8(cTable, cls));
        }
        m[0] = bitsOf(_mm256_cmpgt_epi8(b, _mm256_setzero_si256()));
        m[1] = bitsOf(_mm256_slli_epi16(b, 1));
        m[2] = bitsOf(k);
        m[3] = bitsOf(_mm256_slli_epi16(k, 1));
        m[4] = bitsOf(_mm256_slli_epi16(k, 2));
    }

    // Stores the masks of the chunk at p as chunk i of the batch.
    template <bool counted>
    __attribute__((always_inline)) U8I_FAST_TARGET void classify(const std::uint8_t *p, Batch &out,
                                                                 int i)
    {
        std::uint32_t lo[5], hi[5];
        half<counted>(p, lo);
        half<counted>(p + 32, hi);
        if constexpr (counted) {
            if (++rounds == 7)
                flush();
        }
        const auto at = static_cast<std::size_t>(i);
        out.kinds[at] = u64{lo[0]} | (u64{hi[0]} << 32);
        out.ee[at] = u64{lo[1]} | (u64{hi[1]} << 32);
        out.k2[at] = u64{lo[2]} | (u64{hi[2]} << 32);
        out.k1[at] = u64{lo[3]} | (u64{hi[3]} << 32);
        out.k0[at] = u64{lo[4]} | (u64{hi[4]} << 32);
    }

    U8I_FAST_TARGET static std::uint32_t bitsOf(__m256i lanes)
    {
        return static_cast<std::uint32_t>(_mm256_movemask_epi8(lanes));
    }
    U8I_FAST_TARGET static Offset total(__m256i lanes)
    {
        return static_cast<Offset>(_mm256_extract_epi64(lanes, 0)) +
               static_cast<Offset>(_mm256_extract_epi64(lanes, 1)) +
               static_cast<Offset>(_mm256_extract_epi64(lanes, 2)) +
               static_cast<Offset>(_mm256_extract_epi64(lanes, 3));
    }

    U8I_FAST_TARGET Sums finish()
    {
        flush();
        return {total(sumSurrogate), total(sumOutOfRange), total(sumC1), total(sumControls),
                total(sumLf)};
    }
};

} // namespace dense

} // namespace
} // namespace u8i::fast
