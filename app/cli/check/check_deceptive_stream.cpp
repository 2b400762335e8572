// Deceptive text in --check of a stream: parts cut at line feeds, analysed on threads in lanes,
// their findings gathered in the stream's order.
#include "cli/check/check_deceptive.h"
#include "u8i/simd/isa.h"

#include <algorithm>
#include <cstring>

namespace u8i::cli {

// The analyser of the lines from a line start on, over one or more parts, and what it found.
struct DeceptiveStreamCheck::Lane {
    Lane(const charsets::DeceptiveOptions &options, Offset start)
        : analyzer(
              [this](const charsets::DeceptiveFinding &f) {
                  counts[static_cast<std::size_t>(f.kind)] += f.count;
                  if (findings.size() < kHeldFindings)
                      findings.push_back(f);
              },
              options, start)
    {
    }
    std::vector<charsets::DeceptiveFinding> findings; // lines counted from 1 at the lane's start
    std::array<Offset, kNoticeKindCount> counts{};
    charsets::DeceptiveTextAnalyzer analyzer;
    Offset lineFeeds = 0; // once finished
    bool busy = false;    // a thread analyses one of its parts
    bool finished = false;
};

struct DeceptiveStreamCheck::Part {
    Buffer bytes;
    std::shared_ptr<Lane> lane;
    bool last = false; // the lane ends with it: its bytes end with a line feed, or the stream ends
};

DeceptiveStreamCheck::DeceptiveStreamCheck(const charsets::DeceptiveOptions &options)
    : m_options(options)
{
    m_building.reserve(kPartSize + kPartSize / 4);
    const unsigned cores = simd::threadCount();
    for (unsigned i = 0; cores > 1 && i < std::min(cores, 8U); ++i)
        m_threads.emplace_back([this] { work(); });
}

DeceptiveStreamCheck::~DeceptiveStreamCheck()
{
    stop();
}

void DeceptiveStreamCheck::feed(Bytes chunk)
{
    // A chunk that would not fit goes in the next part: growing the buffer would copy what it
    // holds into fresh pages (a window's range is up to a whole read of 1 MiB).
    if (!m_building.empty() && m_building.size() + chunk.size() > m_building.capacity())
        cut(false);
    // resize (unfilled) and copy: GCC 14 takes insert() from a span for an overflow
    // (-Wstringop-overflow) that cannot happen
    const std::size_t held = m_building.size();
    m_building.resize(held + chunk.size());
    std::memcpy(m_building.data() + held, chunk.data(), chunk.size());
    if (m_building.size() >= kPartSize)
        cut(false);
}

// Sends the bytes held up to their last line feed (all of them when there is none, or the stream
// ends) as a part; the rest begins the next one.
void DeceptiveStreamCheck::cut(bool streamEnds)
{
    std::size_t length = m_building.size();
    bool lineEnds = streamEnds;
    if (!streamEnds) {
        if (const auto *lf = static_cast<const std::uint8_t *>(
                memrchr(m_building.data(), '\n', m_building.size()))) {
            length = static_cast<std::size_t>(lf - m_building.data()) + 1;
            lineEnds = true;
        }
    }
    Buffer next;
    {
        const std::lock_guard lock(m_mutex);
        if (!m_spare.empty()) {
            next = std::move(m_spare.back());
            m_spare.pop_back();
        }
    }
    next.reserve(kPartSize + kPartSize / 4);
    next.assign(m_building.begin() + static_cast<std::ptrdiff_t>(length), m_building.end());
    m_building.resize(length);
    const bool newLane = m_openLane == nullptr;
    if (newLane)
        m_openLane = std::make_shared<Lane>(m_options, m_buildingStart);
    Part part{std::move(m_building), m_openLane, lineEnds};
    if (lineEnds)
        m_openLane.reset();
    m_buildingStart += length;
    m_building = std::move(next);
    send(std::move(part), newLane);
}

void DeceptiveStreamCheck::send(Part part, bool newLane)
{
    std::unique_lock lock(m_mutex);
    if (newLane)
        m_lanes.push_back(part.lane);
    if (m_threads.empty()) { // one core: analysed now
        lock.unlock();
        analyse(part);
        lock.lock();
        done(part);
        return;
    }
    m_changed.wait(lock, [this] { return m_queue.size() < kQueued; });
    m_queue.push_back(std::move(part));
    m_changed.notify_all();
}

void DeceptiveStreamCheck::analyse(Part &part)
{
    Lane &lane = *part.lane;
    lane.analyzer.feed(Bytes(part.bytes.data(), part.bytes.size()));
    if (part.last) {
        lane.analyzer.finish();
        lane.lineFeeds = lane.analyzer.position().line - 1;
    }
}

// Takes the first part whose lane no other thread is in (so the parts of a lane go in order).
void DeceptiveStreamCheck::work()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        auto next = m_queue.end();
        m_changed.wait(lock, [this, &next] {
            next = std::find_if(m_queue.begin(), m_queue.end(),
                                [](const Part &p) { return !p.lane->busy; });
            return next != m_queue.end() || (m_closed && m_queue.empty());
        });
        if (next == m_queue.end())
            return; // closed, and everything analysed
        Part part = std::move(*next);
        m_queue.erase(next);
        part.lane->busy = true;
        m_changed.notify_all();
        lock.unlock();
        analyse(part);
        lock.lock();
        part.lane->busy = false;
        done(part);
        m_changed.notify_all();
    }
}

// A part was analysed: its buffer is kept for another, and the lanes finished at the front are
// settled (their findings held, with lines counted in the whole stream, up to kHeldFindings).
void DeceptiveStreamCheck::done(Part &part)
{
    if (part.last)
        part.lane->finished = true;
    if (m_spare.size() < kQueued + m_threads.size())
        m_spare.push_back(std::move(part.bytes));
    while (!m_lanes.empty() && m_lanes.front()->finished) {
        Lane &lane = *m_lanes.front();
        for (std::size_t k = 0; k < kNoticeKindCount; ++k)
            m_counts[k] += lane.counts[k];
        for (charsets::DeceptiveFinding &f : lane.findings) {
            if (m_held.size() >= kHeldFindings)
                break;
            f.at.line += m_lineFeeds;
            m_held.push_back(std::move(f));
        }
        m_lineFeeds += lane.lineFeeds;
        m_lanes.pop_front();
    }
}

void DeceptiveStreamCheck::stop()
{
    {
        const std::lock_guard lock(m_mutex);
        m_closed = true;
    }
    m_changed.notify_all();
    for (std::thread &t : m_threads)
        t.join();
    m_threads.clear();
}

void DeceptiveStreamCheck::finish(CheckReport &report, FileSummary &summary)
{
    if (!m_building.empty() || m_openLane != nullptr)
        cut(true); // the last part ends its lane
    stop();        // every part is analysed, and every lane settled
    for (std::size_t k = 0; k < kNoticeKindCount; ++k)
        summary.notices[k] += m_counts[k];
    for (const charsets::DeceptiveFinding &f : m_held)
        report.deceptive(f);
}

} // namespace u8i::cli
