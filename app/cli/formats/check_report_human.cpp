// --check for people: compiler-style lines, then a summary per file and a total.
#include "cli/check/check_report.h"
#include "cli/io/output.h"
#include "u8i/charsets/properties/character_properties.h"
#include "u8i/hex_text.h"

namespace u8i::cli {

namespace {

std::string position(const FileName &file, const LineColumn &at)
{
    return file.shown + ":" + std::to_string(at.line) + ":" + std::to_string(at.column);
}

template <std::size_t N, typename Kind> std::string byKind(const std::array<Offset, N> &counts)
{
    std::string s;
    for (std::size_t k = 0; k < N; ++k) {
        if (counts[k] == 0)
            continue;
        s += s.empty() ? "" : ", ";
        s += grouped(counts[k]) + " " + std::string(name(static_cast<Kind>(k)));
    }
    return s;
}

std::string plural(Offset n, const char *one, const char *many)
{
    return grouped(n) + " " + (n == 1 ? one : many);
}

// "; 3 warnings (control); 1 error by --error (bom)": the notices by their severity.
std::string noticeClauses(const FileSummary &summary)
{
    std::string s;
    for (const Severity severity : {Severity::Warning, Severity::Error}) {
        std::array<Offset, kNoticeKindCount> counts{};
        Offset n = 0;
        for (std::size_t k = 0; k < counts.size(); ++k)
            if (summary.severities.of[k] == severity)
                n += counts[k] = summary.notices[k];
        if (n == 0)
            continue;
        s += "; " +
             (severity == Severity::Error ? plural(n, "error", "errors") + " by --error"
                                          : plural(n, "warning", "warnings")) +
             " (" + byKind<kNoticeKindCount, NoticeKind>(counts) + ")";
    }
    return s;
}

class HumanFormat final : public FindingFormat {
  public:
    void finding(const FileName &file, const Finding &f) override
    {
        std::string s = position(file, f.at);
        s += f.severity == Finding::Severity::Error ? ": error: " : ": warning: ";
        s += std::string(f.kindName()) + ": ";
        if (f.count > 1) {
            // "10,485,760 × U+0000 NULL at 0x0–0x9fffff: U+0000 is an ASCII control ..."
            const std::uint32_t cp = f.decodesTo.value_or(0);
            s += grouped(f.count) + " × " + codePointLabel(cp) + " " +
                 charsets::characterProperties(cp).name + " at " + hexOffset(f.offset) + "–" +
                 hexOffset(f.lastByte()) + ": " + f.message + "\n";
        } else {
            s += f.message + " [offset " + hexOffset(f.offset) + "]\n";
        }
        out(s);
    }

    void endFile(const FileName &file, const FileSummary &summary, const Listing &listing) override
    {
        const Offset errors = summary.diagnosticCount();
        const Offset warnings = summary.noticeCount();
        std::string s = file.shown + ": ";
        if (!summary.declared.empty())
            s += "checked as " + summary.declared + ", as .editorconfig declares";
        else if (summary.valid())
            s += "valid UTF-8";
        else
            s += "not valid UTF-8: " + plural(errors, "error", "errors") + " (" +
                 byKind<kErrorKindCount, ErrorKind>(summary.diagnostics) + "), " +
                 plural(summary.replacements, "U+FFFD", "U+FFFD") + " when decoded";
        if (!summary.likely.empty())
            s += "; likely " + summary.likely;
        s += noticeClauses(summary);
        s += "; " + plural(summary.bytes, "byte", "bytes");
        if (summary.declared.empty())
            s += ", " + plural(summary.characters, "character", "characters");
        if (listing.binarySummary)
            s += " (binary data: listed the first " +
                 plural(listing.findings, "finding", "findings") + ", " +
                 grouped(listing.unlisted) + " more not listed; --all lists them)";
        else if (listing.maxReached)
            s += " (listed " + grouped(listing.items) + " of " + grouped(errors + warnings) +
                 ": --max " + grouped(listing.max) + ")";
        out(s + "\n");
    }

    // The reason goes to stderr (runCheck writes it there in every format).
    void unreadable(const FileName &, const std::string &) override {}

    void skipped(const FileName &file, const std::string &what) override
    {
        out(file.shown + ": skipped: " + what + " (--binary checks it)\n");
    }

    void total(const RunTotal &t) override
    {
        std::string s = std::to_string(t.files) + (t.files == 1 ? " file: " : " files: ") +
                        std::to_string(t.valid) + " valid, " + std::to_string(t.invalid) +
                        " not valid";
        if (t.flagged > 0)
            s += ", " + std::to_string(t.flagged) + " with errors by --error";
        if (t.skipped > 0)
            s += ", " + std::to_string(t.skipped) + " skipped as binary";
        if (t.unreadable > 0)
            s += ", " + std::to_string(t.unreadable) + " not readable";
        out(s + "\n");
    }
};

} // namespace

std::unique_ptr<FindingFormat> makeHumanFormat()
{
    return std::make_unique<HumanFormat>();
}

} // namespace u8i::cli
