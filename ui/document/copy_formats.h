// Bytes as text for the clipboard: hex, decoded text, C escapes, Python bytes literal.
#pragma once

#include "document_model.h"

#include <u8i/types.h>

#include <QString>

namespace u8i::ui {

enum class CopyFormat { Hex, Text, CEscapes, PythonBytes };

// "E2 82 AC"; the decoded text with U+FFFD for ill-formed units; "\xe2\x82\xac"; b'\xe2\x82\xac'
// (printable ASCII kept as is in the escapes, quotes and backslashes escaped).
[[nodiscard]] QString formatBytes(Bytes bytes, CopyFormat format);

// What Edit ▸ Copy takes from `model`: its selection, or without one the character or group at the
// caret. Nothing (empty text) when there are no bytes or more than `maxBytes` of them.
struct CopiedBytes {
    QString text;
    Offset length = 0;     // bytes taken
    bool tooLarge = false; // length > maxBytes: nothing was formatted
};
[[nodiscard]] CopiedBytes copySelection(const DocumentModel &model, CopyFormat format,
                                        Offset maxBytes);

} // namespace u8i::ui
