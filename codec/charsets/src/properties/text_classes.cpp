#include "u8i/charsets/properties/text_classes.h"

#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cstring>

namespace u8i::charsets {

namespace {

bool isTextCategory(std::int8_t category)
{
    switch (category) {
    case U_CONTROL_CHAR:
    case U_LINE_SEPARATOR:
    case U_PARAGRAPH_SEPARATOR:
    case U_SURROGATE:
    case U_PRIVATE_USE_CHAR:
    case U_UNASSIGNED: return false;
    default: return true; // L, M, N, P, S, Zs and Cf
    }
}

std::uint8_t familyOf(UScriptCode script)
{
    switch (script) {
    case USCRIPT_COMMON:
    case USCRIPT_LATIN:
    case USCRIPT_INHERITED:
    case USCRIPT_UNKNOWN:
    case USCRIPT_INVALID_CODE: return CharacterClasses::kAnyFamily;
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_KATAKANA_OR_HIRAGANA:
    case USCRIPT_BOPOMOFO: return static_cast<std::uint8_t>(USCRIPT_HAN);
    default: break;
    }
    return static_cast<std::uint8_t>(std::min<int>(script, CharacterClasses::kNotText - 1));
}

std::uint8_t classify(char32_t c)
{
    const auto cp = static_cast<UChar32>(c);
    if (!isTextCategory(u_charType(cp)))
        return CharacterClasses::kNotText;
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(cp, &status);
    return U_SUCCESS(status) ? familyOf(script) : CharacterClasses::kAnyFamily;
}

// The letters (with their case mappings) and marks that CLDR lists as the characters, standard or
// auxiliary, of some locale ICU has data for, and the punctuation those locales use.
struct Alphabets {
    USet *letters = uset_openEmpty();
    USet *punctuation = uset_openEmpty();
};

const Alphabets &alphabets()
{
    static const Alphabets sets = [] {
        Alphabets a;
        for (std::int32_t i = 0; i < uloc_countAvailable(); ++i) {
            const char *locale = uloc_getAvailable(i);
            for (const ULocaleDataExemplarSetType type :
                 {ULOCDATA_ES_STANDARD, ULOCDATA_ES_AUXILIARY, ULOCDATA_ES_PUNCTUATION}) {
                UErrorCode err = U_ZERO_ERROR;
                ULocaleData *data = ulocdata_open(locale, &err);
                USet *set =
                    ulocdata_getExemplarSet(data, nullptr, USET_ADD_CASE_MAPPINGS, type, &err);
                ulocdata_close(data);
                if (U_SUCCESS(err) && set)
                    uset_addAll(type == ULOCDATA_ES_PUNCTUATION ? a.punctuation : a.letters, set);
                if (set)
                    uset_close(set);
            }
        }
        // Korean's exemplars are every syllable, 11,172 of them, and arbitrary 16-bit values fall
        // among them often: only the 2,350 of KS X 1001 (those EUC-KR encodes) are kept.
        UErrorCode err = U_ZERO_ERROR;
        UConverter *ksx1001 = ucnv_open("EUC-KR", &err);
        if (U_SUCCESS(err))
            ucnv_setFromUCallBack(ksx1001, UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr, nullptr,
                                  &err);
        for (UChar32 c = 0xAC00; U_SUCCESS(err) && c <= 0xD7A3; ++c) {
            const UChar unit = static_cast<UChar>(c);
            char bytes[8];
            UErrorCode convert = U_ZERO_ERROR;
            ucnv_reset(ksx1001);
            ucnv_fromUChars(ksx1001, bytes, sizeof bytes, &unit, 1, &convert);
            if (U_FAILURE(convert))
                uset_remove(a.letters, c);
        }
        if (ksx1001)
            ucnv_close(ksx1001);
        uset_freeze(a.letters);
        uset_freeze(a.punctuation);
        return a;
    }();
    return sets;
}

bool inRange(UChar32 c, UChar32 low, UChar32 high)
{
    return c >= low && c <= high;
}

// Spaces, punctuation, symbols and numbers that text in UTF-16 holds: those of Latin-1, the
// general punctuation's dashes, quotes, bullets, ellipsis, primes and guillemets, CJK and fullwidth
// punctuation, what CLDR lists for some language, currency signs, ™ and №, and emoji. Box drawing,
// arrows, mathematical operators, enclosed numbers and the like are what arbitrary 16-bit values
// read as.
bool textNonLetter(UChar32 c, std::int8_t category)
{
    const bool common = c < 0x100 || inRange(c, 0x2010, 0x2027) || inRange(c, 0x2030, 0x203A) ||
                        inRange(c, 0x3000, 0x303F) || inRange(c, 0xFF01, 0xFF65);
    switch (category) {
    case U_SPACE_SEPARATOR:
        return c < 0x100 || inRange(c, 0x2000, 0x200A) || c == 0x202F || c == 0x3000;
    case U_DECIMAL_DIGIT_NUMBER:
    case U_CURRENCY_SYMBOL: return true;
    case U_MATH_SYMBOL:
    case U_MODIFIER_SYMBOL:
    case U_OTHER_SYMBOL:
        return c < 0x100 || c == 0x2122 || c == 0x2116 ||
               u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION);
    case U_OTHER_NUMBER: return c < 0x100;
    case U_LETTER_NUMBER: return false;
    default: { // punctuation: also a script's own (Tibetan ་, Devanagari ।)
        UErrorCode err = U_ZERO_ERROR;
        const UScriptCode script = uscript_getScript(c, &err);
        return common || uset_contains(alphabets().punctuation, c) ||
               (U_SUCCESS(err) && script != USCRIPT_COMMON && script != USCRIPT_INHERITED);
    }
    }
}

// A letter or mark of a script in common use that CLDR's alphabets leave out (Thaana, Assamese's
// য়): scripts whose blocks 16-bit values fall into often (Latin, Greek and Cyrillic with their
// extensions, Han, Hangul, Yi) keep to the alphabets.
bool wholeScriptLetter(UChar32 c)
{
    UErrorCode err = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(c, &err);
    switch (script) {
    case USCRIPT_LATIN:
    case USCRIPT_GREEK:
    case USCRIPT_CYRILLIC:
    case USCRIPT_HAN:
    case USCRIPT_HANGUL:
    case USCRIPT_YI:
    case USCRIPT_COMMON:
    case USCRIPT_INHERITED: return false;
    default: return U_SUCCESS(err) && uscript_getUsage(script) == USCRIPT_USAGE_RECOMMENDED;
    }
}

// UTF-16 text: letters and marks of some language's alphabet, the non-letters of textNonLetter;
// no format characters (a length prefix next to a character's high byte reads as U+200D or U+2060
// at the wrong parity, and joins strings that are not one).
std::uint8_t classifyUtf16(char32_t c)
{
    const auto cp = static_cast<UChar32>(c);
    const std::int8_t category = u_charType(cp);
    const std::uint8_t family = classify(c);
    if (family == CharacterClasses::kNotText || category == U_FORMAT_CHAR)
        return CharacterClasses::kNotText;
    const bool letterOrMark = (U_MASK(category) & (U_GC_L_MASK | U_GC_M_MASK)) != 0;
    const bool text = letterOrMark
                          ? uset_contains(alphabets().letters, cp) != 0 || wholeScriptLetter(cp)
                          : textNonLetter(cp, category);
    return text ? family : CharacterClasses::kNotText;
}

} // namespace

