// The legacy charsets of the program (Windows-1252, KOI8-R, Shift_JIS, UTF-16LE, ...) through
// ICU's converters: the implementation of u8i::LegacyCharset that the codec's mojibake analysis
// and the "View as" panel use. ICU only: no widgets, so the command line uses it too.
#pragma once

#include "u8i/mojibake/legacy_charset.h"
#include "u8i/mojibake/mojibake.h"

#include <string_view>
#include <vector>

namespace u8i {
class IllFormedRunJudge; // u8i/mojibake/ill_formed_runs.h
} // namespace u8i

namespace u8i::charsets {

// Every charset the program offers, in a fixed order (Western first); they live for the
// whole program.
[[nodiscard]] const std::vector<const LegacyCharset *> &allLegacyCharsets();

// The charsets for analyzeMojibake: all but UTF-16 and UTF-32, which the analysis detects itself.
// Every single-byte one is a possible link of a chain of wrong decodings.
[[nodiscard]] const std::vector<const LegacyCharset *> &mojibakeCharsets();
// The options for analyzeMojibake with these charsets: which of them it reads bytes that are not
// UTF-8 as.
[[nodiscard]] MojibakeOptions mojibakeOptions();

// The charsets that the ill-formed runs of mostly-UTF-8 text are read as (those of
// mojibakeOptions().readingCharsets), and the judge of those runs over them, built once.
[[nodiscard]] const std::vector<const LegacyCharset *> &runReadingCharsets();
[[nodiscard]] const IllFormedRunJudge &illFormedRunJudge();

// The charset of that display name ("Windows-1252"), or nullptr.
[[nodiscard]] const LegacyCharset *legacyCharset(std::string_view name);

// The charset that any name of it stands for: its display name in any case, or any alias ICU
// knows for its converter ("WINDOWS-1251", "cp1251", "IBM866", "x-mac-cyrillic"); nullptr when
// the program has no such charset.
[[nodiscard]] const LegacyCharset *legacyCharsetByAlias(std::string_view name);

} // namespace u8i::charsets
