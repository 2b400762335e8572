// The fast block summary with AVX-512 (BW and VL; chosen at run time when the CPU has them): one
// 64-byte vector per chunk; the validator of the AVX2 version, byte classes counted with compares
// into mask registers and popcount, and the chunk masks of the bit-parallel path straight from
// 64-byte compares.
#if defined(__x86_64__) || defined(__i386__)

#include "u8i/simd/isa.h" // U8I_SIMD_TARGET_*

#define U8I_FAST_TARGET __attribute__((target(U8I_SIMD_TARGET_AVX512)))

#include "simd/avx2/simd_avx2.h"
#include "simd/block_summary_fast.h"
#include "simd/simd_dense.h"
#include "simd/simd_driver.h"

#include <algorithm>

namespace u8i::fast {
namespace {

U8I_FAST_TARGET inline __m512i splat64(int byte)
{
    return _mm512_set1_epi8(static_cast<char>(byte));
}

U8I_FAST_TARGET inline __m512i load64(const std::uint8_t *p)
{
    return _mm512_loadu_si512(p);
}

// A 16-entry table in each of the four 128-bit lanes (pshufb looks up within lanes).
struct Table64 {
    alignas(64) std::array<std::uint8_t, 64> bytes{};
    constexpr explicit Table64(const tables::Table &t)
    {
        for (std::size_t i = 0; i < 64; ++i)
            bytes[i] = t[i % 16];
    }
};

inline constexpr Table64 kTables64[] = {
    Table64(tables::kPrevHigh),      Table64(tables::kPrevLow),
    Table64(tables::kCurHigh),       Table64(tables::kNoticePrevHigh),
    Table64(tables::kNoticePrevLow), Table64(tables::kNoticeCurHigh),
    Table64(tables::kNoticeCurLow)};

U8I_FAST_TARGET inline __m512i table64(int i)
{
    return _mm512_load_si512(kTables64[i].bytes.data());
}

// The dense loop's tables (simd_dense.h), widened.
inline constexpr Table64 kDense64[] = {Table64(dense::kBHigh), Table64(dense::kBLow),
                                       Table64(dense::kBNext), Table64(dense::kKHigh),
                                       Table64(dense::kKLow),  Table64(dense::kCHigh),
                                       Table64(dense::kCLow),  Table64(dense::kCTable)};

U8I_FAST_TARGET inline __m512i dense64(int i)
{
    return _mm512_load_si512(kDense64[i].bytes.data());
}

U8I_FAST_TARGET inline __m512i highNibble64(__m512i v)
{
    return _mm512_and_si512(_mm512_srli_epi16(v, 4), splat64(0x0F));
}

// The bytes before cur, shifted in from prev: prevBytes64<1> holds at lane i the byte i-1.
// (The 128-bit lanes of cur moved up by one, prev's last lane coming in, then bytes moved within
// lanes.)
template <int N> U8I_FAST_TARGET inline __m512i prevBytes64(__m512i cur, __m512i prev)
{
    const __m512i lanesUp =
        _mm512_permutex2var_epi64(prev, _mm512_setr_epi64(6, 7, 8, 9, 10, 11, 12, 13), cur);
    return _mm512_alignr_epi8(cur, lanesUp, 16 - N);
}

struct Luts64 {
    __m512i prevHigh, prevLow, curHigh, noticePrevHigh, noticePrevLow, noticeCurHigh, noticeCurLow;
};

U8I_FAST_TARGET inline Luts64 luts64()
{
    return {table64(0), table64(1), table64(2), table64(3), table64(4), table64(5), table64(6)};
}

// The lanes of cur that show an error (the same lookups as the AVX2 version); with `notices`,
// also the lanes that may belong to a notice.
template <bool notices>
U8I_FAST_TARGET inline u64 examine64(const Luts64 &t, __m512i cur, __m512i prev)
{
    const __m512i p1 = prevBytes64<1>(cur, prev);
    const __m512i p1High = highNibble64(p1), p1Low = _mm512_and_si512(p1, splat64(0x0F));
    const __m512i curHigh = highNibble64(cur);
    const __m512i special =
        _mm512_and_si512(_mm512_and_si512(_mm512_shuffle_epi8(t.prevHigh, p1High),
                                          _mm512_shuffle_epi8(t.prevLow, p1Low)),
                         _mm512_shuffle_epi8(t.curHigh, curHigh));
    const __m512i p2 = prevBytes64<2>(cur, prev);
    const __m512i p3 = prevBytes64<3>(cur, prev);
    const __m512i mustBeCont = _mm512_and_si512(
        _mm512_or_si512(_mm512_subs_epu8(p2, splat64(0x60)), _mm512_subs_epu8(p3, splat64(0x70))),
        splat64(0x80));
    __m512i bad = _mm512_xor_si512(special, mustBeCont);
    if constexpr (notices) {
        const __m512i curLow = _mm512_and_si512(cur, splat64(0x0F));
        const __m512i pair = _mm512_and_si512(_mm512_shuffle_epi8(t.noticePrevHigh, p1High),
                                              _mm512_shuffle_epi8(t.noticePrevLow, p1Low));
        const __m512i flags =
            _mm512_and_si512(_mm512_and_si512(_mm512_or_si512(pair, splat64(tables::kSolo)),
                                              _mm512_shuffle_epi8(t.noticeCurHigh, curHigh)),
                             _mm512_shuffle_epi8(t.noticeCurLow, curLow));
        bad = _mm512_or_si512(bad, flags);
    }
    return _mm512_test_epi8_mask(bad, bad);
}

U8I_FAST_TARGET inline u64 asciiControls64(__m512i v)
{
    const u64 allowed = _mm512_cmpeq_epi8_mask(v, splat64(0x09)) |
                        _mm512_cmpeq_epi8_mask(v, splat64(0x0A)) |
                        _mm512_cmpeq_epi8_mask(v, splat64(0x0D));
    return (_mm512_cmple_epu8_mask(v, splat64(0x1F)) & ~allowed) |
           _mm512_cmpeq_epi8_mask(v, splat64(0x7F));
}

U8I_FAST_TARGET inline Offset laneSum64(__m512i acc)
{
    alignas(64) std::uint64_t sums[8];
    _mm512_store_si512(sums, _mm512_sad_epu8(acc, _mm512_setzero_si512()));
    Offset total = 0;
    for (const std::uint64_t s : sums)
        total += s;
    return total;
}

// Byte-lane counters of the chunks counted as ASCII or valid, emptied before a lane can overflow.
struct Lanes64 {
    __m512i ge80, geC0, geE0, geF0, lf, one;
    int rounds = 0;

