// Words for one byte, as the tooltips show them: its role in the decoding from offset 0 and, for
// an ill-formed byte, the diagnostic of its group.
#pragma once

#include <u8i/utf8/item.h>

#include <QString>

namespace u8i::ui {

// E.g. "lead byte 1 of 3 of U+20AC '€'" or "ill-formed (overlong): C0 AF encodes U+002F …".
[[nodiscard]] QString describeByte(Bytes data, Offset offset);

// The item that contains `offset` (offset < data.size()).
[[nodiscard]] Item itemContaining(Bytes data, Offset offset);

// "U+20AC '€'" through the codec's describeCodePoint.
[[nodiscard]] QString codePointText(char32_t codePoint);

} // namespace u8i::ui
