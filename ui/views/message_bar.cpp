#include "message_bar.h"

#include "role_colors.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace u8i::ui {

MessageBar::MessageBar(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_reload = new QPushButton(tr("&Reload"), this);
    auto *close = new QToolButton(this);
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Hide this message"));
    close->setAccessibleName(close->toolTip());
    layout->addWidget(m_label, 1);
    layout->addWidget(m_reload);
    layout->addWidget(close);
    connect(m_reload, &QPushButton::clicked, this, &MessageBar::reloadRequested);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void MessageBar::showMessage(const QString &text, Level level, bool offerReload,
                             const QList<QAction *> &actions)
{
    m_level = level;
    m_label->setText(text);
    m_reload->setVisible(offerReload);
    // Later, not now: the click on one of them may be what led to this message.
    for (QPushButton *old : std::as_const(m_actionButtons)) {
        old->hide();
        old->deleteLater();
    }
    m_actionButtons.clear();
    auto *row = static_cast<QHBoxLayout *>(layout());
    for (QAction *action : actions) {
        auto *button = new QPushButton(action->text(), this);
        button->setObjectName(action->objectName());
        button->setToolTip(action->toolTip());
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
        row->insertWidget(row->indexOf(m_reload), button);
        m_actionButtons.append(button);
    }
    applyColors();
    show();
}

QString MessageBar::text() const
{
    return isVisibleTo(parentWidget()) ? m_label->text() : QString();
}

bool MessageBar::reloadOffered() const
{
    return !m_reload->isHidden();
}

void MessageBar::applyColors()
{
    const RoleColors colors = RoleColors::fromPalette(QPalette());
    // Only the window's colour is the bar's own; every other role stays inherited, so that a new
    // theme's text colour reaches the bar (a copy of a palette carries the roles it resolved).
    QPalette p = palette();
    p.setResolveMask(0);
    const QColor base = QPalette().color(QPalette::Window);
    const QColor tint = m_level == Level::Info      ? colors.multibyte
                        : m_level == Level::Warning ? colors.notice
                                                    : colors.invalid;
    p.setColor(QPalette::Window, mix(base, tint, 0.22));
    m_mixing = true;
    setPalette(p);
    m_mixing = false;
}

void MessageBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !m_mixing)
        applyColors();
    QFrame::changeEvent(event);
}

} // namespace u8i::ui
