// Look-alike letters (UTS #39 section 4, mixed-script confusables): a word whose letters come from
// more than one script, where a letter of a minority script has the same skeleton as a letter of
// the word's main script (the one with the most letters). Han, Hiragana, Katakana, Hangul and
// Bopomofo count as one script, as Japanese and Korean write them together; Common and Inherited
// characters (digits, punctuation, marks) belong to every script. Skeletons come from ICU's
// uspoof; the look-alikes are the letters of the main script that UTS #39 recommends for
// identifiers, and the one named is the letter with that skeleton, itself when it is its own
// skeleton (the prototype). Mathematical notation ("2πr", "Δx", "μm", "αi") is left alone: its
// Greek letters look like no recommended Latin letter, or the token is split evenly between the
// two scripts and has no main script.
#include "deceptive/deceptive_line.h"
#include "u8i/hex_text.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <map>
#include <mutex>
#include <unordered_map>
#include <unordered_set>

namespace u8i::charsets::detail {

namespace {

using Chars = std::vector<LineChar>;

struct SpoofData {
    std::mutex mutex;
    USpoofChecker *checker = nullptr;
    std::map<int, std::unordered_map<std::u16string, char32_t>> lookAlikes; // by script
    // skeleton -> the characters that are not their own skeleton (built on first use)
    std::multimap<std::u16string, char32_t> everyCharacter;
};

SpoofData &spoofData()
{
    static SpoofData data;
    static std::once_flag opened;
    std::call_once(opened, [] {
        UErrorCode status = U_ZERO_ERROR;
        data.checker = uspoof_open(&status);
        if (U_FAILURE(status))
            data.checker = nullptr;
    });
    return data;
}

std::u16string skeleton(USpoofChecker *checker, char32_t cp)
{
    UChar in[2];
    int32_t length = 0;
    U16_APPEND_UNSAFE(in, length, static_cast<UChar32>(cp));
    UChar out[32];
    UErrorCode status = U_ZERO_ERROR;
    const int32_t n = uspoof_getSkeleton(checker, 0, in, length, out, 32, &status);
    if (U_FAILURE(status) || checker == nullptr)
        return std::u16string(in, in + length);
    return std::u16string(out, out + n);
}

bool isOwnSkeleton(const std::u16string &skel, char32_t cp)
{
    return (cp < 0x10000 && skel.size() == 1 && skel[0] == cp);
}

// lookAlikeOf() when a letter looks like none of the script's letters (no letter is U+0000).
constexpr char32_t kNoLookAlike = 0;

// Whether `cp` is a letter that UTS #39 recommends for identifiers (Identifier_Status=Allowed): the
// letters a reader of the script expects, which a look-alike is taken for; obsolete and technical
// letters (U+1D26 GREEK LETTER SMALL CAPITAL GAMMA, U+03F3 GREEK LETTER YOT) are not.
bool isRecommendedLetter(const USet *recommended, UChar32 cp)
{
    return (U_GET_GC_MASK(cp) & U_GC_L_MASK) != 0 && uset_contains(recommended, cp);
}

// The recommended letters of `script` that are not their own skeleton, by skeleton: the first by
// code point for each. (A letter that is its own skeleton, the prototype, is found from the
// skeleton itself, not kept here.) Built once per script; the caller holds the mutex.
const std::unordered_map<std::u16string, char32_t> &lookAlikesIn(SpoofData &d, int script)
{
    auto found = d.lookAlikes.find(script);
    if (found != d.lookAlikes.end())
        return found->second;
    auto &map = d.lookAlikes[script];
    UErrorCode status = U_ZERO_ERROR;
    const USet *recommended = uspoof_getRecommendedSet(&status);
    USet *set = uset_openEmpty();
    uset_applyIntPropertyValue(set, UCHAR_SCRIPT, script, &status);
    map.reserve(static_cast<std::size_t>(uset_size(set))); // (Han: 69,514 letters beyond the BMP)
    for (int32_t r = 0; U_SUCCESS(status) && r < uset_getRangeCount(set); ++r) {
        UChar32 first = 0, last = 0;
        uset_getItem(set, r, &first, &last, nullptr, 0, &status);
        for (UChar32 cp = first; cp <= last; ++cp) {
            if (!isRecommendedLetter(recommended, cp))
                continue;
            std::u16string skel = skeleton(d.checker, static_cast<char32_t>(cp));
            if (!isOwnSkeleton(skel, static_cast<char32_t>(cp)))
                map.emplace(std::move(skel), static_cast<char32_t>(cp));
        }
    }
    uset_close(set);
    return map;
}

// The recommended letter of `script` with the skeleton `skel`: the prototype (the letter that is
// its own skeleton) when there is one, else the first by code point; kNoLookAlike for none.
// The caller holds the mutex.
char32_t letterWithSkeleton(SpoofData &d, int script, const std::u16string &skel)
{
    if (skel.size() == 1 && !U16_IS_SURROGATE(skel[0])) {
        const UChar32 prototype = skel[0];
        UErrorCode status = U_ZERO_ERROR;
        const USet *recommended = uspoof_getRecommendedSet(&status);
        if (U_SUCCESS(status) && isRecommendedLetter(recommended, prototype) &&
            u_getIntPropertyValue(prototype, UCHAR_SCRIPT) == script &&
            isOwnSkeleton(skeleton(d.checker, static_cast<char32_t>(prototype)),
                          static_cast<char32_t>(prototype)))
            return static_cast<char32_t>(prototype);
    }
    const auto &others = lookAlikesIn(d, script);
    const auto it = others.find(skel);
    return it != others.end() ? it->second : kNoLookAlike;
}

int askScript(char32_t cp)
{
    if (cp < 0x80)
        return USCRIPT_LATIN;
    UErrorCode status = U_ZERO_ERROR;
    return uscript_getScript(static_cast<UChar32>(cp), &status);
}

// Letters, marks and digits. Connector punctuation ('_') separates words here: each part of
// "файл_group" or "is_аdmin" is judged on its own.
constexpr std::int32_t kWordMask = U_GC_L_MASK | U_GC_M_MASK | U_GC_N_MASK;

// What the rule asks of each character of a line it reads, for the BMP: asked of ICU the first
// time a character comes and kept (in a line whose words mix scripts, asking ICU character by
// character cost more than the rest of the rule). Every thread that fills an entry writes the same
// value; 0 is "not asked yet".
class BmpFacts {
  public:
    static constexpr std::uint8_t kKnown = 1;
    static constexpr std::uint8_t kWord = 2;
    static constexpr std::uint8_t kLetter = 4;

