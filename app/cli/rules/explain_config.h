// --explain-config FILE: every rule of the project that applies to FILE, with the file and line
// that wrote it: .editorconfig's charset, the .utf8-inspector.toml files above it, the command
// line's --error and --no-warn, and FILE's own inline allowances.
#pragma once

#include "cli/check/check_options.h"

namespace u8i::cli {

// Prints the rules; the exit status (2 when a rule file is bad or FILE cannot be read).
[[nodiscard]] int explainConfig(const CheckOptions &options);

} // namespace u8i::cli
