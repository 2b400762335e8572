// --check's deceptive-text findings (bidi controls, invisible characters, look-alike letters,
// other spaces, normalization) for one file, from the charsets library's analyser. They are
// listed after the file's diagnostics and character notices, in the same order for a mapped file
// and a stream, and counted in its summary as notices (warnings: the exit code does not change).
// A file that the detector calls another encoding's text or binary data is not analysed: its
// characters are not what its author wrote.
#pragma once

#include "cli/check_report.h"
#include "u8i/charsets/deceptive_text.h"

#include <vector>

namespace u8i::cli {

class Input;

// Analyses a mapped file in windows, releasing the pages behind, and lists every finding.
void checkDeceptiveMapped(const Input &input, const charsets::DeceptiveOptions &options,
                          CheckReport &report, FileSummary &summary);

// For a stream: fed the chunks as they pass, holds the findings until the listing of the file's
// items is done (at most kHeldFindings of them; the rest are counted).
class DeceptiveStreamCheck {
  public:
    explicit DeceptiveStreamCheck(const charsets::DeceptiveOptions &options);
    void feed(Bytes chunk) { m_analyzer.feed(chunk); }
    // The stream ended: lists what was held and counts everything in `summary`.
    void finish(CheckReport &report, FileSummary &summary);

    static constexpr std::size_t kHeldFindings = 65536;

  private:
    std::vector<charsets::DeceptiveFinding> m_held;
    std::array<Offset, kNoticeKindCount> m_counts{};
    charsets::DeceptiveTextAnalyzer m_analyzer;
};

} // namespace u8i::cli
