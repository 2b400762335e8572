// What a reader that gives pages back behind it reported: the ranges [begin, end) it was done
// with. They must follow each other from 0 to the end, without a gap or an overlap.
#pragma once

#include "u8i/types.h"

#include <utility>
#include <vector>

namespace u8i::testing {

using ReleasedRanges = std::vector<std::pair<Offset, Offset>>;

// True when `ranges` are [0, a), [a, b), ... [y, size), none of them empty.
[[nodiscard]] inline bool coverInOrder(const ReleasedRanges &ranges, Offset size)
{
    Offset next = 0;
    for (const auto &[begin, end] : ranges) {
        if (begin != next || end <= begin)
            return false;
        next = end;
    }
    return next == size;
}

} // namespace u8i::testing
