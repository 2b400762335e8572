// Human explanations of diagnostics and notices, one line each, as the CLI and the tooltips show
// them.
#pragma once

#include "u8i/annotate.h"

#include <string>

namespace u8i {

// "C0 AF", or the first `maxBytes` bytes followed by " …" for longer ranges.
[[nodiscard]] std::string hexBytes(Bytes data, Offset offset, Offset length, Offset maxBytes = 16);

// "U+002F '/'" for printable characters, "U+0085" for the rest.
[[nodiscard]] std::string describeCodePoint(std::uint32_t codePoint);

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
