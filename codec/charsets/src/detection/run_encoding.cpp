// The charset of a file's legacy runs (see run_encoding.h).
#include "u8i/charsets/detection/run_encoding.h"

#include "detection/text_plausibility.h"
#include "u8i/charsets/detection/encoding_detection.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/utf8/item.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <unordered_set>

namespace u8i::charsets {

namespace {

constexpr Offset kWordReach = 32;
constexpr std::size_t kTextLimit = 64 * 1024;
// What the letter pairs of the well-formed text weigh at most, beside judgeText's score (about 1
// a character for good text), and how many different pairs it takes for them to weigh that.
constexpr double kPairWeight = 2.0;
constexpr double kPairsForFullWeight = 150.0;
// What a reading loses for letters the alphabet of the well-formed text's language lacks ("û" for
// Hungarian "ű" read as Windows-1252), as a share of its letters: judgeText forgives them when
// another language's alphabet has them all.
constexpr double kOutsideWeight = 4.0;

bool inWord(std::uint8_t b)
{
    return b >= 0x80 || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z');
}

// Whether the run stands apart, no letter glued to it ("10 <80> für", "sagte <93>"): alone it
// spells no word, so its reading is evidence of no language, and what it is (a euro sign, a
// quotation mark) is for the judge of that one run to say, with the characters around it.
bool standsApart(Bytes data, const IllFormedRun &r)
{
    const Offset end = r.offset + r.length;
    return r.length == 1 && !(r.offset > 0 && inWord(data[r.offset - 1])) &&
           !(end < data.size() && inWord(data[end]));
}

bool isLetter(char32_t c)
{
    return u_isalpha(static_cast<UChar32>(c));
}

// Whether the run, read alone, is punctuation (a quotation mark, a dash, a euro sign pasted in):
// what another charset makes of its bytes as letters is no evidence of the file's charset.
bool readAsPunctuation(const IllFormedRun &r)
{
    return r.reading != RunReading::Damage && !r.text.empty() &&
           std::none_of(r.text.begin(), r.text.end(), isLetter);
}

// The words that hold the runs, one after another with a blank between: every run but those
// with the marks of broken UTF-8, those standing apart and those read as punctuation, so that
// the charset chosen must read all of them.
std::vector<std::uint8_t> runWords(Bytes data, const IllFormedRuns &runs)
{
    std::vector<std::uint8_t> out;
    Offset done = 0;
    for (const IllFormedRun &r : runs.runs) {
        if ((r.reading == RunReading::Damage && r.brokenUtf8) || standsApart(data, r) ||
            readAsPunctuation(r) || r.offset < done || out.size() >= kTextLimit)
            continue;
        Offset begin = r.offset;
        while (begin > done && r.offset - begin < kWordReach && inWord(data[begin - 1]))
            --begin;
        Offset end = r.offset + r.length;
        while (end < data.size() && end - r.offset < kWordReach && inWord(data[end]))
            ++end;
        out.insert(out.end(), data.begin() + static_cast<std::ptrdiff_t>(begin),
                   data.begin() + static_cast<std::ptrdiff_t>(end));
        out.push_back(' ');
        done = end;
    }
    return out;
}

// The well-formed text, ill-formed groups as blanks (its first kTextLimit characters).
std::u32string wellFormedText(Bytes data)
{
    std::u32string text;
    for (Offset p = 0; p < data.size() && text.size() < kTextLimit;) {
        const Item item = decodeItemAt(data, p);
        text.push_back(item.wellFormed ? item.codePoint : char32_t{' '});
        p = item.end();
    }
    return text;
}

std::uint64_t pairKey(char32_t a, char32_t b)
{
    const auto lower = [](char32_t c) {
        return static_cast<std::uint64_t>(u_tolower(static_cast<UChar32>(c)));
    };
    return lower(a) << 32 | lower(b);
}

// Which letter follows which in the words of the well-formed text (in lower case): the file's
// own evidence of its language's spelling.
std::unordered_set<std::uint64_t> letterPairs(const std::u32string &text)
{
    std::unordered_set<std::uint64_t> pairs;
    for (std::size_t i = 1; i < text.size(); ++i)
        if (isLetter(text[i - 1]) && isLetter(text[i]))
            pairs.insert(pairKey(text[i - 1], text[i]));
    return pairs;
}

// The share of the letter pairs of `text` with a letter beyond ASCII that the well-formed text
// spells too (0 when there is none).
double sharedPairs(const std::u32string &text, const std::unordered_set<std::uint64_t> &pairs)
{
    std::size_t all = 0;
    std::size_t shared = 0;
    for (std::size_t i = 1; i < text.size(); ++i) {
        if (!isLetter(text[i - 1]) || !isLetter(text[i]) || (text[i - 1] < 0x80 && text[i] < 0x80))
            continue;
        ++all;
        shared += pairs.contains(pairKey(text[i - 1], text[i])) ? 1 : 0;
    }
    return all == 0 ? 0.0 : static_cast<double>(shared) / static_cast<double>(all);
}

// The one charset that reads all the runs best, together: as letters of the alphabet of the
// well-formed text's language (judgeText, shareOutsideAlphabet), spelled as the well-formed text
// spells its words (letter pairs it has too; KOI8-R read as Windows-1251 gives "ЪЧХЛПРТПОЙГБЕНПУФШ"
// for "звукопроницаемость", letters of Russian in pairs Russian never writes). The more pairs the
// well-formed text has, the more that evidence weighs.
std::string chooseEncoding(Bytes data, const IllFormedRuns &runs, const std::u32string &utf8,
                           const std::string &language)
{
    if (runs.count(RunReading::Damage) == runs.runs.size())
        return {};
    const std::vector<std::uint8_t> words = runWords(data, runs);
    if (words.empty())
        return {};
    const std::unordered_set<std::uint64_t> pairs = letterPairs(utf8);
    const double pairWeight =
        kPairWeight * std::min(1.0, static_cast<double>(pairs.size()) / kPairsForFullWeight);
    std::string best;
    double bestScore = -1e9;
    for (const LegacyCharset *c : runReadingCharsets()) {
        const LegacyDecoding d = c->decode(Bytes(words));
        const double score = judgeText(d.text, d.undefinedBytes.size(), language).score +
                             pairWeight * sharedPairs(d.text, pairs) -
                             kOutsideWeight * shareOutsideAlphabet(d.text, language);
        if (score > bestScore + 1e-9) {
            bestScore = score;
            best = c->name();
        }
    }
    return best;
}

// The runs judged with the language of the well-formed text: the letters of the alphabets that
// fit it in `alphabet`.
IllFormedRuns judgeRuns(Bytes data, std::u32string &alphabet)
{
    const IllFormedRunJudge &judge = illFormedRunJudge();
    const std::u32string utf8 = wellFormedText(data);
    const std::string language = judgeText(utf8, 0).languageCode;
    alphabet = alphabetsOfText(utf8, language);
    IllFormedRuns first = judge.judge(data, {}, alphabet);
    const std::string encoding = chooseEncoding(data, first, utf8, language);
    if (encoding.empty())
        return first;
    IllFormedRuns runs = judge.judge(data, encoding, alphabet);
    // The charset that reads the runs best together reads none of them as text: no charset is
    // the file's, and each run keeps the reading it has alone.
    IllFormedRuns &chosen = runs.count(RunReading::Damage) == runs.runs.size() ? first : runs;
    // A file written as UTF-8 and damaged reads no run of one byte as a letter (brokenByEncoder):
    // the verdict's runs are the ones the repairs read.
    if (brokenByEncoder(chosen, data))
        chosen =
            judge.judge(data, &chosen == &first ? std::string_view{} : encoding, alphabet, false);
    // A file with legacy text (three runs, or a word) spells its language there: the lines
    // repaired alone read their one-letter runs as its (the judge says so of a whole input).
    if (chosen.count(RunReading::Legacy) >= 3)
        alphabet.clear();
    return chosen;
}

} // namespace

IllFormedRuns judgeRuns(Bytes data)
{
    std::u32string alphabet;
    return judgeRuns(data, alphabet);
}

std::string runEncoding(Bytes data)
{
    return mojibakeOptionsFor(data).runEncoding;
}

MojibakeOptions mojibakeOptionsFor(Bytes data)
{
    MojibakeOptions options = mojibakeOptions();
    const Bytes head = data.first(std::min(data.size(), kDetectionHead));
    const IllFormedRuns runs = judgeRuns(head, options.runAlphabet);
    if (runs.count(RunReading::Damage) != runs.runs.size())
        options.runEncoding = runs.encoding;
    options.cesuPairs = cesu8Writer(runs, head);
    options.oneLetterRuns = !brokenByEncoder(runs, head);
    return options;
}

MojibakeOptions runRepairOptions(Bytes data, RunRepair what)
{
    MojibakeOptions options = mojibakeOptionsFor(data);
    options.wholeInput = false; // a file in another encoding is converted whole, elsewhere
    options.chains = what == RunRepair::Repair;
    return options;
}

std::optional<MojibakeOptions> runByRunRepairOptions(const EncodingVerdict &verdict, Bytes sample)
{
    if (verdict.kind == EncodingClass::Binary || verdict.kind == EncodingClass::Legacy)
        return std::nullopt;
    return runRepairOptions(sample, RunRepair::Repair);
}

std::optional<MojibakeOptions> runByRunRepairOptions(Bytes data)
{
    return runByRunRepairOptions(detectEncoding(data), data);
}

} // namespace u8i::charsets
