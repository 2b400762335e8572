// The rules of UTF-8 that more than one part of the program needs, each stated once: the bounds
// Table 3-7 sets on the byte after a lead, the marker bits of a byte, the line and column an item
// or a summarized range moves a position by (DESIGN.md section 4), and the bits of a value as the
// teaching views write them.
#pragma once

#include "u8i/scan/block_summary.h"
#include "u8i/utf8/item.h"

#include <cstdint>
#include <optional>
#include <string>

namespace u8i {

// Table 3-7: the byte after a lead is 80..BF, or narrower after E0 (A0..BF), ED (80..9F),
// F0 (90..BF) and F4 (80..8F).
struct SecondByteRange {
    std::uint8_t low = 0x80;
    std::uint8_t high = 0xBF;
    [[nodiscard]] bool contains(std::uint8_t b) const { return b >= low && b <= high; }
    // Narrower than 80..BF: the lead is one of E0, ED, F0, F4.
    [[nodiscard]] bool narrowed() const { return low != 0x80 || high != 0xBF; }
};
// nullopt for a byte that leads no well-formed sequence (ASCII, 80-C1, F5-FF).
[[nodiscard]] std::optional<SecondByteRange> secondByteRange(std::uint8_t lead);
// The length of the sequence a lead byte starts: 2 for C2..DF, 3 for E0..EF, 4 for F0..F4; 0 for
// any other byte.
[[nodiscard]] int sequenceLength(std::uint8_t lead);

// The well-formed character at data[pos] (pos < data.size()): its length 1..4, and its value in
// `cp`; 0 when the bytes there are not a well-formed sequence (decodeItemAt then says what they
// are). Inline, with Table 3-7's bounds, for loops that read text a character at a time.
[[nodiscard]] inline int decodeWellFormed(Bytes data, Offset pos, char32_t &cp)
{
    const std::uint8_t b0 = data[pos];
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    const Offset left = data.size() - pos;
    auto tail = [&](Offset i) { return static_cast<char32_t>(data[pos + i] & 0x3F); };
    auto isTail = [&](Offset i) { return (data[pos + i] & 0xC0) == 0x80; };
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        if (left < 2 || !isTail(1))
            return 0;
        cp = (static_cast<char32_t>(b0 & 0x1F) << 6) | tail(1);
        return 2;
    }
    if (b0 >= 0xE0 && b0 <= 0xEF) {
        if (left < 3 || data[pos + 1] < (b0 == 0xE0 ? 0xA0 : 0x80) ||
            data[pos + 1] > (b0 == 0xED ? 0x9F : 0xBF) || !isTail(2))
            return 0;
        cp = (static_cast<char32_t>(b0 & 0x0F) << 12) | (tail(1) << 6) | tail(2);
        return 3;
    }
    if (b0 >= 0xF0 && b0 <= 0xF4) {
        if (left < 4 || data[pos + 1] < (b0 == 0xF0 ? 0x90 : 0x80) ||
            data[pos + 1] > (b0 == 0xF4 ? 0x8F : 0xBF) || !isTail(2) || !isTail(3))
            return 0;
        cp = (static_cast<char32_t>(b0 & 0x07) << 18) | (tail(1) << 12) | (tail(2) << 6) | tail(3);
        return 4;
    }
    return 0;
}

// The bits of a byte that say what it is, its leading ones and the zero after them:
// 0xxxxxxx 1, 10xxxxxx 2, 110xxxxx 3 ... 1111110x 7, 11111110 and 11111111 8. The rest are its
// payload.
[[nodiscard]] int markerBits(std::uint8_t byte);

// A position in text: LF ends a line; a character is one column, an ill-formed group one column
// per replacement unit (what a decoder would show in its place).
struct LineColumn {
    Offset line = 1;   // 1-based
    Offset column = 1; // 1-based, in characters (a character or one replacement unit)
};
// The position after `item`, from the position of its start.
void advance(LineColumn &at, const Item &item);
// The position after a well-formed character (for loops that skip ASCII without decoding it).
void advance(LineColumn &at, char32_t character);
// The position after a range, from the position of its start and the range's summary.
void advance(LineColumn &at, const BlockSummary &range);

// The low `width` bits of `value`, most significant first: bitString(0xC3, 8) == "11000011".
[[nodiscard]] std::string bitString(std::uint32_t value, int width);

// Appends the UTF-8 encoding of code point `cp` (1 to 4 bytes; no check for surrogates).
void appendUtf8(std::string &out, char32_t cp);

} // namespace u8i
