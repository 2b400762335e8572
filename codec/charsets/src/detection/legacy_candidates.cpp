#include "detection/legacy_candidates.h"

#include "u8i/charsets/detection/legacy_charsets.h"

#include <uchardet/uchardet.h>
#include <unicode/ucnv.h>
#include <unicode/ucsdet.h>

#include <algorithm>
#include <iterator>
#include <memory>

namespace u8i::charsets {

namespace {

// How much of the non-ASCII lines each candidate reads.
constexpr Offset kJudgedBytes = 64 * 1024;
// Scores closer than this are a tie.
constexpr double kTie = 0.02;
// What an East Asian reading loses (text_plausibility.cpp's weights): a letter outside the common
// letters of the charset's language is worth nothing, a space between ideographs is a symbol.
constexpr double kUncommonLetter = 1.0;
constexpr double kWordGap = 1.0;

struct Proposal {
    const LegacyCharset *charset = nullptr;
    std::string by;
    std::string language; // ICU's, when it gives one
    int weight = 0;       // breaks ties: uchardet is right more often than ICU (see the README)
};

// The charset of the program that reads what a detector names: itself, or the program's name for
// it (uchardet says UHC for Korean, the Windows superset of EUC-KR: CP949). Where a Windows
// variant and its base read the same text, the ranking names the base (familyRank, orderOf).
const LegacyCharset *charsetFor(const char *detected)
{
    static constexpr std::pair<std::string_view, std::string_view> kSupersets[] = {
        {"UHC", "CP949"},
        {"CP949", "CP949"},
        {"GB2312", "GB18030"},
        {"GBK", "GB18030"},
        {"CP936", "GB18030"},
        {"CP932", "Windows-31J"},
        {"WINDOWS-31J", "Windows-31J"},
        {"BIG5-HKSCS", "Big5-HKSCS"},
        {"CP950", "Big5"},
    };
    if (!detected)
        return nullptr;
    for (const auto &[name, ours] : kSupersets)
        if (ucnv_compareNames(detected, std::string(name).c_str()) == 0)
            return legacyCharset(ours);
    return legacyCharsetByAlias(detected);
}

std::vector<Proposal> propose(Bytes bytes)
{
    std::vector<Proposal> out;
    const std::unique_ptr<std::remove_pointer_t<uchardet_t>, void (*)(uchardet_t)> ud(
        uchardet_new(), uchardet_delete);
    if (ud && uchardet_handle_data(ud.get(), reinterpret_cast<const char *>(bytes.data()),
                                   bytes.size()) == 0) {
        uchardet_data_end(ud.get());
        if (const LegacyCharset *c = charsetFor(uchardet_get_charset(ud.get())))
            out.push_back({c, "uchardet", {}, 2});
    }
    UErrorCode err = U_ZERO_ERROR;
    const std::unique_ptr<UCharsetDetector, void (*)(UCharsetDetector *)> icu(ucsdet_open(&err),
                                                                              ucsdet_close);
    ucsdet_setText(icu.get(), reinterpret_cast<const char *>(bytes.data()),
                   static_cast<int32_t>(std::min<Offset>(bytes.size(), INT32_MAX)), &err);
    int32_t count = 0;
    const UCharsetMatch **matches = ucsdet_detectAll(icu.get(), &count, &err);
    for (int32_t i = 0; U_SUCCESS(err) && i < count; ++i) {
        const int32_t confidence = ucsdet_getConfidence(matches[i], &err);
        const LegacyCharset *c = charsetFor(ucsdet_getName(matches[i], &err));
        if (!c || confidence < 10 || U_FAILURE(err))
            continue;
        const char *language = ucsdet_getLanguage(matches[i], &err);
        const std::string lang = language && U_SUCCESS(err) ? language : "";
        out.push_back({c,
                       "ICU (" + (lang.empty() ? std::string() : lang + ", ") +
                           std::to_string(confidence) + ")",
                       lang, 1});
    }
    return out;
}

std::size_t orderOf(const LegacyCharset *c)
{
    const auto &all = allLegacyCharsets();
    return static_cast<std::size_t>(std::find(all.begin(), all.end(), c) - all.begin());
}

// Windows-31J maps six JIS X 0208 characters to other code points than Shift_JIS does (Unicode's
// SHIFTJIS.TXT against Microsoft's CP932.TXT: 81 60 is U+301C WAVE DASH in Shift_JIS, U+FF5E
// FULLWIDTH TILDE in Windows-31J). ICU reads both as Windows-31J does, so a reading that holds one
// of them is Windows-31J's text, not Shift_JIS's.
bool holdsWindowsMapping(std::u32string_view text)
{
    static constexpr std::u32string_view kWindowsOnly = U"\uFF5E\u2225\uFF0D\uFFE0\uFFE1\uFFE2";
    return text.find_first_of(kWindowsOnly) != std::u32string_view::npos;
}

// Where a text reads the same in several charsets, the one files are most often written in:
// Windows code pages (but the East Asian ones, which take their base's name), (supersets of their
// ISO-8859 twins), TIS-620 (ISO-8859-11 without NBSP) and KOI8-R (KOI8-U without the Ukrainian
// letters), then ISO-8859, then the rest.
int familyRank(const RankedReading &r)
{
    const std::string name = r.charset->name();
    // Windows-31J reading as Shift_JIS does is named Shift_JIS, as CP949 and Big5-HKSCS are
    // named after EUC-KR and Big5 (the program's order), unless the text is Windows-31J's own.
    if (name == "Windows-31J")
        return holdsWindowsMapping(r.text) ? 0 : 2;
    if (name.starts_with("Windows-") || name == "TIS-620" || name == "KOI8-R")
        return 0;
    if (name.starts_with("ISO-8859-"))
        return 1;
    return 2;
}

// A reading in an East Asian charset, weighed by how its letters fit the language the charset
// writes (east_asian_fit.h).
void weighEastAsianFit(RankedReading &r)
{
    r.fit = eastAsianFit(r.text, r.writes);
    const double lost = kUncommonLetter * static_cast<double>(r.fit.uncommon) +
                        kWordGap * static_cast<double>(r.fit.wordGaps);
    r.judged.score -= lost / static_cast<double>(std::max<std::size_t>(r.judged.weighed, 1));
}

bool isUnicodeForm(const LegacyCharset *c)
{
    return c->name().starts_with("UTF-");
}

// How many letters lie outside the closest alphabet, the count's noun in its number.
Message alphabetMessage(std::size_t foreignLetters, MessageArg language)
{
    if (foreignLetters == 0)
        return {MessageId::AlphabetAll, {std::move(language)}};
    if (foreignLetters == 1)
        return {MessageId::AlphabetForeignOne, {std::move(language)}};
    return {MessageId::AlphabetForeign, {numberArg(foreignLetters), std::move(language)}};
}

// A count as a piece of a sentence, its noun in its number: `one` (whose sentence says "1") for a
// count of 1, else `many` with the count as %1; `more` fills the sentence's later %n.
Message countPiece(std::size_t count, MessageId one, MessageId many, bool joined = true,
                   std::vector<MessageArg> more = {})
{
    std::vector<MessageArg> args;
    if (count != 1)
        args.push_back(numberArg(count));
    args.insert(args.end(), std::make_move_iterator(more.begin()),
                std::make_move_iterator(more.end()));
    return {count == 1 ? one : many, std::move(args), joined};
}

// "112 non-ASCII characters read in Windows-1251: 0 undefined bytes, 1 control, …".
std::vector<Message> readingCounts(const Plausibility &j, const std::string &charset)
{
    return {
        countPiece(j.nonAscii, MessageId::ReadingHeadOne, MessageId::ReadingHead, false,
                   {verbatimArg(charset)}),
        countPiece(j.undefined, MessageId::CountUndefinedBytesOne, MessageId::CountUndefinedBytes),
        countPiece(j.controls, MessageId::CountControlsOne, MessageId::CountControls),
        countPiece(j.symbols, MessageId::CountSymbolsOne, MessageId::CountSymbols),
        countPiece(j.oddWords, MessageId::CountScriptChangesOne, MessageId::CountScriptChanges)};
}

// "next best, KOI8-R: 0 undefined bytes, 1 control or symbol, 3 odd words, 0 letters outside
// Russian".
std::vector<Message> nextBestCounts(const Plausibility &o, const std::string &charset)
{
    std::vector<Message> out{
        {MessageId::NextBestHead, {verbatimArg(charset)}},
        countPiece(o.undefined, MessageId::CountUndefinedBytesOne, MessageId::CountUndefinedBytes),
        countPiece(o.controls + o.symbols, MessageId::CountControlsSymbolsOne,
                   MessageId::CountControlsSymbols),
        countPiece(o.oddWords, MessageId::CountOddWordsOne, MessageId::CountOddWords)};
    if (o.language.empty())
        out.push_back(countPiece(o.foreignLetters, MessageId::CountLettersOutsideAnyOne,
                                 MessageId::CountLettersOutsideAny));
    else
        out.push_back(countPiece(o.foreignLetters, MessageId::CountLettersOutsideOne,
                                 MessageId::CountLettersOutside, true,
                                 {languageArg(o.language, o.languageCode)}));
    return out;
}

// An East Asian charset's user-defined area decodes to the Private Use Area: no character of the
// text, as good as undefined. A Big5 reading whose decoder maps the HKSCS bytes (lead 87–A0) into
// that area (Windows-950's) then ranks below Big5-HKSCS, which reads them as the characters they
// are (seen with Debian 13's ICU, on a message holding 哋 and 嘅).
std::size_t userDefinedCharacters(const LegacyCharset &c, std::u32string_view text)
{
    if (eastAsianLanguage(c).empty())
        return 0;
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char32_t ch) {
        return (ch >= 0xE000 && ch <= 0xF8FF) || ch >= 0xF0000;
    }));
}

} // namespace

