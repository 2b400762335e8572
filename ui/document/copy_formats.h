// Bytes as text for the clipboard: hex, decoded text, C escapes, Python bytes literal.
#pragma once

#include <u8i/types.h>

#include <QString>

namespace u8i::ui {

enum class CopyFormat { Hex, Text, CEscapes, PythonBytes };

// "E2 82 AC"; the decoded text with U+FFFD for ill-formed units; "\xe2\x82\xac"; b'\xe2\x82\xac'
// (printable ASCII kept as is in the escapes, quotes and backslashes escaped).
[[nodiscard]] QString formatBytes(Bytes bytes, CopyFormat format);

} // namespace u8i::ui
