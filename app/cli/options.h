// The command line of the CLI modes (DESIGN.md section 4), parsed into one struct.
#pragma once

#include "cli/check/check_options.h"
#include "u8i/scan/scan.h"
#include "u8i/scan/stream_decoder.h"
#include "u8i/strings/strings.h"

#include <string>
#include <vector>

namespace u8i::cli {

enum class Mode {
    None,
    Check,
    Decode,
    Dump,
    Explain,
    Encode,
    FixMojibake,
    Detect,
    Strings,
    Help,
    Version,
    Generate // --generate: the man page, docs/cli.md or the completions (for the build)
};

struct Options {
    Mode mode = Mode::None;
    bool json = false;
    Offset max = kNoOffset; // --max: diagnostics listed per file (kNoOffset: all)
    bool all = false;       // --check --all: binary files listed whole, not their first findings
    ErrorMode errors = ErrorMode::Replace;
    Offset from = 0;               // --dump --from
    std::string sourceEncoding;    // --decode --from: a legacy charset's name, or "auto"
    Offset length = kNoOffset;     // --dump --length (kNoOffset: to the end)
    bool explainFindings = false;  // --fix-mojibake --explain: the findings, not the text
    StringsOptions strings;        // --strings: --min, --encoding, --gaps
    std::vector<std::string> args; // files, or the text of --explain / --encode
    CheckOptions check;            // --check: walking, filters, jobs, format, severities
};

// Parses argv; false with one line in `error` for a usage error.
[[nodiscard]] bool parseOptions(int argc, char **argv, Options &options, std::string &error);

// "--check", ... for messages.
[[nodiscard]] const char *modeFlag(Mode mode);

} // namespace u8i::cli
