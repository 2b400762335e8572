#include "u8i/utf8/utf8_rules.h"

#include <algorithm>

namespace u8i {

std::optional<SecondByteRange> secondByteRange(std::uint8_t lead)
{
    if (lead >= 0xC2 && lead <= 0xDF)
        return SecondByteRange{};
    switch (lead) {
    case 0xE0: return SecondByteRange{0xA0, 0xBF};
    case 0xED: return SecondByteRange{0x80, 0x9F};
    case 0xF0: return SecondByteRange{0x90, 0xBF};
    case 0xF4: return SecondByteRange{0x80, 0x8F};
    default: break;
    }
    if ((lead >= 0xE1 && lead <= 0xEF) || (lead >= 0xF1 && lead <= 0xF3))
        return SecondByteRange{};
    return std::nullopt;
}

int sequenceLength(std::uint8_t lead)
{
    if (lead >= 0xC2 && lead <= 0xDF)
        return 2;
    if (lead >= 0xE0 && lead <= 0xEF)
        return 3;
    if (lead >= 0xF0 && lead <= 0xF4)
        return 4;
    return 0;
}

int markerBits(std::uint8_t byte)
{
    int ones = 0;
    while (ones < 8 && (byte & (0x80U >> ones)) != 0)
        ++ones;
    return std::min(ones + 1, 8);
}

void advance(LineColumn &at, const Item &item)
{
    if (item.wellFormed)
        advance(at, item.codePoint);
    else
        at.column += item.replacements;
}

void advance(LineColumn &at, char32_t character)
{
    if (character == U'\n') {
        ++at.line;
        at.column = 1;
    } else {
        ++at.column;
    }
}

void advance(LineColumn &at, const BlockSummary &range)
{
    if (range.newlines > 0) {
        at.line += range.newlines;
        at.column = 1 + range.unitsAfterLastNewline;
    } else {
        at.column += range.units;
    }
}

std::string bitString(std::uint32_t value, int width)
{
    std::string s(static_cast<std::size_t>(width), '0');
    for (int i = 0; i < width; ++i)
        if ((value >> (width - 1 - i)) & 1U)
            s[static_cast<std::size_t>(i)] = '1';
    return s;
}

void appendUtf8(std::string &out, char32_t cp)
{
    auto put = [&out](std::uint32_t byte) { out.push_back(static_cast<char>(byte)); };
    const std::uint32_t v = cp;
    if (v < 0x80) {
        put(v);
    } else if (v < 0x800) {
        put(0xC0 | (v >> 6));
        put(0x80 | (v & 0x3F));
    } else if (v < 0x10000) {
        put(0xE0 | (v >> 12));
        put(0x80 | ((v >> 6) & 0x3F));
        put(0x80 | (v & 0x3F));
    } else {
        put(0xF0 | (v >> 18));
        put(0x80 | ((v >> 12) & 0x3F));
        put(0x80 | ((v >> 6) & 0x3F));
        put(0x80 | (v & 0x3F));
    }
}

} // namespace u8i
