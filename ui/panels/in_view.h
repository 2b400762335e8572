// Whether a widget shows pixels on screen. A dock tab behind another stays "visible" to Qt, only
// moved out of sight: its visible region is empty. Work that waits for the user to look (hidden
// tabs are fed when shown) asks this, not QWidget::isVisible().
#pragma once

#include <QWidget>

namespace u8i::ui {

[[nodiscard]] inline bool inView(const QWidget *widget)
{
    return widget->isVisible() && !widget->visibleRegion().isEmpty();
}

} // namespace u8i::ui
