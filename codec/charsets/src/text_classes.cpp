#include "u8i/charsets/text_classes.h"

#include <unicode/uchar.h>
#include <unicode/ulocdata.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/utf8.h>

#include <algorithm>

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

// The ideographs, syllables and kana that CLDR lists as the characters (standard and auxiliary) of
// Chinese, Japanese, Korean and Yi.
const USet *commonEastAsian()
{
    static USet *const common = [] {
        USet *all = uset_openEmpty();
        for (const char *code : {"zh", "zh_Hant", "ja", "ko", "ii"})
            for (const ULocaleDataExemplarSetType type :
                 {ULOCDATA_ES_STANDARD, ULOCDATA_ES_AUXILIARY}) {
                UErrorCode err = U_ZERO_ERROR;
                ULocaleData *data = ulocdata_open(code, &err);
                USet *set = ulocdata_getExemplarSet(data, nullptr, 0, type, &err);
                ulocdata_close(data);
                if (U_SUCCESS(err) && set)
                    uset_addAll(all, set);
                if (set)
                    uset_close(set);
            }
        uset_freeze(all);
        return all;
    }();
    return common;
}

std::uint8_t classifyUtf16(char32_t c)
{
    if (u_charType(static_cast<UChar32>(c)) == U_FORMAT_CHAR)
        return CharacterClasses::kNotText;
    const std::uint8_t family = classify(c);
    const bool eastAsian = family == static_cast<std::uint8_t>(USCRIPT_HAN) ||
                           family == static_cast<std::uint8_t>(USCRIPT_HANGUL) ||
                           family == static_cast<std::uint8_t>(USCRIPT_YI);
    if (eastAsian && !uset_contains(commonEastAsian(), static_cast<UChar32>(c)))
        return CharacterClasses::kNotText;
    return family;
}

} // namespace

const CharacterClasses &unicodeUtf16TextClasses()
{
    static const CharacterClasses classes(classifyUtf16);
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
