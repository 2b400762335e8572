// Finding characters by name, through ICU's copy of the Unicode Character Database: the Find bar's
// "character name" mode.
#pragma once

#include <string_view>
#include <vector>

namespace u8i::charsets {

// The code points a name query stands for, ascending: the one character of that exact name or
// corrected alias, in any case ("EURO SIGN", "euro sign"); otherwise every character whose name
// holds all the query's words ("arrow left" finds LEFTWARDS ARROW and LEFT ARROW WITH ...).
// Empty when nothing matches.
[[nodiscard]] std::vector<char32_t> codePointsNamed(std::string_view query);

} // namespace u8i::charsets
