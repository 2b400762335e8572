#include "small_font.h"

#include <QFontMetricsF>
#include <QGuiApplication>

#include <algorithm>

namespace u8i::ui {

namespace {
constexpr double kSmallShare = 0.8;
} // namespace

QFont applicationSmallFont()
{
    QFont small = QGuiApplication::font();
    if (small.pointSizeF() > 0)
        small.setPointSizeF(small.pointSizeF() * kSmallShare);
    else // a font sized in pixels
        small.setPixelSize(std::max(1, static_cast<int>(small.pixelSize() * kSmallShare)));
    return small;
}

bool readable(const QFont &font)
{
    // Compared by height, whatever unit either font is sized in.
    return QFontMetricsF(font).height() >= QFontMetricsF(applicationSmallFont()).height() - 0.01;
}

} // namespace u8i::ui
