// The command line in one table, on ripgrep's pattern: every mode and every option with its
// name, the modes it belongs to, its argument, its help text and its parse. The parser
// (parse_options.cpp), --help, the man page, the bash, zsh and fish completions and docs/cli.md
// are all made from it.
#pragma once

#include "cli/options.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace u8i::cli {

// A set of modes; Mode::None stands for the GUI (the program given no mode).
using ModeSet = std::uint16_t;
[[nodiscard]] constexpr ModeSet modeBit(Mode mode)
{
    return static_cast<ModeSet>(1U << static_cast<unsigned>(mode));
}

// Reads an option's value into `options` (a flag gets an empty value); false with one line in
// `error` for a bad value.
using ParseOption = bool (*)(std::string_view value, Options &options, std::string &error);

// What an option's value is, for the completions.
enum class ValueKind : std::uint8_t {
    None,    // a flag
    Text,    // anything: a number, a glob, an encoding's name
    File,    // a path
    Choice,  // one of OptionSpec::choices
    Notices, // notice names of the codec's vocabulary, separated by commas
};

struct ModeSpec {
    Mode mode;
    std::string_view flag;     // "--check"
    std::string_view alias;    // "-h", or empty
    std::string_view operands; // "FILE|DIR...", shown after the options in the usage
    std::string_view help;     // paragraphs separated by "\n"; "@NOTICES@": see withNotices
    bool hidden = false;       // --generate: used by the build, never shown
};

struct OptionSpec {
    std::string_view name;     // "--max"
    std::string_view alias;    // "-q" for --quiet, or empty
    ModeSet modes;             // the modes it belongs to
    std::string_view argument; // "N", "GLOB"; empty for a flag
    ValueKind value;
    std::string_view choices; // for ValueKind::Choice: "human json sarif github"
    std::string_view help;    // as ModeSpec::help
    ParseOption parse;        // nullptr: the GUI's, taken before the command line is parsed
};

// Every mode, in the order of the usage and of the help.
[[nodiscard]] std::span<const ModeSpec> modeSpecs();
// Every option, in the order of the usage; one name may have a row for each meaning (--from is
// an offset for --dump and an encoding for --decode).
[[nodiscard]] std::span<const OptionSpec> optionSpecs();

[[nodiscard]] const ModeSpec *findMode(std::string_view flag);
// The row of `name` (or alias) that belongs to `mode`; nullptr when there is none.
[[nodiscard]] const OptionSpec *findOption(std::string_view name, Mode mode);
// The first row named `name` (or with it as alias), whatever its modes; nullptr when none is.
[[nodiscard]] const OptionSpec *findAnyOption(std::string_view name);
// "--check, --dump, --detect or --strings": the modes of every row named `name`.
[[nodiscard]] std::string modesOf(std::string_view name);

// The text that follows the options: FILE, the reading and writing guarantees, exit status.
[[nodiscard]] std::string_view filesNote();
[[nodiscard]] std::string_view exitStatusNote();

// The option as the usage shows it: "--max N", "--format=human|json|sarif|github", "--json".
[[nodiscard]] std::string usageTerm(const OptionSpec &option);
// `text` with "@NOTICES@" replaced by noticeNameList() (check_options.h), and "@DECEPTIVE@" by
// the deceptive-text notices with their rules: from the codec's kind descriptors.
[[nodiscard]] std::string withNotices(std::string_view text);

} // namespace u8i::cli
