#include "screen_fit.h"

#include <algorithm>

namespace u8i::ui {

QRect fitOnScreen(QSize wanted, const QRect &available, QPoint centre, const QMargins &frame)
{
    const QRect room = available.marginsRemoved(frame);
    const QSize size = wanted.boundedTo(room.size()).expandedTo(QSize(1, 1));
    QRect r(QPoint(0, 0), size);
    r.moveCenter(centre);
    r.moveLeft(std::clamp(r.left(), room.left(), room.right() + 1 - size.width()));
    r.moveTop(std::clamp(r.top(), room.top(), room.bottom() + 1 - size.height()));
    return r;
}

} // namespace u8i::ui
