// For a negative assertion ("nothing else arrives", "the layout stays"): run the event loop until
// everything already queued for this thread has been delivered (posted events, calls queued from
// other threads, the window system's events) and whatever those queue in turn.
//
// It proves nothing about a thread that is still running: what that thread posts later is not
// covered. Call it only once every thread that could post here has finished (a BackgroundTask
// that has settled, a scan whose index is set), and say at the call which thread that is.
#pragma once

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEvent>
#include <QObject>
#include <QTest>

namespace u8i::testing {

namespace detail {

// Counts the events this thread delivers, except those to `marker`.
class DeliveredEvents : public QObject {
  public:
    explicit DeliveredEvents(const QObject *marker) : m_marker(marker)
    {
        QCoreApplication::instance()->installEventFilter(this);
    }
    ~DeliveredEvents() override { QCoreApplication::instance()->removeEventFilter(this); }
    DeliveredEvents(const DeliveredEvents &) = delete;
    DeliveredEvents &operator=(const DeliveredEvents &) = delete;

    int count = 0;

  protected:
    bool eventFilter(QObject *watched, QEvent *) override
    {
        if (watched != m_marker)
            ++count;
        return false;
    }

  private:
    const QObject *m_marker;
};

} // namespace detail

// Posts a marker behind everything queued and runs the event loop until it arrives; repeats until
// a marker arrives with no other event delivered before it (the queue was empty). False when the
// loop is not quiet within `timeoutMs` (something posts without end).
[[nodiscard]] inline bool drainPostedEvents(int timeoutMs = 5000)
{
    QObject marker;
    detail::DeliveredEvents delivered(&marker);
    const QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        bool arrived = false;
        delivered.count = 0;
        QMetaObject::invokeMethod(
            &marker, [&arrived] { arrived = true; }, Qt::QueuedConnection);
        if (!QTest::qWaitFor([&arrived] { return arrived; }, int(deadline.remainingTime())))
            return false;
        if (delivered.count == 0)
            return true;
    }
    return false;
}

} // namespace u8i::testing
