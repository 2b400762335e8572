// The bash, zsh and fish completions, made from the options table: every mode flag and option,
// the values of an option with choices, notice names (from the codec's vocabulary) for --error
// and --no-warn, and files where a file is expected.
#include "cli/options/generated_texts.h"

#include "cli/options/option_text.h"

#include "u8i/types.h"

#include <string_view>

namespace u8i::cli {

namespace {

// "bom zwnbsp ...": the notices of the codec's vocabulary.
std::string noticeWords()
{
    std::string words;
    for (const KindDescriptor<NoticeKind> &kind : kNoticeKindDescriptors)
        words += (words.empty() ? "" : " ") + std::string(kind.name);
    return words;
}

std::string valueWords(const OptionSpec &o)
{
    return o.value == ValueKind::Notices ? noticeWords() : std::string(o.choices);
}

// Every name and alias of the options of `mode` (the GUI's: the mode flags too).
std::string namesOf(Mode mode)
{
    std::string names;
    auto add = [&](std::string_view name) {
        if (!name.empty() && names.find(std::string(name) + ' ') == std::string::npos)
            names += std::string(name) + ' ';
    };
    if (mode == Mode::None)
        for (const ModeSpec *m : visibleModes()) {
            add(m->flag);
            add(m->alias);
        }
    for (const OptionSpec *o : optionsOf(mode)) {
        add(o->name);
        add(o->alias);
    }
    if (!names.empty())
        names.pop_back();
    return names;
}

std::string bashValueCases()
{
    std::string out;
    std::string text;
    for (const OptionSpec *o : distinctOptions()) {
        const std::string names =
            std::string(o->name) + (o->alias.empty() ? "" : "|" + std::string(o->alias));
        if (o->value == ValueKind::Choice)
            out += "        " + names + ") COMPREPLY=($(compgen -W '" + valueWords(*o) +
                   "' -- \"$cur\")); return ;;\n";
        else if (o->value == ValueKind::Notices)
            out += "        " + names +
                   ")\n            local done=\n            [[ $cur == *,* ]] && done=${cur%,*},\n"
                   "            COMPREPLY=($(compgen -P \"$done\" -W '" +
                   valueWords(*o) +
                   "' -- \"${cur##*,}\"))\n            compopt -o nospace 2>/dev/null\n            "
                   "return ;;\n";
        else if (o->value == ValueKind::File)
            out += "        " + names + ") COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n";
        else if (o->value == ValueKind::Text)
            text += (text.empty() ? "" : "|") + names;
    }
    return out + "        " + text + ") return ;;\n";
}

std::string bashModeCases()
{
    std::string out;
    for (const ModeSpec *m : visibleModes())
        if (m->mode != Mode::None)
            out += "            " + std::string(m->flag) + ") opts='" + namesOf(m->mode) + "' ;;\n";
    return out + "            *) opts='" + namesOf(Mode::None) + "' ;;\n";
}

std::string bashModeFlags()
{
    std::string flags;
    for (const ModeSpec *m : visibleModes())
        if (m->mode != Mode::None && m->mode != Mode::Help && m->mode != Mode::Version)
            flags += (flags.empty() ? "" : "|") + std::string(m->flag);
    return flags;
}

// Description text inside a zsh _arguments spec in single quotes.
std::string zshDescription(std::string_view help)
{
    std::string out;
    for (const char c : summaryOf(help)) {
        if (c == '\'')
            out += "'\\''";
        else if (std::string_view("[]:\\").find(c) != std::string_view::npos)
            out += std::string("\\") + c;
        else
            out += c;
    }
    return out;
}

std::string zshSpec(std::string_view name, const OptionSpec &o)
{
    const bool shortName = name.size() == 2;
    std::string spec = "    '*" + std::string(name);
    if (!o.argument.empty())
        spec += shortName ? "+" : "=";
    spec += "[" + zshDescription(o.help) + "]";
    const std::string arg = ":" + zshDescription(o.argument) + ":";
    if (o.value == ValueKind::Choice)
        spec += arg + "(" + valueWords(o) + ")";
    else if (o.value == ValueKind::Notices)
        spec += arg + "_values -s , notice " + valueWords(o);
    else if (o.value == ValueKind::File)
        spec += arg + "_files";
    else if (o.value == ValueKind::Text)
        spec += arg + " ";
    return spec + "' \\\n";
}

// A string in single quotes for fish.
std::string fishQuoted(std::string_view text)
{
    std::string out = "'";
    for (const char c : text) {
        if (c == '\'' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "'";
}

std::string fishNames(std::string_view name, std::string_view alias)
{
    std::string out;
    for (const std::string_view n : {name, alias}) {
        if (n.starts_with("--"))
            out += " -l " + std::string(n.substr(2));
        else if (n.size() == 2)
            out += " -s " + std::string(n.substr(1));
    }
    return out;
}

} // namespace

std::string bashCompletion()
{
    return "# bash completion for utf8-inspector. Generated by `utf8-inspector --generate "
           "complete-bash`\n# from the options table (app/cli/options).\n"
           "_utf8_inspector()\n{\n"
           "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
           "    if [[ $cur == = ]]; then\n        cur=\n"
           "    elif [[ $prev == = ]]; then\n        prev=${COMP_WORDS[COMP_CWORD-2]}\n    fi\n"
           "    case $prev in\n" +
           bashValueCases() +
           "    esac\n    local mode= word opts\n"
           "    for word in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do\n"
           "        case $word in\n            " +
           bashModeFlags() +
           ") [[ $mode ]] || mode=$word ;;\n        esac\n    done\n"
           "    if [[ $cur == -* ]]; then\n        case $mode in\n" +
           bashModeCases() +
           "        esac\n        COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
           "        return\n    fi\n    COMPREPLY=($(compgen -f -- \"$cur\"))\n}\n"
           "complete -o filenames -F _utf8_inspector utf8-inspector\n";
}

std::string zshCompletion()
{
    std::string out = "#compdef utf8-inspector\n# zsh completion for utf8-inspector. Generated "
                      "by `utf8-inspector --generate complete-zsh`\n# from the options table "
                      "(app/cli/options).\n_arguments -S \\\n";
    for (const ModeSpec *m : visibleModes())
        for (const std::string_view flag : {m->flag, m->alias})
            if (!flag.empty())
                out += "    '" + std::string(flag) + "[" + zshDescription(m->help) + "]' \\\n";
    for (const OptionSpec *o : distinctOptions())
        for (const std::string_view name : {o->name, o->alias})
            if (!name.empty())
                out += zshSpec(name, *o);
    return out + "    '*:file:_files'\n";
}

std::string fishCompletion()
{
    std::string out = "# fish completion for utf8-inspector. Generated by `utf8-inspector "
                      "--generate complete-fish`\n# from the options table (app/cli/options).\n";
    const std::string c = "complete -c utf8-inspector";
    for (const ModeSpec *m : visibleModes())
        if (m->mode != Mode::None)
            out +=
                c + fishNames(m->flag, m->alias) + " -d " + fishQuoted(summaryOf(m->help)) + '\n';
    for (const OptionSpec *o : distinctOptions()) {
        out += c + fishNames(o->name, o->alias);
        if (o->value == ValueKind::Choice || o->value == ValueKind::Notices)
            out += " -x -a " + fishQuoted(valueWords(*o));
        else if (o->value == ValueKind::File)
            out += " -r -F";
        else if (o->value == ValueKind::Text)
            out += " -x";
        out += " -d " + fishQuoted(summaryOf(o->help)) + '\n';
    }
    return out;
}

} // namespace u8i::cli
