// Character names from ICU, for --dump, --explain and --encode.
#pragma once

#include <string>

namespace u8i::charsets {

// "LATIN SMALL LETTER A"; "<control-0007>" style names for characters without one; empty for
// values that are not code points.
[[nodiscard]] std::string characterName(char32_t codePoint);

} // namespace u8i::charsets
