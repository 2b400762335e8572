// Parsing the CI options of --check. Notice names come from the codec's vocabulary
// (kind_descriptors.h), so every notice the codec knows is accepted by --error and --no-warn.
#include "cli/check/check_options.h"

#include <charconv>
#include <string_view>

namespace u8i::cli {

std::string alternatives(const std::vector<std::string_view> &words)
{
    std::string s;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0)
            s += i + 1 == words.size() ? " or " : ", ";
        s += words[i];
    }
    return s;
}

std::string noticeNameList()
{
    std::vector<std::string_view> names;
    for (const KindDescriptor<NoticeKind> &kind : kNoticeKindDescriptors)
        names.push_back(kind.name);
    return alternatives(names);
}

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
            severities.given[static_cast<std::size_t>(*kind)] = true;
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

bool finishCheckOptions(bool checkMode, bool &json, CheckOptions &options, std::string &error)
{
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
