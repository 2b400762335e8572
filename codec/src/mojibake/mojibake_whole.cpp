// Whole-input findings: a UTF-16 file, or bytes in a legacy charset instead of UTF-8.
#include "mojibake/mojibake_internal.h"
#include "mojibake/mojibake_text_model.h"
#include "u8i/strings/utf16_guess.h"

#include <algorithm>
#include <map>

namespace u8i::moji {

namespace {

std::string decodeUtf16(Bytes data, bool littleEndian, std::size_t skip, bool &lossy)
{
    std::string out;
    out.reserve(data.size());
    auto unitAt = [&](std::size_t i) {
        const std::uint32_t a = data[i];
        const std::uint32_t b = data[i + 1];
        return littleEndian ? (a | (b << 8)) : ((a << 8) | b);
    };
    std::size_t i = skip;
    for (; i + 1 < data.size(); i += 2) {
        const std::uint32_t u = unitAt(i);
        if (u >= 0xD800 && u <= 0xDBFF && i + 3 < data.size()) {
            const std::uint32_t low = unitAt(i + 2);
            if (low >= 0xDC00 && low <= 0xDFFF) {
                appendUtf8(out, 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00));
                i += 2;
                continue;
            }
        }
        if (u >= 0xD800 && u <= 0xDFFF) {
            lossy = true;
            appendUtf8(out, 0xFFFD);
            continue;
        }
        appendUtf8(out, u);
    }
    if (i < data.size()) {
        lossy = true;
        appendUtf8(out, 0xFFFD);
    }
    return out;
}

MessageArg percent(std::size_t part, std::size_t whole)
{
    return numberArg(whole == 0 ? 0 : (part * 100 + whole / 2) / whole);
}

// A little knowledge of where the common characters of the CJK charsets lie: a multi-byte
// character whose lead byte falls outside is rare. Every multi-byte character also costs one
// more than its rarity, so that a CJK reading of text in an alphabet does not win by merely
// pairing bytes up.
int multiByteCost(const std::string &charset, std::uint8_t lead, int rarity)
{
    bool common = true;
    if (charset == "GB18030")
        common = (lead >= 0xA1 && lead <= 0xA3) || (lead >= 0xB0 && lead <= 0xD7);
    else if (charset == "Big5")
        common = (lead >= 0xA1 && lead <= 0xA3) || (lead >= 0xA4 && lead <= 0xC6);
    else if (charset == "Shift_JIS")
        common = (lead >= 0x81 && lead <= 0x83) || (lead >= 0x88 && lead <= 0x98);
    else if (charset == "EUC-KR")
        common = (lead >= 0xA1 && lead <= 0xA3) || (lead >= 0xB0 && lead <= 0xC8);
    return rarity + 1 + (common ? 0 : 2);
}

struct Reading {
    std::size_t charset = 0;
    long long cost = 0;
    std::size_t undefined = 0;
    std::size_t nonAscii = 0;
    std::size_t letters = 0;
    std::map<std::uint16_t, std::size_t> scripts;
};

// The cost of reading `bytes` as the charset, with `left` and `right` as the text around it.
void addReading(Reading &r, const LegacyCharset &charset, Bytes bytes, const std::u32string &left,
                const std::u32string &right)
{
    const LegacyDecoding d = charset.decode(bytes);
    const std::u32string text = left + d.text + right;
    long long cost = textCost(text, left.size(), left.size() + d.text.size());
    const std::string name = charset.name();
    for (std::size_t i = 0; i < d.text.size(); ++i) {
        const CharInfo info = classify(d.text[i]);
        const Offset at = i < d.sourceOffsets.size() ? d.sourceOffsets[i] : 0;
        const Offset next = i + 1 < d.sourceOffsets.size() ? d.sourceOffsets[i + 1] : bytes.size();
        if (next > at + 1 && at < bytes.size())
            cost += multiByteCost(name, bytes[at], info.rarity) - info.rarity;
        if (d.text[i] >= 0x80) {
            ++r.nonAscii;
            if (isLetter(info)) {
                ++r.letters;
                ++r.scripts[info.script];
            }
        }
    }
    r.cost += cost + 12 * static_cast<long long>(d.undefinedBytes.size());
    r.undefined += d.undefinedBytes.size();
}

// "read as Windows-1251: 0 undefined bytes, 812 non-ASCII characters, 97% of them letters (100%
// Cyrillic), score 1234", first (`first`) or next best.
void describeReading(const Reading &r, const std::string &name, bool first,
                     std::vector<Message> &out)
{
    std::vector<MessageArg> args{verbatimArg(name)};
    if (r.undefined != 1)
        args.push_back(numberArg(r.undefined));
    args.push_back(numberArg(r.nonAscii));
    args.push_back(percent(r.letters, r.nonAscii));
    const MessageId id =
        first ? (r.undefined == 1 ? MessageId::ReadingFirstOne : MessageId::ReadingFirst)
              : (r.undefined == 1 ? MessageId::ReadingNextOne : MessageId::ReadingNext);
    out.push_back({id, std::move(args)});
    if (!r.scripts.empty()) {
        const auto top = std::max_element(r.scripts.begin(), r.scripts.end(),
                                          [](auto &a, auto &b) { return a.second < b.second; });
        const std::string script = scriptName(top->first);
        if (!script.empty())
            out.push_back({MessageId::ReadingScript,
                           {percent(top->second, r.letters), scriptArg(script)},
                           true});
    }
    out.push_back({MessageId::ReadingScore, {numberArg(static_cast<std::uint64_t>(r.cost))}, true});
}

struct Piece {
    std::size_t first = 0; // units [first, last)
    std::size_t last = 0;
};

// Every charset's reading of the pieces (the first 256 KiB of them), the most plausible first.
std::vector<Reading> weighCharsets(Bytes data, const std::vector<Unit> &units,
                                   const std::vector<Piece> &pieces, LegacyCharsets charsets)
{
    constexpr Offset kSample = 256 * 1024;
    std::vector<Reading> readings;
    for (std::size_t c = 0; c < charsets.size(); ++c) {
        Reading r;
        r.charset = c;
        Offset sampled = 0;
        for (const Piece &p : pieces) {
            if (sampled >= kSample)
                break;
            const Offset begin = units[p.first].begin;
            const Offset end = std::min(units[p.last - 1].end, begin + kSample);
            std::u32string left;
            std::u32string right;
            for (std::size_t k = p.first; k > 0 && left.size() < 10; --k)
                left.insert(left.begin(),
                            units[k - 1].cp == kOpaque ? char32_t{0xFFFD} : units[k - 1].cp);
            for (std::size_t k = p.last; k < units.size() && right.size() < 10; ++k)
                right.push_back(units[k].cp == kOpaque ? char32_t{0xFFFD} : units[k].cp);
            addReading(r, *charsets[c], data.subspan(begin, end - begin), left, right);
            sampled += end - begin;
        }
        r.cost += misdecodePrior(charsets[c]->name());
        readings.push_back(std::move(r));
    }
    std::stable_sort(readings.begin(), readings.end(),
                     [](const Reading &a, const Reading &b) { return a.cost < b.cost; });
    return readings;
}

const LegacyCharset *charsetNamed(LegacyCharsets charsets, const std::string &name)
{
    for (const LegacyCharset *c : charsets)
        if (c && c->name() == name)
            return c;
    return nullptr;
}

// The run's note and what else reads it (see IllFormedRun).
void addRunNotes(const IllFormedRun &run, std::vector<Message> &notes)
{
    notes.push_back({MessageId::RunNotUtf8, {}});
    notes.push_back(run.why);
    std::string names;
    for (const std::string &other : run.sameReading)
        names += (names.empty() ? "" : " ") + other;
    if (!run.sameReading.empty())
        notes.push_back({MessageId::RunSameIn, {verbatimArg(names)}});
    names.clear();
    for (const std::string &other : run.alternatives)
        names += (names.empty() ? "" : " ") + other;
    if (!run.alternatives.empty())
        notes.push_back({MessageId::RunOtherText, {verbatimArg(names)}});
}

// The units of a run that reads as legacy text: its characters.
void appendLegacyUnits(Bytes data, const IllFormedRun &run, const LegacyCharset &charset,
                       std::vector<Unit> &next)
{
    const LegacyDecoding d = charset.decode(data.subspan(run.offset, run.length));
    for (std::size_t k = 0; k < d.text.size(); ++k) {
        Unit u;
        u.cp = d.text[k];
        u.begin = run.offset + d.sourceOffsets[k];
        u.end =
            k + 1 < d.text.size() ? run.offset + d.sourceOffsets[k + 1] : run.offset + run.length;
        u.changed = true;
        u.kind = MojibakeKind::LegacyEncoding;
        u.source = charset.name();
        addRunNotes(run, u.notes);
        next.push_back(std::move(u));
    }
}

// The unit of an ambiguous run: reported, not applied, with its readings, its own first.
Unit ambiguousUnit(Bytes data, const IllFormedRun &run, LegacyCharsets charsets)
{
    Unit u;
    u.cp = kOpaque;
    u.begin = run.offset;
    u.end = run.offset + run.length;
    u.changed = true;
    u.applied = false;
    u.kind = MojibakeKind::LegacyEncoding;
    u.source = run.encoding;
    addRunNotes(run, u.notes);
    u.rivals.push_back({0, run.encoding, run.text});
    for (const std::string &other : run.alternatives)
        if (const LegacyCharset *charset = charsetNamed(charsets, other))
            u.rivals.push_back(
                {0, other, charset->decode(data.subspan(run.offset, run.length)).text});
    return u;
}

// The units with each run that reads as legacy text replaced by its characters; damage stays
// ill-formed, and an ambiguous run is reported as it is.
std::vector<Unit> readRunsAs(Bytes data, std::vector<Unit> &units, const IllFormedRuns &runs,
                             LegacyCharsets charsets)
{
    std::vector<Unit> next;
    next.reserve(units.size());
    auto run = runs.runs.begin();
    for (std::size_t i = 0; i < units.size(); ++i) {
        while (run != runs.runs.end() && run->offset + run->length <= units[i].begin)
            ++run;
        const bool starts = run != runs.runs.end() && run->offset == units[i].begin;
        const LegacyCharset *charset = starts && run->reading == RunReading::Legacy
                                           ? charsetNamed(charsets, run->encoding)
                                           : nullptr;
        if (!starts || (run->reading == RunReading::Legacy && !charset) ||
            run->reading == RunReading::Damage) {
            next.push_back(std::move(units[i]));
            continue;
        }
        if (charset)
            appendLegacyUnits(data, *run, *charset, next);
        else
            next.push_back(ambiguousUnit(data, *run, charsets));
        while (i + 1 < units.size() && units[i + 1].begin < run->offset + run->length)
            ++i;
    }
    return next;
}

} // namespace

