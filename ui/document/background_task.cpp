#include "background_task.h"

#include "tsan_handoff.h"

namespace u8i::ui {

BackgroundTask::BackgroundTask(QString description, QObject *parent)
    : QObject(parent), m_description(std::move(description))
{
    m_pool.setMaxThreadCount(1);
}

BackgroundTask::~BackgroundTask()
{
    if (m_control)
        m_control->cancel = true;
    m_pool.waitForDone();
    tsanAcquire(this); // the work is done: what it wrote is this thread's now
}

void BackgroundTask::launch(Offset total, std::function<void(Control &)> work,
                            std::function<void()> deliver)
{
    cancel();
    m_control = std::make_shared<Control>();
    m_total = total;
    m_running = true;
    const quint64 generation = ++m_generation;
    ++m_inFlight;
    // Handoffs through Qt's locks, which ThreadSanitizer does not see (tsan_handoff.h): the work
    // and its inputs to the task's thread, its result back by a queued call, and its end to
    // cancelAndWait() and the destructor (waitForDone()).
    tsanRelease(this);
    {
        const TsanUnwatched poolCopy; // QThreadPool's copy of the closure
        m_pool.start([this, control = m_control, generation, work = std::move(work),
                      deliver = std::move(deliver)]() mutable {
            tsanAcquire(this);
            work(*control);
            tsanRelease(this);
            const TsanUnwatched queuedCopy; // the queued call's copy of the closure
            // Queued to this object: dropped if it is gone by then (it waits for us, so it is not).
            QMetaObject::invokeMethod(
                this,
                [this, control, generation, deliver = std::move(deliver)]() mutable {
                    tsanAcquire(this);
                    --m_inFlight;
                    if (generation != m_generation || control->cancel.load())
                        return;
                    m_running = false;
                    deliver();
                    emit finished(false);
                },
                Qt::QueuedConnection);
        });
    }
    emit started();
}

void BackgroundTask::cancel()
{
    if (!m_running)
        return;
    ++m_generation; // a result already on its way is dropped
    m_control->cancel = true;
    m_running = false;
    emit finished(true);
}

void BackgroundTask::cancelAndWait()
{
    cancel();
    m_pool.waitForDone();
    tsanAcquire(this);
}

} // namespace u8i::ui
