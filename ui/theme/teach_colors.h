// Colours of the teaching tools, all derived from the palette: one per bit group of a code point,
// one per byte class of the byte map. Hues are spread around the palette's highlight hue.
#pragma once

#include <u8i/utf8/byte_facts.h>

#include <QColor>
#include <QPalette>

namespace u8i::ui {

struct TeachColor {
    QColor fill; // cell background
    QColor ink;  // text or line drawn on the base colour
};

// The colour of bit group `group` (0 = the highest group of the code point).
[[nodiscard]] TeachColor groupColor(const QPalette &palette, int group);

// The colour of marker bits: neutral, so that payload colours stand out.
[[nodiscard]] TeachColor markerColor(const QPalette &palette);

// The colour of a byte class in the byte map.
[[nodiscard]] TeachColor byteClassColor(const QPalette &palette, ByteClass byteClass);

// Black or white-ish text from the palette, whichever reads better on `fill`.
[[nodiscard]] QColor textOn(const QPalette &palette, const QColor &fill);

} // namespace u8i::ui
