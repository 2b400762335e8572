// The AVX2 part of the fast block summary: a chunk is two 32-byte vectors; a lookup-table
// validator proves chunks of text valid and free of notices, vector compares count their byte
// classes in byte lanes, and the chunk masks of the bit-parallel path come from bit planes.
// Included by the AVX2 source file; the AVX-512 one takes its tables and helpers.
#pragma once

#include "simd/avx2/simd_avx2_tables.h"
#include "simd/simd_bitpath.h"

#include <immintrin.h>

namespace u8i::fast {
namespace {

U8I_FAST_TARGET inline __m256i splat(int byte)
{
    return _mm256_set1_epi8(static_cast<char>(byte));
}

U8I_FAST_TARGET inline __m256i load32(const std::uint8_t *p)
{
    return _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
}

U8I_FAST_TARGET inline __m256i table(const tables::Table &t)
{
    const __m128i half = _mm_loadu_si128(reinterpret_cast<const __m128i *>(t.data()));
    return _mm256_broadcastsi128_si256(half);
}

U8I_FAST_TARGET inline u64 bits(__m256i lo, __m256i hi)
{
    return static_cast<u64>(static_cast<std::uint32_t>(_mm256_movemask_epi8(lo))) |
           (static_cast<u64>(static_cast<std::uint32_t>(_mm256_movemask_epi8(hi))) << 32);
}

// Lanes where byte >= t, with x = byte ^ 0x80.
U8I_FAST_TARGET inline __m256i atLeast(__m256i x, int t)
{
    return _mm256_cmpgt_epi8(x, splat(t - 129));
}

U8I_FAST_TARGET inline __m256i highNibble(__m256i v)
{
    return _mm256_and_si256(_mm256_srli_epi16(v, 4), splat(0x0F));
}

// The bytes before cur, shifted in from prev: prevBytes<1> holds at lane i the byte i-1.
template <int N> U8I_FAST_TARGET inline __m256i prevBytes(__m256i cur, __m256i prev)
{
    return _mm256_alignr_epi8(cur, _mm256_permute2x128_si256(prev, cur, 0x21), 16 - N);
}

U8I_FAST_TARGET inline __m256i asciiControls(__m256i v)
{
    const __m256i low = _mm256_cmpeq_epi8(_mm256_min_epu8(v, splat(0x1F)), v);
    const __m256i allowed = _mm256_or_si256(
        _mm256_or_si256(_mm256_cmpeq_epi8(v, splat(0x09)), _mm256_cmpeq_epi8(v, splat(0x0A))),
        _mm256_cmpeq_epi8(v, splat(0x0D)));
    return _mm256_or_si256(_mm256_andnot_si256(allowed, low), _mm256_cmpeq_epi8(v, splat(0x7F)));
}

struct Luts {
    __m256i prevHigh, prevLow, curHigh, noticePrevHigh, noticePrevLow, noticeCurHigh, noticeCurLow;
};

U8I_FAST_TARGET inline Luts luts()
{
    return {table(tables::kPrevHigh),      table(tables::kPrevLow),
            table(tables::kCurHigh),       table(tables::kNoticePrevHigh),
            table(tables::kNoticePrevLow), table(tables::kNoticeCurHigh),
            table(tables::kNoticeCurLow)};
}

// The errors of the 32 bytes of cur (with the 3 bytes before it from prev).
U8I_FAST_TARGET inline __m256i errors(const Luts &t, __m256i cur, __m256i prev)
{
    const __m256i p1 = prevBytes<1>(cur, prev);
    const __m256i special = _mm256_and_si256(
        _mm256_and_si256(_mm256_shuffle_epi8(t.prevHigh, highNibble(p1)),
                         _mm256_shuffle_epi8(t.prevLow, _mm256_and_si256(p1, splat(0x0F)))),
        _mm256_shuffle_epi8(t.curHigh, highNibble(cur)));
    const __m256i p2 = prevBytes<2>(cur, prev);
    const __m256i p3 = prevBytes<3>(cur, prev);
    const __m256i mustBeCont = _mm256_and_si256(
        _mm256_or_si256(_mm256_subs_epu8(p2, splat(0x60)), _mm256_subs_epu8(p3, splat(0x70))),
        splat(0x80));
    return _mm256_xor_si256(special, mustBeCont);
}

// Errors, and the notice prefilter, of cur.
U8I_FAST_TARGET inline void examineLanes(const Luts &t, __m256i cur, __m256i prev, __m256i &err,
                                         __m256i &flags)
{
    const __m256i p1 = prevBytes<1>(cur, prev);
    const __m256i p1High = highNibble(p1), p1Low = _mm256_and_si256(p1, splat(0x0F));
    const __m256i curHigh = highNibble(cur), curLow = _mm256_and_si256(cur, splat(0x0F));
    const __m256i special =
        _mm256_and_si256(_mm256_and_si256(_mm256_shuffle_epi8(t.prevHigh, p1High),
                                          _mm256_shuffle_epi8(t.prevLow, p1Low)),
                         _mm256_shuffle_epi8(t.curHigh, curHigh));
    const __m256i p2 = prevBytes<2>(cur, prev);
    const __m256i p3 = prevBytes<3>(cur, prev);
    const __m256i mustBeCont = _mm256_and_si256(
        _mm256_or_si256(_mm256_subs_epu8(p2, splat(0x60)), _mm256_subs_epu8(p3, splat(0x70))),
        splat(0x80));
    err = _mm256_xor_si256(special, mustBeCont);
    const __m256i pair = _mm256_and_si256(_mm256_shuffle_epi8(t.noticePrevHigh, p1High),
                                          _mm256_shuffle_epi8(t.noticePrevLow, p1Low));
    flags = _mm256_and_si256(_mm256_and_si256(_mm256_or_si256(pair, splat(tables::kSolo)),
                                              _mm256_shuffle_epi8(t.noticeCurHigh, curHigh)),
                             _mm256_shuffle_epi8(t.noticeCurLow, curLow));
}

U8I_FAST_TARGET inline bool allZero(__m256i v)
{
    return _mm256_testz_si256(v, v) != 0;
}

// The lanes of v that are not zero, one bit per byte.
U8I_FAST_TARGET inline std::uint32_t nonZero(__m256i v)
{
    return ~static_cast<std::uint32_t>(
        _mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_setzero_si256())));
}

