#include "u8i/utf8/display_escape.h"
#include "u8i/hex_text.h"

#include "u8i/utf8/item.h"
#include "u8i/utf8/utf8_rules.h"

namespace u8i {

bool escapedForDisplay(char32_t c)
{
    const bool control = c < 0x20 || (c >= 0x7F && c <= 0x9F);
    const bool bidi = c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
                      (c >= 0x2066 && c <= 0x2069);
    const bool separator = c == 0x2028 || c == 0x2029;
    const bool invisible = (c >= 0x200B && c <= 0x200D) || c == 0x2060 || c == 0xFEFF;
    return control || bidi || separator || invisible;
}

std::string escapeForDisplay(std::string_view utf8)
{
    const Bytes data(reinterpret_cast<const std::uint8_t *>(utf8.data()), utf8.size());
    std::string out;
    out.reserve(utf8.size());
    for (Offset pos = 0; pos < data.size();) {
        const std::uint8_t b = data[pos];
        if (b >= 0x20 && b < 0x7F) { // the common case
            out.push_back(static_cast<char>(b));
            ++pos;
            continue;
        }
        const Item item = decodeItemAt(data, pos);
        if (!item.wellFormed) {
            for (Offset i = 0; i < item.replacements; ++i)
                appendUtf8(out, U'\uFFFD');
        } else if (escapedForDisplay(item.codePoint)) {
            out += "<" + codePointLabel(item.codePoint) + ">";
        } else {
            out.append(utf8.substr(pos, item.length));
        }
        pos = item.end();
    }
    return out;
}

} // namespace u8i
