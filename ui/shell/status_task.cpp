#include "status_task.h"

#include "background_task.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace u8i::ui {

namespace {
constexpr int kShowAfterMs = 300;
constexpr int kProgressMs = 100;
} // namespace

StatusTask::StatusTask(const QString &name, const QString &buttonText, const QString &buttonTip,
                       QWidget *parent)
    : QWidget(parent)
{
    setObjectName(name);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_label = new QLabel(this);
    m_button = new QToolButton(this);
    m_button->setObjectName(name + QStringLiteral("Button"));
    m_button->setText(buttonText);
    m_button->setToolTip(buttonTip);
    layout->addWidget(m_label);
    layout->addWidget(m_button);
    hide();
    connect(m_button, &QToolButton::clicked, this, &StatusTask::stopClicked);
}

void StatusTask::setText(const QString &text)
{
    m_label->setText(text);
}

} // namespace u8i::ui

namespace u8i::ui {

void StatusTask::track(BackgroundTask *task)
{
    auto *show = new QTimer(this);
    show->setSingleShot(true);
    show->setInterval(kShowAfterMs);
    auto *progress = new QTimer(this);
    progress->setInterval(kProgressMs);
    const auto update = [this, task] {
        const Offset total = task->total();
        const Offset done = std::min(task->done(), total);
        setText(total ? tr("%1… %2%").arg(task->description()).arg(done * 100 / total)
                      : tr("%1…").arg(task->description()));
    };
    connect(task, &BackgroundTask::started, show, qOverload<>(&QTimer::start));
    connect(show, &QTimer::timeout, this, [this, progress, update] {
        update();
        QWidget::show();
        progress->start();
    });
    connect(progress, &QTimer::timeout, this, update);
    connect(task, &BackgroundTask::finished, this, [this, show, progress] {
        show->stop();
        progress->stop();
        hide();
    });
    connect(this, &StatusTask::stopClicked, task, &BackgroundTask::cancel);
}

} // namespace u8i::ui
