// How plausible a decoding is as text, from what the encodings' structure leaves behind when the
// guess is wrong, and from the alphabets of languages (ICU's CLDR exemplar sets), never from
// letter frequencies:
//   - bytes the charset does not define, C1 and other control characters;
//   - symbols where text has letters (box drawing, ±, ¤, ...);
//   - words that switch script or switch from lower to upper case inside (KOI8-R read as
//     Windows-1251 gives "пРИВЕТ" for "Привет");
//   - letters that no single language's alphabet has together ("crčme": è read as č).
// Private to u8i_charsets: the encoding detector ranks its candidates with it.
#pragma once

#include <string>
#include <string_view>

namespace u8i::charsets {

struct Plausibility {
    double score = 0;         // per non-ASCII character: about 1 for good text, negative for junk
    std::size_t nonAscii = 0; // non-ASCII characters looked at
    std::size_t weighed = 0;  // characters the score is the average of (not punctuation)
    std::size_t undefined = 0;
    std::size_t controls = 0;       // C0 (not tab, line and page breaks) and C1 controls
    std::size_t symbols = 0;        // non-ASCII characters that are neither letters, marks nor the
                                    // punctuation text uses
    std::size_t oddWords = 0;       // words that change script or go from lower to upper case
    std::size_t foreignLetters = 0; // letters outside the best language's alphabet
    std::string language;           // "Czech": the language whose alphabet fits best; empty when
                                    // the text has no non-ASCII letter
    std::string languageCode;       // "cs"
};

// Judges `text` (decoded; U+FFFD marks undefined bytes, counted in `undefinedBytes`).
// `preferredLanguage` (an ICU language code, or empty) wins ties between languages.
[[nodiscard]] Plausibility judgeText(std::u32string_view text, std::size_t undefinedBytes,
                                     std::string_view preferredLanguage = {});

// The share of the characters beyond ASCII of `text` that are neither letters of the alphabet of
// `language` (an ICU code, in either case) nor spaces, punctuation or digits; 0 when the language
// is not one of those tried. A reading without letters does not escape it with symbols.
[[nodiscard]] double shareOutsideAlphabet(std::u32string_view text, std::string_view language);

// The letters beyond ASCII, in lower case and sorted, of the alphabets of every language whose
// alphabet has the letters of `text` (or, when none has them all, misses fewest): the letters
// that text may go on to use. Empty when the text has no letter beyond ASCII, or one such
// alphabet has more than a few hundred letters (Chinese, Japanese, Korean). `language`: the
// language judgeText found the text in; when the text has two different letters beyond ASCII or
// more and that language's alphabet is among those, its letters alone (Spanish "ó í" is no
// Welsh, whose alphabet has "ÿ").
[[nodiscard]] std::u32string alphabetsOfText(std::u32string_view text,
                                             std::string_view language = {});

} // namespace u8i::charsets
