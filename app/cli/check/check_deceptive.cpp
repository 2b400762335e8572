// Deceptive text in --check: the analyser run over a file, its findings listed and counted.
#include "cli/check/check_deceptive.h"

#include "cli/io/input.h"
#include "cli/io/output.h"
#include "u8i/utf8/message.h"

#include <algorithm>

namespace u8i::cli {

namespace {

// A mapped file is analysed this many bytes at a time, and its pages released behind.
constexpr Offset kWindow = 4 * 1024 * 1024;

} // namespace

namespace {

void count(const charsets::DeceptiveFinding &f, FileSummary &summary)
{
    summary.notices[static_cast<std::size_t>(f.kind)] += f.count;
}

} // namespace

DeceptiveMappedCheck::DeceptiveMappedCheck(const Input &input,
                                           const charsets::DeceptiveOptions &options)
    : m_input(input), m_options(options)
{
}

void DeceptiveMappedCheck::analyse(Offset begin, Offset end, bool asciiKnown)
{
    const Bytes data = m_input.bytes();
    if (begin > 0 && begin < end && data[begin - 1] != '\n' &&
        (asciiKnown || charsets::asciiWithoutLineFeed(data.subspan(begin, end - begin)))) {
        // No line starts here, and a long line that goes over it may skip it unread.
        const std::lock_guard lock(m_mutex);
        m_asciiRanges.emplace(begin, end);
        return;
    }
    charsets::DeceptiveLines lines = charsets::findDeceptiveLines(
        data, begin, end, m_options, kHeldFindings,
        [this, end](Offset from, Offset to) { // a long line goes on: its pages are released
            if (to > end)
                m_input.mapping().releaseAround(from, to);
        },
        kReach);
    if (m_held.fetch_add(lines.findings.size()) + lines.findings.size() > kHeldFindings) {
        lines.findings = {}; // analysed again when listed
        lines.complete = false;
    }
    if (lines.begin == lines.end)
        return; // no line starts there
    const std::lock_guard lock(m_mutex);
    m_ranges.emplace(lines.begin, std::move(lines));
}

Offset DeceptiveMappedCheck::analyseNow(Offset begin, Offset end, Offset line, CheckReport &report,
                                        FileSummary &summary)
{
    const Bytes data = m_input.bytes();
    charsets::DeceptiveTextAnalyzer analyzer(
        [&](charsets::DeceptiveFinding f) {
            f.at.line += line - 1;
            count(f, summary);
            report.deceptive(f);
        },
        m_options, begin);
    auto ascii = m_asciiRanges.lower_bound(begin); // the next range noted as ASCII
    for (Offset at = begin; at < end;) {
        if (ascii != m_asciiRanges.end() && ascii->first == at && ascii->second <= end) {
            analyzer.feedAscii(data.subspan(at, ascii->second - at)); // read at its edges
            m_input.mapping().releaseAround(at, ascii->second);
            at = ascii->second;
            ++ascii;
            continue;
        }
        const Offset next = ascii != m_asciiRanges.end() && ascii->first > at ? ascii->first : end;
        const Offset stop = std::min({at + kWindow, end, next});
        analyzer.feed(data.subspan(at, stop - at));
        m_input.mapping().releaseAround(at, stop);
        at = stop;
    }
    analyzer.finish();
    return analyzer.position().line - 1;
}

void DeceptiveMappedCheck::finish(CheckReport &report, FileSummary &summary)
{
    const Offset size = m_input.bytes().size();
    Offset covered = 0; // the lines before are listed
    Offset line = 1;    // of `covered`
    for (auto &[begin, lines] : m_ranges) {
        if (lines.begin == lines.end)
            continue;
        if (begin > covered)
            line += analyseNow(covered, begin, line, report, summary);
        if (lines.complete) {
            for (charsets::DeceptiveFinding &f : lines.findings) {
                f.at.line += line - 1;
                count(f, summary);
                report.deceptive(f);
            }
            line += lines.lineFeeds;
        } else {
            line += analyseNow(lines.begin, lines.end, line, report, summary);
        }
        covered = lines.end;
        lines.findings = {};
    }
    if (covered < size)
        (void)analyseNow(covered, size, line, report, summary);
    m_input.mapping().releaseAll();
}

void CheckReport::deceptive(const charsets::DeceptiveFinding &f)
{
    flushRun();
    if (m_listedNotices >= m_limits.max || !mayList())
        return;
    ++m_listedNotices;
    m_listedItems += f.count;
    Finding finding;
    finding.severity = Finding::Severity::Warning;
    finding.notice = f.kind;
    finding.offset = f.offset;
    finding.length = f.length;
    finding.count = f.count;
    finding.at = f.at;
    const std::string first = encodeUtf8(f.codePoint); // the bytes of its first character
    finding.bytes = hexBytes(
        Bytes(reinterpret_cast<const std::uint8_t *>(first.data()), first.size()), 0, first.size());
    finding.decodesTo = f.codePoint;
    finding.message = f.message;
    emit(finding);
}

} // namespace u8i::cli
