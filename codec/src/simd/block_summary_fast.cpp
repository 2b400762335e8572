// The fast block summary: the portable version (masks computed byte by byte) and the dispatch to
// the best instruction set of the running CPU.
#include "simd/block_summary_fast.h"

#include "simd/simd_bitpath.h"
#include "simd/simd_driver.h"

#include <cstring>

namespace u8i {
namespace fast {
namespace {

struct Scalar {
    using Chunk = const std::uint8_t *;
    static constexpr bool kValidates = false;
    static constexpr bool kDense = false;
    static Offset dense(Bytes, Offset pos, Offset, Carry &, CarryIn, Counts &, bool &)
    {
        return pos;
    }

    static Chunk load(const std::uint8_t *p) { return p; }
    static u64 nonAscii(Chunk p)
    {
        u64 any = 0;
        for (int i = 0; i < 8; ++i) {
            u64 word = 0;
            std::memcpy(&word, p + 8 * i, 8);
            any |= word;
        }
        return any & 0x8080808080808080ULL;
    }
    static u64 controls(Chunk p) { return rawScalar(p).ctrl; }
    struct Lanes {
        void ascii(Chunk p) { newlines += pop(rawScalar(p).lf); }
        void round(Counts &) {}
        void flush(Counts &out) { out.newlines += newlines; }
        Offset newlines = 0;
    };
    static Raw raw(const std::uint8_t *p) { return rawScalar(p); }
    static Offset validateRun(Bytes, Offset pos) { return pos; }
};

} // namespace

BlockSummary summarizeScalar(Bytes data, Offset begin, Offset end)
{
    return summarizeWith<Scalar>(data, begin, end, true);
}

Offset validateScalar(Bytes data)
{
    return validateWith<Scalar>(data);
}

BlockSummary summarizeBlock(Isa isa, Bytes data, Offset begin, Offset end)
{
    switch (isa) {
#if defined(__x86_64__) || defined(__i386__)
    case Isa::Avx512: return summarizeAvx512(data, begin, end);
    case Isa::Avx2: return summarizeAvx2(data, begin, end);
    case Isa::Sse2: return summarizeSse2(data, begin, end);
#else
    case Isa::Avx512:
    case Isa::Avx2:
    case Isa::Sse2:
#endif
    case Isa::Scalar: break;
    }
    return summarizeScalar(data, begin, end);
}

Offset validate(Isa isa, Bytes data)
{
    switch (isa) {
#if defined(__x86_64__) || defined(__i386__)
    case Isa::Avx512: return validateAvx512(data);
    case Isa::Avx2: return validateAvx2(data);
    case Isa::Sse2: return validateSse2(data);
#else
    case Isa::Avx512:
    case Isa::Avx2:
    case Isa::Sse2:
#endif
    case Isa::Scalar: break;
    }
    return validateScalar(data);
}

} // namespace fast

BlockSummary summarizeBlockFast(Bytes data, Offset begin, Offset end)
{
    return fast::summarizeBlock(simd::active(), data, begin, end);
}

Offset validateFast(Bytes data)
{
    return fast::validate(simd::active(), data);
}

} // namespace u8i
