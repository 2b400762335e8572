// The deceptive-text analyser's quick test: whether a line can hold a finding at all. Most text
// cannot: no character that a rule looks at (default-ignorable, bidi control, a space other than
// U+0020, one that a normalization form may change) and no word whose letters come from two
// scripts. The test reads the bytes once, with tables made from ICU's data at first use.
#pragma once

#include "u8i/charsets/deceptive_text.h"

namespace u8i::charsets::detail {

// False when the rules would find nothing in `piece` (with no bidi state carried into it).
[[nodiscard]] bool mayHaveFindings(Bytes piece, NormalizationForm form);

// True when every byte is ASCII (eight at a time).
[[nodiscard]] bool allAscii(Bytes bytes);

} // namespace u8i::charsets::detail