std::vector<RankedReading> rankReadings(const DetectionSample &sample)
{
    const std::vector<Proposal> proposals = propose(sample.bytes());
    const std::vector<std::uint8_t> lines = sample.nonAsciiLines(kJudgedBytes);
    std::vector<RankedReading> ranked;
    for (const LegacyCharset *c : allLegacyCharsets()) {
        if (isUnicodeForm(c))
            continue;
        RankedReading r;
        r.charset = c;
        LegacyDecoding d = c->decode(Bytes(lines));
        r.undefined = d.undefinedBytes.size() + userDefinedCharacters(*c, d.text);
        r.text = std::move(d.text);
        ranked.push_back(std::move(r));
    }
    // A detector's proposal counts for every charset that reads the lines as the same text.
    for (const Proposal &p : proposals) {
        const auto proposed =
            std::find_if(ranked.begin(), ranked.end(),
                         [&](const RankedReading &r) { return r.charset == p.charset; });
        if (proposed == ranked.end())
            continue;
        for (RankedReading &r : ranked)
            if (r.text == proposed->text) {
                r.support = std::max(r.support, p.weight);
                r.namedBy.push_back(p.by);
                if (r.detectorLanguage.empty())
                    r.detectorLanguage = p.language;
            }
    }
    for (RankedReading &r : ranked) {
        r.namedByDetector = r.support > 0;
        r.writes = eastAsianLanguage(*r.charset);
        r.judged = judgeText(r.text, r.undefined,
                             r.detectorLanguage.empty() ? r.writes : r.detectorLanguage);
        if (!r.writes.empty())
            weighEastAsianFit(r);
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const RankedReading &a, const RankedReading &b) {
                         if (std::abs(a.judged.score - b.judged.score) > kTie)
                             return a.judged.score > b.judged.score;
                         // Two names for the very same text: the more common code page.
                         if (a.text == b.text && familyRank(a) != familyRank(b))
                             return familyRank(a) < familyRank(b);
                         // Common letters of an East Asian language are more than plausible.
                         if (readsAsEastAsianText(a) != readsAsEastAsianText(b))
                             return readsAsEastAsianText(a);
                         // Any undefined byte or control is telling, however few.
                         const std::size_t junkA = a.judged.undefined + a.judged.controls;
                         const std::size_t junkB = b.judged.undefined + b.judged.controls;
                         if (junkA != junkB)
                             return junkA < junkB;
                         if (a.support != b.support)
                             return a.support > b.support;
                         return orderOf(a.charset) < orderOf(b.charset);
                     });
    return ranked;
}

bool readsAsEastAsianText(const RankedReading &r)
{
    constexpr std::size_t kEnoughLetters = 12;
    constexpr std::size_t kUncommonPer = 10; // at most one letter in this many is uncommon
    return !r.writes.empty() && r.undefined == 0 && r.fit.letters >= kEnoughLetters &&
           r.fit.uncommon * kUncommonPer <= r.fit.letters;
}

std::vector<std::vector<Message>> explainReading(const RankedReading &best,
                                                 const std::vector<RankedReading> &ranked)
{
    std::vector<std::vector<Message>> out;
    const Plausibility &j = best.judged;
    const std::string name = best.charset->name();
    if (!best.namedBy.empty())
        out.push_back({{MessageId::ProposedBy, {listArg(best.namedBy)}}});
    out.push_back(readingCounts(j, name));
    if (!j.language.empty())
        out.push_back({alphabetMessage(j.foreignLetters, languageArg(j.language, j.languageCode))});
    for (const RankedReading &r : ranked) {
        if (&r == &best || r.text == best.text)
            continue;
        out.push_back(nextBestCounts(r.judged, r.charset->name()));
        break;
    }
    return out;
}

} // namespace u8i::charsets
