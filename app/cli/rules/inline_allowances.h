// Inline allowances: "utf8-inspector: allow confusable" (or "allow U+200D", or several separated
// by commas) on a line, or on the line before, allows exactly that on that line, as "# noqa" and
// NOLINT do. Words after the list (a reason) are not read: "allow confusable -- a brand name".
#pragma once

#include "u8i/scan/zero_ranges.h"
#include "u8i/types.h"
#include "u8i/utf8/utf8_rules.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace u8i::cli {

struct Allowance {
    LineColumn at;     // of its word
    Offset offset = 0; // of its word
    std::string word;  // "confusable", "U+200D", or what it names that is no kind
    std::string kind;  // the kind's name, when it names a kind
    std::optional<std::uint32_t> codePoint; // when it names a character
    bool used = false;

    [[nodiscard]] bool known() const { return !kind.empty() || codePoint.has_value(); }
    // Whether it covers line `line` (its own, and the next).
    [[nodiscard]] bool covers(Offset line) const { return line == at.line || line == at.line + 1; }
};

inline constexpr std::string_view kAllowanceMarker = "utf8-inspector:";

// The bytes [begin, end) of the data, from wherever they are cheapest to read (a reused buffer
// filled by pread, rather than the pages of a mapping).
using PieceReader = std::function<Bytes(Offset begin, Offset end)>;

// Appends the offset of each marker that starts in [begin, end) of `data` (reading up to the
// marker's length past `end`, where one may end), searched a piece at a time through `read` (the
// data itself when empty); the pieces that `holes` covers (zeros: no text) are skipped.
void findAllowanceMarkers(Bytes data, Offset begin, Offset end, const ZeroRanges &holes,
                          const PieceReader &read, std::vector<Offset> &markers);

// The allowances after the markers at `markers` (ascending offsets of `data`), in order: only
// their lines are read.
[[nodiscard]] std::vector<Allowance> allowancesAt(Bytes data, const std::vector<Offset> &markers);

// Every allowance in `data`, in order, searched a piece at a time through `read` (the data
// itself when empty); the pieces that `holes` covers (zeros: no text) are skipped. Only the lines
// of the allowances found are read from `data`.
[[nodiscard]] std::vector<Allowance> findAllowances(Bytes data, const ZeroRanges &holes = {},
                                                    const PieceReader &read = {});

} // namespace u8i::cli
