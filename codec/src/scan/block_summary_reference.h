// Private to the codec (and its tests and benchmarks): the slow, obviously right block summary.
#pragma once

#include "u8i/scan/block_summary.h"

namespace u8i {

// summarizeBlock computed one byte at a time from decodeItemAt: the reference the fast path is
// tested against, and the baseline in the benchmark.
[[nodiscard]] BlockSummary summarizeBlockReference(Bytes data, Offset begin, Offset end);

} // namespace u8i
