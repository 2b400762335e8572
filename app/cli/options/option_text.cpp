// What the generated texts say of a mode or an option (option_text.h).
#include "cli/options/option_text.h"

#include <algorithm>

namespace u8i::cli {

std::vector<const OptionSpec *> optionsOf(Mode mode)
{
    std::vector<const OptionSpec *> options;
    for (const OptionSpec &o : optionSpecs())
        if ((o.modes & modeBit(mode)) != 0)
            options.push_back(&o);
    return options;
}

std::vector<const ModeSpec *> visibleModes()
{
    std::vector<const ModeSpec *> modes;
    for (const ModeSpec &m : modeSpecs())
        if (!m.hidden)
            modes.push_back(&m);
    return modes;
}

std::vector<const OptionSpec *> distinctOptions()
{
    std::vector<const OptionSpec *> options;
    for (const OptionSpec &o : optionSpecs())
        if (std::none_of(options.begin(), options.end(),
                         [&](const OptionSpec *seen) { return seen->name == o.name; }))
            options.push_back(&o);
    return options;
}

std::vector<std::string> usageWords(const ModeSpec &mode)
{
    std::vector<std::string> words{"utf8-inspector"};
    if (!mode.flag.empty())
        words.emplace_back(mode.flag);
    for (const OptionSpec *o : optionsOf(mode.mode))
        words.push_back('[' + usageTerm(*o) + ']');
    if (!mode.operands.empty())
        words.emplace_back(mode.operands);
    return words;
}

std::string helpTerm(const OptionSpec &option)
{
    std::string term = usageTerm(option);
    if (!option.alias.empty()) {
        term += ", ";
        term += option.alias;
        if (!option.argument.empty() && option.value != ValueKind::Choice)
            term += ' ' + std::string(option.argument);
    }
    return term;
}

std::string helpTerm(const ModeSpec &mode)
{
    std::string term(mode.flag);
    if (!mode.alias.empty())
        term += ", " + std::string(mode.alias);
    return term;
}

std::string summaryOf(std::string_view help)
{
    // Up to the first ". ", "; " or ": " outside parentheses.
    std::size_t end = 0;
    for (int depth = 0; end < help.size() && help[end] != '\n'; ++end) {
        const char c = help[end];
        depth += c == '(' ? 1 : c == ')' ? -1 : 0;
        const bool stop = c == '.' || c == ';' || c == ':';
        if (depth == 0 && stop && end + 1 < help.size() && help[end + 1] == ' ')
            break;
    }
    std::string summary(help.substr(0, end));
    if (!summary.empty() && summary.back() == '.')
        summary.pop_back();
    constexpr std::size_t kMost = 70;
    if (summary.size() > kMost) {
        summary.resize(summary.rfind(' ', kMost));
        summary += "...";
    }
    return summary;
}

std::vector<std::string> paragraphsOf(std::string_view help)
{
    const std::string text = withNotices(help);
    std::vector<std::string> paragraphs;
    for (std::size_t start = 0; start <= text.size();) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        paragraphs.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return paragraphs;
}

} // namespace u8i::cli
