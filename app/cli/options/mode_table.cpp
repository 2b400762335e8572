// The modes of the command line (DESIGN.md section 4) with their help, and the notes that close
// the help and the man page. The options of each mode are in option_table.cpp.
#include "cli/options/option_table.h"

#include <array>

namespace u8i::cli {

namespace {

constexpr std::array kModes = {
    ModeSpec{Mode::None, "", "", "[FILE]",
             "the GUI: FILE in the hex and text views ('-' reads stdin), or an empty window."},
    ModeSpec{
        Mode::Check, "--check", "", "FILE|DIR...",
        "every ill-formed group as path:LINE:COLUMN: error: KIND: why [offset 0x..], notices "
        "(well-formed but worth a look) as warnings, then a summary per file. A run of identical "
        "notices on adjacent characters is one line: \"warning: control: 1,024 × U+0000 "
        "NULL at 0x0–0x3ff: ...\". A binary file (libmagic and the detector's byte statistics) "
        "lists its "
        "first 10 findings and counts the rest. The summary always counts everything. Human "
        "output quotes names with control characters as GNU ls does ('a'$'\\n''b'), and messages "
        "show bidi controls, separators and invisible characters as U+XXXX. Deceptive text is a "
        "warning too (UTS #55, UTS #39): @DECEPTIVE@; not-nfc and not-nfd only with "
        "--normalization=nfc|nfd. So is mojibake: a run of text that reads as a chain of wrong "
        "decodings (\"CafÃ©\" is UTF-8 read as Windows-1252), exactly where --fix-mojibake "
        "repairs (JSON: its chain, repaired text and evidence; ambiguous and alternatives, each "
        "reading's chain and text, where another reading gives other text as plausibly: such a "
        "run is left as it is).\n"
        "DIR is walked: inside a git work tree through `git ls-files -co --exclude-standard` "
        "(.gitignore holds), else every file under it (.git left out; symbolic links not "
        "followed); files sorted by path. Binary files found there are skipped and counted; "
        "--binary checks them too. Files named on the command line are always checked."},
    ModeSpec{Mode::Decode, "--decode", "", "FILE",
             "the decoded text as UTF-8 on stdout: well-formed UTF-8 as it is, ill-formed bytes "
             "as --errors says; with --from, the file read in a legacy encoding."},
    ModeSpec{Mode::Dump, "--dump", "", "FILE",
             "one row per character or ill-formed group: offset, bytes, roles (A ascii, L lead, "
             "C continuation, X invalid), U+XXXX, name or reason."},
    ModeSpec{Mode::Explain, "--explain", "", "HEX",
             "walks hex bytes (\"E2 82 AC\", \"e282ac\", \"\\xe2\\x82\\xac\", \"0xE2 0x82 "
             "0xAC\") through a standard decoder, one step per byte, with the bit layout: "
             "--explain \"F8 93 EA 80 B2 5C 00\"."},
    ModeSpec{Mode::Encode, "--encode", "", "U+XXXX|0xXXXX|DECIMAL|TEXT",
             "shows how a code point (U+1F41A, 0x1F41A, 128026) or each character of TEXT "
             "becomes UTF-8 bytes, bit by bit."},
    ModeSpec{Mode::FixMojibake, "--fix-mojibake", "", "FILE",
             "the text with its mojibake repaired: UTF-8 that went through wrong decodings "
             "(\"CafÃ©\" is UTF-8 read as Windows-1252), CESU-8, C0 80, UTF-16 and "
             "legacy-charset files. Exit status 1 when nothing could be repaired."},
    ModeSpec{Mode::Detect, "--detect", "", "FILE...",
             "what each file is: UTF-8 (with or without errors), text in a legacy encoding "
             "(Windows-1251, KOI8-R, Shift_JIS, UTF-16LE, ...) with its language, confidence and "
             "evidence, or binary data and its type. Candidates come from uchardet and ICU, "
             "checked against the bytes each encoding leaves undefined, the controls and symbols "
             "its reading gives, and the alphabets of languages. Exit status 1 when a file is not "
             "well-formed UTF-8."},
    ModeSpec{Mode::Strings, "--strings", "", "FILE...",
             "every run of at least N characters of text (--min) in the order of the file, in "
             "UTF-8 (every multi-byte character whole) and, with --encoding, UTF-16LE/BE at any "
             "offset: offset, length in bytes and characters, encoding, scripts, and the text "
             "with controls, bidi controls and line separators written as <U+XXXX>. Text is "
             "letters, marks, numbers, punctuation, symbols, spaces, TAB and format characters; "
             "other controls (LF too) and ill-formed bytes end a string. Binary files too; exit "
             "status 0 unless a file cannot be read."},
    ModeSpec{Mode::Help, "--help", "-h", "", "this help."},
    ModeSpec{Mode::Version, "--version", "", "", "the program's name and version."},
    ModeSpec{Mode::Generate, "--generate", "",
             "man|markdown|complete-bash|complete-zsh|complete-fish",
             "the man page, docs/cli.md or a shell's completions, made from the options table "
             "(the build runs it).",
             true},
};

} // namespace

std::span<const ModeSpec> modeSpecs()
{
    return kModes;
}

const ModeSpec *findMode(std::string_view flag)
{
    for (const ModeSpec &m : kModes)
        if (!flag.empty() && (m.flag == flag || m.alias == flag))
            return &m;
    return nullptr;
}

std::string_view filesNote()
{
    return "FILE may be '-' for stdin or a pipe such as <(zcat x.gz); regular files are "
           "memory-mapped. A file that shrinks or fails while it is read is reported by name "
           "(exit status 2); what was written before stays written and the other files are still "
           "checked. Every write is checked: a failed one (a full disk, a closed stdout, a reader "
           "gone) prints \"write error: ...\" and stops the run with exit status 2.";
}

std::string_view exitStatusNote()
{
    return "0 all valid, 1 anything ill-formed (or a notice made an error by --error), 2 usage "
           "or I/O error.";
}

} // namespace u8i::cli