    U8I_FAST_TARGET Lanes64()
        : ge80(_mm512_setzero_si512()), geC0(ge80), geE0(ge80), geF0(ge80), lf(ge80),
          one(splat64(1))
    {
    }
    U8I_FAST_TARGET void valid(__m512i v)
    {
        ge80 = _mm512_mask_add_epi8(ge80, _mm512_movepi8_mask(v), ge80, one);
        geC0 = _mm512_mask_add_epi8(geC0, _mm512_cmpge_epu8_mask(v, splat64(0xC0)), geC0, one);
        geE0 = _mm512_mask_add_epi8(geE0, _mm512_cmpge_epu8_mask(v, splat64(0xE0)), geE0, one);
        geF0 = _mm512_mask_add_epi8(geF0, _mm512_cmpge_epu8_mask(v, splat64(0xF0)), geF0, one);
        ascii(v);
    }
    U8I_FAST_TARGET void ascii(__m512i v)
    {
        lf = _mm512_mask_add_epi8(lf, _mm512_cmpeq_epi8_mask(v, splat64(0x0A)), lf, one);
    }
    U8I_FAST_TARGET void flush(Counts &out)
    {
        out.cleanGe80 += laneSum64(ge80);
        out.cleanGeC0 += laneSum64(geC0);
        out.cleanGeE0 += laneSum64(geE0);
        out.cleanGeF0 += laneSum64(geF0);
        out.newlines += laneSum64(lf);
        ge80 = geC0 = geE0 = geF0 = lf = _mm512_setzero_si512();
        rounds = 0;
    }
    // After each chunk.
    U8I_FAST_TARGET void round(Counts &out)
    {
        if (++rounds == 255)
            flush(out);
    }
};

// The constants of the dense classifier, each a whole 64-byte vector.
struct Splats {
    static constexpr std::uint8_t kBytes[] = {0x0F, 0x11, 0x08, 0x01, 0x10, 0x20, 0x40, 0xC0};
    alignas(64) std::uint8_t lanes[std::size(kBytes)][64]{};
    constexpr Splats()
    {
        for (std::size_t i = 0; i < std::size(kBytes); ++i)
            for (std::size_t j = 0; j < 64; ++j)
                lanes[i][j] = kBytes[i];
    }
    [[nodiscard]] static constexpr std::size_t indexOf(int byte)
    {
        for (std::size_t i = 0; i < std::size(kBytes); ++i)
            if (kBytes[i] == byte)
                return i;
        return std::size(kBytes);
    }
};
inline constexpr Splats kSplats;

// The dense way's classifier (simd_dense.h) on 64-byte vectors: the tables of the AVX2 one, masks
// straight from tests into mask registers, counts in the nibbles of byte lanes as the AVX2 one
// keeps them (table B's counted bits sit in pairs 4 bits apart, table C gives 0x01 and 0x10): an
// and and an add a pair, not a mask made a vector again for each count.
struct DenseClassifier64 {
    __m512i bHigh = dense64(0), bLow = dense64(1), bNext = dense64(2), kHigh = dense64(3),
            kLow = dense64(4), cHigh = dense64(5), cLow = dense64(6), cTable = dense64(7);
    // Nibble counters (at most one per chunk in each nibble), emptied every 15 chunks: out-of-range
    // leads (both nibbles), surrogates (low) and C1 controls (high), ASCII controls (low) and line
    // feeds (high); and their sums in 64-bit lanes.
    __m512i outOfRange = _mm512_setzero_si512(), surrogateC1 = outOfRange, controlLf = outOfRange;
    __m512i sumOutOfRange = outOfRange, sumSurrogate = outOfRange, sumC1 = outOfRange,
            sumControls = outOfRange, sumLf = outOfRange;
    int rounds = 0;

