// Spaces other than U+0020 (General_Category Zs) that look like it, where a plain space is
// expected (UTS #55 section 2.2). Left alone where the text normally uses them: the ideographic
// space beside wide (CJK) characters, no-break and thin spaces between the digits of a number,
// after a number before its unit, and before or after the punctuation French spaces off
// (« » ; : ! ?), and the Ogham space mark between Ogham letters.
#include "deceptive/deceptive_line.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>

namespace u8i::charsets::detail {

namespace {

using Chars = std::vector<LineChar>;

bool isOtherSpace(char32_t cp)
{
    return cp != 0x20 && cp >= 0xA0 && u_charType(cp) == U_SPACE_SEPARATOR;
}

// The nearest character before (step -1) or after (step +1) i that is not a space; 0 for none.
char32_t neighbour(const Chars &chars, std::size_t i, int step)
{
    for (std::size_t j = i;;) {
        if (step < 0 ? j == 0 : j + 1 >= chars.size())
            return 0;
        j = step < 0 ? j - 1 : j + 1;
        if (chars[j].cp != 0x20 && !isOtherSpace(chars[j].cp))
            return chars[j].cp;
    }
}

bool isWide(char32_t cp)
{
    const int width = u_getIntPropertyValue(cp, UCHAR_EAST_ASIAN_WIDTH);
    return cp != 0 && (width == U_EA_WIDE || width == U_EA_FULLWIDTH);
}

bool isDigit(char32_t cp)
{
    return u_charType(cp) == U_DECIMAL_DIGIT_NUMBER;
}

bool frenchPunctuationAfter(char32_t cp)
{
    return cp == U'»' || cp == U'›' || cp == ';' || cp == ':' || cp == '!' || cp == '?' ||
           cp == '%';
}

bool inContext(const Chars &chars, std::size_t i)
{
    const char32_t cp = chars[i].cp;
    const char32_t prev = neighbour(chars, i, -1);
    const char32_t next = neighbour(chars, i, +1);
    if (cp == 0x3000)
        return isWide(prev) || isWide(next);
    if (cp == 0x1680) {
        UErrorCode status = U_ZERO_ERROR;
        return uscript_getScript(prev, &status) == USCRIPT_OGHAM ||
               uscript_getScript(next, &status) == USCRIPT_OGHAM;
    }
    if (cp == 0x00A0 || cp == 0x202F || cp == 0x2009 || cp == 0x2007) {
        if (isDigit(prev) &&
            (isDigit(next) || u_isalpha(next) || u_charType(next) == U_CURRENCY_SYMBOL))
            return true;
        return frenchPunctuationAfter(next) || prev == U'«' || prev == U'‹';
    }
    return false;
}

} // namespace

void findNonstandardSpaces(const Line &line, Findings &out)
{
    const Chars &chars = line.chars;
    for (std::size_t i = 0; i < chars.size(); ++i) {
        if (chars[i].cp < 0xA0 || !isOtherSpace(chars[i].cp) || inContext(chars, i))
            continue;
        out.push_back(findingFor(
            chars[i], chars[i], NoticeKind::NonstandardSpace,
            {MessageId::NonstandardSpace, {verbatimArg(codePointAndName(chars[i].cp))}}));
    }
}

} // namespace u8i::charsets::detail
