// What the deceptive-text rules share: one line (or piece of a long line) as decoded characters
// with their offsets and positions, and the findings the rules append for it.
#pragma once

#include "u8i/charsets/deceptive/deceptive_text.h"

#include <unicode/uscript.h>

#include <string>
#include <vector>

namespace u8i::charsets::detail {

// The script family a word is judged in: Japanese and Korean mix these with Han in one word, so
// for the look-alike rule (and the line skipper that must agree with it) they are one script.
[[nodiscard]] inline int scriptFamily(int script)
{
    switch (script) {
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_HANGUL:
    case USCRIPT_BOPOMOFO: return USCRIPT_HAN;
    default: return script;
    }
}

struct LineChar {
    char32_t cp = 0;   // the character; U+FFFD for an ill-formed group
    Offset offset = 0; // first byte, in the whole data
    Offset length = 0; // bytes
    bool wellFormed = true;
    LineColumn at;
    [[nodiscard]] Offset end() const { return offset + length; }
};

struct Line {
    std::vector<LineChar> chars;
    Offset end = 0;       // the offset after the piece's last character
    bool lineEnds = true; // false for a piece of a long line that goes on
};

// An embedding, override or isolate still open, with the character that opened it.
struct OpenBidi {
    LineChar opener;
    bool isolate = false;
};

using Findings = std::vector<DeceptiveFinding>;

// "U+200B ZERO WIDTH SPACE".
[[nodiscard]] std::string codePointAndName(char32_t cp);
// The character itself when it is safe to print (a letter, a mark after it, a digit, a symbol),
// else "U+XXXX" (controls, bidi and format characters, spaces other than U+0020).
[[nodiscard]] std::string shown(char32_t cp);
// True for the characters that end a line for the bidi algorithm's purposes (LF, CR, NEL, LS, PS,
// and the information separators 1C-1E, which are paragraph separators in UAX #9).
[[nodiscard]] bool endsLine(char32_t cp);

// A finding for the characters [first, last] of a line.
[[nodiscard]] DeceptiveFinding findingFor(const LineChar &first, const LineChar &last,
                                          NoticeKind kind, Message said);

// The rules, each appending its findings for one line or piece.
void findBidi(const Line &line, std::vector<OpenBidi> &open, Findings &out);
void findInvisible(const Line &line, Findings &out);
void findNonstandardSpaces(const Line &line, Findings &out);
void findConfusables(const Line &line, Findings &out);
void findDenormalized(const Line &line, NormalizationForm form, Findings &out);

} // namespace u8i::charsets::detail
