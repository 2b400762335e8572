// The input as units for the mojibake analysis, and the single-byte tables.
#include "mojibake/mojibake_internal.h"
#include "mojibake/mojibake_text_model.h"

#include "u8i/utf8/item.h"

namespace u8i::moji {

std::string toUtf8(std::u32string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char32_t cp : text)
        appendUtf8(out, cp);
    return out;
}

int misdecodePrior(std::string_view charsetName)
{
    if (charsetName == "Windows-1252" || charsetName == "ISO-8859-1")
        return 0;
    // The misdecodings met most, after these two: the other Windows code pages, the Latin ISO
    // pages that stand in for them, and Mac Roman. Then the DOS, KOI8, Mac Cyrillic, ISO
    // Cyrillic, Greek, Arabic and Hebrew pages, and TIS-620.
    static constexpr std::string_view kCommon[] = {"Windows-1250", "Windows-1251", "Windows-1253",
                                                   "Windows-1254", "Windows-1257", "ISO-8859-2",
                                                   "ISO-8859-15",  "MacRoman"};
    for (std::string_view common : kCommon)
        if (charsetName == common)
            return 2;
    return 3;
}

ByteTable makeByteTable(const LegacyCharset &charset)
{
    ByteTable table;
    table.charset = &charset;
    table.name = charset.name();
    table.prior = misdecodePrior(table.name);
    table.candidatePrior = table.prior == 0 ? 0 : table.prior - 1;
    std::array<std::uint8_t, 256> all{};
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = static_cast<std::uint8_t>(i);
    const LegacyDecoding decoded = charset.decode(Bytes(all.data(), all.size()));
    table.toUnicode.fill(0xFFFD);
    for (std::size_t i = 0; i < decoded.text.size() && i < decoded.sourceOffsets.size(); ++i) {
        const Offset at = decoded.sourceOffsets[i];
        if (at < 256)
            table.toUnicode[at] = decoded.text[i];
    }
    for (Offset at : decoded.undefinedBytes)
        if (at < 256)
            table.undefined[at] = true;
    table.pages.assign(256, -1); // page 0: the blocks without a character
    const auto slot = [&table](char32_t cp) -> std::int16_t & {
        std::uint16_t &page = table.pageOf[cp >> 8];
        if (page == 0) {
            page = static_cast<std::uint16_t>(table.pages.size() / 256);
            table.pages.resize(table.pages.size() + 256, -1);
        }
        return table.pages[std::size_t{page} * 256 + (cp & 0xFF)];
    };
    for (std::size_t b = 256; b-- > 0;) { // the lowest byte wins where two share a character
        const char32_t cp = table.toUnicode[b];
        if (cp != 0xFFFD && cp < 0x10000)
            slot(cp) = static_cast<std::int16_t>(b);
    }
    // Decoders differ on a few look-alikes (CP437 E6 is U+00B5 MICRO SIGN in some tables and
    // U+03BC GREEK SMALL LETTER MU in others): either one maps back to the byte.
    static constexpr char32_t kAlike[][2] = {{0x00B5, 0x03BC}, {0x00DF, 0x03B2}, {0x2126, 0x03A9}};
    for (const auto &pair : kAlike) {
        const std::optional<std::uint8_t> a = table.byteOf(pair[0]);
        const std::optional<std::uint8_t> b = table.byteOf(pair[1]);
        if (!a && b)
            slot(pair[0]) = *b;
        else if (a && !b)
            slot(pair[1]) = *a;
    }
    return table;
}

namespace {

Message surrogateNote(std::uint32_t high, std::uint32_t low, char32_t cp)
{
    std::string utf8;
    appendUtf8(utf8, cp);
    const auto label = [](std::uint32_t value) {
        return MessageArg{MessageArg::Type::CodePointLabel, {}, value};
    };
    return {
        MessageId::CesuPair,
        {label(high), label(low), label(cp), {MessageArg::Type::HexBytes, hexByteList(utf8), 0}}};
}

// Whether the character that starts at `at` is a well-formed letter.
bool letterAt(Bytes data, Offset at)
{
    if (at >= data.size())
        return false;
    const Item item = decodeItemAt(data, at);
    return item.wellFormed && isLetter(classify(item.codePoint));
}

// A CESU-8 pair is a character where that character can stand: a letter anywhere, any other
// character not glued to the start of a word, at the start of a line too ("he<ED A0 BD ED B8
// 80>rab", "a <...>rab" and "<...>Rab" are damage, not "he😀rab"); after a word's end it may stand
// ("hi<...>!").
bool standsAsCharacter(Bytes data, Offset end, char32_t cp)
{
    return isLetter(classify(cp)) || classify(cp).cls == CharClass::Mark || !letterAt(data, end);
}

} // namespace

