// The deceptive-text analyser's quick test: whether a line can hold a finding at all. Most text
// cannot: no character that a rule looks at (default-ignorable, bidi control, a space other than
// U+0020, one that a normalization form may change) and no word whose letters come from two
// scripts. The test reads the bytes once, with tables made from ICU's data at first use.
#pragma once

#include "u8i/charsets/deceptive/deceptive_text.h"

namespace u8i::charsets::detail {

// Which rules may find something in a piece (with no bidi state carried into it): none; only the
// look-alike rule (a word of two scripts, and no character another rule looks at); all of them.
enum class PieceRules { None, Confusables, All };
[[nodiscard]] PieceRules rulesFor(Bytes piece, NormalizationForm form);

// False when the rules would find nothing in `piece` (with no bidi state carried into it).
[[nodiscard]] inline bool mayHaveFindings(Bytes piece, NormalizationForm form)
{
    return rulesFor(piece, form) != PieceRules::None;
}

// From `pos`, the start of a line in `bytes`, skips the whole lines (each ending with a line feed)
// in which the rules would find nothing, adding their number to `lines`. Returns the start of the
// first line that may hold a finding, or else of the line the bytes end in (bytes.size() when they
// end with a line feed). Never skips a line that mayHaveFindings would keep; it reads the bytes
// once, a character at a time, with one table per normalization form.
[[nodiscard]] std::size_t skipLinesWithoutFindings(Bytes bytes, std::size_t pos,
                                                   NormalizationForm form, Offset &lines);

// True when every byte is ASCII (64 at a time).
[[nodiscard]] bool allAscii(Bytes bytes);

// True when ASCII `bytes` hold a character other than a line feed that ends a line for bidi
// (CR, and the information separators 1C-1E).
[[nodiscard]] bool hasBidiLineEnd(Bytes bytes);

} // namespace u8i::charsets::detail
