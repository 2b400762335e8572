// What .editorconfig's charset makes of a file's bytes: the bytes that latin1, utf-16be or
// utf-16le does not define (charset-mismatch), and a missing byte order mark under utf-8-bom
// (bom-missing). Lines and columns are counted in the declared charset.
#pragma once

#include "cli/check/check_report.h"
#include "cli/rules/declared_charset.h"

#include <vector>

namespace u8i::cli {

// One finding per run of adjacent bytes (latin1) or code units (UTF-16) that `charset` does not
// define: latin1 is ISO/IEC 8859-1, which has no characters at 80-9F; in UTF-16, a surrogate
// without its pair, or an odd byte at the end.
[[nodiscard]] std::vector<Finding> charsetMismatches(Bytes data, DeclaredCharset charset);

// bom-missing at offset 0 when `data` does not start with EF BB BF.
[[nodiscard]] std::optional<Finding> missingBom(Bytes data);

} // namespace u8i::cli
