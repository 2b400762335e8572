// The colours of byte roles and diagnostic kinds, derived from a QPalette so that light and dark
// themes both work. Hues are taken relative to the palette's highlight colour. Views ask styleOf
// (styles.h) for a role's, a kind's or a notice's whole style; this is its palette.
#pragma once

#include <u8i/types.h>

#include <QColor>
#include <QPalette>

#include <array>

namespace u8i::ui {

struct RoleColors {
    QColor text;        // ASCII
    QColor dim;         // ASCII controls, offsets, separators
    QColor multibyte;   // lead and continuation bytes of well-formed sequences
    QColor unitFill;    // background of a multi-byte unit
    QColor invalid;     // text of ill-formed bytes
    QColor invalidFill; // background of ill-formed bytes
    QColor notice;      // badges for notices (zero-width, bidi, controls)
    QColor noticeFill;
    QColor deceptive; // deceptive text (bidi, invisible, look-alike): a warning, not an error
    QColor deceptiveFill;
    QColor selectionFill;
    QColor selectionText;
    QColor caret;
    std::array<QColor, kErrorKindCount> kind; // outline of an ill-formed group, by ErrorKind

    [[nodiscard]] static RoleColors fromPalette(const QPalette &palette);
};

// a * (1 - t) + b * t, per channel.
[[nodiscard]] QColor mix(const QColor &a, const QColor &b, double t);

} // namespace u8i::ui
