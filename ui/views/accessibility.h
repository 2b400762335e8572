// Screen reader support for the custom-painted hex view: an accessible text interface whose
// "characters" are the bytes, so that moving the caret makes a screen reader read the byte at the
// caret, its role, and the character it belongs to (code point and Unicode name), or why it is
// ill-formed. (The text view is a QPlainTextEdit, which Qt already makes accessible.)
#pragma once

#include <u8i/types.h>

#include <QString>

class QAccessibleInterface;
class QObject;

namespace u8i::ui {

class HexView;

// Registers the factory that gives every HexView its accessible interface. Call once, after the
// QApplication exists; calling again does nothing.
void installAccessibility();

// What a screen reader says for the byte at `offset`: "Byte E2 at offset 31 (0x1f): lead byte 1 of
// 3 of U+20AC '€', EURO SIGN". Empty past the end of the data.
[[nodiscard]] QString accessibleByteText(const HexView &view, Offset offset);

} // namespace u8i::ui
