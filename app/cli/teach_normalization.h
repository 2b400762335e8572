// --encode's note on normalization: a combining sequence beside its precomposed form (and the
// other way round), byte by byte, when NFC or NFD changes the text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace u8i::cli {

// The lines, or empty when the text is in NFC and NFD alike (ASCII, most text).
[[nodiscard]] std::string normalizationLines(const std::vector<std::uint32_t> &values);

} // namespace u8i::cli
