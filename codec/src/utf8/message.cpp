// One-line explanations of ill-formed groups and notices.
#include "u8i/utf8/message.h"

#include "utf8/item_internal.h"

#include <cstdio>

namespace u8i {

namespace {

std::string hex2(std::uint32_t value)
{
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "%02X", value & 0xFFu);
    return buffer;
}

std::string codePointLabel(std::uint32_t value)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "U+%04X", value);
    return buffer;
}

std::string countWord(Offset n)
{
    static const char *const words[] = {"no", "one", "two", "three", "four", "five", "six"};
    return n < 7 ? words[n] : std::to_string(n);
}

// The range of values a lead byte can start when it stands alone, for incomplete groups.
std::string lengthName(int length)
{
    return std::to_string(length) + "-byte";
}

std::string describeOverlong(Bytes data, const Item &g, const std::string &bytes)
{
    if (g.decodesTo) {
        const std::string shortest = encodeUtf8(*g.decodesTo);
        std::string shortHex;
        for (unsigned char c : shortest)
            shortHex += (shortHex.empty() ? "" : " ") + hex2(c);
        return bytes + " encodes " + describeCodePoint(*g.decodesTo) + " in " +
               std::to_string(g.length) + " bytes; its shortest form is " + shortHex;
    }
    const std::uint8_t lead = data[g.offset];
    const char *limit = lead <= 0xC1 ? "U+0080" : lead == 0xE0 ? "U+0800" : "U+10000";
    return bytes + " can only start an overlong " + lengthName(declaredLength(lead)) +
           " encoding (of a value below " + limit + ", which has a shorter form)";
}

std::string describeSurrogate(Bytes data, const Item &g, const std::string &bytes)
{
    if (!g.decodesTo)
        return bytes + " starts a UTF-16 surrogate (U+D800..U+DFFF), which UTF-8 never encodes";
    const std::uint32_t high = *g.decodesTo;
    std::string text = bytes + " encodes surrogate " + codePointLabel(high);
    if (high <= 0xDBFF && g.end() + 3 <= data.size()) {
        const Item next = decodeItemAt(data, g.end());
        if (next.kind == ErrorKind::Surrogate && next.decodesTo && *next.decodesTo >= 0xDC00) {
            const std::uint32_t value =
                0x10000 + ((high - 0xD800) << 10) + (*next.decodesTo - 0xDC00);
            std::string utf8;
            for (unsigned char c : encodeUtf8(value))
                utf8 += (utf8.empty() ? "" : " ") + hex2(c);
            return text + "; with " + hexBytes(data, next.offset, next.length) +
                   " it is CESU-8 for " + codePointLabel(value) + ", whose UTF-8 is " + utf8;
        }
    }
    return text + (high <= 0xDBFF ? " (a high surrogate), which UTF-8 never encodes"
                                  : " (a low surrogate), which UTF-8 never encodes");
}

std::string describeOutOfRange(Bytes data, const Item &g, const std::string &bytes)
{
    if (g.decodesTo)
        return bytes + " would be " + codePointLabel(*g.decodesTo) +
               ", above the Unicode maximum U+10FFFF";
    const std::uint8_t lead = data[g.offset];
    return bytes + " starts a value above the Unicode maximum U+10FFFF (at least " +
           (lead == 0xF4 ? std::string("U+110000") : codePointLabel((lead & 0x07u) << 18u)) + ")";
}

std::string describeObsolete(Bytes data, const Item &g, const std::string &bytes)
{
    const int length = declaredLength(data[g.offset]);
    if (g.decodesTo)
        return bytes + " would be " + codePointLabel(*g.decodesTo) + " in the old " +
               lengthName(length) + " form of RFC 2279, which RFC 3629 removed";
    return bytes + " starts an old " + lengthName(length) +
           " form of RFC 2279, which RFC 3629 removed; here cut after " + std::to_string(g.length) +
           (g.length == 1 ? " byte" : " bytes");
}

