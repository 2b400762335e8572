// The inputs of the benchmarks, generated in memory: text of several kinds (one script per
// paragraph, the script changing word by word, ASCII with sparse non-ASCII, CSV and JSON lines),
// the text with an error every 64 KiB, random bytes, and this machine's shared libraries.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace bench {

// Paragraphs of English, Latin with accents, Cyrillic, Greek, Chinese with fullwidth punctuation
// and ASCII text with emoji, one script per paragraph, each line ending in LF.
[[nodiscard]] std::vector<std::uint8_t> mixedScriptText(std::size_t size, std::uint64_t seed);

// Writes an FF byte into the middle of every 64 KiB block; returns how many.
std::size_t injectErrorEvery64KiB(std::vector<std::uint8_t> &data);

[[nodiscard]] std::vector<std::uint8_t> randomBytes(std::size_t size, std::uint64_t seed);

// The script changes word by word (English, Latin with accents, Cyrillic, Greek, Chinese, emoji):
// about half the bytes are not ASCII, and no 64-byte stretch is one script.
[[nodiscard]] std::vector<std::uint8_t> wordInterleavedText(std::size_t size, std::uint64_t seed);
// English words with a non-ASCII letter or punctuation mark in about one word of 60.
[[nodiscard]] std::vector<std::uint8_t> sparseNonAsciiText(std::size_t size, std::uint64_t seed);
// CSV rows and JSON lines with numbers, dates and city names in several scripts.
[[nodiscard]] std::vector<std::uint8_t> csvJsonText(std::size_t size, std::uint64_t seed);
// The shared libraries (*.so*) of `directory`, concatenated in name order up to `size` bytes
// (fewer when the directory holds less).
[[nodiscard]] std::vector<std::uint8_t> sharedLibraries(std::size_t size,
                                                        const std::string &directory);

} // namespace bench
