// Deceptive text in --check: the analyser run over a file, its findings listed and counted.
#include "cli/check_deceptive.h"

#include "cli/input.h"
#include "cli/output.h"
#include "u8i/message.h"

#include <algorithm>

namespace u8i::cli {

namespace {

// A mapped file is analysed this many bytes at a time, and its pages released behind.
constexpr Offset kWindow = 4 * 1024 * 1024;

} // namespace

void checkDeceptiveMapped(const Input &input, const charsets::DeceptiveOptions &options,
                          CheckReport &report, FileSummary &summary)
{
    const Bytes data = input.bytes();
    charsets::DeceptiveTextAnalyzer analyzer(
        [&](const charsets::DeceptiveFinding &f) {
            summary.notices[static_cast<std::size_t>(f.kind)] += f.count;
            report.deceptive(f);
        },
        options);
    for (Offset at = 0; at < data.size(); at += kWindow) {
        const Offset end = std::min(at + kWindow, data.size());
        analyzer.feed(data.subspan(at, end - at));
        input.mapping().releaseAround(at, end);
    }
    analyzer.finish();
    input.mapping().releaseAll();
}

DeceptiveStreamCheck::DeceptiveStreamCheck(const charsets::DeceptiveOptions &options)
    : m_analyzer(
          [this](const charsets::DeceptiveFinding &f) {
              m_counts[static_cast<std::size_t>(f.kind)] += f.count;
              if (m_held.size() < kHeldFindings)
                  m_held.push_back(f);
          },
          options)
{
}

void DeceptiveStreamCheck::finish(CheckReport &report, FileSummary &summary)
{
    m_analyzer.finish();
    for (std::size_t k = 0; k < kNoticeKindCount; ++k)
        summary.notices[k] += m_counts[k];
    for (const charsets::DeceptiveFinding &f : m_held)
        report.deceptive(f);
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