std::vector<Unit> unitsFromUtf8(Bytes data, bool cesuPairs)
{
    std::vector<Unit> units;
    units.reserve(data.size());
    Offset pos = 0;
    while (pos < data.size()) {
        const Item item = decodeItemAt(data, pos);
        Unit unit;
        unit.begin = item.offset;
        unit.end = item.end();
        unit.cp = item.wellFormed ? item.codePoint : kOpaque;
        if (cesuPairs && !item.wellFormed && item.kind == ErrorKind::Surrogate &&
            item.length == 3 && item.decodesTo && *item.decodesTo >= 0xD800 &&
            *item.decodesTo <= 0xDBFF && item.end() < data.size()) {
            const Item low = decodeItemAt(data, item.end());
            const char32_t cp = low.decodesTo ? 0x10000 + ((*item.decodesTo - 0xD800) << 10) +
                                                    (*low.decodesTo - 0xDC00)
                                              : 0;
            if (!low.wellFormed && low.kind == ErrorKind::Surrogate && low.length == 3 &&
                low.decodesTo && *low.decodesTo >= 0xDC00 && *low.decodesTo <= 0xDFFF &&
                standsAsCharacter(data, low.end(), cp)) {
                unit.cp = cp;
                unit.end = low.end();
                unit.changed = true;
                unit.kind = MojibakeKind::Cesu8;
                unit.source = "CESU-8";
                unit.notes.push_back(surrogateNote(*item.decodesTo, *low.decodesTo, unit.cp));
            }
        } else if (!item.wellFormed && item.kind == ErrorKind::Overlong && item.length == 2 &&
                   data[pos] == 0xC0 && data[pos + 1] == 0x80) {
            unit.cp = 0;
            unit.changed = true;
            unit.kind = MojibakeKind::ModifiedUtf8;
            unit.source = "Modified UTF-8";
        }
        units.push_back(std::move(unit));
        pos = units.back().end;
    }
    return units;
}

namespace {

int isolationCost(std::u32string_view text, std::size_t i, const CharInfo &info)
{
    if (!isLetter(info) || info.script == 0)
        return 0;
    int found = 0;
    int foreign = 0;
    int symbolLike = 0; // foreign neighbours among which the letter reads as a symbol
    auto look = [&](std::size_t j) {
        const CharInfo other = classify(text[j]);
        if (!isLetter(other))
            return false;
        ++found;
        if (other.script != 0 && other.script != info.script) {
            ++foreign;
            symbolLike += greekSymbolInLatin(info, other) ? 1 : 0;
        }
        return true;
    };
    for (std::size_t step = 1; step <= 8 && step <= i; ++step)
        if (look(i - step))
            break;
    for (std::size_t j = i + 1; j < text.size() && j <= i + 8; ++j)
        if (look(j))
            break;
    if (found == 0 || foreign != found)
        return 0;
    return symbolLike == found ? 1 : 3;
}

int caseRunCost(std::u32string_view text, std::size_t i, const CharInfo &info)
{
    if (info.cls != CharClass::Lower)
        return 0;
    int uppers = 0;
    for (std::size_t step = 1; step <= i && step <= 4; ++step) {
        const CharInfo other = classify(text[i - step]);
        if (other.cls == CharClass::Upper && other.script == info.script) { // case is per script
            if (++uppers == 2)
                return 2;
        } else if (isLetter(other) || other.cls == CharClass::Space) {
            return 0;
        }
    }
    return 0;
}

// A sign or symbol with a letter on each side ("x³y", "a©b") splits a word where no word is
// split: what the second byte of a 2-byte UTF-8 sequence read as a single-byte charset looks
// like inside a word. Apostrophes, hyphens and dots (Punct) join words and are not counted.
int splitWordCost(std::u32string_view text, std::size_t i, const CharInfo &info)
{
    const bool sign = info.cls == CharClass::ClosePunct || info.cls == CharClass::OpenPunct ||
                      info.cls == CharClass::Symbol || info.cls == CharClass::Math;
    if (!sign || info.rarity == 0 || i == 0 || i + 1 >= text.size())
        return 0;
    return isLetter(classify(text[i - 1])) && isLetter(classify(text[i + 1])) ? 2 : 0;
}

} // namespace

int textCost(std::u32string_view text, std::size_t from, std::size_t to)
{
    int cost = 0;
    for (std::size_t i = from; i < to; ++i) {
        const CharInfo info = classify(text[i]);
        cost += info.rarity + isolationCost(text, i, info) + caseRunCost(text, i, info) +
                splitWordCost(text, i, info);
        if (i > 0)
            cost += pairCost(classify(text[i - 1]), info);
    }
    if (to < text.size() && to > 0)
        cost += pairCost(classify(text[to - 1]), classify(text[to]));
    return cost;
}

} // namespace u8i::moji
