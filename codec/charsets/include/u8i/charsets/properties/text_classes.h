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

#include "u8i/utf8/character_classes.h"

#include <string>
#include <string_view>
#include <vector>

namespace u8i::charsets {

// Built once (a 64 KiB table), thread-safe.
[[nodiscard]] const CharacterClasses &unicodeTextClasses();
// The same for UTF-16, where any two bytes are a code unit, so that arbitrary bytes read as runs
// of characters of every script and symbol block. A character beyond ASCII is text only when some
// language's alphabet has it (a letter or mark that CLDR lists, standard or auxiliary, for any
// language ICU has data for), or it is a space, punctuation, digit, currency sign or emoji that
// text holds (not box drawing, arrows, operators, enclosed numbers); format characters end a
// string (a length prefix next to a character's high byte reads as U+200D or U+2060 at the wrong
// parity). Scripts whose letters CLDR leaves out (Thaana) count whole when Unicode recommends them,
// but for Latin, Greek, Cyrillic, Han, Hangul (KS X 1001's 2,350 syllables) and Yi, whose blocks
// arbitrary values fall in often. Strings are judged whole by readsAsUtf16Text.
[[nodiscard]] const CharacterClasses &unicodeUtf16TextClasses();
// Whether a UTF-16 string (given in UTF-8) reads as text. ASCII does (as GNU strings -e l takes
// it), with typographic quotes and dashes (U+2010-2027). Text beyond ASCII has letters for at least
// half its characters other than spaces; no mark without a letter before it; words of one script
// (Latin mixes with Han and kana) whose case is that of a word (lower, upper, Capitalised: not
// "ÌÅqt"); no more Latin letters beyond ASCII than twice its ASCII letters ("Ünïcödé" is text,
// "ÒíííŷŶ" is not); not only letters (2 or more) whose two bytes are printable ASCII (ASCII text
// read in pairs: "瑟敲彥潮"); and, when it has more letters beyond ASCII than ASCII letters,
// distinct characters beyond ASCII for half of them, or 5 ("ఌఌఌఌ" is not). A string also ends where
// its script changes (strings.h): one script, besides Latin, spaces, digits and punctuation.
[[nodiscard]] bool readsAsUtf16Text(std::string_view utf8);

// The scripts of `utf8` by their English names ("Latin", "Cyrillic", "Han"), in order of first
// appearance; "Common" (or "Inherited") only when the text has no other. Empty for empty text.
[[nodiscard]] std::vector<std::string> scriptsOf(std::string_view utf8);

} // namespace u8i::charsets
