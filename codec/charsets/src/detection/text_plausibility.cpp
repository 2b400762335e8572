#include "detection/text_plausibility.h"

#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>

#include <algorithm>
#include <map>
#include <memory>
#include <vector>

namespace u8i::charsets {

namespace {

// Weights per character: a wrong guess leaves junk that these outweigh the letters by.
constexpr double kLetter = 1.0;
constexpr double kSymbol = -1.0;
constexpr double kControl = -4.0;
constexpr double kUndefined = -6.0;
constexpr double kOddWord = -3.0;
constexpr double kForeignLetter = -2.0;
// A text with this many different letters beyond ASCII tells languages apart by the share of
// their alphabets it uses, when one share is this much larger.
constexpr std::size_t kDistinctLettersForShare = 8;
constexpr double kClearlyLarger = 1.05;
constexpr std::size_t kMaxStackedMarks = 2; // Thai: a vowel sign and a tone mark on one consonant

struct SetCloser {
    void operator()(USet *s) const { uset_close(s); }
};

struct Alphabet {
    std::string code;
    std::string name;
    std::unique_ptr<USet, SetCloser> letters;
};

// The languages whose alphabets are tried, most widely written first (that order breaks ties):
// those the legacy encodings of the program serve.
const std::vector<Alphabet> &alphabets()
{
    static const std::vector<Alphabet> all = [] {
        std::vector<Alphabet> out;
        for (const char *code :
             {"ru", "uk", "bg", "be", "sr", "mk", "de", "fr", "es", "pt", "it",      "nl",
              "ca", "sv", "da", "nb", "fi", "is", "ga", "cy", "eu", "gl", "mt",      "eo",
              "cs", "sk", "pl", "hu", "sl", "hr", "ro", "sq", "et", "lv", "lt",      "tr",
              "az", "el", "he", "ar", "fa", "ur", "th", "vi", "ja", "zh", "zh_Hant", "ko"}) {
            UErrorCode err = U_ZERO_ERROR;
            ULocaleData *data = ulocdata_open(code, &err);
            USet *set = ulocdata_getExemplarSet(data, nullptr, USET_CASE_INSENSITIVE,
                                                ULOCDATA_ES_STANDARD, &err);
            ulocdata_close(data);
            // CLDR lists the common ideographs and syllables only; a text may use any.
            const std::string_view c(code);
            if (set && (c == "ja" || c.starts_with("zh") || c == "ko")) {
                USet *more = uset_openEmpty();
                uset_applyIntPropertyValue(more, UCHAR_SCRIPT, USCRIPT_HAN, &err);
                uset_addAll(set, more);
                if (c == "ko") {
                    uset_applyIntPropertyValue(more, UCHAR_SCRIPT, USCRIPT_HANGUL, &err);
                    uset_addAll(set, more);
                }
                uset_close(more);
            }
            if (U_FAILURE(err) || !set)
                continue;
            UChar display[96];
            char utf8[192];
            int32_t length = uloc_getDisplayName(code, "en", display, 96, &err);
            u_strToUTF8(utf8, sizeof utf8, &length, display, length, &err);
            out.push_back({code, U_SUCCESS(err) ? std::string(utf8, length) : code,
                           std::unique_ptr<USet, SetCloser>(set)});
        }
        return out;
    }();
    return all;
}

bool isText(char32_t c)
{
    return c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x1B;
}

// Punctuation, spaces, currency and the few symbols that prose does use.
bool isNeutral(char32_t c)
{
    switch (u_charType(static_cast<UChar32>(c))) {
    case U_DASH_PUNCTUATION:
    case U_START_PUNCTUATION:
    case U_END_PUNCTUATION:
    case U_INITIAL_PUNCTUATION:
    case U_FINAL_PUNCTUATION:
    case U_OTHER_PUNCTUATION:
    case U_CONNECTOR_PUNCTUATION:
    case U_SPACE_SEPARATOR:
    case U_CURRENCY_SYMBOL:
    case U_DECIMAL_DIGIT_NUMBER:
    case U_OTHER_NUMBER:  // ① ½ ²: numbering and fractions
    case U_LETTER_NUMBER: // Ⅱ
        return true;
    default: break;
    }
    // Full-width forms (～) and the enclosed CJK letters and units (㈱ ㍉) of East Asian text.
    return c == 0xB0 || c == 0xA9 || c == 0xAE || c == 0x2116 || c == 0x2122 || c == 0xA7 ||
           (c >= 0xFF01 && c <= 0xFF5E) || (c >= 0x3200 && c <= 0x33FF);
}

// Scripts written together in one word count as one: Japanese mixes Han, Hiragana and Katakana
// without spaces, Korean Hangul and Han.
UScriptCode writingSystem(UScriptCode script)
{
    switch (script) {
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_HANGUL: return USCRIPT_HAN;
    default: return script;
    }
}

// Counts the words that switch script or go from a lower- to an upper-case letter inside.
class WordShape {
  public:
    // Returns true when the word the letter belongs to has just turned odd.
    bool letter(char32_t c)
    {
        UErrorCode err = U_ZERO_ERROR;
        const UScriptCode script = writingSystem(uscript_getScript(static_cast<UChar32>(c), &err));
        const bool real = script != USCRIPT_COMMON && script != USCRIPT_INHERITED;
        bool odd = false;
        // Chinese and Japanese put a Latin word against ideographs without a space: one switch
        // to or from ideographs is fine, a second one in the same word ("abh情ngig") is not.
        if (real && m_script != USCRIPT_INVALID_CODE && script != m_script) {
            const bool ideographs = script == USCRIPT_HAN || m_script == USCRIPT_HAN;
            if (!ideographs || ++m_ideographSwitches > 1)
                odd = true;
        }
        if (m_lastLower && u_isupper(static_cast<UChar32>(c)))
            odd = true;
        if (real)
            m_script = script;
        m_lastLower = u_islower(static_cast<UChar32>(c));
        const bool newlyOdd = odd && !m_odd;
        m_odd = m_odd || odd;
        return newlyOdd;
    }
    void end()
    {
        m_ideographSwitches = 0;
        m_script = USCRIPT_INVALID_CODE;
        m_lastLower = false;
        m_odd = false;
    }

