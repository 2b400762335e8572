#include "background_task.h"

#include "tsan_handoff.h"

namespace u8i::ui {

// What a run's two threads share: the work (and the result it writes), the delivery (which moves
// the result out) and the control. Its last owner frees it, and with it the result, on whichever
// thread that is: the pool's closure, the queued call (which Qt may free on either thread: the
// poster's reference to it is dropped after the post, the receiver's after the call), or this
// object. Each thread releases the run after its last write to it, and the destructor acquires
// first, so that the free comes after every write on every path (tsan_handoff.h).
struct BackgroundTask::Run {
    Run(quint64 runGeneration, std::function<void(Control &)> runWork,
        std::function<void()> runDeliver)
        : generation(runGeneration), work(std::move(runWork)), deliver(std::move(runDeliver))
    {
    }
    ~Run() { tsanAcquire(this); }
    Run(const Run &) = delete;
    Run &operator=(const Run &) = delete;

    const quint64 generation;
    Control control;
    std::function<void(Control &)> work;
    std::function<void()> deliver;
};

BackgroundTask::BackgroundTask(QString description, QObject *parent)
    : QObject(parent), m_description(std::move(description))
{
    m_pool.setMaxThreadCount(1);
}

BackgroundTask::~BackgroundTask()
{
    if (m_run)
        m_run->control.cancel = true;
    m_pool.waitForDone();
    tsanAcquire(this); // the work is done: what it wrote is this thread's now
}

Offset BackgroundTask::done() const
{
    return m_run ? m_run->control.done.load() : 0;
}

void BackgroundTask::launch(Offset total, std::function<void(Control &)> work,
                            std::function<void()> deliver)
{
    cancel();
    m_run = std::make_shared<Run>(++m_generation, std::move(work), std::move(deliver));
    m_total = total;
    m_running = true;
    ++m_inFlight;
    // Handoffs through Qt's locks, which ThreadSanitizer does not see (tsan_handoff.h): the run
    // to the task's thread, back by a queued call, and its end to cancelAndWait() and the
    // destructor (waitForDone()).
    tsanRelease(this);
    {
        const TsanUnwatched poolCopy; // QThreadPool's copy of the closure
        m_pool.start([this, run = m_run] { runOnPool(run); });
    }
    emit started();
}

void BackgroundTask::runOnPool(const std::shared_ptr<Run> &run)
{
    tsanAcquire(this);
    run->work(run->control);
    tsanRelease(run.get());         // the result, to whichever thread frees the run
    tsanRelease(this);              // and to this object's thread, through the queued call
    const TsanUnwatched queuedCopy; // the queued call's copy of the closure
    // Queued to this object: dropped if it is gone by then (it waits for us, so it is not).
    QMetaObject::invokeMethod(
        this, [this, run] { arrive(*run); }, Qt::QueuedConnection);
}

void BackgroundTask::arrive(Run &run)
{
    tsanAcquire(this);
    --m_inFlight;
    const bool current = run.generation == m_generation && !run.control.cancel.load();
    if (current) {
        m_running = false;
        run.deliver();
    }
    tsanRelease(&run); // what the delivery moved out, to whichever thread frees the run
    if (current)
        emit finished(false);
}

void BackgroundTask::cancel()
{
    if (!m_running)
        return;
    ++m_generation; // a result already on its way is dropped
    m_run->control.cancel = true;
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
