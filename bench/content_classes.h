// The content classes the speed benchmarks run on, by name: each a kind of input users bring
// (text whose script changes word by word, one script per paragraph, ASCII with sparse non-ASCII,
// CSV/JSON, all NUL, random bytes, this machine's shared libraries).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace bench {

struct ContentClass {
    const char *name;        // "words", "paragraphs", ... (for --only and --write-class)
    const char *description; // one line for the tables
};

// Every class, in the order of the tables.
[[nodiscard]] const std::vector<ContentClass> &contentClasses();

// `size` bytes of the class `name` (the shared libraries may give fewer); empty and `ok` false
// for an unknown name.
[[nodiscard]] std::vector<std::uint8_t> makeContent(const std::string &name, std::size_t size,
                                                    bool &ok);

} // namespace bench
