// What a whole --check run shares of the project's rules: the .utf8-inspector.toml files read
// once, and the baseline.
#pragma once

#include "cli/check/check_options.h"
#include "cli/rules/baseline.h"
#include "cli/rules/project_config.h"

#include <memory>
#include <string>

namespace u8i::cli {

class RunRules {
  public:
    ProjectConfigs configs;
    std::unique_ptr<Baseline> baseline;
    bool fingerprints = false; // every finding gets its fingerprint (SARIF, or a baseline)

    // Whether a .utf8-inspector.toml excludes `path` (a bad one excludes nothing: checking the
    // file reports it).
    [[nodiscard]] bool excluded(const std::string &path);
};

// The run's rules for `options` (the baseline read, when given); nullptr with one line in `error`
// when the baseline cannot be read.
[[nodiscard]] std::shared_ptr<RunRules> makeRunRules(const CheckOptions &options,
                                                     std::string &error);

} // namespace u8i::cli
