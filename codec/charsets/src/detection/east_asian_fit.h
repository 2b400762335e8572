// How well a reading in an East Asian charset fits the language that charset is written in. Every
// reading of Chinese, Japanese or Korean bytes in another of their charsets is letters too, so
// that the plausibility of text_plausibility.h cannot tell them apart; what gives a wrong reading
// away is which letters, and where the spaces stand:
//   - Japanese Shift_JIS read as GB18030 is the rare hanzi of GBK's extensions (its kana bytes
//     81 9F-83 96 lie there), Big5 read as GB18030 is rare hanzi and kana, Chinese read as a
//     Japanese or Korean charset gives kanji or hanja outside their common sets;
//   - Korean EUC-KR read as GB18030 or EUC-JP is common hanzi or kanji, but with spaces between
//     its words, which Chinese and Japanese do not write.
// The common letters of a language are ICU's (CLDR's exemplar characters, main and auxiliary);
// no frequency table of our own. Private to u8i_charsets: the encoding detector ranks with it.
#pragma once

#include "u8i/mojibake/legacy_charset.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace u8i::charsets {

struct EastAsianFit {
    std::size_t letters = 0;  // letters beyond ASCII
    std::size_t uncommon = 0; // of them, outside the common letters of the language
    std::size_t wordGaps = 0; // spaces between two ideographs or kana, in Chinese or Japanese
};

// The language a charset writes, as an ICU code ("ja" for Shift_JIS, Windows-31J, EUC-JP and
// ISO-2022-JP; "zh" for GB18030; "zh_Hant" for Big5 and Big5-HKSCS; "ko" for EUC-KR and CP949),
// or empty for the charsets of other scripts.
[[nodiscard]] std::string eastAsianLanguage(const LegacyCharset &charset);

// The letters of `text` beyond ASCII and the spaces between them, judged as text of `language`
// (one of the codes above). Halfwidth katakana count as the kana they stand for.
[[nodiscard]] EastAsianFit eastAsianFit(std::u32string_view text, std::string_view language);

} // namespace u8i::charsets
