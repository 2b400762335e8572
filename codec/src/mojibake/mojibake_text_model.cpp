// The plausibility model of running text (see mojibake_text_model.h).
#include "mojibake/mojibake_text_model.h"

#include <vector>

namespace u8i::moji {

namespace {

enum Script : std::uint16_t {
    Common = 0,
    Latin,
    Greek,
    Cyrillic,
    Armenian,
    Hebrew,
    Arabic,
    Thai,
    Hangul,
    Kana,
    Han,
    Georgian,
    OtherScript, // Indic and the rest: an id per 128-code-point block above this
};

CharInfo make(CharClass cls, std::uint16_t script, int rarity)
{
    return CharInfo{cls, script, rarity};
}

std::uint16_t blockScript(char32_t cp)
{
    return static_cast<std::uint16_t>(OtherScript + (cp >> 7));
}

// Latin Extended-A letters used by the large Central European, Baltic and Turkish orthographies
// are common; the rest (Maltese, Esperanto, Sami, archaic forms) are rare.
int latinExtARarity(char32_t cp)
{
    // clang-format off
    switch (cp) {
    case 0x0102: case 0x0103: case 0x0104: case 0x0105: case 0x0106: case 0x0107:
    case 0x010C: case 0x010D: case 0x010E: case 0x010F: case 0x0110: case 0x0111:
    case 0x0118: case 0x0119: case 0x011A: case 0x011B: case 0x011E: case 0x011F:
    case 0x0130: case 0x0131: case 0x0139: case 0x013A: case 0x013D: case 0x013E:
    case 0x0141: case 0x0142: case 0x0143: case 0x0144: case 0x0147: case 0x0148:
    case 0x0150: case 0x0151: case 0x0152: case 0x0153: case 0x0154: case 0x0155:
    case 0x0158: case 0x0159: case 0x015A: case 0x015B: case 0x015E: case 0x015F:
    case 0x0160: case 0x0161: case 0x0162: case 0x0163: case 0x0164: case 0x0165:
    case 0x016E: case 0x016F: case 0x0170: case 0x0171: case 0x0178: case 0x0179:
    case 0x017A: case 0x017B: case 0x017C: case 0x017D: case 0x017E:
        return 1;
    case 0x0100: case 0x0101: case 0x0112: case 0x0113: case 0x0116: case 0x0117:
    case 0x0122: case 0x0123: case 0x012A: case 0x012B: case 0x012E: case 0x012F:
    case 0x0136: case 0x0137: case 0x013B: case 0x013C: case 0x0145: case 0x0146:
    case 0x0156: case 0x0157: case 0x016A: case 0x016B: case 0x0172: case 0x0173:
        return 2;
    case 0x017F: // the long s, archaic: not seen in text today
        return 8;
    default:
        return 4;
    }
    // clang-format on
}

CharClass latinExtACase(char32_t cp)
{
    if (cp == 0x0138 || cp == 0x0149 || cp == 0x017F)
        return CharClass::Lower;
    if (cp == 0x0178)
        return CharClass::Upper;
    const bool oddUpper = (cp >= 0x0139 && cp <= 0x0148) || (cp >= 0x0179 && cp <= 0x017E);
    const bool odd = (cp & 1U) != 0;
    return odd == oddUpper ? CharClass::Upper : CharClass::Lower;
}

CharInfo classifyLatin1(char32_t cp)
{
    // clang-format off
    switch (cp) {
    case 0xA0: return make(CharClass::Space, Common, 1);
    case 0xA1: case 0xBF: case 0xAB: return make(CharClass::OpenPunct, Common, 1);
    case 0xBB: case 0xAE: case 0xB0: case 0xB2: case 0xB3: return make(CharClass::ClosePunct, Common, 1);
    case 0xB7: return make(CharClass::Punct, Common, 1);
    case 0xAA: case 0xBA: case 0xB5: return make(CharClass::Lower, Latin, 2);
    case 0xAD: return make(CharClass::Control, Common, 4);
    case 0xD7: case 0xF7: case 0xAC: case 0xB1: return make(CharClass::Math, Common, 2);
    case 0xA2: case 0xA3: case 0xA7: case 0xA9: return make(CharClass::Symbol, Common, 1);
    default: break;
    }
    // clang-format on
    if (cp < 0xC0)
        return make(CharClass::Symbol, Common, 2);
    if (cp == 0xDF)
        return make(CharClass::Lower, Latin, 1);
    return make(cp < 0xDF ? CharClass::Upper : CharClass::Lower, Latin, 1);
}

CharInfo classifyGeneralPunctuation(char32_t cp)
{
    // clang-format off
    switch (cp) {
    case 0x2013: case 0x2014: return make(CharClass::Punct, Common, 1);
    case 0x2018: case 0x201A: case 0x201C: case 0x201E: case 0x2039:
        return make(CharClass::OpenPunct, Common, 1);
    case 0x2019: // the apostrophe: inside words as often as after them
        return make(CharClass::Punct, Common, 0);
    case 0x201D: case 0x2026: case 0x203A:
        return make(CharClass::ClosePunct, Common, 1);
    case 0x2020: case 0x2021: case 0x2022: case 0x2030:
        return make(CharClass::Symbol, Common, 2);
    default: break;
    }
    // clang-format on
    if (cp < 0x2010)
        return make(cp < 0x200B ? CharClass::Space : CharClass::Control, Common, 3);
    if (cp >= 0x2028 && cp <= 0x202F)
        return make(CharClass::Control, Common, 4);
    if (cp >= 0x2060)
        return make(CharClass::Control, Common, 4);
    return make(CharClass::Punct, Common, 2);
}

CharInfo classifyCased(char32_t cp, std::uint16_t script, char32_t upperFirst, char32_t upperLast,
                       char32_t lowerFirst, char32_t lowerLast, int rarity)
{
    if (cp >= upperFirst && cp <= upperLast)
        return make(CharClass::Upper, script, rarity);
    if (cp >= lowerFirst && cp <= lowerLast)
        return make(CharClass::Lower, script, rarity);
    return make(CharClass::Letter, script, rarity + 1);
}

CharInfo classifyBelow3000(char32_t cp)
{
    if (cp < 0x0180)
        return make(latinExtACase(cp), Latin, latinExtARarity(cp));
    if (cp == 0x0192)
        return make(CharClass::Symbol, Common, 3); // ƒ, the florin sign
    if (cp < 0x0250)
        return make(CharClass::Letter, Latin, 3);
    if (cp < 0x02B0)
        return make(CharClass::Lower, Latin, 5); // IPA
    if (cp < 0x0300) {
        const bool accent = cp == 0x02C6 || cp == 0x02C7 || cp == 0x02D8 || cp == 0x02D9 ||
                            cp == 0x02DB || cp == 0x02DC || cp == 0x02DD;
        return make(accent ? CharClass::Symbol : CharClass::Letter, Common, accent ? 3 : 4);
    }
    if (cp < 0x0370)
        return make(CharClass::Mark, Common, 2);
    if (cp < 0x0400) {
        if (cp == 0x0386 || (cp >= 0x0388 && cp <= 0x038F))
            return make(CharClass::Upper, Greek, 1);
        return classifyCased(cp, Greek, 0x0391, 0x03AB, 0x03AC, 0x03CE, 1);
    }
    if (cp < 0x0460)
        return classifyCased(cp, Cyrillic, 0x0400, 0x042F, 0x0430, 0x045F, 1);
    if (cp < 0x0530)
        return make(CharClass::Letter, Cyrillic, 3);
    if (cp < 0x0590)
        return classifyCased(cp, Armenian, 0x0531, 0x0556, 0x0561, 0x0587, 2);
    if (cp < 0x0600)
        return make(cp < 0x05D0 ? CharClass::Mark : CharClass::Letter, Hebrew, cp < 0x05D0 ? 3 : 1);
    if (cp < 0x0700) {
        if (cp >= 0x064B && cp <= 0x065F)
            return make(CharClass::Mark, Arabic, 2);
        if (cp >= 0x0660 && cp <= 0x0669)
            return make(CharClass::Digit, Arabic, 1);
        return make(CharClass::Letter, Arabic, 1);
    }
    if (cp < 0x0900)
        return make(CharClass::Letter, blockScript(cp), 4);
    if (cp < 0x0E00)
        return make(CharClass::Letter, blockScript(cp), 1); // Indic: one script per block
    if (cp < 0x0E80)
        return make(CharClass::Letter, Thai, 1);
    if (cp >= 0x10A0 && cp < 0x1100)
        return make(CharClass::Letter, Georgian, 2);
    if (cp >= 0x1100 && cp < 0x1200)
        return make(CharClass::Letter, Hangul, 3);
    if (cp >= 0x1E00 && cp < 0x1F00) // Latin Extended Additional (Vietnamese)
        return make((cp & 1U) == 0 ? CharClass::Upper : CharClass::Lower, Latin, 1);
    if (cp >= 0x1F00 && cp < 0x2000)
        return make(CharClass::Letter, Greek, 2);
    if (cp < 0x2000)
        return make(CharClass::Letter, blockScript(cp), 4);
    if (cp < 0x2070)
        return classifyGeneralPunctuation(cp);
    if (cp < 0x20A0)
        return make(CharClass::Symbol, Common, 3);
    if (cp < 0x20D0)
        return make(CharClass::Symbol, Common, cp == 0x20AC ? 1 : 2);
    if (cp < 0x2100)
        return make(CharClass::Mark, Common, 4);
    if (cp == 0x2122)
        return make(CharClass::ClosePunct, Common, 1);
    if (cp < 0x2190)
        return make(CharClass::Symbol, Common, 2);
    if (cp >= 0x2200 && cp < 0x2300)
        return make(CharClass::Math, Common, 2);
    if (cp < 0x2400)
        return make(CharClass::Symbol, Common, 2); // arrows, technical
    if (cp < 0x2500)
        return make(CharClass::Symbol, Common, 3);
    if (cp < 0x25A0)
        return make(CharClass::Symbol, Common, 2); // box drawing, blocks
    if (cp < 0x27C0)
        return make(CharClass::Pictograph, Common, 2); // shapes, symbols, dingbats
    if (cp >= 0x2800 && cp < 0x2900)
        return make(CharClass::Symbol, Common, 3); // Braille
    if (cp >= 0x2E80)
        return make(CharClass::Letter, Han, 3);
    return make(CharClass::Symbol, Common, 4);
}

CharInfo classifyBmpAbove3000(char32_t cp)
{
    if (cp < 0x3040)
        return make(CharClass::Punct, Common, 1); // CJK punctuation
    if (cp < 0x3100)
        return make(CharClass::Letter, Kana, 1);
    if (cp < 0x3400)
        return make(CharClass::Symbol, Han, 3);
    if (cp < 0x4E00)
        return make(CharClass::Letter, Han, 2);
    if (cp < 0xA000)
        return make(CharClass::Letter, Han, 1);
    if (cp < 0xAC00)
        return make(CharClass::Letter, blockScript(cp), 5);
    if (cp < 0xD7B0)
        return make(CharClass::Letter, Hangul, 1);
    if (cp < 0xE000)
        return make(CharClass::Control, Common, 10); // surrogates
    if (cp < 0xF900)
        return make(CharClass::Control, Common, 8); // private use
    if (cp < 0xFB00)
        return make(CharClass::Letter, Han, 3);
    if (cp < 0xFB07)
        return make(CharClass::Lower, Latin, 2); // ligatures ﬁ ﬂ
    if (cp < 0xFB50)
        return make(CharClass::Letter, Hebrew, 3);
    if (cp >= 0xFDD0 && cp <= 0xFDEF)
        return make(CharClass::Control, Common, 10);
    if (cp < 0xFE00)
        return make(CharClass::Letter, Arabic, 4);
    if (cp < 0xFE10)
        return make(CharClass::Mark, Common, 1); // variation selectors
    if (cp < 0xFE70)
        return make(CharClass::Punct, Common, 3);
    if (cp < 0xFF00)
        return make(cp == 0xFEFF ? CharClass::Control : CharClass::Letter, Arabic, 4);
    if (cp < 0xFFF0)
        return make(CharClass::Punct, Common, 2); // full width forms
    if (cp == 0xFFFD)
        return make(CharClass::Symbol, Common, 5);
    return make(CharClass::Control, Common, 10);
}

} // namespace

namespace {

CharInfo classifyComputed(char32_t cp)
{
    if (cp < 0x80) {
        if ((cp >= 'a' && cp <= 'z'))
            return make(CharClass::Lower, Latin, 0);
        if ((cp >= 'A' && cp <= 'Z'))
            return make(CharClass::Upper, Latin, 0);
        if (cp >= '0' && cp <= '9')
            return make(CharClass::Digit, Common, 0);
        if (cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r')
            return make(CharClass::Space, Common, 0);
        if (cp < 0x20 || cp == 0x7F)
            return make(CharClass::Control, Common, 6);
        if (cp == '(' || cp == '[' || cp == '{')
            return make(CharClass::OpenPunct, Common, 0);
        return make(CharClass::Punct, Common, 0);
    }
    if (cp < 0xA0)
        return make(CharClass::Control, Common, 8); // C1 controls
    if (cp < 0x100)
        return classifyLatin1(cp);
    if (cp < 0x3000)
        return classifyBelow3000(cp);
    if (cp < 0x10000)
        return classifyBmpAbove3000(cp);
    if (cp >= 0x1F000 && cp < 0x1FB00)
        return make(CharClass::Pictograph, Common, 1); // emoji
    if (cp >= 0x20000 && cp < 0x40000)
        return make(CharClass::Letter, Han, 3);
    if (cp >= 0xE0100 && cp < 0xE01F0)
        return make(CharClass::Mark, Common, 3);
    if (cp >= 0xF0000 || (cp & 0xFFFE) == 0xFFFE)
        return make(CharClass::Control, Common, 8);
    return make(CharClass::Symbol, Common, 4);
}

} // namespace

const CharInfo *detail::bmpInfo()
{
    // The analysis classifies the same characters over and over: the BMP once, in a table.
    static const std::vector<CharInfo> kBmp = [] {
        std::vector<CharInfo> table(0x10000);
        for (char32_t c = 0; c < 0x10000; ++c)
            table[c] = classifyComputed(c);
        return table;
    }();
    return kBmp.data();
}

CharInfo detail::classifyPastBmp(char32_t cp)
{
    return classifyComputed(cp);
}

const char *scriptName(std::uint16_t script)
{
    static constexpr const char *kNames[] = {"",         "Latin",  "Greek",  "Cyrillic",
                                             "Armenian", "Hebrew", "Arabic", "Thai",
                                             "Hangul",   "Kana",   "Han",    "Georgian"};
    if (script < OtherScript)
        return kNames[script];
    const char32_t block = static_cast<char32_t>(script - OtherScript) << 7;
    if (block >= 0x0900 && block < 0x0980)
        return "Devanagari";
    if (block >= 0x0980 && block < 0x0E00)
        return "an Indic script";
    return "another script";
}

bool greekSymbolInLatin(const CharInfo &greek, const CharInfo &latin)
{
    // Lower-case Greek letters serve as symbols inside Latin-script words: α-helix, IL2Rγ,
    // 5 μm, TNFα. Greek capitals (but Δ, Σ, Ω, rarer still) and other scripts do not.
    return greek.script == Greek && greek.cls == CharClass::Lower && latin.script == Latin;
}

int pairCost(const CharInfo &a, const CharInfo &b)
{
    // Chinese and Japanese put no spaces between words: an ideograph or kana next to a space
    // is a little odd (and tells Korean, which does, from a Chinese reading of its bytes).
    const auto cjk = [](const CharInfo &x) { return x.script == Han || x.script == Kana; };
    if ((cjk(a) && b.cls == CharClass::Space && b.rarity == 0) ||
        (cjk(b) && a.cls == CharClass::Space && a.rarity == 0))
        return 1;
    const bool letterA = isLetter(a) || a.cls == CharClass::Mark;
    const bool letterB = isLetter(b);
    if (letterA && letterB) {
        // Japanese writes ideographs and kana side by side: one script for this purpose.
        const bool japanese = cjk(a) && cjk(b);
        if (a.script != b.script && a.script != Common && b.script != Common && !japanese)
            return greekSymbolInLatin(a, b) || greekSymbolInLatin(b, a) ? 1 : 3;
        // camelCase is written in ASCII; an accented capital inside a lower-case word ("trÚs")
        // is hardly ever meant.
        if (a.cls == CharClass::Lower && b.cls == CharClass::Upper)
            return b.rarity > 0 ? 4 : 2;
        return 0;
    }
    if (b.cls == CharClass::Mark)
        return letterA ? 0 : 1;
    if (letterA &&
        (b.cls == CharClass::Symbol || b.cls == CharClass::OpenPunct || b.cls == CharClass::Math))
        return 2;
    if (letterB && a.cls == CharClass::Symbol)
        return 2;
    if (letterB && a.cls == CharClass::ClosePunct && a.rarity > 0)
        return 1;
    return 0;
}

} // namespace u8i::moji
