// Unicode normalization through ICU's unorm2: NFC and NFD of a piece of text, and whether text is
// already in a form (for the character inspector and the teaching tools).
#pragma once

#include "u8i/charsets/deceptive/deceptive_text.h"

#include <string>

namespace u8i::charsets {

// The text in NFC or NFD (form None gives it back unchanged).
[[nodiscard]] std::u32string normalized(std::u32string_view text, NormalizationForm form);
// True when `text` is in the form already.
[[nodiscard]] bool isNormalized(std::u32string_view text, NormalizationForm form);
// "e + U+0301": printable ASCII as itself, everything else as U+XXXX, joined by " + ".
[[nodiscard]] std::string spelledOut(std::u32string_view text);

} // namespace u8i::charsets

namespace u8i::charsets {

// The extended grapheme cluster (UAX #29, ICU's character break iterator) of `text` that holds the
// code point at index `at`: [first, second) in code point indexes.
[[nodiscard]] std::pair<std::size_t, std::size_t> graphemeClusterAt(std::u32string_view text,
                                                                    std::size_t at);

} // namespace u8i::charsets
