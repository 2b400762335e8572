// The file's verdict for the status bar, from the scan's totals (DESIGN.md section 6):
// "valid UTF-8 · 1,204,311 characters", "UTF-8 with 3 errors", "binary: 61% of bytes ill-formed",
// and "likely UTF-16LE" when the data's first bytes say so (a byte order mark, or NULs in every
// other byte), whatever the UTF-8 totals are: ASCII text in UTF-16 is valid UTF-8, full of NULs.
#pragma once

#include <u8i/scan/scan.h>

#include <QString>

namespace u8i::ui {

// Above this share of ill-formed bytes a file is called binary.
inline constexpr double kBinaryShare = 0.25;

// `data`: the document's bytes, of which only the first 64 KiB are read (for the UTF-16 guess).
[[nodiscard]] QString verdictText(const Totals &totals, Bytes data = {});
// Why the verdict says UTF-16, for its tooltip; empty when it does not.
[[nodiscard]] QString verdictEvidence(Bytes data);

} // namespace u8i::ui
