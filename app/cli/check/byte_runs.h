// Runs of one repeated byte (10 MiB of NUL is one `control` finding with a count): how far one
// goes, and which ranges a scan found to be one byte throughout, so that the listing can extend a
// run over them without reading their bytes again.
#pragma once

#include "u8i/scan/zero_ranges.h"
#include "u8i/types.h"

#include <map>
#include <mutex>
#include <optional>

namespace u8i::cli {

// How many bytes from `pos` on, before `end`, are `byte`.
[[nodiscard]] Offset sameBytes(Bytes data, Offset pos, Offset end, std::uint8_t byte);

// Ranges of data that are one ASCII byte throughout, noted from any thread while the bytes are
// still in the cache.
class UniformRanges {
  public:
    // `zeros`: ranges known to be zeros without reading them (the holes of a sparse file).
    UniformRanges(Bytes data, const ZeroRanges &zeros) : m_data(data), m_zeros(zeros) {}

    // Reads [begin, end) (unless `zeros` covers it) and notes it when it is one ASCII byte
    // throughout: returns that byte.
    std::optional<std::uint8_t> note(Offset begin, Offset end);
    // True when [begin, end) lies in noted ranges of `byte`.
    [[nodiscard]] bool holds(Offset begin, Offset end, std::uint8_t byte) const;

  private:
    struct Range {
        Offset end = 0;
        std::uint8_t byte = 0;
    };
    Bytes m_data;
    const ZeroRanges &m_zeros;
    mutable std::mutex m_mutex;
    std::map<Offset, Range> m_ranges; // by begin
};

} // namespace u8i::cli