    U8I_FAST_TARGET DenseClassifier64() = default;

    // A byte in every lane, from memory (so that it is no broadcast in the loop).
    template <int byte> U8I_FAST_TARGET static __m512i splat()
    {
        constexpr std::size_t i = Splats::indexOf(byte);
        __m512i v = _mm512_load_si512(kSplats.lanes[i]);
        asm("" : "+v"(v)); // a load, not a broadcast from a general register made anew
        return v;
    }
    U8I_FAST_TARGET static u64 cont(const std::uint8_t *p)
    {
        return _mm512_cmplt_epi8_mask(load64(p), splat<0xC0>());
    }
    // The sums of the low (high) nibbles of acc, in 64-bit lanes.
    U8I_FAST_TARGET static __m512i low(__m512i acc)
    {
        return _mm512_sad_epu8(_mm512_and_si512(acc, splat<0x0F>()), _mm512_setzero_si512());
    }
    U8I_FAST_TARGET static __m512i high(__m512i acc) { return low(_mm512_srli_epi16(acc, 4)); }
    U8I_FAST_TARGET void flush()
    {
        sumOutOfRange =
            _mm512_add_epi64(sumOutOfRange, _mm512_add_epi64(low(outOfRange), high(outOfRange)));
        sumSurrogate = _mm512_add_epi64(sumSurrogate, low(surrogateC1));
        sumC1 = _mm512_add_epi64(sumC1, high(surrogateC1));
        sumControls = _mm512_add_epi64(sumControls, low(controlLf));
        sumLf = _mm512_add_epi64(sumLf, high(controlLf));
        outOfRange = surrogateC1 = controlLf = _mm512_setzero_si512();
        rounds = 0;
    }
    U8I_FAST_TARGET void endBatch() {}
    U8I_FAST_TARGET static Offset total(__m512i lanes)
    {
        alignas(64) std::uint64_t sums[8];
        _mm512_store_si512(sums, lanes);
        Offset sum = 0;
        for (const std::uint64_t s : sums)
            sum += static_cast<Offset>(s);
        return sum;
    }