std::optional<MojibakeFinding> detectUtf16(Bytes data)
{
    const std::optional<Utf16Guess> guess = guessUtf16(data);
    if (!guess)
        return std::nullopt;
    MojibakeFinding f;
    f.kind = MojibakeKind::Utf16;
    f.length = data.size();
    const bool little = guess->order == Utf16Order::Little;
    const auto skip = static_cast<std::size_t>(guess->skip());
    f.evidenceMessages.push_back(utf16EvidenceMessage(*guess));
    f.source = guess->name();
    f.original.assign(reinterpret_cast<const char *>(data.data()), data.size());
    f.repaired = decodeUtf16(data, little, skip, f.lossy);
    f.repairedLength = f.repaired.size();
    if (f.lossy)
        f.evidenceMessages.push_back({MessageId::Utf16Lossy, {}});
    f.evidence = englishText(f.evidenceMessages);
    return f;
}

MojibakeFinding legacyFileFinding(Bytes data, const LegacyCharset &charset,
                                  std::vector<Message> evidence)
{
    MojibakeFinding f;
    f.kind = MojibakeKind::LegacyEncoding;
    f.length = data.size();
    f.source = charset.name();
    f.original.assign(reinterpret_cast<const char *>(data.data()), data.size());
    const LegacyDecoding d = charset.decode(data);
    f.repaired = toUtf8(d.text);
    f.repairedLength = f.repaired.size();
    f.lossy = !d.undefinedBytes.empty();
    f.evidenceMessages = std::move(evidence);
    if (f.lossy)
        f.evidenceMessages.push_back(
            d.undefinedBytes.size() == 1
                ? Message{MessageId::UndefinedBecameOne, {}}
                : Message{MessageId::UndefinedBecame, {numberArg(d.undefinedBytes.size())}});
    f.evidence = englishText(f.evidenceMessages);
    return f;
}

