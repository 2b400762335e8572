// Argument parsing: every usage error is one line that says what is wrong.
#include "cli/options.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <optional>
#include <string_view>

namespace u8i::cli {

namespace {

std::optional<Mode> modeOf(std::string_view arg)
{
    if (arg == "--check")
        return Mode::Check;
    if (arg == "--decode")
        return Mode::Decode;
    if (arg == "--dump")
        return Mode::Dump;
    if (arg == "--explain")
        return Mode::Explain;
    if (arg == "--encode")
        return Mode::Encode;
    if (arg == "--fix-mojibake")
        return Mode::FixMojibake;
    if (arg == "--detect")
        return Mode::Detect;
    if (arg == "--strings")
        return Mode::Strings;
    if (arg == "--help" || arg == "-h")
        return Mode::Help;
    if (arg == "--version")
        return Mode::Version;
    return std::nullopt;
}

// A non-negative number, decimal or 0x hex.
bool parseNumber(std::string_view text, Offset &value)
{
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    }
    if (text.empty() || text.size() > 20)
        return false;
    Offset v = 0;
    for (const char c : text) {
        int d = -1;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (base == 16 && c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (base == 16 && c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        if (d < 0)
            return false;
        const Offset next = v * static_cast<Offset>(base) + static_cast<Offset>(d);
        if (next / static_cast<Offset>(base) != v)
            return false; // overflow
        v = next;
    }
    value = v;
    return true;
}

} // namespace

const char *modeFlag(Mode mode)
{
    switch (mode) {
    case Mode::Check: return "--check";
    case Mode::Decode: return "--decode";
    case Mode::Dump: return "--dump";
    case Mode::Explain: return "--explain";
    case Mode::Encode: return "--encode";
    case Mode::FixMojibake: return "--fix-mojibake";
    case Mode::Detect: return "--detect";
    case Mode::Strings: return "--strings";
    case Mode::Help: return "--help";
    case Mode::Version: return "--version";
    case Mode::None: break;
    }
    return "";
}

namespace {

// Which options with a value were given, to check afterwards that they go with the mode.
struct OptionsSeen {
    bool json = false;
    bool all = false;
    bool max = false;
    bool normalization = false;
    bool errors = false;
    bool from = false;
    std::string fromText;
    bool length = false;
    bool strings = false; // --min, --encoding or --gaps
};

// A mode flag; --fix-mojibake --explain (in either order) makes --explain a flag of --fix-mojibake.
bool takeMode(Mode mode, std::string_view arg, Options &options, std::string &error)
{
    const bool fixAndExplain = (options.mode == Mode::FixMojibake && mode == Mode::Explain) ||
                               (options.mode == Mode::Explain && mode == Mode::FixMojibake);
    if (fixAndExplain || (mode == Mode::Explain && options.explainFindings)) {
        options.mode = Mode::FixMojibake;
        options.explainFindings = true;
        return true;
    }
    if (options.mode != Mode::None && options.mode != mode) {
        error = std::string(modeFlag(options.mode)) + " and " + std::string(arg) +
                " cannot be combined";
        return false;
    }
    options.mode = mode;
    return true;
}

bool parseErrorMode(std::string_view v, ErrorMode &mode, std::string &error)
{
    if (v == "replace")
        mode = ErrorMode::Replace;
    else if (v == "strict")
        mode = ErrorMode::Strict;
    else if (v == "ignore")
        mode = ErrorMode::Ignore;
    else if (v == "escape")
        mode = ErrorMode::Escape;
    else {
        error = "unknown --errors mode '" + std::string(v) +
                "' (expected replace, strict, ignore or escape)";
        return false;
    }
    return true;
}

// --strings --min N, --encoding LIST, --gaps.
bool takeStringsOption(std::string_view name, std::string_view v, StringsOptions &strings,
                       std::string &error)
{
    if (name == "--gaps") {
        strings.gaps = true;
    } else if (name == "--min") {
        if (!parseNumber(v, strings.minCharacters) || strings.minCharacters == 0) {
            error = "--min needs a number of characters (1 or more), not '" + std::string(v) + "'";
            return false;
        }
    } else {
        std::fill(std::begin(strings.encodings), std::end(strings.encodings), false);
        std::size_t begin = 0;
        for (;;) {
            const std::size_t comma = v.find(',', begin);
            const std::string_view item = v.substr(begin, comma - begin);
            const std::optional<TextEncoding> e = textEncodingFromName(item);
            if (!e) {
                error = "--encoding: unknown encoding '" + std::string(item) +
                        "' (expected utf-8, utf-16le or utf-16be, separated by commas)";
                return false;
            }
            strings.encodings[static_cast<int>(*e)] = true;
            if (comma == std::string_view::npos)
                break;
            begin = comma + 1;
        }
    }
    return true;
}

// An option other than a mode: --json, or one with a value (--name VALUE or --name=VALUE), which
// advances i past VALUE.
bool takeOption(int argc, char **argv, int &i, Options &options, OptionsSeen &seen,
                std::string &error)
{
    const std::string_view arg = argv[i];
    const std::size_t eq = arg.find('=');
    const std::string_view name = arg.substr(0, eq);
    auto value = [&](std::string_view &v) {
        if (eq != std::string_view::npos) {
            v = arg.substr(eq + 1);
            return true;
        }
        if (i + 1 >= argc) {
            error = std::string(name) + " needs a value";
            return false;
        }
        v = argv[++i];
        return true;
    };
    constexpr std::size_t npos = std::string_view::npos;
    std::string_view v;
    if (name == "--json" && eq == std::string_view::npos) {
        seen.json = options.json = true;
    } else if (name == "--all" && eq == std::string_view::npos) {
        seen.all = options.all = true;
    } else if (name == "--max") {
        if (!value(v))
            return false;
        if (!parseNumber(v, options.max)) {
            error = "--max needs a number of diagnostics, not '" + std::string(v) + "'";
            return false;
        }
        seen.max = true;
    } else if (name == "--normalization") {
        if (!value(v))
            return false;
        const auto form = charsets::normalizationFormFromName(v);
        if (!form) {
            error = "--normalization needs nfc or nfd, not '" + std::string(v) + "'";
            return false;
        }
        options.check.deceptive.normalization = *form;
        seen.normalization = true;
    } else if (name == "--errors") {
        if (!value(v) || !parseErrorMode(v, options.errors, error))
            return false;
        seen.errors = true;
    } else if (name == "--from") {
        if (!value(v))
            return false;
        seen.fromText = std::string(v); // an offset (--dump) or an encoding (--decode)
        seen.from = true;
    } else if (name == "--length") {
        if (!value(v))
            return false;
        if (!parseNumber(v, options.length)) {
            error = "--length needs a number of bytes, not '" + std::string(v) + "'";
            return false;
        }
        seen.length = true;
    } else if (name == "--min" || name == "--encoding" || (name == "--gaps" && eq == npos)) {
        seen.strings = true;
        return (name == "--gaps" || value(v)) && takeStringsOption(name, v, options.strings, error);
    } else {
        error = "unknown option '" + std::string(arg) + "' (see --help)";
        return false;
    }
    return true;
}

// A mode was given, and every option given goes with it.
bool checkOptionsFitMode(Mode mode, const OptionsSeen &seen, std::string &error)
{
    auto misplaced = [&](bool saw, const char *option, const char *modes) {
        if (!saw)
            return false;
        error = std::string(option) + " goes with " + modes;
        return true;
    };
    if (mode == Mode::None) {
        error =
            "no mode given: use --check, --decode, --dump, --explain, --encode, --fix-mojibake, "
            "--detect or --strings (see --help)";
        return false;
    }
    return !(misplaced(seen.json && mode != Mode::Check && mode != Mode::Dump &&
                           mode != Mode::Detect && mode != Mode::Strings,
                       "--json", "--check, --dump, --detect or --strings") ||
             misplaced(seen.strings && mode != Mode::Strings, "--min, --encoding and --gaps",
                       "--strings") ||
             misplaced(seen.max && mode != Mode::Check, "--max", "--check") ||
             misplaced(seen.all && mode != Mode::Check, "--all", "--check") ||
             misplaced(seen.normalization && mode != Mode::Check, "--normalization", "--check") ||
             misplaced(seen.errors && mode != Mode::Decode, "--errors", "--decode") ||
             misplaced(seen.errors && seen.from && mode == Mode::Decode, "--errors",
                       "--decode without --from (a legacy encoding has no ill-formed bytes)") ||
             misplaced(seen.from && mode != Mode::Dump && mode != Mode::Decode, "--from",
                       "--dump (an offset) or --decode (an encoding)") ||
             misplaced(seen.length && mode != Mode::Dump, "--length", "--dump"));
}

// --from: the offset --dump starts at, or the encoding --decode reads.
bool takeFrom(const OptionsSeen &seen, Options &options, std::string &error)
{
    if (!seen.from)
        return true;
    if (options.mode == Mode::Decode) {
        if (seen.fromText.empty()) {
            error = "--decode --from needs an encoding (Windows-1251, KOI8-R, ...) or auto";
            return false;
        }
        options.sourceEncoding = seen.fromText;
        return true;
    }
    if (!parseNumber(seen.fromText, options.from)) {
        error = "--from needs an offset (decimal or 0x hex), not '" + seen.fromText + "'";
        return false;
    }
    return true;
}

// The mode has the number of arguments it needs.
bool checkArguments(const Options &options, std::string &error)
{
    const Mode mode = options.mode;
    switch (mode) {
    case Mode::Check:
        if (options.args.empty() && options.check.filesFrom.empty()) {
            error = "--check needs at least one FILE or DIR ('-' reads stdin), or --files-from";
            return false;
        }
        break;
    case Mode::Detect:
    case Mode::Strings:
        if (options.args.empty()) {
            error = std::string(modeFlag(mode)) + " needs at least one FILE ('-' reads stdin)";
            return false;
        }
        break;
    case Mode::Decode:
    case Mode::Dump:
    case Mode::FixMojibake:
        if (options.args.size() != 1) {
            error = std::string(modeFlag(mode)) +
                    (options.args.empty()
                         ? " needs a FILE ('-' reads stdin)"
                         : " takes one FILE, not " + std::to_string(options.args.size()));
            return false;
        }
        break;
    case Mode::Explain:
        if (options.args.empty()) {
            error = "--explain needs bytes in hex, e.g. --explain \"F8 93 EA 80 B2 5C 00\"";
            return false;
        }
        break;
    case Mode::Encode:
        if (options.args.empty()) {
            error = "--encode needs a code point or text, e.g. --encode U+1F41A";
            return false;
        }
        break;
    case Mode::Help:
    case Mode::Version:
    case Mode::None: break;
    }
    return true;
}

} // namespace

bool parseOptions(int argc, char **argv, Options &options, std::string &error)
{
    OptionsSeen seen;
    bool onlyArguments = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (onlyArguments || arg == "-" || arg.empty() || arg[0] != '-') {
            options.args.emplace_back(arg);
        } else if (arg == "--") {
            onlyArguments = true;
        } else if (const std::optional<Mode> mode = modeOf(arg)) {
            if (!takeMode(*mode, arg, options, error))
                return false;
        } else if (const Taken t = takeCheckOption(argc, argv, i, options.check, error);
                   t != Taken::No) {
            if (t == Taken::Failed)
                return false;
        } else if (!takeOption(argc, argv, i, options, seen, error)) {
            return false;
        }
    }
    return checkOptionsFitMode(options.mode, seen, error) && takeFrom(seen, options, error) &&
           finishCheckOptions(options.mode == Mode::Check, options.json, options.check, error) &&
           checkArguments(options, error);
}

} // namespace u8i::cli
