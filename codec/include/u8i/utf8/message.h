// Human explanations of diagnostics and notices, one line each, as the CLI and the tooltips show
// them.
#pragma once

#include "u8i/utf8/annotate.h"

#include <string>
#include <string_view>

namespace u8i {

// "C0 AF", or the first `maxBytes` bytes followed by " …" for longer ranges.
[[nodiscard]] std::string hexBytes(Bytes data, Offset offset, Offset length, Offset maxBytes = 16);

// Whether a character taken from the data may stand as itself in a one-line message or a
// terminal: false for controls (C0, DEL, C1), bidi controls and marks, line and paragraph
// separators, default-ignorable (invisible) characters, spaces other than U+0020, surrogates,
// noncharacters and values above U+10FFFF. The one rule for every message the program writes.
[[nodiscard]] bool showsAsItself(std::uint32_t codePoint);

// "U+002F '/'" for characters that show as themselves, "U+202E" for the rest.
[[nodiscard]] std::string describeCodePoint(std::uint32_t codePoint);

// Text from the data made safe for one line of a message: every character that does not show as
// itself is written as "U+202E" (in angle brackets: "<U+202E>") and every ill-formed byte as
// "<\xE9>"; the rest is kept.
[[nodiscard]] std::string showable(std::string_view text);

// The bytes that spell a value in UTF-8's bit layout: up to 0x7FFFFFFF, in the obsolete 5- and
// 6-byte forms above 0x1FFFFF; surrogates come out as their 3 bytes (as CESU-8 writes them).
[[nodiscard]] std::string encodeUtf8(std::uint32_t codePoint);

// Why a group is ill-formed, e.g. "C0 AF encodes U+002F '/' in 2 bytes; its shortest form is 2F".
// Looks at the bytes around the group in `data` for context (a following surrogate half, a BOM).
[[nodiscard]] std::string describe(Bytes data, const Item &group);

// What a notice means, e.g. "U+FEFF zero width no-break space inside the text (a BOM only at offset
// 0)".
[[nodiscard]] std::string describe(const Notice &notice);

} // namespace u8i
