// A small model of what running text looks like, used to weigh a mojibake repair against leaving
// the text alone: how common each character is, and which neighbours are odd together. It knows
// Unicode only by block ranges (the codec has no ICU); it is a plausibility score, not a parser.
#pragma once

#include <cstdint>

namespace u8i::moji {

enum class CharClass : std::uint8_t {
    Upper,  // a cased letter, upper case
    Lower,  // a cased letter, lower case
    Letter, // a letter without case (CJK, Hebrew, ...) or of unknown case
    Mark,   // a combining mark
    Digit,
    Space,      // ASCII blanks, no-break space
    OpenPunct,  // punctuation that precedes a word: ‘ “ „ ¿ ¡ «
    ClosePunct, // punctuation or signs that follow a word: ’ ” … » ™ ®
    Punct,      // other punctuation
    Symbol,     // signs that rarely touch a letter: © ± ¤ † ‰ box drawing ...
    Math,       // mathematical operators: they precede letters (√x, ∑i) but rarely follow them
    Pictograph, // emoji and dingbats: they may touch anything
    Control,    // C0/C1 controls, format characters, noncharacters
};

struct CharInfo {
    CharClass cls = CharClass::Symbol;
    std::uint16_t script = 0; // 0: common to all scripts; else an id per script (see .cpp)
    int rarity = 0;           // 0 for ASCII, higher for characters rarely seen in text
};

namespace detail {
// classify's table of the BMP, built at the first call; and the characters past it.
[[nodiscard]] const CharInfo *bmpInfo();
[[nodiscard]] CharInfo classifyPastBmp(char32_t cp);
} // namespace detail

// Inline: the analysis classifies every character of a line several times.
[[nodiscard]] inline CharInfo classify(char32_t cp)
{
    static const CharInfo *const bmp = detail::bmpInfo();
    return cp < 0x10000 ? bmp[cp] : detail::classifyPastBmp(cp);
}
[[nodiscard]] inline bool isLetter(const CharInfo &info)
{
    return info.cls == CharClass::Upper || info.cls == CharClass::Lower ||
           info.cls == CharClass::Letter;
}
// "Latin", "Cyrillic", "Han", ... for a script id of CharInfo ("" for common characters).
[[nodiscard]] const char *scriptName(std::uint16_t script);

// True for a lower-case Greek letter next to a Latin one: a symbol in Latin-script text (IL2Rγ).
[[nodiscard]] bool greekSymbolInLatin(const CharInfo &greek, const CharInfo &latin);
// The cost of two characters side by side (a then b), beyond each one's rarity.
[[nodiscard]] int pairCost(const CharInfo &a, const CharInfo &b);

} // namespace u8i::moji
