// One ill-formed run read in one legacy charset, and whether what it spells is text of the
// file's script that fits the words around it (see u8i/mojibake/ill_formed_runs.h). Private to
// the codec.
#pragma once

#include "mojibake/mojibake_internal.h"

#include <optional>
#include <string>
#include <vector>

namespace u8i::moji {

// What the well-formed text of the input says about its language: the script of most of its
// letters beyond ASCII, and which letters it uses (in lower case).
struct FileLetters {
    std::uint16_t script = 0; // 0: no letter beyond ASCII
    std::vector<char32_t> seen;

    [[nodiscard]] bool hasSeen(char32_t letter) const;
};

// a–z or A–Z.
[[nodiscard]] bool isAsciiLetter(char32_t cp);

// The lower-case form of a Latin, Greek or Cyrillic letter (others unchanged).
[[nodiscard]] char32_t foldLetter(char32_t cp);

// A charset the runs may be in: single-byte ones through their table, multi-byte ones decoded.
struct RunCharset {
    const LegacyCharset *charset = nullptr;
    std::string name;
    int prior = 0;
    std::optional<ByteTable> table; // single-byte charsets
};

struct RunText {
    std::size_t charset = 0; // index into the RunCharsets
    std::u32string text;
    Offset end = 0;           // a multi-byte charset may take the ASCII trail byte after the run
    int cost = 0;             // lower is more plausible
    std::size_t letters = 0;  // beyond ASCII
    std::size_t unseen = 0;   // letters the well-formed text never uses
    bool alone = false;       // one letter, no letter beside it: a word of its own
    bool loneCapital = false; // alone, and a capital letter
    bool inside = false;      // a letter on both sides: inside a word
    // A word that holds it does not read as a word alone: its case changes inside ("мВт"), or
    // the word mixes scripts. Only the charset the file's runs were found in reads it so.
    bool oddWord = false;
    // A cased letter of it touches a cased letter of another script: "unbend<E2>" in Windows-1251
    // is "unbendв", no word of any language, whichever charset is the file's.
    bool otherScript = false;
    // It stands where punctuation stands in running text: beside a letter or a digit of its line,
    // or one space away from one ("«Köln»", "10 €", "a – b"), and a no-break space between two
    // characters that are not blank. A reading without letters is evidence only so placed.
    bool placedAsPunctuation = false;
};

// The characters before and after a run, as context for the reading.
struct RunContext {
    std::u32string left;
    std::u32string right;
};

// The reading of data[begin, end) in `charset`, or nullopt when it is not text of the file's
// script: an undefined byte, a control, a symbol text does not hold, or a letter of another
// script. A word whose case or script changes inside is marked `oddWord`.
[[nodiscard]] std::optional<RunText> readRun(Bytes data, Offset begin, Offset end,
                                             const RunCharset &charset, std::size_t index,
                                             const FileLetters &letters, const RunContext &context);

// Whether `word` (a stretch of text) reads as words of `script` (0: any one script).
[[nodiscard]] bool readsAsText(std::u32string_view text, std::uint16_t script);

} // namespace u8i::moji