U8I_FAST_TARGET inline Offset laneSum(__m256i acc)
{
    const __m256i sums = _mm256_sad_epu8(acc, _mm256_setzero_si256());
    return static_cast<Offset>(_mm256_extract_epi64(sums, 0)) +
           static_cast<Offset>(_mm256_extract_epi64(sums, 1)) +
           static_cast<Offset>(_mm256_extract_epi64(sums, 2)) +
           static_cast<Offset>(_mm256_extract_epi64(sums, 3));
}

// Byte-lane counters of the chunks counted as ASCII or valid (each lane counts up to 255, two per
// chunk, so they are emptied often).
struct Lanes {
    __m256i ge80, geC0, geE0, geF0, lf;
    int rounds = 0;

    U8I_FAST_TARGET Lanes()
        : ge80(_mm256_setzero_si256()), geC0(ge80), geE0(ge80), geF0(ge80), lf(ge80)
    {
    }
    template <class Chunk> U8I_FAST_TARGET void valid(const Chunk &v)
    {
        add(v.lo);
        add(v.hi);
    }
    template <class Chunk> U8I_FAST_TARGET void ascii(const Chunk &v)
    {
        lf = _mm256_sub_epi8(lf, _mm256_cmpeq_epi8(v.lo, splat(0x0A)));
        lf = _mm256_sub_epi8(lf, _mm256_cmpeq_epi8(v.hi, splat(0x0A)));
    }
    U8I_FAST_TARGET void flush(Counts &out)
    {
        out.cleanGe80 += laneSum(ge80);
        out.cleanGeC0 += laneSum(geC0);
        out.cleanGeE0 += laneSum(geE0);
        out.cleanGeF0 += laneSum(geF0);
        out.newlines += laneSum(lf);
        ge80 = geC0 = geE0 = geF0 = lf = _mm256_setzero_si256();
        rounds = 0;
    }
    // After each chunk.
    U8I_FAST_TARGET void round(Counts &out)
    {
        if (++rounds == 127)
            flush(out);
    }