    template <bool counted>
    __attribute__((always_inline)) U8I_FAST_TARGET void classify(const std::uint8_t *p,
                                                                 dense::Batch &m, int i)
    {
        const __m512i v = load64(p), n1 = load64(p + 1);
        const __m512i low = _mm512_and_si512(v, splat<0x0F>());
        const __m512i high = _mm512_and_si512(_mm512_srli_epi16(v, 4), splat<0x0F>());
        const __m512i nextHigh = _mm512_and_si512(_mm512_srli_epi16(n1, 4), splat<0x0F>());
        const __m512i b = _mm512_ternarylogic_epi32(_mm512_shuffle_epi8(bHigh, high),
                                                    _mm512_shuffle_epi8(bLow, low),
                                                    _mm512_shuffle_epi8(bNext, nextHigh), 0x80);
        const __m512i k =
            _mm512_min_epu8(_mm512_shuffle_epi8(kHigh, high), _mm512_shuffle_epi8(kLow, low));
        if constexpr (counted) {
            const __m512i c =
                _mm512_shuffle_epi8(cTable, _mm512_or_si512(_mm512_shuffle_epi8(cHigh, high),
                                                            _mm512_shuffle_epi8(cLow, low)));
            const __m512i pairs = splat<0x11>();
            outOfRange = _mm512_add_epi8(outOfRange, _mm512_and_si512(b, pairs));
            surrogateC1 =
                _mm512_add_epi8(surrogateC1, _mm512_and_si512(_mm512_srli_epi16(b, 3), pairs));
            controlLf = _mm512_add_epi8(controlLf, c);
            if (++rounds == 15)
                flush();
        }
        const auto at = static_cast<std::size_t>(i);
        m.kinds[at] = _mm512_cmpgt_epi8_mask(b, _mm512_setzero_si512());
        m.ee[at] = _mm512_test_epi8_mask(b, splat<dense::kRareLead>());
        m.k2[at] = _mm512_movepi8_mask(k);
        m.k1[at] = _mm512_test_epi8_mask(k, splat<0x40>());
        m.k0[at] = _mm512_test_epi8_mask(k, splat<0x20>());
    }
    U8I_FAST_TARGET dense::Sums finish()
    {
        flush();
        return {total(sumSurrogate), total(sumOutOfRange), total(sumC1), total(sumControls),
                total(sumLf)};
    }
};

struct Avx512 {
    U8I_FAST_TARGET static Raw raw(const std::uint8_t *p)
    {
        const __m512i v = _mm512_loadu_si512(p);
        Raw r;
        r.ge80 = _mm512_movepi8_mask(v);
        r.geC0 = _mm512_cmpge_epu8_mask(v, splat64(0xC0));
        r.geC2 = _mm512_cmpge_epu8_mask(v, splat64(0xC2));
        r.geE0 = _mm512_cmpge_epu8_mask(v, splat64(0xE0));
        r.geF0 = _mm512_cmpge_epu8_mask(v, splat64(0xF0));
        r.geF5 = _mm512_cmpge_epu8_mask(v, splat64(0xF5));
        r.geF8 = _mm512_cmpge_epu8_mask(v, splat64(0xF8));
        r.geFC = _mm512_cmpge_epu8_mask(v, splat64(0xFC));
        r.geFE = _mm512_cmpge_epu8_mask(v, splat64(0xFE));
        r.ge90 = _mm512_cmpge_epu8_mask(v, splat64(0x90));
        r.geA0 = _mm512_cmpge_epu8_mask(v, splat64(0xA0));
        r.eE0 = _mm512_cmpeq_epi8_mask(v, splat64(0xE0));
        r.eED = _mm512_cmpeq_epi8_mask(v, splat64(0xED));
        r.eF0 = _mm512_cmpeq_epi8_mask(v, splat64(0xF0));
        r.eF4 = _mm512_cmpeq_epi8_mask(v, splat64(0xF4));
        r.eC2 = _mm512_cmpeq_epi8_mask(v, splat64(0xC2));
        r.eEEorEF = _mm512_cmpeq_epi8_mask(_mm512_or_si512(v, splat64(0x01)), splat64(0xEF));
        r.lf = _mm512_cmpeq_epi8_mask(v, splat64(0x0A));
        const u64 allowed = _mm512_cmpeq_epi8_mask(v, splat64(0x09)) | r.lf |
                            _mm512_cmpeq_epi8_mask(v, splat64(0x0D));
        r.ctrl = (_mm512_cmple_epu8_mask(v, splat64(0x1F)) & ~allowed) |
                 _mm512_cmpeq_epi8_mask(v, splat64(0x7F));
        return r;
    }

