// The mojibake analysis: runs the detectors in order and assembles the findings and the
// repaired text (see mojibake.h).
#include "mojibake/mojibake_internal.h"

#include "u8i/utf8/item.h"

#include <algorithm>
#include <cstring>

namespace u8i::moji {
namespace {

std::string joinNotes(const std::vector<std::string> &notes)
{
    std::vector<std::string> unique;
    for (const std::string &n : notes)
        if (std::find(unique.begin(), unique.end(), n) == unique.end())
            unique.push_back(n);
    std::string out;
    for (const std::string &n : unique) {
        if (!out.empty())
            out += "; ";
        out += n;
    }
    return out;
}

bool sameFinding(const Unit &a, const Unit &b)
{
    return a.kind == b.kind && a.source == b.source && a.undone == b.undone &&
           a.applied == b.applied && a.history.size() == b.history.size();
}

std::string quoted(std::u32string_view text)
{
    return "\u201C" + toUtf8(text) + "\u201D";
}

// The charset of a link of the unit's chain.
const std::string &linkName(const Unit &unit, std::uint8_t index,
                            const std::vector<ByteTable> &tables)
{
    return index == kMultiByteLink ? unit.multiByteCharset : tables[index].name;
}

std::string misdecodedEvidence(const std::vector<Unit> &units, std::size_t first, std::size_t last,
                               const std::vector<ByteTable> &tables)
{
    const std::size_t depth = units[first].history.size();
    std::string out;
    for (std::size_t level = 0; level < depth; ++level) {
        std::u32string before;
        std::string bytes;
        std::u32string after;
        for (std::size_t u = first; u < last; ++u) {
            before += units[u].history[level].before;
            if (!bytes.empty() && !units[u].history[level].bytes.empty())
                bytes.push_back(' ');
            bytes += units[u].history[level].bytes;
            if (level + 1 < depth)
                after += units[u].history[level + 1].before;
            else
                after.push_back(units[u].cp);
        }
        if (!out.empty())
            out += "; then ";
        out += quoted(before) + " encoded back as " +
               linkName(units[first], units[first].undone[level], tables) + " gives the bytes " +
               bytes + ", well-formed " + units[first].source + " for " + quoted(after);
    }
    return out;
}

std::string c1Evidence(const std::vector<Unit> &units, std::size_t first, std::size_t last)
{
    std::u32string before;
    std::u32string after;
    for (std::size_t u = first; u < last; ++u) {
        if (!units[u].history.empty())
            before += units[u].history.front().before;
        after.push_back(units[u].cp);
    }
    if (!units[first].applied)
        return std::string();
    return "C1 controls are almost never meant in text; they are what ISO-8859-1 makes of the "
           "Windows-1252 bytes 80-9F, and Windows-1252 reads them as " +
           quoted(after);
}

// The charsets other than the one undone at `level` (and its ISO-8859-1 / Windows-1252 twin)
// that give the characters of that link the very same bytes: the bytes cannot tell them apart.
std::vector<std::string> alikeAt(const std::vector<Unit> &units, std::size_t first,
                                 std::size_t last, std::size_t level,
                                 const std::vector<ByteTable> &tables)
{
    const ByteTable &chosen = tables[units[first].undone[level]];
    const auto twin = [](const std::string &a, const std::string &b) {
        return (a == "Windows-1252" && b == "ISO-8859-1") ||
               (a == "ISO-8859-1" && b == "Windows-1252");
    };
    std::vector<std::string> out;
    for (const ByteTable &other : tables) {
        if (&other == &chosen || twin(chosen.name, other.name))
            continue;
        bool same = true;
        for (std::size_t u = first; u < last && same; ++u)
            for (char32_t cp : units[u].history[level].before)
                same = same &&
                       (cp < 0x80 || (chosen.byteOf(cp) && other.byteOf(cp) == chosen.byteOf(cp)));
        if (same)
            out.push_back(other.name);
    }
    return out;
}

std::string alikeNote(const std::vector<std::string> &names, const std::string &chosen)
{
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i)
        list += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return list + (names.size() == 1 ? " gives" : " give") + " the very same bytes as " + chosen +
           ": the wrong decoding may have been " + (names.size() == 1 ? "either" : "any of them") +
           " (the repair is the same)";
}

MojibakeFinding makeFinding(Bytes data, const std::vector<Unit> &units, std::size_t first,
                            std::size_t last, const std::vector<ByteTable> &tables)
{
    const Unit &head = units[first];
    MojibakeFinding f;
    f.kind = head.kind;
    f.offset = head.begin;
    f.length = units[last - 1].end - head.begin;
    f.source = head.source;
    f.applied = head.applied;
    f.original.assign(reinterpret_cast<const char *>(data.data() + f.offset), f.length);
    std::vector<std::string> notes;
    for (std::size_t u = first; u < last; ++u) {
        f.lossy = f.lossy || units[u].lossy;
        f.ambiguous = f.ambiguous || units[u].ambiguous;
        notes.insert(notes.end(), units[u].notes.begin(), units[u].notes.end());
        if (units[u].applied)
            appendUtf8(f.repaired, units[u].cp);
    }
    if (!f.applied)
        f.repaired = f.original;
    for (auto it = head.undone.rbegin(); it != head.undone.rend(); ++it)
        f.chain.push_back(linkName(head, *it, tables));
    // Where Windows-1252 and ISO-8859-1 read the bytes of a link alike, the link takes the name
    // the other links of the chain have shown.
    const bool latin1Shown =
        std::find(f.chain.begin(), f.chain.end(), "ISO-8859-1") != f.chain.end();
    for (std::size_t level = 0; latin1Shown && level < head.undone.size(); ++level) {
        if (head.undone[level] == kMultiByteLink ||
            tables[head.undone[level]].name != "Windows-1252")
            continue;
        bool alike = true;
        for (std::size_t u = first; u < last && alike; ++u)
            for (char32_t cp : units[u].history[level].before)
                alike = alike && (cp < 0x80 || (cp >= 0xA0 && cp <= 0xFF));
        if (alike)
            f.chain[head.undone.size() - 1 - level] = "ISO-8859-1";
    }
    if (f.kind == MojibakeKind::Misdecoded) {
        for (std::size_t level = 0; level < head.undone.size(); ++level) {
            if (head.undone[level] == kMultiByteLink)
                continue;
            const std::vector<std::string> alike = alikeAt(units, first, last, level, tables);
            if (alike.empty())
                continue;
            notes.push_back(alikeNote(alike, tables[head.undone[level]].name));
            for (const std::string &name : alike)
                if (std::find(f.alike.begin(), f.alike.end(), name) == f.alike.end())
                    f.alike.push_back(name);
        }
        f.ambiguous = f.ambiguous || !f.alike.empty();
    }
    std::string evidence;
    switch (f.kind) {
    case MojibakeKind::Misdecoded: evidence = misdecodedEvidence(units, first, last, tables); break;
    case MojibakeKind::C1Controls:
        f.chain.assign(1, "ISO-8859-1");
        evidence = c1Evidence(units, first, last);
        break;
    case MojibakeKind::ModifiedUtf8:
        evidence = "C0 80 is how Java's modified UTF-8 writes U+0000; UTF-8 writes it as 00 "
                   "(C0 80 is an overlong form)";
        break;
    default: break;
    }
    const std::string extra = joinNotes(notes);
    f.evidence = evidence.empty() ? extra : extra.empty() ? evidence : evidence + "; " + extra;
    return f;
}

} // namespace
} // namespace u8i::moji

