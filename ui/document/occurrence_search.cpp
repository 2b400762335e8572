#include "occurrence_search.h"

#include "byte_occurrences.h"

#include <QMetaObject>

#include <algorithm>

namespace u8i::ui {

namespace {

// Counting checks for a cancel this often.
constexpr Offset kCountChunk = Offset{4} << 20;
// Buffers larger than this give their pages back as the search goes (bounded resident memory).
constexpr Offset kReleaseAbove = Offset{256} << 20;

} // namespace

struct OccurrenceSearch::Step {
    bool listing = false;
    std::vector<Offset> offsets; // listing
    Offset counted = 0;          // counting
    Offset end = 0;
};

OccurrenceSearch::OccurrenceSearch(QObject *parent)
    : QObject(parent), m_task(new BackgroundTask(tr("Finding the byte"), this))
{
}

OccurrenceSearch::~OccurrenceSearch() = default; // the task waits for a step still running

void OccurrenceSearch::cancelRunning()
{
    m_task->cancelAndWait(); // a step that finished but was not applied yet is dropped
    m_running = false;
}

void OccurrenceSearch::start(Bytes data, quint8 value)
{
    cancelRunning();
    m_data = data;
    m_value = value;
    m_target = m_page;
    m_listed = 0;
    m_listedThrough = 0;
    m_scanned = 0;
    m_count = 0;
    m_active = true;
    emit progress();
    next();
}

void OccurrenceSearch::clear()
{
    cancelRunning();
    m_data = {};
    m_active = false;
    m_listed = 0;
    m_listedThrough = 0;
    m_scanned = 0;
    m_count = 0;
    emit progress();
}

void OccurrenceSearch::stop()
{
    if (!m_running)
        return;
    cancelRunning();
    emit progress();
    emit stopped();
}

void OccurrenceSearch::resume()
{
    if (m_active && !m_running)
        next();
}

void OccurrenceSearch::listMore()
{
    if (!m_active)
        return;
    m_target = m_listed + m_page;
    if (!m_running)
        next();
}

bool OccurrenceSearch::finished() const
{
    const bool listing = m_listedThrough < size() && m_listed < m_target;
    return m_active && m_scanned >= size() && !listing;
}

bool OccurrenceSearch::capped() const
{
    if (!m_active || m_listedThrough >= size())
        return false;
    return m_scanned >= size() ? m_count > m_listed : m_listed >= m_target;
}

void OccurrenceSearch::next()
{
    const Offset size = m_data.size();
    const bool listing = m_listedThrough < size && m_listed < m_target;
    if (!listing && m_scanned >= size) {
        m_running = false;
        emit stopped();
        return;
    }
    m_running = true;
    const Offset from = listing ? m_listedThrough : m_scanned;
    // A step reads at most m_step bytes, so progress shows and a step ends soon after a cancel.
    const Offset to = std::min(size, from + m_step);
    const std::size_t want = m_target - m_listed;
    const Bytes data = m_data;
    const std::uint8_t value = m_value;
    const auto release = size > kReleaseAbove ? m_release : std::function<void(Offset, Offset)>{};
    const auto work = [data, value, listing, from, to, want, release](BackgroundTask::Control &c) {
        Step step;
        step.listing = listing;
        if (listing) {
            OccurrenceList list = listOccurrences(data, value, from, to, want, &c.cancel);
            step.offsets = std::move(list.offsets);
            step.end = list.end;
        } else {
            step.end = from;
            while (step.end < to && !c.cancel.load(std::memory_order_relaxed)) {
                const Offset n = std::min(kCountChunk, to - step.end);
                step.counted += countByte(data.subspan(step.end, n), value);
                step.end += n;
            }
        }
        if (release && step.end > from)
            release(from, step.end);
        return step;
    };
    // A cancelled step is never applied (BackgroundTask drops it): stop() said so already.
    m_task->start(to - from, work, [this](Step step) { apply(step); });
}

void OccurrenceSearch::apply(const Step &step)
{
    if (step.listing) {
        // Occurrences before m_scanned were counted by an earlier step already.
        const auto fresh = std::lower_bound(step.offsets.begin(), step.offsets.end(), m_scanned);
        if (step.end > m_scanned) {
            m_count += static_cast<Offset>(step.offsets.end() - fresh);
            m_scanned = step.end;
        }
        m_listed += step.offsets.size();
        m_listedThrough = step.end;
        if (!step.offsets.empty())
            emit found(step.offsets);
    } else {
        m_count += step.counted;
        m_scanned = step.end;
    }
    emit progress();
    next();
}

} // namespace u8i::ui
