// Where a legacy charset is in step with the bytes: the offsets from which decoding gives the
// characters that decoding from the start would give. Any byte for a single-byte charset; a code
// unit boundary (not inside a surrogate pair) for UTF-16 and UTF-32; a line start for the
// multi-byte ones (0A is never a trail byte of Shift_JIS, EUC, GB18030 or Big5). The views decode
// windows from such points, and the converter cuts its chunks at them.
#pragma once

#include "u8i/mojibake/legacy_charset.h"

namespace u8i::charsets {

// How far a line start is looked for in a multi-byte charset.
inline constexpr Offset kStepReach = 4096;

// The last point in step at or before `offset` (not further back than kStepReach).
[[nodiscard]] Offset stepAtOrBefore(Bytes data, Offset offset, const LegacyCharset &charset);
// The first point in step at or after `offset` (at most kStepReach further), or data.size().
[[nodiscard]] Offset stepAtOrAfter(Bytes data, Offset offset, const LegacyCharset &charset);

} // namespace u8i::charsets