namespace u8i {

std::string_view name(MojibakeKind kind)
{
    switch (kind) {
    case MojibakeKind::Misdecoded: return "misdecoded";
    case MojibakeKind::C1Controls: return "c1-controls";
    case MojibakeKind::Cesu8: return "cesu-8";
    case MojibakeKind::ModifiedUtf8: return "modified-utf-8";
    case MojibakeKind::Utf16: return "utf-16";
    case MojibakeKind::LegacyEncoding: return "legacy-encoding";
    }
    return "unknown";
}

std::string describeChain(const MojibakeFinding &finding)
{
    switch (finding.kind) {
    case MojibakeKind::Utf16:
    case MojibakeKind::LegacyEncoding: return finding.source + " (the data is not UTF-8)";
    case MojibakeKind::Cesu8:
        return "CESU-8 (a surrogate pair encoded as two 3-byte sequences) instead of UTF-8";
    case MojibakeKind::ModifiedUtf8:
        return "Java modified UTF-8 (U+0000 as C0 80) instead of UTF-8";
    case MojibakeKind::C1Controls:
    case MojibakeKind::Misdecoded: break;
    }
    std::string out = finding.source;
    for (std::size_t i = 0; i < finding.chain.size();) {
        std::size_t same = 1;
        while (i + same < finding.chain.size() && finding.chain[i + same] == finding.chain[i])
            ++same;
        out += " \u2192 decoded as " + finding.chain[i] + " \u2192 encoded as UTF-8";
        if (same == 2)
            out += " (twice)";
        else if (same > 2)
            out += " (" + std::to_string(same) + " times)";
        i += same;
    }
    return out;
}

namespace moji {

std::vector<const LegacyCharset *> readingCharsets(LegacyCharsets charsets,
                                                   const MojibakeOptions &options)
{
    std::vector<const LegacyCharset *> out;
    const auto &wanted = options.readingCharsets;
    for (const LegacyCharset *charset : charsets)
        if (charset && (wanted.empty() ||
                        std::find(wanted.begin(), wanted.end(), charset->name()) != wanted.end()))
            out.push_back(charset);
    return out;
}

std::vector<ByteTable> chainTables(LegacyCharsets charsets, const MojibakeOptions &options)
{
    std::vector<ByteTable> tables;
    for (const LegacyCharset *charset : charsets) {
        if (!charset || !charset->isSingleByte())
            continue;
        const auto &wanted = options.chainCharsets;
        if (wanted.empty() ||
            std::find(wanted.begin(), wanted.end(), charset->name()) != wanted.end())
            tables.push_back(makeByteTable(*charset));
    }
    // The most likely misdecodings first: a step weighs only the first of the charsets that
    // give its text the same bytes.
    std::stable_sort(tables.begin(), tables.end(),
                     [](const ByteTable &a, const ByteTable &b) { return a.prior < b.prior; });
    return tables;
}

MojibakeReport analyzeRun(Bytes data, LegacyCharsets charsets, const IllFormedRunJudge &judge,
                          const std::vector<ByteTable> &tables, const MojibakeOptions &options,
                          const RunFilter *filter, std::uint64_t firstTables, bool multiByteRuns)
{
    MojibakeReport report;
    std::vector<Unit> units = unitsFromUtf8(data);
    // The ill-formed runs only: the whole input is judged by analyzeMojibake.
    (void)repairLegacyEncoding(data, units, charsets, judge, false, options.runEncoding);
    if (options.chains) {
        if (multiByteRuns && undoMultiByteMisdecodings(units, charsets))
            firstTables = ~std::uint64_t{0};
        undoMisdecodings(units, tables, std::clamp(options.maxChain, 1, 8), filter, firstTables);
        repairC1Controls(units, tables);
    }

    report.repaired.reserve(data.size());
    for (std::size_t i = 0; i < units.size();) {
        const Unit &unit = units[i];
        if (!unit.changed) {
            report.repaired.append(reinterpret_cast<const char *>(data.data() + unit.begin),
                                   unit.end - unit.begin);
            ++i;
            continue;
        }
        std::size_t last = i + 1;
        while (last < units.size() && units[last].changed && sameFinding(unit, units[last]) &&
               units[last].begin == units[last - 1].end)
            ++last;
        MojibakeFinding f = makeFinding(data, units, i, last, tables);
        f.repairedOffset = report.repaired.size();
        report.repaired += f.repaired;
        f.repairedLength = f.repaired.size();
        report.changed = report.changed || (f.applied && f.repaired != f.original);
        report.findings.push_back(std::move(f));
        i = last;
    }
    return report;
}

} // namespace moji

namespace {

// Whether the input is all in a legacy charset is judged on its first lines, up to about this
// many bytes.
constexpr Offset kWholeProbe = 256 * 1024;

Offset probeEnd(Bytes data)
{
    if (kWholeProbe >= data.size())
        return data.size();
    const Offset limit = std::min<Offset>(data.size(), kWholeProbe + kWholeProbe / 4);
    for (Offset p = kWholeProbe; p < limit; ++p)
        if (data[p] == '\n')
            return p + 1;
    return itemStartAtOrAfter(data, kWholeProbe);
}

// The finding for an input that is all in one legacy charset, or nullopt.
std::optional<MojibakeFinding> legacyWholeInput(Bytes data, LegacyCharsets charsets)
{
    using namespace moji;
    const Bytes probe = data.first(probeEnd(data));
    std::vector<Unit> units = unitsFromUtf8(probe);
    const IllFormedRunJudge judge(charsets);
    std::optional<MojibakeFinding> f = repairLegacyEncoding(probe, units, charsets, judge, true);
    if (!f || f->kind != MojibakeKind::LegacyEncoding || f->length != probe.size())
        return std::nullopt;
    if (probe.size() == data.size())
        return f;
    for (const LegacyCharset *charset : charsets)
        if (charset && charset->name() == f->source)
            return legacyFileFinding(data, *charset,
                                     f->evidence + " (judged on the first " +
                                         std::to_string(probe.size()) + " bytes)");
    return std::nullopt;
}

MojibakeReport wholeReport(MojibakeFinding finding)
{
    MojibakeReport report;
    report.repaired = finding.repaired;
    report.changed = true;
    report.findings.push_back(std::move(finding));
    return report;
}

} // namespace

MojibakeReport analyzeMojibake(Bytes data, LegacyCharsets charsets, const MojibakeOptions &options)
{
    if (options.wholeInput) {
        if (auto f = moji::detectUtf16(data))
            return wholeReport(std::move(*f));
        const std::vector<const LegacyCharset *> readings =
            moji::readingCharsets(charsets, options);
        if (auto f = legacyWholeInput(data, LegacyCharsets(readings.data(), readings.size())))
            return wholeReport(std::move(*f));
    }
    MojibakeReport report;
    report.repaired.reserve(data.size());
    // Each line is repaired alone, with the charset the file's ill-formed runs read best in.
    MojibakeOptions lines = options;
    if (lines.runEncoding.empty()) {
        const std::vector<const LegacyCharset *> readings =
            moji::readingCharsets(charsets, options);
        const IllFormedRunJudge judge(LegacyCharsets(readings.data(), readings.size()));
        lines.runEncoding = judge.judge(data.first(probeEnd(data))).encoding;
    }
    MojibakeRepairer repairer(
        charsets, lines, [&report](std::string_view text) { report.repaired += text; },
        [&report](MojibakeFinding &&f) { report.findings.push_back(std::move(f)); });
    repairer.feed(data);
    repairer.finish();
    report.changed = repairer.changed();
    return report;
}

} // namespace u8i
