#include "task_progress.h"

#include "background_task.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

namespace u8i::ui {

namespace {
constexpr int kPollMs = 100;
constexpr int kSteps = 1000;
} // namespace

TaskProgress::TaskProgress(BackgroundTask *task, QWidget *parent)
    : QWidget(parent), m_task(task), m_bar(new QProgressBar(this)),
      m_stop(new QPushButton(tr("S&top"), this)), m_poll(new QTimer(this))
{
    m_bar->setRange(0, kSteps);
    m_bar->setAccessibleName(task->description());
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar, 1);
    layout->addWidget(m_stop);
    m_poll->setInterval(kPollMs);
    connect(m_poll, &QTimer::timeout, this, [this] {
        const auto total = m_task->total();
        m_bar->setValue(total ? static_cast<int>(m_task->done() * kSteps / total) : 0);
    });
    connect(m_task, &BackgroundTask::started, this, [this] {
        m_bar->setValue(0);
        m_poll->start();
        show();
    });
    connect(m_task, &BackgroundTask::finished, this, [this] {
        m_poll->stop();
        hide();
    });
    connect(m_stop, &QPushButton::clicked, m_task, &BackgroundTask::cancel);
    hide();
}

} // namespace u8i::ui
