// The survey of an input for the verdict per run (see u8i/mojibake/ill_formed_runs.h): its
// ill-formed pieces, with the marks of broken UTF-8 each has, and what its well-formed text says
// of the language (its script and letters). Private to the codec.
#pragma once

#include "mojibake/run_reading.h"

#include <array>
#include <vector>

namespace u8i::moji {

// The well-formed characters beyond ASCII whose words are read again in the runs' charset.
inline constexpr std::size_t kMaxWordsChecked = 2048;
// How far the context of a run reaches, each side.
inline constexpr Offset kContextReach = 32;

struct Piece {
    Offset begin = 0;
    Offset end = 0;
    bool shaped = true; // every group has the shape of UTF-8 a program wrote or cut
    // Every group is a fragment of a character the text uses: its lead byte cut short (ü of
    // "Über" as a lone C3), or its continuation bytes without their lead.
    bool fragment = true;
    // A well-formed letter beyond ASCII, or a form a decoder refuses, is in the same word.
    bool inUtf8Word = false;
    bool refused = false; // a group is an overlong, surrogate or out-of-range form
    // A lone E2 or E3: the lead of UTF-8's punctuation (U+2000-U+3FFF: quotation marks, dashes,
    // the euro sign) cut short, never punctuation of its own (MacRoman's "‚" and "„").
    bool cutPunctuation = false;
    std::vector<ErrorKind> kinds;
};

struct Survey {
    std::vector<Piece> pieces;
    FileLetters letters;
    std::vector<Offset> utf8Starts; // of the first kMaxWordsChecked characters beyond ASCII
    std::array<bool, 256> leads{};  // the lead bytes of the well-formed characters
    std::array<bool, 256> tails{};  // and their continuation bytes
    Offset utf8Characters = 0;
    Offset utf8Bytes = 0;
    Offset illFormedBytes = 0;
};

// The survey of `data`; `given`: the charset the file's runs were found in, when known.
[[nodiscard]] Survey survey(Bytes data, const RunCharset *given);

// The word around data[at]: bytes beyond ASCII and ASCII letters, up to kContextReach each side.
[[nodiscard]] Bytes wordAround(Bytes data, Offset at);

} // namespace u8i::moji
