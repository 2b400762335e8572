// Argument parsing from the options table: the mode first, then each option through its row's
// parse. Every usage error is one line that says what is wrong.
#include "cli/options.h"

#include "cli/options/option_table.h"

#include <algorithm>
#include <optional>
#include <string_view>
#include <vector>

namespace u8i::cli {

const char *modeFlag(Mode mode)
{
    for (const ModeSpec &m : modeSpecs())
        if (m.mode == mode)
            return m.flag.data(); // a literal: terminated
    return "";
}

namespace {

bool isOperand(std::string_view arg)
{
    return arg == "-" || arg.empty() || arg[0] != '-';
}

// An argument that names an option: its name ("--max" for "--max=3", "-j" for "-j4") and the
// value it holds, if any.
struct Spelled {
    std::string_view name;
    std::optional<std::string_view> value;
};

Spelled spell(std::string_view arg)
{
    if (arg.starts_with("--")) {
        const std::size_t eq = arg.find('=');
        if (eq == std::string_view::npos)
            return {arg, std::nullopt};
        return {arg.substr(0, eq), arg.substr(eq + 1)};
    }
    // A short option with a value holds it: -j4, -j=4.
    const std::string_view shortName = arg.substr(0, 2);
    if (const OptionSpec *o = findAnyOption(shortName);
        arg.size() > 2 && o != nullptr && !o->argument.empty())
        return {shortName, arg.substr(arg[2] == '=' ? 3 : 2)};
    return {arg, std::nullopt};
}

// The mode of `flag` joined to the one found so far: one mode, except that --fix-mojibake
// --explain (in either order) is --fix-mojibake with its --explain.
bool joinMode(Mode &mode, const ModeSpec &flag, std::string &error)
{
    const bool fixAndExplain = (mode == Mode::FixMojibake && flag.mode == Mode::Explain) ||
                               (mode == Mode::Explain && flag.mode == Mode::FixMojibake);
    if (mode == Mode::None || mode == flag.mode || fixAndExplain) {
        mode = fixAndExplain ? Mode::FixMojibake : flag.mode;
        return true;
    }
    error = std::string(modeFlag(mode)) + " and " + std::string(flag.flag) + " cannot be combined";
    return false;
}

// The first pass: the mode, whatever the order of the arguments (an option's value is skipped).
bool findModeOf(int argc, char **argv, Mode &mode, std::string &error)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--")
            break;
        if (isOperand(arg))
            continue;
        if (const ModeSpec *m = findMode(arg)) {
            if (!joinMode(mode, *m, error))
                return false;
            continue;
        }
        const Spelled s = spell(arg);
        const OptionSpec *o = findAnyOption(s.name);
        if (o != nullptr && !o->argument.empty() && !s.value)
            ++i;
    }
    return true;
}

// The value of the option at argv[i]: the one the argument holds, or the next argument.
bool valueOf(const OptionSpec &option, const Spelled &s, int argc, char **argv, int &i,
             std::string_view &value, std::string &error)
{
    if (option.argument.empty()) {
        if (s.value)
            error = std::string(s.name) + " takes no value";
        return !s.value;
    }
    if (s.value) {
        value = *s.value;
        return true;
    }
    if (i + 1 >= argc) {
        error = std::string(s.name) + " needs a value";
        return false;
    }
    value = argv[++i];
    return true;
}

// The option at argv[i], through its row for the mode.
bool takeOption(int argc, char **argv, int &i, Options &options,
                std::vector<std::string_view> &given, std::string &error)
{
    const std::string_view arg = argv[i];
    const Spelled s = spell(arg);
    const OptionSpec *any = findAnyOption(s.name);
    if (any == nullptr) {
        error = "unknown option '" + std::string(arg) + "' (see --help)";
        return false;
    }
    std::string_view value;
    if (!valueOf(*any, s, argc, argv, i, value, error))
        return false;
    if (options.mode == Mode::None)
        return true; // "no mode given" is said after every option was read
    const OptionSpec *option = findOption(s.name, options.mode);
    if (option == nullptr || option->parse == nullptr) {
        error = std::string(s.name) + " goes with " + modesOf(s.name);
        return false;
    }
    given.push_back(option->name);
    return option->parse(value, options, error);
}

// "--check, --decode, ... or --strings": the modes that do something with files or bytes.
std::string modeList()
{
    std::vector<std::string_view> flags;
    for (const ModeSpec &m : modeSpecs())
        if (!m.hidden && !m.operands.empty() && m.mode != Mode::None)
            flags.push_back(m.flag);
    return alternatives(flags);
}

// The options that only make sense together.
bool checkCombinations(const Options &options, const std::vector<std::string_view> &given,
                       std::string &error)
{
    auto gave = [&](std::string_view name) {
        return std::find(given.begin(), given.end(), name) != given.end();
    };
    if (options.mode == Mode::Decode && gave("--errors") && gave("--from")) {
        error = "--errors goes with --decode without --from (a legacy encoding has no ill-formed "
                "bytes)";
        return false;
    }
    return true;
}

// The mode has the operands it needs.
bool checkArguments(const Options &options, std::string &error)
{
    const Mode mode = options.mode;
    const std::size_t n = options.args.size();
    const std::string flag = modeFlag(mode);
    switch (mode) {
    case Mode::Check:
        if (n == 0 && options.check.filesFrom.empty() && options.check.explainConfig.empty())
            error = "--check needs at least one FILE or DIR ('-' reads stdin), or --files-from";
        break;
    case Mode::Detect:
    case Mode::Strings:
        if (n == 0)
            error = flag + " needs at least one FILE ('-' reads stdin)";
        break;
    case Mode::Decode:
    case Mode::Dump:
    case Mode::FixMojibake:
        if (n != 1)
            error = flag + (n == 0 ? " needs a FILE ('-' reads stdin)"
                                   : " takes one FILE, not " + std::to_string(n));
        break;
    case Mode::Explain:
        if (n == 0)
            error = "--explain needs bytes in hex, e.g. --explain \"F8 93 EA 80 B2 5C 00\"";
        break;
    case Mode::Encode:
        if (n == 0)
            error = "--encode needs a code point or text, e.g. --encode U+1F41A";
        break;
    case Mode::Generate:
        if (n != 1)
            error = "--generate needs one of " + std::string(findMode(flag)->operands);
        break;
    case Mode::Help:
    case Mode::Version:
    case Mode::None: break;
    }
    return error.empty();
}

} // namespace

bool parseOptions(int argc, char **argv, Options &options, std::string &error)
{
    if (!findModeOf(argc, argv, options.mode, error))
        return false;
    std::vector<std::string_view> given;
    bool onlyArguments = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (onlyArguments || isOperand(arg)) {
            options.args.emplace_back(arg);
        } else if (arg == "--") {
            onlyArguments = true;
        } else if (const ModeSpec *m = findMode(arg); m != nullptr && m->mode == options.mode) {
            continue;
        } else if (!takeOption(argc, argv, i, options, given, error)) {
            return false;
        }
    }
    if (options.mode == Mode::None) {
        error = "no mode given: use " + modeList() + " (see --help)";
        return false;
    }
    return checkCombinations(options, given, error) &&
           finishCheckOptions(options.mode == Mode::Check, options.json, options.check, error) &&
           checkArguments(options, error);
}

} // namespace u8i::cli
