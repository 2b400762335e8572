// --check's deceptive-text findings (bidi controls, invisible characters, look-alike letters,
// other spaces, normalization) for one file, from the charsets library's analyser. They are
// listed after the file's diagnostics and character notices, in the same order for a mapped file
// and a stream, and counted in its summary as notices (warnings: the exit code does not change).
// A file that the detector calls another encoding's text or binary data is not analysed: its
// characters are not what its author wrote.
#pragma once

#include "cli/check/check_report.h"
#include "u8i/charsets/deceptive/deceptive_text.h"

#include <array>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
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
    // From any thread, once per range of the data (the ranges do not overlap); `asciiKnown` when
    // the caller knows the range to be ASCII without a line feed.
    void analyse(Offset begin, Offset end, bool asciiKnown = false);
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

// For a stream: fed the chunks as they pass, cuts the stream into parts of about kPartSize bytes
// that end at a line feed, and analyses them on threads of their own (one per core, when there is
// more than one) while the stream is read and scanned. A part that starts a line gets an analyser
// of its own (a lane); a part inside a line longer than kPartSize goes on in the lane before it,
// after it. Findings are gathered in the stream's order (at most kHeldFindings of them; the rest
// are counted) and listed when the listing of the file's items is done.
class DeceptiveStreamCheck {
    // Bytes whose resize() leaves the new ones unset (they are copied over at once).
    template <typename T> struct Unfilled : std::allocator<T> {
        template <typename U> struct rebind {
            using other = Unfilled<U>;
        };
        template <typename U> void construct(U *p) noexcept { ::new (static_cast<void *>(p)) U; }
        template <typename U, typename... Args> void construct(U *p, Args &&...args)
        {
            ::new (static_cast<void *>(p)) U(std::forward<Args>(args)...);
        }
    };
    using Buffer = std::vector<std::uint8_t, Unfilled<std::uint8_t>>;

  public:
    explicit DeceptiveStreamCheck(const charsets::DeceptiveOptions &options);
    ~DeceptiveStreamCheck();
    DeceptiveStreamCheck(const DeceptiveStreamCheck &) = delete;
    DeceptiveStreamCheck &operator=(const DeceptiveStreamCheck &) = delete;

    void feed(Bytes chunk);
    // The stream ended: lists what was held and counts everything in `summary`.
    void finish(CheckReport &report, FileSummary &summary);

    static constexpr std::size_t kHeldFindings = 65536;
    static constexpr std::size_t kPartSize = std::size_t{1} << 20;
    // Parts copied and waiting for a thread at most; feed() waits beyond.
    static constexpr std::size_t kQueued = 4;

  private:
    struct Lane;
    struct Part;
    void cut(bool streamEnds);
    void send(Part part, bool newLane);
    static void analyse(Part &part);
    void work();
    void done(Part &part); // under the lock
    void stop();

    charsets::DeceptiveOptions m_options;
    std::vector<charsets::DeceptiveFinding> m_held; // lines counted in the whole stream
    std::array<Offset, kNoticeKindCount> m_counts{};
    Offset m_lineFeeds = 0;           // in the lanes settled
    Buffer m_building;                // the next part's bytes so far
    Offset m_buildingStart = 0;       // the stream offset of m_building[0]
    std::shared_ptr<Lane> m_openLane; // the lane a line goes on in; null at a line start
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Part> m_queue;                  // parts not taken yet, in order
    std::deque<std::shared_ptr<Lane>> m_lanes; // not settled yet, in order
    std::vector<Buffer> m_spare;               // buffers the threads are done with
    bool m_closed = false;
    std::vector<std::thread> m_threads; // none on one core: parts are analysed as they are cut
};

} // namespace u8i::cli
