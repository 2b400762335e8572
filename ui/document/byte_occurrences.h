// Where one byte value occurs in a buffer, and what it is at each place: the search steps that the
// byte map's occurrence list runs in a worker thread (bounded, cancellable), and the role of the
// byte at one offset, worked out from a few bytes around it.
#pragma once

#include <u8i/scan/scan.h>
#include <u8i/types.h>
#include <u8i/utf8/item.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace u8i::ui {

// One step of listing: the offsets of `value` in [from, to), at most `maxListed` of them.
struct OccurrenceList {
    std::vector<Offset> offsets;
    Offset end = 0; // every occurrence in [from, end) is listed: `to`, or just past the last
                    // offset when the list filled up first
    bool cancelled = false;
};

// Lists the occurrences of `value` in [from, to) with memchr-speed search (findBytes), checking
// `cancel` between chunks.
[[nodiscard]] OccurrenceList listOccurrences(Bytes data, std::uint8_t value, Offset from, Offset to,
                                             std::size_t maxListed,
                                             const std::atomic<bool> *cancel = nullptr);

// How many times `value` occurs in `data` (SIMD compare-and-count where available).
[[nodiscard]] Offset countByte(Bytes data, std::uint8_t value);

// What the byte at `offset` is in the decoding from offset 0.
struct OccurrenceRole {
    ByteRole role = ByteRole::Ascii;
    // The character or ill-formed group the byte belongs to. For a byte inside a long run of
    // unexpected continuation bytes only `kind` is meaningful (the run's start is not looked for).
    Item item;
    int index = 0;         // the byte's 0-based position in `item` (when strayRun is false)
    bool strayRun = false; // inside a run of continuation bytes that no lead absorbed
};

// Looks back at most 5 bytes: cheap at any offset of any file.
[[nodiscard]] OccurrenceRole occurrenceRole(Bytes data, Offset offset);

} // namespace u8i::ui