  private:
    U8I_FAST_TARGET void add(__m256i v)
    {
        const __m256i x = _mm256_xor_si256(v, splat(0x80));
        ge80 = _mm256_sub_epi8(ge80, _mm256_cmpgt_epi8(_mm256_setzero_si256(), v));
        geC0 = _mm256_sub_epi8(geC0, atLeast(x, 0xC0));
        geE0 = _mm256_sub_epi8(geE0, atLeast(x, 0xE0));
        geF0 = _mm256_sub_epi8(geF0, atLeast(x, 0xF0));
        lf = _mm256_sub_epi8(lf, _mm256_cmpeq_epi8(v, splat(0x0A)));
    }
};

const __m256i *firstThreeLanes()
{
    alignas(32) static const std::uint8_t mask[32] = {0xFF, 0xFF, 0xFF};
    return reinterpret_cast<const __m256i *>(mask);
}

struct Avx2 {
    U8I_FAST_TARGET static Raw raw(const std::uint8_t *p)
    {
        const __m256i a = load32(p), b = load32(p + 32);
        u64 planes[8];
        planes[7] = bits(a, b);
        planes[6] = bits(_mm256_slli_epi16(a, 1), _mm256_slli_epi16(b, 1));
        planes[5] = bits(_mm256_slli_epi16(a, 2), _mm256_slli_epi16(b, 2));
        planes[4] = bits(_mm256_slli_epi16(a, 3), _mm256_slli_epi16(b, 3));
        planes[3] = bits(_mm256_slli_epi16(a, 4), _mm256_slli_epi16(b, 4));
        planes[2] = bits(_mm256_slli_epi16(a, 5), _mm256_slli_epi16(b, 5));
        planes[1] = bits(_mm256_slli_epi16(a, 6), _mm256_slli_epi16(b, 6));
        planes[0] = bits(_mm256_slli_epi16(a, 7), _mm256_slli_epi16(b, 7));
        return rawFromPlanes(planes);
    }

    struct Chunk {
        __m256i lo, hi;
    };
    static constexpr bool kValidates = true;
    // Runs of chunks with errors (simd_dense.h).
    static constexpr bool kDense = true;
    U8I_FAST_TARGET static Offset dense(Bytes data, Offset pos, Offset stop, Carry &carry,
                                        CarryIn in, Counts &out, bool &lastHadGroups);

    using Lanes = fast::Lanes;
    U8I_FAST_TARGET static Chunk load(const std::uint8_t *p) { return {load32(p), load32(p + 32)}; }
    U8I_FAST_TARGET static u64 nonAscii(const Chunk &v)
    {
        return static_cast<u64>(
            static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_or_si256(v.lo, v.hi))));
    }
    U8I_FAST_TARGET static u64 controls(const Chunk &v)
    {
        return bits(asciiControls(v.lo), asciiControls(v.hi));
    }
    U8I_FAST_TARGET static u64 examine(const Chunk &cur, const Chunk &prev)
    {
        const Luts t = luts();
        __m256i err0, flags0, err1, flags1;
        examineLanes(t, cur.lo, prev.hi, err0, flags0);
        examineLanes(t, cur.hi, cur.lo, err1, flags1);
        return static_cast<u64>(nonZero(_mm256_or_si256(err0, flags0))) |
               (static_cast<u64>(nonZero(_mm256_or_si256(err1, flags1))) << 32);
    }

    U8I_FAST_TARGET static Offset validateRun(Bytes data, Offset pos)
    {
        const std::uint8_t *d = data.data();
        if (pos < 32)
            return pos;
        const Luts t = luts();
        const __m256i first3 = _mm256_load_si256(firstThreeLanes());
        __m256i prev = load32(d + pos - 32);
        __m256i errHead = _mm256_setzero_si256();
        bool headKnown = false;
        while (pos + 96 <= data.size()) {
            const __m256i v0 = load32(d + pos), v1 = load32(d + pos + 32);
            if (_mm256_movemask_epi8(_mm256_or_si256(v0, v1)) == 0) {
                headKnown = false;
                prev = v1;
                pos += 64;
                continue;
            }
            if (!headKnown)
                errHead = errors(t, v0, prev);
            const __m256i err1 = errors(t, v1, v0);
            const __m256i errNext = errors(t, load32(d + pos + 64), v1);
            const __m256i bad =
                _mm256_or_si256(_mm256_or_si256(errHead, err1), _mm256_and_si256(errNext, first3));
            if (!allZero(bad))
                break;
            errHead = errNext;
            headKnown = true;
            prev = v1;
            pos += 64;
        }
        return pos;
    }
};

} // namespace
} // namespace u8i::fast
