// Formatting --check's lines: compiler style for people, JSON Lines for programs.
#include "cli/check_report.h"

#include "cli/output.h"
#include "u8i/annotate.h"
#include "u8i/message.h"

#include <numeric>

namespace u8i::cli {

Offset FileSummary::diagnosticCount() const
{
    return std::accumulate(diagnostics.begin(), diagnostics.end(), Offset{0});
}

Offset FileSummary::noticeCount() const
{
    return std::accumulate(notices.begin(), notices.end(), Offset{0});
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

void CheckReport::beginFile(const std::string &label)
{
    m_label = label;
    m_listedDiagnostics = 0;
    m_listedNotices = 0;
}

void CheckReport::item(const ItemView &view)
{
    if (!view.item.wellFormed) {
        if (wantsDiagnostics())
            diagnostic(view);
        return;
    }
    if (!wantsNotices())
        return;
    if (const auto kind = noticeFor(view.item.codePoint, view.item.offset))
        notice(view, *kind);
}

namespace {

std::string position(const std::string &label, const LineColumn &at)
{
    return label + ":" + std::to_string(at.line) + ":" + std::to_string(at.column);
}

std::string jsonCommon(const std::string &label, const ItemView &view)
{
    return "{\"file\":" + jsonString(label) + ",\"offset\":" + std::to_string(view.item.offset) +
           ",\"length\":" + std::to_string(view.item.length);
}

} // namespace

void CheckReport::diagnostic(const ItemView &view)
{
    ++m_listedDiagnostics;
    const Item local = view.local();
    const std::string message = describe(view.context, local);
    if (!m_json) {
        out(position(m_label, view.at) + ": error: " + std::string(name(view.item.kind)) + ": " +
            message + " [offset " + hexOffset(view.item.offset) + "]\n");
        return;
    }
    std::string s = jsonCommon(m_label, view);
    s += ",\"kind\":" + jsonString(name(view.item.kind));
    s += ",\"replacements\":" + std::to_string(view.item.replacements);
    s += ",\"bytes\":" + jsonString(hexBytes(view.context, local.offset, local.length));
    s += ",\"line\":" + std::to_string(view.at.line);
    s += ",\"column\":" + std::to_string(view.at.column);
    s += ",\"message\":" + jsonString(message);
    if (view.item.decodesTo)
        s += ",\"decodes_to\":" + jsonString(uPlus(*view.item.decodesTo));
    s += "}\n";
    out(s);
}

void CheckReport::notice(const ItemView &view, NoticeKind kind)
{
    ++m_listedNotices;
    Notice n;
    n.offset = view.item.offset;
    n.length = view.item.length;
    n.kind = kind;
    n.codePoint = view.item.codePoint;
    const std::string message = describe(n);
    if (!m_json) {
        out(position(m_label, view.at) + ": warning: " + std::string(name(kind)) + ": " + message +
            " [offset " + hexOffset(view.item.offset) + "]\n");
        return;
    }
    const Item local = view.local();
    std::string s = jsonCommon(m_label, view);
    s += ",\"notice\":" + jsonString(name(kind));
    s += ",\"replacements\":0";
    s += ",\"bytes\":" + jsonString(hexBytes(view.context, local.offset, local.length));
    s += ",\"line\":" + std::to_string(view.at.line);
    s += ",\"column\":" + std::to_string(view.at.column);
    s += ",\"message\":" + jsonString(message);
    s += ",\"decodes_to\":" + jsonString(uPlus(view.item.codePoint));
    s += "}\n";
    out(s);
}

namespace {

template <std::size_t N, typename Kind> std::string byKind(const std::array<Offset, N> &counts)
{
    std::string s;
    for (std::size_t k = 0; k < N; ++k) {
        if (counts[k] == 0)
            continue;
        s += s.empty() ? "" : ", ";
        s += grouped(counts[k]) + " " + std::string(name(static_cast<Kind>(k)));
    }
    return s;
}

std::string plural(Offset n, const char *one, const char *many)
{
    return grouped(n) + " " + (n == 1 ? one : many);
}

} // namespace

void CheckReport::endFile(const FileSummary &summary)
{
    const Offset errors = summary.diagnosticCount();
    const Offset warnings = summary.noticeCount();
    if (m_json) {
        std::string s = "{\"file\":" + jsonString(m_label);
        s += ",\"bytes\":" + std::to_string(summary.bytes);
        s += std::string(",\"valid\":") + (summary.valid() ? "true" : "false");
        s += ",\"characters\":" + std::to_string(summary.characters);
        s += ",\"sequences\":[";
        for (std::size_t i = 0; i < 4; ++i)
            s += (i ? "," : "") + std::to_string(summary.sequences[i]);
        s += "],\"diagnostics\":{";
        for (std::size_t k = 0; k < kErrorKindCount; ++k)
            s += (k ? "," : "") + jsonString(name(static_cast<ErrorKind>(k))) + ":" +
                 std::to_string(summary.diagnostics[k]);
        s += "},\"notices\":{";
        for (std::size_t k = 0; k < kNoticeKindCount; ++k)
            s += (k ? "," : "") + jsonString(name(static_cast<NoticeKind>(k))) + ":" +
                 std::to_string(summary.notices[k]);
        s += "},\"replacements\":" + std::to_string(summary.replacements);
        s += ",\"listed\":" + std::to_string(m_listedDiagnostics + m_listedNotices);
        if (!summary.likely.empty())
            s += ",\"likely\":" + jsonString(summary.likely);
        s += "}\n";
        out(s);
        return;
    }
    std::string s = m_label + ": ";
    if (summary.valid())
        s += "valid UTF-8";
    else
        s += "not valid UTF-8: " + plural(errors, "error", "errors") + " (" +
             byKind<kErrorKindCount, ErrorKind>(summary.diagnostics) + "), " +
             plural(summary.replacements, "U+FFFD", "U+FFFD") + " when decoded";
    if (!summary.likely.empty())
        s += "; likely " + summary.likely;
    if (warnings > 0)
        s += "; " + plural(warnings, "warning", "warnings") + " (" +
             byKind<kNoticeKindCount, NoticeKind>(summary.notices) + ")";
    s += "; " + plural(summary.bytes, "byte", "bytes") + ", " +
         plural(summary.characters, "character", "characters");
    const Offset listed = m_listedDiagnostics + m_listedNotices;
    if (listed < errors + warnings && m_max != kNoOffset)
        s += " (listed " + grouped(listed) + " of " + grouped(errors + warnings) + ": --max " +
             grouped(m_max) + ")";
    s += "\n";
    out(s);
}

void CheckReport::total(int files, int valid, int invalid, int failed)
{
    if (m_json)
        return;
    std::string s = std::to_string(files) + " files: " + std::to_string(valid) + " valid, " +
                    std::to_string(invalid) + " not valid";
    if (failed > 0)
        s += ", " + std::to_string(failed) + " not readable";
    out(s + "\n");
}

} // namespace u8i::cli