    using Chunk = __m512i;
    static constexpr bool kValidates = true;
    // Runs of chunks with errors: the AVX2 way (simd_dense.h).
    static constexpr bool kDense = true;
    U8I_FAST_TARGET static Offset dense(Bytes data, Offset pos, Offset stop, Carry &carry,
                                        CarryIn in, Counts &out, bool &lastHadGroups)
    {
        return dense::denseRun<DenseClassifier64>(data, pos, stop, carry, in, out, lastHadGroups);
    }

    using Lanes = Lanes64;
    U8I_FAST_TARGET static Chunk load(const std::uint8_t *p) { return load64(p); }
    U8I_FAST_TARGET static u64 nonAscii(Chunk v) { return _mm512_movepi8_mask(v); }
    U8I_FAST_TARGET static u64 controls(Chunk v) { return asciiControls64(v); }
    U8I_FAST_TARGET static u64 examine(Chunk cur, Chunk prev)
    {
        return examine64<true>(luts64(), cur, prev);
    }

    U8I_FAST_TARGET static Offset validateRun(Bytes data, Offset pos)
    {
        const std::uint8_t *d = data.data();
        if (pos < 64 || pos + 128 > data.size())
            return pos;
        const Offset limit = data.size() - 128;
        const Luts64 t = luts64();
        __m512i prev = load64(d + pos - 64);
        u64 badHead = 0;
        bool headKnown = false;
        while (pos <= limit) {
            const __m512i v = load64(d + pos);
            if (_mm512_movepi8_mask(v) == 0) {
                headKnown = false;
                prev = v;
                pos += 64;
                continue;
            }
            if (!headKnown)
                badHead = examine64<false>(t, v, prev);
            const u64 badNext = examine64<false>(t, load64(d + pos + 64), v);
            if ((badHead | (badNext & 7)) != 0)
                break;
            badHead = badNext;
            headKnown = true;
            prev = v;
            pos += 64;
        }
        return pos;
    }
};

} // namespace

BlockSummary summarizeAvx512(Bytes data, Offset begin, Offset end)
{
    return summarizeWith<Avx512>(data, begin, end, true);
}

Offset validateAvx512(Bytes data)
{
    return validateWith<Avx512>(data);
}

} // namespace u8i::fast

#endif