    [[nodiscard]] std::uint8_t kind(char32_t cp)
    {
        std::uint8_t k = m_kind[cp].load(std::memory_order_relaxed);
        if (k == 0) {
            const std::int32_t mask = U_GET_GC_MASK(static_cast<UChar32>(cp));
            k = static_cast<std::uint8_t>(kKnown | ((mask & kWordMask) != 0 ? kWord : 0) |
                                          ((mask & U_GC_L_MASK) != 0 ? kLetter : 0));
            m_kind[cp].store(k, std::memory_order_relaxed);
        }
        return k;
    }

    [[nodiscard]] int script(char32_t cp)
    {
        const std::uint8_t known = m_script[cp].load(std::memory_order_relaxed);
        if (known != 0)
            return known - 1;
        const int code = askScript(cp);
        if (code >= 0 && code < 0xFF) // (ICU 72 has 200 script codes)
            m_script[cp].store(static_cast<std::uint8_t>(code + 1), std::memory_order_relaxed);
        return code;
    }

  private:
    std::array<std::atomic<std::uint8_t>, 0x10000> m_kind{};
    std::array<std::atomic<std::uint8_t>, 0x10000> m_script{}; // the script code + 1
};

BmpFacts &bmpFacts()
{
    static BmpFacts facts;
    return facts;
}

int scriptOf(char32_t cp)
{
    return cp < 0x10000 ? bmpFacts().script(cp) : askScript(cp);
}

bool isWordChar(char32_t cp)
{
    if (cp < 0x10000)
        return (bmpFacts().kind(cp) & BmpFacts::kWord) != 0;
    return (U_GET_GC_MASK(static_cast<UChar32>(cp)) & kWordMask) != 0;
}

bool isLetter(char32_t cp)
{
    if (cp < 0x10000)
        return (bmpFacts().kind(cp) & BmpFacts::kLetter) != 0;
    return (U_GET_GC_MASK(static_cast<UChar32>(cp)) & U_GC_L_MASK) != 0;
}

bool countsForScript(int script)
{
    return script != USCRIPT_COMMON && script != USCRIPT_INHERITED && script != USCRIPT_UNKNOWN;
}

std::string wordText(const Chars &chars, std::size_t begin, std::size_t end)
{
    constexpr std::size_t kShown = 40;
    std::string s;
    for (std::size_t i = begin; i < end && i < begin + kShown; ++i)
        appendUtf8(s, chars[i].cp);
    return end - begin > kShown ? s + "…" : s;
}

// A letter of the word with a script that counts (not Common or Inherited).
struct WordLetter {
    std::size_t index = 0;
    int script = USCRIPT_COMMON;
    int family = USCRIPT_COMMON;
};

std::vector<WordLetter> lettersOf(const Chars &chars, std::size_t begin, std::size_t end)
{
    std::vector<WordLetter> letters;
    for (std::size_t i = begin; i < end; ++i) {
        if (!isLetter(chars[i].cp))
            continue;
        const int script = scriptOf(chars[i].cp);
        if (countsForScript(script))
            letters.push_back({i, script, scriptFamily(script)});
    }
    return letters;
}

bool hasTwoFamilies(const std::vector<WordLetter> &letters)
{
    return std::any_of(letters.begin(), letters.end(),
                       [&](const WordLetter &l) { return l.family != letters.front().family; });
}

// The letters that mathematics uses as symbols: those that a character of Decomposition_Type=Font
// (Mathematical Alphanumeric Symbols, Letterlike Symbols, Arabic Mathematical Alphabetic Symbols)
// stands for: 𝜋 is a font variant of π, 𝑥 of x.
bool isMathematicalLetter(char32_t cp)
{
    static std::unordered_set<char32_t> letters;
    static std::once_flag built;
    std::call_once(built, [] {
        UErrorCode status = U_ZERO_ERROR;
        const UNormalizer2 *nfkd = unorm2_getNFKDInstance(&status);
        USet *set = uset_openPattern(u"[:Decomposition_Type=Font:]", -1, &status);
        for (int32_t r = 0; U_SUCCESS(status) && r < uset_getRangeCount(set); ++r) {
            UChar32 first = 0, last = 0;
            uset_getItem(set, r, &first, &last, nullptr, 0, &status);
            for (UChar32 c = first; c <= last; ++c) {
                UChar d[4];
                UErrorCode s = U_ZERO_ERROR;
                const int32_t n = unorm2_getRawDecomposition(nfkd, c, d, 4, &s);
                int32_t i = 0;
                UChar32 base = 0;
                if (U_SUCCESS(s) && n > 0)
                    U16_NEXT(d, i, n, base);
                if (n > 0 && i == n)
                    letters.insert(static_cast<char32_t>(base));
            }
        }
        uset_close(set);
    });
    return letters.contains(cp);
}

// The main script of the word: of the family with the most letters (the first letter's on a tie),
// the script of its first letter. Nothing when the letters are split evenly and all are letters
// that mathematics uses ("αi", "βi": α looks like a, i like ι): such a token reads as notation, a
// symbol with its index, not as a word of either script.
std::optional<int> mainScriptOf(const Chars &chars, const std::vector<WordLetter> &letters)
{
    std::vector<std::pair<int, std::size_t>> counts; // family, letters
    for (const WordLetter &l : letters) {
        auto it = std::find_if(counts.begin(), counts.end(),
                               [&l](const auto &c) { return c.first == l.family; });
        if (it == counts.end())
            counts.emplace_back(l.family, 1);
        else
            ++it->second;
    }
    auto best = counts.begin();
    bool tie = false;
    for (auto it = std::next(counts.begin()); it != counts.end(); ++it) {
        tie = tie || it->second == best->second;
        if (it->second > best->second) {
            best = it;
            tie = false;
        }
    }
    const bool notation = std::all_of(letters.begin(), letters.end(), [&](const WordLetter &l) {
        return isMathematicalLetter(chars[l.index].cp);
    });
    if (tie && notation)
        return std::nullopt;
    return std::find_if(letters.begin(), letters.end(),
                        [&best](const WordLetter &l) { return l.family == best->first; })
        ->script;
}

Message lookAlikeMessage(char32_t cp, char32_t lookAlike, int mainScript, std::string word)
{
    std::string character;
    appendUtf8(character, cp);
    std::string other;
    appendUtf8(other, lookAlike);
    return {MessageId::LooksLike,
            {verbatimArg(std::move(character)), verbatimArg(codePointAndName(cp)),
             verbatimArg(std::move(other)), verbatimArg(codePointLabel(lookAlike)),
             scriptArg(uscript_getName(static_cast<UScriptCode>(mainScript))),
             verbatimArg(std::move(word))}};
}

// How many answers a thread keeps: text repeats its letters, so this is seldom reached.
constexpr std::size_t kRememberedLookAlikes = 1 << 16;

// The letter of `script` with the skeleton of `cp` (a letter of another family), or kNoLookAlike.
// Each thread keeps the answers it was given: the skeleton (ICU) and the table's lookup under the
// lock cost the most of a line whose words mix scripts, and the same letters come again and again.
char32_t lookAlikeOf(int script, char32_t cp)
{
    thread_local std::unordered_map<std::uint64_t, char32_t> known;
    const std::uint64_t key = std::uint64_t{static_cast<std::uint32_t>(script)} << 32 | cp;
    if (const auto it = known.find(key); it != known.end())
        return it->second;
    char32_t found = kNoLookAlike;
    {
        SpoofData &d = spoofData();
        const std::lock_guard lock(d.mutex);
        found = letterWithSkeleton(d, script, skeleton(d.checker, cp));
    }
    if (known.size() >= kRememberedLookAlikes)
        known.clear();
    known.emplace(key, found);
    return found;
}

// True when the letters of the word (those of a script that counts) come from two families:
// most words do not, and need no list of their letters.
bool mixesFamilies(const Chars &chars, std::size_t begin, std::size_t end)
{
    int first = -1;
    for (std::size_t i = begin; i < end; ++i) {
        if (!isLetter(chars[i].cp))
            continue;
        const int script = scriptOf(chars[i].cp);
        if (!countsForScript(script))
            continue;
        const int family = scriptFamily(script);
        if (first >= 0 && family != first)
            return true;
        first = family;
    }
    return false;
}

void checkWord(const Chars &chars, std::size_t begin, std::size_t end, Findings &out)
{
    if (!mixesFamilies(chars, begin, end))
        return;
    std::vector<WordLetter> letters = lettersOf(chars, begin, end);
    if (letters.empty() || !hasTwoFamilies(letters))
        return;
    const std::optional<int> mainScript = mainScriptOf(chars, letters);
    if (!mainScript)
        return;
    const int main = *mainScript;
    for (const WordLetter &l : letters) {
        if (l.family == scriptFamily(main))
            continue;
        const char32_t cp = chars[l.index].cp;
        const char32_t lookAlike = lookAlikeOf(main, cp);
        if (lookAlike == kNoLookAlike)
            continue;
        out.push_back(
            findingFor(chars[l.index], chars[l.index], NoticeKind::Confusable,
                       lookAlikeMessage(cp, lookAlike, main, wordText(chars, begin, end))));
    }
}

// After the '%' before `at`: the end of a printf-style conversion ("%s", "%-17s", "%llu", "%0A" in
// "%%0A"), whose flags, width, precision, length and conversion letter are no part of the word
// that follows them ("%sЭто", "%lluс"); `at` itself when no conversion letter comes.
std::size_t afterConversion(const Chars &chars, std::size_t at)
{
    const auto in = [](char32_t c, std::string_view set) {
        return c < 0x80 && set.find(static_cast<char>(c)) != std::string_view::npos;
    };
    std::size_t j = at;
    while (j < chars.size() && in(chars[j].cp, "0123456789.*-+ #'"))
        ++j;
    while (j < chars.size() && in(chars[j].cp, "hlLqjzt"))
        ++j;
    if (j < chars.size() && in(chars[j].cp, "diouxXeEfFgGaAcCsSpn"))
        return j + 1;
    return at;
}

} // namespace

void findConfusables(const Line &line, Findings &out)
{
    const Chars &chars = line.chars;
    std::size_t i = 0;
    while (i < chars.size()) {
        if (chars[i].cp == '%') {
            i = afterConversion(chars, i + 1);
            continue;
        }
        if (!isWordChar(chars[i].cp)) {
            ++i;
            continue;
        }
        std::size_t end = i + 1;
        bool nonAscii = chars[i].cp >= 0x80;
        while (end < chars.size() && isWordChar(chars[end].cp)) {
            nonAscii = nonAscii || chars[end].cp >= 0x80;
            ++end;
        }
        if (nonAscii && end - i > 1)
            checkWord(chars, i, end, out);
        i = end;
    }
}

} // namespace u8i::charsets::detail

