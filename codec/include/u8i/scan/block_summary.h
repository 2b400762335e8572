// The summary of a range of bytes (usually one 64 KiB block): counts per role, per sequence
// length, per diagnostic and notice kind, units, newlines, and where the first diagnostic lies.
//
// Attribution, so that a block's summary depends only on the data, never on its neighbours'
// summaries or on threads: byte roles, replacement units, characters and newlines count where
// their byte lies; a character's sequence length and a group's kind count in the block where it
// starts. Summaries of adjacent ranges therefore add up to the summary of both.
#pragma once

#include "u8i/types.h"

#include <array>

namespace u8i {

inline constexpr Offset kBlockSize = 64 * 1024;

struct BlockSummary {
    std::array<Offset, 4> roles{};     // bytes per ByteRole
    std::array<Offset, 4> sequences{}; // well-formed characters of 1, 2, 3, 4 bytes starting here
    std::array<Offset, kErrorKindCount> diagnostics{}; // groups by ErrorKind starting here
    std::array<Offset, kNoticeKindCount> notices{};    // notices by NoticeKind starting here
    Offset replacements = 0;                           // replacement units starting here
    Offset units = 0;                   // characters + replacement units starting here
    Offset newlines = 0;                // LF bytes
    Offset unitsAfterLastNewline = 0;   // units after the last LF (all units when no LF)
    Offset firstDiagnostic = kNoOffset; // offset of the first group starting here
    Offset lastDiagnostic = kNoOffset;  // offset of the last group starting here
    Offset firstNotice = kNoOffset;

    [[nodiscard]] Offset diagnosticCount() const;
    [[nodiscard]] Offset noticeCount() const;
    bool operator==(const BlockSummary &) const = default;
};

// The summary of one block [begin, end): exact, whatever the neighbouring blocks hold.
[[nodiscard]] BlockSummary summarizeBlock(Bytes data, Offset begin, Offset end);

} // namespace u8i
