// What the generated texts (help, man page, completions, docs/cli.md) say of a mode or an
// option, the same in each.
#pragma once

#include "cli/options/option_table.h"

#include <string>
#include <string_view>
#include <vector>

namespace u8i::cli {

// The options of `mode`, in the table's order.
[[nodiscard]] std::vector<const OptionSpec *> optionsOf(Mode mode);
// The visible modes, the GUI first.
[[nodiscard]] std::vector<const ModeSpec *> visibleModes();
// Each distinct option name once, with its first row: what completions offer.
[[nodiscard]] std::vector<const OptionSpec *> distinctOptions();

// The words of a mode's usage: "utf8-inspector", "--check", "[--max N]", ..., "FILE|DIR...".
[[nodiscard]] std::vector<std::string> usageWords(const ModeSpec &mode);
// The option as a term of the help: "--quiet, -q", "-j N, --jobs N".
[[nodiscard]] std::string helpTerm(const OptionSpec &option);
// The mode as a term: "--help, -h".
[[nodiscard]] std::string helpTerm(const ModeSpec &mode);
// The first clause of a help text, for the completions' descriptions.
[[nodiscard]] std::string summaryOf(std::string_view help);
// The help's paragraphs ("\n" between them), with the notice list in place of "@NOTICES@".
[[nodiscard]] std::vector<std::string> paragraphsOf(std::string_view help);

} // namespace u8i::cli
