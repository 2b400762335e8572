// The fast block summary with AVX2 (chosen at run time when the CPU has it): chunks of valid text
// are proven clean by a lookup-table validator and counted with vector compares in byte lanes;
// the rest goes through the bit-parallel path with masks from 32-byte compares.
#if defined(__x86_64__) || defined(__i386__)

#include "u8i/simd/isa.h" // U8I_SIMD_TARGET_*

#define U8I_FAST_TARGET __attribute__((target(U8I_SIMD_TARGET_AVX2)))

#include "simd/avx2/simd_avx2.h"
#include "simd/avx2/simd_dense_avx2.h"
#include "simd/block_summary_fast.h"
#include "simd/simd_dense.h"
#include "simd/simd_driver.h"

namespace u8i::fast {
namespace {

Offset Avx2::dense(Bytes data, Offset pos, Offset stop, Carry &carry, CarryIn in, Counts &out,
                   bool &lastHadGroups)
{
    return dense::denseRun<dense::Avx2Classifier>(data, pos, stop, carry, in, out, lastHadGroups);
}

} // namespace

BlockSummary summarizeAvx2(Bytes data, Offset begin, Offset end)
{
    return summarizeWith<Avx2>(data, begin, end, true);
}

Offset validateAvx2(Bytes data)
{
    return validateWith<Avx2>(data);
}

} // namespace u8i::fast

#endif
