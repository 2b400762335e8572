// Writing to stdout and stderr, and the small formatting helpers the modes share.
#pragma once

#include "u8i/types.h"

#include <string>
#include <string_view>

namespace u8i::cli {

// Buffered writes to stdout (the modes can print millions of lines).
void out(std::string_view text);
void flushOut();

// One line on stderr, prefixed with the program's name: "utf8-inspector: <text>".
void errorLine(std::string_view text);

// "0x1f": an offset as the human --check output shows it.
[[nodiscard]] std::string hexOffset(Offset offset);
// "U+20AC".
[[nodiscard]] std::string uPlus(std::uint32_t value);
// A JSON string literal, quotes included; ill-formed UTF-8 in `text` becomes U+FFFD.
[[nodiscard]] std::string jsonString(std::string_view text);
// "1,234,567".
[[nodiscard]] std::string grouped(Offset n);

} // namespace u8i::cli
