// Invisible characters (UTS #55 section 2.1, UTS #39 section 3.1): a default-ignorable code point
// is an `invisible` finding unless its neighbours show why it is there: ZWJ in an emoji sequence,
// ZWNJ and ZWJ after a virama or between letters that join (RFC 5892's CONTEXTJ rules, from the
// Joining_Type property), a variation selector after a base it can vary (variation_sequences.h),
// a soft hyphen between two letters, a Hangul filler inside a conjoining syllable, tag characters
// after the black flag of an emoji tag sequence, bidi marks in a line that holds right-to-left
// letters. Tag characters elsewhere spell out the ASCII they hide. Bidi controls and U+FEFF have
// notices of their own.
#include "deceptive/deceptive_line.h"
#include "deceptive/variation_sequences.h"
#include "u8i/utf8/message.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>

namespace u8i::charsets::detail {

namespace {

using Chars = std::vector<LineChar>;

constexpr char32_t kZwnj = 0x200C;
constexpr char32_t kZwj = 0x200D;

bool isLetter(char32_t cp)
{
    return (U_GET_GC_MASK(cp) & U_GC_L_MASK) != 0;
}

bool isMark(char32_t cp)
{
    return (U_GET_GC_MASK(cp) & U_GC_M_MASK) != 0;
}

bool isVariationSelector(char32_t cp)
{
    return u_hasBinaryProperty(cp, UCHAR_VARIATION_SELECTOR) != 0;
}

bool isTag(char32_t cp)
{
    return cp >= 0xE0000 && cp <= 0xE007F;
}

int joiningType(char32_t cp)
{
    return u_getIntPropertyValue(cp, UCHAR_JOINING_TYPE);
}

// The character before i, or 0 at the start of the line.
char32_t before(const Chars &chars, std::size_t i)
{
    return i > 0 ? chars[i - 1].cp : 0;
}
char32_t after(const Chars &chars, std::size_t i)
{
    return i + 1 < chars.size() ? chars[i + 1].cp : 0;
}

// Emoji before a ZWJ: the pictograph, possibly followed by a skin-tone modifier or VS16.
bool emojiBefore(const Chars &chars, std::size_t i)
{
    while (i > 0) {
        const char32_t cp = chars[--i].cp;
        if (u_hasBinaryProperty(cp, UCHAR_EMOJI_MODIFIER) || cp == 0xFE0F || cp == 0x20E3)
            continue;
        return u_hasBinaryProperty(cp, UCHAR_EXTENDED_PICTOGRAPHIC) ||
               u_hasBinaryProperty(cp, UCHAR_EMOJI);
    }
    return false;
}

bool joins(int type)
{
    return type == U_JT_DUAL_JOINING || type == U_JT_RIGHT_JOINING || type == U_JT_LEFT_JOINING ||
           type == U_JT_JOIN_CAUSING;
}

// After a virama (RFC 5892 appendix A.1/A.2), or between two letters of a script that joins them,
// transparent marks skipped. ZWJ needs a letter that joins on its left side before it and one that
// joins on its right side after it (Arabic uses it to show a joined form). ZWNJ needs joining
// letters on both sides, either kind: Persian orthography puts it at morpheme boundaries after
// right-joining letters too ("ها" after dal), where RFC 5892, made for domain names, would not.
bool joinerInContext(const Chars &chars, std::size_t i)
{
    if (i > 0 && u_getCombiningClass(chars[i - 1].cp) == 9)
        return true;
    std::size_t b = i;
    while (b > 0 && joiningType(chars[b - 1].cp) == U_JT_TRANSPARENT)
        --b;
    std::size_t a = i + 1;
    while (a < chars.size() && joiningType(chars[a].cp) == U_JT_TRANSPARENT)
        ++a;
    if (b == 0 || a >= chars.size())
        return false;
    const int left = joiningType(chars[b - 1].cp);
    const int right = joiningType(chars[a].cp);
    if (chars[i].cp == kZwnj)
        return joins(left) && joins(right);
    return (left == U_JT_LEFT_JOINING || left == U_JT_DUAL_JOINING || left == U_JT_JOIN_CAUSING) &&
           (right == U_JT_RIGHT_JOINING || right == U_JT_DUAL_JOINING ||
            right == U_JT_JOIN_CAUSING);
}

// Hangul fillers: U+115F and U+1160 are fine inside a conjoining syllable (a leading filler
// before a vowel, a vowel filler after a leading consonant); U+3164 and U+FFA0 never are.
bool fillerInContext(const Chars &chars, std::size_t i)
{
    const char32_t cp = chars[i].cp;
    if (cp == 0x115F)
        return u_getIntPropertyValue(after(chars, i), UCHAR_HANGUL_SYLLABLE_TYPE) ==
               U_HST_VOWEL_JAMO;
    if (cp == 0x1160)
        return u_getIntPropertyValue(before(chars, i), UCHAR_HANGUL_SYLLABLE_TYPE) ==
               U_HST_LEADING_JAMO;
    return false;
}

bool lineHasRightToLeft(const Chars &chars)
{
    for (const LineChar &c : chars) {
        const UCharDirection d = u_charDirection(c.cp);
        if (d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC)
            return true;
    }
    return false;
}

bool isBidiControl(char32_t cp)
{
    return (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

// Whether the default-ignorable character at i is where it belongs; `rtl` is computed on demand.
bool inContext(const Chars &chars, std::size_t i, int &rtl)
{
    const char32_t cp = chars[i].cp;
    if (cp == kZwj && emojiBefore(chars, i))
        return true;
    if (cp == kZwj || cp == kZwnj)
        return joinerInContext(chars, i);
    if (isVariationSelector(cp))
        return isVariationBase(cp, before(chars, i));
    if (cp == 0x00AD)
        return isLetter(before(chars, i)) && isLetter(after(chars, i));
    if (cp == 0x115F || cp == 0x1160 || cp == 0x3164 || cp == 0xFFA0)
        return fillerInContext(chars, i);
    if (cp == 0x034F) // combining grapheme joiner: between marks, or a letter and a mark
        return isMark(after(chars, i)) && (isMark(before(chars, i)) || isLetter(before(chars, i)));
    if (cp == 0x200E || cp == 0x200F || cp == 0x061C) {
        if (rtl < 0)
            rtl = lineHasRightToLeft(chars) ? 1 : 0;
        return rtl == 1;
    }
    if (cp == 0x180E) // Mongolian vowel separator
        return u_getIntPropertyValue(before(chars, i), UCHAR_SCRIPT) == USCRIPT_MONGOLIAN;
    return false;
}

Message invisibleMessage(char32_t cp)
{
    MessageId id = MessageId::Invisible;
    if (cp == kZwj || cp == kZwnj)
        id = MessageId::InvisibleJoiner;
    else if (isVariationSelector(cp))
        return {MessageId::InvisibleSelector, {}}; // one run
    else if (cp == 0x00AD)
        id = MessageId::InvisibleSoftHyphen;
    else if (cp == 0x115F || cp == 0x1160 || cp == 0x3164 || cp == 0xFFA0)
        id = MessageId::InvisibleHangulFiller;
    else if (cp == 0x200E || cp == 0x200F || cp == 0x061C)
        id = MessageId::InvisibleDirectionMark;
    return {id, {verbatimArg(codePointAndName(cp))}};
}

// A run of tag characters from i, not an emoji tag sequence: one finding that spells their ASCII.
void tagRun(const Chars &chars, std::size_t i, Findings &out)
{
    std::size_t j = i;
    std::string hidden;
    while (j < chars.size() && isTag(chars[j].cp)) {
        const char32_t ascii = chars[j].cp - 0xE0000;
        if (ascii >= 0x20 && ascii < 0x7F)
            hidden += static_cast<char>(ascii);
        else
            hidden += "<" + codePointAndName(chars[j].cp).substr(0, 7) + ">";
        ++j;
    }
    DeceptiveFinding f = findingFor(chars[i], chars[j - 1], NoticeKind::Invisible,
                                    {MessageId::HiddenTags, {verbatimArg(hidden)}});
    f.count = j - i;
    out.push_back(std::move(f));
}

// Whether the run of tag characters [i, j) is an emoji tag sequence: after a black flag
// (U+1F3F4), two to six tag letters or digits, then the cancel tag (the flag of Scotland).
bool isFlagTagSequence(const Chars &chars, std::size_t i, std::size_t j)
{
    if (i == 0 || chars[i - 1].cp != 0x1F3F4 || chars[j - 1].cp != 0xE007F || j - i < 3 ||
        j - i > 7)
        return false;
    for (std::size_t k = i; k + 1 < j; ++k) {
        const char32_t ascii = chars[k].cp - 0xE0000;
        if (!((ascii >= 'a' && ascii <= 'z') || (ascii >= '0' && ascii <= '9')))
            return false;
    }
    return true;
}

// The selectors that carry a byte each in "emoji smuggling": VS1-VS16 are 0-15, VS17-VS256 are
// 16-255.
std::optional<std::uint8_t> selectorByte(char32_t cp)
{
    if (cp >= 0xFE00 && cp <= 0xFE0F)
        return static_cast<std::uint8_t>(cp - 0xFE00);
    if (cp >= 0xE0100 && cp <= 0xE01EF)
        return static_cast<std::uint8_t>(cp - 0xE0100 + 16);
    return std::nullopt;
}

// A run [i, j) of two or more such selectors: no base takes more than one, so the run is data
// hidden after a character; one finding that spells the bytes out, as the tags' does.
void selectorRun(const Chars &chars, std::size_t i, std::size_t j, Findings &out)
{
    constexpr std::size_t kShown = 64;
    std::string bytes;
    for (std::size_t k = i; k < j && k - i < kShown; ++k)
        bytes += static_cast<char>(*selectorByte(chars[k].cp));
    DeceptiveFinding f = findingFor(
        chars[i], chars[j - 1], NoticeKind::Invisible,
        {j - i > kShown ? MessageId::HiddenSelectorBytesMore : MessageId::HiddenSelectorBytes,
         {verbatimArg(showable(bytes))}});
    f.count = j - i;
    out.push_back(std::move(f));
}

} // namespace

void findInvisible(const Line &line, Findings &out)
{
    const Chars &chars = line.chars;
    int rtl = -1;
    for (std::size_t i = 0; i < chars.size(); ++i) {
        const char32_t cp = chars[i].cp;
        if (cp < 0xAD || !chars[i].wellFormed || cp == 0xFEFF || isBidiControl(cp))
            continue;
        if (isTag(cp)) {
            std::size_t j = i;
            while (j < chars.size() && isTag(chars[j].cp))
                ++j;
            if (!isFlagTagSequence(chars, i, j))
                tagRun(chars, i, out);
            i = j - 1;
            continue;
        }
        if (selectorByte(cp) && i + 1 < chars.size() && selectorByte(chars[i + 1].cp)) {
            std::size_t j = i;
            while (j < chars.size() && selectorByte(chars[j].cp))
                ++j;
            selectorRun(chars, i, j, out);
            i = j - 1;
            continue;
        }
        if (!u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
            inContext(chars, i, rtl))
            continue;
        out.push_back(findingFor(chars[i], chars[i], NoticeKind::Invisible, invisibleMessage(cp)));
    }
}

} // namespace u8i::charsets::detail
