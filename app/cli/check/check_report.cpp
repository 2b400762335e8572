// Findings from items: runs of notices, --max, and the first findings of binary files.
#include "cli/check/check_report.h"

#include "cli/io/output.h"
#include "u8i/utf8/annotate.h"
#include "u8i/utf8/message.h"

#include <numeric>

namespace u8i::cli {

std::string_view Finding::kindName() const
{
    return notice ? name(*notice) : name(kind.value_or(ErrorKind::InvalidByte));
}

Offset FileSummary::diagnosticCount() const
{
    return std::accumulate(diagnostics.begin(), diagnostics.end(), Offset{0});
}

Offset FileSummary::noticeCount() const
{
    return std::accumulate(notices.begin(), notices.end(), Offset{0});
}

Offset FileSummary::noticeErrorCount() const
{
    Offset n = 0;
    for (std::size_t k = 0; k < notices.size(); ++k)
        if (severities.of[k] == Severity::Error)
            n += notices[k];
    return n;
}

void FileSummary::add(const BlockSummary &range)
{
    for (std::size_t i = 0; i < range.sequences.size(); ++i) {
        characters += range.sequences[i];
        sequences[i] += range.sequences[i];
    }
    for (const Offset n : range.roles)
        bytes += n;
    replacements += range.replacements;
    for (std::size_t i = 0; i < diagnostics.size(); ++i)
        diagnostics[i] += range.diagnostics[i];
    for (std::size_t i = 0; i < notices.size(); ++i)
        notices[i] += range.notices[i];
}

FileSummary FileSummary::fromTotals(const Totals &totals)
{
    FileSummary s;
    s.bytes = totals.bytes;
    s.characters = totals.characters();
    s.replacements = totals.replacements;
    s.sequences = totals.sequences;
    s.diagnostics = totals.diagnostics;
    s.notices = totals.notices;
    return s;
}

void CheckReport::beginFile(FileName name, BinaryJudge isBinary)
{
    m_name = std::move(name);
    m_isBinary = std::move(isBinary);
    m_binary.reset();
    m_stopped = false;
    m_run.reset();
    m_listedDiagnostics = 0;
    m_listedNotices = 0;
    m_listedItems = 0;
    m_rules = nullptr;
    m_hiddenDiagnostics.fill(0);
    m_hiddenNotices.fill(0);
}

void CheckReport::setRules(FindingRules *rules, const NoticeSeverities &severities)
{
    m_rules = rules;
    m_limits.severities = severities;
}

void CheckReport::projectFinding(Finding finding)
{
    flushRun();
    if (m_listedNotices >= m_limits.max)
        return;
    ++m_listedNotices;
    m_listedItems += finding.count;
    emit(std::move(finding));
}

void CheckReport::uncountHidden(FileSummary &summary) const
{
    for (std::size_t k = 0; k < m_hiddenDiagnostics.size(); ++k)
        summary.diagnostics[k] -= std::min(summary.diagnostics[k], m_hiddenDiagnostics[k]);
    for (std::size_t k = 0; k < m_hiddenNotices.size(); ++k)
        summary.notices[k] -= std::min(summary.notices[k], m_hiddenNotices[k]);
}

void CheckReport::item(const ItemView &view)
{
    if (!view.item.wellFormed) {
        flushRun();
        if (wantsDiagnostics())
            diagnostic(view);
        return;
    }
    if (!wantsNotices())
        return;
    if (const auto kind = noticeFor(view.item.codePoint, view.item.offset))
        notice(view, *kind);
}

bool CheckReport::mayList()
{
    if (m_stopped)
        return false;
    if (m_limits.all || m_listedDiagnostics + m_listedNotices < kBinaryFindings)
        return true;
    if (!m_binary)
        m_binary = m_isBinary && m_isBinary();
    m_stopped = *m_binary;
    return !m_stopped;
}

void CheckReport::diagnostic(const ItemView &view)
{
    if (!mayList())
        return;
    ++m_listedDiagnostics;
    ++m_listedItems;
    const Item local = view.local();
    Finding f;
    f.kind = view.item.kind;
    f.offset = view.item.offset;
    f.length = view.item.length;
    f.at = view.at;
    f.bytes = hexBytes(view.context, local.offset, local.length, local.length);
    f.replacements = view.item.replacements;
    f.decodesTo = view.item.decodesTo;
    f.message = describe(view.context, local);
    emit(f);
}

void CheckReport::notice(const ItemView &view, NoticeKind kind)
{
    if (m_limits.severities[kind] == Severity::Off)
        return; // --no-warn: neither listed nor counted as listed
    const Item &item = view.item;
    if (m_run && m_run->notice == kind && m_run->decodesTo == item.codePoint &&
        m_run->offset + m_run->length == item.offset) {
        ++m_run->count;
        m_run->length += item.length;
        ++m_listedItems;
        return;
    }
    flushRun();
    if (m_listedNotices >= m_limits.max || !mayList())
        return;
    ++m_listedNotices;
    ++m_listedItems;
    Notice n;
    n.offset = item.offset;
    n.length = item.length;
    n.kind = kind;
    n.codePoint = item.codePoint;
    const Item local = view.local();
    Finding f;
    f.notice = kind;
    f.offset = item.offset;
    f.length = item.length;
    f.at = view.at;
    f.bytes = hexBytes(view.context, local.offset, local.length, local.length);
    f.decodesTo = item.codePoint;
    f.message = describe(n);
    m_run = std::move(f);
}

std::optional<std::uint8_t> CheckReport::runByteAt(Offset at) const
{
    if (!m_run || m_run->decodesTo.value_or(0x80) >= 0x80 || m_run->offset + m_run->length != at)
        return std::nullopt;
    return static_cast<std::uint8_t>(*m_run->decodesTo);
}

void CheckReport::extendRun(Offset n)
{
    m_run->count += n;
    m_run->length += n;
    m_listedItems += n;
}

void CheckReport::emit(Finding finding)
{
    if (finding.notice) { // a notice is a warning, an error by --error, dropped by --no-warn
        const Severity severity = m_limits.severities[*finding.notice];
        if (severity == Severity::Off)
            return;
        finding.severity =
            severity == Severity::Error ? Finding::Severity::Error : Finding::Severity::Warning;
    }
    if (m_rules != nullptr)
        m_rules->judge(finding);
    if (finding.hidden()) { // neither listed nor counted, nor taking a place of --max
        const Offset n = finding.notice ? finding.count : 1;
        if (finding.notice) {
            m_hiddenNotices[static_cast<std::size_t>(*finding.notice)] += n;
            --m_listedNotices;
        } else {
            ++m_hiddenDiagnostics[static_cast<std::size_t>(*finding.kind)];
            --m_listedDiagnostics;
        }
        m_listedItems -= std::min(m_listedItems, n);
        if (!m_format.keepsHidden())
            return;
    }
    m_format.finding(m_name, finding);
}

void CheckReport::flushRun()
{
    if (!m_run)
        return;
    emit(std::move(*m_run));
    m_run.reset();
}

void CheckReport::endFile(const FileSummary &summary)
{
    flushRun();
    Listing listing;
    listing.findings = m_listedDiagnostics + m_listedNotices;
    listing.items = m_listedItems;
    const Offset all = summary.diagnosticCount() + summary.noticeCount();
    listing.unlisted = all > m_listedItems ? all - m_listedItems : 0;
    listing.binarySummary = m_stopped;
    listing.max = m_limits.max;
    listing.maxReached = !m_stopped && listing.unlisted > 0 && m_limits.max != kNoOffset;
    m_format.endFile(m_name, summary, listing);
}

void CheckReport::abandonFile(const std::string &reason)
{
    m_run.reset();
    m_format.unreadable(m_name, reason);
}

void CheckReport::unreadable(const FileName &name, const std::string &reason)
{
    m_format.unreadable(name, reason);
}

} // namespace u8i::cli
