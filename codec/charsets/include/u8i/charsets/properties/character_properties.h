// What the Unicode Character Database says about a code point, through ICU: names for --dump,
// --explain and --encode, and the character inspector's name, category, block, script and age.
#pragma once

#include <string>
#include <vector>

namespace u8i::charsets {

// "LATIN SMALL LETTER A"; "<control-0007>" style names for characters without one; empty for
// values that are not code points.
[[nodiscard]] std::string characterName(char32_t codePoint);

struct CharacterProperties {
    char32_t codePoint = 0;
    std::string name; // "SPIRAL SHELL"; an alias ("LINE FEED") or "<control-000A>" when unnamed
    std::string categoryName; // "Other Symbol"
    std::string categoryCode; // "So"
    std::string block;        // "Miscellaneous Symbols and Pictographs"; "No Block" when unassigned
    std::string script;       // "Common"
    std::string age;          // Unicode version that assigned it ("6.0"); empty when unassigned
};

// Looks a code point up in ICU. Any value is accepted; values above U+10FFFF give the category
// "Not a code point" and nothing else, surrogates what ICU knows of them.
[[nodiscard]] CharacterProperties characterProperties(char32_t codePoint);

// Every block this ICU knows, named as characterProperties names a code point's block ("No Block"
// first, then "Basic Latin", "Latin 1 Supplement", ...), blocks without an assigned character too.
[[nodiscard]] std::vector<std::string> blockNames();

// The versions of ICU this program runs with and was built with ("72.1"), and of the Unicode
// Standard whose data it has ("15.0").
[[nodiscard]] std::string icuRuntimeVersion();
[[nodiscard]] std::string icuBuildVersion();
[[nodiscard]] std::string unicodeVersion();

} // namespace u8i::charsets
