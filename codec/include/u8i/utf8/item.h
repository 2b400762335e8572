// One step of decoding: a well-formed character or one ill-formed group.
//
// Items tile the data. Every byte that is not a continuation byte starts an item; a lead byte that
// declares n bytes (C0-DF 2, E0-EF 3, F0-F7 4, F8-FB 5, FC-FD 6) absorbs up to n-1 following
// continuation bytes; a run of continuation bytes that no lead absorbed is one item of its own.
#pragma once

#include "u8i/types.h"

#include <functional>
#include <optional>

namespace u8i {

struct Item {
    Offset offset = 0;       // first byte
    Offset length = 0;       // bytes (an unexpected-continuation run may be very long)
    bool wellFormed = false; // a character; otherwise an ill-formed group
    char32_t codePoint = 0;  // the character, when wellFormed

    // Ill-formed groups only:
    ErrorKind kind = ErrorKind::UnexpectedContinuation;
    bool atEnd = false;      // truncated by the end of the data, not by another byte
    Offset replacements = 0; // maximal subparts in the group = U+FFFD a standard decoder emits
    std::optional<std::uint32_t> decodesTo; // the value the bits spell, where it can be computed

    [[nodiscard]] Offset end() const { return offset + length; }
};

// The item that starts at `pos`, which must be an item start (see isItemStart).
[[nodiscard]] Item decodeItemAt(Bytes data, Offset pos);

// True when an item starts at `pos` in the decoding from offset 0. Looks back at most 6 bytes.
[[nodiscard]] bool isItemStart(Bytes data, Offset pos);

// The start of the item that contains `pos` (pos < data.size()). Looks back 6 bytes, and further
// only inside a run of unexpected continuation bytes.
[[nodiscard]] Offset itemStartContaining(Bytes data, Offset pos);

// The first item start at or after `pos` (data.size() when there is none).
[[nodiscard]] Offset itemStartAtOrAfter(Bytes data, Offset pos);
// The same, looking no further than `limit`: returns limit when no item starts in [pos, limit).
[[nodiscard]] Offset itemStartAtOrAfter(Bytes data, Offset pos, Offset limit);

// The length a byte declares as a lead (1 for ASCII, 0 for continuation bytes, 1 for FE/FF).
[[nodiscard]] int declaredLength(std::uint8_t byte);
[[nodiscard]] constexpr bool isContinuation(std::uint8_t byte)
{
    return (byte & 0xC0) == 0x80;
}

// A replacement unit of an ill-formed group: the bytes one U+FFFD stands for (a maximal subpart,
// Unicode 3.9). The first unit of a group is its lead with the continuation bytes the lead accepts
// (1..3 bytes); every other byte of the group is a unit of its own.
struct ReplacementUnit {
    Offset begin = 0;
    Offset end = 0;
};
// Calls f(unit) for the units of `group` that overlap [from, to), in order. Only those are walked,
// so a group of gigabytes (a run of continuation bytes) costs what the range holds.
void forEachReplacementUnit(Bytes data, const Item &group,
                            const std::function<void(ReplacementUnit)> &f, Offset from = 0,
                            Offset to = kNoOffset);

// The notice for a well-formed character at `offset`, if any.
[[nodiscard]] std::optional<NoticeKind> noticeFor(char32_t codePoint, Offset offset);
// False for printable ASCII (20-7E), which never has a notice: the quick test that lets hot loops
// skip noticeFor for the common case.
[[nodiscard]] constexpr bool mayHaveNotice(char32_t codePoint)
{
    return codePoint < 0x20 || codePoint >= 0x7F;
}

} // namespace u8i
