// The options of the command line: one row each, with the modes it belongs to, its argument, its
// help and its parse (option_table.h). A new option is one row here.
#include "cli/options/option_table.h"

#include "cli/options/option_values.h"

#include <array>
#include <cctype>
#include <utility>
#include <vector>

namespace u8i::cli {

namespace {

constexpr ModeSet kGui = modeBit(Mode::None);
constexpr ModeSet kCheck = modeBit(Mode::Check);
constexpr ModeSet kDecode = modeBit(Mode::Decode);
constexpr ModeSet kDump = modeBit(Mode::Dump);
constexpr ModeSet kFixMojibake = modeBit(Mode::FixMojibake);
constexpr ModeSet kDetect = modeBit(Mode::Detect);
constexpr ModeSet kStrings = modeBit(Mode::Strings);

// A value of a repeatable option, which must not be empty.
bool appendTo(std::vector<std::string> &values, std::string_view name, std::string_view value,
              std::string &error)
{
    if (value.empty())
        error = std::string(name) + " needs a non-empty value";
    else
        values.emplace_back(value);
    return !value.empty();
}

// A number (decimal or 0x hex), `least` or more, into `into`; else "<needs>, not '<value>'".
bool number(std::string_view value, Offset &into, const char *needs, std::string &error,
            Offset least = 0)
{
    Offset n = 0;
    if (parseNumber(value, n) && n >= least) {
        into = n;
        return true;
    }
    error = std::string(needs) + ", not '" + std::string(value) + "'";
    return false;
}

constexpr std::string_view kJsonLines =
    "prints JSON Lines: one object per diagnostic or notice run (\"count\": its characters), a "
    "summary object per file, {\"file\":...,\"error\":...} for a file that cannot be read, and "
    "after several files {\"total\":true,...}. In JSON strings, characters that do not show as "
    "themselves are \\uXXXX escapes and each byte of a name that is not UTF-8 is the lone "
    "surrogate \\udcXX (XX its value, as Python's surrogateescape: os.fsencode gives the name "
    "back). The same as --format=json.";

constexpr std::array kOptions = {
    OptionSpec{"--format", "", kCheck, "FORMAT", ValueKind::Choice, "human json sarif github",
               "human (default); json (= --json); sarif: one SARIF 2.1.0 log for code scanning "
               "(one rule per kind and notice, regions in line and column, columns counted in "
               "code points, with byte offsets); github: GitHub Actions workflow commands "
               "(::error file=F,line=L,col=C,endColumn=E,title=KIND::message) then the human "
               "summaries.",
               [](std::string_view v, Options &o, std::string &e) {
                   o.check.formatGiven = true;
                   return parseFormat(v, o.check.format, e);
               }},
    OptionSpec{"--json", "", kCheck, "", ValueKind::None, "", kJsonLines,
               [](std::string_view, Options &o, std::string &) { return o.json = true; }},
    OptionSpec{"--max", "", kCheck, "N", ValueKind::Text, "",
               "lists at most N diagnostics (and N notice runs) per file; the summary still "
               "counts everything.",
               [](std::string_view v, Options &o, std::string &e) {
                   return number(v, o.max, "--max needs a number of diagnostics", e);
               }},
    OptionSpec{"--all", "", kCheck, "", ValueKind::None, "",
               "lists every finding of a binary file, not only its first 10.",
               [](std::string_view, Options &o, std::string &) { return o.all = true; }},
    OptionSpec{"--quiet", "-q", kCheck, "", ValueKind::None, "",
               "prints only files with findings (errors or warnings), and the total.",
               [](std::string_view, Options &o, std::string &) { return o.check.quiet = true; }},
    OptionSpec{"-j", "--jobs", kCheck, "N", ValueKind::Text, "",
               "checks N files at once (default: one per core); the output is in the order the "
               "files were given, the same as with -j 1.",
               [](std::string_view v, Options &o, std::string &e) {
                   return parseJobs(v, o.check.jobs, e);
               }},
    OptionSpec{"--include", "", kCheck, "GLOB", ValueKind::Text, "",
               "(repeatable) keeps only files that match an --include; it filters files found in "
               "directories and names from --files-from. fnmatch rules: * ? [a-z] [!a-z] never "
               "match '/', ** matches any run of directories (src/**/*.h); a pattern with no '/' "
               "is compared with the last name only (*.min.js, node_modules); a pattern that "
               "matches a directory takes every file under it (vendor, build/**); a leading '/' "
               "anchors it.",
               [](std::string_view v, Options &o, std::string &e) {
                   return appendTo(o.check.include, "--include", v, e);
               }},
    OptionSpec{"--exclude", "", kCheck, "GLOB", ValueKind::Text, "",
               "(repeatable) leaves out files that match an --exclude, by the rules of --include.",
               [](std::string_view v, Options &o, std::string &e) {
                   return appendTo(o.check.exclude, "--exclude", v, e);
               }},
    OptionSpec{"--files-from", "", kCheck, "FILE|-", ValueKind::File, "",
               "checks the names listed in FILE (- is stdin), one per line; with -0 separated by "
               "NUL bytes (git ls-files -z, find -print0). A name can be a DIR.",
               [](std::string_view v, Options &o, std::string &e) {
                   return appendTo(o.check.filesFrom, "--files-from", v, e);
               }},
    OptionSpec{
        "-0", "", kCheck, "", ValueKind::None, "",
        "the names of --files-from end with a NUL byte, not a line feed.",
        [](std::string_view, Options &o, std::string &) { return o.check.nulSeparated = true; }},
    OptionSpec{"--binary", "", kCheck, "", ValueKind::None, "",
               "checks the binary files found in directories too.",
               [](std::string_view, Options &o, std::string &) { return o.check.binary = true; }},
    OptionSpec{"--error", "", kCheck, "KIND,...", ValueKind::Notices, "",
               "makes these notices errors: printed as error:, exit status 1. KIND is a notice: "
               "@NOTICES@. The last of --error and --no-warn given for a notice wins.",
               [](std::string_view v, Options &o, std::string &e) {
                   return setSeverities(v, Severity::Error, "--error", o.check.severities, e);
               }},
    OptionSpec{"--no-warn", "", kCheck, "KIND,...", ValueKind::Notices, "",
               "silences these notices: not listed, not counted. KIND is a notice, as for --error.",
               [](std::string_view v, Options &o, std::string &e) {
                   return setSeverities(v, Severity::Off, "--no-warn", o.check.severities, e);
               }},
    OptionSpec{"--baseline", "", kCheck, "FILE.sarif", ValueKind::File, "",
               "lists and counts only the findings that are not in FILE.sarif, the SARIF log of an "
               "earlier run (--format=sarif); the exit status counts only new errors. Findings "
               "are matched by their kind, their bytes and the text of their line, whitespace "
               "squeezed, so they survive lines moving. In SARIF, results get baselineState (new, "
               "unchanged; those gone are absent) and partialFingerprints. A missing or "
               "unreadable FILE is exit status 2.",
               [](std::string_view v, Options &o, std::string &e) {
                   if (v.empty())
                       e = "--baseline needs a SARIF log (FILE.sarif)";
                   o.check.baseline = v;
                   return !v.empty();
               }},
    OptionSpec{"--explain-config", "", kCheck, "FILE", ValueKind::File, "",
               "prints every rule of the project that applies to FILE, with the file and line "
               "that wrote it (.editorconfig's charset, .utf8-inspector.toml, --error and "
               "--no-warn, FILE's inline allowances), and checks nothing.",
               [](std::string_view v, Options &o, std::string &e) {
                   if (v.empty())
                       e = "--explain-config needs a FILE";
                   o.check.explainConfig = v;
                   return !v.empty();
               }},
    OptionSpec{"--no-config", "", kCheck, "", ValueKind::None, "",
               "ignores the project's rules: .editorconfig, .utf8-inspector.toml and inline "
               "allowances.",
               [](std::string_view, Options &o, std::string &) {
                   o.check.projectRules = false;
                   return true;
               }},
    OptionSpec{"--normalization", "", kCheck, "FORM", ValueKind::Choice, "nfc nfd",
               "warns of the runs that this normalization form changes (not-nfc, not-nfd).",
               [](std::string_view v, Options &o, std::string &e) {
                   const auto form = charsets::normalizationFormFromName(v);
                   if (form)
                       o.check.deceptive.normalization = *form;
                   else
                       e = "--normalization needs nfc or nfd, not '" + std::string(v) + "'";
                   return form.has_value();
               }},
    OptionSpec{"--from", "", kDump, "OFFSET", ValueKind::Text, "",
               "starts at this offset (decimal or 0x hex).",
               [](std::string_view v, Options &o, std::string &e) {
                   return number(v, o.from, "--from needs an offset (decimal or 0x hex)", e);
               }},
    OptionSpec{"--length", "", kDump, "N", ValueKind::Text, "",
               "dumps N bytes (decimal or 0x hex); the default is to the end.",
               [](std::string_view v, Options &o, std::string &e) {
                   return number(v, o.length, "--length needs a number of bytes", e);
               }},
    OptionSpec{"--json", "", kDump, "", ValueKind::None, "", "JSON Lines: one object per row.",
               [](std::string_view, Options &o, std::string &) { return o.json = true; }},
    OptionSpec{"--errors", "", kDecode, "MODE", ValueKind::Choice, "replace strict ignore escape",
               "what becomes of ill-formed bytes. replace (default): one U+FFFD per maximal "
               "subpart (as CPython and browsers do); strict: stop at the first error; ignore: "
               "drop them; escape: write them as \\xHH. Not with --from: a legacy encoding has no "
               "ill-formed bytes.",
               [](std::string_view v, Options &o, std::string &e) {
                   return parseErrorMode(v, o.errors, e);
               }},
    OptionSpec{"--from", "", kDecode, "ENCODING|auto", ValueKind::Text, "",
               "reads the file in that legacy encoding (Windows-1251, KOI8-R, Shift_JIS, "
               "UTF-16LE, ...; auto: the one --detect finds, named on stderr) and writes it as "
               "UTF-8, in bounded memory; exit status 1 when some bytes are undefined in it (they "
               "become U+FFFD).",
               [](std::string_view v, Options &o, std::string &e) {
                   if (v.empty())
                       e = "--decode --from needs an encoding (Windows-1251, KOI8-R, ...) or auto";
                   o.sourceEncoding = v;
                   return !v.empty();
               }},
    OptionSpec{
        "--explain", "", kFixMojibake, "", ValueKind::None, "",
        "each finding, the chain of decodings and the evidence, instead of the text.",
        [](std::string_view, Options &o, std::string &) { return o.explainFindings = true; }},
    OptionSpec{"--json", "", kDetect, "", ValueKind::None, "", "JSON Lines: one object per file.",
               [](std::string_view, Options &o, std::string &) { return o.json = true; }},
    OptionSpec{"--min", "", kStrings, "N", ValueKind::Text, "",
               "the fewest characters a string has (default 4).",
               [](std::string_view v, Options &o, std::string &e) {
                   return number(v, o.strings.minCharacters,
                                 "--min needs a number of characters (1 or more)", e, 1);
               }},
    OptionSpec{"--encoding", "", kStrings, "LIST", ValueKind::Text, "",
               "the encodings searched, separated by commas: utf-8 (the default), utf-16le, "
               "utf-16be.",
               [](std::string_view v, Options &o, std::string &e) {
                   return parseStringsEncodings(v, o.strings, e);
               }},
    OptionSpec{"--gaps", "", kStrings, "", ValueKind::None, "",
               "keeps up to 4 ill-formed bytes between text inside a string, marked.",
               [](std::string_view, Options &o, std::string &) { return o.strings.gaps = true; }},
    OptionSpec{"--json", "", kStrings, "", ValueKind::None, "",
               "JSON Lines with offset, length, characters, encoding, scripts, text (and gaps).",
               [](std::string_view, Options &o, std::string &) { return o.json = true; }},
    OptionSpec{"--show", "", kGui, "NAME[=INPUT]", ValueKind::Text, "",
               "opens a teaching tool or a panel at start: encoder[=U+1F41A or a character], "
               "stepper[=\"F8 93 EA 80 B2 5C 00[@STEPS]\"] (default: every step), byte-map[=C0], "
               "exercises[=N[:ANSWER to check]], mojibake (the Mojibake dock, first finding "
               "chosen), as=CHARSET (the file read in that charset: View > Show As), "
               "strings[=TEXT] (the Strings dock, filtered by TEXT, first string chosen), "
               "at=OFFSET (the caret at that offset of the file, the inspector on it), "
               "data-inspector[=OFFSET] (the Data Inspector, the caret there), find-all=TEXT "
               "(Find All's list of TEXT, the first match chosen), checksums (the file's), "
               "statistics (the file's byte statistics and the entropy strip). OFFSET is decimal "
               "or 0x hex.",
               nullptr},
    OptionSpec{"--screenshot", "", kGui, "OUT.png", ValueKind::File, "",
               "renders offscreen, once the scan is done, the main window (1400x900) or the tool "
               "that --show opened, to a PNG file.",
               nullptr},
    OptionSpec{"--size", "", kGui, "WxH", ValueKind::Text, "",
               "the size of what --screenshot shoots.", nullptr},
};

} // namespace

std::span<const OptionSpec> optionSpecs()
{
    return kOptions;
}

const OptionSpec *findOption(std::string_view name, Mode mode)
{
    for (const OptionSpec &o : kOptions)
        if ((o.name == name || o.alias == name) && (o.modes & modeBit(mode)) != 0)
            return &o;
    return nullptr;
}

const OptionSpec *findAnyOption(std::string_view name)
{
    for (const OptionSpec &o : kOptions)
        if (o.name == name || o.alias == name)
            return &o;
    return nullptr;
}

std::string modesOf(std::string_view name)
{
    std::vector<std::string_view> flags;
    for (const OptionSpec &o : kOptions) {
        if (o.name != name && o.alias != name)
            continue;
        for (const ModeSpec &m : modeSpecs())
            if ((o.modes & modeBit(m.mode)) != 0)
                flags.push_back(m.mode == Mode::None ? std::string_view("the GUI") : m.flag);
    }
    return alternatives(flags);
}

std::string usageTerm(const OptionSpec &option)
{
    std::string s(option.name);
    if (option.value == ValueKind::Choice) {
        s += '=';
        for (const char c : option.choices)
            s += c == ' ' ? '|' : c;
    } else if (!option.argument.empty()) {
        s += ' ';
        s += option.argument;
    }
    return s;
}

std::string withNotices(std::string_view text)
{
    // "bidi-control (an explicit bidirectional control), ...": the descriptors' rules.
    std::string deceptive;
    for (const KindDescriptor<NoticeKind> &kind : kNoticeKindDescriptors) {
        if (kind.category != KindCategory::Deceptive)
            continue;
        std::string rule = kind.rule;
        rule[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(rule[0])));
        deceptive += (deceptive.empty() ? "" : ", ") + std::string(kind.name) + " (" + rule + ")";
    }
    std::string s(text);
    for (const auto &[mark, words] :
         {std::pair<std::string_view, std::string>{"@NOTICES@", noticeNameList()},
          {"@DECEPTIVE@", deceptive}})
        if (const std::size_t at = s.find(mark); at != std::string::npos)
            s.replace(at, mark.size(), words);
    return s;
}

} // namespace u8i::cli
