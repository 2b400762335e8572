// The JSON object of --detect --json for one verdict: the one rendering of a verdict as fields,
// which Python's detect() reads too.
#pragma once

#include "u8i/charsets/detection/encoding_detection.h"

#include <string>

namespace u8i::cli {

// {"file":…,"class":…,"verdict":…,"encoding":…,"language":…,"confidence":…,"binary_type":…,
// "same_reading":[…],"runs":[…],"evidence":[…]}, without a line break (confidence rounded to a
// hundredth).
[[nodiscard]] std::string detectJson(const std::string &file,
                                     const charsets::EncodingVerdict &verdict);

} // namespace u8i::cli
