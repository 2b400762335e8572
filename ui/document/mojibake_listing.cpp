// The mojibake runs of a document (see mojibake_listing.h).
#include "mojibake_listing.h"

#include <u8i/charsets/detection/legacy_charsets.h>
#include <u8i/charsets/detection/run_encoding.h>

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <iterator>

namespace u8i::ui {

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// "“CafÃ©” read as Windows-1252; repaired: “Café”"; an ambiguous run with its readings.
QString mojibakeMessage(const MojibakeFinding &f)
{
    if (f.applied)
        return QCoreApplication::translate("NoticeListing", "“%1” read as %2; repaired: “%3”")
            .arg(fromStd(f.original), chainLinksText(f.chain), fromStd(f.repaired));
    if (!f.ambiguous)
        return QCoreApplication::translate("NoticeListing", "“%1” read as %2; left as it is")
            .arg(fromStd(f.original), chainLinksText(f.chain));
    return QCoreApplication::translate("NoticeListing", "“%1” is ambiguous: %2; left as it is")
        .arg(fromStd(f.original), mojibakeReadings(f));
}

void found(MojibakeFinding &&f, MojibakeListing &out)
{
    out.applied += f.applied ? 1 : 0;
    if (isMojibakeNotice(f)) {
        out.tally.add(f);
        if (out.rows.size() < kMaxNoticeRows)
            out.rows.push_back({f.offset, f.length, 1, NoticeKind::Mojibake, LineColumn{0, 0},
                                mojibakeMessage(f)});
    }
    if (out.findings.size() < kMaxNoticeRows)
        out.findings.push_back(std::move(f));
    else
        out.truncated = true;
}

} // namespace

QString chainLinksText(const std::vector<std::string> &chain)
{
    QStringList names;
    for (const std::string &link : chain)
        names << fromStd(link);
    return names.join(QStringLiteral(" → "));
}

QString mojibakeReadings(const MojibakeFinding &finding)
{
    QStringList readings;
    for (const MojibakeReading &r : finding.alternatives)
        readings << QCoreApplication::translate("NoticeListing", "%1 gives “%2”")
                        .arg(chainLinksText(r.chain), fromStd(r.repaired));
    return readings.join(QStringLiteral(", "));
}

MojibakeListing listMojibake(Bytes data, const ScanIndex &index, const std::atomic<bool> &cancel,
                             std::atomic<Offset> &done,
                             const std::function<void(Offset, Offset)> &released)
{
    MojibakeListing out;
    done = 0;
    if (index.totals().roles[static_cast<std::size_t>(ByteRole::Lead)] == 0)
        return out; // nothing a misdecoding could have made
    const std::optional<MojibakeOptions> options = charsets::runByRunRepairOptions(data);
    if (!options)
        return out;
    const auto &all = charsets::mojibakeCharsets();
    MojibakeRepairer repairer(
        LegacyCharsets(all.data(), all.size()), *options, [](std::string_view) {},
        [&out](MojibakeFinding &&f) { found(std::move(f), out); });
    constexpr Offset kSlice = Offset{64} << 10;
    for (Offset at = 0; at < data.size() && !cancel; at += kSlice) {
        const Offset length = std::min(kSlice, data.size() - at);
        repairer.feed(data.subspan(at, length)); // keeps its own copy of a line that goes on
        if (released)
            released(at, at + length);
        done = at + length;
    }
    repairer.finish();
    return out;
}

void addMojibake(NoticeListing &listing, MojibakeListing mojibake)
{
    listing.characters[static_cast<std::size_t>(NoticeKind::Mojibake)] = mojibake.tally.runs;
    listing.findings[static_cast<std::size_t>(NoticeKind::Mojibake)] = mojibake.tally.runs;
    std::vector<NoticeRow> merged;
    merged.reserve(listing.rows.size() + mojibake.rows.size());
    std::merge(std::make_move_iterator(listing.rows.begin()),
               std::make_move_iterator(listing.rows.end()),
               std::make_move_iterator(mojibake.rows.begin()),
               std::make_move_iterator(mojibake.rows.end()), std::back_inserter(merged),
               [](const NoticeRow &a, const NoticeRow &b) { return a.offset < b.offset; });
    if (merged.size() > kMaxNoticeRows) {
        merged.resize(kMaxNoticeRows);
        listing.truncated = true;
    }
    listing.rows = std::move(merged);
    listing.mojibake = std::move(mojibake.findings);
    listing.mojibakeTally = std::move(mojibake.tally);
    listing.mojibakeApplied = mojibake.applied;
    listing.truncated = listing.truncated || mojibake.truncated;
}

} // namespace u8i::ui