const CharacterClasses &unicodeUtf16TextClasses()
{
    static const CharacterClasses classes(classifyUtf16, readsAsUtf16Text);
    return classes;
}

const CharacterClasses &unicodeTextClasses()
{
    static const CharacterClasses classes(classify);
    return classes;
}

std::vector<std::string> scriptsOf(std::string_view utf8)
{
    std::vector<UScriptCode> seen;
    std::vector<UScriptCode> neutral;
    const auto *s = reinterpret_cast<const std::uint8_t *>(utf8.data());
    const auto length = static_cast<std::int32_t>(utf8.size());
    for (std::int32_t i = 0; i < length;) {
        UChar32 c = 0;
        U8_NEXT(s, i, length, c);
        if (c < 0)
            continue;
        UErrorCode status = U_ZERO_ERROR;
        // ASCII letters are Latin and the rest of ASCII Common, as in the UCD (without the lookup).
        const bool letter = (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
        const UScriptCode script =
            c < 0x80 ? (letter ? USCRIPT_LATIN : USCRIPT_COMMON) : uscript_getScript(c, &status);
        if (U_FAILURE(status))
            continue;
        const bool isNeutral =
            script == USCRIPT_COMMON || script == USCRIPT_INHERITED || script == USCRIPT_UNKNOWN;
        std::vector<UScriptCode> &list = isNeutral ? neutral : seen;
        if (std::find(list.begin(), list.end(), script) == list.end())
            list.push_back(script);
    }
    const std::vector<UScriptCode> &chosen = seen.empty() ? neutral : seen;
    std::vector<std::string> names;
    for (const UScriptCode script : chosen)
        names.emplace_back(uscript_getName(script));
    return names;
}

} // namespace u8i::charsets
