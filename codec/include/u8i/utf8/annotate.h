// Windowed annotation: roles, items and notices for a range [begin, end) of a buffer, identical to
// what decoding from offset 0 gives for those bytes. Used by the views (visible rows only) and by
// the listing of diagnostics.
#pragma once

#include "u8i/utf8/item.h"

#include <vector>

namespace u8i {

struct ByteAnnotation {
    ByteRole role = ByteRole::Ascii;
    std::uint8_t sequenceLength =
        1;                  // n of the character or group the byte belongs to (capped at 255)
    std::uint8_t index = 0; // 0-based position of the byte in it (capped at 255)
    bool unitStart = false; // first byte of a character or of a replacement unit
};

struct Notice {
    Offset offset = 0;
    Offset length = 0;
    NoticeKind kind = NoticeKind::Control;
    char32_t codePoint = 0;
};

struct Window {
    Offset begin = 0; // the range asked for
    Offset end = 0;
    std::vector<ByteAnnotation> bytes; // one per byte of [begin, end)
    std::vector<Item> items;           // every item that overlaps [begin, end), in order
    std::vector<Notice> notices;       // notices of the characters among those items

    [[nodiscard]] const ByteAnnotation &at(Offset offset) const { return bytes[offset - begin]; }
};

// Annotates [begin, end) of data; end is clamped to data.size().
[[nodiscard]] Window annotate(Bytes data, Offset begin, Offset end);

// Calls f(const Item&) for every item that starts in [begin, end), in order, starting from the
// first item start at or after `begin`. Stops early when f returns false.
template <typename F> void forEachItem(Bytes data, Offset begin, Offset end, F &&f)
{
    Offset pos = itemStartAtOrAfter(data, begin);
    const Offset limit = end < data.size() ? end : data.size();
    while (pos < limit) {
        const Item item = decodeItemAt(data, pos);
        if (!f(item))
            return;
        pos = item.end();
    }
}

} // namespace u8i
