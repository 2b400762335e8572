// The note of --encode and --explain on normalization: a combining sequence beside its
// precomposed form (and the other way round), byte by byte, when NFC or NFD changes the text. The
// comparison itself is charsets::compareNormalizationForms, shared with the encoder window.
#pragma once

#include <string>

namespace u8i::cli {

// The lines, or empty when the text is in NFC and NFD alike (ASCII, most text).
[[nodiscard]] std::string normalizationLines(std::u32string_view text);

} // namespace u8i::cli
