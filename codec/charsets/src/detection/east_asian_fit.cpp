#include "detection/east_asian_fit.h"

#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unicode/ulocdata.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>

#include <array>
#include <memory>
#include <utility>

namespace u8i::charsets {

namespace {

struct SetCloser {
    void operator()(USet *s) const { uset_close(s); }
};
using Set = std::unique_ptr<USet, SetCloser>;

constexpr std::array<std::string_view, 4> kLanguages = {"ja", "zh", "zh_Hant", "ko"};

// CLDR's exemplar characters of `language`, the main set and the auxiliary one (the letters of
// loanwords and names), in either case.
Set exemplarLetters(const char *language)
{
    Set out(uset_openEmpty());
    for (const ULocaleDataExemplarSetType type : {ULOCDATA_ES_STANDARD, ULOCDATA_ES_AUXILIARY}) {
        UErrorCode err = U_ZERO_ERROR;
        ULocaleData *data = ulocdata_open(language, &err);
        USet *set = ulocdata_getExemplarSet(data, nullptr, USET_CASE_INSENSITIVE, type, &err);
        ulocdata_close(data);
        if (set && U_SUCCESS(err))
            uset_addAll(out.get(), set);
        if (set)
            uset_close(set);
    }
    return out;
}

// The Hangul syllables in use: Korean's exemplars are every syllable Unicode has, of which
// KS X 1001 chose 2,350 as those in use (EUC-KR's, as ICU has it). The syllables only CP949 adds
// are a few of a Korean text at most, and most of a wrong reading.
const USet *syllablesInUse()
{
    static const Set set = [] {
        Set out(uset_openEmpty());
        UErrorCode err = U_ZERO_ERROR;
        UConverter *euckr = ucnv_open("EUC-KR", &err);
        if (euckr && U_SUCCESS(err))
            ucnv_getUnicodeSet(euckr, out.get(), UCNV_ROUNDTRIP_SET, &err);
        ucnv_close(euckr);
        return out;
    }();
    return set.get();
}

const USet *commonLettersOf(std::string_view language)
{
    static const std::array<Set, kLanguages.size()> sets = [] {
        std::array<Set, kLanguages.size()> out;
        for (std::size_t i = 0; i < kLanguages.size(); ++i)
            out[i] = exemplarLetters(std::string(kLanguages[i]).c_str());
        return out;
    }();
    for (std::size_t i = 0; i < kLanguages.size(); ++i)
        if (kLanguages[i] == language)
            return sets[i].get();
    return nullptr;
}

// The character as the letter it stands for: halfwidth katakana as their kana (NFKC).
UChar32 folded(char32_t c)
{
    if (c < 0xFF61 || c > 0xFF9F)
        return static_cast<UChar32>(c);
    UErrorCode err = U_ZERO_ERROR;
    const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&err);
    UChar in[1] = {static_cast<UChar>(c)};
    UChar out[4];
    const int32_t length = unorm2_normalize(nfkc, in, 1, out, 4, &err);
    return U_SUCCESS(err) && length > 0 ? static_cast<UChar32>(out[0]) : static_cast<UChar32>(c);
}

// An ideograph or kana: what Chinese and Japanese write without spaces between words.
bool ideographOrKana(char32_t c)
{
    UErrorCode err = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(folded(c), &err);
    return U_SUCCESS(err) &&
           (script == USCRIPT_HAN || script == USCRIPT_HIRAGANA || script == USCRIPT_KATAKANA);
}

} // namespace

std::string eastAsianLanguage(const LegacyCharset &charset)
{
    static constexpr std::pair<std::string_view, std::string_view> kWrites[] = {
        {"Shift_JIS", "ja"},       {"Windows-31J", "ja"}, {"EUC-JP", "ja"},
        {"ISO-2022-JP", "ja"},     {"GB18030", "zh"},     {"Big5", "zh_Hant"},
        {"Big5-HKSCS", "zh_Hant"}, {"EUC-KR", "ko"},      {"CP949", "ko"},
    };
    const std::string name = charset.name();
    for (const auto &[charsetName, language] : kWrites)
        if (charsetName == name)
            return std::string(language);
    return {};
}

EastAsianFit eastAsianFit(std::u32string_view text, std::string_view language)
{
    EastAsianFit fit;
    const USet *common = commonLettersOf(language);
    if (!common)
        return fit;
    const bool spacedWords = language == "ko";
    std::size_t outOfUse = 0; // Hangul syllables outside KS X 1001
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char32_t c = text[i];
        if (c == ' ' && !spacedWords && i > 0 && i + 1 < text.size() &&
            ideographOrKana(text[i - 1]) && ideographOrKana(text[i + 1]))
            ++fit.wordGaps;
        const UChar32 letter = folded(c);
        if (c < 0x80 || !u_isalpha(letter))
            continue;
        ++fit.letters;
        fit.uncommon += uset_contains(common, letter) ? 0 : 1;
        outOfUse += spacedWords && letter >= 0xAC00 && letter <= 0xD7A3 &&
                            !uset_contains(syllablesInUse(), letter)
                        ? 1
                        : 0;
    }
    // A few are words that need them; a quarter of the letters is a wrong reading.
    constexpr std::size_t kOutOfUsePer = 4;
    if (outOfUse * kOutOfUsePer > fit.letters)
        fit.uncommon += outOfUse;
    return fit;
}

} // namespace u8i::charsets
