// The texts made from the options table: --help, the man page (utf8-inspector.1), docs/cli.md and
// the bash, zsh and fish completions. `--generate KIND` prints one; the build installs them.
#pragma once

#include "cli/options.h"

#include <string>

namespace u8i::cli {

[[nodiscard]] std::string helpText();
// The usage of every mode, one per line (wrapped), as --help begins.
[[nodiscard]] std::string usageLines();
[[nodiscard]] std::string manPage();
[[nodiscard]] std::string markdownReference();
[[nodiscard]] std::string bashCompletion();
[[nodiscard]] std::string zshCompletion();
[[nodiscard]] std::string fishCompletion();

// --generate man|markdown|complete-bash|complete-zsh|complete-fish: the text on stdout.
[[nodiscard]] int runGenerate(const Options &options);

} // namespace u8i::cli
