// Look-alike letters (UTS #39 section 4, mixed-script confusables): a word whose letters come from
// more than one script, where a letter of a minority script has the same skeleton as a letter of
// the word's main script (the one with the most letters). Han, Hiragana, Katakana, Hangul and
// Bopomofo count as one script, as Japanese and Korean write them together; Common and Inherited
// characters (digits, punctuation, marks) belong to every script. Skeletons come from ICU's
// uspoof, and the look-alike named is a letter of the main script with that skeleton, itself
// when it is its own skeleton (the prototype).
#include "deceptive_line.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <unordered_map>

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

// The letters of `script` by skeleton (built once per script; the caller holds the mutex).
const std::unordered_map<std::u16string, char32_t> &lookAlikesIn(SpoofData &d, int script)
{
    auto found = d.lookAlikes.find(script);
    if (found != d.lookAlikes.end())
        return found->second;
    auto &map = d.lookAlikes[script];
    UErrorCode status = U_ZERO_ERROR;
    USet *set = uset_openEmpty();
    uset_applyIntPropertyValue(set, UCHAR_SCRIPT, script, &status);
    for (int32_t r = 0; U_SUCCESS(status) && r < uset_getRangeCount(set); ++r) {
        UChar32 first = 0, last = 0;
        uset_getItem(set, r, &first, &last, nullptr, 0, &status);
        for (UChar32 cp = first; cp <= last; ++cp) {
            if ((U_GET_GC_MASK(cp) & U_GC_L_MASK) == 0)
                continue;
            std::u16string skel = skeleton(d.checker, static_cast<char32_t>(cp));
            const bool prototype = isOwnSkeleton(skel, static_cast<char32_t>(cp));
            auto [it, inserted] = map.emplace(std::move(skel), static_cast<char32_t>(cp));
            if (!inserted && prototype)
                it->second = static_cast<char32_t>(cp);
        }
    }
    uset_close(set);
    return map;
}

int scriptOf(char32_t cp)
{
    if (cp < 0x80)
        return USCRIPT_LATIN;
    UErrorCode status = U_ZERO_ERROR;
    return uscript_getScript(static_cast<UChar32>(cp), &status);
}

// Japanese and Korean mix these in one word; for this rule they are one script.
int familyOf(int script)
{
    switch (script) {
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_HANGUL:
    case USCRIPT_BOPOMOFO: return USCRIPT_HAN;
    default: return script;
    }
}

bool isWordChar(char32_t cp)
{
    constexpr std::int32_t word = U_GC_L_MASK | U_GC_M_MASK | U_GC_N_MASK | U_GC_PC_MASK;
    return (U_GET_GC_MASK(cp) & word) != 0;
}

bool isLetter(char32_t cp)
{
    return (U_GET_GC_MASK(cp) & U_GC_L_MASK) != 0;
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

// The main script of the word [begin, end): the family with the most letters (the first letter's
// on a tie), and one of its scripts; nullopt when all letters are of one family.
struct MainScript {
    int family = USCRIPT_COMMON;
    int script = USCRIPT_COMMON;
};
std::optional<MainScript> mixedWordMain(const Chars &chars, std::size_t begin, std::size_t end)
{
    std::vector<std::pair<int, std::size_t>> counts; // family, letters
    int firstScript = USCRIPT_COMMON;
    for (std::size_t i = begin; i < end; ++i) {
        if (!isLetter(chars[i].cp))
            continue;
        const int script = scriptOf(chars[i].cp);
        if (!countsForScript(script))
            continue;
        const int family = familyOf(script);
        if (firstScript == USCRIPT_COMMON)
            firstScript = script;
        auto it = std::find_if(counts.begin(), counts.end(),
                               [family](const auto &c) { return c.first == family; });
        if (it == counts.end())
            counts.emplace_back(family, 1);
        else
            ++it->second;
    }
    if (counts.size() < 2)
        return std::nullopt;
    auto best = counts.begin();
    for (auto it = counts.begin(); it != counts.end(); ++it)
        if (it->second > best->second)
            best = it;
    MainScript main{best->first, best->first};
    for (std::size_t i = begin; i < end; ++i)
        if (isLetter(chars[i].cp) && familyOf(scriptOf(chars[i].cp)) == main.family) {
            main.script = scriptOf(chars[i].cp);
            break;
        }
    return main;
}

void checkWord(const Chars &chars, std::size_t begin, std::size_t end, Findings &out)
{
    const std::optional<MainScript> main = mixedWordMain(chars, begin, end);
    if (!main)
        return;
    SpoofData &d = spoofData();
    const std::lock_guard lock(d.mutex);
    const auto &lookAlikes = lookAlikesIn(d, main->script);
    for (std::size_t i = begin; i < end; ++i) {
        const char32_t cp = chars[i].cp;
        const int script = scriptOf(cp);
        if (!isLetter(cp) || !countsForScript(script) || familyOf(script) == main->family)
            continue;
        const auto it = lookAlikes.find(skeleton(d.checker, cp));
        if (it == lookAlikes.end())
            continue;
        std::string message;
        appendUtf8(message, cp);
        message += " " + codePointAndName(cp) + " looks like ";
        appendUtf8(message, it->second);
        char code[16];
        std::snprintf(code, sizeof code, " U+%04X", static_cast<unsigned>(it->second));
        message += code;
        message += std::string(" in the ") +
                   uscript_getName(static_cast<UScriptCode>(main->script)) + " word '" +
                   wordText(chars, begin, end) + "'";
        out.push_back(findingFor(chars[i], chars[i], NoticeKind::Confusable, std::move(message)));
    }
}

} // namespace

void findConfusables(const Line &line, Findings &out)
{
    const Chars &chars = line.chars;
    std::size_t i = 0;
    while (i < chars.size()) {
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
