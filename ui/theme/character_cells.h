// What the hex view's character column shows for one byte, hexyl-style: the byte's role picks the
// glyph and the colour through styleOf. An ASCII byte or a lead byte shows its character (made
// visible when it would draw nothing), a continuation byte a filler mark and an ill-formed byte a
// marker.
#pragma once

#include "role_colors.h"

#include <QString>

namespace u8i::ui {

struct CharacterCell {
    QString text;             // what is drawn (one character; a wide one may overflow its cell)
    QColor colour;            // of the text
    QColor fill;              // background; invalid where there is none
    bool isCharacter = false; // the text is the byte's own character, not a mark
};

// `character` is the byte itself for ASCII, the decoded character for a lead, ignored otherwise.
[[nodiscard]] CharacterCell characterCell(ByteRole role, char32_t character,
                                          const RoleColors &colors);

} // namespace u8i::ui
