// The values of the options: numbers, the --errors modes, --encoding lists. Each parse is false
// with one line in `error` that says what was expected.
#pragma once

#include "u8i/scan/stream_decoder.h"
#include "u8i/strings/strings.h"
#include "u8i/types.h"

#include <string>
#include <string_view>

namespace u8i::cli {

// A non-negative number, decimal or 0x hex; false when it is not one or does not fit.
[[nodiscard]] bool parseNumber(std::string_view text, Offset &value);

[[nodiscard]] bool parseErrorMode(std::string_view text, ErrorMode &mode, std::string &error);

// --strings --encoding: "utf-8,utf-16le" selects exactly these encodings.
[[nodiscard]] bool parseStringsEncodings(std::string_view list, StringsOptions &strings,
                                         std::string &error);

} // namespace u8i::cli
