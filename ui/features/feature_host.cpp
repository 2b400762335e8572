#include "feature_host.h"

#include <QAction>
#include <QWidget>

namespace u8i::ui {

QAction *FeatureHost::addMenuEntry(MenuAnchor anchor, const QString &text, const QKeySequence &key,
                                   QObject *context, std::function<void()> slot)
{
    auto *action = new QAction(text, window());
    if (!key.isEmpty())
        action->setShortcut(key);
    connect(action, &QAction::triggered, context, [slot = std::move(slot)] { slot(); });
    addAction(anchor, action);
    return action;
}

} // namespace u8i::ui
