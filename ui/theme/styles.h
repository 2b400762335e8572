// How a byte role, a diagnostic kind and a notice look, in one place, as hexyl drives colour and
// glyph from one byte category: every view, list and chart asks styleOf. Colours come from the
// palette (through RoleColors), so light and dark themes both work.
//
// The seven diagnostic kinds are told apart three ways: hues spread evenly around the circle,
// a dash pattern of their own, and a glyph, so that no kind depends on colour alone.
#pragma once

#include "role_colors.h"

#include <QChar>
#include <QIcon>
#include <QList>
#include <QPen>

namespace u8i::ui {

struct Style {
    QColor colour;       // text, outline or swatch
    QColor fill;         // background; invalid (no fill) where it has none
    QList<qreal> dashes; // the pen's dash pattern, in pen widths; empty for a solid line
    QChar glyph;         // a mark that tells it apart without colour; null where none is needed

    // A pen of this style: its colour, `width` and dash pattern.
    [[nodiscard]] QPen pen(qreal width) const;
};

[[nodiscard]] Style styleOf(ByteRole role, const RoleColors &colors);
[[nodiscard]] Style styleOf(ErrorKind kind, const RoleColors &colors);
[[nodiscard]] Style styleOf(NoticeKind kind, const RoleColors &colors);

// A list's swatch for a kind: its glyph in its colour over a line in its pen.
[[nodiscard]] QIcon swatchIcon(ErrorKind kind, const RoleColors &colors, int size);

} // namespace u8i::ui