namespace u8i::charsets {

std::vector<char32_t> confusablesOf(char32_t c, std::size_t limit)
{
    detail::SpoofData &d = detail::spoofData();
    const std::lock_guard lock(d.mutex);
    if (d.everyCharacter.empty()) {
        for (UChar32 cp = 0x21; cp <= 0x1FFFF; ++cp) {
            const std::int32_t mask = U_GET_GC_MASK(cp);
            if ((mask & (U_GC_CN_MASK | U_GC_CO_MASK | U_GC_CS_MASK | U_GC_CC_MASK)) != 0 ||
                u_getIntPropertyValue(cp, UCHAR_HANGUL_SYLLABLE_TYPE) >= U_HST_LV_SYLLABLE ||
                u_hasBinaryProperty(cp, UCHAR_UNIFIED_IDEOGRAPH))
                continue;
            std::u16string skel = detail::skeleton(d.checker, static_cast<char32_t>(cp));
            if (!detail::isOwnSkeleton(skel, static_cast<char32_t>(cp)))
                d.everyCharacter.emplace(std::move(skel), static_cast<char32_t>(cp));
        }
    }
    std::vector<char32_t> out;
    const std::u16string skel = detail::skeleton(d.checker, c);
    if (skel.size() == 1 && skel[0] != c && !U16_IS_SURROGATE(skel[0]))
        out.push_back(skel[0]); // the prototype
    const auto [first, last] = d.everyCharacter.equal_range(skel);
    for (auto it = first; it != last && out.size() < limit; ++it)
        if (it->second != c)
            out.push_back(it->second);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace u8i::charsets
