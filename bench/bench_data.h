// The inputs of the benchmark, generated in memory: mixed-script text, the same with an error
// every 64 KiB, and random bytes.
#pragma once

#include <cstdint>
#include <vector>

namespace bench {

// Paragraphs of English, Latin with accents, Cyrillic, Greek, Chinese with fullwidth punctuation
// and ASCII text with emoji, one script per paragraph, each line ending in LF.
[[nodiscard]] std::vector<std::uint8_t> mixedScriptText(std::size_t size, std::uint64_t seed);

// Writes an FF byte into the middle of every 64 KiB block; returns how many.
std::size_t injectErrorEvery64KiB(std::vector<std::uint8_t> &data);

[[nodiscard]] std::vector<std::uint8_t> randomBytes(std::size_t size, std::uint64_t seed);

} // namespace bench
