// The mojibake analysis: runs the detectors in order and assembles the findings and the
// repaired text (see mojibake.h).
#include "mojibake/mojibake_internal.h"

#include "u8i/utf8/item.h"

#include <algorithm>
#include <cstring>

namespace u8i::moji {
namespace {

bool sameFinding(const Unit &a, const Unit &b)
{
    return a.kind == b.kind && a.source == b.source && a.undone == b.undone &&
           a.applied == b.applied && a.history.size() == b.history.size();
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

std::vector<Message> chainMessages(const MojibakeFinding &finding)
{
    switch (finding.kind) {
    case MojibakeKind::Utf16:
    case MojibakeKind::LegacyEncoding:
        return {{MessageId::ChainNotUtf8, {verbatimArg(finding.source)}}};
    case MojibakeKind::Cesu8: return {{MessageId::ChainCesu, {}}};
    case MojibakeKind::ModifiedUtf8: return {{MessageId::ChainModifiedUtf8, {}}};
    case MojibakeKind::C1Controls:
    case MojibakeKind::Misdecoded: break;
    }
    std::vector<Message> out{{MessageId::Verbatim, {verbatimArg(finding.source)}}};
    for (std::size_t i = 0; i < finding.chain.size();) {
        std::size_t same = 1;
        while (i + same < finding.chain.size() && finding.chain[i + same] == finding.chain[i])
            ++same;
        if (same == 1)
            out.push_back({MessageId::ChainLink, {verbatimArg(finding.chain[i])}, true});
        else if (same == 2)
            out.push_back({MessageId::ChainLinkTwice, {verbatimArg(finding.chain[i])}, true});
        else
            out.push_back({MessageId::ChainLinkTimes,
                           {verbatimArg(finding.chain[i]), numberArg(same)},
                           true});
        i += same;
    }
    return out;
}

std::string describeChain(const MojibakeFinding &finding)
{
    return englishText(chainMessages(finding));
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
    std::vector<Unit> units = unitsFromUtf8(data, options.cesuPairs);
    // The ill-formed runs only: the whole input is judged by analyzeMojibake.
    (void)repairLegacyEncoding(data, units, charsets, judge, false, options.runEncoding,
                               options.runAlphabet, options.oneLetterRuns);
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
        MojibakeFinding f = makeFinding(data, units, i, last, tables, options.evidence);
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
        if (charset && charset->name() == f->source) {
            std::vector<Message> evidence = std::move(f->evidenceMessages);
            evidence.push_back({MessageId::JudgedOnFirst, {numberArg(probe.size())}, true});
            return legacyFileFinding(data, *charset, std::move(evidence));
        }
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
    // Each line is repaired alone, with the charset the file's ill-formed runs read best in.
    MojibakeOptions lines = options;
    if (lines.runEncoding.empty()) {
        const std::vector<const LegacyCharset *> readings =
            moji::readingCharsets(charsets, options);
        const IllFormedRunJudge judge(LegacyCharsets(readings.data(), readings.size()));
        const Bytes probe = data.first(probeEnd(data));
        const IllFormedRuns runs = judge.judge(probe, {}, lines.runAlphabet);
        lines.runEncoding = runs.encoding;
        lines.cesuPairs = lines.cesuPairs && cesu8Writer(runs, probe);
        lines.oneLetterRuns = lines.oneLetterRuns && !brokenByEncoder(runs, probe);
    }
    return repairMojibakeByLine(data, charsets, lines);
}

MojibakeReport repairMojibakeByLine(Bytes data, LegacyCharsets charsets,
                                    const MojibakeOptions &options)
{
    MojibakeReport report;
    report.repaired.reserve(data.size());
    MojibakeRepairer repairer(
        charsets, options, [&report](std::string_view text) { report.repaired += text; },
        [&report](MojibakeFinding &&f) { report.findings.push_back(std::move(f)); });
    repairer.feed(data);
    repairer.finish();
    report.changed = repairer.changed();
    return report;
}

} // namespace u8i
