// What the strings finder takes as text, by the Unicode Character Database (through ICU), and the
// scripts a string is written in.
//
// Text is a graphic character (general categories L, M, N, P, S and Zs: letters, marks, numbers,
// punctuation, symbols and spaces) or a format character (Cf: joiners, bidi controls, the soft
// hyphen, which belong to text and are shown escaped), plus TAB. Controls, line and paragraph
// separators, surrogates, private use and unassigned code points are not. A character's family is
// its script (Han, Hiragana, Katakana and Bopomofo are one family, as Japanese and Chinese text mix
// them); Latin, Common, Inherited and Unknown go with any family (Latin names and words appear in
// text of every script).
#pragma once

#include "u8i/character_classes.h"

#include <string>
#include <string_view>
#include <vector>

namespace u8i::charsets {

// Built once (a 64 KiB table), thread-safe.
[[nodiscard]] const CharacterClasses &unicodeTextClasses();
// The same for UTF-16, where two in five 16-bit values are ideographs, so that arbitrary bytes
// read as long runs of them: a Han, Hangul or Yi character is text only when CLDR lists it among
// the characters of Chinese, Japanese, Korean or Yi (their common ideographs and syllables); and
// format characters end a string (a length prefix next to a character's high byte reads as
// U+200D or U+2060 at the wrong parity, and joins strings that are not one).
[[nodiscard]] const CharacterClasses &unicodeUtf16TextClasses();

// The scripts of `utf8` by their English names ("Latin", "Cyrillic", "Han"), in order of first
// appearance; "Common" (or "Inherited") only when the text has no other. Empty for empty text.
[[nodiscard]] std::vector<std::string> scriptsOf(std::string_view utf8);

} // namespace u8i::charsets
