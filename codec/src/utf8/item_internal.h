// Private helpers of the item decoder, shared by the annotation and the summaries.
#pragma once

#include "u8i/utf8/item.h"

namespace u8i::detail {

// Where a byte stands relative to the items around it, found by looking back at most 6 bytes.
struct Location {
    enum Kind {
        ItemStart, // an item starts here
        Absorbed,  // a continuation byte absorbed by the lead at `owner`
        InRun,     // inside a run of unexpected continuation bytes that began before
    } kind = ItemStart;
    Offset owner = 0; // for Absorbed
};
[[nodiscard]] Location locate(Bytes data, Offset pos);

// The length of the run of continuation bytes starting at pos, stopping at limit.
[[nodiscard]] Offset continuationRun(Bytes data, Offset pos, Offset limit);

// How many of the replacement units of `group` start in [begin, end).
[[nodiscard]] Offset unitsStartingIn(Bytes data, const Item &group, Offset begin, Offset end);

} // namespace u8i::detail
