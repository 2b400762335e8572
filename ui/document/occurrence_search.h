// The search behind the byte map's occurrence list: finds one byte value in a buffer of any size in
// a worker thread, in bounded steps, so that the window never waits for it. It lists the first
// `page` occurrences (more on listMore()) and goes on counting the rest. Starting another search,
// clear() and the destructor cancel the running step and wait for it (a few milliseconds), so the
// caller may drop the buffer right after.
#pragma once

#include <u8i/types.h>

#include "background_task.h"

#include <QObject>

#include <cstddef>
#include <functional>
#include <vector>

namespace u8i::ui {

class OccurrenceSearch : public QObject {
    Q_OBJECT
  public:
    explicit OccurrenceSearch(QObject *parent = nullptr);
    ~OccurrenceSearch() override;

    // How many rows one page lists.
    void setPageSize(std::size_t rows) { m_page = rows; }
    [[nodiscard]] std::size_t pageSize() const { return m_page; }
    // How many bytes one worker step reads at most (64 MiB; smaller in tests).
    void setStepBytes(Offset bytes) { m_step = bytes > 0 ? bytes : 1; }
    // Called from the worker with each range it has read, so a huge mapping's pages can be given
    // back (ByteSource::release).
    void setReleaser(std::function<void(Offset, Offset)> release)
    {
        m_release = std::move(release);
    }

    // Cancels what runs and starts looking for `value` in `data`.
    void start(Bytes data, quint8 value);
    // Cancels and forgets the buffer.
    void clear();
    // Stops the search; what was found stays, and resume() goes on from there.
    void stop();
    void resume();
    // Lists another page (the count goes on meanwhile).
    void listMore();

    [[nodiscard]] bool running() const { return m_running; }
    [[nodiscard]] bool active() const { return m_active; } // a value was chosen on a buffer
    [[nodiscard]] bool
    finished() const; // the whole buffer was read and the list is as long as asked
    [[nodiscard]] quint8 value() const { return m_value; }
    [[nodiscard]] Offset size() const { return m_data.size(); }
    [[nodiscard]] Offset scanned() const { return m_scanned; } // bytes counted, from 0
    [[nodiscard]] Offset count() const { return m_count; }     // occurrences in [0, scanned())
    [[nodiscard]] std::size_t listed() const { return m_listed; }
    // True while occurrences beyond the list may exist (listMore() would find them).
    [[nodiscard]] bool capped() const;

  signals:
    // New rows, in offset order, after those found before.
    void found(const std::vector<u8i::Offset> &offsets);
    void progress();
    // The search stopped: done, or stopped by stop().
    void stopped();

  private:
    struct Step;
    void cancelRunning();
    void next();
    void apply(const Step &step);

    BackgroundTask *m_task; // runs the steps, one at a time
    std::function<void(Offset, Offset)> m_release;
    Bytes m_data;
    quint8 m_value = 0;
    std::size_t m_page = 10000;
    Offset m_step = Offset{64} << 20;
    std::size_t m_target = 0;   // rows wanted
    std::size_t m_listed = 0;   // rows found
    Offset m_listedThrough = 0; // every occurrence before this offset is listed
    Offset m_scanned = 0;
    Offset m_count = 0;
    bool m_running = false;
    bool m_active = false;
};

} // namespace u8i::ui
