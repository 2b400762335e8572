// .utf8-inspector.toml, a project's rules for --check (read with toml++): characters never
// reported, paths never checked, and the level of notices per path glob. Each checked file takes
// the files found upward from it, nearer ones winning, up to the first with `root = true`. Globs
// are relative to the directory that holds the TOML file.
//
//   root = true
//   allow = ["U+00A0"]            # characters never reported
//   exclude = ["vendor/**"]       # paths never checked
//   [[rules]]
//   paths = ["docs/**"]
//   error = ["bom"]               # as --error
//   off = ["nonstandard-space"]   # as --no-warn
//   warn = ["control"]            # back to a warning
#pragma once

#include "cli/check/check_options.h"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace u8i::cli {

// Where a rule was written.
struct RuleSource {
    std::string file; // the TOML file
    int line = 0;
};

struct AllowedCharacter {
    std::uint32_t codePoint = 0;
    RuleSource source;
};

struct ExcludedPath {
    std::string glob;
    RuleSource source;
};

struct PathRule {
    std::vector<std::string> paths; // globs; none: every file
    std::vector<std::pair<NoticeKind, Severity>> levels;
    RuleSource source; // the [[rules]] table
};

struct ProjectConfig {
    std::string path; // the TOML file
    std::string dir;  // its directory, which its globs are relative to
    bool root = false;
    std::vector<AllowedCharacter> allow;
    std::vector<ExcludedPath> exclude;
    std::vector<PathRule> rules;
};

// Reads one TOML file. False with one line in `error` naming the file, the line and the key.
[[nodiscard]] bool readProjectConfig(const std::string &path, ProjectConfig &config,
                                     std::string &error);
// The same for `text`, the content of a TOML file at `path` (the fuzz target's way in).
[[nodiscard]] bool parseProjectConfig(std::string_view text, const std::string &path,
                                      ProjectConfig &config, std::string &error);

// `file` relative to the directory of `config` ('/'-separated), for its globs; empty when the
// file is not under it.
[[nodiscard]] std::string relativeTo(const ProjectConfig &config, const std::string &file);

// The TOML files found upward, read once for a whole run (thread-safe).
class ProjectConfigs {
  public:
    using Chain = std::vector<std::shared_ptr<const ProjectConfig>>;
    // The files that apply to `file`, farthest first (so that nearer ones win), up to the nearest
    // with root = true. False with one line in `error` when one of them is bad.
    [[nodiscard]] bool chainFor(const std::string &file, Chain &chain, std::string &error);

  private:
    // The TOML file of `dir` (nullptr when it has none), read once.
    [[nodiscard]] bool configIn(const std::string &dir,
                                std::shared_ptr<const ProjectConfig> &config, std::string &error);

    std::mutex m_mutex;
    std::map<std::string, std::shared_ptr<const ProjectConfig>> m_byDir;
    std::map<std::string, std::string> m_errors;
};

inline constexpr std::string_view kProjectConfigName = ".utf8-inspector.toml";

// "U+00A0" (4 to 6 hex digits, at most 10FFFF); nullopt otherwise.
[[nodiscard]] std::optional<std::uint32_t> parseUPlus(std::string_view text);

} // namespace u8i::cli
