// Mojibake in --check: the repairer of --fix-mojibake run over a file, its runs listed and counted.
#include "cli/check/check_mojibake.h"

#include "cli/repair/fix_mojibake.h"
#include "cli/repair/parallel_repair.h"
#include "u8i/charsets/detection/legacy_charsets.h"
#include "u8i/scan/block_summary.h"
#include "u8i/utf8/item.h"
#include "u8i/utf8/message.h"
#include "u8i/utf8/utf8_rules.h"

#include <algorithm>
#include <cstring>

namespace u8i::cli {

namespace {

constexpr Offset kMaxRun = MojibakeRepairer::kMaxRun;

// Eight bytes at a time, the high bits gathered over 64 bytes before they are tested.
bool asciiOnly(Bytes bytes)
{
    Offset p = 0;
    for (; p + 64 <= bytes.size(); p += 64) {
        std::uint64_t high = 0;
        for (Offset i = 0; i < 64; i += 8) {
            std::uint64_t word;
            std::memcpy(&word, bytes.data() + p + i, sizeof word);
            high |= word;
        }
        if ((high & 0x8080808080808080ULL) != 0)
            return false;
    }
    return std::all_of(bytes.begin() + static_cast<std::ptrdiff_t>(p), bytes.end(),
                       [](std::uint8_t b) { return b < 0x80; });
}

// The runs that are notices: well-formed text read through a chain of wrong decodings. A C1
// control alone (Windows-1252 read as Latin-1) is the c1-control notice already, which says so.
bool isNotice(const MojibakeFinding &f)
{
    return f.kind == MojibakeKind::Misdecoded;
}

} // namespace

MojibakeCheck::MojibakeCheck() = default;
MojibakeCheck::~MojibakeCheck() = default;

void MojibakeCheck::feed(Bytes chunk)
{
    if (chunk.empty())
        return;
    m_kept.append(reinterpret_cast<const char *>(chunk.data()), chunk.size());
    m_fed += chunk.size();
    if (!m_repairer) {
        if (asciiOnly(chunk)) { // nothing to find: only the line that goes on is kept
            const void *lineFeed = memrchr(chunk.data(), '\n', chunk.size());
            if (lineFeed != nullptr)
                keepFrom(m_fed - chunk.size() +
                         static_cast<Offset>(static_cast<const std::uint8_t *>(lineFeed) -
                                             chunk.data()) +
                         1);
            else if (m_kept.size() > 4 * kMaxRun) // a line that long is cut anyway
                keepFrom(m_fed - 2 * kMaxRun);
            return;
        }
        // The first byte above 7F: the analysis starts at the start of its line.
        const auto &all = charsets::mojibakeCharsets();
        MojibakeOptions options = charsets::mojibakeOptions();
        options.wholeInput = false; // as --fix-mojibake: the file is UTF-8, line by line
        m_base = m_keptStart;
        m_repairer = std::make_unique<ParallelRepair>(
            LegacyCharsets(all.data(), all.size()), options, nullptr,
            [this](MojibakeFinding &&f) { found(std::move(f)); });
        m_repairer->feed(
            Bytes(reinterpret_cast<const std::uint8_t *>(m_kept.data()), m_kept.size()));
    } else {
        m_repairer->feed(chunk);
    }
    // The repairer holds less than kMaxRun bytes of a line, and the blocks its threads have not
    // delivered: no run found later starts before either.
    // Dropped once they are half of what is kept, so that each byte is moved about once.
    const Offset target =
        std::min(m_fed - std::min(m_fed, 2 * kMaxRun), m_base + m_repairer->delivered());
    if (m_kept.size() > 4 * kMaxRun && target > m_keptStart + m_kept.size() / 2)
        keepFrom(target);
}

void MojibakeCheck::advanceTo(Offset target)
{
    const Bytes kept(reinterpret_cast<const std::uint8_t *>(m_kept.data()), m_kept.size());
    if (target <= m_cursor)
        return;
    const Offset to = itemStartAtOrAfter(kept, std::min(target - m_keptStart, kept.size()));
    advance(m_at, summarizeBlock(kept, m_cursor - m_keptStart, to));
    m_cursor = m_keptStart + to;
}

void MojibakeCheck::keepFrom(Offset target)
{
    advanceTo(target);
    m_kept.erase(0, m_cursor - m_keptStart);
    m_keptStart = m_cursor;
}

void MojibakeCheck::found(MojibakeFinding &&f)
{
    if (!isNotice(f))
        return;
    f.offset += m_base;
    ++m_found;
    if (m_held.size() >= kHeldFindings)
        return;
    advanceTo(f.offset);
    m_held.push_back({m_at, std::make_shared<const MojibakeFinding>(std::move(f))});
}

void MojibakeCheck::finish(CheckReport &report, FileSummary &summary)
{
    if (m_repairer)
        m_repairer->finish();
    for (const Held &h : m_held)
        report.mojibake(h.at, h.finding);
    summary.notices[static_cast<std::size_t>(NoticeKind::Mojibake)] += m_found;
    m_held.clear();
}

void CheckReport::mojibake(LineColumn at, std::shared_ptr<const MojibakeFinding> f)
{
    flushRun();
    if (m_listedNotices >= m_limits.max || !mayList())
        return;
    ++m_listedNotices;
    ++m_listedItems;
    Finding finding;
    finding.severity = Finding::Severity::Warning;
    finding.notice = NoticeKind::Mojibake;
    finding.offset = f->offset;
    finding.length = f->length;
    finding.at = at;
    finding.bytes = hexBytes(
        Bytes(reinterpret_cast<const std::uint8_t *>(f->original.data()), f->original.size()), 0,
        f->original.size());
    finding.message = shownText(f->original) + " reads as " + describeChain(*f) +
                      (f->applied     ? "; repaired: " + shownText(f->repaired)
                       : f->ambiguous ? "; ambiguous, left as it is: " + shownReadings(*f)
                                      : std::string("; left as it is"));
    finding.mojibake = std::move(f);
    emit(std::move(finding));
}

} // namespace u8i::cli
