// The pieces of one-line messages: hex bytes, code points, text made safe to show, UTF-8 bytes.
#include "u8i/utf8/message.h"

#include "u8i/hex_text.h"
#include "utf8/item_internal.h"

namespace u8i {

std::string hexBytes(Bytes data, Offset offset, Offset length, Offset maxBytes)
{
    std::string text;
    const Offset end = offset + length < data.size() ? offset + length : data.size();
    for (Offset p = offset; p < end; ++p) {
        if (p - offset == maxBytes) {
            text += " …";
            break;
        }
        if (!text.empty())
            text += ' ';
        text += hexByte(data[p]);
    }
    return text;
}

std::string encodeUtf8(std::uint32_t value)
{
    std::string out;
    if (value < 0x80) {
        out += static_cast<char>(value);
        return out;
    }
    int length = value < 0x800       ? 2
                 : value < 0x10000   ? 3
                 : value < 0x200000  ? 4
                 : value < 0x4000000 ? 5
                                     : 6;
    const unsigned markers[] = {0, 0, 0xC0, 0xE0, 0xF0, 0xF8, 0xFC};
    out.resize(static_cast<std::size_t>(length));
    for (int i = length - 1; i > 0; --i) {
        out[static_cast<std::size_t>(i)] = static_cast<char>(0x80 | (value & 0x3F));
        value >>= 6;
    }
    out[0] = static_cast<char>(markers[length] | value);
    return out;
}

namespace {

struct Range {
    std::uint32_t first;
    std::uint32_t last;
};

// Characters that show as nothing, or move or break the text around them:
// Default_Ignorable_Code_Point (Unicode 15.1, DerivedCoreProperties.txt; tests/charsets compares it
// with ICU), the line and paragraph separators, the bidi marks and controls (U+200E..200F,
// U+202A..202E and U+2066..2069 are default-ignorable already), the interlinear annotation
// controls, and the spaces other than U+0020 (a space that is not one).
constexpr Range kHidden[] = {
    {0x00A0, 0x00A0}, {0x00AD, 0x00AD}, {0x034F, 0x034F},   {0x061C, 0x061C},   {0x115F, 0x1160},
    {0x1680, 0x1680}, {0x17B4, 0x17B5}, {0x180B, 0x180F},   {0x2000, 0x200F},   {0x2028, 0x202F},
    {0x205F, 0x206F}, {0x3000, 0x3000}, {0x3164, 0x3164},   {0xFE00, 0xFE0F},   {0xFEFF, 0xFEFF},
    {0xFFA0, 0xFFA0}, {0xFFF0, 0xFFFB}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0000, 0xE0FFF},
};

bool hidden(std::uint32_t value)
{
    for (const Range &r : kHidden) {
        if (value < r.first)
            return false;
        if (value <= r.last)
            return true;
    }
    return false;
}

} // namespace

bool showsAsItself(std::uint32_t value)
{
    if (value < 0x20 || (value >= 0x7F && value <= 0x9F))
        return false; // C0, DEL, C1
    if (value < 0xA0)
        return true;
    if ((value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF || (value & 0xFFFE) == 0xFFFE ||
        (value >= 0xFDD0 && value <= 0xFDEF))
        return false;
    return !hidden(value);
}

std::string describeCodePoint(std::uint32_t value)
{
    std::string text = codePointLabel(value);
    if (showsAsItself(value))
        text += " '" + encodeUtf8(value) + "'";
    return text;
}

std::string showable(std::string_view text)
{
    const Bytes bytes(reinterpret_cast<const std::uint8_t *>(text.data()), text.size());
    std::string shown;
    shown.reserve(text.size());
    for (Offset p = 0; p < bytes.size();) {
        const Item item = decodeItemAt(bytes, p);
        if (item.wellFormed && showsAsItself(item.codePoint)) {
            shown.append(text.substr(p, item.length));
        } else if (item.wellFormed) {
            shown += "<" + codePointLabel(item.codePoint) + ">";
        } else {
            for (Offset i = p; i < item.end(); ++i)
                shown += "<\\x" + hexByte(bytes[i]) + ">";
        }
        p = item.end();
    }
    return shown;
}

} // namespace u8i
