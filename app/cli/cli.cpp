// The entry of the command-line modes: which invocations are ours, and dispatch.
#include "cli/cli.h"

#include "cli/io/output.h"
#include "cli/modes.h"
#include "cli/options.h"
#include "cli/repair/fix_mojibake.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string_view>

#ifndef U8I_VERSION
#define U8I_VERSION "0.1.0"
#endif

namespace u8i::cli {

namespace {

constexpr std::string_view kHelp =
    R"(Usage:
  utf8-inspector [--show NAME[=INPUT]] [FILE]   the GUI ('-' reads stdin)
  utf8-inspector --screenshot OUT.png [--show NAME[=INPUT]] [--size WxH] [FILE]
  utf8-inspector --check [--format=human|json|sarif|github] [--json] [--max N] [--all] [--quiet]
                 [-j N] [--include GLOB] [--exclude GLOB] [--files-from FILE|- [-0]] [--binary]
                 [--error KIND,...] [--no-warn KIND,...] [--normalization=nfc|nfd] FILE|DIR...
  utf8-inspector --decode [--errors=replace|strict|ignore|escape] FILE
  utf8-inspector --decode --from ENCODING|auto FILE
  utf8-inspector --dump [--from OFFSET] [--length N] [--json] FILE
  utf8-inspector --explain "F8 93 EA 80 B2 5C 00"
  utf8-inspector --encode U+1F41A | 0x1F41A | 128026 | TEXT
  utf8-inspector --fix-mojibake [--explain] FILE
  utf8-inspector --detect [--json] FILE...
  utf8-inspector --strings [--min N] [--encoding utf-8,utf-16le,utf-16be] [--gaps] [--json]
                 FILE...
  utf8-inspector --help | --version

Modes (no display needed):
  --check      every ill-formed group as path:LINE:COLUMN: error: KIND: why [offset 0x..],
               notices (well-formed but worth a look) as warnings, then a summary per file.
               A run of identical notices on adjacent characters is one line:
               "warning: control: 1,024 × U+0000 NULL at 0x0–0x3ff: ...". A binary file
               (libmagic and the detector's byte statistics) lists its first 10 findings and
               counts the rest; --all lists them all. --max N lists at most N diagnostics (and
               N notice runs) per file. The summary always counts everything.
               --json prints JSON Lines: one object per diagnostic or notice run ("count": its
               characters), a summary object per file, {"file":...,"error":...} for a file
               that cannot be read, and after several files {"total":true,...}. In JSON
               strings, characters that do not show as themselves are \uXXXX escapes and each
               byte of a name that is not UTF-8 is the lone surrogate \udcXX (XX its value,
               as Python's surrogateescape: os.fsencode gives the name back). Human output
               quotes names with control characters as GNU ls does ('a'$'\n''b'), and
               messages show bidi controls, separators and invisible characters as U+XXXX.
               Deceptive text is a warning too (UTS #55, UTS #39): bidi-control,
               bidi-unterminated (an override or isolate left open at the end of its line:
               Trojan Source), invisible (zero-width and other characters that show as
               nothing, tag characters spelled out), confusable (a letter of another script
               that looks like one of its word's), nonstandard-space; with
               --normalization=nfc|nfd, not-nfc / not-nfd runs. So is mojibake: a run of
               text that reads as a chain of wrong decodings ("CafÃ©" is UTF-8 read as
               Windows-1252), exactly where --fix-mojibake repairs (JSON: its chain, repaired
               text and evidence; ambiguous and alternatives where another reading fits too).
    DIR          is walked: inside a git work tree through `git ls-files -co
                 --exclude-standard` (.gitignore holds), else every file under it (.git left
                 out; symbolic links not followed); files sorted by path. Binary files found
                 there are skipped and counted; --binary checks them too. Files named on the
                 command line are always checked.
    --include GLOB, --exclude GLOB  (repeatable) keep only files that match an --include, and
                 none that match an --exclude; they filter files found in directories and names
                 from --files-from. fnmatch rules: * ? [a-z] [!a-z] never match '/', ** matches
                 any run of directories (src/**/*.h); a pattern with no '/' is compared with the
                 last name only (*.min.js, node_modules); a pattern that matches a directory
                 takes every file under it (vendor, build/**); a leading '/' anchors it.
    --files-from FILE|-  checks the names listed in FILE (- is stdin), one per line; with -0
                 separated by NUL bytes (git ls-files -z, find -print0). A name can be a DIR.
    -j N         checks N files at once (default: one per core); the output is in the order
                 the files were given, the same as with -j 1.
    --quiet, -q  prints only files with findings (errors or warnings), and the total.
    --error KIND,...  makes these notices errors: printed as error:, exit status 1.
    --no-warn KIND,...  silences these notices: not listed, not counted. The last option
                 given wins. KIND is a notice:
                 @NOTICES@.
    --format     human (default); json (= --json); sarif: one SARIF 2.1.0 log for code
                 scanning (one rule per kind and notice, regions in line and column, columns
                 counted in code points, with byte offsets); github: GitHub Actions workflow
                 commands (::error file=F,line=L,col=C,endColumn=E,title=KIND::message) then the
                 human summaries.
  --decode     the decoded text as UTF-8 on stdout. replace: one U+FFFD per maximal subpart
               (as CPython and browsers do); strict: stop at the first error; ignore: drop
               ill-formed bytes; escape: write them as \xHH. With --from, the file is read in
               that legacy encoding (Windows-1251, KOI8-R, Shift_JIS, UTF-16LE, ...; auto: the
               one --detect finds, named on stderr) and written as UTF-8, in bounded memory;
               exit status 1 when some bytes are undefined in it (they become U+FFFD).
  --dump       one row per character or ill-formed group: offset, bytes, roles (A ascii,
               L lead, C continuation, X invalid), U+XXXX, name or reason. OFFSET and N are
               decimal or 0x hex.
  --explain    walks hex bytes ("E2 82 AC", "e282ac", "\xe2\x82\xac", "0xE2 0x82 0xAC") through
               a standard decoder, one step per byte, with the bit layout.
  --encode     shows how a code point (U+XXXX, 0x..., decimal) or each character of TEXT becomes
               UTF-8 bytes, bit by bit.
  --fix-mojibake  the text with its mojibake repaired: UTF-8 that went through wrong decodings
               ("CafÃ©" is UTF-8 read as Windows-1252), CESU-8, C0 80, UTF-16 and legacy-charset
               files. With --explain: each finding, the chain of decodings and the evidence.
               Exit status 1 when nothing could be repaired.
  --detect     what each file is: UTF-8 (with or without errors), text in a legacy encoding
               (Windows-1251, KOI8-R, Shift_JIS, UTF-16LE, ...) with its language, confidence
               and evidence, or binary data and its type. Candidates come from uchardet and
               ICU, checked against the bytes each encoding leaves undefined, the controls and
               symbols its reading gives, and the alphabets of languages. --json: JSON Lines.
               Exit status 1 when a file is not well-formed UTF-8.
  --strings    every run of at least N characters of text (--min, default 4) in the order of
               the file, in UTF-8 (every multi-byte character whole) and, with --encoding,
               UTF-16LE/BE at any offset: offset, length in bytes and characters, encoding,
               scripts, and the text with controls, bidi controls and line separators written
               as <U+XXXX>. Text is letters, marks, numbers, punctuation, symbols, spaces, TAB
               and format characters; other controls (LF too) and ill-formed bytes end a
               string. --gaps keeps up to 4 ill-formed bytes between text inside a string,
               marked. --json: JSON Lines with offset, length, characters, encoding, scripts,
               text (and gaps). Binary files too; exit status 0 unless a file cannot be read.

The GUI (no mode):
  --show       opens a teaching tool or a panel at start: encoder[=U+1F41A or a character],
               stepper[="F8 93 EA 80 B2 5C 00[@STEPS]"] (default: every step), byte-map[=C0],
               exercises[=N[:ANSWER to check]], mojibake (the Mojibake dock, first finding
               chosen), as=CHARSET (the file read in that charset: View > Show As),
               strings[=TEXT] (the Strings dock, filtered by TEXT, first string chosen),
               at=OFFSET (the caret at that offset of the file, the inspector on it).
  --screenshot renders offscreen, once the scan is done, the main window (1400x900) or the tool
               that --show opened, to a PNG file; --size sets the size of what is shot.

FILE may be '-' for stdin or a pipe such as <(zcat x.gz); regular files are memory-mapped.
A file that shrinks or fails while it is read is reported by name (exit status 2); what was
written before stays written and the other files are still checked. Every write is checked:
a failed one (a full disk, a closed stdout, a reader gone) prints "write error: ..." and
stops the run with exit status 2.
Exit status: 0 all valid, 1 anything ill-formed (or a notice made an error by --error),
2 usage or I/O error.
)";

// The usage, with the notice names of the codec's vocabulary.
std::string helpText()
{
    std::string names = noticeNameList();
    constexpr std::size_t kIndent = 17, kWidth = 96;
    for (std::size_t lineStart = 0, space = 0;
         (space = names.find(' ', space + 1)) != std::string::npos;) {
        const std::size_t next = names.find(' ', space + 1);
        if (kIndent + std::min(next, names.size()) - lineStart > kWidth) {
            names.replace(space, 1, "\n" + std::string(kIndent, ' '));
            lineStart = space + 1 + kIndent;
        }
    }
    std::string help(kHelp);
    const std::string_view mark = "@NOTICES@";
    help.replace(help.find(mark), mark.size(), names);
    return help;
}

bool isGuiOption(std::string_view arg)
{
    // Qt's own options for a GUI application, which QApplication consumes.
    static constexpr std::string_view qtOptions[] = {
        "-platform",    "-platformpluginpath", "-platformtheme", "-plugin",   "-qwindowgeometry",
        "-qwindowicon", "-qwindowtitle",       "-reverse",       "-session",  "-style",
        "-stylesheet",  "-widgetcount",        "-display",       "-geometry", "-qmljsdebugger"};
    for (const std::string_view o : qtOptions)
        if (arg == o ||
            (arg.size() > o.size() && arg.substr(0, o.size()) == o && arg[o.size()] == '='))
            return true;
    return false;
}

} // namespace

bool isCliInvocation(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--")
            return false;
        if (arg == "--screenshot" || arg == "--show" || arg.starts_with("--show=") ||
            arg == "--size" || arg.starts_with("--size="))
            return false;
        if (arg == "-" || arg.empty() || arg[0] != '-')
            continue;
        if (isGuiOption(arg)) {
            // Options such as -platform take a value; skip it.
            if (arg.find('=') == std::string_view::npos && arg != "-reverse" && i + 1 < argc)
                ++i;
            continue;
        }
        // A mode, an option of a mode, or an unknown option: ours to handle (or to refuse).
        return true;
    }
    return false;
}

namespace {

int runMode(int argc, char **argv)
{
    guardStandardStreams();
    Options options;
    std::string error;
    if (!parseOptions(argc, argv, options, error)) {
        errorLine(error);
        return kExitError;
    }
    switch (options.mode) {
    case Mode::Help:
        out(helpText());
        flushOut();
        return kExitValid;
    case Mode::Version:
        out("utf8-inspector " U8I_VERSION "\n");
        flushOut();
        return kExitValid;
    case Mode::Check: return runCheck(options);
    case Mode::Decode: return runDecode(options);
    case Mode::Dump: return runDump(options);
    case Mode::Explain: return runExplain(options);
    case Mode::Encode: return runEncode(options);
    case Mode::FixMojibake: return runFixMojibake(options.args.front(), options.explainFindings);
    case Mode::Detect: return runDetect(options);
    case Mode::Strings: return runStrings(options);
    case Mode::None: break;
    }
    errorLine("no mode given (see --help)");
    return kExitError;
}

} // namespace

int run(int argc, char **argv)
{
    const int code = runMode(argc, argv);
    flushOut(); // a write error here still gives exit status 2
    return code;
}

} // namespace u8i::cli
