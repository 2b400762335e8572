#include "diagnostic_search.h"

#include "diagnostic_seek.h"

#include <QTimer>
#include <QWidget>

namespace u8i::ui {

namespace {
constexpr int kShowAfterMs = 300; // a quick seek never flashes the status bar
constexpr int kProgressMs = 100;
} // namespace

DiagnosticSearch::DiagnosticSearch(QWidget *window) : QObject(window)
{
    // Its own thread: the global pool may be busy with the scan and a find.
    m_pool.setMaxThreadCount(1);
    m_status = new StatusTask(QStringLiteral("diagnosticSearchStatus"), tr("Stop"),
                              tr("Stop looking for the diagnostic"), window);
    connect(m_status, &StatusTask::stopClicked, this, &DiagnosticSearch::stopAndWait);

    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(kProgressMs);
    connect(m_progressTimer, &QTimer::timeout, this, &DiagnosticSearch::showProgress);
    m_showTimer = new QTimer(this);
    m_showTimer->setSingleShot(true);
    m_showTimer->setInterval(kShowAfterMs);
    connect(m_showTimer, &QTimer::timeout, this, [this] {
        showProgress();
        m_status->show();
        m_progressTimer->start();
    });
}

DiagnosticSearch::~DiagnosticSearch()
{
    m_cancel = true;
    m_pool.waitForDone();
}

void DiagnosticSearch::start(Bytes data, Offset from, bool forward)
{
    stopAndWait();
    m_cancel = false;
    m_done = 0;
    m_running = true;
    m_forward = forward;
    m_total = forward ? (from < data.size() ? data.size() - from : 0) : from;
    const quint64 generation = ++m_generation;
    const SeekControl control{&m_cancel, &m_done};
    m_pool.start([this, data, from, forward, control, generation] {
        const Offset found = forward ? seekDiagnosticForward(data, from, control)
                                     : seekDiagnosticBackward(data, from, control);
        // Queued to this object: dropped if it is gone by then.
        QMetaObject::invokeMethod(
            this, [this, generation, found] { finish(generation, found); }, Qt::QueuedConnection);
    });
    m_showTimer->start();
}

void DiagnosticSearch::stopAndWait()
{
    ++m_generation; // a result already on its way is ignored
    m_cancel = true;
    m_pool.waitForDone();
    m_running = false;
    m_showTimer->stop();
    m_progressTimer->stop();
    m_status->hide();
}

void DiagnosticSearch::finish(quint64 generation, Offset offset)
{
    if (generation != m_generation)
        return;
    m_running = false;
    m_showTimer->stop();
    m_progressTimer->stop();
    m_status->hide();
    emit found(offset, m_forward);
}

void DiagnosticSearch::showProgress()
{
    const Offset done = m_done.load();
    const int percent =
        m_total ? static_cast<int>(std::min<Offset>(done, m_total) * 100 / m_total) : 0;
    m_status->setText(m_forward ? tr("Looking for the next diagnostic… %1%").arg(percent)
                                : tr("Looking for the previous diagnostic… %1%").arg(percent));
}

} // namespace u8i::ui
