// Where a tool window goes: at the size it asks for, no larger than the screen's available area,
// centred on a point (the main window's centre) and moved inside that area.
#pragma once

#include <QMargins>
#include <QRect>

namespace u8i::ui {

// The window's client geometry. `frame` is the window manager's frame around the client (its
// title bar), which must fit as well; `wanted` never grows.
[[nodiscard]] QRect fitOnScreen(QSize wanted, const QRect &available, QPoint centre,
                                const QMargins &frame = {});

} // namespace u8i::ui