  private:
    UScriptCode m_script = USCRIPT_INVALID_CODE;
    bool m_lastLower = false;
    bool m_odd = false;
    int m_ideographSwitches = 0;
};

// The share of an alphabet's letters beyond ASCII that the text uses.
double coverage(const Alphabet &a, const std::map<char32_t, std::size_t> &letters)
{
    std::size_t own = 0;
    for (const auto &[c, n] : letters)
        own += uset_contains(a.letters.get(), static_cast<UChar32>(c)) ? 1 : 0;
    const int32_t size = uset_size(a.letters.get());
    std::size_t ascii = 0;
    for (UChar32 c = 'a'; c <= 'z'; ++c)
        ascii += uset_contains(a.letters.get(), c) ? 1 : 0;
    const auto beyond = static_cast<double>(size) - 2.0 * static_cast<double>(ascii); // both cases
    return beyond > 0 ? static_cast<double>(own) / beyond : 0;
}

// The language whose alphabet has the text's letters; among those that have them all, the one
// the detector named, else the first in the list, unless the text uses a clearly larger share of
// another's alphabet (a Bulgarian text has all its letters in the Russian alphabet too, but uses
// more of the Bulgarian one; a text with only é and è fits Catalan best by share, but is too short
// to say so).
void fitLanguage(Plausibility &p, const std::map<char32_t, std::size_t> &letters,
                 std::string_view preferred)
{
    if (letters.empty())
        return;
    std::size_t best = SIZE_MAX;
    std::vector<const Alphabet *> fitting;
    for (const Alphabet &a : alphabets()) {
        std::size_t misses = 0;
        for (const auto &[c, n] : letters)
            if (!uset_contains(a.letters.get(), static_cast<UChar32>(c)))
                misses += n;
        if (misses < best)
            fitting.clear();
        if (misses <= best) {
            best = misses;
            fitting.push_back(&a);
        }
    }
    const Alphabet *chosen = fitting.front();
    for (const Alphabet *a : fitting)
        if (a->code == preferred)
            chosen = a;
    if (letters.size() >= kDistinctLettersForShare) {
        const double first = coverage(*chosen, letters);
        for (const Alphabet *a : fitting)
            if (coverage(*a, letters) > first * kClearlyLarger)
                chosen = a;
    }
    p.foreignLetters = best;
    p.language = chosen->name;
    p.languageCode = chosen->code;
}

} // namespace

Plausibility judgeText(std::u32string_view text, std::size_t undefinedBytes,
                       std::string_view preferredLanguage)
{
    Plausibility p;
    p.undefined = undefinedBytes;
    double sum = kUndefined * static_cast<double>(undefinedBytes);
    std::map<char32_t, std::size_t> letters; // non-ASCII letters, lower case, and their counts
    WordShape word;
    bool afterLetter = false; // the character before was a letter, or a mark on one
    std::size_t marksSinceLetter = 0;
    UScriptCode letterScript = USCRIPT_COMMON; // of the last letter
    std::size_t neutral = 0;
    for (const char32_t c : text) {
        const bool letterBefore = afterLetter;
        afterLetter =
            u_isalpha(static_cast<UChar32>(c)) ||
            (letterBefore && u_getCombiningClass(static_cast<UChar32>(c)) > 0) ||
            (letterBefore && (u_charType(static_cast<UChar32>(c)) == U_NON_SPACING_MARK ||
                              u_charType(static_cast<UChar32>(c)) == U_COMBINING_SPACING_MARK));
        if (u_isalpha(static_cast<UChar32>(c))) {
            marksSinceLetter = 0;
            UErrorCode err = U_ZERO_ERROR;
            letterScript = uscript_getScript(static_cast<UChar32>(c), &err);
        }
        if (c < 0x80) {
            if (c < 0x20 && !isText(c)) {
                ++p.controls;
                sum += kControl;
            }
            if (!u_isalpha(static_cast<UChar32>(c))) {
                word.end();
            } else if (word.letter(c)) {
                ++p.oddWords; // "abh穫gig": the word turned odd back in Latin
                sum += kOddWord;
            }
            continue;
        }
        if (c == 0xFFFD)
            continue; // counted as undefined
        ++p.nonAscii;
        const auto ch = static_cast<UChar32>(c);
        if (c < 0xA0) {
            ++p.controls;
            sum += kControl;
            word.end();
        } else if (u_isalpha(ch)) {
            sum += kLetter;
            ++letters[static_cast<char32_t>(u_tolower(ch))];
            if (word.letter(c)) {
                ++p.oddWords;
                sum += kOddWord;
            }
        } else if (u_getCombiningClass(ch) > 0 || u_charType(ch) == U_NON_SPACING_MARK ||
                   u_charType(ch) == U_COMBINING_SPACING_MARK) {
            // Thai, Hebrew and Arabic vowel signs and tone marks follow a letter of their script,
            // two at most (Windows-1255 reads "<C3 A9>" as "ֳ©": a Hebrew point on a Latin "d").
            UErrorCode err = U_ZERO_ERROR;
            const UScriptCode markScript = uscript_getScript(ch, &err);
            const bool ownScript = markScript == USCRIPT_INHERITED ||
                                   markScript == USCRIPT_COMMON || markScript == letterScript;
            const bool attached = marksSinceLetter < kMaxStackedMarks && letterBefore && ownScript;
            sum += attached ? kLetter : kSymbol;
            p.symbols += attached ? 0 : 1;
            ++marksSinceLetter;
            continue;
        } else if (isNeutral(c)) {
            ++neutral; // punctuation says nothing either way: it is left out of the average
            word.end();
        } else {
            ++p.symbols;
            sum += kSymbol;
            word.end();
        }
    }
    fitLanguage(p, letters, preferredLanguage);
    sum += kForeignLetter * static_cast<double>(p.foreignLetters);
    p.weighed = std::max<std::size_t>(p.nonAscii - neutral + undefinedBytes, 1);
    p.score = sum / static_cast<double>(p.weighed);
    return p;
}

double shareOutsideAlphabet(std::u32string_view text, std::string_view language)
{
    const auto it = std::find_if(alphabets().begin(), alphabets().end(),
                                 [language](const Alphabet &a) { return a.code == language; });
    if (it == alphabets().end())
        return 0;
    std::size_t nonAscii = 0;
    std::size_t outside = 0;
    for (const char32_t c : text) {
        if (c < 0x80)
            continue;
        ++nonAscii;
        const auto cp = static_cast<UChar32>(c);
        if (u_isalpha(cp))
            outside += uset_contains(it->letters.get(), cp) ? 0 : 1;
        else
            outside += u_isspace(cp) || u_ispunct(cp) || u_isdigit(cp) ? 0 : 1;
    }
    return nonAscii == 0 ? 0 : static_cast<double>(outside) / static_cast<double>(nonAscii);
}

std::u32string alphabetsOfText(std::u32string_view text, std::string_view language)
{
    constexpr int32_t kMaxLetters = 512;
    std::map<char32_t, std::size_t> letters;
    for (const char32_t c : text)
        if (c >= 0x80 && u_isalpha(static_cast<UChar32>(c)))
            letters[static_cast<char32_t>(u_tolower(static_cast<UChar32>(c)))] = 1;
    if (letters.empty())
        return {};
    std::size_t best = SIZE_MAX;
    std::vector<const Alphabet *> fitting;
    for (const Alphabet &a : alphabets()) {
        std::size_t misses = 0;
        for (const auto &[c, n] : letters)
            misses += uset_contains(a.letters.get(), static_cast<UChar32>(c)) ? 0 : 1;
        if (misses < best)
            fitting.clear();
        if (misses <= best) {
            best = misses;
            fitting.push_back(&a);
        }
    }
    const auto own = std::find_if(fitting.begin(), fitting.end(),
                                  [language](const Alphabet *a) { return a->code == language; });
    if (letters.size() >= 2 && own != fitting.end())
        fitting = {*own};
    std::u32string out;
    for (const Alphabet *a : fitting) {
        if (uset_size(a->letters.get()) > kMaxLetters)
            return {};
        for (int32_t i = 0; i < uset_getRangeCount(a->letters.get()); ++i) {
            UErrorCode err = U_ZERO_ERROR;
            UChar32 first = 0;
            UChar32 last = 0;
            uset_getItem(a->letters.get(), i, &first, &last, nullptr, 0, &err);
            for (UChar32 c = first; U_SUCCESS(err) && c <= last; ++c)
                if (c >= 0x80 && u_isalpha(c))
                    out.push_back(static_cast<char32_t>(u_tolower(c)));
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace u8i::charsets
