#include "background_task.h"

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
    m_pool.start([this, control = m_control, generation, work = std::move(work),
                  deliver = std::move(deliver)]() mutable {
        work(*control);
        // Queued to this object: dropped if it is gone by then (it waits for us, so it is not).
        QMetaObject::invokeMethod(
            this,
            [this, control, generation, deliver = std::move(deliver)]() mutable {
                --m_inFlight;
                if (generation != m_generation || control->cancel.load())
                    return;
                m_running = false;
                deliver();
                emit finished(false);
            },
            Qt::QueuedConnection);
    });
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
}

} // namespace u8i::ui