std::string describeInvalidByte(Bytes data, const Item &g, const std::string &bytes)
{
    const std::uint8_t byte = data[g.offset];
    if (g.offset == 0 && data.size() >= 2) {
        if (byte == 0xFF && data[1] == 0xFE)
            return "FF FE at offset 0 is a UTF-16LE byte order mark: the file is likely UTF-16";
        if (byte == 0xFE && data[1] == 0xFF)
            return "FE FF at offset 0 is a UTF-16BE byte order mark: the file is likely UTF-16";
    }
    return bytes + " is never used in UTF-8";
}

std::string describeTruncated(Bytes data, const Item &g, const std::string &bytes)
{
    const int length = declaredLength(data[g.offset]);
    const std::string cut = "a " + lengthName(length) + " sequence cut after " +
                            std::to_string(g.length) + (g.length == 1 ? " byte" : " bytes");
    if (g.atEnd || g.end() >= data.size())
        return bytes + " at the end of the data: " + cut;
    return bytes + " then " + hex2(data[g.end()]) + ": " + cut;
}

} // namespace

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
        text += hex2(data[p]);
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
                shown += "<\\x" + hex2(bytes[i]) + ">";
        }
        p = item.end();
    }
    return shown;
}

std::string describe(Bytes data, const Item &group)
{
    if (group.wellFormed)
        return describeCodePoint(group.codePoint);
    const std::string bytes = hexBytes(data, group.offset, group.length);
    switch (group.kind) {
    case ErrorKind::Overlong: return describeOverlong(data, group, bytes);
    case ErrorKind::Surrogate: return describeSurrogate(data, group, bytes);
    case ErrorKind::OutOfRange: return describeOutOfRange(data, group, bytes);
    case ErrorKind::ObsoleteForm: return describeObsolete(data, group, bytes);
    case ErrorKind::InvalidByte: return describeInvalidByte(data, group, bytes);
    case ErrorKind::Truncated: return describeTruncated(data, group, bytes);
    case ErrorKind::UnexpectedContinuation:
        if (group.length == 1)
            return bytes + ": a continuation byte with no lead byte";
        return bytes + ": " + countWord(group.length) + " continuation bytes with no lead byte";
    }
    return bytes;
}

std::string describe(const Notice &notice)
{
    const std::string cp = codePointLabel(notice.codePoint);
    switch (notice.kind) {
    case NoticeKind::Bom:
        return "EF BB BF at offset 0: a UTF-8 byte order mark (a signature, not text)";
    case NoticeKind::Zwnbsp:
        return "U+FEFF zero width no-break space inside the text: a byte order mark only means "
               "something at offset 0 (files joined together?)";
    case NoticeKind::Noncharacter:
        return cp + " is a noncharacter: well-formed, but not meant for interchange";
    case NoticeKind::C1Control:
        return cp + " is a C1 control character: the typical trace of Windows-1252 text decoded "
                    "as Latin-1";
    case NoticeKind::ReplacementCharacter:
        return "U+FFFD replacement character in the data: an earlier lossy decoding happened here";
    case NoticeKind::PrivateUse:
        return cp + " is a private-use character: its meaning is agreed only between its users";
    case NoticeKind::Control: return cp + " is an ASCII control character (not TAB, LF or CR)";
    case NoticeKind::BidiControl: return cp + " is a bidirectional formatting character";
    case NoticeKind::BidiUnterminated:
        return cp + " is not closed before the end of its line: the rest of the line is reordered";
    case NoticeKind::Invisible: return cp + " shows as nothing";
    case NoticeKind::Confusable: return cp + " looks like a letter of another script";
    case NoticeKind::NonstandardSpace: return cp + " where a plain space is expected";
    case NoticeKind::NotNfc: return cp + " is not in NFC";
    case NoticeKind::NotNfd: return cp + " is not in NFD";
    case NoticeKind::CharsetMismatch: return "a byte the declared charset does not define";
    case NoticeKind::BomMissing: return "no byte order mark, which charset utf-8-bom requires";
    case NoticeKind::UnusedAllowance: return "this allowance allowed nothing";
    case NoticeKind::BadAllowance: return "this allowance names no kind";
    }
    return cp;
}

} // namespace u8i
