// The run's shared rules: the TOML files and the baseline.
#include "cli/rules/run_rules.h"

#include "cli/check/glob_match.h"

namespace u8i::cli {

bool RunRules::excluded(const std::string &path)
{
    if (path == "-")
        return false;
    ProjectConfigs::Chain chain;
    std::string error;
    if (!configs.chainFor(path, chain, error))
        return false;
    for (const auto &config : chain) {
        const std::string relative = relativeTo(*config, path);
        for (const ExcludedPath &e : config->exclude)
            if (!relative.empty() && filterMatches(e.glob, relative))
                return true;
    }
    return false;
}

std::shared_ptr<RunRules> makeRunRules(const CheckOptions &options, std::string &error)
{
    auto rules = std::make_shared<RunRules>();
    rules->fingerprints = options.format == CheckFormat::Sarif || !options.baseline.empty();
    if (!options.baseline.empty()) {
        rules->baseline = Baseline::load(options.baseline, error);
        if (!rules->baseline)
            return nullptr;
    }
    return rules;
}

} // namespace u8i::cli
