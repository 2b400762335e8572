// The options that fit --check into a CI pipeline: which files (directories walked, --include,
// --exclude, --files-from, --binary), how (-j), and what is said and how loudly (--format, --quiet,
// --error, --no-warn).
#pragma once

#include "u8i/charsets/deceptive/deceptive_text.h"
#include "u8i/types.h"

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace u8i::cli {

enum class CheckFormat : std::uint8_t { Human, Json, Sarif, Github };

// What a notice is for this run: silenced (--no-warn), a warning (its descriptor's default) or an
// error
// (--error), which fails the run as an ill-formed byte does.
enum class Severity : std::uint8_t { Off, Warning, Error };

struct NoticeSeverities {
    std::array<Severity, kNoticeKindCount> of{}; // by NoticeKind
    std::array<bool, kNoticeKindCount> given{};  // set on the command line (--error, --no-warn)

    NoticeSeverities()
    {
        for (const KindDescriptor<NoticeKind> &kind : kNoticeKindDescriptors)
            of[static_cast<std::size_t>(kind.kind)] =
                kind.level == KindLevel::Error ? Severity::Error : Severity::Warning;
    }
    [[nodiscard]] Severity operator[](NoticeKind kind) const
    {
        return of[static_cast<std::size_t>(kind)];
    }
};

class RunRules; // app/cli/rules/run_rules.h

struct CheckOptions {
    CheckFormat format = CheckFormat::Human;
    bool formatGiven = false;
    bool quiet = false;
    bool binary = false;                // --binary: check binary files found in directories too
    unsigned jobs = 0;                  // -j N; 0: one per core
    std::vector<std::string> include;   // --include GLOB
    std::vector<std::string> exclude;   // --exclude GLOB
    std::vector<std::string> filesFrom; // --files-from FILE|-
    bool nulSeparated = false;          // -0: --files-from names end with NUL, not a line feed
    NoticeSeverities severities;
    charsets::DeceptiveOptions deceptive; // --normalization=nfc|nfd
    // A project's rules (.editorconfig, .utf8-inspector.toml, inline allowances) for files
    // checked by path, and --baseline: shared by the run's threads; checkTarget makes its own
    // when null.
    bool projectRules = true;
    std::string baseline;      // --baseline FILE.sarif
    std::string explainConfig; // --explain-config FILE
    std::shared_ptr<RunRules> rules;
};

// -j N: from 1 to 1024.
[[nodiscard]] bool parseJobs(std::string_view text, unsigned &jobs, std::string &error);
// --format: human, json, sarif or github.
[[nodiscard]] bool parseFormat(std::string_view text, CheckFormat &format, std::string &error);

// After parsing: -0 has --files-from, and --json and --format agree (`json` is set for
// --format=json and gives the format when --format is absent).
[[nodiscard]] bool finishCheckOptions(bool checkMode, bool &json, CheckOptions &options,
                                      std::string &error);

// "a, b or c": the words as alternatives in a message.
[[nodiscard]] std::string alternatives(const std::vector<std::string_view> &words);

// "bom, zwnbsp, ... or control": every notice name of the codec's vocabulary.
[[nodiscard]] std::string noticeNameList();

// Sets the severity of each notice named in a comma-separated list ("bom,control"); false with a
// line in `error` for a name that is not a notice.
[[nodiscard]] bool setSeverities(std::string_view list, Severity severity, const char *option,
                                 NoticeSeverities &severities, std::string &error);

} // namespace u8i::cli
