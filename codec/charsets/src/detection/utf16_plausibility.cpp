// readsAsUtf16Text (u8i/charsets/properties/text_classes.h): whether a string that the UTF-16
// reader found, every character of it text, reads as text as a whole, from ICU's character
// properties.
#include "u8i/charsets/properties/text_classes.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <utility>
#include <vector>

namespace u8i::charsets {

namespace {

bool isLetter(std::uint32_t category)
{
    return (category & U_GC_L_MASK) != 0;
}

UScriptCode scriptOf(UChar32 c)
{
    UErrorCode err = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(c, &err);
    switch (script) {
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_HAN: return USCRIPT_HAN; // Japanese and Chinese mix them, and Latin, in words
    default: return U_SUCCESS(err) ? script : USCRIPT_UNKNOWN;
    }
}

// A word (letters and marks in a row) that holds a letter beyond ASCII: it keeps to one script
// (or mixes ASCII letters with Han and kana, as Japanese and Chinese write "Unicode文字列"), and
// its case is that of a word: all lowercase, all uppercase, or capitalised.
class Word {
  public:
    void add(UChar32 c)
    {
        m_beyondAscii = m_beyondAscii || c >= 0x80;
        const UScriptCode script = scriptOf(c);
        m_accentedLatin = m_accentedLatin || (c >= 0x80 && script == USCRIPT_LATIN);
        m_han = m_han || script == USCRIPT_HAN;
        if (script != USCRIPT_COMMON && script != USCRIPT_INHERITED) {
            if (m_script == USCRIPT_INVALID_CODE)
                m_script = script;
            else if (script != m_script)
                m_mixed = m_mixed || (script != USCRIPT_HAN && m_script != USCRIPT_HAN) ||
                          (script != USCRIPT_LATIN && m_script != USCRIPT_LATIN);
        }
        if (u_isupper(c) || u_istitle(c)) {
            m_upperAfterFirst = m_upperAfterFirst || m_cased > 0;
            ++m_upper;
            ++m_cased;
        } else if (u_islower(c)) {
            m_lower = true;
            ++m_cased;
        }
    }
    [[nodiscard]] bool readsAsWord() const
    {
        if (!m_beyondAscii)
            return true;
        const bool caseOk = !m_lower || !m_upperAfterFirst; // lower, upper, or Capitalised
        return !m_mixed && !(m_han && m_accentedLatin) && caseOk;
    }

  private:
    UScriptCode m_script = USCRIPT_INVALID_CODE;
    bool m_beyondAscii = false;
    bool m_mixed = false;
    bool m_han = false;
    bool m_accentedLatin = false; // Latin letters beyond ASCII, which Han words never mix with
    bool m_lower = false;
    bool m_upperAfterFirst = false;
    int m_upper = 0;
    int m_cased = 0;
};

struct Counts {
    std::size_t letters = 0;
    std::size_t nonSpace = 0;
    std::size_t asciiLetters = 0;
    std::size_t latinBeyondAscii = 0;
    std::size_t lettersBeyondAscii = 0;
    std::size_t asciiPairs = 0; // such letters whose two bytes are both printable ASCII
    std::vector<UChar32> beyondAscii;
};

bool asciiPair(UChar32 c)
{
    const auto printable = [](UChar32 b) { return b >= 0x20 && b <= 0x7E; };
    return c < 0x10000 && printable(c >> 8) && printable(c & 0xFF);
}

} // namespace

bool readsAsUtf16Text(std::string_view utf8)
{
    Counts n;
    Word word;
    bool afterLetter = false;
    const auto *s = reinterpret_cast<const std::uint8_t *>(utf8.data());
    const auto length = static_cast<std::int32_t>(utf8.size());
    for (std::int32_t i = 0; i < length;) {
        UChar32 c = 0;
        U8_NEXT(s, i, length, c);
        if (c < 0 || c == 0xFFFD)
            continue; // a gap
        const std::uint32_t category = U_MASK(u_charType(c));
        const bool inWord = (category & (U_GC_L_MASK | U_GC_M_MASK)) != 0;
        if ((category & U_GC_M_MASK) != 0 && !afterLetter)
            return false; // a mark on nothing
        if (inWord)
            word.add(c);
        else if (!std::exchange(word, Word{}).readsAsWord())
            return false;
        afterLetter = inWord;
        n.nonSpace += (category & U_GC_ZS_MASK) == 0 ? 1 : 0;
        n.letters += inWord ? 1 : 0; // a mark too: vowel signs are half of Indic text
        if (c < 0x80 || (c >= 0x2010 && c <= 0x2027)) { // quotes and dashes go with ASCII
            n.asciiLetters += isLetter(category) ? 1 : 0;
            continue;
        }
        n.beyondAscii.push_back(c);
        n.lettersBeyondAscii += isLetter(category) ? 1 : 0;
        n.asciiPairs += isLetter(category) && asciiPair(c) ? 1 : 0;
        n.latinBeyondAscii += isLetter(category) && scriptOf(c) == USCRIPT_LATIN ? 1 : 0;
    }
    if (n.beyondAscii.empty())
        return true; // ASCII in 16-bit units, as GNU strings -e l finds it
    if (!word.readsAsWord() || 2 * n.letters < n.nonSpace ||
        n.latinBeyondAscii > 2 * n.asciiLetters ||
        (n.asciiPairs >= 2 && n.asciiPairs == n.lettersBeyondAscii))
        return false; // symbols, accents without words, ASCII bytes read in pairs
    if (n.lettersBeyondAscii <= n.asciiLetters)
        return true;
    std::sort(n.beyondAscii.begin(), n.beyondAscii.end());
    const auto distinct = static_cast<std::size_t>(
        std::unique(n.beyondAscii.begin(), n.beyondAscii.end()) - n.beyondAscii.begin());
    return distinct >= std::min<std::size_t>((n.beyondAscii.size() + 1) / 2, 5);
}

} // namespace u8i::charsets
