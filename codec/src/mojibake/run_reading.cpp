// One ill-formed run read in one legacy charset (see run_reading.h).
#include "mojibake/run_reading.h"

#include "mojibake/mojibake_text_model.h"

#include <algorithm>

namespace u8i::moji {

namespace {

// A character beyond ASCII that text holds: a common letter or mark, a space, or the punctuation
// and signs of running text (« » „ “ ” – — … € § ©).
bool textCharacter(const CharInfo &info)
{
    switch (info.cls) {
    case CharClass::Upper:
    case CharClass::Lower:
    case CharClass::Letter: return info.rarity <= 3;
    case CharClass::Mark:
    case CharClass::Digit:
    case CharClass::Space: return true;
    case CharClass::OpenPunct:
    case CharClass::ClosePunct:
    case CharClass::Punct:
    case CharClass::Symbol: return info.rarity <= 1;
    case CharClass::Math:
    case CharClass::Pictograph:
    case CharClass::Control: return false;
    }
    return false;
}

// Whether the word text[begin, end) (letters and marks) keeps to one script and does not go from
// lower to upper case, nor from two capitals to a small letter, inside. A mark of a script sits on
// a letter of that script (Windows-1255 reads "r<C3 A9>m" as "rֳ©m", a Hebrew point on "r").
// `script`: the script its letters beyond ASCII must have (0: any).
bool plausibleWord(std::u32string_view text, std::size_t begin, std::size_t end,
                   std::uint16_t script)
{
    std::uint16_t wordScript = 0;
    CharClass previous = CharClass::Space;
    int uppers = 0;
    for (std::size_t i = begin; i < end; ++i) {
        const CharInfo info = classify(text[i]);
        if (info.cls == CharClass::Mark) {
            if (info.script != 0 && (previous == CharClass::Space || info.script != wordScript))
                return false;
            continue;
        }
        const std::uint16_t s = info.script;
        if (text[i] >= 0x80 && script != 0 && s != script)
            return false;
        if (wordScript != 0 && s != 0 && s != wordScript)
            return false;
        wordScript = s != 0 ? s : wordScript;
        if (previous == CharClass::Lower && info.cls == CharClass::Upper)
            return false;
        // Two capitals then a small letter ("NÃo"): neither a word nor an acronym.
        if (uppers >= 2 && info.cls == CharClass::Lower)
            return false;
        uppers = info.cls == CharClass::Upper ? uppers + 1 : 0;
        previous = info.cls;
    }
    return true;
}

bool isWordCharacter(char32_t cp)
{
    if (cp < 0x80)
        return isAsciiLetter(cp);
    const CharInfo info = classify(cp);
    return isLetter(info) || info.cls == CharClass::Mark;
}

// text[from, to) is the run; the rest is context. Checks the run's characters and every word
// that holds one of them.
bool readsAsText(std::u32string_view text, std::size_t from, std::size_t to, std::uint16_t script)
{
    for (std::size_t i = from; i < to; ++i)
        if (text[i] >= 0x80 && !textCharacter(classify(text[i])))
            return false;
    for (std::size_t i = 0; i < text.size();) {
        if (!isWordCharacter(text[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && isWordCharacter(text[end]))
            ++end;
        if (end > from && i < to && !plausibleWord(text, i, end, script))
            return false;
        i = end;
    }
    return true;
}

bool isBlank(char32_t cp)
{
    return cp == ' ' || cp == '\t' || cp == '\n';
}

bool isAlphanumeric(char32_t cp)
{
    if (cp < 0x80)
        return isAsciiLetter(cp) || (cp >= '0' && cp <= '9');
    const CharInfo info = classify(cp);
    return isLetter(info) || info.cls == CharClass::Digit;
}

// See RunText::placedAsPunctuation. The context ends at the line's ends, which count as blanks.
bool placedAsPunctuation(std::u32string_view whole, std::size_t from, std::size_t to)
{
    const auto at = [whole](std::size_t i) { return i < whole.size() ? whole[i] : U'\n'; };
    const std::size_t npos = std::u32string_view::npos; // at(npos) is a blank: before the line
    for (std::size_t i = from; i < to; ++i)
        if (whole[i] == 0xA0 && (isBlank(at(i == 0 ? npos : i - 1)) || isBlank(at(i + 1))))
            return false;
    const char32_t before = at(from == 0 ? npos : from - 1);
    const char32_t beyondBefore = at(from < 2 ? npos : from - 2);
    // Inside a word only an apostrophe or a dash stands ("don’t", "Jean–Paul"), not a euro sign,
    // a quotation mark or a no-break space ("cartellisa€tion").
    const auto letter = [](char32_t cp) { return isWordCharacter(cp); };
    if (letter(before) && letter(at(to)))
        return std::all_of(whole.begin() + static_cast<std::ptrdiff_t>(from),
                           whole.begin() + static_cast<std::ptrdiff_t>(to), [](char32_t cp) {
                               return cp == 0x2019 || cp == 0x2013 || cp == 0x2014;
                           });
    const auto holds = [whole, from, to](char32_t c) {
        return std::find(whole.begin() + static_cast<std::ptrdiff_t>(from),
                         whole.begin() + static_cast<std::ptrdiff_t>(to),
                         c) != whole.begin() + static_cast<std::ptrdiff_t>(to);
    };
    // A euro sign stands beside a number, not glued to a word ("10 €", not "€wayfarer"); a low
    // quotation mark opens a quotation, before a word, not after one ("unbend‚ enchant").
    if (holds(0x20AC) && (letter(before) || letter(at(to))))
        return false;
    if ((whole[to - 1] == 0x201A || whole[to - 1] == 0x201E) && letter(before) && !letter(at(to)))
        return false;
    return isAlphanumeric(before) || isAlphanumeric(at(to)) ||
           (before == ' ' && isAlphanumeric(beyondBefore)) ||
           (at(to) == ' ' && isAlphanumeric(at(to + 1)));
}

bool isCased(const CharInfo &info)
{
    return info.cls == CharClass::Upper || info.cls == CharClass::Lower;
}

// Whether a cased letter at an end of whole[from, to) touches a cased letter of another script.
bool touchesOtherScript(std::u32string_view whole, std::size_t from, std::size_t to)
{
    const auto differ = [whole](std::size_t a, std::size_t b) {
        const CharInfo x = classify(whole[a]);
        const CharInfo y = classify(whole[b]);
        return isCased(x) && isCased(y) && x.script != y.script;
    };
    return from < to &&
           ((from > 0 && differ(from - 1, from)) || (to < whole.size() && differ(to - 1, to)));
}

// Whether every character beyond ASCII is one text holds, and every letter of `script` (0: any).
bool charactersOfScript(std::u32string_view text, std::uint16_t script)
{
    return std::all_of(text.begin(), text.end(), [script](char32_t cp) {
        if (cp < 0x80)
            return true;
        const CharInfo info = classify(cp);
        return textCharacter(info) && (script == 0 || !isLetter(info) || info.script == script);
    });
}

std::u32string decodeWithTable(const ByteTable &table, Bytes bytes, bool &undefined)
{
    std::u32string text;
    text.reserve(bytes.size());
    for (const std::uint8_t b : bytes) {
        undefined = undefined || table.undefined[b];
        text.push_back(table.toUnicode[b]);
    }
    return text;
}

// A multi-byte charset reads the run from its start; it may take one ASCII byte after it as the
// trail byte of its last character (Shift_JIS 96 7B).
std::optional<std::u32string> decodeMultiByte(const LegacyCharset &charset, Bytes data,
                                              Offset begin, Offset &end)
{
    const Offset stop = std::min(data.size(), end + 1);
    const LegacyDecoding d = charset.decode(data.subspan(begin, stop - begin));
    if (!d.undefinedBytes.empty() && d.undefinedBytes.front() < end - begin)
        return std::nullopt;
    std::u32string text;
    for (std::size_t i = 0; i < d.text.size(); ++i) {
        if (d.sourceOffsets[i] >= end - begin)
            break;
        text.push_back(d.text[i]);
        const Offset next = i + 1 < d.text.size() ? d.sourceOffsets[i + 1] : stop - begin;
        if (begin + next > end)
            end = begin + next;
    }
    return text;
}

} // namespace

bool isAsciiLetter(char32_t cp)
{
    return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
}

bool FileLetters::hasSeen(char32_t letter) const
{
    return std::binary_search(seen.begin(), seen.end(), foldLetter(letter));
}

char32_t foldLetter(char32_t cp)
{
    if ((cp >= 0xC0 && cp <= 0xDE && cp != 0xD7) || (cp >= 0x391 && cp <= 0x3AB) ||
        (cp >= 0x410 && cp <= 0x42F))
        return cp + 0x20;
    if (cp >= 0x400 && cp < 0x410)
        return cp + 0x50;
    if (cp == 0x178)
        return 0xFF;
    if (cp >= 0x100 && cp < 0x180 && classify(cp).cls == CharClass::Upper)
        return cp + 1;
    if (cp == 0x386)
        return 0x3AC;
    if (cp >= 0x388 && cp <= 0x38A)
        return cp + 0x25;
    if (cp == 0x38C)
        return 0x3CC;
    if (cp == 0x38E || cp == 0x38F)
        return cp + 0x3F;
    return cp;
}

bool readsAsText(std::u32string_view text, std::uint16_t script)
{
    return readsAsText(text, 0, text.size(), script);
}

std::optional<RunText> readRun(Bytes data, Offset begin, Offset end, const RunCharset &charset,
                               std::size_t index, const FileLetters &letters,
                               const RunContext &context)
{
    RunText r;
    r.charset = index;
    r.end = end;
    if (charset.table) {
        bool undefined = false;
        r.text = decodeWithTable(*charset.table, data.subspan(begin, end - begin), undefined);
        if (undefined)
            return std::nullopt;
    } else {
        std::optional<std::u32string> text = decodeMultiByte(*charset.charset, data, begin, r.end);
        if (!text)
            return std::nullopt;
        r.text = std::move(*text);
    }
    // A multi-byte charset that took the byte after the run took the first character of the right
    // context with it.
    const std::u32string_view right = r.end > end && !context.right.empty()
                                          ? std::u32string_view(context.right).substr(1)
                                          : std::u32string_view(context.right);
    std::u32string whole = context.left + r.text;
    whole += right;
    const std::size_t from = context.left.size();
    const std::size_t to = from + r.text.size();
    if (r.text.empty() || !charactersOfScript(r.text, letters.script))
        return std::nullopt;
    r.oddWord = !readsAsText(whole, from, to, letters.script);
    r.placedAsPunctuation = placedAsPunctuation(whole, from, to);
    r.otherScript = touchesOtherScript(whole, from, to);
    for (const char32_t cp : r.text) {
        if (cp < 0x80 || !isLetter(classify(cp)))
            continue;
        ++r.letters;
        r.unseen += letters.hasSeen(cp) ? 0 : 1;
    }
    const auto letterAt = [&whole](std::size_t i) {
        return i < whole.size() && isWordCharacter(whole[i]);
    };
    r.alone = r.text.size() == 1 && isLetter(classify(r.text[0])) &&
              !(from > 0 && letterAt(from - 1)) && !letterAt(to);
    r.loneCapital = r.alone && classify(r.text[0]).cls == CharClass::Upper;
    r.inside = from > 0 && letterAt(from - 1) && letterAt(to);
    r.cost = textCost(whole, from, to) + charset.prior + 3 * static_cast<int>(r.unseen);
    return r;
}

} // namespace u8i::moji
