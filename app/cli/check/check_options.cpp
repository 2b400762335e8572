// Parsing the CI options of --check. Notice names come from the codec's vocabulary
// (kind_descriptors.h), so every notice the codec knows is accepted by --error and --no-warn.
#include "cli/check/check_options.h"

#include <charconv>
#include <string_view>

namespace u8i::cli {

namespace {

} // namespace

std::string noticeNameList()
{
    std::string s;
    for (const KindDescriptor<NoticeKind> &kind : kNoticeKindDescriptors) {
        if (!s.empty())
            s += kind.kind == kLastNoticeKind ? " or " : ", ";
        s += kind.name;
    }
    return s;
}

namespace {

bool parseJobs(std::string_view text, unsigned &jobs, std::string &error)
{
    unsigned n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size() || n == 0 || n > 1024) {
        error =
            "-j needs a number of parallel checks from 1 to 1024, not '" + std::string(text) + "'";
        return false;
    }
    jobs = n;
    return true;
}

bool parseFormat(std::string_view text, CheckFormat &format, std::string &error)
{
    if (text == "human")
        format = CheckFormat::Human;
    else if (text == "json")
        format = CheckFormat::Json;
    else if (text == "sarif")
        format = CheckFormat::Sarif;
    else if (text == "github")
        format = CheckFormat::Github;
    else {
        error =
            "unknown --format '" + std::string(text) + "' (expected human, json, sarif or github)";
        return false;
    }
    return true;
}

// An option with a value: --name VALUE or --name=VALUE (and -jN for -j). The value of argv[i]
// goes to `value`, or argv[i + 1], advancing i.
bool valueOf(int argc, char **argv, int &i, std::string_view name, std::string_view &value,
             std::string &error)
{
    const std::string_view arg = argv[i];
    if (arg.size() > name.size()) {
        value = arg.substr(name.size() + (arg[name.size()] == '=' ? 1 : 0));
        return true;
    }
    if (i + 1 >= argc) {
        error = std::string(name) + " needs a value";
        return false;
    }
    value = argv[++i];
    return true;
}

// The option's name: "--include" for "--include=*.c", "-j" for "-j4".
std::string_view optionName(std::string_view arg)
{
    if (arg.starts_with("-j"))
        return "-j";
    return arg.substr(0, arg.find('='));
}

bool takeValued(std::string_view name, std::string_view value, CheckOptions &options,
                std::string &error)
{
    if (name == "-j" || name == "--jobs")
        return parseJobs(value, options.jobs, error);
    if (name == "--format") {
        options.formatGiven = true;
        return parseFormat(value, options.format, error);
    }
    if (name == "--error")
        return setSeverities(value, Severity::Error, "--error", options.severities, error);
    if (name == "--no-warn")
        return setSeverities(value, Severity::Off, "--no-warn", options.severities, error);
    if (value.empty()) {
        error = std::string(name) + " needs a non-empty value";
        return false;
    }
    if (name == "--include")
        options.include.emplace_back(value);
    else if (name == "--exclude")
        options.exclude.emplace_back(value);
    else
        options.filesFrom.emplace_back(value);
    return true;
}

} // namespace

bool setSeverities(std::string_view list, Severity severity, const char *option,
                   NoticeSeverities &severities, std::string &error)
{
    if (list.empty()) {
        error = std::string(option) + " needs notice names: " + noticeNameList();
        return false;
    }
    for (std::size_t start = 0; start <= list.size();) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::string_view word = list.substr(start, comma - start);
        start = comma + 1;
        if (const std::optional<NoticeKind> kind = noticeKindFromName(word)) {
            severities.of[static_cast<std::size_t>(*kind)] = severity;
            continue;
        }
        if (errorKindFromName(word))
            error = std::string(option) + ": '" + std::string(word) +
                    "' is a kind of ill-formed bytes, always an error; " + option +
                    " takes notices: " + noticeNameList();
        else
            error = std::string(option) + ": unknown notice '" + std::string(word) +
                    "' (expected " + noticeNameList() + ")";
        return false;
    }
    return true;
}

Taken takeCheckOption(int argc, char **argv, int &i, CheckOptions &options, std::string &error)
{
    const std::string_view arg = argv[i];
    const std::string_view name = optionName(arg);
    bool ok = true;
    if (arg == "--quiet" || arg == "-q") {
        options.quiet = true;
    } else if (arg == "--binary") {
        options.binary = true;
    } else if (arg == "-0") {
        options.nulSeparated = true;
    } else if (name == "-j" || name == "--jobs" || name == "--format" || name == "--error" ||
               name == "--no-warn" || name == "--include" || name == "--exclude" ||
               name == "--files-from") {
        std::string_view value;
        ok = valueOf(argc, argv, i, name, value, error) && takeValued(name, value, options, error);
    } else {
        return Taken::No;
    }
    if (options.firstGiven.empty())
        options.firstGiven = std::string(name);
    return ok ? Taken::Yes : Taken::Failed;
}

bool finishCheckOptions(bool checkMode, bool &json, CheckOptions &options, std::string &error)
{
    if (!options.firstGiven.empty() && !checkMode) {
        error = options.firstGiven + " goes with --check";
        return false;
    }
    if (options.nulSeparated && options.filesFrom.empty()) {
        error = "-0 goes with --files-from (names separated by NUL bytes)";
        return false;
    }
    if (!checkMode)
        return true;
    if (json && options.formatGiven && options.format != CheckFormat::Json) {
        error = "--json and --format other than json cannot be combined";
        return false;
    }
    if (json)
        options.format = CheckFormat::Json;
    json = options.format == CheckFormat::Json;
    return true;
}

} // namespace u8i::cli
