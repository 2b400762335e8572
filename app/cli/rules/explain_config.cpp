// The rules that apply to one file, one line each, with where they come from.
#include "cli/rules/explain_config.h"

#include "cli/check/glob_match.h"
#include "cli/io/input.h"
#include "cli/io/output.h"
#include "cli/modes.h"
#include "cli/rules/file_rules.h"

#include <vector>

namespace u8i::cli {

namespace {

std::string at(const RuleSource &source)
{
    return "  " + source.file + ":" + std::to_string(source.line) + ": ";
}

std::string levelWord(Severity severity)
{
    switch (severity) {
    case Severity::Off: return "off";
    case Severity::Warning: return "warn";
    case Severity::Error: return "error";
    }
    return "warn";
}

void explainCharset(const CharsetDeclaration &d, std::vector<std::string> &lines)
{
    std::string s = "  " +
                    (d.source.empty() ? std::string(".editorconfig")
                                      : d.source + ":" + std::to_string(d.line)) +
                    ": charset = " + d.value + ": ";
    switch (d.charset) {
    case DeclaredCharset::Utf8: s += "a byte order mark is an error (bom)"; break;
    case DeclaredCharset::Utf8Bom: s += "a byte order mark is required (bom-missing)"; break;
    default:
        s += "checked as " + std::string(charsetWords(d.charset)) +
             ", not as UTF-8 (charset-mismatch)";
    }
    lines.push_back(s);
}

void explainConfigs(const FileRules &rules, const std::string &file,
                    std::vector<std::string> &lines)
{
    for (const auto &config : rules.chain()) {
        const std::string relative = relativeTo(*config, file);
        if (config->root)
            lines.push_back("  " + config->path + ": root = true (no file above it is read)");
        for (const AllowedCharacter &a : config->allow)
            lines.push_back(at(a.source) + "allow " + uPlus(a.codePoint) + ": never reported");
        for (const ExcludedPath &e : config->exclude)
            if (!relative.empty() && filterMatches(e.glob, relative))
                lines.push_back(at(e.source) + "exclude " + e.glob + ": not checked");
        for (const PathRule &rule : config->rules) {
            if (rule.levels.empty() || !pathRuleApplies(rule, relative))
                continue;
            std::string s = at(rule.source) + "[[rules]]";
            for (const std::string &glob : rule.paths)
                s += (glob == rule.paths.front() ? " paths " : ",") + glob;
            s += ":";
            for (const auto &[kind, severity] : rule.levels)
                s += " " + std::string(name(kind)) + "=" + levelWord(severity);
            lines.push_back(s);
        }
    }
}

} // namespace

int explainConfig(const CheckOptions &options)
{
    const std::string &file = options.explainConfig;
    std::string error;
    std::shared_ptr<RunRules> run = makeRunRules(options, error);
    FileRules rules;
    if (!run || !rules.load(file, options, *run, error)) {
        errorLine(shownName(file) + ": " + error);
        return kExitError;
    }
    std::vector<std::string> lines;
    if (rules.charset())
        explainCharset(*rules.charset(), lines);
    explainConfigs(rules, file, lines);
    for (std::size_t k = 0; k < options.severities.given.size(); ++k)
        if (options.severities.given[k])
            lines.push_back("  the command line: " + std::string(name(static_cast<NoticeKind>(k))) +
                            "=" + levelWord(options.severities.of[k]));
    if (const std::unique_ptr<Input> input = openOrReport(file, error);
        input && input->isMapped()) {
        rules.read(*input);
        for (const Allowance &a : rules.allowances())
            lines.push_back("  " + shownName(file) + ":" + std::to_string(a.at.line) + ": allow " +
                            a.word +
                            (a.known() ? ": allowed on lines " + std::to_string(a.at.line) + "-" +
                                             std::to_string(a.at.line + 1)
                                       : ": names no kind (bad-allowance)"));
    }
    out(shownName(file) + ": " +
        (lines.empty() ? std::string("no project rule applies") : "the rules that apply") + "\n");
    for (const std::string &line : lines)
        out(line + "\n");
    flushOut();
    return kExitValid;
}

} // namespace u8i::cli
