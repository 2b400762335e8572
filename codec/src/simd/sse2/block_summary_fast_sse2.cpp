// The fast block summary with SSE2 (every x86-64 CPU): the chunk masks from 16-byte compares, and
// chunks of ASCII (controls included) counted a chunk at a time. Without byte shuffles there is no
// lookup-table validator: other chunks take the bit-parallel way.
#if defined(__x86_64__) || defined(__i386__)

#include "u8i/simd/isa.h" // U8I_SIMD_TARGET_*

#define U8I_FAST_TARGET __attribute__((target(U8I_SIMD_TARGET_SSE2)))

#include "simd/block_summary_fast.h"
#include "simd/simd_bitpath.h"
#include "simd/simd_driver.h"

#include <emmintrin.h>

namespace u8i::fast {
namespace {

U8I_FAST_TARGET inline __m128i splat(int byte)
{
    return _mm_set1_epi8(static_cast<char>(byte));
}

U8I_FAST_TARGET inline u64 bits16(__m128i v, int shift)
{
    return static_cast<u64>(static_cast<unsigned>(_mm_movemask_epi8(v))) << shift;
}

// ASCII controls that are notices (lanes holding ASCII only).
U8I_FAST_TARGET inline __m128i asciiControls(__m128i v)
{
    const __m128i low = _mm_cmpgt_epi8(splat(0x20), v);
    const __m128i allowed =
        _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, splat(0x09)), _mm_cmpeq_epi8(v, splat(0x0A))),
                     _mm_cmpeq_epi8(v, splat(0x0D)));
    return _mm_or_si128(_mm_andnot_si128(allowed, low), _mm_cmpeq_epi8(v, splat(0x7F)));
}

struct Sse2 {
    U8I_FAST_TARGET static Raw raw(const std::uint8_t *p)
    {
        u64 planes[8] = {};
        for (int i = 0; i < 4; ++i) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i));
            const int s = 16 * i;
            planes[7] |= bits16(v, s);
            planes[6] |= bits16(_mm_slli_epi16(v, 1), s);
            planes[5] |= bits16(_mm_slli_epi16(v, 2), s);
            planes[4] |= bits16(_mm_slli_epi16(v, 3), s);
            planes[3] |= bits16(_mm_slli_epi16(v, 4), s);
            planes[2] |= bits16(_mm_slli_epi16(v, 5), s);
            planes[1] |= bits16(_mm_slli_epi16(v, 6), s);
            planes[0] |= bits16(_mm_slli_epi16(v, 7), s);
        }
        return rawFromPlanes(planes);
    }

    struct Chunk {
        __m128i v[4];
    };
    static constexpr bool kValidates = false;
    static constexpr bool kDense = false;
    static Offset dense(Bytes, Offset pos, Offset, Carry &, CarryIn, Counts &, bool &)
    {
        return pos;
    }

    U8I_FAST_TARGET static Chunk load(const std::uint8_t *p)
    {
        Chunk c;
        for (int i = 0; i < 4; ++i)
            c.v[i] = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i));
        return c;
    }
    U8I_FAST_TARGET static u64 nonAscii(const Chunk &c)
    {
        const __m128i any =
            _mm_or_si128(_mm_or_si128(c.v[0], c.v[1]), _mm_or_si128(c.v[2], c.v[3]));
        return static_cast<u64>(static_cast<unsigned>(_mm_movemask_epi8(any)));
    }
    U8I_FAST_TARGET static u64 controls(const Chunk &c)
    {
        u64 mask = 0;
        for (int i = 0; i < 4; ++i)
            mask |= bits16(asciiControls(c.v[i]), 16 * i);
        return mask;
    }
    // Line feeds counted by mask (no validator, so only ASCII chunks).
    struct Lanes {
        U8I_FAST_TARGET void ascii(const Chunk &c)
        {
            u64 lf = 0;
            for (int i = 0; i < 4; ++i)
                lf |= bits16(_mm_cmpeq_epi8(c.v[i], splat(0x0A)), 16 * i);
            newlines += pop(lf);
        }
        void round(Counts &) {}
        void flush(Counts &out) { out.newlines += newlines; }
        Offset newlines = 0;
    };

    U8I_FAST_TARGET static Offset validateRun(Bytes data, Offset pos)
    {
        const std::uint8_t *d = data.data();
        while (pos + 64 <= data.size()) {
            __m128i any = _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + pos));
            for (int i = 1; i < 4; ++i)
                any = _mm_or_si128(
                    any, _mm_loadu_si128(reinterpret_cast<const __m128i *>(d + pos + 16 * i)));
            if (_mm_movemask_epi8(any) != 0)
                break;
            pos += 64;
        }
        return pos;
    }
};

} // namespace

BlockSummary summarizeSse2(Bytes data, Offset begin, Offset end)
{
    return summarizeWith<Sse2>(data, begin, end, true);
}

Offset validateSse2(Bytes data)
{
    return validateWith<Sse2>(data);
}

} // namespace u8i::fast

#endif
