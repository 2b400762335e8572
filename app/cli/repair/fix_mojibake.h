// --fix-mojibake [--explain] FILE: the repaired text, or with --explain the findings and their
// chains of wrong decodings (see u8i/mojibake/mojibake.h).
#pragma once

#include "u8i/mojibake/mojibake.h"

#include <string>

namespace u8i::cli {

// Writes the repaired text of FILE ('-' is stdin) to stdout, or with `explain` one block per
// finding. Returns 0 when something was repaired, 1 when nothing could be, 2 on I/O errors.
[[nodiscard]] int runFixMojibake(const std::string &path, bool explain);

// A finding's text for one line: quoted when it is UTF-8 (controls, bidi controls, separators and
// invisible characters as <U+202E>: u8i::showable), else its first bytes in hex; cut after 120
// bytes.
[[nodiscard]] std::string shownText(const std::string &text);

// The readings of an ambiguous finding, the likeliest first: "Windows-1252 gives "Prüfsumme",
// Windows-1250 gives "Prßfsumme"" (a chain of several links as "Windows-1252 → Windows-1252").
[[nodiscard]] std::string shownReadings(const MojibakeFinding &finding);

} // namespace u8i::cli
