// The most memory a scan index may take, for the scan suites.
#pragma once

#include "scan/scan_index_internal.h"
#include "u8i/scan/scan.h"

#include <cstddef>

namespace u8i::testing {

// The most the index may hold for `blocks` blocks: 1 byte of mark, 2 x 8 bytes of positions per
// super-block and 72 bytes per super-block with diagnostics (6.5 bytes per block in all), plus
// the overview's fixed maximum and the index itself.
inline std::size_t memoryBound(Offset blocks)
{
    return sizeof(ScanIndex) + kOverviewSegments * sizeof(Overview::Segment) + 2 * sizeof(Offset) +
           sizeof(SuperBlockDiagnostics) + static_cast<std::size_t>(blocks * 13 / 2);
}

} // namespace u8i::testing
