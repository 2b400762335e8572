// --check's deceptive-text findings (bidi controls, invisible characters, look-alike letters,
// other spaces, normalization) for one file, from the charsets library's analyser. They are
// listed after the file's diagnostics and character notices, in the same order for a mapped file
// and a stream, and counted in its summary as notices (warnings: the exit code does not change).
// A file that the detector calls another encoding's text or binary data is not analysed: its
// characters are not what its author wrote.
#pragma once

#include "cli/check_report.h"
#include "u8i/charsets/deceptive_text.h"

#include <array>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace u8i::cli {

class Input;

// For a mapped file: the ranges the scan is done with are analysed on the scan's threads while
// their bytes are still in the cache (the lines that start in each, read to their end unless that
// is more than kReach bytes further), and their findings are listed in order when the scan is
// done. What was not analysed then (lines that long) is analysed at the end, in windows,
// releasing the pages behind; ranges noted as ASCII without a line feed are not read again.
class DeceptiveMappedCheck {
  public:
    DeceptiveMappedCheck(const Input &input, const charsets::DeceptiveOptions &options);
    // From any thread, once per range of the data (the ranges do not overlap).
    void analyse(Offset begin, Offset end);
    // Lists every finding in order and counts them in `summary`.
    void finish(CheckReport &report, FileSummary &summary);

    // Findings held in all; a range with more is analysed again when it is listed.
    static constexpr std::size_t kHeldFindings = 65536;
    // How far past its range a line is read on a scan's thread.
    static constexpr Offset kReach = 4 * 1024 * 1024;

  private:
    // Lists the findings of the lines in [begin, end) as they are found, the first one being line
    // `line`; returns the line feeds in the range.
    Offset analyseNow(Offset begin, Offset end, Offset line, CheckReport &report,
                      FileSummary &summary);

    const Input &m_input;
    charsets::DeceptiveOptions m_options;
    std::mutex m_mutex;
    std::map<Offset, charsets::DeceptiveLines> m_ranges; // by begin
    std::map<Offset, Offset> m_asciiRanges;              // begin -> end: ASCII without a line feed
    std::atomic<std::size_t> m_held{0};
};

// For a stream: fed the chunks as they pass, analyses them on a thread of its own (when there is
// more than one core) while the stream is read and scanned, and holds the findings until the
// listing of the file's items is done (at most kHeldFindings of them; the rest are counted).
class DeceptiveStreamCheck {
  public:
    explicit DeceptiveStreamCheck(const charsets::DeceptiveOptions &options);
    ~DeceptiveStreamCheck();
    DeceptiveStreamCheck(const DeceptiveStreamCheck &) = delete;
    DeceptiveStreamCheck &operator=(const DeceptiveStreamCheck &) = delete;

    void feed(Bytes chunk);
    // The stream ended: lists what was held and counts everything in `summary`.
    void finish(CheckReport &report, FileSummary &summary);

    static constexpr std::size_t kHeldFindings = 65536;
    // Chunks copied and waiting for the thread at most; feed() waits beyond.
    static constexpr std::size_t kQueued = 4;

  private:
    void work();
    void stop();

    std::vector<charsets::DeceptiveFinding> m_held;
    std::array<Offset, kNoticeKindCount> m_counts{};
    charsets::DeceptiveTextAnalyzer m_analyzer;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::vector<std::uint8_t>> m_queue;  // copied chunks for the thread, in order
    std::vector<std::vector<std::uint8_t>> m_spare; // buffers the thread is done with
    bool m_closed = false;
    std::thread m_thread; // not started on one core: chunks are analysed as they are fed
};

} // namespace u8i::cli
