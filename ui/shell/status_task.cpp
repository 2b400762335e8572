#include "status_task.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace u8i::ui {

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