std::optional<MojibakeFinding>
repairLegacyEncoding(Bytes data, std::vector<Unit> &units, LegacyCharsets charsets,
                     const IllFormedRunJudge &judge, bool allowWhole, std::string_view runEncoding,
                     std::u32string_view runAlphabet, bool oneLetterRuns)
{
    std::vector<Piece> pieces;
    Offset utf8Bytes = 0;    // in well-formed multi-byte sequences
    Offset invalidBytes = 0; // in ill-formed groups
    for (const Unit &unit : units) {
        if (unit.cp == kOpaque)
            invalidBytes += unit.end - unit.begin;
        else if (unit.cp >= 0x80 && !unit.changed)
            utf8Bytes += unit.end - unit.begin;
    }
    if (invalidBytes == 0 || charsets.empty())
        return std::nullopt;
    // Each ill-formed run is judged on its own: text in a legacy charset, or damage (see
    // ill_formed_runs.h). Legacy text holds well-formed UTF-8 sequences only by chance, a minority
    // of its non-ASCII bytes, and reads as text in that charset as a whole.
    const IllFormedRuns runs = judge.judge(data, runEncoding, runAlphabet, oneLetterRuns);
    const bool whole = allowWhole && utf8Bytes < invalidBytes && !runs.utf8WithErrors();
    if (!whole) {
        units = readRunsAs(data, units, runs, charsets);
        return std::nullopt;
    }
    pieces.assign(1, Piece{0, units.size()});
    const std::vector<Reading> readings = weighCharsets(data, units, pieces, charsets);
    const Reading &best = readings.front();
    const LegacyCharset &charset = *charsets[best.charset];
    if (best.undefined * 50 > std::max<std::size_t>(best.nonAscii, 1) ||
        best.letters * 2 < best.nonAscii)
        return std::nullopt; // no charset reads these bytes as text: leave them ill-formed

    std::vector<Message> evidence;
    describeReading(best, charset.name(), true, evidence);
    if (readings.size() > 1) {
        describeReading(readings[1], charsets[readings[1].charset]->name(), false, evidence);
        evidence.push_back({MessageId::ReadingNextEnd, {}, true});
    }
    return legacyFileFinding(data, charset, std::move(evidence));
}

} // namespace u8i::moji
