// Text from the data shown to a person (a terminal, a list): the characters that could mislead
// them are written as <U+XXXX> instead of being shown raw (DESIGN.md section 4).
#pragma once

#include <string>
#include <string_view>

namespace u8i {

// Controls (C0, DEL, C1), bidi controls (U+061C, U+200E, U+200F, U+202A-202E, U+2066-2069), the
// line and paragraph separators, and characters that show as nothing where they stand (U+200B-200D,
// U+2060, U+FEFF).
[[nodiscard]] bool escapedForDisplay(char32_t c);

// `utf8` with each character that escapedForDisplay names written as "<U+XXXX>"; ill-formed bytes
// become U+FFFD.
[[nodiscard]] std::string escapeForDisplay(std::string_view utf8);

} // namespace u8i
